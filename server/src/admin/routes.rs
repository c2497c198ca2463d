//! The admin e-mail center (docs/spec/core.md sections 2, 4, 5, 7, 8): the user list with its
//! filters, sending one message per recipient in the background, and the outbox. Every
//! route takes `Admin`: 401 signed out, 403 for anyone but the admin.

use axum::{
    extract::{DefaultBodyLimit, Path, Query, State},
    http::StatusCode,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    audit::{self, AuditEntry},
    batch::{self, Batch},
    model::{EmailDraft, NO_RECIPIENTS, OutboxStatus, UserFilters},
    store::{self, BatchContent, OutboxRow, UserRow},
};
use crate::{
    auth::extract::Admin,
    db::clock::to_rfc3339,
    error::{ApiError, ApiResult, ErrorBody},
    http::json::ApiJson,
    ids::{AccountId, MailBatchId},
    state::AppState,
};

/// A send carries up to 5,000 ids and up to 100,000 characters of content.
const SEND_BODY_LIMIT: usize = 1024 * 1024;

pub fn router() -> OpenApiRouter<AppState> {
    let send = OpenApiRouter::new().routes(routes!(send_emails)).layer(DefaultBodyLimit::max(SEND_BODY_LIMIT));
    OpenApiRouter::new()
        .routes(routes!(list_users))
        .routes(routes!(batch_progress))
        .routes(routes!(list_outbox))
        .merge(send)
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct UserListRequest {
    /// Only users without a job seeker profile.
    #[serde(default)]
    pub no_profile: bool,
    /// Only users whose profile lists no skills (or who have no profile).
    #[serde(default)]
    pub no_skills: bool,
    /// Only users whose profile has no pitch (or who have no profile).
    #[serde(default)]
    pub no_pitch: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminUser {
    #[schema(value_type = String)]
    pub id: AccountId,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub has_profile: bool,
    pub has_skills: bool,
    pub has_pitch: bool,
}

impl From<UserRow> for AdminUser {
    fn from(r: UserRow) -> Self {
        Self {
            id: r.id,
            first_name: r.first_name,
            last_name: r.last_name,
            email: r.email,
            has_profile: r.has_profile,
            has_skills: r.has_skills,
            has_pitch: r.has_pitch,
        }
    }
}

/// Counts over all users, whatever the filters.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserCounts {
    pub total: i64,
    pub no_profile: i64,
    pub no_skills: i64,
    pub no_pitch: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminUserList {
    /// The users matching every filter that is on, newest account first.
    pub data: Vec<AdminUser>,
    pub counts: UserCounts,
}

/// Every user with what their profile holds (the spec's admin-get-all-users).
#[utoipa::path(post, path = "/api/admin/users", tag = "admin", request_body = UserListRequest,
    responses((status = 200, body = AdminUserList)))]
async fn list_users(
    State(state): State<AppState>,
    _admin: Admin,
    ApiJson(body): ApiJson<UserListRequest>,
) -> ApiResult<ApiJson<AdminUserList>> {
    let filters = UserFilters { no_profile: body.no_profile, no_skills: body.no_skills, no_pitch: body.no_pitch };
    let rows = store::list_users(&state.db, filters).await?;
    let c = store::count_users(&state.db).await?;
    Ok(ApiJson(AdminUserList {
        data: rows.into_iter().map(AdminUser::from).collect(),
        counts: UserCounts { total: c.total, no_profile: c.no_profile, no_skills: c.no_skills, no_pitch: c.no_pitch },
    }))
}

fn recipient_ids_schema() -> utoipa::openapi::schema::Array {
    crate::http::json::texts_schema(super::model::MAX_RECIPIENTS, 100)
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SendEmailRequest {
    /// The recipients' user ids (each gets a message of their own).
    #[schema(schema_with = recipient_ids_schema)]
    pub user_ids: Vec<String>,
    /// One line, at most 150 characters after trimming.
    #[schema(pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$", max_length = 150)]
    pub subject: String,
    #[schema(pattern = r"[^\s\u0000\u0085]", max_length = 100000)]
    pub content: String,
    /// Content is HTML (sent with a plain-text alternative) rather than plain text.
    #[serde(default)]
    pub is_html: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmailsQueued {
    /// Follow the send at `/api/admin/emails/batches/{batchId}`.
    #[schema(value_type = String)]
    pub batch_id: MailBatchId,
    /// Messages queued: one per known recipient.
    pub queued: i64,
    /// Ids that named no account, so got nothing.
    pub skipped: i64,
}

/// Validates and queues one message per recipient, then sends them in the background
/// (the spec's admin-send-email). Answers 202 at once; poll the batch for the outcome.
#[utoipa::path(post, path = "/api/admin/emails", tag = "admin", request_body = SendEmailRequest,
    responses((status = 202, body = EmailsQueued),
        (status = 404, description = "None of the ids names an account", body = ErrorBody),
        (status = 422, body = ErrorBody)))]
