//! Pure rules of background jobs: their kinds, their states, how long a lease lasts and
//! how long a failed job waits before its next attempt.

use serde::{Deserialize, Serialize};

// TEXT on both databases. A feature that runs in the background adds its kind here and
// its arm in `crate::job_dispatch`.
/// What a job does; `crate::job_dispatch` runs each kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, sqlx::Type)]
#[serde(rename_all = "snake_case")]
#[sqlx(type_name = "text", rename_all = "snake_case")]
pub enum JobKind {
    /// Deletes finished jobs older than [`KEEP_FINISHED_MS`]; enqueues its next run.
    PurgeFinishedJobs,
    /// E-mails a job seeker about a new reveal request.
    RevealRequestEmail,
    /// Reminds a job seeker (bell and e-mail) of a reveal request still unanswered.
    RevealReminderEmail,
    /// E-mails a recruiter that their request was approved, declined or expired.
    RevealDecisionEmail,
    /// Enqueues one digest per job seeker for the week that ended; enqueues next week's.
    WeeklyDigestSweep,
    /// E-mails one job seeker their weekly digest (nothing when the week was empty).
    WeeklyDigestEmail,
    /// Counts every due saved search's new matches and alerts; enqueues the next round.
    SavedSearchCheck,
    /// E-mails a person that the data export they asked for is ready.
    DataExportReadyEmail,
    /// Deletes what is past its retention period; enqueues tomorrow's run.
    RetentionSweep,
    /// E-mails one side of a reveal request's thread that the other wrote.
    ThreadMessageEmail,
}

impl JobKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::PurgeFinishedJobs => "purge_finished_jobs",
            Self::RevealRequestEmail => "reveal_request_email",
            Self::RevealReminderEmail => "reveal_reminder_email",
            Self::RevealDecisionEmail => "reveal_decision_email",
            Self::WeeklyDigestSweep => "weekly_digest_sweep",
            Self::WeeklyDigestEmail => "weekly_digest_email",
            Self::SavedSearchCheck => "saved_search_check",
            Self::DataExportReadyEmail => "data_export_ready_email",
            Self::RetentionSweep => "retention_sweep",
            Self::ThreadMessageEmail => "thread_message_email",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::Type)]
#[sqlx(type_name = "text", rename_all = "snake_case")]
pub enum JobStatus {
    /// Waiting for its time, running under a lease, or waiting to be retried.
    Pending,
    Done,
    /// Failed [`MAX_ATTEMPTS`] times; kept with its last error, never run again.
    Failed,
}

/// How long an instance holds a job it took. A job still running when its lease ends
/// may be taken by another instance, so every job finishes well within it (an e-mail
/// send gives up after 60 s).
pub const LEASE_MS: i64 = 5 * 60 * 1000;

/// Attempts before a job is given up as failed.
pub const MAX_ATTEMPTS: i64 = 8;

/// Finished jobs (and their dedupe keys) are kept this long.
pub const KEEP_FINISHED_MS: i64 = 30 * 24 * 3600 * 1000;

/// How long to wait after the `attempts`-th failed attempt: 30 s, doubling, at most an
/// hour (30 s, 1 min, 2 min, … 64 min → 60 min).
pub fn backoff_ms(attempts: i64) -> i64 {
    let doublings = attempts.clamp(1, 20) - 1;
    (30_000_i64 << doublings).min(3_600_000)
}

/// What becomes of a job whose attempt failed: retried at a later time, or given up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AfterFailure {
    RetryAt(i64),
    GiveUp,
}

pub fn after_failure(attempts: i64, now: i64) -> AfterFailure {
    if attempts >= MAX_ATTEMPTS { AfterFailure::GiveUp } else { AfterFailure::RetryAt(now + backoff_ms(attempts)) }
}

/// A job an instance has taken.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Job {
    pub id: String,
    pub kind: JobKind,
    pub dedupe_key: String,
    /// JSON, as the feature that enqueued it wrote it.
    pub payload: String,
    /// This attempt's number, from 1.
    pub attempts: i64,
    pub run_at: i64,
}

impl Job {
    /// The payload as the type its feature wrote.
    pub fn payload<T: serde::de::DeserializeOwned>(&self) -> anyhow::Result<T> {
        serde_json::from_str(&self.payload).map_err(|err| {
            anyhow::anyhow!("job {} ({}) has a payload its kind cannot read: {err}", self.id, self.kind.as_str())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_from_half_a_minute_up_to_an_hour() {
        assert_eq!(backoff_ms(1), 30_000);
        assert_eq!(backoff_ms(2), 60_000);
        assert_eq!(backoff_ms(3), 120_000);
        assert_eq!(backoff_ms(8), 3_600_000);
        assert_eq!(backoff_ms(50), 3_600_000);
        assert_eq!(backoff_ms(0), 30_000);
    }

    #[test]
    fn a_job_is_given_up_after_its_last_attempt() {
        assert_eq!(after_failure(1, 1_000), AfterFailure::RetryAt(31_000));
        assert_eq!(after_failure(MAX_ATTEMPTS - 1, 0), AfterFailure::RetryAt(backoff_ms(MAX_ATTEMPTS - 1)));
        assert_eq!(after_failure(MAX_ATTEMPTS, 0), AfterFailure::GiveUp);
    }

    #[test]
    fn kinds_are_spelled_as_stored() {
        let json = serde_json::to_string(&JobKind::RevealRequestEmail).unwrap();
        assert_eq!(json, format!("\"{}\"", JobKind::RevealRequestEmail.as_str()));
    }

    #[test]
    fn a_payload_that_does_not_fit_is_an_error_naming_the_job() {
        let job = Job {
            id: "j1".into(),
            kind: JobKind::WeeklyDigestEmail,
            dedupe_key: "k".into(),
            payload: "{}".into(),
            attempts: 1,
            run_at: 0,
        };
        #[derive(Debug, Deserialize)]
        #[allow(dead_code)]
        struct Needs {
            account: String,
        }
        let err = job.payload::<Needs>().unwrap_err().to_string();
        assert!(err.contains("j1") && err.contains("weekly_digest_email"), "{err}");
    }
}
