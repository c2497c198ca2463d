//! SQL of "Still open to offers?". A profile's last sign of life is the latest of its
//! edit, its owner's sign-in, their latest answer to a request, and their last "yes".

use sqlx::FromRow;

use super::model::Standing;
use crate::{config::DatabaseKind, db::Db, ids::SeekerId, seekers::model::ProfileStatus, with_db};

/// A visible profile whose owner has been quiet long enough to matter.
#[derive(Debug, Clone, FromRow)]
pub struct Quiet {
    pub id: SeekerId,
    pub last_active: i64,
    pub freshness_asked_at: Option<i64>,
}

impl Quiet {
    pub fn standing(&self) -> Standing {
        Standing { last_active: self.last_active, asked_at: self.freshness_asked_at }
    }
}

/// Every profile with its last sign of life, as a subquery.
fn standings(kind: &DatabaseKind) -> String {
    let greatest = match kind {
        DatabaseKind::Postgres => "GREATEST",
        DatabaseKind::Sqlite => "MAX",
    };
    format!(
        "SELECT p.id, p.status, p.freshness_asked_at, p.freshness_confirmed_at, p.paused_status, \
             {greatest}(p.updated_at, u.last_sign_in_at, COALESCE(p.freshness_confirmed_at, 0), \
             COALESCE((SELECT MAX(r.answered_at) FROM reveal_requests r WHERE r.profile_id = p.id), 0)) AS last_active \
         FROM profiles p JOIN users u ON u.id = p.id"
    )
}

/// Up to `limit` visible profiles quiet since `until` or earlier, after the id `after`.
pub async fn quiet_since(db: &Db, until: i64, after: &str, limit: i64) -> Result<Vec<Quiet>, sqlx::Error> {
    let sql = format!(
        "SELECT id, last_active, freshness_asked_at FROM ({}) s \
         WHERE status <> $4 AND last_active <= $1 AND id > $2 ORDER BY id LIMIT $3",
        standings(&db.kind())
    );
    with_db!(db, pool => sqlx::query_as::<_, Quiet>(&sql)
        .bind(until)
        .bind(after)
        .bind(limit)
        .bind(ProfileStatus::Hidden)
        .fetch_all(pool)
        .await)
}

/// One profile as its owner's dashboard needs it.
#[derive(Debug, Clone, FromRow)]
pub struct Own {
    pub status: ProfileStatus,
    pub paused_status: Option<ProfileStatus>,
    pub freshness_asked_at: Option<i64>,
    pub freshness_confirmed_at: Option<i64>,
    pub last_active: i64,
}

pub async fn own(db: &Db, id: &SeekerId) -> Result<Option<Own>, sqlx::Error> {
    let sql = format!(
        "SELECT status, paused_status, freshness_asked_at, freshness_confirmed_at, last_active FROM ({}) s WHERE id = $1",
        standings(&db.kind())
    );
    with_db!(db, pool => sqlx::query_as::<_, Own>(&sql).bind(id).fetch_optional(pool).await)
}

/// Records that Veil asked at `now` (a profile hidden meanwhile is left alone).
pub async fn asked(db: &Db, id: &SeekerId, now: i64) -> Result<bool, sqlx::Error> {
    with_db!(db, pool => sqlx::query("UPDATE profiles SET freshness_asked_at = $2 WHERE id = $1 AND status <> $3")
        .bind(id)
        .bind(now)
        .bind(ProfileStatus::Hidden)
        .execute(pool)
        .await
        .map(|r| r.rows_affected() > 0))
}

/// Hides a visible profile, remembering its visibility for the resume. `false` when it
/// was hidden already.
pub async fn pause(db: &Db, id: &SeekerId) -> Result<bool, sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "UPDATE profiles SET paused_status = status, status = $2, freshness_asked_at = NULL WHERE id = $1 AND status <> $2",
    )
    .bind(id)
    .bind(ProfileStatus::Hidden)
    .execute(pool)
    .await
    .map(|r| r.rows_affected() > 0))
}

/// Gives a paused profile its visibility back and counts it as a "yes". `false` when it
/// was not paused.
pub async fn resume(db: &Db, id: &SeekerId, now: i64) -> Result<bool, sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "UPDATE profiles SET status = paused_status, paused_status = NULL, freshness_asked_at = NULL, \
         freshness_confirmed_at = $2 WHERE id = $1 AND status = $3 AND paused_status IS NOT NULL \
         AND suspended_status IS NULL",
    )
    .bind(id)
    .bind(now)
    .bind(ProfileStatus::Hidden)
    .execute(pool)
    .await
    .map(|r| r.rows_affected() > 0))
}

/// "Yes, keep me visible": the question is answered and the quiet spell starts again.
pub async fn confirm(db: &Db, id: &SeekerId, now: i64) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "UPDATE profiles SET freshness_asked_at = NULL, freshness_confirmed_at = $2 WHERE id = $1",
    )
    .bind(id)
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ()))
}

/// Whether `id` is paused from the question (hidden by Veil or from the dashboard's
/// "Pause my profile", not by choosing "hidden" on the profile).
pub async fn is_paused(db: &Db, id: &SeekerId) -> Result<bool, sqlx::Error> {
    let paused: i64 = with_db!(db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM profiles WHERE id = $1 AND status = $2 AND paused_status IS NOT NULL",
    )
    .bind(id)
    .bind(ProfileStatus::Hidden)
    .fetch_one(pool)
    .await)?;
    Ok(paused > 0)
}
