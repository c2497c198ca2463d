//! A job seeker reports a recruiter over HTTP: by a request they received, a message in
//! one of their conversations, or a view of their profile (so no account id ever reaches
//! the job seeker). Reporting blocks the recruiter too, unless `block` is false.

use axum::{extract::State, http::StatusCode};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::{ReportReason, ReportSubject, ReportedRole, report_note},
    store::{self, NewReport},
};
use crate::{
    auth::extract::JobSeeker,
    blocks,
    error::{ApiResult, ErrorBody},
    http::json::ApiJson,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(report_recruiter))
}

/// A report: what is reported, named by exactly one of `requestId`, `messageId` or
/// `viewId`, why, and whether to block the recruiter too.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum NewReportBody {
    OfRequest(ReportOfRequest),
    OfMessage(ReportOfMessage),
    OfView(ReportOfView),
}

/// One kind of report body: the id that names what is reported, and the rest alike.
macro_rules! report_body {
    ($name:ident, $id:ident, $doc:literal) => {
        #[doc = $doc]
        #[derive(Debug, Deserialize, ToSchema)]
        #[serde(rename_all = "camelCase", deny_unknown_fields)]
        pub struct $name {
            #[schema(max_length = 100)]
            pub $id: String,
            pub reason: ReportReason,
            /// Up to 1,000 characters.
            #[schema(max_length = 1000)]
            pub note: Option<String>,
            /// Also block the recruiter (the default).
            #[serde(default = "yes")]
            pub block: bool,
        }
    };
}

report_body!(ReportOfRequest, request_id, "A report of a reveal request you received.");
report_body!(ReportOfMessage, message_id, "A report of a recruiter's message in one of your conversations.");
report_body!(ReportOfView, view_id, "A report of the recruiter who viewed your profile (a view in the viewers list).");

/// A report's parts, whichever id named its subject.
struct Parts<'a> {
    subject: ReportSubject,
    subject_id: &'a str,
    reason: ReportReason,
    note: Option<&'a str>,
    block: bool,
}

impl NewReportBody {
    fn parts(&self) -> Parts<'_> {
        let (subject, id, reason, note, block) = match self {
            Self::OfRequest(b) => (ReportSubject::Request, &b.request_id, b.reason, &b.note, b.block),
            Self::OfMessage(b) => (ReportSubject::Message, &b.message_id, b.reason, &b.note, b.block),
            Self::OfView(b) => (ReportSubject::Recruiter, &b.view_id, b.reason, &b.note, b.block),
        };
        Parts { subject, subject_id: id, reason, note: note.as_deref(), block }
    }
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
    let Parts { subject, subject_id, reason, note, block } = body.parts();
    let note = report_note(note)?;
    let seeker = user.0.seeker_id();
    // Only ids Veil makes: a made-up one (or one the database could not take) names nobody.
    let found = match subject {
        _ if uuid::Uuid::parse_str(subject_id).is_err() => None,
        ReportSubject::Request => store::request_to(&state.db, &seeker, subject_id).await?,
        ReportSubject::Message => store::message_to(&state.db, &seeker, subject_id).await?,
        ReportSubject::Recruiter => blocks::store::viewer_of_view(&state.db, &seeker, subject_id)
            .await?
            .map(|recruiter| (recruiter, String::new())),
        // A job seeker's body never names a profile.
        ReportSubject::Profile => None,
    };
    let (recruiter, content) = found.ok_or_else(blocks::routes::recruiter_not_found)?;
    let now = state.clock.now_millis();
    let report = NewReport {
        reporter: &user.0.id,
        reported: &recruiter,
        reported_role: ReportedRole::Recruiter,
        subject,
        subject_id,
        content: Some(content.as_str()).filter(|c| !c.is_empty()),
        reason,
        note: note.as_deref(),
        at: now,
    };
    store::insert(&state.db, &report).await?;
    if block {
        blocks::store::block(&state.db, &seeker, &recruiter, now).await?;
        state.index_progress.profile_hidden().await;
    }
    tracing::info!(user_id = %user.0.id, blocked = block, "recruiter reported");
    Ok((StatusCode::CREATED, ApiJson(ReportFiled { blocked: block })))
}
