//! SQL of unused accounts. An account's last use is the latest of its sign-in, its
//! "Keep my account" click, an edit of its profile or company page, and an answer to a
//! reveal request; an opened e-mail is none of these.

use sqlx::FromRow;

use super::model::Standing;
use crate::{config::DatabaseKind, db::Db, ids::AccountId, with_db};

/// One account whose last use is old enough to matter.
#[derive(Debug, Clone, FromRow)]
pub struct Unused {
    pub id: AccountId,
    pub last_active: i64,
    pub warned_deadline: Option<i64>,
    pub first_warning_at: Option<i64>,
    pub final_warning_at: Option<i64>,
}

impl Unused {
    pub fn standing(&self) -> Standing {
        Standing {
            last_active: self.last_active,
            warned_deadline: self.warned_deadline,
            first_warning_at: self.first_warning_at,
            final_warning_at: self.final_warning_at,
        }
    }
}

/// Every account with its last use, as a subquery (`greatest` is each backend's spelling).
fn standings(kind: &DatabaseKind) -> String {
    let greatest = match kind {
        DatabaseKind::Postgres => "GREATEST",
        DatabaseKind::Sqlite => "MAX",
    };
    format!(
        "SELECT u.id, {greatest}(u.last_sign_in_at, COALESCE(a.kept_at, 0), COALESCE(p.updated_at, 0), \
             COALESCE(e.updated_at, 0), \
             COALESCE((SELECT MAX(r.updated_at) FROM reveal_requests r \
                       WHERE r.profile_id = u.id AND r.status <> 'pending'), 0)) AS last_active, \
             a.warned_deadline, a.first_warning_at, a.final_warning_at \
         FROM users u \
         LEFT JOIN account_inactivity a ON a.account_id = u.id \
         LEFT JOIN profiles p ON p.id = u.id \
         LEFT JOIN employers e ON e.id = u.id"
    )
}

/// Up to `limit` accounts last used at or before `until`, after the id `after` (by id, so
/// a long list is read in pages).
pub async fn unused_since(db: &Db, until: i64, after: &str, limit: i64) -> Result<Vec<Unused>, sqlx::Error> {
    let sql = format!(
        "SELECT id, last_active, warned_deadline, first_warning_at, final_warning_at FROM ({}) s \
         WHERE last_active <= $1 AND id > $2 ORDER BY id LIMIT $3",
        standings(&db.kind())
    );
    with_db!(db, pool => sqlx::query_as::<_, Unused>(&sql).bind(until).bind(after).bind(limit).fetch_all(pool).await)
}

/// One account's standing; `None` when it does not exist.
pub async fn standing(db: &Db, account: &AccountId) -> Result<Option<Unused>, sqlx::Error> {
    let sql = format!(
        "SELECT id, last_active, warned_deadline, first_warning_at, final_warning_at FROM ({}) s WHERE id = $1",
        standings(&db.kind())
    );
    with_db!(db, pool => sqlx::query_as::<_, Unused>(&sql).bind(account).fetch_optional(pool).await)
}

/// Records the first warning about `deadline` (any warning about another date is dropped).
pub async fn first_warning_sent(db: &Db, account: &AccountId, deadline: i64, now: i64) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO account_inactivity (account_id, warned_deadline, first_warning_at, final_warning_at) \
         VALUES ($1, $2, $3, NULL) ON CONFLICT (account_id) DO UPDATE \
         SET warned_deadline = $2, first_warning_at = $3, final_warning_at = NULL",
    )
    .bind(account)
    .bind(deadline)
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ()))
}

/// Records the final warning about `deadline`.
pub async fn final_warning_sent(db: &Db, account: &AccountId, deadline: i64, now: i64) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "UPDATE account_inactivity SET final_warning_at = $3 WHERE account_id = $1 AND warned_deadline = $2",
    )
    .bind(account)
    .bind(deadline)
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ()))
}

/// The owner kept the account at `now`: its clock starts again and past warnings lapse.
/// `false` when the account does not exist.
pub async fn keep(db: &Db, account: &AccountId, now: i64) -> Result<bool, sqlx::Error> {
    let done = with_db!(db, pool => sqlx::query(
        "INSERT INTO account_inactivity (account_id, kept_at) \
         SELECT id, $2 FROM users WHERE id = $1 \
         ON CONFLICT (account_id) DO UPDATE \
         SET kept_at = $2, warned_deadline = NULL, first_warning_at = NULL, final_warning_at = NULL",
    )
    .bind(account)
    .bind(now)
    .execute(pool)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done > 0)
}
