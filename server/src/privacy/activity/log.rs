//! The activity log as other features write to it: one call per event.
//!
//! - `seen_in_search` and `identity_served` only count in memory (searches and identity
//!   reads are frequent); a background task writes the counts in one transaction every
//!   `FLUSH_EVERY`, sooner once `BATCH` rows wait, and at shutdown (`app::serve`).
//!   Reading the log writes what waits first, so it always shows every event before it.
//! - `record` writes one event at once (views, requests and answers, expiry and revoking
//!   of reveals). It never fails the caller: the event already happened, and a log that
//!   could not be written is logged as a warning.
//!
//! The task also deletes rows older than 12 months, at start and then every hour.

use std::{
    sync::{Arc, Mutex, MutexGuard},
    time::Duration,
};

use tokio::sync::Notify;

use super::{
    model::{ActivityKind, retention_cutoff},
    pending::Pending,
    store,
};
use crate::{
    db::{Db, clock::Clock},
    ids::{AccountId, RecruiterId, SeekerId},
};

/// How long a counted event may wait to be written.
pub const FLUSH_EVERY: Duration = Duration::from_secs(1);
/// Waiting rows that wake the writer early.
const BATCH: usize = 512;
const PURGE_EVERY: Duration = Duration::from_secs(3600);

#[derive(Clone)]
pub struct ActivityLog {
    db: Db,
    clock: Clock,
    pending: Arc<Mutex<Pending>>,
    /// One writer at a time, so a failed batch is merged back before the next is taken.
    writing: Arc<tokio::sync::Mutex<()>>,
    wake: Arc<Notify>,
}

impl ActivityLog {
    pub fn new(db: Db, clock: Clock) -> Self {
        Self { db, clock, pending: Arc::default(), writing: Arc::default(), wake: Arc::default() }
    }

    fn pending(&self) -> MutexGuard<'_, Pending> {
        self.pending.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// A search by `company` showed `seekers` (one page of results).
    pub fn seen_in_search<'a>(&self, company: &RecruiterId, seekers: impl IntoIterator<Item = &'a SeekerId>) {
        let mut pending = self.pending();
        pending.add_appearances(company, seekers, self.clock.now_millis());
        self.wake_when_full(&pending);
    }

    /// `viewer` was just served `seeker`'s identity (logged once per recruiter per day;
    /// the job seeker looking at their own profile is no event).
    pub fn identity_served(&self, seeker: &SeekerId, viewer: &AccountId) {
        let mut pending = self.pending();
        pending.add_served(seeker, &RecruiterId::of(viewer.clone()), self.clock.now_millis());
        self.wake_when_full(&pending);
    }

    fn wake_when_full(&self, pending: &Pending) {
        if pending.len() >= BATCH {
            self.wake.notify_one();
        }
    }

    /// Logs an event about `seeker`'s profile by the recruiter `company`, now.
    pub async fn record(&self, seeker: &SeekerId, company: &RecruiterId, kind: ActivityKind) {
        self.record_at(seeker, company, kind, self.clock.now_millis()).await;
    }

    /// Logs the event of a reveal request between them entering `status`
    /// (`RequestStatus::as_str`) at `at`, if that status is one (approved, declined,
    /// expired, revoked). At the time of the answer, not of this call: the recruiter,
    /// told of an approval, may be served the identity before this call is reached, and
    /// the log must not show that before the approval.
    pub async fn record_status(&self, seeker: &SeekerId, company: &RecruiterId, status: &str, at: i64) {
        if let Some(kind) = ActivityKind::for_request_status(status) {
            self.record_at(seeker, company, kind, at).await;
        }
    }

    /// Logs an event that happened at `at` (milliseconds since the epoch), e.g. a reveal
    /// that expired before anyone noticed.
    pub async fn record_at(&self, seeker: &SeekerId, company: &RecruiterId, kind: ActivityKind, at: i64) {
        if *seeker == *company.account() {
            return;
        }
        if let Err(err) = store::insert(&self.db, seeker, company, kind, at).await {
            tracing::warn!(error = %err, kind = kind.as_str(), "could not write a privacy activity event");
        }
    }

    /// Writes everything counted so far. On failure it stays counted for the next try.
    pub async fn flush(&self) -> Result<(), sqlx::Error> {
        let _writing = self.writing.lock().await;
        let batch = self.pending().take(self.clock.now_millis());
        if let Err(err) = store::insert_daily(&self.db, &batch).await {
            self.pending().restore(batch);
            return Err(err);
        }
        Ok(())
    }

    /// Drops what is counted for an account being deleted (its rows go with it).
    pub fn forget_user(&self, user_id: &AccountId) {
        self.pending().forget(user_id);
    }

    /// Deletes rows older than the 12 months kept.
    pub async fn purge(&self) -> Result<u64, sqlx::Error> {
        store::purge_before(&self.db, retention_cutoff(self.clock.now_millis())).await
    }

    /// The background writer and retention; runs until aborted.
    pub async fn run(self) {
        let mut purge = tokio::time::interval(PURGE_EVERY);
        loop {
            tokio::select! {
                _ = purge.tick() => {
                    if let Err(err) = self.purge().await {
                        tracing::warn!(error = %err, "could not delete old privacy activity; will try again");
                    }
                }
                () = tokio::time::sleep(FLUSH_EVERY) => {}
                () = self.wake.notified() => {}
            }
            if let Err(err) = self.flush().await {
                tracing::warn!(error = %err, "could not write privacy activity; will try again");
            }
        }
    }
}
