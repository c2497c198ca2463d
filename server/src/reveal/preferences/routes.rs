//! The job seeker's request preferences over HTTP.

use axum::extract::State;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{RequestPreferences, store};
use crate::{
    auth::extract::JobSeeker,
    error::{ApiError, ApiResult, ErrorBody},
    http::json::ApiJson,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(request_preferences, save_request_preferences))
}

fn no_profile() -> ApiError {
    ApiError::Missing { code: "profile_not_found", message: "Create your profile first.".into() }
}

/// Which reveal requests the signed-in job seeker accepts.
#[utoipa::path(get, path = "/api/profile/request-preferences", tag = "seekers",
    responses((status = 200, body = RequestPreferences), (status = 404, body = ErrorBody)))]
async fn request_preferences(
    State(state): State<AppState>,
    JobSeeker(user): JobSeeker,
) -> ApiResult<ApiJson<RequestPreferences>> {
    Ok(ApiJson(store::of(&state.db, &user.seeker_id()).await?.ok_or_else(no_profile)?))
}

/// Saves which reveal requests the job seeker accepts (a preference left out is off);
/// answers them as saved. Requests already received stay.
#[utoipa::path(put, path = "/api/profile/request-preferences", tag = "seekers", request_body = RequestPreferences,
    responses((status = 200, body = RequestPreferences), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn save_request_preferences(
    State(state): State<AppState>,
    JobSeeker(user): JobSeeker,
    ApiJson(body): ApiJson<RequestPreferences>,
) -> ApiResult<ApiJson<RequestPreferences>> {
    if !store::save(&state.db, &user.seeker_id(), body).await? {
        return Err(no_profile());
    }
    tracing::info!(user_id = %user.id, "request preferences saved");
    Ok(ApiJson(body))
}
