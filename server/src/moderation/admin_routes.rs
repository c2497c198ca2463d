//! Moderation for the admin over HTTP: the queue of open reports (oldest first) with the
//! suspended accounts, an action on a report (dismiss, warn, suspend: the recruiter or
//! the job seeker it is about), lifting a suspension, the two warning templates, and the
//! audit log. Every route takes `Admin`, and
//! every change is written to the audit log with the admin's reason.

use axum::extract::{Path, Query, State};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::{ReportAction, ReportReason, ReportSubject, ReportedRole, WarningTemplate, action_reason},
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
    ids::{AccountId, MailBatchId, RecruiterId, SeekerId},
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
        .routes(routes!(job_seeker_warning_template, save_job_seeker_warning_template))
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

/// A reported job seeker, as the admin knows them: the anonymous codename, never their
/// name or address.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportedJobSeeker {
    pub codename: String,
    pub suspended: bool,
    /// Reports against them, this one included.
    pub reports: i64,
}

/// An open report: what was reported, why, and whom it is about (`recruiter` or
/// `jobSeeker`, as `against` says); never who reported.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OpenReport {
    pub id: String,
    pub against: ReportedRole,
    pub subject: ReportSubject,
    /// The reported request's, message's or anonymous profile's text, as it was when
    /// reported.
    pub content: Option<String>,
    pub reason: ReportReason,
    pub reason_label: String,
    pub note: Option<String>,
    pub reported_at: String,
    pub recruiter: Option<ReportedRecruiter>,
    pub job_seeker: Option<ReportedJobSeeker>,
}

impl From<OpenReportRow> for OpenReport {
    fn from(r: OpenReportRow) -> Self {
        let suspended = r.suspended_at.is_some();
        let job_seeker = (r.reported_role == ReportedRole::JobSeeker).then(|| ReportedJobSeeker {
            codename: r.codename.clone().unwrap_or_default(),
            suspended,
            reports: r.reports,
        });
        Self {
            id: r.id,
            against: r.reported_role,
            subject: r.subject,
            content: r.content,
            reason: r.reason,
            reason_label: r.reason.label().into(),
            note: r.note,
            reported_at: to_rfc3339(r.created_at),
            job_seeker,
            recruiter: (r.reported_role == ReportedRole::Recruiter).then_some(ReportedRecruiter {
                id: r.reported_id,
                email: r.recruiter_email,
                company_name: r.company_name,
                recruiter_role: r.recruiter_role,
                suspended,
                record: RecruiterRecordView {
                    requests_sent: r.sent,
                    approved: r.approved,
                    declined: r.declined,
                    expired: r.expired,
                    reports: r.reports,
                },
            }),
        }
    }
}

/// A suspended account: a recruiter by address and company, a job seeker by codename.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SuspendedAccount {
    #[schema(value_type = String)]
    pub id: AccountId,
    pub role: ReportedRole,
    /// A recruiter's; never a job seeker's.
    pub email: Option<String>,
    pub company_name: Option<String>,
    /// A job seeker's.
    pub codename: Option<String>,
    pub suspended_at: String,
}

