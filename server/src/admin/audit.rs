//! The admin's audit log: every admin action (moderation and the e-mail center's sends),
//! who, what, when, why and on what. This module only appends and reads; the database
//! refuses to change a row or delete one younger than a year (migration 0026), and the
//! retention sweep deletes rows past `VEIL_RETAIN_MODERATION_DAYS`.

use sqlx::FromRow;

use crate::{auth::extract::CurrentUser, db::Db, with_db};

/// One admin action, as it is written.
pub struct AuditEntry<'a> {
    /// A name such as `recruiter_suspended` or `email_sent`.
    pub action: &'a str,
    /// On what: `report <id>`, `recruiter <id>`, `email batch <id>`, `warning template`.
    pub target: String,
    /// Why, in the admin's words (or what an e-mail send said it was about).
    pub reason: &'a str,
}

/// Appends one entry, in the admin's name.
pub async fn record(db: &Db, admin: &CurrentUser, entry: &AuditEntry<'_>, now: i64) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO admin_audit_log (admin_id, admin_email, action, target, reason, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(&admin.id)
    .bind(&admin.email)
    .bind(entry.action)
    .bind(&entry.target)
    .bind(entry.reason)
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ()))
}

#[derive(Debug, Clone, FromRow)]
pub struct AuditRow {
    pub seq: i64,
    pub admin_email: String,
    pub action: String,
    pub target: String,
    pub reason: String,
    pub created_at: i64,
}

/// Up to `limit` entries before `before` (a `seq`; none: from the latest), the latest first.
pub async fn page(db: &Db, before: Option<i64>, limit: i64) -> Result<Vec<AuditRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, AuditRow>(
        "SELECT seq, admin_email, action, target, reason, created_at FROM admin_audit_log \
         WHERE seq < $1 ORDER BY seq DESC LIMIT $2",
    )
    .bind(before.unwrap_or(i64::MAX))
    .bind(limit)
    .fetch_all(pool)
    .await)
}