async fn send_emails(
    State(state): State<AppState>,
    admin: Admin,
    ApiJson(body): ApiJson<SendEmailRequest>,
) -> ApiResult<(StatusCode, ApiJson<EmailsQueued>)> {
    let draft = EmailDraft::parse(&body.user_ids, &body.subject, &body.content, body.is_html)?;
    let ids = draft.recipients.as_slice();
    let recipients = store::recipients(&state.db, ids).await?;
    if recipients.is_empty() {
        // Well-formed, but the ids name nobody: nothing found to send to.
        return Err(ApiError::Missing { code: "no_recipients", message: NO_RECIPIENTS.into() });
    }
    let batch_id = MailBatchId::new_v7();
    let content =
        BatchContent { subject: draft.subject.as_str(), text: &draft.body.text, html: draft.body.html.as_deref() };
    let now = state.clock.now_millis();
    let emails = store::queue_batch(&state.db, &batch_id, &recipients, &content, now).await?;
    let entry = AuditEntry {
        action: "email_sent",
        target: format!("email batch {batch_id} to {} people", emails.len()),
        reason: &format!("Subject: {}", draft.subject.as_str()),
    };
    audit::record(&state.db, &admin.0, &entry, now).await?;
    let queued = EmailsQueued {
        batch_id: batch_id.clone(),
        queued: emails.len() as i64,
        skipped: (ids.len() - recipients.len()) as i64,
    };
    let EmailDraft { subject, body, .. } = draft;
    let batch = Batch { id: batch_id, subject: subject.as_str().to_owned(), text: body.text, html: body.html, emails };
    batch::spawn(state.db.clone(), state.mailer.clone(), state.clock.clone(), batch);
    Ok((StatusCode::ACCEPTED, ApiJson(queued)))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BatchProgress {
    #[schema(value_type = String)]
    pub batch_id: MailBatchId,
    pub total: i64,
    pub queued: i64,
    /// Accepted by the SMTP relay.
    pub sent: i64,
    /// Kept in the outbox only (no SMTP configured).
    pub captured: i64,
    pub failed: i64,
    /// Nothing is left queued.
    pub done: bool,
}

/// How far a send has got.
#[utoipa::path(get, path = "/api/admin/emails/batches/{batchId}", tag = "admin",
    params(("batchId" = String, Path, description = "The id `POST /api/admin/emails` answered")),
    responses((status = 200, body = BatchProgress), (status = 404, body = ErrorBody)))]
async fn batch_progress(
    State(state): State<AppState>,
    _admin: Admin,
    Path(batch_id): Path<String>,
) -> ApiResult<ApiJson<BatchProgress>> {
    let not_found = || ApiError::Missing { code: "batch_not_found", message: "No such e-mail batch.".into() };
    let batch_id = MailBatchId::parse(&batch_id).ok_or_else(not_found)?;
    let c = store::batch_counts(&state.db, &batch_id).await?;
    if c.total == 0 {
        return Err(not_found());
    }
    Ok(ApiJson(BatchProgress {
        batch_id,
        total: c.total,
        queued: c.queued,
        sent: c.sent,
        captured: c.captured,
        failed: c.failed,
        done: c.queued == 0,
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct OutboxQuery {
    /// How many, newest first (default 100, at most 500).
    pub limit: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OutboxEmail {
    pub id: String,
    pub batch_id: String,
    pub to: String,
    pub subject: String,
    pub is_html: bool,
    pub status: OutboxStatus,
    /// Why a failed message failed (the mail server's answer).
    pub error: Option<String>,
    pub created_at: String,
    /// When it was sent or captured.
    pub sent_at: Option<String>,
}

impl From<OutboxRow> for OutboxEmail {
    fn from(r: OutboxRow) -> Self {
        Self {
            id: r.id,
            batch_id: r.batch_id,
            to: r.to_address,
            subject: r.subject,
            is_html: r.is_html,
            status: r.status,
            error: r.error,
            created_at: to_rfc3339(r.created_at),
            sent_at: r.sent_at.map(to_rfc3339),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Outbox {
    /// Newest first.
    pub data: Vec<OutboxEmail>,
}

/// The latest messages and what became of each.
#[utoipa::path(get, path = "/api/admin/outbox", tag = "admin", params(OutboxQuery),
    responses((status = 200, body = Outbox)))]
async fn list_outbox(
    State(state): State<AppState>,
    _admin: Admin,
    Query(query): Query<OutboxQuery>,
) -> ApiResult<ApiJson<Outbox>> {
    let rows = store::latest(&state.db, query.limit.unwrap_or(100).clamp(1, 500)).await?;
    Ok(ApiJson(Outbox { data: rows.into_iter().map(OutboxEmail::from).collect() }))
}
