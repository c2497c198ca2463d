//! SQL of profile views.

use sqlx::FromRow;
use uuid::Uuid;

use super::model::{DEDUP_WINDOW_MS, counts_as_new_view};
use crate::{
    config::DatabaseKind,
    db::{Db, begin_write_statement},
    ids::{AccountId, PublicProfileId, SeekerId},
    privacy::shield::{store as shield, viewer::Viewer},
    seekers::model::ProfileStatus,
    with_db,
};

/// Locks the viewed profile's row for the rest of the transaction, so concurrent views
/// of one profile are checked one after another. SQLite's `BEGIN IMMEDIATE` already
/// admits one writer at a time; PostgreSQL needs the row lock.
fn lock_profile_sql(kind: &DatabaseKind) -> &'static str {
    match kind {
        DatabaseKind::Sqlite => "SELECT id FROM profiles WHERE id = $1",
        DatabaseKind::Postgres => "SELECT id FROM profiles WHERE id = $1 FOR UPDATE",
    }
}

/// Records a view unless the same viewer saw the profile within the window; keeps
/// `view_count` equal to the number of real views. Returns whether it recorded one.
pub async fn record(db: &Db, viewer_id: &AccountId, profile_id: &SeekerId, now: i64) -> Result<bool, sqlx::Error> {
    let kind = db.kind();
    with_db!(db, pool => {
        let mut tx = pool.begin_with(begin_write_statement(&kind)).await?;
        let exists: Option<String> = sqlx::query_scalar(lock_profile_sql(&kind)).bind(profile_id).fetch_optional(&mut *tx).await?;
        if exists.is_none() {
            return Ok(false);
        }
        let latest: Option<i64> = sqlx::query_scalar(
            "SELECT MAX(viewed_at) FROM profile_views WHERE user_id = $1 AND viewed_profile_id = $2 AND is_test_data = FALSE AND viewed_at > $3",
        )
        .bind(viewer_id)
        .bind(profile_id)
        .bind(now - DEDUP_WINDOW_MS)
        .fetch_one(&mut *tx)
        .await?;
        if !counts_as_new_view(latest, now) {
            return Ok(false);
        }
        sqlx::query("INSERT INTO profile_views (id, user_id, viewed_profile_id, viewed_at, is_test_data) VALUES ($1, $2, $3, $4, FALSE)")
            .bind(Uuid::now_v7().to_string())
            .bind(viewer_id)
            .bind(profile_id)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        sqlx::query("UPDATE profiles SET view_count = view_count + 1 WHERE id = $1").bind(profile_id).execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(true)
    })
}

/// A test-data view between two chosen people (debug screen); never counted in totals.
pub async fn insert_test_view(
    db: &Db,
    viewer_id: &AccountId,
    profile_id: &SeekerId,
    now: i64,
) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO profile_views (id, user_id, viewed_profile_id, viewed_at, is_test_data) VALUES ($1, $2, $3, $4, TRUE)",
    )
    .bind(Uuid::now_v7().to_string())
    .bind(viewer_id)
    .bind(profile_id)
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ()))
}

#[derive(Debug, Clone, FromRow)]
pub struct ViewerRow {
    pub viewer_id: AccountId,
    /// One of their views (the newest), by which the job seeker may block them.
    pub view_id: String,
    pub viewed_at: i64,
    pub company_name: Option<String>,
    pub logo_url: Option<String>,
    pub location: Option<String>,
    pub recruiter_role: Option<String>,
}

/// Who viewed `profile_id` lately: one row per viewer (their newest view), newest first;
/// recruiters the job seeker blocked are left out.
pub async fn recent_viewers(db: &Db, profile_id: &SeekerId, limit: i64) -> Result<Vec<ViewerRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, ViewerRow>(
        "SELECT v.user_id AS viewer_id, MAX(v.id) AS view_id, MAX(v.viewed_at) AS viewed_at, \
                MAX(e.company_name) AS company_name, MAX(e.logo_url) AS logo_url, \
                MAX(e.location) AS location, MAX(e.recruiter_role) AS recruiter_role \
         FROM profile_views v LEFT JOIN employers e ON e.id = v.user_id \
         WHERE v.viewed_profile_id = $1 AND v.user_id <> $1 \
           AND NOT EXISTS (SELECT 1 FROM recruiter_blocks b WHERE b.seeker_id = $1 AND b.recruiter_id = v.user_id) \
         GROUP BY v.user_id ORDER BY MAX(v.viewed_at) DESC LIMIT $2",
    )
    .bind(profile_id)
    .bind(limit)
    .fetch_all(pool)
    .await)
}

#[derive(Debug, Clone, FromRow)]
pub struct ViewedRow {
    /// For the privacy check; never sent to the viewer.
    pub profile_id: SeekerId,
    pub public_id: PublicProfileId,
    pub viewed_at: i64,
    pub codename: String,
    pub headline: String,
}

