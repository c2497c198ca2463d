//! Pure rules of a request's conversation: the message, who may write when, and how
//! many messages a recruiter may send before the job seeker answers.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{error::ApiError, privacy::lifetime::ShownStatus};

pub const MESSAGE_MAX_CHARS: usize = 2000;
/// A recruiter writes at most this many messages in a row; the job seeker's answer
/// opens the box again.
pub const RECRUITER_RUN_MAX: usize = 2;
/// Messages one account may send in a minute, over all its threads.
pub const MESSAGES_PER_MINUTE: i64 = 10;
/// At most one e-mail per thread and person in this time.
pub const EMAIL_EVERY_MS: i64 = 60 * 60 * 1000;

// TEXT on both databases, spelled as in JSON.
/// Who wrote a message, or who reads a thread.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema, sqlx::Type)]
#[serde(rename_all = "snake_case")]
#[sqlx(type_name = "text", rename_all = "snake_case")]
pub enum Side {
    Recruiter,
    JobSeeker,
}

/// A message's text: 1 to 2,000 characters after trimming, counted in Unicode code
/// points (the web app counts `[...text].length`, the same thing). Plain text: it is
/// stored and shown as written, never as markup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThreadMessage(String);

impl ThreadMessage {
    pub fn parse(raw: &str) -> Result<Self, ApiError> {
        let text = raw.trim();
        if text.is_empty() {
            return Err(ApiError::validation("body_required", "Please write a message"));
        }
        if text.chars().count() > MESSAGE_MAX_CHARS {
            return Err(ApiError::validation("body_too_long", "The message must be 2,000 characters or fewer"));
        }
        Ok(Self(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// How many of the last messages the recruiter wrote since the job seeker last did.
pub fn recruiter_run(authors: &[Side]) -> usize {
    authors.iter().rev().take_while(|a| **a == Side::Recruiter).count()
}

/// Why a side may not write now; the text is what the disabled box says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Closed {
    Declined,
    Expired,
    /// Ended by the recruiter's suspension.
    Withdrawn,
    /// The job seeker's employer shield names this recruiter.
    Shielded,
    WaitForAnswer,
}

impl Closed {
    pub fn code(self) -> &'static str {
        match self {
            Self::Declined | Self::Expired | Self::Withdrawn | Self::Shielded => "thread_read_only",
            Self::WaitForAnswer => "wait_for_answer",
        }
    }

    pub fn message(self, side: Side) -> &'static str {
        match (self, side) {
            (Self::Declined, Side::JobSeeker) => {
                "You declined this request, so the conversation is read-only. Switch to Approve to open it again."
            }
            (Self::Declined, Side::Recruiter) => "This request was declined, so the conversation is read-only.",
            (Self::Expired, _) => "This request has expired, so the conversation is read-only.",
            (Self::Withdrawn, _) => "This request was withdrawn, so the conversation is read-only.",
            (Self::Shielded, _) => {
                "Your employer shield hides your profile from this company, so the conversation is read-only."
            }
            (Self::WaitForAnswer, _) => {
                "You can send up to 2 messages in a row. You can write again when the candidate answers."
            }
        }
    }
}

/// Whether `side` may write on a request shown as `status`, after `authors` (oldest
/// first). A declined or expired request's thread is read-only for both; a pending or
/// approved one is open to the job seeker always, to the recruiter up to 2 in a row.
pub fn may_write(side: Side, status: ShownStatus, authors: &[Side], shielded: bool) -> Result<(), Closed> {
    match status {
        ShownStatus::Declined => return Err(Closed::Declined),
        ShownStatus::Expired => return Err(Closed::Expired),
        ShownStatus::Withdrawn => return Err(Closed::Withdrawn),
        ShownStatus::Pending | ShownStatus::Approved => {}
    }
    if shielded {
        return Err(Closed::Shielded);
    }
    if side == Side::Recruiter && recruiter_run(authors) >= RECRUITER_RUN_MAX {
        return Err(Closed::WaitForAnswer);
    }
    Ok(())
}

/// Whether the last e-mail about a thread (at `last`) is old enough for another at `now`.
pub fn may_email(last: Option<i64>, now: i64) -> bool {
    last.is_none_or(|at| now - at >= EMAIL_EVERY_MS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Side::{JobSeeker, Recruiter};

    #[test]
    fn messages_are_one_to_two_thousand_characters() {
        assert_eq!(ThreadMessage::parse(" \n ").unwrap_err().to_string(), "Please write a message");
        assert_eq!(ThreadMessage::parse(" Is it remote? ").unwrap().as_str(), "Is it remote?");
        assert!(ThreadMessage::parse(&"é".repeat(2000)).is_ok(), "2,000 code points, more bytes");
        assert!(ThreadMessage::parse(&"a".repeat(2001)).is_err());
    }

    #[test]
    fn a_recruiter_writes_two_in_a_row_then_waits_for_the_answer() {
        let open = ShownStatus::Pending;
        assert_eq!(may_write(Recruiter, open, &[], false), Ok(()));
        assert_eq!(may_write(Recruiter, open, &[Recruiter], false), Ok(()));
        assert_eq!(may_write(Recruiter, open, &[Recruiter, Recruiter], false), Err(Closed::WaitForAnswer));
        assert_eq!(may_write(Recruiter, open, &[Recruiter, Recruiter, JobSeeker], false), Ok(()));
        assert_eq!(may_write(JobSeeker, open, &[Recruiter, Recruiter], false), Ok(()), "the job seeker always may");
        assert_eq!(may_write(JobSeeker, open, &[JobSeeker, JobSeeker, JobSeeker], false), Ok(()));
    }

    #[test]
    fn declined_and_expired_threads_are_read_only_for_both() {
        for side in [Recruiter, JobSeeker] {
            assert_eq!(may_write(side, ShownStatus::Declined, &[], false), Err(Closed::Declined));
            assert_eq!(may_write(side, ShownStatus::Expired, &[], false), Err(Closed::Expired));
            assert_eq!(may_write(side, ShownStatus::Withdrawn, &[], false), Err(Closed::Withdrawn));
            assert_eq!(may_write(side, ShownStatus::Approved, &[], false), Ok(()));
            assert_eq!(may_write(side, ShownStatus::Approved, &[], true), Err(Closed::Shielded));
        }
        assert!(Closed::Declined.message(JobSeeker).contains("Switch to Approve"));
    }

    #[test]
    fn one_email_per_hour_and_thread() {
        assert!(may_email(None, 5));
        assert!(!may_email(Some(0), EMAIL_EVERY_MS - 1));
        assert!(may_email(Some(0), EMAIL_EVERY_MS));
    }
}
