//! SQL of reveal requests.

use sqlx::FromRow;

use super::model::RequestStatus;
use crate::{
    db::Db,
    ids::{PublicProfileId, RecruiterId, RevealRequestId, SeekerId},
    seekers::precision::{LocationPrecision, Place},
    with_db,
};

/// A request as its recruiter sees it next to a candidate.
#[derive(Debug, Clone, FromRow)]
pub struct RequestBrief {
    pub id: RevealRequestId,
    pub profile_id: SeekerId,
    pub status: RequestStatus,
    pub created_at: i64,
    pub approved_at: Option<i64>,
}

/// The recruiter's requests to any of `profile_ids`.
pub async fn briefs_for_employer(
    db: &Db,
    employer_id: &RecruiterId,
    profile_ids: &[SeekerId],
) -> Result<Vec<RequestBrief>, sqlx::Error> {
    if profile_ids.is_empty() {
        return Ok(Vec::new());
    }
    let placeholders: Vec<String> = (2..=profile_ids.len() + 1).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT id, profile_id, status, created_at, approved_at FROM reveal_requests \
         WHERE employer_id = $1 AND profile_id IN ({})",
        placeholders.join(", ")
    );
    with_db!(db, pool => {
        let mut query = sqlx::query_as::<_, RequestBrief>(&sql).bind(employer_id);
        for id in profile_ids {
            query = query.bind(id);
        }
        query.fetch_all(pool).await
    })
}

#[derive(Debug, Clone, FromRow)]
pub struct RequestRow {
    pub id: RevealRequestId,
    pub profile_id: SeekerId,
    pub employer_id: RecruiterId,
    pub status: RequestStatus,
    pub message: String,
    pub created_at: i64,
    pub approved_at: Option<i64>,
}

const REQUEST_COLUMNS: &str = "id, profile_id, employer_id, status, message, created_at, approved_at";

/// Inserts a pending request; `Ok(None)` when this recruiter already asked this
/// candidate (the unique index decides, so a double click or a race makes one row).
pub async fn insert(
    db: &Db,
    id: &RevealRequestId,
    profile_id: &SeekerId,
    employer_id: &RecruiterId,
    message: &str,
    now: i64,
) -> Result<Option<RequestRow>, sqlx::Error> {
    let sql = format!(
        "INSERT INTO reveal_requests (id, profile_id, employer_id, status, message, created_at, updated_at) \
         VALUES ($1, $2, $3, $6, $4, $5, $5) ON CONFLICT (profile_id, employer_id) DO NOTHING \
         RETURNING {REQUEST_COLUMNS}"
    );
    with_db!(db, pool => sqlx::query_as::<_, RequestRow>(&sql)
        .bind(id)
        .bind(profile_id)
        .bind(employer_id)
        .bind(message)
        .bind(now)
        .bind(RequestStatus::Pending)
        .fetch_optional(pool)
        .await)
}

pub async fn find(db: &Db, id: &RevealRequestId) -> Result<Option<RequestRow>, sqlx::Error> {
    let sql = format!("SELECT {REQUEST_COLUMNS} FROM reveal_requests WHERE id = $1");
    with_db!(db, pool => sqlx::query_as::<_, RequestRow>(&sql).bind(id).fetch_optional(pool).await)
}

pub async fn find_between(
    db: &Db,
    profile_id: &SeekerId,
    employer_id: &RecruiterId,
) -> Result<Option<RequestRow>, sqlx::Error> {
    let sql = format!("SELECT {REQUEST_COLUMNS} FROM reveal_requests WHERE profile_id = $1 AND employer_id = $2");
    with_db!(db, pool => sqlx::query_as::<_, RequestRow>(&sql).bind(profile_id).bind(employer_id).fetch_optional(pool).await)
}

/// Writes an answer, but only if the request still belongs to `profile_id` (the owner
/// check is repeated in the statement itself).
pub async fn set_status(
    db: &Db,
    id: &RevealRequestId,
    profile_id: &SeekerId,
    status: RequestStatus,
    approved_at: Option<i64>,
    now: i64,
) -> Result<Option<RequestRow>, sqlx::Error> {
    let sql = format!(
        "UPDATE reveal_requests SET status = $3, approved_at = $4, updated_at = $5 \
         WHERE id = $1 AND profile_id = $2 RETURNING {REQUEST_COLUMNS}"
    );
    with_db!(db, pool => sqlx::query_as::<_, RequestRow>(&sql)
        .bind(id)
        .bind(profile_id)
        .bind(status)
        .bind(approved_at)
        .bind(now)
        .fetch_optional(pool)
        .await)
}

