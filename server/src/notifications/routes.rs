//! The signed-in person's notifications: list, mark one read, mark all read.

use axum::extract::{Path, State};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    publish::notify_changed,
    store::{self, NotificationRow},
};
use crate::{
    auth::extract::CurrentUser,
    db::clock::to_rfc3339,
    error::{ApiError, ApiResult, ErrorBody},
    http::json::ApiJson,
    ids::NotificationId,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_notifications)).routes(routes!(mark_read)).routes(routes!(mark_all_read))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Notification {
    #[schema(value_type = String)]
    pub id: NotificationId,
    pub title: String,
    pub message: String,
    pub read: bool,
    /// An in-app path to open when the notification is clicked.
    pub action_url: Option<String>,
    pub created_at: String,
}

impl From<NotificationRow> for Notification {
    fn from(r: NotificationRow) -> Self {
        Self {
            id: r.id,
            title: r.title,
            message: r.message,
            read: r.read,
            action_url: r.action_url,
            created_at: to_rfc3339(r.created_at),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NotificationList {
    pub notifications: Vec<Notification>,
    pub unread_count: i64,
}

/// The latest 50 notifications, newest first, and how many are unread.
#[utoipa::path(get, path = "/api/notifications", tag = "notifications",
    responses((status = 200, body = NotificationList)))]
async fn list_notifications(State(state): State<AppState>, user: CurrentUser) -> ApiResult<ApiJson<NotificationList>> {
    let rows = store::list(&state.db, &user.id, 50).await?;
    let unread_count = store::unread_count(&state.db, &user.id).await?;
    Ok(ApiJson(NotificationList { notifications: rows.into_iter().map(Notification::from).collect(), unread_count }))
}

fn notification_not_found() -> ApiError {
    ApiError::Missing { code: "notification_not_found", message: "Could not access notification".into() }
}

/// Marks one of the signed-in person's notifications read (a read one stays as it is).
#[utoipa::path(post, path = "/api/notifications/{id}/read", tag = "notifications",
    params(("id" = String, Path, description = "Notification id")),
    responses((status = 200, body = Notification), (status = 404, body = ErrorBody)))]
async fn mark_read(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<ApiJson<Notification>> {
    // A malformed id is the same 404 as someone else's.
    let id = NotificationId::parse(&id).ok_or_else(notification_not_found)?;
    store::find(&state.db, &user.id, &id).await?.ok_or_else(notification_not_found)?;
    if store::mark_read(&state.db, &user.id, &id).await? > 0 {
        notify_changed(&state, &user.id).await;
    }
    let row = store::find(&state.db, &user.id, &id).await?.ok_or_else(notification_not_found)?;
    Ok(ApiJson(Notification::from(row)))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MarkedRead {
    pub updated: u64,
}

/// Marks every unread notification of the signed-in person read.
#[utoipa::path(post, path = "/api/notifications/read-all", tag = "notifications",
    responses((status = 200, body = MarkedRead)))]
async fn mark_all_read(State(state): State<AppState>, user: CurrentUser) -> ApiResult<ApiJson<MarkedRead>> {
    let updated = store::mark_all_read(&state.db, &user.id).await?;
    if updated > 0 {
        notify_changed(&state, &user.id).await;
    }
    Ok(ApiJson(MarkedRead { updated }))
}
