//! Account endpoints: role choice, photo upload, a fresh photo URL, deletion.

use axum::{
    body::Bytes,
    extract::{DefaultBodyLimit, FromRef, State, rejection::BytesRejection},
    http::StatusCode,
};
use axum_extra::extract::CookieJar;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{model::RoleChoice, store};
use crate::{
    auth::{self, extract::CurrentUser, model::SessionRoles, session},
    error::{ApiError, ApiResult, ErrorBody},
    http::{json::ApiJson, rate_limit::abuse_limit},
    search::history::SearchHistory,
    state::AppState,
    storage::upload::upload_body,
    storage::{
        FileRef, PROFILE_PHOTOS,
        images::{self, ImageError, MAX_UPLOAD_BYTES},
    },
};

/// Under any router state that holds the shared state and the search history (which
/// forgets a deleted account's queued searches).
pub fn router<S>(state: &AppState) -> OpenApiRouter<S>
where
    S: Clone + Send + Sync + 'static,
    AppState: FromRef<S>,
    SearchHistory: FromRef<S>,
{
    let uploads = OpenApiRouter::new()
        .routes(routes!(upload_photo))
        // A little over the cap so an oversized file gets our message, not a cut stream.
        .layer(DefaultBodyLimit::max(MAX_UPLOAD_BYTES + 64 * 1024))
        .layer(abuse_limit(&state.settings));
    OpenApiRouter::new()
        .routes(routes!(choose_role))
        .routes(routes!(avatar_url))
        .routes(routes!(delete_account))
        .merge(uploads)
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RoleRequest {
    pub role: RoleChoice,
}

/// Sets the roles from the onboarding choice.
#[utoipa::path(put, path = "/api/roles", tag = "accounts", request_body = RoleRequest,
    responses((status = 200, body = SessionRoles), (status = 422, body = ErrorBody)))]
async fn choose_role(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiJson(body): ApiJson<RoleRequest>,
) -> ApiResult<ApiJson<SessionRoles>> {
    let (is_job_seeker, is_recruiter) = body.role.flags();
    store::set_roles(&state.db, &user.id, is_job_seeker, is_recruiter, state.clock.now_millis()).await?;
    state.sessions.forget_user(&user.id);
    Ok(ApiJson(SessionRoles { is_job_seeker, is_recruiter }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AvatarUrls {
    /// Signed address of the photo, or `null` when there is none.
    pub avatar_url: Option<String>,
    pub blurred_avatar_url: Option<String>,
}

/// A fresh signed address for the signed-in person's own photo (when the old one fails).
#[utoipa::path(get, path = "/api/account/avatar-url", tag = "accounts",
    responses((status = 200, body = AvatarUrls)))]
async fn avatar_url(State(state): State<AppState>, user: CurrentUser) -> ApiResult<ApiJson<AvatarUrls>> {
    let identity = auth::store::identity(&state.db, &user.id).await?.ok_or(ApiError::NotFound)?;
    let now = state.clock.now_millis();
    Ok(ApiJson(AvatarUrls {
        avatar_url: state.storage.browser_url(identity.avatar_url.as_deref(), now),
        blurred_avatar_url: state.storage.browser_url(identity.blurred_avatar_url.as_deref(), now),
    }))
}

/// Replaces the profile photo. The body is the image file itself; its type is sniffed
/// from the bytes, and it is re-encoded so no metadata (EXIF, GPS) is kept.
#[utoipa::path(post, path = "/api/uploads/photo", tag = "accounts",
    request_body(content = inline(crate::storage::images::ImageBytes), content_type = "image/*"),
    responses(
        (status = 200, body = AvatarUrls),
        (status = 413, description = "Larger than 5 MB", body = ErrorBody),
        (status = 422, description = "Not an image, unreadable, or too many pixels", body = ErrorBody)))]
async fn upload_photo(
    State(state): State<AppState>,
    user: CurrentUser,
    body: Result<Bytes, BytesRejection>,
) -> ApiResult<ApiJson<AvatarUrls>> {
    let body = upload_body(body)?;
    if body.is_empty() {
        return Err(ApiError::validation("invalid_file_type", ImageError::NotAnImage.to_string()));
    }
    let (photo, blurred) = tokio::task::spawn_blocking(move || {
        let decoded = images::decode_upload(&body)?;
        Ok::<_, ImageError>((images::encode_photo(&decoded)?, images::encode_blurred(&decoded)?))
    })
    .await
    .map_err(|e| ApiError::Internal(e.into()))??;

    // New random keys on every upload: the old URLs die with the old files, and nothing
    // in the new ones says whose photo it is.
    let photo_ref = FileRef::random(PROFILE_PHOTOS, photo.extension);
    let blurred_ref = FileRef::random(PROFILE_PHOTOS, blurred.extension);
    let previous = auth::store::identity(&state.db, &user.id).await?;
    state.storage.put(&photo_ref, photo.bytes).await?;
    state.storage.put(&blurred_ref, blurred.bytes).await?;
    let now = state.clock.now_millis();
    store::set_avatar(&state.db, &user.id, &photo_ref.to_stored(), &blurred_ref.to_stored(), now).await?;
    // The rows no longer name the old files, so their URLs already answer 404; a failed
    // delete only leaves an unreachable object behind.
    if let Some(previous) = previous
        && let Err(err) = state.storage.delete_stored(&[previous.avatar_url, previous.blurred_avatar_url]).await
    {
        tracing::error!(user_id = %user.id, error = %err, "could not delete a replaced photo");
    }
    tracing::info!(user_id = %user.id, "profile photo replaced");
    Ok(ApiJson(AvatarUrls {
        avatar_url: state.storage.browser_url(Some(&photo_ref.to_stored()), now),
        blurred_avatar_url: state.storage.browser_url(Some(&blurred_ref.to_stored()), now),
    }))
}

/// Deletes the account with every row and file that belongs to it, then signs out.
#[utoipa::path(delete, path = "/api/account", tag = "accounts",
    responses((status = 204, description = "Deleted and signed out")))]
async fn delete_account(
    State(state): State<AppState>,
    State(history): State<SearchHistory>,
    user: CurrentUser,
    jar: CookieJar,
) -> ApiResult<(CookieJar, StatusCode)> {
    super::deletion::delete_account(&state, &history, &user.id).await?;
    Ok((jar.add(session::removal_cookie(&state.settings)), StatusCode::NO_CONTENT))
}
