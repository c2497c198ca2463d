//! The reveal requests a job seeker received, as they see them: each with its company,
//! whether that company is verified, and its recruiter's record.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use super::{
    model::ShownStatus,
    record::{self, RecruiterRecord},
    store::lists,
    view::TermsView,
};
use crate::{
    auth::extract::JobSeeker,
    error::ApiResult,
    http::json::ApiJson,
    ids::{RecruiterId, RevealRequestId},
    recruiters,
    state::AppState,
};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanySummary {
    /// `null` when the recruiter's company profile is gone.
    pub name: Option<String>,
    pub website: Option<String>,
    pub logo_url: Option<String>,
    pub location: Option<String>,
    pub recruiter_role: Option<String>,
    /// "Verified company domain": the recruiter signed in with an issuer-verified e-mail
    /// at the website's domain; otherwise "Company not verified".
    pub verified: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecruiterSummary {
    pub first_name: String,
    pub last_name: String,
    pub linkedin_url: Option<String>,
    pub avatar_url: Option<String>,
}

/// A request as the job seeker who received it sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReceivedRequest {
    #[schema(value_type = String)]
    pub id: RevealRequestId,
    pub message: String,
    #[serde(flatten)]
    pub terms: TermsView,
    pub company: CompanySummary,
    pub recruiter: RecruiterSummary,
    /// What the recruiter sent lately, and how much of it was approved.
    pub recruiter_record: RecruiterRecord,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RequestStats {
    pub total: i64,
    pub pending: i64,
    pub approved: i64,
    pub declined: i64,
    pub expired: i64,
    /// Ended because the recruiter was suspended.
    pub withdrawn: i64,
}

impl RequestStats {
    fn of(requests: &[ReceivedRequest]) -> Self {
        let count = |s: ShownStatus| requests.iter().filter(|r| r.terms.status == s).count() as i64;
        Self {
            total: requests.len() as i64,
            pending: count(ShownStatus::Pending),
            approved: count(ShownStatus::Approved),
            declined: count(ShownStatus::Declined),
            expired: count(ShownStatus::Expired),
            withdrawn: count(ShownStatus::Withdrawn),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ReceivedRequests {
    pub requests: Vec<ReceivedRequest>,
    pub stats: RequestStats,
}

/// The requests as the job seeker sees them, each with its company's verification and
/// its recruiter's record (one query each for the whole list).
pub(super) async fn received_with_facts(
    state: &AppState,
    rows: Vec<lists::ReceivedRow>,
) -> ApiResult<Vec<ReceivedRequest>> {
    let recruiters: Vec<RecruiterId> = rows.iter().map(|r| r.employer_id.clone()).collect();
    let verified = recruiters::verification::verified_among(&state.db, &recruiters).await?;
    let now = state.clock.now_millis();
    let records = record::records_of(&state.db, &recruiters, now).await?;
    let replies = record::usual_replies(&state.db, &recruiters, now).await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let is_verified = verified.get(&r.employer_id).copied().unwrap_or(false);
            let usual_reply = replies.get(&r.employer_id).copied();
            let record = RecruiterRecord { usual_reply, ..records.get(&r.employer_id).copied().unwrap_or_default() };
            received_request(state, r, is_verified, record)
        })
        .collect())
}

fn received_request(
    state: &AppState,
    r: lists::ReceivedRow,
    verified: bool,
    recruiter_record: RecruiterRecord,
) -> ReceivedRequest {
    let now = state.clock.now_millis();
    ReceivedRequest {
        terms: TermsView::at(&r.terms, now),
        recruiter_record,
        company: CompanySummary {
            logo_url: state.storage.browser_url(r.logo_url.as_deref(), now),
            name: r.company_name,
            website: r.website,
            location: r.company_location,
            recruiter_role: r.recruiter_role.clone(),
            verified,
        },
        recruiter: RecruiterSummary {
            first_name: r.first_name.unwrap_or_default(),
            last_name: r.last_name.unwrap_or_default(),
            linkedin_url: r.linkedin_url,
            avatar_url: state.storage.photo_url_for_others(r.avatar_url.as_deref(), now),
        },
        id: r.id,
        message: r.message,
    }
}

/// The requests the signed-in job seeker received, newest first, with counts.
#[utoipa::path(get, path = "/api/reveal-requests/received", tag = "reveal",
    responses((status = 200, body = ReceivedRequests)))]
pub(super) async fn received_requests(
    State(state): State<AppState>,
    JobSeeker(user): JobSeeker,
) -> ApiResult<ApiJson<ReceivedRequests>> {
    let seeker = user.seeker_id();
    let rows = lists::received(&state.db, &seeker, false).await?;
    let requests = received_with_facts(&state, rows).await?;
    Ok(ApiJson(ReceivedRequests { stats: RequestStats::of(&requests), requests }))
}
