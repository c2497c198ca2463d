//! Search history, written in the background: saving a search only queues it, and a task
//! writes what is queued in one transaction every `FLUSH_EVERY` (sooner once `BATCH`
//! searches wait), so a busy recruiter never costs a write transaction per search.
//! Reading someone's history writes what is queued first, so it always shows every search
//! saved before it; shutdown writes the rest (`app::serve`).

use std::{
    mem,
    sync::{Arc, Mutex, MutexGuard},
    time::Duration,
};

use tokio::sync::Notify;

use super::store::{self, NewSearch};
use crate::{db::Db, ids::AccountId};

/// How long a saved search may wait to be written.
pub const FLUSH_EVERY: Duration = Duration::from_millis(250);
/// Queued searches that wake the writer early.
const BATCH: usize = 256;
/// Past this many (the database has been failing for a while), the oldest are dropped.
const MAX_QUEUED: usize = 100_000;

#[derive(Clone)]
pub struct SearchHistory {
    db: Db,
    queued: Arc<Mutex<Vec<NewSearch>>>,
    /// One writer at a time, so batches land in the order they were queued.
    writing: Arc<tokio::sync::Mutex<()>>,
    wake: Arc<Notify>,
}

impl SearchHistory {
    pub fn new(db: Db) -> Self {
        Self { db, queued: Arc::default(), writing: Arc::default(), wake: Arc::default() }
    }

    fn queue(&self) -> MutexGuard<'_, Vec<NewSearch>> {
        self.queued.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Queues a search for the next write.
    pub fn record(&self, search: NewSearch) {
        let mut queued = self.queue();
        queued.push(search);
        if queued.len() >= BATCH {
            self.wake.notify_one();
        }
    }

    /// Writes everything queued now. On failure the searches stay queued for the next try.
    pub async fn flush(&self) -> Result<(), sqlx::Error> {
        let _writing = self.writing.lock().await;
        let batch = mem::take(&mut *self.queue());
        if let Err(err) = store::record_searches(&self.db, &batch).await {
            let mut queued = self.queue();
            let newer = mem::replace(&mut *queued, batch);
            queued.extend(newer);
            let excess = queued.len().saturating_sub(MAX_QUEUED);
            queued.drain(..excess);
            return Err(err);
        }
        Ok(())
    }

    /// Drops the queued searches of an account being deleted.
    pub fn forget_user(&self, user_id: &AccountId) {
        self.queue().retain(|search| &search.user_id != user_id);
    }

    /// The background writer; runs until aborted.
    pub async fn run(self) {
        loop {
            tokio::select! {
                () = tokio::time::sleep(FLUSH_EVERY) => {}
                () = self.wake.notified() => {}
            }
            if let Err(err) = self.flush().await {
                tracing::warn!(error = %err, "could not write search history; will try again");
            }
        }
    }
}
