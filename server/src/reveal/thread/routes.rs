//! The thread of a reveal request over HTTP: read it, write in it, mark it read, and the
//! unread counts for the cards and the navigation. Only the two people of the request
//! reach a thread (`party`); everyone else gets the same 404 as for no thread at all.
//! There are no read receipts, typing signs or "last seen": marks are each side's own.

use axum::{
    extract::{Path, State},
    http::StatusCode,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    emails,
    model::{self, MESSAGE_MAX_CHARS, MESSAGES_PER_MINUTE, Side, ThreadMessage},
    party::open,
    store,
};
use crate::{
    auth::extract::{CurrentUser, JOB_SEEKER_SUSPENDED, SUSPENDED},
    db::clock::to_rfc3339,
    error::{ApiError, ApiResult, ErrorBody},
    http::json::ApiJson,
    ids::RevealRequestId,
    notifications::publish::notify,
    privacy::{activity::model::ActivityKind, lifetime::ShownStatus, shield::store as shield},
    realtime::Event,
    recruiters,
    reveal::store::RequestRow,
    seekers::{self, view::identity_for},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(read_thread, write_message))
        .routes(routes!(mark_thread_read))
        .routes(routes!(unread_counts))
}

/// One message as a side of the thread reads it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MessageView {
    pub id: String,
    pub from: Side,
    /// Written by the reader.
    pub mine: bool,
    /// Plain text, as written.
    pub body: String,
    pub created_at: String,
}

/// A request's conversation as one of its two people sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ThreadView {
    #[schema(value_type = String)]
    pub request_id: RevealRequestId,
    /// The reader's side.
    pub you: Side,
    /// The request's status as of now.
    pub status: ShownStatus,
    /// The other side as the reader may name them: to the job seeker the company; to the
    /// recruiter the candidate's codename, or their name while the reveal is approved.
    pub other_side: String,
    /// Whether the reader may write now; when not, `closedReason` says why.
    pub can_write: bool,
    pub closed_reason: Option<String>,
    pub max_chars: usize,
    /// Oldest first.
    pub messages: Vec<MessageView>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewMessage {
    /// Plain text, 1 to 2,000 characters after trimming.
    #[schema(pattern = r"[^\s\u0000\u0085]", max_length = 2000)]
    pub body: String,
}

/// Whether the job seeker's employer shield names the request's recruiter now.
async fn shielded(state: &AppState, row: &RequestRow) -> ApiResult<bool> {
    Ok(shield::hides_from_recruiter(&state.db, &row.profile_id, &row.employer_id).await?)
}

async fn other_side(state: &AppState, user: &CurrentUser, row: &RequestRow, you: Side) -> ApiResult<String> {
    match you {
        Side::JobSeeker => {
            let employer = recruiters::store::find(&state.db, &row.employer_id).await?;
            Ok(employer.map(|e| e.company_name).filter(|n| !n.trim().is_empty()).unwrap_or_else(|| "Company".into()))
        }
        Side::Recruiter => {
            if let Some(identity) = identity_for(state, &row.profile_id, &user.asker(), false).await? {
                return Ok(format!("{} {}", identity.first_name, identity.last_name).trim().to_owned());
            }
            let profile = seekers::store::find(&state.db, &row.profile_id).await?;
            Ok(profile.map(|p| p.codename).unwrap_or_default())
        }
    }
}

async fn view(state: &AppState, user: &CurrentUser, row: &RequestRow, you: Side) -> ApiResult<ThreadView> {
    let rows = store::messages(&state.db, &row.id).await?;
    let authors: Vec<Side> = rows.iter().map(|m| m.author).collect();
    let status = row.terms.shown(state.clock.now_millis());
    let closed = model::may_write(you, status, &authors, shielded(state, row).await?).err();
    Ok(ThreadView {
        request_id: row.id.clone(),
        you,
        status,
        other_side: other_side(state, user, row, you).await?,
        can_write: closed.is_none(),
        closed_reason: closed.map(|c| c.message(you).to_owned()),
        max_chars: MESSAGE_MAX_CHARS,
        messages: rows
            .into_iter()
            .map(|m| MessageView {
                mine: m.author == you,
                id: m.id,
                from: m.author,
                body: m.body,
                created_at: to_rfc3339(m.created_at),
            })
            .collect(),
    })
}

/// The conversation of a reveal request, oldest message first. Only its recruiter and
/// its job seeker; anyone else (another recruiter of the company too) gets 404.
#[utoipa::path(get, path = "/api/reveal-requests/{id}/messages", tag = "reveal",
    params(("id" = String, Path, description = "Request id")),
    responses((status = 200, body = ThreadView), (status = 404, body = ErrorBody)))]
async fn read_thread(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<ApiJson<ThreadView>> {
    let (row, you) = open(&state, &user, &id).await?;
    Ok(ApiJson(view(&state, &user, &row, you).await?))
}

/// Writes a message. The job seeker may write while the request is pending or
/// approved; the recruiter too, but at most 2 messages before the job seeker answers.
/// A declined or expired request's thread is read-only (409 with the reason).
#[utoipa::path(post, path = "/api/reveal-requests/{id}/messages", tag = "reveal", request_body = NewMessage,
    params(("id" = String, Path, description = "Request id")),
    responses(
        (status = 201, body = ThreadView),
        (status = 403, description = "The writer is suspended", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Read-only now, or waiting for the job seeker's answer", body = ErrorBody),
        (status = 422, body = ErrorBody),
        (status = 429, description = "Too many messages in a minute", body = ErrorBody)))]
