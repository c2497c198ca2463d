//! Reveal requests: a recruiter asks, the job seeker answers, and identity crosses only
//! with consent. Every rule is checked here, on the server.

use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::{self, RequestStatus, RevealMessage},
    store::{self, RequestRow},
};
use crate::{
    activity::model::ActivityKind,
    auth::extract::{CurrentUser, JobSeeker, Recruiter},
    db::clock::to_rfc3339,
    error::{ApiError, ApiResult, ErrorBody},
    http::{json::ApiJson, rate_limit::abuse_limit},
    ids::{PublicProfileId, RevealRequestId},
    notifications::publish::notify,
    realtime::Event,
    recruiters,
    seekers::{self, view::Identity},
    state::AppState,
};

pub fn router(state: &AppState) -> OpenApiRouter<AppState> {
    let sending = OpenApiRouter::new().routes(routes!(send_request)).layer(abuse_limit(&state.settings));
    OpenApiRouter::new()
        .routes(routes!(received_requests))
        .routes(routes!(sent_requests))
        .routes(routes!(answer_request))
        .merge(sending)
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SendRequest {
    pub profile_id: PublicProfileId,
    #[schema(pattern = r"[^\s\u0085]", max_length = 500)]
    pub message: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CandidateSummary {
    pub codename: String,
    pub headline: String,
    pub location: String,
    pub job_type: String,
}

/// A request as the recruiter who sent it sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SentRequest {
    #[schema(value_type = String)]
    pub id: RevealRequestId,
    pub profile_id: PublicProfileId,
    pub status: RequestStatus,
    pub message: String,
    pub created_at: String,
    pub approved_at: Option<String>,
    pub candidate: CandidateSummary,
    /// Only while the request is approved.
    pub revealed: Option<Identity>,
}

fn existing_request_error(status: RequestStatus) -> ApiError {
    let code = match status {
        RequestStatus::Approved => "request_already_approved",
        RequestStatus::Declined => "request_already_declined",
        RequestStatus::Pending => "request_already_pending",
    };
    ApiError::Conflict { code, message: format!("Your request status is: {}", status.as_str()) }
}

/// Tells both sides; the event names the profile by its public id only.
async fn publish_change(state: &AppState, row: &RequestRow, public_id: &PublicProfileId) {
    let event = Event {
        user_ids: vec![row.profile_id.account().clone(), row.employer_id.account().clone()],
        kind: "reveal_request".into(),
        data: json!({ "id": row.id, "profileId": public_id, "status": row.status }),
    };
    state.events.publish(event).await;
}

/// Sends a reveal request. Needs a company profile; never to yourself; one per
/// candidate and recruiter (a second try answers 409 with the existing status).
#[utoipa::path(post, path = "/api/reveal-requests", tag = "reveal", request_body = SendRequest,
    responses(
        (status = 201, body = SentRequest),
        (status = 403, description = "No company profile yet", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Already requested; the code tells the status", body = ErrorBody),
        (status = 422, body = ErrorBody)))]
