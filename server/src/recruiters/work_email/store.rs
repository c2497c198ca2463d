//! SQL of work e-mail codes and the domains they verify.

use super::model::StoredCode;
use crate::{
    admin::model::OutboxStatus,
    db::{Db, begin_write_statement},
    ids::RecruiterId,
    with_db,
};

/// Codes sent to `id` since `since`.
pub async fn sends_since(db: &Db, id: &RecruiterId, since: i64) -> Result<i64, sqlx::Error> {
    with_db!(db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM work_email_codes WHERE account_id = $1 AND created_at >= $2",
    )
    .bind(id)
    .bind(since)
    .fetch_one(pool)
    .await)
}

/// A new code for `id`; any earlier one stops working (only the latest is checked).
pub async fn insert(
    db: &Db,
    id: &RecruiterId,
    row_id: &str,
    domain: &str,
    code_hash: &str,
    now: i64,
    expires_at: i64,
) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO work_email_codes (id, account_id, domain, code_hash, created_at, expires_at) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(row_id)
    .bind(id)
    .bind(domain)
    .bind(code_hash)
    .bind(now)
    .bind(expires_at)
    .execute(pool)
    .await
    .map(|_| ()))
}

/// The latest code sent to `id`.
pub async fn latest(db: &Db, id: &RecruiterId) -> Result<Option<StoredCode>, sqlx::Error> {
    let row: Option<(String, String, String, i64, i64, Option<i64>)> = with_db!(db, pool => sqlx::query_as(
        "SELECT id, domain, code_hash, expires_at, attempts, used_at FROM work_email_codes \
         WHERE account_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1",
    )
    .bind(id)
    .fetch_optional(pool)
    .await)?;
    Ok(row.map(|(id, domain, code_hash, expires_at, attempts, used_at)| StoredCode {
        id,
        domain,
        code_hash,
        expires_at,
        attempts,
        used_at,
    }))
}

/// Counts a wrong try of the code `row_id`.
pub async fn count_try(db: &Db, row_id: &str) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query("UPDATE work_email_codes SET attempts = attempts + 1 WHERE id = $1")
        .bind(row_id)
        .execute(pool)
        .await
        .map(|_| ()))
}

/// Uses the code `row_id` and records its domain as verified for `id`, in one
/// transaction; false when the code was used meanwhile (two tries at once).
pub async fn verify(db: &Db, id: &RecruiterId, row_id: &str, domain: &str, now: i64) -> Result<bool, sqlx::Error> {
    let kind = db.kind();
    with_db!(db, pool => {
        let mut tx = pool.begin_with(begin_write_statement(&kind)).await?;
        let used = sqlx::query("UPDATE work_email_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL")
            .bind(row_id)
            .bind(now)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        if used == 0 {
            tx.rollback().await?;
            return Ok(false);
        }
        sqlx::query(
            "INSERT INTO verified_mail_domains (account_id, domain, verified_at) VALUES ($1, $2, $3) \
             ON CONFLICT (account_id, domain) DO NOTHING",
        )
        .bind(id)
        .bind(domain)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(true)
    })
}

/// The outbox's record of a code e-mail (queued; the sender marks it sent or failed).
pub async fn record_in_outbox(
    db: &Db,
    outbox_id: &str,
    id: &RecruiterId,
    address: &str,
    subject: &str,
    text: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO email_outbox (id, batch_id, recipient_user_id, to_address, subject, html_body, text_body, \
           status, error, created_at, sent_at) \
         VALUES ($1, 'verification:work-email', $2, $3, $4, NULL, $5, $6, NULL, $7, NULL)",
    )
    .bind(outbox_id)
    .bind(id)
    .bind(address)
    .bind(subject)
    .bind(text)
    .bind(OutboxStatus::Queued)
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ()))
}
