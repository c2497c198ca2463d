//! SQL of the admin e-mail center: the user list with its filters and counts, and the
//! outbox (every message queued, sent, captured or failed).

use sqlx::FromRow;

use super::model::{OutboxStatus, UserFilters};
use crate::{
    db::{Db, begin_write_statement},
    ids::{AccountId, MailBatchId},
    with_db,
};

/// Every account with its name and address and what its job seeker profile holds. A user
/// without a profile has no skills and no pitch either.
const USERS: &str = "SELECT u.id, COALESCE(up.first_name, '') AS first_name, COALESCE(up.last_name, '') AS last_name, \
       COALESCE(NULLIF(up.email, ''), u.email) AS email, \
       (p.id IS NOT NULL) AS has_profile, \
       (p.id IS NOT NULL AND p.skills NOT IN ('[]', '')) AS has_skills, \
       (p.id IS NOT NULL AND TRIM(p.pitch) <> '') AS has_pitch, \
       u.created_at \
     FROM users u \
     LEFT JOIN user_profiles up ON up.id = u.id \
     LEFT JOIN profiles p ON p.id = u.id";

#[derive(Debug, Clone, FromRow)]
pub struct UserRow {
    pub id: AccountId,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub has_profile: bool,
    pub has_skills: bool,
    pub has_pitch: bool,
}

pub async fn list_users(db: &Db, filters: UserFilters) -> Result<Vec<UserRow>, sqlx::Error> {
    let mut conditions = vec!["TRUE"];
    if filters.no_profile {
        conditions.push("NOT t.has_profile");
    }
    if filters.no_skills {
        conditions.push("NOT t.has_skills");
    }
    if filters.no_pitch {
        conditions.push("NOT t.has_pitch");
    }
    let sql = format!(
        "SELECT t.id, t.first_name, t.last_name, t.email, t.has_profile, t.has_skills, t.has_pitch \
         FROM ({USERS}) AS t WHERE {} ORDER BY t.created_at DESC, t.id",
        conditions.join(" AND ")
    );
    with_db!(db, pool => sqlx::query_as::<_, UserRow>(&sql).fetch_all(pool).await)
}

#[derive(Debug, Clone, Copy, FromRow)]
pub struct UserCounts {
    pub total: i64,
    pub no_profile: i64,
    pub no_skills: i64,
    pub no_pitch: i64,
}

/// Counts over all users, whatever the filters.
pub async fn count_users(db: &Db) -> Result<UserCounts, sqlx::Error> {
    let sql = format!(
        "SELECT COUNT(*) AS total, \
           COALESCE(SUM(CASE WHEN t.has_profile THEN 0 ELSE 1 END), 0) AS no_profile, \
           COALESCE(SUM(CASE WHEN t.has_skills THEN 0 ELSE 1 END), 0) AS no_skills, \
           COALESCE(SUM(CASE WHEN t.has_pitch THEN 0 ELSE 1 END), 0) AS no_pitch \
         FROM ({USERS}) AS t"
    );
    with_db!(db, pool => sqlx::query_as::<_, UserCounts>(&sql).fetch_one(pool).await)
}

#[derive(Debug, Clone, FromRow)]
pub struct Recipient {
    pub user_id: AccountId,
    pub address: String,
}

/// The address of each of `ids` that names an account (unknown ids are left out), in
/// the order given.
pub async fn recipients(db: &Db, ids: &[String]) -> Result<Vec<Recipient>, sqlx::Error> {
    let mut found = Vec::with_capacity(ids.len());
    // Well under both backends' limits on bound parameters.
    for chunk in ids.chunks(500) {
        let placeholders: Vec<String> = (1..=chunk.len()).map(|i| format!("${i}")).collect();
        let sql = format!(
            "SELECT u.id AS user_id, COALESCE(NULLIF(up.email, ''), u.email) AS address \
             FROM users u LEFT JOIN user_profiles up ON up.id = u.id WHERE u.id IN ({})",
            placeholders.join(", ")
        );
        let rows = with_db!(db, pool => {
            let mut query = sqlx::query_as::<_, Recipient>(&sql);
            for id in chunk {
                query = query.bind(id);
            }
            query.fetch_all(pool).await
        })?;
        found.extend(rows);
    }
    let position: std::collections::HashMap<&str, usize> =
        ids.iter().enumerate().map(|(i, id)| (id.as_str(), i)).collect();
    found.sort_by_key(|r| position.get(r.user_id.as_str()).copied().unwrap_or(usize::MAX));
    Ok(found)
}

