//! Recording a cookie-consent choice. Open to visitors who are not signed in (the banner
//! shows before anyone signs in); rate-limited like the other open writes.

use axum::{extract::State, http::StatusCode};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::{Choice, consistent, valid_consent_id, valid_policy_version},
    store::{self, NewRecord},
};
use crate::{
    auth::extract::CurrentUser,
    db::clock::to_rfc3339,
    error::{ApiError, ApiResult, ErrorBody},
    http::{json::ApiJson, rate_limit::abuse_limit},
    state::AppState,
};

pub fn router(state: &AppState) -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(record_consent)).layer(abuse_limit(&state.settings))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ConsentRequest {
    /// The random id this browser keeps for its choices (a version 4 UUID, lower case).
    #[schema(max_length = 36, pattern = r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")]
    pub consent_id: String,
    pub choice: Choice,
    pub analytics: bool,
    pub advertising: bool,
    /// The version of the cookie policy the choice was made under.
    #[schema(max_length = 32, pattern = r"^[A-Za-z0-9._-]{1,32}$")]
    pub policy_version: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsentRecorded {
    pub consent_id: String,
    /// When it was recorded (RFC 3339).
    pub recorded_at: String,
}

/// Records one cookie-consent choice: the browser's consent id, the choices and the
/// policy version, with the account only when signed in. No IP address is kept.
#[utoipa::path(post, path = "/api/consent", tag = "site", request_body = ConsentRequest,
    responses(
        (status = 201, body = ConsentRecorded),
        (status = 422, description = "Not a consent id, a policy version, or choices that fit the button", body = ErrorBody),
        (status = 429, description = "Too many choices from this address", body = ErrorBody)))]
async fn record_consent(
    State(state): State<AppState>,
    user: Option<CurrentUser>,
    ApiJson(body): ApiJson<ConsentRequest>,
) -> ApiResult<(StatusCode, ApiJson<ConsentRecorded>)> {
    if !valid_consent_id(&body.consent_id) {
        return Err(ApiError::validation("invalid_consent_id", "The consent id must be a random UUID."));
    }
    if !valid_policy_version(&body.policy_version) {
        return Err(ApiError::validation("invalid_policy_version", "The policy version is not one Veil knows."));
    }
    if !consistent(body.choice, body.analytics, body.advertising) {
        return Err(ApiError::validation("inconsistent_choice", "The choices do not fit the button pressed."));
    }
    let now = state.clock.now_millis();
    let record = NewRecord {
        consent_id: &body.consent_id,
        account: user.as_ref().map(|u| &u.id),
        choice: body.choice,
        analytics: body.analytics,
        advertising: body.advertising,
        policy_version: &body.policy_version,
    };
    store::insert(&state.db, &record, now).await?;
    tracing::info!("cookie-consent choice recorded");
    Ok((StatusCode::CREATED, ApiJson(ConsentRecorded { consent_id: body.consent_id, recorded_at: to_rfc3339(now) })))
}
