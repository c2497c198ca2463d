//! SQL of notifications. Every statement is filtered by the owner's user id.

use crate::{
    db::Db,
    ids::{AccountId, NotificationId},
    with_db,
};
use sqlx::FromRow;

#[derive(Debug, Clone, FromRow)]
pub struct NotificationRow {
    pub id: NotificationId,
    pub title: String,
    pub message: String,
    pub read: bool,
    pub action_url: Option<String>,
    pub created_at: i64,
}

pub async fn create(
    db: &Db,
    user_id: &AccountId,
    title: &str,
    message: &str,
    action_url: Option<&str>,
    now: i64,
) -> Result<NotificationId, sqlx::Error> {
    let id = NotificationId::new_v7();
    with_db!(db, pool => sqlx::query(
        "INSERT INTO notifications (id, user_id, title, message, read, action_url, created_at) VALUES ($1, $2, $3, $4, FALSE, $5, $6)",
    )
    .bind(&id)
    .bind(user_id)
    .bind(title)
    .bind(message)
    .bind(action_url)
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ()))?;
    Ok(id)
}

pub async fn list(db: &Db, user_id: &AccountId, limit: i64) -> Result<Vec<NotificationRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, NotificationRow>(
        "SELECT id, title, message, read, action_url, created_at FROM notifications WHERE user_id = $1 \
         ORDER BY created_at DESC, id DESC LIMIT $2",
    )
    .bind(user_id)
    .bind(limit)
    .fetch_all(pool)
    .await)
}

pub async fn find(db: &Db, user_id: &AccountId, id: &NotificationId) -> Result<Option<NotificationRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, NotificationRow>(
        "SELECT id, title, message, read, action_url, created_at FROM notifications WHERE id = $1 AND user_id = $2",
    )
    .bind(id)
    .bind(user_id)
    .fetch_optional(pool)
    .await)
}

/// Marks one unread notification read; an already-read one is not written again.
pub async fn mark_read(db: &Db, user_id: &AccountId, id: &NotificationId) -> Result<u64, sqlx::Error> {
    with_db!(db, pool => sqlx::query("UPDATE notifications SET read = TRUE WHERE id = $1 AND user_id = $2 AND read = FALSE")
        .bind(id)
        .bind(user_id)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))
}

pub async fn mark_all_read(db: &Db, user_id: &AccountId) -> Result<u64, sqlx::Error> {
    with_db!(db, pool => sqlx::query("UPDATE notifications SET read = TRUE WHERE user_id = $1 AND read = FALSE")
        .bind(user_id)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))
}

pub async fn unread_count(db: &Db, user_id: &AccountId) -> Result<i64, sqlx::Error> {
    with_db!(db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM notifications WHERE user_id = $1 AND read = FALSE")
        .bind(user_id)
        .fetch_one(pool)
        .await)
}
