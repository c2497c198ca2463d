//! A job seeker reports a recruiter over HTTP: by a request they received, a message in
//! one of their conversations, or a view of their profile (so no account id ever reaches
//! the job seeker). Reporting blocks the recruiter too, unless `block` is false.

use axum::{extract::State, http::StatusCode};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::{ReportReason, ReportSubject, report_note},
    store::{self, NewReport},
};
use crate::{
    auth::extract::JobSeeker,
    blocks,
    error::{ApiError, ApiResult, ErrorBody},
    http::json::ApiJson,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(report_recruiter))
}

/// A report. Name exactly one of `requestId`, `messageId` or `viewId`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewReportBody {
    #[schema(max_length = 100)]
    pub request_id: Option<String>,
    #[schema(max_length = 100)]
    pub message_id: Option<String>,
    #[schema(max_length = 100)]
    pub view_id: Option<String>,
    pub reason: ReportReason,
    /// Up to 1,000 characters.
    #[schema(max_length = 1000)]
    pub note: Option<String>,
    /// Also block the recruiter (the default).
    #[serde(default = "yes")]
    pub block: bool,
}

fn yes() -> bool {
    true
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportFiled {
    /// Whether the recruiter is now blocked.
    pub blocked: bool,
}

fn not_found() -> ApiError {
    ApiError::Missing { code: "recruiter_not_found", message: "Recruiter not found".into() }
}

/// Reports the recruiter of a request, a message or a view to the admin. Neither the
/// admin nor the recruiter is told who reported; the recruiter sees nothing change but
/// what a block changes. Reporting the same thing twice keeps the first report.
#[utoipa::path(post, path = "/api/reports", tag = "seekers", request_body = NewReportBody,
    responses(
        (status = 201, body = ReportFiled),
        (status = 404, description = "No such request, message or view of yours", body = ErrorBody),
        (status = 422, body = ErrorBody)))]
async fn report_recruiter(
    State(state): State<AppState>,
    user: JobSeeker,
    ApiJson(body): ApiJson<NewReportBody>,
) -> ApiResult<(StatusCode, ApiJson<ReportFiled>)> {
    let note = report_note(body.note.as_deref())?;
    let seeker = user.0.seeker_id();
    let (subject, subject_id) = match (&body.request_id, &body.message_id, &body.view_id) {
        (Some(id), None, None) => (ReportSubject::Request, id),
        (None, Some(id), None) => (ReportSubject::Message, id),
        (None, None, Some(id)) => (ReportSubject::Recruiter, id),
        _ => return Err(ApiError::validation("subject_required", "Name one request, message or view to report")),
    };
    // Only ids Veil makes: a made-up one (or one the database could not take) names nobody.
    let found = match subject {
        _ if uuid::Uuid::parse_str(subject_id).is_err() => None,
        ReportSubject::Request => store::request_to(&state.db, &seeker, subject_id).await?,
        ReportSubject::Message => store::message_to(&state.db, &seeker, subject_id).await?,
        ReportSubject::Recruiter => blocks::store::viewer_of_view(&state.db, &seeker, subject_id)
            .await?
            .map(|recruiter| (recruiter, String::new())),
    };
    let (recruiter, content) = found.ok_or_else(not_found)?;
    let now = state.clock.now_millis();
    let report = NewReport {
        reporter: &user.0.id,
        recruiter: &recruiter,
        subject,
        subject_id,
        content: Some(content.as_str()).filter(|c| !c.is_empty()),
        reason: body.reason,
        note: note.as_deref(),
        at: now,
    };
    store::insert(&state.db, &report).await?;
    if body.block {
        blocks::store::block(&state.db, &seeker, &recruiter, now).await?;
        state.index_progress.profile_hidden().await;
    }
    tracing::info!(user_id = %user.0.id, blocked = body.block, "recruiter reported");
    Ok((StatusCode::CREATED, ApiJson(ReportFiled { blocked: body.block })))
}
