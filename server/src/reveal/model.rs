//! Pure rules of reveal requests: the message, the statuses and which answers are allowed.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub use crate::db::clock::day_of;
use crate::error::ApiError;
pub use crate::privacy::{
    RequestStatus,
    lifetime::{DAY_MS, ShownStatus},
};

/// Name and photo of a candidate, only while this recruiter's request is approved.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RevealedName {
    pub first_name: String,
    pub last_name: String,
    pub avatar_url: Option<String>,
}

pub const MESSAGE_MAX_CHARS: usize = 500;

/// A reveal request's message: 1 to 500 characters after trimming, counted in Unicode
/// code points (the web app counts `[...text].length`, the same thing).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RevealMessage(String);

impl RevealMessage {
    pub fn parse(raw: &str) -> Result<Self, ApiError> {
        let text = raw.trim();
        if text.is_empty() {
            return Err(ApiError::validation("message_required", "Please select or enter a message"));
        }
        if text.chars().count() > MESSAGE_MAX_CHARS {
            return Err(ApiError::validation("message_too_long", "Message is too long"));
        }
        Ok(Self(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

// TEXT on both databases, spelled as in JSON.
/// How long an approval lets the recruiter see who the job seeker is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema, sqlx::Type)]
#[serde(rename_all = "snake_case")]
#[sqlx(type_name = "text", rename_all = "snake_case")]
pub enum RevealDuration {
    #[serde(rename = "days_30")]
    #[sqlx(rename = "days_30")]
    Days30,
    #[serde(rename = "days_90")]
    #[sqlx(rename = "days_90")]
    Days90,
    UntilRevoked,
}

impl RevealDuration {
    /// What an approval lasts when the job seeker does not choose.
    pub const DEFAULT: Self = Self::Days90;

    /// The first millisecond the identity is hidden again, for an approval at `now`.
    pub fn visible_until(self, now: i64) -> Option<i64> {
        match self {
            Self::Days30 => Some(now.saturating_add(30 * DAY_MS)),
            Self::Days90 => Some(now.saturating_add(90 * DAY_MS)),
            Self::UntilRevoked => None,
        }
    }
}

/// Why a job seeker declined; the recruiter who asked sees it, nobody else.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema, sqlx::Type)]
#[serde(rename_all = "snake_case")]
#[sqlx(type_name = "text", rename_all = "snake_case")]
pub enum DeclineReason {
    NotTheRightRole,
    SalaryTooLow,
    LocationOrWorkMode,
    CompanyNotAFit,
    NotLookingRightNow,
    Other,
}

impl DeclineReason {
    /// As the recruiter reads it in a notification.
    pub fn label(self) -> &'static str {
        match self {
            Self::NotTheRightRole => "not the right role",
            Self::SalaryTooLow => "salary too low",
            Self::LocationOrWorkMode => "location or work mode",
            Self::CompanyNotAFit => "company not a fit",
            Self::NotLookingRightNow => "not looking right now",
            Self::Other => "other",
        }
    }
}

/// The privacy activity log's event for an answer that moved a request from `before` to
/// `after` (as shown): approving, declining, or revoking an approval still in force.
/// A changed duration is no event.
pub fn activity_event(before: ShownStatus, after: ShownStatus) -> Option<&'static str> {
    match (before, after) {
        (b, a) if b == a => None,
        (ShownStatus::Approved, ShownStatus::Declined) => Some("revoked"),
        (_, ShownStatus::Approved) => Some("approved"),
        (_, ShownStatus::Declined) => Some("declined"),
        _ => None,
    }
}

pub const DECLINE_NOTE_MAX_CHARS: usize = 200;

/// The optional note with a decline: at most 200 characters after trimming; blank is none.
pub fn decline_note(raw: Option<&str>) -> Result<Option<String>, ApiError> {
    let Some(text) = raw.map(str::trim).filter(|t| !t.is_empty()) else { return Ok(None) };
    if text.chars().count() > DECLINE_NOTE_MAX_CHARS {
        return Err(ApiError::validation("decline_note_too_long", "The note must be 200 characters or fewer"));
    }
    Ok(Some(text.to_owned()))
}

/// A job seeker's answer as sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    pub status: RequestStatus,
    pub duration: Option<RevealDuration>,
    pub reason: Option<DeclineReason>,
    pub note: Option<String>,
}

/// The part of a stored request an answer changes.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Decision {
    pub status: RequestStatus,
    pub approved_at: Option<i64>,
    #[sqlx(rename = "reveal_duration")]
    pub duration: Option<RevealDuration>,
    pub visible_until: Option<i64>,
    pub decline_reason: Option<DeclineReason>,
    pub decline_note: Option<String>,
}

