//! Each instance's job worker: takes one due job at a time under a lease, runs it
//! through the dispatcher it was given (`crate::job_dispatch`, which knows every
//! feature), and records the outcome. Logs name jobs by id and kind only. The state it
//! hands each job is the dispatcher's: the worker knows only the parts it needs (`Host`).

use std::{panic::AssertUnwindSafe, time::Duration};

use futures::{FutureExt, future::BoxFuture};
use tokio_util::sync::CancellationToken;
use tracing::Instrument;

use super::{
    model::{AfterFailure, Job, LEASE_MS, after_failure},
    store,
};
use crate::db::{Db, clock::Clock};

/// Runs one job with the state `S`; an error (or a panic) is a failed attempt.
pub type Dispatch<S> = for<'a> fn(&'a S, &'a Job) -> BoxFuture<'a, anyhow::Result<()>>;

/// What the worker reads of the state it runs jobs with.
pub trait Host: Send + Sync {
    fn db(&self) -> &Db;
    fn clock(&self) -> &Clock;
    /// How often to look for due jobs; `None` runs none.
    fn job_poll(&self) -> Option<Duration>;
    /// Cancelled when shutdown begins.
    fn shutdown(&self) -> &CancellationToken;
}

/// What one attempt came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Done,
    /// Failed; due again later.
    Retrying,
    /// Failed for the last time.
    GaveUp,
    /// Finished after its lease ended (another instance may have taken it meanwhile).
    LeaseLost,
}

/// One instance's worker: a random name for its leases.
#[derive(Clone)]
pub struct Worker<S> {
    pub instance: String,
    dispatch: Dispatch<S>,
}

impl<S: Host> Worker<S> {
    pub fn new(dispatch: Dispatch<S>) -> Self {
        Self { instance: uuid::Uuid::new_v4().to_string(), dispatch }
    }

    /// Runs due jobs every `VEIL_JOB_POLL_MS` until shutdown begins; never takes a new
    /// job after that (the one running may finish until the server stops).
    pub async fn run(self, state: S) {
        let Some(poll) = state.job_poll() else { return };
        loop {
            if let Err(err) = self.run_due(&state).await {
                tracing::warn!(error = %err, "taking background jobs failed; trying again shortly");
            }
            tokio::select! {
                () = state.shutdown().cancelled() => return,
                () = tokio::time::sleep(poll) => {}
            }
        }
    }

    /// Takes and runs due jobs until none is due (or shutdown begins); how many ran.
    pub async fn run_due(&self, state: &S) -> Result<usize, sqlx::Error> {
        let mut ran = 0;
        while !state.shutdown().is_cancelled() {
            let now = state.clock().now_millis();
            if !store::any_due(state.db(), now).await? {
                break;
            }
            let Some(job) = store::take_due(state.db(), &self.instance, now, now + LEASE_MS).await? else { break };
            self.run_one(state, &job).await?;
            ran += 1;
        }
        Ok(ran)
    }

    /// Runs a job this worker has taken and records the outcome.
    pub async fn run_one(&self, state: &S, job: &Job) -> Result<Outcome, sqlx::Error> {
        let started = std::time::Instant::now();
        // The job's own span (a trace of its own in the export), its kind but not its data.
        let span = tracing::info_span!("job", kind = job.kind.as_str());
        let result = match AssertUnwindSafe((self.dispatch)(state, job)).catch_unwind().instrument(span).await {
            Ok(result) => result,
            Err(_) => Err(anyhow::anyhow!("the job panicked")),
        };
        let now = state.clock().now_millis();
        let (id, kind, attempt) = (job.id.as_str(), job.kind.as_str(), job.attempts);
        let outcome = match result {
            Ok(()) => {
                let finished = store::finish(state.db(), id, &self.instance, now).await?;
                if finished { Outcome::Done } else { Outcome::LeaseLost }
            }
            Err(err) => {
                // The error names what failed; jobs never put a message body in one.
                let error = format!("{err:#}");
                let retry_at = match after_failure(attempt, now) {
                    AfterFailure::RetryAt(at) => Some(at),
                    AfterFailure::GiveUp => None,
                };
                store::fail(state.db(), id, &self.instance, retry_at, &error, now).await?;
                tracing::warn!(job_id = id, kind, attempt, error = %error, "background job failed");
                if retry_at.is_some() { Outcome::Retrying } else { Outcome::GaveUp }
            }
        };
        let elapsed_ms = started.elapsed().as_millis() as u64;
        match outcome {
            Outcome::Done => tracing::debug!(job_id = id, kind, attempt, elapsed_ms, "background job done"),
            Outcome::LeaseLost => {
                tracing::warn!(job_id = id, kind, attempt, elapsed_ms, "background job outlived its lease");
            }
            Outcome::Retrying | Outcome::GaveUp => {}
        }
        Ok(outcome)
    }
}