impl From<SuspendedRow> for SuspendedAccount {
    fn from(r: SuspendedRow) -> Self {
        let role = if r.codename.is_some() { ReportedRole::JobSeeker } else { ReportedRole::Recruiter };
        Self {
            id: r.id,
            role,
            email: r.email,
            company_name: r.company_name.filter(|_| role == ReportedRole::Recruiter),
            codename: r.codename,
            suspended_at: to_rfc3339(r.suspended_at),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModerationQueue {
    /// Open reports, oldest first (at most 100).
    pub reports: Vec<OpenReport>,
    /// Suspended accounts, the latest first.
    pub suspended: Vec<SuspendedAccount>,
}

async fn queue(state: &AppState) -> ApiResult<ModerationQueue> {
    let reports = store::open_reports(&state.db, state.clock.now_millis(), QUEUE_LENGTH).await?;
    let suspended = store::suspended(&state.db).await?;
    Ok(ModerationQueue {
        reports: reports.into_iter().map(OpenReport::from).collect(),
        suspended: suspended.into_iter().map(SuspendedAccount::from).collect(),
    })
}

/// The open reports, oldest first, and the suspended accounts.
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

/// Closes an open report: dismiss it, warn the account it is about (their side's warning
/// template, by e-mail), or suspend them (a recruiter's pending requests end as
/// withdrawn; a job seeker's profile is hidden). Answers the queue.
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
    let reported = if known { store::open_report(&state.db, &id).await? } else { None };
    let (account, side) = reported.ok_or_else(report_not_found)?;
    let now = state.clock.now_millis();
    if !store::resolve(&state.db, &id, body.action.resolution(), now).await? {
        return Err(report_not_found());
    }
    match (body.action, side) {
        (ReportAction::Dismiss, _) => {}
        (ReportAction::Warn, _) => warn(&state, &account, side, now).await?,
        (ReportAction::Suspend, ReportedRole::Recruiter) => {
            suspension::suspend(&state, &RecruiterId::of(account.clone())).await?;
        }
        (ReportAction::Suspend, ReportedRole::JobSeeker) => {
            suspension::suspend_job_seeker(&state, &SeekerId::of(account.clone())).await?;
        }
    }
    let whom = match side {
        ReportedRole::Recruiter => "recruiter",
        ReportedRole::JobSeeker => "job seeker",
    };
    let target = format!("report {id}, {whom} {account}");
    let entry = AuditEntry { action: body.action.audited(side), target, reason: &reason };
    audit::record(&state.db, &admin.0, &entry, now).await?;
    Ok(ApiJson(queue(&state).await?))
}

/// E-mails the warning to the reported account, through the outbox like the e-mail
/// center's sends.
async fn warn(state: &AppState, account: &AccountId, side: ReportedRole, now: i64) -> ApiResult<()> {
    let Some(contact) = store::contact(&state.db, account).await? else { return Ok(()) };
    let template = store::warning_template(&state.db, side).await?;
    let (subject, text) = match side {
        ReportedRole::Recruiter => template.for_company(contact.company_name.as_deref().unwrap_or("")),
        ReportedRole::JobSeeker => template.for_codename(contact.codename.as_deref().unwrap_or("")),
    };
    let batch_id = MailBatchId::new_v7();
    let recipients = [Recipient { user_id: account.clone(), address: contact.email }];
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

/// Lifts a suspension: a recruiter may search, view and send again (withdrawn requests
/// stay withdrawn); a job seeker's profile shows again as they chose, and they may write.
/// Answers the queue.
#[utoipa::path(post, path = "/api/admin/suspensions/{accountId}/lift", tag = "admin", request_body = LiftRequest,
    params(("accountId" = String, Path, description = "The suspended account's id")),
    responses((status = 200, body = ModerationQueue), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn lift_suspension(
    State(state): State<AppState>,
    admin: Admin,
    Path(account_id): Path<String>,
    ApiJson(body): ApiJson<LiftRequest>,
) -> ApiResult<ApiJson<ModerationQueue>> {
    let reason = action_reason(&body.reason)?;
    let not_suspended = || ApiError::Missing { code: "not_suspended", message: "This account is not suspended".into() };
    let account = AccountId::parse(&account_id).ok_or_else(not_suspended)?;
    if !suspension::lift(&state, &account).await? {
        return Err(not_suspended());
    }
    let entry = AuditEntry { action: "suspension_lifted", target: format!("account {account}"), reason: &reason };
    audit::record(&state.db, &admin.0, &entry, state.clock.now_millis()).await?;
    Ok(ApiJson(queue(&state).await?))
}

/// The warning e-mail to recruiters as it will be sent (`{company}` becomes the
/// recruiter's company).
#[utoipa::path(get, path = "/api/admin/warning-template", tag = "admin",
    responses((status = 200, body = WarningTemplate)))]
async fn warning_template(State(state): State<AppState>, _admin: Admin) -> ApiResult<ApiJson<WarningTemplate>> {
    Ok(ApiJson(store::warning_template(&state.db, ReportedRole::Recruiter).await?))
}

/// Saves the warning e-mail to recruiters; answers it as saved.
#[utoipa::path(put, path = "/api/admin/warning-template", tag = "admin", request_body = WarningTemplate,
    responses((status = 200, body = WarningTemplate), (status = 422, body = ErrorBody)))]
async fn save_warning_template(
    State(state): State<AppState>,
    admin: Admin,
    ApiJson(body): ApiJson<WarningTemplate>,
) -> ApiResult<ApiJson<WarningTemplate>> {
    save_template(&state, &admin, ReportedRole::Recruiter, &body).await
}

/// The warning e-mail to job seekers as it will be sent (`{codename}` becomes the
/// profile's codename).
#[utoipa::path(get, path = "/api/admin/job-seeker-warning-template", tag = "admin",
    responses((status = 200, body = WarningTemplate)))]
async fn job_seeker_warning_template(
    State(state): State<AppState>,
    _admin: Admin,
) -> ApiResult<ApiJson<WarningTemplate>> {
    Ok(ApiJson(store::warning_template(&state.db, ReportedRole::JobSeeker).await?))
}

/// Saves the warning e-mail to job seekers; answers it as saved.
#[utoipa::path(put, path = "/api/admin/job-seeker-warning-template", tag = "admin", request_body = WarningTemplate,
    responses((status = 200, body = WarningTemplate), (status = 422, body = ErrorBody)))]
async fn save_job_seeker_warning_template(
    State(state): State<AppState>,
    admin: Admin,
    ApiJson(body): ApiJson<WarningTemplate>,
) -> ApiResult<ApiJson<WarningTemplate>> {
    save_template(&state, &admin, ReportedRole::JobSeeker, &body).await
}

async fn save_template(
    state: &AppState,
    admin: &Admin,
    side: ReportedRole,
    body: &WarningTemplate,
) -> ApiResult<ApiJson<WarningTemplate>> {
    let template = WarningTemplate::parse(&body.subject, &body.body)?;
    let now = state.clock.now_millis();
    store::save_warning_template(&state.db, side, &template, now).await?;
    let (target, reason) = match side {
        ReportedRole::Recruiter => ("warning template", "The admin edited the warning e-mail"),
        ReportedRole::JobSeeker => {
            ("job seeker warning template", "The admin edited the warning e-mail to job seekers")
        }
    };
    let entry = AuditEntry { action: "warning_template_saved", target: target.into(), reason };
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