async fn write_message(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<NewMessage>,
) -> ApiResult<(StatusCode, ApiJson<ThreadView>)> {
    let (row, you) = open(&state, &user, &id).await?;
    if user.suspended {
        let told = match you {
            Side::Recruiter => SUSPENDED,
            Side::JobSeeker => JOB_SEEKER_SUSPENDED,
        };
        return Err(ApiError::Forbidden(told.into()));
    }
    let message = ThreadMessage::parse(&body.body)?;
    let now = state.clock.now_millis();
    let authors: Vec<Side> = store::messages(&state.db, &row.id).await?.iter().map(|m| m.author).collect();
    if let Err(closed) = model::may_write(you, row.terms.shown(now), &authors, shielded(&state, &row).await?) {
        return Err(ApiError::Conflict { code: closed.code(), message: closed.message(you).into() });
    }
    if store::written_since(&state.db, &user.id, now - 60_000).await? >= MESSAGES_PER_MINUTE {
        return Err(ApiError::TooSoon {
            code: "too_many_messages",
            message: "You are sending messages too quickly. Please wait a minute.".into(),
        });
    }
    let message_id = store::insert(&state.db, &row.id, you, &user.id, message.as_str(), now).await?;
    store::mark_read(&state.db, &row.id, &user.id, now).await?;
    tell_the_other_side(&state, &row, you, &message_id, now).await?;
    tracing::info!(request_id = %row.id, "thread message written");
    Ok((StatusCode::CREATED, ApiJson(view(&state, &user, &row, you).await?)))
}

/// The bell, the realtime event (ids only) and, at most once an hour per thread, an
/// e-mail, to the side that did not write; the job seeker's privacy activity log
/// records a message from the company.
async fn tell_the_other_side(
    state: &AppState,
    row: &RequestRow,
    from: Side,
    message_id: &str,
    now: i64,
) -> ApiResult<()> {
    let to = match from {
        Side::Recruiter => row.profile_id.account().clone(),
        Side::JobSeeker => row.employer_id.account().clone(),
    };
    let both = vec![row.profile_id.account().clone(), row.employer_id.account().clone()];
    let data = serde_json::json!({ "requestId": row.id, "messageId": message_id });
    state.events.publish(Event { user_ids: both, kind: "reveal_message".into(), data }).await;
    match from {
        Side::Recruiter => {
            let company = recruiters::store::find(&state.db, &row.employer_id).await?.map(|e| e.company_name);
            let text = format!("{} sent you a message.", company.as_deref().unwrap_or("A company"));
            notify(state, &to, "New message", &text, "/reveal-requests").await;
            state.activity.record(&row.profile_id, &row.employer_id, ActivityKind::MessageReceived).await;
        }
        Side::JobSeeker => {
            let profile = seekers::store::find(&state.db, &row.profile_id).await?;
            let (codename, public_id) = profile.map(|p| (p.codename, p.public_id.to_string())).unwrap_or_default();
            let text = format!("Candidate {codename} sent you a message.");
            notify(state, &to, "New message", &text, &format!("/candidate/{public_id}")).await;
        }
    }
    if store::claim_email(&state.db, &row.id, &to, now, model::EMAIL_EVERY_MS).await? {
        emails::enqueue(state, &row.id, &to, now).await;
    }
    Ok(())
}

/// Marks the thread read up to now for the signed-in side (their unread count only:
/// the other side is never told).
#[utoipa::path(post, path = "/api/reveal-requests/{id}/messages/read", tag = "reveal",
    params(("id" = String, Path, description = "Request id")),
    responses((status = 204, description = "Marked read"), (status = 404, body = ErrorBody)))]
async fn mark_thread_read(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    let (row, _) = open(&state, &user, &id).await?;
    store::mark_read(&state.db, &row.id, &user.id, state.clock.now_millis()).await?;
    let data = serde_json::json!({ "requestId": row.id });
    state.events.publish(Event { user_ids: vec![user.id.clone()], kind: "reveal_message".into(), data }).await;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ThreadUnread {
    #[schema(value_type = String)]
    pub request_id: RevealRequestId,
    pub unread: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UnreadCounts {
    /// Over every thread the signed-in person may open.
    pub total: i64,
    /// Threads with unread messages only.
    pub threads: Vec<ThreadUnread>,
}

/// Unread messages in the signed-in person's threads, counted over what they may open
/// (a thread whose candidate now shields this recruiter counts nothing).
#[utoipa::path(get, path = "/api/reveal-requests/unread", tag = "reveal",
    responses((status = 200, body = UnreadCounts)))]
async fn unread_counts(State(state): State<AppState>, user: CurrentUser) -> ApiResult<ApiJson<UnreadCounts>> {
    let rows = store::unread(&state.db, &user.id).await?;
    let as_recruiter: Vec<_> =
        rows.iter().filter(|r| r.employer_id.account() == &user.id).map(|r| r.profile_id.clone()).collect();
    let hidden = shield::hidden_among(&state.db, &user.shield_viewer(), &as_recruiter).await?;
    let threads: Vec<ThreadUnread> = rows
        .into_iter()
        .filter(|r| {
            let mine_as_seeker = user.is_job_seeker && r.profile_id.account() == &user.id;
            let mine_as_recruiter =
                user.is_recruiter && r.employer_id.account() == &user.id && !hidden.contains(&r.profile_id);
            mine_as_seeker || mine_as_recruiter
        })
        .map(|r| ThreadUnread { request_id: r.request_id, unread: r.unread })
        .collect();
    Ok(ApiJson(UnreadCounts { total: threads.iter().map(|t| t.unread).sum(), threads }))
}
