//! SQL of requests read as lists: a job seeker's received requests, a recruiter's sent
//! ones, and the ended requests the sweep announces.

use sqlx::FromRow;

use super::{Terms, ended_sql, terms};
use crate::reveal::model::RequestStatus;
use crate::{
    db::Db,
    ids::{PublicProfileId, RecruiterId, RevealRequestId, SeekerId},
    privacy::{
        lifetime::Lifetime,
        shield::{store as shield, viewer::Viewer},
    },
    seekers::precision::{LocationPrecision, Place},
    with_db,
};

/// A request to a job seeker with the recruiter's company and identity (recruiters are
/// not anonymous: the job seeker decides knowing who asks).
#[derive(Debug, Clone, FromRow)]
pub struct ReceivedRow {
    pub id: RevealRequestId,
    /// For the company's verification and the recruiter's record; never sent.
    pub employer_id: RecruiterId,
    pub message: String,
    #[sqlx(flatten)]
    pub terms: Terms,
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

/// A request `r` whose recruiter the job seeker has not blocked (a blocked recruiter's
/// requests leave the job seeker's list while the block lasts).
pub const NOT_BLOCKED: &str = "NOT EXISTS (SELECT 1 FROM recruiter_blocks b \
     WHERE b.seeker_id = r.profile_id AND b.recruiter_id = r.employer_id)";

/// The requests `profile_id` received, newest first; `with_blocked`: also those of the
/// recruiters they blocked (their data export holds everything).
pub async fn received(db: &Db, profile_id: &SeekerId, with_blocked: bool) -> Result<Vec<ReceivedRow>, sqlx::Error> {
    let sql = format!(
        "SELECT r.id, r.employer_id, r.message, r.created_at, {}, \
                e.company_name, e.website, e.logo_url, e.location AS company_location, e.recruiter_role, \
                u.first_name, u.last_name, u.linkedin_url, u.avatar_url \
         FROM reveal_requests r \
         LEFT JOIN employers e ON e.id = r.employer_id \
         LEFT JOIN user_profiles u ON u.id = r.employer_id \
         WHERE r.profile_id = $1 AND {} ORDER BY r.created_at DESC, r.id DESC",
        terms("r."),
        if with_blocked { "TRUE" } else { NOT_BLOCKED }
    );
    with_db!(db, pool => sqlx::query_as::<_, ReceivedRow>(&sql).bind(profile_id).fetch_all(pool).await)
}

/// A recruiter's requests with the candidate's anonymous summary; identity is added by
/// the caller through the privacy check.
#[derive(Debug, Clone, FromRow)]
pub struct SentRow {
    pub id: RevealRequestId,
    /// For the privacy check; never sent to the recruiter.
    pub profile_id: SeekerId,
    pub public_id: PublicProfileId,
    pub message: String,
    #[sqlx(flatten)]
    pub terms: Terms,
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

/// Requests to profiles that hide from `viewer` (the recruiter) are left out.
pub async fn sent(
    db: &Db,
    employer_id: &RecruiterId,
    viewer: &Viewer,
    limit: i64,
) -> Result<Vec<SentRow>, sqlx::Error> {
    let visible = shield::visible_to(viewer, "r.profile_id", 3);
    let sql = format!(
        "SELECT r.id, r.profile_id, p.public_id, r.message, r.created_at, {}, \
                p.codename, p.headline, p.location, p.city, p.state, p.country, p.location_precision, p.job_type \
         FROM reveal_requests r JOIN profiles p ON p.id = r.profile_id \
         WHERE r.employer_id = $1 AND {} ORDER BY r.created_at DESC, r.id DESC LIMIT $2",
        terms("r."),
        visible.sql
    );
    with_db!(db, pool => {
        let mut query = sqlx::query_as::<_, SentRow>(&sql).bind(employer_id).bind(limit);
        for param in &visible.params {
            query = query.bind(param);
        }
        query.fetch_all(pool).await
    })
}

/// A request that ended and was not announced yet.
#[derive(Debug, Clone, FromRow)]
pub struct EndedRow {
    pub id: RevealRequestId,
    pub profile_id: SeekerId,
    pub employer_id: RecruiterId,
    pub status: RequestStatus,
    pub created_at: i64,
    pub answer_by: i64,
    pub visible_until: Option<i64>,
}

impl EndedRow {
    /// When it ended (the sweep may run later).
    pub fn ended_at(&self, now: i64) -> i64 {
        let lifetime = Lifetime {
            status: self.status,
            answer_by: self.answer_by,
            visible_until: self.visible_until,
            withdrawn_at: None,
        };
        lifetime.ends_at().unwrap_or(now)
    }
}

/// Marks every request that has ended by `now` and was not announced as announced, and
/// returns them. One statement: on PostgreSQL two instances sweeping at once each get
/// different rows, so both sides are told once.
pub async fn take_unannounced_ended(db: &Db, now: i64) -> Result<Vec<EndedRow>, sqlx::Error> {
    let sql = format!(
        "UPDATE reveal_requests SET ended_notified_at = $1 WHERE ended_notified_at IS NULL AND {} \
         RETURNING id, profile_id, employer_id, status, created_at, answer_by, visible_until",
        ended_sql("$2", "$3", "$1")
    );
    with_db!(db, pool => sqlx::query_as::<_, EndedRow>(&sql)
        .bind(now)
        .bind(RequestStatus::Approved)
        .bind(RequestStatus::Pending)
        .fetch_all(pool)
        .await)
}

/// How many requests to `profile_id` wait for an answer at `now` (pending, not expired),
/// from recruiters not blocked.
pub async fn count_open_received(db: &Db, profile_id: &SeekerId, now: i64) -> Result<i64, sqlx::Error> {
    with_db!(db, pool => sqlx::query_scalar::<_, i64>(
        &format!(
            "SELECT COUNT(*) FROM reveal_requests r WHERE r.profile_id = $1 AND r.status = $2 AND r.answer_by > $3 \
             AND {NOT_BLOCKED}"
        ),
    )
    .bind(profile_id)
    .bind(RequestStatus::Pending)
    .bind(now)
    .fetch_one(pool)
    .await)
}
