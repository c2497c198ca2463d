//! `GET /api/reveal-requests/budget`: the signed-in recruiter's budget this week.

use axum::extract::State;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::Budget;
use crate::{auth::extract::Recruiter, error::ApiResult, error::ErrorBody, http::json::ApiJson, state::AppState};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(request_budget))
}

/// How many reveal requests the signed-in recruiter may still send this week, when the
/// budget renews, and, when their recent requests shrank it, why.
#[utoipa::path(get, path = "/api/reveal-requests/budget", tag = "reveal",
    responses((status = 200, body = Budget), (status = 403, body = ErrorBody)))]
async fn request_budget(State(state): State<AppState>, Recruiter(user): Recruiter) -> ApiResult<ApiJson<Budget>> {
    let now = state.clock.now_millis();
    Ok(ApiJson(super::of(&state.db, super::limits(&state.settings), &user.recruiter_id(), now).await?))
}
