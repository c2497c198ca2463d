//! SQL of saved searches. Every statement a recruiter causes is filtered by their id, so
//! someone else's saved search does not exist for them.

use sqlx::FromRow;

use super::model::{Criteria, SearchName};
use crate::{
    db::{Db, begin_write_statement, is_unique_violation},
    ids::{RecruiterId, SavedSearchId, SeekerId},
    seekers::model::JobType,
    with_db,
};

const COLUMNS: &str = "id, recruiter_id, name, keyword, job_type, city, state, country, flexible, filters, alerts, \
                       new_count, unemailed, opened_at, checked_at, created_at";

#[derive(Debug, Clone, FromRow)]
pub struct SavedSearchRow {
    pub id: SavedSearchId,
    pub recruiter_id: RecruiterId,
    pub name: String,
    pub keyword: String,
    pub job_type: Option<JobType>,
    pub city: String,
    pub state: String,
    pub country: String,
    pub flexible: bool,
    /// The screening filters and order as JSON (`ScreenQuery`).
    pub filters: String,
    pub alerts: bool,
    /// Profiles new since `opened_at` that the search finds, as of `checked_at`.
    pub new_count: i64,
    /// New matches found since the last alert e-mail.
    pub unemailed: i64,
    pub opened_at: i64,
    pub checked_at: i64,
    pub created_at: i64,
}

/// Why a saved search could not be stored.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    #[error("the recruiter already has a saved search of that name")]
    NameTaken,
    #[error("the recruiter has as many saved searches as allowed")]
    Full,
    #[error(transparent)]
    Db(#[from] sqlx::Error),
}

fn name_taken(err: sqlx::Error) -> SaveError {
    if is_unique_violation(
        &err,
        "saved_searches_recruiter_name_key",
        "saved_searches.recruiter_id, saved_searches.name_key",
    ) {
        SaveError::NameTaken
    } else {
        SaveError::Db(err)
    }
}

pub async fn list(db: &Db, recruiter: &RecruiterId) -> Result<Vec<SavedSearchRow>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM saved_searches WHERE recruiter_id = $1 ORDER BY created_at DESC, id DESC");
    with_db!(db, pool => sqlx::query_as::<_, SavedSearchRow>(&sql).bind(recruiter).fetch_all(pool).await)
}

pub async fn find(db: &Db, recruiter: &RecruiterId, id: &SavedSearchId) -> Result<Option<SavedSearchRow>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM saved_searches WHERE id = $1 AND recruiter_id = $2");
    with_db!(db, pool => sqlx::query_as::<_, SavedSearchRow>(&sql).bind(id).bind(recruiter).fetch_optional(pool).await)
}

/// Stores a new saved search, unless the recruiter has `max` already. New matches count
/// from `now` on.
pub async fn create(
    db: &Db,
    recruiter: &RecruiterId,
    name: &SearchName,
    criteria: &Criteria,
    alerts: bool,
    max: i64,
    now: i64,
) -> Result<SavedSearchId, SaveError> {
    let id = SavedSearchId::new_v7();
    // One statement, so the cap holds without a transaction on either database.
    let inserted = with_db!(db, pool => sqlx::query(
        "INSERT INTO saved_searches (id, recruiter_id, name, name_key, keyword, job_type, city, state, country, \
           flexible, alerts, new_count, unemailed, opened_at, claimed_at, checked_at, created_at, filters) \
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 0, 0, $12, $12, $12, $12, $14 \
         WHERE (SELECT COUNT(*) FROM saved_searches WHERE recruiter_id = $2) < $13",
    )
    .bind(&id)
    .bind(recruiter)
    .bind(&name.shown)
    .bind(&name.key)
    .bind(&criteria.keyword)
    .bind(criteria.job_type)
    .bind(&criteria.city)
    .bind(&criteria.state)
    .bind(&criteria.country)
    .bind(criteria.flexible)
    .bind(alerts)
    .bind(now)
    .bind(max)
    .bind(criteria.filters_json())
    .execute(pool)
    .await
    .map(|r| r.rows_affected()))
    .map_err(name_taken)?;
    if inserted == 0 {
        return Err(SaveError::Full);
    }
    Ok(id)
}

/// Renames and/or turns alerts on or off; returns whether the search was the recruiter's.
/// Turning alerts off forgets what the next e-mail would have said.
pub async fn update(
    db: &Db,
    recruiter: &RecruiterId,
    id: &SavedSearchId,
    name: Option<&SearchName>,
    alerts: Option<bool>,
) -> Result<bool, SaveError> {
    let updated = with_db!(db, pool => sqlx::query(
        "UPDATE saved_searches SET name = COALESCE($3, name), name_key = COALESCE($4, name_key), \
           alerts = COALESCE($5, alerts), unemailed = CASE WHEN $5 = FALSE THEN 0 ELSE unemailed END \
         WHERE id = $1 AND recruiter_id = $2",
    )
    .bind(id)
    .bind(recruiter)
    .bind(name.map(|n| n.shown.as_str()))
    .bind(name.map(|n| n.key.as_str()))
    .bind(alerts)
    .execute(pool)
    .await
    .map(|r| r.rows_affected()))
    .map_err(name_taken)?;
    Ok(updated > 0)
}

/// Deletes the search (its remembered matches go with it, by the foreign key).
pub async fn delete(db: &Db, recruiter: &RecruiterId, id: &SavedSearchId) -> Result<bool, sqlx::Error> {
    with_db!(db, pool => sqlx::query("DELETE FROM saved_searches WHERE id = $1 AND recruiter_id = $2")
        .bind(id)
        .bind(recruiter)
        .execute(pool)
        .await
        .map(|r| r.rows_affected() > 0))
}

