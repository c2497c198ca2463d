//! The conversations kept for the person who stayed: listed and deleted by them only.
//! Anyone else's id is a 404, as for no conversation at all.

use std::collections::HashMap;

use axum::{
    extract::{Path, State},
    http::StatusCode,
};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::store;
use crate::{
    auth::extract::CurrentUser,
    db::clock::to_rfc3339,
    error::{ApiError, ApiResult, ErrorBody},
    http::json::ApiJson,
    reveal::thread::model::Side,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_departed_threads)).routes(routes!(delete_departed_thread))
}

/// A message of a conversation whose other person left.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DepartedMessageView {
    pub id: String,
    /// Written by the reader; when not, `body` is null (the person who left: "This
    /// person has left Veil").
    pub mine: bool,
    pub body: Option<String>,
    pub created_at: String,
}

/// A conversation whose other person deleted their account, as the one who stayed keeps it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DepartedThreadView {
    pub id: String,
    /// The reader's side in it.
    pub you: Side,
    /// When the request was sent.
    pub started_at: String,
    /// When the other person left.
    pub left_at: String,
    /// Oldest first.
    pub messages: Vec<DepartedMessageView>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DepartedThreads {
    /// The latest left first.
    pub threads: Vec<DepartedThreadView>,
}

/// The signed-in person's conversations whose other person left Veil.
#[utoipa::path(get, path = "/api/departed-threads", tag = "reveal",
    responses((status = 200, body = DepartedThreads)))]
async fn list_departed_threads(
    State(state): State<AppState>,
    user: CurrentUser,
) -> ApiResult<ApiJson<DepartedThreads>> {
    let mut by_thread: HashMap<String, Vec<DepartedMessageView>> = HashMap::new();
    for m in store::messages(&state.db, &user.id).await? {
        let view = DepartedMessageView {
            id: m.id,
            mine: m.body.is_some(),
            body: m.body,
            created_at: to_rfc3339(m.created_at),
        };
        by_thread.entry(m.thread_id).or_default().push(view);
    }
    let threads = store::threads(&state.db, &user.id)
        .await?
        .into_iter()
        .map(|thread| DepartedThreadView {
            messages: by_thread.remove(&thread.id).unwrap_or_default(),
            you: thread.side,
            started_at: to_rfc3339(thread.started_at),
            left_at: to_rfc3339(thread.left_at),
            id: thread.id,
        })
        .collect();
    Ok(ApiJson(DepartedThreads { threads }))
}

/// Deletes one of the signed-in person's conversations whose other person left.
#[utoipa::path(delete, path = "/api/departed-threads/{id}", tag = "reveal",
    params(("id" = String, Path, description = "Conversation id")),
    responses((status = 204, description = "Deleted"), (status = 404, body = ErrorBody)))]
async fn delete_departed_thread(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    // Only ids Veil makes (a made-up one, or one the database could not take, is none).
    if uuid::Uuid::parse_str(&id).is_ok() && store::delete(&state.db, &user.id, &id).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(ApiError::Missing { code: "conversation_not_found", message: "Conversation not found".into() })
    }
}
