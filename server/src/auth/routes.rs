//! Session endpoints.

use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    app::AppState,
    error::{ApiError, ApiResult, ErrorBody},
    http::json::ApiJson,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(current_session))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionUser {
    pub id: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub avatar_url: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionRoles {
    pub is_job_seeker: bool,
    pub is_recruiter: bool,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionResponse {
    pub user: SessionUser,
    pub roles: SessionRoles,
    pub is_admin: bool,
    pub has_employer_profile: bool,
    pub has_seeker_profile: bool,
}

/// The signed-in person, their roles and profiles. 401 when nobody is signed in.
#[utoipa::path(get, path = "/api/session", tag = "auth",
    responses((status = 200, body = SessionResponse), (status = 401, body = ErrorBody)))]
async fn current_session() -> ApiResult<ApiJson<SessionResponse>> {
    // Sign-in arrives with the OIDC issue; until then no request carries a session.
    Err(ApiError::Unauthenticated)
}
