//! A recruiter reports a job seeker over HTTP: a candidate's anonymous profile (by the
//! public id the recruiter opened it by) or a job seeker's message in one of the
//! recruiter's conversations. What the recruiter cannot see, they cannot report: the
//! same 404 as the candidate page or the thread gives, alike for a made-up id. The
//! answer is the same whatever happens (a second report of the same thing keeps the
//! first), so it tells the recruiter nothing new; the job seeker is not told.

use axum::{extract::State, http::StatusCode};
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::{ReportReason, ReportSubject, ReportedRole, report_note},
    store::{self, NewReport},
};
use crate::{
    auth::extract::ActingRecruiter,
    error::{ApiResult, ErrorBody},
    http::json::ApiJson,
    ids::AccountId,
    reveal::{
        candidates::{candidate_not_found, open_candidate},
        thread::{
            model::Side,
            party::{open, thread_not_found},
        },
    },
    seekers::store::ProfileRow,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(report_candidate))
}

/// A recruiter's report: a candidate's profile or a job seeker's message, named by
/// exactly one of `profileId` or `messageId`, and why.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum NewCandidateReportBody {
    OfProfile(ReportOfProfile),
    OfMessage(ReportOfCandidateMessage),
}

/// A report of a candidate's anonymous profile, by its public id.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReportOfProfile {
    #[schema(max_length = 100)]
    pub profile_id: String,
    pub reason: ReportReason,
    /// Up to 1,000 characters.
    #[schema(max_length = 1000)]
    pub note: Option<String>,
}

/// A report of a job seeker's message in one of your conversations.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReportOfCandidateMessage {
    #[schema(max_length = 100)]
    pub message_id: String,
    pub reason: ReportReason,
    /// Up to 1,000 characters.
    #[schema(max_length = 1000)]
    pub note: Option<String>,
}

/// The anonymous profile's text as the recruiter saw it, for the admin: never identity.
fn profile_text(row: &ProfileRow) -> String {
    let skills = row.skills().join(", ");
    [
        row.codename.as_str(),
        row.headline.as_str(),
        row.pitch.as_str(),
        row.summary.as_str(),
        if skills.is_empty() { "" } else { skills.as_str() },
    ]
    .iter()
    .map(|part| part.trim())
    .filter(|part| !part.is_empty())
    .collect::<Vec<_>>()
    .join("\n\n")
}

/// Reports a candidate's profile or a job seeker's message to the admin. Neither the admin
/// nor the job seeker is told who reported; the job seeker sees nothing change. A profile
/// or message you cannot see is 404, as a made-up id is. Reporting the same thing twice
/// keeps the first report.
#[utoipa::path(post, path = "/api/candidate-reports", tag = "search", request_body = NewCandidateReportBody,
    responses(
        (status = 204, description = "Reported"),
        (status = 403, description = "Not a recruiter, or a suspended one", body = ErrorBody),
        (status = 404, description = "No such candidate or message you can see", body = ErrorBody),
        (status = 422, body = ErrorBody)))]
async fn report_candidate(
    State(state): State<AppState>,
    ActingRecruiter(user): ActingRecruiter,
    ApiJson(body): ApiJson<NewCandidateReportBody>,
) -> ApiResult<StatusCode> {
    let (reason, note) = match &body {
        NewCandidateReportBody::OfProfile(b) => (b.reason, b.note.as_deref()),
        NewCandidateReportBody::OfMessage(b) => (b.reason, b.note.as_deref()),
    };
    let note = report_note(note)?;
    let (subject, subject_id, seeker, content): (_, &str, AccountId, String) = match &body {
        NewCandidateReportBody::OfProfile(b) => {
            let (row, own) = open_candidate(&state, &user, &b.profile_id).await?;
            if own {
                return Err(candidate_not_found());
            }
            (ReportSubject::Profile, &b.profile_id, row.id.account().clone(), profile_text(&row))
        }
        NewCandidateReportBody::OfMessage(b) => {
            let known = uuid::Uuid::parse_str(&b.message_id).is_ok();
            let message = if known { store::message(&state.db, &b.message_id).await? } else { None };
            let message = message.ok_or_else(thread_not_found)?;
            // The thread's own rule: only its recruiter, and not once the job seeker hides.
            let (request, side) = open(&state, &user, &message.request_id).await?;
            if side != Side::Recruiter || message.author != Side::JobSeeker {
                return Err(thread_not_found());
            }
            (ReportSubject::Message, &b.message_id, request.profile_id.account().clone(), message.body)
        }
    };
    let report = NewReport {
        reporter: &user.id,
        reported: &seeker,
        reported_role: ReportedRole::JobSeeker,
        subject,
        subject_id,
        content: Some(content.as_str()).filter(|c| !c.is_empty()),
        reason,
        note: note.as_deref(),
        at: state.clock.now_millis(),
    };
    store::insert(&state.db, &report).await?;
    tracing::info!(user_id = %user.id, "candidate reported");
    Ok(StatusCode::NO_CONTENT)
}