/// A request to a job seeker with the recruiter's company and identity (recruiters are
/// not anonymous: the job seeker decides knowing who asks).
#[derive(Debug, Clone, FromRow)]
pub struct ReceivedRow {
    pub id: RevealRequestId,
    pub status: RequestStatus,
    pub message: String,
    pub created_at: i64,
    pub approved_at: Option<i64>,
    pub company_name: Option<String>,
    pub website: Option<String>,
    pub logo_url: Option<String>,
    pub company_location: Option<String>,
    pub recruiter_role: Option<String>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub linkedin_url: Option<String>,
    pub avatar_url: Option<String>,
}

pub async fn received(db: &Db, profile_id: &SeekerId) -> Result<Vec<ReceivedRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, ReceivedRow>(
        "SELECT r.id, r.status, r.message, r.created_at, r.approved_at, \
                e.company_name, e.website, e.logo_url, e.location AS company_location, e.recruiter_role, \
                u.first_name, u.last_name, u.linkedin_url, u.avatar_url \
         FROM reveal_requests r \
         LEFT JOIN employers e ON e.id = r.employer_id \
         LEFT JOIN user_profiles u ON u.id = r.employer_id \
         WHERE r.profile_id = $1 ORDER BY r.created_at DESC, r.id DESC",
    )
    .bind(profile_id)
    .fetch_all(pool)
    .await)
}

/// A recruiter's requests with the candidate's anonymous summary; identity is added by
/// the caller through the privacy check.
#[derive(Debug, Clone, FromRow)]
pub struct SentRow {
    pub id: RevealRequestId,
    /// For the privacy check; never sent to the recruiter.
    pub profile_id: SeekerId,
    pub public_id: PublicProfileId,
    pub status: RequestStatus,
    pub message: String,
    pub created_at: i64,
    pub approved_at: Option<i64>,
    pub codename: String,
    pub headline: String,
    pub location: String,
    pub city: String,
    pub state: String,
    pub country: String,
    pub location_precision: LocationPrecision,
    pub job_type: String,
}

impl SentRow {
    /// The candidate's location at the precision they chose (never more).
    pub fn shown_location(&self) -> String {
        let place = Place {
            location: self.location.clone(),
            city: self.city.clone(),
            state: self.state.clone(),
            country: self.country.clone(),
        };
        place.shown(self.location_precision).location
    }
}

pub async fn sent(db: &Db, employer_id: &RecruiterId, limit: i64) -> Result<Vec<SentRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, SentRow>(
        "SELECT r.id, r.profile_id, p.public_id, r.status, r.message, r.created_at, r.approved_at, \
                p.codename, p.headline, p.location, p.city, p.state, p.country, p.location_precision, p.job_type \
         FROM reveal_requests r JOIN profiles p ON p.id = r.profile_id \
         WHERE r.employer_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2",
    )
    .bind(employer_id)
    .bind(limit)
    .fetch_all(pool)
    .await)
}

/// (total, pending, approved, declined) of the requests a job seeker received.
pub async fn counts(db: &Db, profile_id: &SeekerId) -> Result<(i64, i64, i64, i64), sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, (i64, i64, i64, i64)>(
        "SELECT COUNT(*), \
                COALESCE(SUM(CASE WHEN status = $2 THEN 1 ELSE 0 END), 0), \
                COALESCE(SUM(CASE WHEN status = $3 THEN 1 ELSE 0 END), 0), \
                COALESCE(SUM(CASE WHEN status = $4 THEN 1 ELSE 0 END), 0) \
         FROM reveal_requests WHERE profile_id = $1",
    )
    .bind(profile_id)
    .bind(RequestStatus::Pending)
    .bind(RequestStatus::Approved)
    .bind(RequestStatus::Declined)
    .fetch_one(pool)
    .await)
}
