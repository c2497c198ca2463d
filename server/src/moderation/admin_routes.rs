//! Moderation for the admin over HTTP: the queue of open reports (oldest first) with the
//! suspended recruiters, an action on a report (dismiss, warn, suspend), lifting a
//! suspension, the warning template, and the audit log. Every route takes `Admin`, and
//! every change is written to the audit log with the admin's reason.

use axum::extract::{Path, Query, State};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::{ReportAction, ReportReason, ReportSubject, WarningTemplate, action_reason},
    store::{self, OpenReportRow, SuspendedRow},
    suspension,
};
use crate::{
    admin::{
        audit::{self, AuditEntry, AuditRow},
        batch::{self, Batch},
        store::{self as outbox, BatchContent, Recipient},
    },
    auth::extract::Admin,
    db::clock::to_rfc3339,
    error::{ApiError, ApiResult, ErrorBody},
    http::json::ApiJson,
    ids::{AccountId, MailBatchId, RecruiterId},
    state::AppState,
};

/// How many open reports the queue shows at once.
const QUEUE_LENGTH: i64 = 100;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(moderation_queue))
        .routes(routes!(act_on_report))
        .routes(routes!(lift_suspension))
        .routes(routes!(warning_template, save_warning_template))
        .routes(routes!(audit_log))
}

/// What the recruiter has done, for judging a report.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecruiterRecordView {
    pub requests_sent: i64,
    pub approved: i64,
    pub declined: i64,
    pub expired: i64,
    /// Reports against them, this one included.
    pub reports: i64,
}

/// A reported recruiter: who they are to the admin.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportedRecruiter {
    #[schema(value_type = String)]
    pub id: AccountId,
    pub email: String,
    pub company_name: Option<String>,
    pub recruiter_role: Option<String>,
    pub suspended: bool,
    pub record: RecruiterRecordView,
}

/// An open report: what was reported, why, and the recruiter; never who reported.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OpenReport {
    pub id: String,
    pub subject: ReportSubject,
    /// The reported request's or message's text, as it was when reported.
    pub content: Option<String>,
    pub reason: ReportReason,
    pub reason_label: String,
    pub note: Option<String>,
    pub reported_at: String,
    pub recruiter: ReportedRecruiter,
}