/// One outbox row waiting to go out.
#[derive(Debug, Clone)]
pub struct QueuedEmail {
    pub id: String,
    pub address: String,
}

/// What every message of a batch shares.
#[derive(Debug, Clone)]
pub struct BatchContent<'a> {
    pub subject: &'a str,
    pub text: &'a str,
    pub html: Option<&'a str>,
}

/// Records one `queued` row per recipient, all or none.
pub async fn queue_batch(
    db: &Db,
    batch_id: &MailBatchId,
    recipients: &[Recipient],
    content: &BatchContent<'_>,
    now: i64,
) -> Result<Vec<QueuedEmail>, sqlx::Error> {
    let kind = db.kind();
    let queued: Vec<QueuedEmail> = recipients
        .iter()
        .map(|r| QueuedEmail { id: uuid::Uuid::now_v7().to_string(), address: r.address.clone() })
        .collect();
    with_db!(db, pool => {
        let mut tx = pool.begin_with(begin_write_statement(&kind)).await?;
        for (email, recipient) in queued.iter().zip(recipients) {
            sqlx::query(
                "INSERT INTO email_outbox (id, batch_id, recipient_user_id, to_address, subject, html_body, text_body, \
                   status, error, created_at, sent_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $9, NULL, $8, NULL)",
            )
            .bind(&email.id)
            .bind(batch_id)
            .bind(&recipient.user_id)
            .bind(&email.address)
            .bind(content.subject)
            .bind(content.html)
            .bind(content.text)
            .bind(now)
            .bind(OutboxStatus::Queued)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await
    })?;
    Ok(queued)
}

/// Marks a message `sent` or `captured`.
pub async fn mark_delivered(db: &Db, id: &str, status: OutboxStatus, now: i64) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query("UPDATE email_outbox SET status = $2, error = NULL, sent_at = $3 WHERE id = $1")
        .bind(id)
        .bind(status)
        .bind(now)
        .execute(pool)
        .await
        .map(|_| ()))
}

pub async fn mark_failed(db: &Db, id: &str, error: &str) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query("UPDATE email_outbox SET status = $3, error = $2 WHERE id = $1")
        .bind(id)
        .bind(error)
        .bind(OutboxStatus::Failed)
        .execute(pool)
        .await
        .map(|_| ()))
}

#[derive(Debug, Clone, Copy, Default, FromRow)]
pub struct BatchCounts {
    pub total: i64,
    pub queued: i64,
    pub sent: i64,
    pub captured: i64,
    pub failed: i64,
}

pub async fn batch_counts(db: &Db, batch_id: &MailBatchId) -> Result<BatchCounts, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, BatchCounts>(
        "SELECT COUNT(*) AS total, \
           COALESCE(SUM(CASE WHEN status = $2 THEN 1 ELSE 0 END), 0) AS queued, \
           COALESCE(SUM(CASE WHEN status = $3 THEN 1 ELSE 0 END), 0) AS sent, \
           COALESCE(SUM(CASE WHEN status = $4 THEN 1 ELSE 0 END), 0) AS captured, \
           COALESCE(SUM(CASE WHEN status = $5 THEN 1 ELSE 0 END), 0) AS failed \
         FROM email_outbox WHERE batch_id = $1",
    )
    .bind(batch_id)
    .bind(OutboxStatus::Queued)
    .bind(OutboxStatus::Sent)
    .bind(OutboxStatus::Captured)
    .bind(OutboxStatus::Failed)
    .fetch_one(pool)
    .await)
}

#[derive(Debug, Clone, FromRow)]
pub struct OutboxRow {
    pub id: String,
    pub batch_id: String,
    pub to_address: String,
    pub subject: String,
    pub is_html: bool,
    pub status: OutboxStatus,
    pub error: Option<String>,
    pub created_at: i64,
    pub sent_at: Option<i64>,
}

/// The latest `limit` messages, newest first.
pub async fn latest(db: &Db, limit: i64) -> Result<Vec<OutboxRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, OutboxRow>(
        "SELECT id, batch_id, to_address, subject, (html_body IS NOT NULL) AS is_html, status, error, created_at, sent_at \
         FROM email_outbox ORDER BY created_at DESC, id DESC LIMIT $1",
    )
    .bind(limit)
    .fetch_all(pool)
    .await)
}
