//! SQL of notification e-mails: a person's e-mail settings, and each message's outbox
//! row, written once under a key its sender chooses so a retried job never sends twice.

use super::model::{Choices, EmailKind};
use crate::{admin::model::OutboxStatus, db::Db, ids::AccountId, with_db};

pub async fn choices(db: &Db, account: &AccountId) -> Result<Choices, sqlx::Error> {
    let rows: Vec<(String, bool)> = with_db!(db, pool => sqlx::query_as(
        "SELECT kind, enabled FROM email_settings WHERE account_id = $1",
    )
    .bind(account)
    .fetch_all(pool)
    .await)?;
    // A kind this version does not know (written by a newer one) is left out.
    Ok(Choices::from_rows(rows.into_iter().filter_map(|(kind, on)| Some((EmailKind::parse(&kind)?, on)))))
}

/// Sets each of `changes`; other kinds keep what they were. `Ok(false)` when the
/// account does not exist (an old unsubscribe link of a deleted account).
pub async fn set(db: &Db, account: &AccountId, changes: &[(EmailKind, bool)], now: i64) -> Result<bool, sqlx::Error> {
    if !account_exists(db, account).await? {
        return Ok(false);
    }
    for (kind, enabled) in changes {
        // Written only while the account exists (it may be deleted meanwhile).
        with_db!(db, pool => sqlx::query(
            "INSERT INTO email_settings (account_id, kind, enabled, updated_at) \
             SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM users WHERE id = $1) \
             ON CONFLICT (account_id, kind) DO UPDATE SET enabled = excluded.enabled, updated_at = excluded.updated_at",
        )
        .bind(account)
        .bind(kind)
        .bind(enabled)
        .bind(now)
        .execute(pool)
        .await
        .map(|_| ()))?;
    }
    Ok(true)
}

/// Whether `account`'s notification e-mails are discreet (on unless they turned it off).
pub async fn discreet(db: &Db, account: &AccountId) -> Result<bool, sqlx::Error> {
    let chosen: Option<bool> = with_db!(db, pool => sqlx::query_scalar(
        "SELECT discreet FROM email_preferences WHERE account_id = $1",
    )
    .bind(account)
    .fetch_optional(pool)
    .await)?;
    Ok(chosen.unwrap_or(true))
}

pub async fn set_discreet(db: &Db, account: &AccountId, discreet: bool, now: i64) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO email_preferences (account_id, discreet, updated_at) \
         SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM users WHERE id = $1) \
         ON CONFLICT (account_id) DO UPDATE SET discreet = excluded.discreet, updated_at = excluded.updated_at",
    )
    .bind(account)
    .bind(discreet)
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ()))
}

pub async fn account_exists(db: &Db, account: &AccountId) -> Result<bool, sqlx::Error> {
    with_db!(db, pool => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM users WHERE id = $1")
        .bind(account)
        .fetch_one(pool)
        .await)
    .map(|n| n > 0)
}

/// One message for the outbox.
#[derive(Debug, Clone, Copy)]
pub struct OutboxEntry<'a> {
    /// The sender's key for this message (e.g. the job's id): its outbox id.
    pub id: &'a str,
    pub kind: EmailKind,
    pub account: &'a AccountId,
    pub address: &'a str,
    pub subject: &'a str,
    pub text: &'a str,
    pub html: &'a str,
}

/// Records `entry` as queued unless a row with its id exists; returns the row's status
/// either way (`Queued` for a new row or one whose send never finished).
pub async fn record_once(db: &Db, entry: OutboxEntry<'_>, now: i64) -> Result<OutboxStatus, sqlx::Error> {
    let batch = format!("notification:{}", entry.kind.as_str());
    with_db!(db, pool => {
        sqlx::query(
            "INSERT INTO email_outbox (id, batch_id, recipient_user_id, to_address, subject, html_body, text_body, \
               status, error, created_at, sent_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULL, $9, NULL) ON CONFLICT (id) DO NOTHING",
        )
        .bind(entry.id)
        .bind(&batch)
        .bind(entry.account)
        .bind(entry.address)
        .bind(entry.subject)
        .bind(entry.html)
        .bind(entry.text)
        .bind(OutboxStatus::Queued)
        .bind(now)
        .execute(pool)
        .await?;
        sqlx::query_scalar::<_, OutboxStatus>("SELECT status FROM email_outbox WHERE id = $1")
            .bind(entry.id)
            .fetch_one(pool)
            .await
    })
}
