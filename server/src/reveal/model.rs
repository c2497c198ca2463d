//! Pure rules of reveal requests: the message, the statuses and which answers are allowed.

use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiError;
pub use crate::privacy::RequestStatus;

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

/// The job seeker's answer. Pending requests are approved or declined; decided ones can
/// be switched either way (the requests page offers it). Nothing goes back to pending.
pub fn answer(current: RequestStatus, answer: RequestStatus) -> Result<RequestStatus, ApiError> {
    match answer {
        RequestStatus::Pending => {
            Err(ApiError::validation("invalid_status", "A request can only be approved or declined"))
        }
        _ if current == answer => Ok(current),
        _ => Ok(answer),
    }
}

/// `approved_at` after an answer: now when approved, cleared when declined.
pub fn approved_at(status: RequestStatus, previous: Option<i64>, now: i64) -> Option<i64> {
    match status {
        RequestStatus::Approved => previous.or(Some(now)),
        _ => None,
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

    #[test]
    fn answers_switch_but_never_return_to_pending() {
        use RequestStatus::*;
        assert_eq!(answer(Pending, Approved).unwrap(), Approved);
        assert_eq!(answer(Pending, Declined).unwrap(), Declined);
        assert_eq!(answer(Declined, Approved).unwrap(), Approved);
        assert_eq!(answer(Approved, Declined).unwrap(), Declined);
        assert!(answer(Approved, Pending).is_err());
    }

    #[test]
    fn approval_time_is_set_once_and_cleared_on_decline() {
        use RequestStatus::*;
        assert_eq!(approved_at(Approved, None, 5), Some(5));
        assert_eq!(approved_at(Approved, Some(3), 5), Some(3), "approving again keeps the first time");
        assert_eq!(approved_at(Declined, Some(3), 5), None);
    }
}