impl From<OpenReportRow> for OpenReport {
    fn from(r: OpenReportRow) -> Self {
        Self {
            id: r.id,
            subject: r.subject,
            content: r.content,
            reason: r.reason,
            reason_label: r.reason.label().into(),
            note: r.note,
            reported_at: to_rfc3339(r.created_at),
            recruiter: ReportedRecruiter {
                id: r.recruiter_id,
                email: r.recruiter_email,
                company_name: r.company_name,
                recruiter_role: r.recruiter_role,
                suspended: r.suspended_at.is_some(),
                record: RecruiterRecordView {
                    requests_sent: r.sent,
                    approved: r.approved,
                    declined: r.declined,
                    expired: r.expired,
                    reports: r.reports,
                },
            },
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SuspendedRecruiter {
    #[schema(value_type = String)]
    pub id: AccountId,
    pub email: String,
    pub company_name: Option<String>,
    pub suspended_at: String,
}

impl From<SuspendedRow> for SuspendedRecruiter {
    fn from(r: SuspendedRow) -> Self {
        Self { id: r.id, email: r.email, company_name: r.company_name, suspended_at: to_rfc3339(r.suspended_at) }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModerationQueue {
    /// Open reports, oldest first (at most 100).
    pub reports: Vec<OpenReport>,
    /// Suspended recruiters, the latest first.
    pub suspended: Vec<SuspendedRecruiter>,
}

async fn queue(state: &AppState) -> ApiResult<ModerationQueue> {
    let reports = store::open_reports(&state.db, state.clock.now_millis(), QUEUE_LENGTH).await?;
    let suspended = store::suspended(&state.db).await?;
    Ok(ModerationQueue {
        reports: reports.into_iter().map(OpenReport::from).collect(),
        suspended: suspended.into_iter().map(SuspendedRecruiter::from).collect(),
    })
}

/// The open reports, oldest first, and the suspended recruiters.
#[utoipa::path(get, path = "/api/admin/reports", tag = "admin", responses((status = 200, body = ModerationQueue)))]
async fn moderation_queue(State(state): State<AppState>, _admin: Admin) -> ApiResult<ApiJson<ModerationQueue>> {
    Ok(ApiJson(queue(&state).await?))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReportDecision {
    pub action: ReportAction,
    /// Why: required, up to 500 characters; kept in the audit log.
    #[schema(pattern = r"[^\s\u0000\u0085]", max_length = 500)]
    pub reason: String,
}

fn report_not_found() -> ApiError {
    ApiError::Missing { code: "report_not_found", message: "This report is not open any more".into() }
}

/// Closes an open report: dismiss it, warn the recruiter (the warning template, by
/// e-mail), or suspend them (their pending requests end as withdrawn). Answers the queue.
#[utoipa::path(post, path = "/api/admin/reports/{id}", tag = "admin", request_body = ReportDecision,
    params(("id" = String, Path, description = "Report id")),
    responses((status = 200, body = ModerationQueue), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn act_on_report(
    State(state): State<AppState>,
    admin: Admin,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ReportDecision>,
) -> ApiResult<ApiJson<ModerationQueue>> {
    let reason = action_reason(&body.reason)?;
    let known = uuid::Uuid::parse_str(&id).is_ok();
    let recruiter = if known { store::open_report(&state.db, &id).await? } else { None };
    let recruiter = recruiter.ok_or_else(report_not_found)?;
    let now = state.clock.now_millis();
    if !store::resolve(&state.db, &id, body.action.resolution(), now).await? {
        return Err(report_not_found());
    }
    match body.action {
        ReportAction::Dismiss => {}
        ReportAction::Warn => warn(&state, &recruiter, now).await?,
        ReportAction::Suspend => {
            suspension::suspend(&state, &RecruiterId::of(recruiter.clone())).await?;
        }
    }
    let target = format!("report {id}, recruiter {recruiter}");
    audit::record(&state.db, &admin.0, &AuditEntry { action: body.action.audited(), target, reason: &reason }, now)
        .await?;
    Ok(ApiJson(queue(&state).await?))
}

/// E-mails the warning to the recruiter, through the outbox like the e-mail center's sends.
async fn warn(state: &AppState, recruiter: &AccountId, now: i64) -> ApiResult<()> {
    let Some((address, company)) = store::recruiter_contact(&state.db, recruiter).await? else { return Ok(()) };
    let (subject, text) = store::warning_template(&state.db).await?.for_company(company.as_deref().unwrap_or(""));
    let batch_id = MailBatchId::new_v7();
    let recipients = [Recipient { user_id: recruiter.clone(), address }];
    let content = BatchContent { subject: &subject, text: &text, html: None };
    let emails = outbox::queue_batch(&state.db, &batch_id, &recipients, &content, now).await?;
    let batch = Batch { id: batch_id, subject, text, html: None, emails };
    batch::spawn(state.db.clone(), state.mailer.clone(), state.clock.clone(), batch);
    Ok(())
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LiftRequest {
    /// Why: required, up to 500 characters; kept in the audit log.
    #[schema(pattern = r"[^\s\u0000\u0085]", max_length = 500)]
    pub reason: String,
}

/// Lifts a recruiter's suspension: they may search, view and send again (withdrawn
/// requests stay withdrawn). Answers the queue.
#[utoipa::path(post, path = "/api/admin/suspensions/{recruiterId}/lift", tag = "admin", request_body = LiftRequest,
    params(("recruiterId" = String, Path, description = "The suspended recruiter's account id")),
    responses((status = 200, body = ModerationQueue), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn lift_suspension(
    State(state): State<AppState>,
    admin: Admin,
    Path(recruiter_id): Path<String>,
    ApiJson(body): ApiJson<LiftRequest>,
) -> ApiResult<ApiJson<ModerationQueue>> {
    let reason = action_reason(&body.reason)?;
    let not_suspended =
        || ApiError::Missing { code: "not_suspended", message: "This recruiter is not suspended".into() };
    let recruiter = AccountId::parse(&recruiter_id).ok_or_else(not_suspended)?;
    if !suspension::lift(&state, &RecruiterId::of(recruiter.clone())).await? {
        return Err(not_suspended());
    }
    let entry = AuditEntry { action: "suspension_lifted", target: format!("recruiter {recruiter}"), reason: &reason };
    audit::record(&state.db, &admin.0, &entry, state.clock.now_millis()).await?;
    Ok(ApiJson(queue(&state).await?))
}

/// The warning e-mail as it will be sent (`{company}` becomes the recruiter's company).
#[utoipa::path(get, path = "/api/admin/warning-template", tag = "admin",
    responses((status = 200, body = WarningTemplate)))]
async fn warning_template(State(state): State<AppState>, _admin: Admin) -> ApiResult<ApiJson<WarningTemplate>> {
    Ok(ApiJson(store::warning_template(&state.db).await?))
}

/// Saves the warning e-mail; answers it as saved.
#[utoipa::path(put, path = "/api/admin/warning-template", tag = "admin", request_body = WarningTemplate,
    responses((status = 200, body = WarningTemplate), (status = 422, body = ErrorBody)))]
async fn save_warning_template(
    State(state): State<AppState>,
    admin: Admin,
    ApiJson(body): ApiJson<WarningTemplate>,
) -> ApiResult<ApiJson<WarningTemplate>> {
    let template = WarningTemplate::parse(&body.subject, &body.body)?;
    let now = state.clock.now_millis();
    store::save_warning_template(&state.db, &template, now).await?;
    let entry = AuditEntry {
        action: "warning_template_saved",
        target: "warning template".into(),
        reason: "The admin edited the warning e-mail",
    };
    audit::record(&state.db, &admin.0, &entry, now).await?;
    Ok(ApiJson(template))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct AuditQuery {
    /// Entries older than this one (the `nextBefore` of the previous page).
    pub before: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditLogEntry {
    pub seq: i64,
    pub admin_email: String,
    pub action: String,
    pub target: String,
    pub reason: String,
    pub at: String,
}

impl From<AuditRow> for AuditLogEntry {
    fn from(r: AuditRow) -> Self {
        Self {
            seq: r.seq,
            admin_email: r.admin_email,
            action: r.action,
            target: r.target,
            reason: r.reason,
            at: to_rfc3339(r.created_at),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditLog {
    /// The latest first, 50 at a time.
    pub entries: Vec<AuditLogEntry>,
    /// Pass as `before` for the next page; none at the end.
    pub next_before: Option<i64>,
}

const AUDIT_PAGE: i64 = 50;

/// Every admin action, the latest first.
#[utoipa::path(get, path = "/api/admin/audit-log", tag = "admin", params(AuditQuery),
    responses((status = 200, body = AuditLog)))]
async fn audit_log(
    State(state): State<AppState>,
    _admin: Admin,
    Query(query): Query<AuditQuery>,
) -> ApiResult<ApiJson<AuditLog>> {
    let rows = audit::page(&state.db, query.before, AUDIT_PAGE).await?;
    let next_before = (rows.len() as i64 == AUDIT_PAGE).then(|| rows.last().map(|r| r.seq)).flatten();
    Ok(ApiJson(AuditLog { entries: rows.into_iter().map(AuditLogEntry::from).collect(), next_before }))
}