async fn send_request(
    State(state): State<AppState>,
    Recruiter(user): Recruiter,
    ApiJson(body): ApiJson<SendRequest>,
) -> ApiResult<(StatusCode, ApiJson<SentRequest>)> {
    let recruiter = user.recruiter_id();
    let Some(employer) = recruiters::store::find(&state.db, &recruiter).await? else {
        return Err(ApiError::Forbidden(
            "Please complete your recruiter profile before sending reveal requests.".into(),
        ));
    };
    let message = RevealMessage::parse(&body.message)?;
    let profile = seekers::store::find_public(&state.db, &body.profile_id)
        .await?
        .filter(|p| !p.is_hidden() || p.id == user.id)
        .ok_or(ApiError::Missing { code: "candidate_not_found", message: "Profile Not Found".into() })?;
    if profile.id == user.id {
        return Err(ApiError::validation("invalid_action", "You cannot send a reveal request to yourself"));
    }
    if let Some(existing) = store::find_between(&state.db, &profile.id, &recruiter).await? {
        return Err(existing_request_error(existing.status));
    }
    let now = state.clock.now_millis();
    let id = RevealRequestId::new_v7();
    let Some(row) = store::insert(&state.db, &id, &profile.id, &recruiter, message.as_str(), now).await? else {
        // Lost a race with another click: the first request stands.
        let existing = store::find_between(&state.db, &profile.id, &recruiter).await?.ok_or(ApiError::NotFound)?;
        return Err(existing_request_error(existing.status));
    };
    notify(
        &state,
        profile.id.account(),
        "New Reveal Request",
        &format!("{} would like to see who you are.", employer.company_name),
        "/reveal-requests",
    )
    .await;
    publish_change(&state, &row, &profile.public_id).await;
    state.activity.record(&profile.id, &recruiter, ActivityKind::RevealRequested).await;
    tracing::info!(request_id = %row.id, "reveal request sent");
    let location = profile.shown_place().location;
    let sent = SentRequest {
        id: row.id,
        profile_id: profile.public_id,
        status: RequestStatus::Pending,
        message: row.message,
        created_at: to_rfc3339(row.created_at),
        approved_at: None,
        candidate: CandidateSummary {
            codename: profile.codename,
            headline: profile.headline,
            location,
            job_type: profile.job_type.as_str().to_owned(),
        },
        revealed: None,
    };
    Ok((StatusCode::CREATED, ApiJson(sent)))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanySummary {
    /// `null` when the recruiter's company profile is gone.
    pub name: Option<String>,
    pub website: Option<String>,
    pub logo_url: Option<String>,
    pub location: Option<String>,
    pub recruiter_role: Option<String>,
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
    pub status: RequestStatus,
    pub message: String,
    pub created_at: String,
    pub approved_at: Option<String>,
    pub company: CompanySummary,
    pub recruiter: RecruiterSummary,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RequestStats {
    pub total: i64,
    pub pending: i64,
    pub approved: i64,
    pub declined: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ReceivedRequests {
    pub requests: Vec<ReceivedRequest>,
    pub stats: RequestStats,
}

fn received_request(state: &AppState, r: store::ReceivedRow) -> ReceivedRequest {
    let now = state.clock.now_millis();
    ReceivedRequest {
        status: r.status,
        company: CompanySummary {
            logo_url: state.storage.browser_url(r.logo_url.as_deref(), now),
            name: r.company_name,
            website: r.website,
            location: r.company_location,
            recruiter_role: r.recruiter_role.clone(),
        },
        recruiter: RecruiterSummary {
            first_name: r.first_name.unwrap_or_default(),
            last_name: r.last_name.unwrap_or_default(),
            linkedin_url: r.linkedin_url,
            avatar_url: state.storage.browser_url(r.avatar_url.as_deref(), now),
        },
        id: r.id,
        message: r.message,
        created_at: to_rfc3339(r.created_at),
        approved_at: r.approved_at.map(to_rfc3339),
    }
}

/// The requests the signed-in job seeker received, newest first, with counts.
#[utoipa::path(get, path = "/api/reveal-requests/received", tag = "reveal",
    responses((status = 200, body = ReceivedRequests)))]
async fn received_requests(
    State(state): State<AppState>,
    JobSeeker(user): JobSeeker,
) -> ApiResult<ApiJson<ReceivedRequests>> {
    let seeker = user.seeker_id();
    let rows = store::received(&state.db, &seeker).await?;
    let (total, pending, approved, declined) = store::counts(&state.db, &seeker).await?;
    Ok(ApiJson(ReceivedRequests {
        requests: rows.into_iter().map(|r| received_request(&state, r)).collect(),
        stats: RequestStats { total, pending, approved, declined },
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SentQuery {
    /// How many, newest first (default 50, at most 100).
    pub limit: Option<i64>,
}

/// The requests the signed-in recruiter sent, newest first. A candidate's identity is
/// included only while that request is approved.
#[utoipa::path(get, path = "/api/reveal-requests/sent", tag = "reveal", params(SentQuery),
    responses((status = 200, body = Vec<SentRequest>)))]
async fn sent_requests(
    State(state): State<AppState>,
    Recruiter(user): Recruiter,
    Query(query): Query<SentQuery>,
) -> ApiResult<ApiJson<Vec<SentRequest>>> {
    let rows = store::sent(&state.db, &user.recruiter_id(), query.limit.unwrap_or(50).clamp(1, 100)).await?;
    let owners: Vec<_> = rows.iter().map(|r| r.profile_id.clone()).collect();
    let mut identities = seekers::view::identities_for(&state, &owners, &user.id).await?;
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        let revealed = identities.remove(&r.profile_id);
        let location = r.shown_location();
        out.push(SentRequest {
            status: r.status,
            created_at: to_rfc3339(r.created_at),
            approved_at: r.approved_at.map(to_rfc3339),
            candidate: CandidateSummary {
                codename: r.codename,
                headline: r.headline,
                location,
                job_type: r.job_type.as_str().to_owned(),
            },
            revealed,
            id: r.id,
            profile_id: r.public_id,
            message: r.message,
        });
    }
    Ok(ApiJson(out))
}

fn answer_schema() -> utoipa::openapi::Object {
    use utoipa::openapi::schema::{ObjectBuilder, Type};
    ObjectBuilder::new().schema_type(Type::String).enum_values(Some(["approved", "declined"])).build()
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AnswerRequest {
    /// `approved` or `declined` (nothing goes back to `pending`).
    #[schema(schema_with = answer_schema)]
    pub status: RequestStatus,
}

/// Approves or declines a request. Only the job seeker it was sent to may answer;
/// a decided request can be switched.
#[utoipa::path(patch, path = "/api/reveal-requests/{id}", tag = "reveal", request_body = AnswerRequest,
    params(("id" = String, Path, description = "Request id")),
    responses((status = 200, body = ReceivedRequest), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn answer_request(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<AnswerRequest>,
) -> ApiResult<ApiJson<ReceivedRequest>> {
    let not_found = || ApiError::Missing { code: "request_not_found", message: "Request not found".into() };
    // A malformed id is the same 404 as an unknown one.
    let id = RevealRequestId::parse(&id).ok_or_else(not_found)?;
    let row = store::find(&state.db, &id).await?.ok_or_else(not_found)?;
    if row.profile_id != user.id {
        return Err(ApiError::Forbidden("You do not have permission to update this request".into()));
    }
    let seeker = row.profile_id.clone();
    let current = row.status;
    let next = model::answer(current, body.status)?;
    let now = state.clock.now_millis();
    let approved_at = model::approved_at(next, row.approved_at, now);
    let updated = store::set_status(&state.db, &id, &seeker, next, approved_at, now).await?.ok_or_else(not_found)?;
    if next != current {
        let profile = seekers::store::find(&state.db, &seeker).await?.ok_or_else(not_found)?;
        let codename = &profile.codename;
        let (title, message) = match next {
            RequestStatus::Approved => (
                "Reveal Request Approved",
                format!("Candidate {codename} approved your request. You can now see who they are."),
            ),
            _ => ("Reveal Request Declined", format!("Candidate {codename} declined your request.")),
        };
        notify(&state, row.employer_id.account(), title, &message, &format!("/candidate/{}", profile.public_id)).await;
        publish_change(&state, &updated, &profile.public_id).await;
        state.activity.record_status(&seeker, &row.employer_id, next.as_str()).await;
        tracing::info!(request_id = %id, status = next.as_str(), "reveal request answered");
    }
    let received = store::received(&state.db, &seeker).await?.into_iter().find(|r| r.id == id).ok_or_else(not_found)?;
    Ok(ApiJson(received_request(&state, received)))
}
