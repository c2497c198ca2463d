//! SQL of the privacy activity log. Every read is keyed by the job seeker asking, inside
//! the query; company name and recruiter role are copied from the company profile when
//! an event is written, so the log says who it was then.

use sqlx::FromRow;
use uuid::Uuid;

use super::{
    model::{ActivityKind, WeeklyCounts},
    pending::DailyEvent,
};
use crate::{
    db::{Db, begin_write_statement},
    ids::{RecruiterId, SeekerId},
    with_db,
};

/// Inserts an event with the company's name and the recruiter's role as they are now,
/// unless either account is gone. A row for a day already logged adds its count
/// (`ON_DAY_TAKEN`); rows without a day never meet the unique key.
fn insert_sql(on_day_taken: &str) -> String {
    format!(
        "INSERT INTO activity_events \
             (id, seeker_id, kind, employer_id, company_name, recruiter_role, occurred_at, occurrences, once_per_day) \
         SELECT CAST($1 AS TEXT), CAST($2 AS TEXT), CAST($3 AS TEXT), CAST($4 AS TEXT), \
                (SELECT company_name FROM employers WHERE id = $4), \
                (SELECT recruiter_role FROM employers WHERE id = $4), \
                CAST($5 AS BIGINT), CAST($6 AS BIGINT), CAST($7 AS BIGINT) \
         WHERE EXISTS (SELECT 1 FROM users WHERE id = $2) AND EXISTS (SELECT 1 FROM users WHERE id = $4) \
         ON CONFLICT (seeker_id, kind, employer_id, once_per_day) {on_day_taken}"
    )
}

/// Appearances add up, and the row shows the latest.
const ADD_TO_DAY: &str = "DO UPDATE SET occurrences = activity_events.occurrences + excluded.occurrences, \
     occurred_at = CASE WHEN excluded.occurred_at > activity_events.occurred_at \
                        THEN excluded.occurred_at ELSE activity_events.occurred_at END";
/// Identity served keeps the first time of the day.
const KEEP_FIRST: &str = "DO NOTHING";

/// Writes one event now (views, requests and answers: rare, and read soon after).
pub async fn insert(
    db: &Db,
    seeker: &SeekerId,
    company: &RecruiterId,
    kind: ActivityKind,
    at: i64,
) -> Result<(), sqlx::Error> {
    let sql = insert_sql(KEEP_FIRST);
    with_db!(db, pool => sqlx::query(&sql)
        .bind(Uuid::now_v7().to_string())
        .bind(seeker)
        .bind(kind.as_str())
        .bind(company)
        .bind(at)
        .bind(1_i64)
        .bind(None::<i64>)
        .execute(pool)
        .await
        .map(|_| ()))
}

/// Writes a batch of daily rows in one write transaction.
pub async fn insert_daily(db: &Db, events: &[DailyEvent]) -> Result<(), sqlx::Error> {
    if events.is_empty() {
        return Ok(());
    }
    let (add, keep) = (insert_sql(ADD_TO_DAY), insert_sql(KEEP_FIRST));
    let kind = db.kind();
    with_db!(db, pool => {
        let mut tx = pool.begin_with(begin_write_statement(&kind)).await?;
        for e in events {
            let sql = if e.kind == ActivityKind::AppearedInSearch { &add } else { &keep };
            sqlx::query(sql)
                .bind(Uuid::now_v7().to_string())
                .bind(&e.seeker)
                .bind(e.kind.as_str())
                .bind(&e.company)
                .bind(e.at)
                .bind(e.count)
                .bind(Some(e.day))
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await
    })
}

/// Which events to read: all kinds and companies unless narrowed.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub kind: Option<ActivityKind>,
    pub company: Option<String>,
}

#[derive(Debug, Clone, FromRow)]
pub struct EventRow {
    pub id: String,
    pub kind: ActivityKind,
    pub company_name: Option<String>,
    pub recruiter_role: Option<String>,
    pub occurred_at: i64,
    pub occurrences: i64,
}

/// The job seeker's events since `since`, newest first, `limit` from `offset`.
pub async fn list(
    db: &Db,
    seeker: &SeekerId,
    since: i64,
    filter: &Filter,
    limit: i64,
    offset: i64,
) -> Result<Vec<EventRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, EventRow>(
        "SELECT id, kind, company_name, recruiter_role, occurred_at, occurrences FROM activity_events \
         WHERE seeker_id = $1 AND occurred_at >= $2 AND ($3 = '' OR kind = $3) AND ($4 = '' OR company_name = $4) \
         ORDER BY occurred_at DESC, id DESC LIMIT $5 OFFSET $6",
    )
    .bind(seeker)
    .bind(since)
    .bind(filter.kind.map_or("", ActivityKind::as_str))
    .bind(filter.company.as_deref().unwrap_or_default())
    .bind(limit)
    .bind(offset)
    .fetch_all(pool)
    .await)
}

/// The companies named in the job seeker's log since `since`, by name.
pub async fn companies(db: &Db, seeker: &SeekerId, since: i64) -> Result<Vec<String>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_scalar::<_, String>(
        "SELECT DISTINCT company_name FROM activity_events \
         WHERE seeker_id = $1 AND occurred_at >= $2 AND company_name IS NOT NULL ORDER BY company_name",
    )
    .bind(seeker)
    .bind(since)
    .fetch_all(pool)
    .await)
}

/// The counts of the dashboard's sentence since `since`. A company is its name (two
/// recruiters of one company are one company), or the recruiter when it has none.
pub async fn weekly_counts(db: &Db, seeker: &SeekerId, since: i64) -> Result<WeeklyCounts, sqlx::Error> {
    let (searches, companies, profile_views, identity_recruiters): (i64, i64, i64, i64) = with_db!(db, pool => sqlx::query_as(
        "SELECT CAST(COALESCE(SUM(CASE WHEN kind = $3 THEN occurrences ELSE 0 END), 0) AS BIGINT), \
                COUNT(DISTINCT CASE WHEN kind = $3 THEN COALESCE(company_name, employer_id) END), \
                CAST(COALESCE(SUM(CASE WHEN kind = $4 THEN 1 ELSE 0 END), 0) AS BIGINT), \
                COUNT(DISTINCT CASE WHEN kind = $5 THEN employer_id END) \
         FROM activity_events WHERE seeker_id = $1 AND occurred_at >= $2",
    )
    .bind(seeker)
    .bind(since)
    .bind(ActivityKind::AppearedInSearch.as_str())
    .bind(ActivityKind::ProfileViewed.as_str())
    .bind(ActivityKind::IdentityServed.as_str())
    .fetch_one(pool)
    .await)?;
    Ok(WeeklyCounts { searches, companies, profile_views, identity_recruiters })
}

/// Deletes what is older than `cutoff` (the 12 months kept). Returns how many rows.
pub async fn purge_before(db: &Db, cutoff: i64) -> Result<u64, sqlx::Error> {
    with_db!(db, pool => sqlx::query("DELETE FROM activity_events WHERE occurred_at < $1")
        .bind(cutoff)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))
}
