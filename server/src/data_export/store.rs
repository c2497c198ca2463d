//! SQL of data exports: one row per account, its state, the lease of the instance that
//! builds it, its end, and the candidate identities a ready one holds.

use super::model::{ExportRow, ExportStatus};
use crate::{
    db::{Db, begin_write_statement},
    ids::{AccountId, DataExportId, SeekerId},
    with_db,
};

const COLUMNS: &str = "id, user_id, status, file_ref, size_bytes, requested_at, finished_at, expires_at, withdrawn_at";

/// What asking for an export did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Requested {
    pub export: ExportRow,
    /// False when an export was already being prepared: that one is the answer.
    pub started: bool,
    /// The file of the finished export the new one replaces, to delete.
    pub replaced_file: Option<String>,
}

/// Starts an export for `user_id`, unless one is being prepared: then that one stands. A
/// finished (ready or failed) export is replaced. One write transaction, so a double
/// click makes one export.
pub async fn request(db: &Db, id: &DataExportId, user_id: &AccountId, now: i64) -> Result<Requested, sqlx::Error> {
    let kind = db.kind();
    let upsert = format!(
        "INSERT INTO data_exports (id, user_id, status, requested_at, attempts) VALUES ($1, $2, $3, $4, 0) \
         ON CONFLICT (user_id) DO UPDATE SET id = excluded.id, status = excluded.status, file_ref = NULL, \
             size_bytes = NULL, requested_at = excluded.requested_at, finished_at = NULL, expires_at = NULL, \
             lease_until = NULL, attempts = 0, withdrawn_at = NULL \
         WHERE data_exports.status <> $3 RETURNING {COLUMNS}"
    );
    let select = format!("SELECT {COLUMNS} FROM data_exports WHERE user_id = $1");
    // What a finished export held goes with it (a preparing one holds nothing yet).
    let forget_identities = "DELETE FROM data_export_identities \
         WHERE export_id IN (SELECT id FROM data_exports WHERE user_id = $1 AND status <> $2)";
    with_db!(db, pool => {
        let mut tx = pool.begin_with(begin_write_statement(&kind)).await?;
        let before: Option<ExportRow> = sqlx::query_as(&select).bind(user_id).fetch_optional(&mut *tx).await?;
        sqlx::query(forget_identities).bind(user_id).bind(ExportStatus::Preparing).execute(&mut *tx).await?;
        let started: Option<ExportRow> = sqlx::query_as(&upsert)
            .bind(id)
            .bind(user_id)
            .bind(ExportStatus::Preparing)
            .bind(now)
            .fetch_optional(&mut *tx)
            .await?;
        let requested = match started {
            Some(export) => Requested { export, started: true, replaced_file: before.and_then(|b| b.file_ref) },
            None => {
                let export = sqlx::query_as(&select).bind(user_id).fetch_one(&mut *tx).await?;
                Requested { export, started: false, replaced_file: None }
            }
        };
        tx.commit().await?;
        Ok(requested)
    })
}

pub async fn find_for_user(db: &Db, user_id: &AccountId) -> Result<Option<ExportRow>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM data_exports WHERE user_id = $1");
    with_db!(db, pool => sqlx::query_as(&sql).bind(user_id).fetch_optional(pool).await)
}

/// A build this instance has claimed.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Claim {
    pub id: DataExportId,
    pub user_id: AccountId,
    /// Counting this one.
    pub attempts: i64,
}

/// Claims the oldest export waiting to be built (never claimed, or its lease ran out),
/// leasing it until `lease_until`. One statement: the row is re-checked as it is
/// updated, so of two instances claiming at once, one gets it.
pub async fn claim_next(db: &Db, now: i64, lease_until: i64) -> Result<Option<Claim>, sqlx::Error> {
    let waiting = "status = $3 AND (lease_until IS NULL OR lease_until <= $1)";
    let sql = format!(
        "UPDATE data_exports SET lease_until = $2, attempts = attempts + 1 \
         WHERE id = (SELECT id FROM data_exports WHERE {waiting} ORDER BY requested_at LIMIT 1) AND {waiting} \
         RETURNING id, user_id, attempts"
    );
    with_db!(db, pool => sqlx::query_as(&sql)
        .bind(now)
        .bind(lease_until)
        .bind(ExportStatus::Preparing)
        .fetch_optional(pool)
        .await)
}

/// What a finished build stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finished<'a> {
    pub file_ref: &'a str,
    pub size_bytes: i64,
    pub expires_at: i64,
    /// The candidates whose identity the ZIP holds.
    pub identities: &'a [SeekerId],
}

