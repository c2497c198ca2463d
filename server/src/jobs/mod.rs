//! Background jobs (docs/architecture.md, "Background jobs"): work that outlives the request
//! that caused it, kept in the `jobs` table so it survives restarts and runs once across
//! instances. A feature enqueues with [`enqueue`]; every instance's [`worker`] takes due
//! jobs one at a time under a lease and hands each to `crate::job_dispatch`, which calls
//! the feature's `run`. A failed job is retried with backoff; a job whose instance died
//! is taken again when its lease ends. Recurring work is a job that enqueues its own
//! next run, with a dedupe key naming the period.

pub mod model;
pub mod purge;
pub mod store;
pub mod worker;

pub use model::{Job, JobKind};

use crate::{db::Db, ids::AccountId};

/// Enqueues a job of `kind` to run at `run_at` (epoch milliseconds; now or earlier runs
/// as soon as an instance is free). `dedupe_key` names the event, e.g.
/// `reveal-request:{id}:new:{created_at}`: `Ok(false)` when a job with that key exists
/// already (pending, done or failed), so an event never enqueues twice. `account` is the
/// person the job is about, if any: deleting their account deletes the job.
pub async fn enqueue(
    db: &Db,
    kind: JobKind,
    payload: &serde_json::Value,
    run_at: i64,
    dedupe_key: &str,
    account: Option<&AccountId>,
) -> Result<bool, sqlx::Error> {
    // When it was enqueued is for the operator only: the wall clock, not the app's clock.
    let created_at = chrono::Utc::now().timestamp_millis();
    store::insert(db, kind, &payload.to_string(), run_at, dedupe_key, account, created_at).await
}
