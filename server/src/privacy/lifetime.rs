//! When a reveal request stops counting. An approval lasts until its `visible_until`
//! (none: until the job seeker revokes it); a request nobody answered ends at its
//! `answer_by`, fixed when it was sent (`VEIL_REVEAL_ANSWER_DAYS` later). Decided here, from the stored times and the clock, every time data is
//! read: the background sweep only announces what this rule already enforces.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::RequestStatus;

pub const DAY_MS: i64 = 86_400_000;

/// A request's status as people see it: the stored decision, `expired` once it ended, or
/// `withdrawn` when it ended because an admin suspended its recruiter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ShownStatus {
    Pending,
    Approved,
    Declined,
    Expired,
    Withdrawn,
}

impl ShownStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "pending",
            Self::Approved => "approved",
            Self::Declined => "declined",
            Self::Expired => "expired",
            Self::Withdrawn => "withdrawn",
        }
    }
}

/// The stored times of one request that decide whether it still counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lifetime {
    pub status: RequestStatus,
    /// When a pending request ends unanswered.
    pub answer_by: i64,
    /// Set only on an approval that ends.
    pub visible_until: Option<i64>,
    /// Set on a pending request ended by its recruiter's suspension (its `answer_by` is
    /// that moment too, so it ends like any unanswered request).
    pub withdrawn_at: Option<i64>,
}

impl Lifetime {
    /// When the request ends or ended, if it ever does: an approval at `visible_until`,
    /// a pending request at its `answer_by`; a decline never "ends".
    pub fn ends_at(&self) -> Option<i64> {
        match self.status {
            RequestStatus::Approved => self.visible_until,
            RequestStatus::Pending => Some(self.answer_by),
            RequestStatus::Declined => None,
        }
    }

    /// Ended at `now`: the end is the first millisecond it no longer counts.
    pub fn has_ended(&self, now: i64) -> bool {
        self.ends_at().is_some_and(|end| now >= end)
    }

    pub fn shown(&self, now: i64) -> ShownStatus {
        if self.has_ended(now) {
            let withdrawn = self.status == RequestStatus::Pending && self.withdrawn_at.is_some();
            return if withdrawn { ShownStatus::Withdrawn } else { ShownStatus::Expired };
        }
        match self.status {
            RequestStatus::Pending => ShownStatus::Pending,
            RequestStatus::Approved => ShownStatus::Approved,
            RequestStatus::Declined => ShownStatus::Declined,
        }
    }

    /// Whether the recruiter may see the job seeker's identity at `now`.
    pub fn reveals_identity(&self, now: i64) -> bool {
        self.shown(now) == ShownStatus::Approved
    }
}

/// The SQL form of [`Lifetime::reveals_identity`] for a `reveal_requests` row, with the
/// approved status and the clock bound at `$status` and `$now`.
pub fn reveals_identity_sql(status: &str, now: &str) -> String {
    format!("status = {status} AND (visible_until IS NULL OR visible_until > {now})")
}

#[cfg(test)]
mod tests {
    use super::*;

    const SENT: i64 = 1_000_000;

    fn approved(until: Option<i64>) -> Lifetime {
        Lifetime {
            status: RequestStatus::Approved,
            answer_by: SENT + 14 * DAY_MS,
            visible_until: until,
            withdrawn_at: None,
        }
    }

    #[test]
    fn an_approval_ends_at_its_visible_until_to_the_millisecond() {
        let end = SENT + 30 * DAY_MS;
        assert!(approved(Some(end)).reveals_identity(end - 1));
        assert!(!approved(Some(end)).reveals_identity(end));
        assert_eq!(approved(Some(end)).shown(end), ShownStatus::Expired);
        assert_eq!(approved(Some(end)).shown(end - 1), ShownStatus::Approved);
    }

    #[test]
    fn an_approval_until_revoked_never_ends() {
        assert!(approved(None).reveals_identity(i64::MAX));
        assert_eq!(approved(None).ends_at(), None);
    }

    #[test]
    fn a_pending_request_ends_at_its_answer_by() {
        let answer_by = SENT + 14 * DAY_MS;
        let pending = Lifetime { status: RequestStatus::Pending, answer_by, visible_until: None, withdrawn_at: None };
        assert_eq!(pending.shown(answer_by - 1), ShownStatus::Pending);
        assert_eq!(pending.shown(answer_by), ShownStatus::Expired);
        assert!(!pending.reveals_identity(SENT));
    }

    #[test]
    fn a_decline_stays_declined_and_never_reveals() {
        let declined =
            Lifetime { status: RequestStatus::Declined, answer_by: SENT, visible_until: None, withdrawn_at: None };
        assert_eq!(declined.shown(i64::MAX), ShownStatus::Declined);
        assert!(!declined.reveals_identity(SENT));
    }

    #[test]
    fn a_withdrawn_request_shows_withdrawn_from_the_moment_it_ended() {
        let at = SENT + DAY_MS;
        let withdrawn =
            Lifetime { status: RequestStatus::Pending, answer_by: at, visible_until: None, withdrawn_at: Some(at) };
        assert_eq!(withdrawn.shown(at - 1), ShownStatus::Pending);
        assert_eq!(withdrawn.shown(at), ShownStatus::Withdrawn);
        assert!(!withdrawn.reveals_identity(at));
    }

    #[test]
    fn the_sql_rule_names_the_same_columns() {
        assert_eq!(reveals_identity_sql("$2", "$3"), "status = $2 AND (visible_until IS NULL OR visible_until > $3)");
    }
}