/// Applies an answer to a request shown as `current` at `now`. Pending requests are
/// approved or declined; decided and expired ones can be switched either way (approving
/// an expired one approves it again); nothing goes back to pending. Approving what is
/// approved keeps the approval time and changes the duration only when one is given
/// (counted from now). A decline clears the approval and records its reason.
pub fn decide(current: ShownStatus, previous: &Decision, answer: Answer, now: i64) -> Result<Decision, ApiError> {
    match answer.status {
        RequestStatus::Pending => {
            Err(ApiError::validation("invalid_status", "A request can only be approved or declined"))
        }
        RequestStatus::Approved => {
            if answer.reason.is_some() || answer.note.is_some() {
                return Err(ApiError::validation("invalid_answer", "A reason or note goes only with a decline"));
            }
            let still_approved = current == ShownStatus::Approved;
            let (approved_at, duration, visible_until) = match (still_approved, answer.duration) {
                (true, None) => (previous.approved_at, previous.duration, previous.visible_until),
                (true, Some(d)) => (previous.approved_at, Some(d), d.visible_until(now)),
                (false, chosen) => {
                    let d = chosen.unwrap_or(RevealDuration::DEFAULT);
                    (Some(now), Some(d), d.visible_until(now))
                }
            };
            Ok(Decision {
                status: RequestStatus::Approved,
                approved_at,
                duration,
                visible_until,
                decline_reason: None,
                decline_note: None,
            })
        }
        RequestStatus::Declined => {
            if answer.duration.is_some() {
                return Err(ApiError::validation("invalid_answer", "A duration goes only with an approval"));
            }
            Ok(Decision {
                status: RequestStatus::Declined,
                approved_at: None,
                duration: None,
                visible_until: None,
                decline_reason: answer.reason,
                decline_note: answer.note,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_one_to_five_hundred_characters() {
        assert_eq!(RevealMessage::parse("  ").unwrap_err().to_string(), "Please select or enter a message");
        assert_eq!(RevealMessage::parse(" Hello ").unwrap().as_str(), "Hello");
        assert!(RevealMessage::parse(&"é".repeat(500)).is_ok(), "500 code points, more bytes");
        assert_eq!(RevealMessage::parse(&"a".repeat(501)).unwrap_err().to_string(), "Message is too long");
    }

    fn approved_for(days: i64, at: i64) -> Decision {
        Decision {
            status: RequestStatus::Approved,
            approved_at: Some(at),
            duration: Some(RevealDuration::Days30),
            visible_until: Some(at + days * DAY_MS),
            decline_reason: None,
            decline_note: None,
        }
    }

    fn none() -> Decision {
        Decision {
            status: RequestStatus::Pending,
            approved_at: None,
            duration: None,
            visible_until: None,
            decline_reason: None,
            decline_note: None,
        }
    }

    fn answer(status: RequestStatus, duration: Option<RevealDuration>) -> Answer {
        Answer { status, duration, reason: None, note: None }
    }

    #[test]
    fn approving_defaults_to_ninety_days_from_now() {
        let d = decide(ShownStatus::Pending, &none(), answer(RequestStatus::Approved, None), 5).unwrap();
        assert_eq!(
            (d.approved_at, d.duration, d.visible_until),
            (Some(5), Some(RevealDuration::Days90), Some(5 + 90 * DAY_MS))
        );
        let forever = decide(
            ShownStatus::Pending,
            &none(),
            answer(RequestStatus::Approved, Some(RevealDuration::UntilRevoked)),
            5,
        )
        .unwrap();
        assert_eq!(forever.visible_until, None);
    }

    #[test]
    fn approving_again_keeps_the_time_and_changes_the_duration_only_when_asked() {
        let current = approved_for(30, 3);
        let same = decide(ShownStatus::Approved, &current, answer(RequestStatus::Approved, None), 9).unwrap();
        assert_eq!(same, current);
        let longer =
            decide(ShownStatus::Approved, &current, answer(RequestStatus::Approved, Some(RevealDuration::Days90)), 9)
                .unwrap();
        assert_eq!((longer.approved_at, longer.visible_until), (Some(3), Some(9 + 90 * DAY_MS)));
    }

    #[test]
    fn an_expired_approval_is_approved_afresh() {
        let current = approved_for(30, 3);
        let now = 3 + 31 * DAY_MS;
        let again = decide(ShownStatus::Expired, &current, answer(RequestStatus::Approved, None), now).unwrap();
        assert_eq!((again.approved_at, again.visible_until), (Some(now), Some(now + 90 * DAY_MS)));
    }

    #[test]
    fn a_decline_clears_the_approval_and_keeps_its_reason() {
        let answer = Answer {
            status: RequestStatus::Declined,
            duration: None,
            reason: Some(DeclineReason::SalaryTooLow),
            note: Some("Below my range".into()),
        };
        let d = decide(ShownStatus::Approved, &approved_for(30, 3), answer, 9).unwrap();
        assert_eq!((d.approved_at, d.visible_until), (None, None));
        assert_eq!(d.decline_reason, Some(DeclineReason::SalaryTooLow));
        let back = decide(ShownStatus::Declined, &d, self::answer(RequestStatus::Approved, None), 10).unwrap();
        assert_eq!(back.decline_reason, None, "approving clears the reason");
    }

    #[test]
    fn answers_never_return_to_pending_nor_mix_fields() {
        assert!(decide(ShownStatus::Approved, &none(), answer(RequestStatus::Pending, None), 1).is_err());
        let mixed =
            Answer { status: RequestStatus::Approved, duration: None, reason: Some(DeclineReason::Other), note: None };
        assert!(decide(ShownStatus::Pending, &none(), mixed, 1).is_err());
        assert!(
            decide(ShownStatus::Pending, &none(), answer(RequestStatus::Declined, Some(RevealDuration::Days30)), 1)
                .is_err()
        );
    }

    #[test]
    fn answers_become_activity_events() {
        use ShownStatus::*;
        assert_eq!(activity_event(Pending, Approved), Some("approved"));
        assert_eq!(activity_event(Expired, Approved), Some("approved"), "approved again");
        assert_eq!(activity_event(Pending, Declined), Some("declined"));
        assert_eq!(activity_event(Approved, Declined), Some("revoked"));
        assert_eq!(activity_event(Approved, Approved), None, "a new duration is no event");
    }

    #[test]
    fn days_read_like_the_web_apps_short_dates() {
        assert_eq!(day_of(1_800_000_000_000), "Jan 15, 2027");
    }

    #[test]
    fn decline_notes_are_optional_and_short() {
        assert_eq!(decline_note(Some("  ")).unwrap(), None);
        assert!(decline_note(Some(&"n".repeat(200))).unwrap().is_some());
        assert!(decline_note(Some(&"n".repeat(201))).is_err());
    }
}
