//! The one place that knows every kind of background job and the feature that runs it.
//! A top-level module like `app.rs`: features enqueue through `jobs` (below them), and
//! only this dispatcher reaches up into each feature's `run`. A new kind is a variant
//! of `jobs::JobKind` and an arm here.

use futures::future::BoxFuture;

use crate::{
    app::root_state::RootState,
    data_export, digest,
    jobs::{self, Job, JobKind, worker::Worker},
    retention, reveal, saved_searches,
    state::AppState,
};

/// Runs one job: its kind's feature does the work.
pub fn dispatch<'a>(root: &'a RootState, job: &'a Job) -> BoxFuture<'a, anyhow::Result<()>> {
    Box::pin(async move {
        let state = &root.shared;
        match job.kind {
            JobKind::PurgeFinishedJobs => jobs::purge::run(&state.db, &state.clock, job).await,
            JobKind::RevealRequestEmail => reveal::emails::new_request(state, job).await,
            JobKind::RevealReminderEmail => reveal::emails::reminder(state, job).await,
            JobKind::RevealDecisionEmail => reveal::emails::decision(state, job).await,
            JobKind::WeeklyDigestSweep => digest::sweep(state, job).await,
            JobKind::WeeklyDigestEmail => digest::send(state, job).await,
            JobKind::SavedSearchCheck => saved_searches::matching::run_job(state, &root.search, job).await,
            JobKind::DataExportReadyEmail => data_export::emails::ready(state, job).await,
            JobKind::RetentionSweep => retention::job::run(state, &root.search_history, job).await,
        }
    })
}

/// Enqueues the recurring jobs' next runs (once per period, whichever instance starts
/// first), then runs due jobs until the server stops. `VEIL_JOB_POLL_MS=0` runs none.
pub async fn run(root: RootState) {
    let state = &root.shared;
    if state.settings.job_poll().is_none() {
        return;
    }
    let now = state.clock.now_millis();
    if let Err(err) = schedule_recurring(state, now).await {
        tracing::warn!(error = %err, "could not schedule the recurring jobs; the next start tries again");
    }
    Worker::new(dispatch).run(root).await;
}

pub async fn schedule_recurring(state: &AppState, now: i64) -> Result<(), sqlx::Error> {
    jobs::purge::schedule_after(&state.db, now).await?;
    digest::schedule_after(&state.db, now).await?;
    saved_searches::matching::schedule_after(state, now).await?;
    retention::job::schedule_after(&state.db, now).await?;
    Ok(())
}
