//! The job seeker's answer to "Still open to offers?" and the state their dashboard shows.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{periods, store};
use crate::{
    auth::extract::JobSeeker,
    db::clock::to_rfc3339,
    error::{ApiError, ApiResult, ErrorBody},
    http::json::ApiJson,
    ids::SeekerId,
    seekers::model::ProfileStatus,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(freshness, answer_freshness))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum FreshnessState {
    /// Nothing to ask.
    Fresh,
    /// Veil asked whether they are still open to offers and waits for an answer.
    Asked,
    /// Veil paused the profile (or they did, from the question); one click resumes it.
    Paused,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Freshness {
    pub state: FreshnessState,
    /// While asked: when the profile pauses without an answer.
    pub pauses_on: Option<String>,
}

#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum FreshnessAnswer {
    /// "Yes, keep me visible" (resumes a paused profile too).
    KeepVisible,
    /// "Pause my profile".
    Pause,
    /// "Resume my profile".
    Resume,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FreshnessBody {
    pub answer: FreshnessAnswer,
}

fn no_profile() -> ApiError {
    ApiError::Missing { code: "profile_not_found", message: "Profile not found".into() }
}

async fn current(state: &AppState, id: &SeekerId) -> ApiResult<Freshness> {
    let own = store::own(&state.db, id).await?.ok_or_else(no_profile)?;
    let paused = own.status == ProfileStatus::Hidden && own.paused_status.is_some();
    let standing = super::model::Standing { last_active: own.last_active, asked_at: own.freshness_asked_at };
    let pauses_on = standing.pauses_on(periods(state)).filter(|_| own.status != ProfileStatus::Hidden);
    let state = match (paused, pauses_on) {
        (true, _) => FreshnessState::Paused,
        (false, Some(_)) => FreshnessState::Asked,
        (false, None) => FreshnessState::Fresh,
    };
    Ok(Freshness { state, pauses_on: pauses_on.map(to_rfc3339) })
}

/// Whether Veil asks the signed-in job seeker "Still open to offers?", or paused their
/// profile for want of an answer.
#[utoipa::path(get, path = "/api/profile/freshness", tag = "seekers",
    responses((status = 200, body = Freshness), (status = 404, body = ErrorBody)))]
async fn freshness(State(state): State<AppState>, JobSeeker(user): JobSeeker) -> ApiResult<ApiJson<Freshness>> {
    Ok(ApiJson(current(&state, &user.seeker_id()).await?))
}

/// Answers "Still open to offers?": keep the profile visible, pause it, or resume it.
#[utoipa::path(post, path = "/api/profile/freshness", tag = "seekers", request_body = FreshnessBody,
    responses((status = 200, body = Freshness), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn answer_freshness(
    State(state): State<AppState>,
    JobSeeker(user): JobSeeker,
    ApiJson(body): ApiJson<FreshnessBody>,
) -> ApiResult<ApiJson<Freshness>> {
    let id = user.seeker_id();
    store::own(&state.db, &id).await?.ok_or_else(no_profile)?;
    let now = state.clock.now_millis();
    match body.answer {
        FreshnessAnswer::KeepVisible | FreshnessAnswer::Resume => {
            if store::resume(&state.db, &id, now).await? {
                state.index_progress.profile_changed().await;
                tracing::info!(user_id = %user.id, "profile resumed");
            } else if matches!(body.answer, FreshnessAnswer::KeepVisible) {
                store::confirm(&state.db, &id, now).await?;
            }
        }
        FreshnessAnswer::Pause => {
            if store::pause(&state.db, &id).await? {
                state.index_progress.profile_hidden().await;
                tracing::info!(user_id = %user.id, "profile paused by its owner");
            }
        }
    }
    Ok(ApiJson(current(&state, &id).await?))
}
