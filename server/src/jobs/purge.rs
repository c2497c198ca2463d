//! The jobs table's own clean-up, a recurring job: once a day it deletes jobs that
//! finished more than 30 days ago and enqueues tomorrow's run.

use serde_json::json;

use super::{
    JobKind, enqueue,
    model::{Job, KEEP_FINISHED_MS},
    store,
};
use crate::db::{Db, clock::Clock};

const DAY_MS: i64 = 86_400_000;

/// Enqueues the clean-up for the UTC day after `now` (once per day, whoever asks).
pub async fn schedule_after(db: &Db, now: i64) -> Result<bool, sqlx::Error> {
    let day = now.div_euclid(DAY_MS) + 1;
    enqueue(db, JobKind::PurgeFinishedJobs, &json!({}), day * DAY_MS, &format!("purge-finished-jobs:{day}"), None).await
}

pub async fn run(db: &Db, clock: &Clock, job: &Job) -> anyhow::Result<()> {
    let now = clock.now_millis();
    let purged = store::purge_finished_before(db, now - KEEP_FINISHED_MS).await?;
    if purged > 0 {
        tracing::info!(purged, "finished jobs deleted");
    }
    schedule_after(db, job.run_at.max(now)).await?;
    Ok(())
}
