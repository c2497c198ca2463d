//! SQL of background jobs. Taking a job is one `UPDATE … RETURNING` of the oldest due
//! row: on PostgreSQL the row is picked `FOR UPDATE SKIP LOCKED`, so instances taking at
//! the same moment each get a different one; SQLite has one writer at a time, in a
//! transaction that begins `IMMEDIATE`.

use super::model::{Job, JobKind, JobStatus};
use crate::{
    config::DatabaseKind,
    db::{Db, begin_write_statement},
    ids::AccountId,
    with_db,
};

/// Adds a job unless one with `dedupe_key` exists (whatever its state); `Ok(false)` then.
pub async fn insert(
    db: &Db,
    kind: JobKind,
    payload: &str,
    run_at: i64,
    dedupe_key: &str,
    account: Option<&AccountId>,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let id = uuid::Uuid::now_v7().to_string();
    let done = with_db!(db, pool => sqlx::query(
        "INSERT INTO jobs (id, kind, dedupe_key, payload, account_id, status, run_at, attempts, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8) ON CONFLICT (dedupe_key) DO NOTHING",
    )
    .bind(&id)
    .bind(kind)
    .bind(dedupe_key)
    .bind(payload)
    .bind(account)
    .bind(JobStatus::Pending)
    .bind(run_at)
    .bind(now)
    .execute(pool)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// The row lock that lets several PostgreSQL instances take jobs at once without
/// waiting for each other or taking the same one. SQLite's write transaction already
/// serialises takers.
fn skip_locked(kind: &DatabaseKind) -> &'static str {
    match kind {
        DatabaseKind::Postgres => " FOR UPDATE SKIP LOCKED",
        DatabaseKind::Sqlite => "",
    }
}

/// Whether any job is due at `now`: a plain read, so an idle worker neither takes the
/// write lock nor waits for one (SQLite) each time it looks.
pub async fn any_due(db: &Db, now: i64) -> Result<bool, sqlx::Error> {
    let due: Option<String> = with_db!(db, pool => sqlx::query_scalar(
        "SELECT id FROM jobs WHERE status = $2 AND run_at <= $1 AND (lease_until IS NULL OR lease_until <= $1) LIMIT 1",
    )
    .bind(now)
    .bind(JobStatus::Pending)
    .fetch_optional(pool)
    .await)?;
    Ok(due.is_some())
}

/// Takes the oldest due job for `instance` until `lease_until`: a pending job whose
/// time has come and whose lease, if any, has ended. Counts the attempt.
pub async fn take_due(db: &Db, instance: &str, now: i64, lease_until: i64) -> Result<Option<Job>, sqlx::Error> {
    let kind = db.kind();
    let sql = format!(
        "UPDATE jobs SET leased_by = $1, lease_until = $2, attempts = attempts + 1 \
         WHERE id = (SELECT id FROM jobs WHERE status = $4 AND run_at <= $3 \
                       AND (lease_until IS NULL OR lease_until <= $3) \
                     ORDER BY run_at, id LIMIT 1{}) \
         RETURNING id, kind, dedupe_key, payload, attempts, run_at",
        skip_locked(&kind)
    );
    with_db!(db, pool => {
        let mut tx = pool.begin_with(begin_write_statement(&kind)).await?;
        let job = sqlx::query_as::<_, Job>(&sql)
            .bind(instance)
            .bind(lease_until)
            .bind(now)
            .bind(JobStatus::Pending)
            .fetch_optional(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(job)
    })
}

/// Marks a job done, if `instance` still holds it; `Ok(false)` when its lease was lost.
pub async fn finish(db: &Db, id: &str, instance: &str, now: i64) -> Result<bool, sqlx::Error> {
    let done = with_db!(db, pool => sqlx::query(
        "UPDATE jobs SET status = $3, finished_at = $4, lease_until = NULL, last_error = NULL \
         WHERE id = $1 AND leased_by = $2 AND status = $5",
    )
    .bind(id)
    .bind(instance)
    .bind(JobStatus::Done)
    .bind(now)
    .bind(JobStatus::Pending)
    .execute(pool)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// Lets go of a job that failed: due again at `retry_at`, or given up as failed when
/// `retry_at` is `None`. `error` is kept for the operator (never a message body).
pub async fn fail(
    db: &Db,
    id: &str,
    instance: &str,
    retry_at: Option<i64>,
    error: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    let (status, run_at, finished_at) = match retry_at {
        Some(at) => (JobStatus::Pending, Some(at), None),
        None => (JobStatus::Failed, None, Some(now)),
    };
    with_db!(db, pool => sqlx::query(
        "UPDATE jobs SET status = $3, run_at = COALESCE($4, run_at), finished_at = $5, lease_until = NULL, \
             last_error = $6 \
         WHERE id = $1 AND leased_by = $2 AND status = $7",
    )
    .bind(id)
    .bind(instance)
    .bind(status)
    .bind(run_at)
    .bind(finished_at)
    .bind(error)
    .bind(JobStatus::Pending)
    .execute(pool)
    .await
    .map(|_| ()))
}

/// Deletes jobs that finished (done or failed) before `cutoff`; returns how many.
pub async fn purge_finished_before(db: &Db, cutoff: i64) -> Result<u64, sqlx::Error> {
    with_db!(db, pool => sqlx::query("DELETE FROM jobs WHERE status <> $2 AND finished_at < $1")
        .bind(cutoff)
        .bind(JobStatus::Pending)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))
}

/// Jobs due and not taken, taken (under a lease), given up, and when the oldest due one
/// fell due (ms), for the metrics endpoint: one read of the jobs still pending or failed.
pub async fn counts(db: &Db, now: i64) -> Result<(i64, i64, i64, Option<i64>), sqlx::Error> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT \
           COALESCE(SUM(CASE WHEN status = $2 AND run_at <= $1 AND (lease_until IS NULL OR lease_until <= $1) THEN 1 ELSE 0 END), 0), \
           COALESCE(SUM(CASE WHEN status = $2 AND lease_until > $1 THEN 1 ELSE 0 END), 0), \
           COALESCE(SUM(CASE WHEN status = $3 THEN 1 ELSE 0 END), 0), \
           MIN(CASE WHEN status = $2 AND run_at <= $1 AND (lease_until IS NULL OR lease_until <= $1) THEN run_at END) \
         FROM jobs WHERE status IN ($2, $3)",
    )
    .bind(now)
    .bind(JobStatus::Pending)
    .bind(JobStatus::Failed)
    .fetch_one(pool)
    .await)
}