/// What `viewer_id` viewed lately and has not cleared: one row per profile, newest
/// first; hidden profiles, and those that hide from the viewer, are left out.
pub async fn recently_viewed(
    db: &Db,
    viewer_id: &AccountId,
    viewer: &Viewer,
    limit: i64,
) -> Result<Vec<ViewedRow>, sqlx::Error> {
    let visible = shield::visible_to(viewer, "v.viewed_profile_id", 4);
    let sql = format!(
        "SELECT v.viewed_profile_id AS profile_id, MAX(p.public_id) AS public_id, MAX(v.viewed_at) AS viewed_at, \
                MAX(p.codename) AS codename, MAX(p.headline) AS headline \
         FROM profile_views v JOIN profiles p ON p.id = v.viewed_profile_id \
         WHERE v.user_id = $1 AND v.viewer_cleared = FALSE AND p.status <> $3 AND {} \
         GROUP BY v.viewed_profile_id ORDER BY MAX(v.viewed_at) DESC LIMIT $2",
        visible.sql
    );
    with_db!(db, pool => {
        let mut query = sqlx::query_as::<_, ViewedRow>(&sql).bind(viewer_id).bind(limit).bind(ProfileStatus::Hidden);
        for param in &visible.params {
            query = query.bind(param);
        }
        query.fetch_all(pool).await
    })
}

pub async fn clear_recently_viewed(db: &Db, viewer_id: &AccountId) -> Result<u64, sqlx::Error> {
    with_db!(db, pool => sqlx::query("UPDATE profile_views SET viewer_cleared = TRUE WHERE user_id = $1 AND viewer_cleared = FALSE")
        .bind(viewer_id)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))
}

/// Real views of a profile (test data excluded); equals the profile's `view_count`.
pub async fn total_views(db: &Db, profile_id: &SeekerId) -> Result<i64, sqlx::Error> {
    with_db!(db, pool => sqlx::query_scalar("SELECT view_count FROM profiles WHERE id = $1")
        .bind(profile_id)
        .fetch_optional(pool)
        .await)
    .map(Option::unwrap_or_default)
}

#[derive(Debug, Clone, FromRow)]
pub struct RawViewRow {
    pub id: String,
    pub user_id: AccountId,
    pub viewed_profile_id: SeekerId,
    pub viewed_public_id: PublicProfileId,
    pub viewed_at: i64,
    pub is_test_data: bool,
}

/// Whose views a debug screen counts: everyone's (the admin), or those by or of one
/// person, leaving out their views of profiles that now hide from them (the screens must
/// not count what their lists no longer show).
#[derive(Debug, Clone, Copy)]
pub enum Scope<'a> {
    Everyone,
    Involving(&'a AccountId, &'a Viewer),
}

impl Scope<'_> {
    /// The condition on `profile_views v`, its parameters numbered from `$first`.
    fn condition(&self, first: usize) -> (String, Vec<String>) {
        match self {
            Self::Everyone => ("1 = 1".to_owned(), Vec::new()),
            Self::Involving(person, viewer) => {
                let visible = shield::visible_to(viewer, "v.viewed_profile_id", first + 1);
                let sql = format!("(v.viewed_profile_id = ${first} OR (v.user_id = ${first} AND {}))", visible.sql);
                let mut params = vec![person.to_string()];
                params.extend(visible.params);
                (sql, params)
            }
        }
    }
}

/// Raw views for the debug screen: the latest `limit`, or those since `since`.
pub async fn raw_views(
    db: &Db,
    since: Option<i64>,
    limit: i64,
    scope: Scope<'_>,
) -> Result<Vec<RawViewRow>, sqlx::Error> {
    let (condition, params) = scope.condition(3);
    let sql = format!(
        "SELECT v.id, v.user_id, v.viewed_profile_id, p.public_id AS viewed_public_id, v.viewed_at, v.is_test_data \
         FROM profile_views v JOIN profiles p ON p.id = v.viewed_profile_id \
         WHERE v.viewed_at >= $1 AND {condition} ORDER BY v.viewed_at DESC, v.id DESC LIMIT $2"
    );
    with_db!(db, pool => {
        let mut query = sqlx::query_as::<_, RawViewRow>(&sql).bind(since.unwrap_or(0)).bind(limit);
        for param in &params {
            query = query.bind(param);
        }
        query.fetch_all(pool).await
    })
}

/// (all views, test-data views, distinct viewers, distinct profiles, views since `since`)
pub async fn stats(db: &Db, since: i64, scope: Scope<'_>) -> Result<(i64, i64, i64, i64, i64), sqlx::Error> {
    let (condition, params) = scope.condition(2);
    let sql = format!(
        "SELECT COUNT(*), \
                COALESCE(SUM(CASE WHEN is_test_data THEN 1 ELSE 0 END), 0), \
                COUNT(DISTINCT user_id), COUNT(DISTINCT viewed_profile_id), \
                COALESCE(SUM(CASE WHEN viewed_at >= $1 THEN 1 ELSE 0 END), 0) \
         FROM profile_views v WHERE {condition}"
    );
    with_db!(db, pool => {
        let mut query = sqlx::query_as::<_, (i64, i64, i64, i64, i64)>(&sql).bind(since);
        for param in &params {
            query = query.bind(param);
        }
        query.fetch_one(pool).await
    })
}