/// Marks a claimed export ready, with the identities it holds, in one transaction. False
/// when its row is gone or was replaced meanwhile (the account was deleted): the caller
/// deletes the file it made.
pub async fn finish(db: &Db, id: &DataExportId, done: &Finished<'_>, now: i64) -> Result<bool, sqlx::Error> {
    let kind = db.kind();
    with_db!(db, pool => {
        let mut tx = pool.begin_with(begin_write_statement(&kind)).await?;
        let updated = sqlx::query(
            "UPDATE data_exports SET status = $2, file_ref = $3, size_bytes = $4, finished_at = $5, expires_at = $6, \
                 lease_until = NULL WHERE id = $1 AND status = $7",
        )
        .bind(id)
        .bind(ExportStatus::Ready)
        .bind(done.file_ref)
        .bind(done.size_bytes)
        .bind(now)
        .bind(done.expires_at)
        .bind(ExportStatus::Preparing)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if updated != 1 {
            return Ok(false);
        }
        for seeker in done.identities {
            sqlx::query("INSERT INTO data_export_identities (export_id, seeker_id) VALUES ($1, $2)")
                .bind(id)
                .bind(seeker)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(true)
    })
}

/// The candidates whose identity the export holds.
pub async fn identities_of(db: &Db, id: &DataExportId) -> Result<Vec<SeekerId>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_scalar("SELECT seeker_id FROM data_export_identities WHERE export_id = $1")
        .bind(id)
        .fetch_all(pool)
        .await)
}

/// Ready exports that hold someone's identity and are not withdrawn, for the periodic
/// check.
pub async fn holding_identities(db: &Db, now: i64) -> Result<Vec<ExportRow>, sqlx::Error> {
    let sql = format!(
        "SELECT {COLUMNS} FROM data_exports WHERE status = $1 AND withdrawn_at IS NULL AND expires_at > $2 \
           AND id IN (SELECT export_id FROM data_export_identities)"
    );
    with_db!(db, pool => sqlx::query_as(&sql).bind(ExportStatus::Ready).bind(now).fetch_all(pool).await)
}

/// Withdraws an export at `now`; returns its file, to delete, when this call did it.
pub async fn withdraw(db: &Db, id: &DataExportId, now: i64) -> Result<Option<String>, sqlx::Error> {
    let file: Option<Option<String>> = with_db!(db, pool => sqlx::query_scalar(
        "UPDATE data_exports SET withdrawn_at = $2 WHERE id = $1 AND withdrawn_at IS NULL RETURNING file_ref",
    )
    .bind(id)
    .bind(now)
    .fetch_optional(pool)
    .await)?;
    Ok(file.flatten())
}

/// The ready, unexpired export whose file is `stored` (withdrawn or not).
pub async fn find_ready_by_file(db: &Db, stored: &str, now: i64) -> Result<Option<ExportRow>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM data_exports WHERE file_ref = $1 AND status = $2 AND expires_at > $3");
    with_db!(db, pool => sqlx::query_as(&sql).bind(stored).bind(ExportStatus::Ready).bind(now).fetch_optional(pool).await)
}

/// After a failed attempt: tried again once `retry_at` has passed, or, with `None`,
/// marked failed (shown with a retry until `kept_until`).
pub async fn attempt_failed(
    db: &Db,
    id: &DataExportId,
    retry_at: Option<i64>,
    now: i64,
    kept_until: i64,
) -> Result<(), sqlx::Error> {
    with_db!(db, pool => {
        let query = match retry_at {
            Some(at) => sqlx::query("UPDATE data_exports SET lease_until = $2 WHERE id = $1 AND status = $3")
                .bind(id)
                .bind(at),
            None => sqlx::query(
                "UPDATE data_exports SET status = $2, finished_at = $3, expires_at = $4, lease_until = NULL \
                 WHERE id = $1 AND status = $5",
            )
            .bind(id)
            .bind(ExportStatus::Failed)
            .bind(now)
            .bind(kept_until),
        };
        query.bind(ExportStatus::Preparing).execute(pool).await.map(|_| ())
    })
}

/// Deletes every finished export past its end (of one account, or of everyone) and
/// returns their files, to delete next. One statement, so each file is returned once.
pub async fn take_expired(db: &Db, now: i64, user_id: Option<&AccountId>) -> Result<Vec<String>, sqlx::Error> {
    let files: Vec<Option<String>> = with_db!(db, pool => sqlx::query_scalar(
        "DELETE FROM data_exports WHERE status <> $1 AND expires_at <= $2 \
             AND (CAST($3 AS TEXT) IS NULL OR user_id = $3) RETURNING file_ref",
    )
    .bind(ExportStatus::Preparing)
    .bind(now)
    .bind(user_id)
    .fetch_all(pool)
    .await)?;
    Ok(files.into_iter().flatten().collect())
}
