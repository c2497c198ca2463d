//! SQL of search: the change feed, profiles for the index, and search history.

use sqlx::FromRow;
use uuid::Uuid;

use crate::{
    db::{Db, begin_write_statement, sqlite_reads},
    ids::{AccountId, SeekerId},
    privacy::shield::{store as shield, viewer::Viewer},
    seekers::{model::ProfileStatus, store::ProfileRow},
    with_db,
};

const PROFILE_COLUMNS: &str = "id, public_id, codename, headline, location, city, state, country, location_precision, \
                               job_type, min_salary, max_salary, skills, skill_ids, status, pitch, summary, screening, \
                               usual_answer, view_count, created_at, updated_at, last_active_at";

/// Drops feed entries older than `before` (every index has long applied them).
pub async fn prune_changes(db: &Db, before: i64) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query("DELETE FROM search_changes WHERE created_at < $1")
        .bind(before)
        .execute(pool)
        .await
        .map(|_| ()))
}

pub async fn profiles_by_ids(db: &Db, ids: &[String]) -> Result<Vec<ProfileRow>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    // Portable IN list: one placeholder per id.
    let placeholders: Vec<String> = (1..=ids.len()).map(|i| format!("${i}")).collect();
    let sql = format!("SELECT {PROFILE_COLUMNS} FROM profiles WHERE id IN ({})", placeholders.join(", "));
    with_db!(db, pool => {
        let mut query = sqlx::query_as::<_, ProfileRow>(&sql);
        for id in ids {
            query = query.bind(id);
        }
        query.fetch_all(pool).await
    })
}

/// Which of `ids` (a result page, read from the index) the database still shows to
/// `viewer`: a profile hidden or deleted since the index saw it, or one whose employer
/// shield gained this recruiter's company since, is left out. One query for the page.
pub async fn shown_profiles(db: &Db, ids: &[String], viewer: &Viewer) -> Result<Vec<SeekerId>, sqlx::Error> {
    let Some((sql, params)) = shown_profiles_statement(ids, viewer) else { return Ok(Vec::new()) };
    with_db!(db, pool => {
        let mut query = sqlx::query_scalar::<_, SeekerId>(&sql);
        for param in &params {
            query = query.bind(param);
        }
        query.fetch_all(pool).await
    })
}

/// [`shown_profiles`] on a read connection of SQLite's, on the caller's thread.
pub fn shown_profiles_on(
    conn: &rusqlite::Connection,
    ids: &[String],
    viewer: &Viewer,
) -> rusqlite::Result<Vec<SeekerId>> {
    let Some((sql, params)) = shown_profiles_statement(ids, viewer) else { return Ok(Vec::new()) };
    sqlite_reads::fetch_all(conn, &sql, &params, |row| row.get(0))
}

/// The statement of [`shown_profiles`] and its parameters; `None` for no ids.
fn shown_profiles_statement(ids: &[String], viewer: &Viewer) -> Option<(String, Vec<String>)> {
    if ids.is_empty() {
        return None;
    }
    let placeholders: Vec<String> = (2..=ids.len() + 1).map(|i| format!("${i}")).collect();
    let visible = shield::visible_to(viewer, "p.id", ids.len() + 2);
    let sql = format!(
        "SELECT p.id FROM profiles p WHERE p.status <> $1 AND p.id IN ({}) AND {}",
        placeholders.join(", "),
        visible.sql
    );
    let params = std::iter::once(ProfileStatus::Hidden.as_str().to_owned())
        .chain(ids.iter().cloned())
        .chain(visible.params)
        .collect();
    Some((sql, params))
}

/// Searchable profiles after `after_id`, in id order, for a rebuild in batches.
pub async fn searchable_batch(db: &Db, after_id: &str, limit: i64) -> Result<Vec<ProfileRow>, sqlx::Error> {
    let sql = format!("SELECT {PROFILE_COLUMNS} FROM profiles WHERE status <> $3 AND id > $1 ORDER BY id LIMIT $2");
    with_db!(db, pool => sqlx::query_as::<_, ProfileRow>(&sql)
        .bind(after_id)
        .bind(limit)
        .bind(ProfileStatus::Hidden)
        .fetch_all(pool)
        .await)
}

pub async fn count_searchable(db: &Db) -> Result<i64, sqlx::Error> {
    with_db!(db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM profiles WHERE status <> $1")
        .bind(ProfileStatus::Hidden)
        .fetch_one(pool)
        .await)
}

/// The searchable profiles `viewer` may find: not their own (`me`), none that hides from them.
pub async fn count_findable(db: &Db, viewer: &Viewer, me: &AccountId) -> Result<i64, sqlx::Error> {
    let visible = shield::visible_to(viewer, "p.id", 3);
    let sql = format!("SELECT COUNT(*) FROM profiles p WHERE p.status <> $1 AND p.id <> $2 AND {}", visible.sql);
    with_db!(db, pool => {
        let mut query = sqlx::query_scalar(&sql).bind(ProfileStatus::Hidden).bind(me);
        for param in &visible.params {
            query = query.bind(param);
        }
        query.fetch_one(pool).await
    })
}

#[derive(Debug, Clone, FromRow)]
pub struct HistoryRow {
    pub id: String,
    pub keyword: String,
    pub location_data: Option<String>,
    pub created_at: i64,
}

/// A search to add to someone's history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSearch {
    pub user_id: AccountId,
    pub keyword: String,
    pub location_data: Option<String>,
    pub location_key: String,
    pub created_at: i64,
}

/// Records searches in one write transaction, in order: the same keyword and location
/// again only refreshes its time. A search of an account deleted meanwhile is dropped.
pub async fn record_searches(db: &Db, searches: &[NewSearch]) -> Result<(), sqlx::Error> {
    if searches.is_empty() {
        return Ok(());
    }
    let kind = db.kind();
    with_db!(db, pool => {
        let mut tx = pool.begin_with(begin_write_statement(&kind)).await?;
        for search in searches {
            let updated = sqlx::query(
                "UPDATE search_history SET created_at = $4 WHERE user_id = $1 AND keyword = $2 AND location_key = $3",
            )
            .bind(&search.user_id)
            .bind(&search.keyword)
            .bind(&search.location_key)
            .bind(search.created_at)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if updated == 0 {
                sqlx::query(
                    "INSERT INTO search_history (id, user_id, keyword, location_data, location_key, created_at) \
                     SELECT $1, $2, $3, $4, $5, $6 WHERE EXISTS (SELECT 1 FROM users WHERE id = $2)",
                )
                .bind(Uuid::now_v7().to_string())
                .bind(&search.user_id)
                .bind(&search.keyword)
                .bind(&search.location_data)
                .bind(&search.location_key)
                .bind(search.created_at)
                .execute(&mut *tx)
                .await?;
            }
        }
        tx.commit().await
    })
}

pub async fn recent_searches(db: &Db, user_id: &AccountId, limit: i64) -> Result<Vec<HistoryRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, HistoryRow>(
        "SELECT id, keyword, location_data, created_at FROM search_history WHERE user_id = $1 \
         ORDER BY created_at DESC, id DESC LIMIT $2",
    )
    .bind(user_id)
    .bind(limit)
    .fetch_all(pool)
    .await)
}
