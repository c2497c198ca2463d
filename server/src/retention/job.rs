//! The retention job, a recurring background job: once a day (03:00 UTC) it deletes what
//! is past its period and enqueues the next day's run. The job
//! runner runs it on one instance at a time.

use serde_json::json;

use super::{inactive, sweep};
use crate::{
    db::Db,
    jobs::{self, Job, JobKind},
    search::history::SearchHistory,
    seekers,
    state::AppState,
};

const DAY_MS: i64 = 86_400_000;
/// The quiet hour it runs at, after midnight's digests and before Europe's morning.
const HOUR_OF_DAY_MS: i64 = 3 * 3_600_000;

/// The next run after `now`.
pub fn next_run_after(now: i64) -> i64 {
    let day = (now - HOUR_OF_DAY_MS).div_euclid(DAY_MS) + 1;
    day * DAY_MS + HOUR_OF_DAY_MS
}

/// Enqueues the next run after `now` (once per day, whichever instance asks).
pub async fn schedule_after(db: &Db, now: i64) -> Result<bool, sqlx::Error> {
    let at = next_run_after(now);
    let key = format!("retention-sweep:{}", at.div_euclid(DAY_MS));
    jobs::enqueue(db, JobKind::RetentionSweep, &json!({}), at, &key, None).await
}

/// Deletes what is past its period, then warns the owners of unused accounts and deletes
/// those whose warnings went unanswered (`inactive`), asks quiet job seekers whether they
/// are still open to offers (`seekers::freshness`), then enqueues the next day's run.
pub async fn run(state: &AppState, history: &SearchHistory, job: &Job) -> anyhow::Result<()> {
    let now = state.clock.now_millis();
    sweep::run(&state.db, &state.settings.retention, now).await?;
    inactive::run(state, history, now).await?;
    // Not retention, but daily too: asks quiet job seekers whether they are still looking.
    seekers::freshness::run(state, now).await?;
    schedule_after(&state.db, job.run_at.max(now)).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_runs_at_three_in_the_morning_utc_the_next_time_it_comes() {
        assert_eq!(next_run_after(0), HOUR_OF_DAY_MS);
        assert_eq!(next_run_after(HOUR_OF_DAY_MS), DAY_MS + HOUR_OF_DAY_MS);
        assert_eq!(next_run_after(HOUR_OF_DAY_MS - 1), HOUR_OF_DAY_MS);
        assert_eq!(next_run_after(DAY_MS), DAY_MS + HOUR_OF_DAY_MS);
    }
}