/// The recruiter opens the search: its new matches are seen, and profiles count as new
/// from `now` on.
pub async fn open(
    db: &Db,
    recruiter: &RecruiterId,
    id: &SavedSearchId,
    now: i64,
) -> Result<Option<SavedSearchRow>, sqlx::Error> {
    let kind = db.kind();
    let sql = format!(
        "UPDATE saved_searches SET opened_at = $3, new_count = 0, unemailed = 0 \
         WHERE id = $1 AND recruiter_id = $2 RETURNING {COLUMNS}"
    );
    with_db!(db, pool => {
        let mut tx = pool.begin_with(begin_write_statement(&kind)).await?;
        let row = sqlx::query_as::<_, SavedSearchRow>(&sql)
            .bind(id)
            .bind(recruiter)
            .bind(now)
            .fetch_optional(&mut *tx)
            .await?;
        if row.is_some() {
            sqlx::query("DELETE FROM saved_search_matches WHERE saved_search_id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(row)
    })
}

/// Takes up to `limit` saved searches last claimed at or before `due`, marking them
/// claimed at `now` in the same statement: another instance running the same claim
/// finds them taken (PostgreSQL re-checks the outer condition on a row another
/// statement just updated). A check that dies half-way is retried a check interval on.
/// A suspended recruiter's searches wait, unclaimed, until the suspension is lifted.
pub async fn claim_due(db: &Db, now: i64, due: i64, limit: i64) -> Result<Vec<SavedSearchRow>, sqlx::Error> {
    let sql = format!(
        "UPDATE saved_searches SET claimed_at = $1 \
         WHERE claimed_at <= $2 AND id IN (SELECT id FROM saved_searches WHERE claimed_at <= $2 \
           AND recruiter_id NOT IN (SELECT id FROM users WHERE suspended_at IS NOT NULL) \
           ORDER BY claimed_at, id LIMIT $3) \
         RETURNING {COLUMNS}"
    );
    with_db!(db, pool => sqlx::query_as::<_, SavedSearchRow>(&sql)
        .bind(now)
        .bind(due)
        .bind(limit)
        .fetch_all(pool)
        .await)
}

/// Remembers `profiles` as matches of the search; returns how many it had not seen
/// before (each is alerted once). A search deleted or a profile gone meanwhile is
/// skipped.
pub async fn record_matches(db: &Db, id: &SavedSearchId, profiles: &[SeekerId], now: i64) -> Result<i64, sqlx::Error> {
    if profiles.is_empty() {
        return Ok(0);
    }
    let kind = db.kind();
    with_db!(db, pool => {
        let mut tx = pool.begin_with(begin_write_statement(&kind)).await?;
        let mut added = 0;
        for profile in profiles {
            added += sqlx::query(
                "INSERT INTO saved_search_matches (saved_search_id, profile_id, found_at) \
                 SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM saved_searches WHERE id = $1) \
                   AND EXISTS (SELECT 1 FROM profiles WHERE id = $2) \
                 ON CONFLICT (saved_search_id, profile_id) DO NOTHING",
            )
            .bind(id)
            .bind(profile)
            .bind(now)
            .execute(&mut *tx)
            .await?
            .rows_affected() as i64;
        }
        tx.commit().await?;
        Ok(added)
    })
}

/// Stores the count of a check claimed at `checked_at`, and adds `to_email` to the next
/// e-mail's news, unless the recruiter opened the search since the check began (its
/// count starts again).
pub async fn record_count(
    db: &Db,
    id: &SavedSearchId,
    opened_at: i64,
    checked_at: i64,
    new_count: i64,
    to_email: i64,
) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "UPDATE saved_searches SET new_count = $4, unemailed = unemailed + $5, checked_at = $3 \
         WHERE id = $1 AND opened_at = $2",
    )
    .bind(id)
    .bind(opened_at)
    .bind(checked_at)
    .bind(new_count)
    .bind(to_email)
    .execute(pool)
    .await
    .map(|_| ()))
}

/// Takes the saved searches with e-mail news of every recruiter who has had no alert
/// e-mail since `due`, marking them e-mailed at `now` in the same statement (so two
/// instances never send the same e-mail).
pub async fn claim_emails(db: &Db, now: i64, due: i64) -> Result<Vec<SavedSearchRow>, sqlx::Error> {
    let sql = format!(
        "UPDATE saved_searches SET emailed_at = $1 \
         WHERE alerts = TRUE AND unemailed > 0 AND (emailed_at IS NULL OR emailed_at <= $2) \
           AND recruiter_id IN (SELECT recruiter_id FROM saved_searches GROUP BY recruiter_id \
             HAVING COALESCE(MAX(emailed_at), 0) <= $2) \
         RETURNING {COLUMNS}"
    );
    with_db!(db, pool => sqlx::query_as::<_, SavedSearchRow>(&sql).bind(now).bind(due).fetch_all(pool).await)
}

/// The e-mail told about `told` of the search's news.
pub async fn mark_emailed(db: &Db, id: &SavedSearchId, told: i64) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "UPDATE saved_searches SET unemailed = CASE WHEN unemailed > $2 THEN unemailed - $2 ELSE 0 END WHERE id = $1",
    )
    .bind(id)
    .bind(told)
    .execute(pool)
    .await
    .map(|_| ()))
}
