//! The account's end, as its owner sees it: until when it is kept (the account page), and
//! the e-mailed "Keep my account" link, which works without signing in: `GET` says what
//! it would do (the web app's `/keep-account` page asks first), `POST` keeps the account.

use axum::extract::{Query, State};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{period_ms, store};
use crate::{
    auth::extract::CurrentUser,
    db::clock::to_rfc3339,
    error::{ApiError, ApiResult, ErrorBody},
    http::json::ApiJson,
    ids::AccountId,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(account_end)).routes(routes!(keep_link, keep))
}

/// Until when an account is kept if nobody uses it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountEnd {
    /// The day it is deleted unless someone signs in, answers, edits or keeps it (RFC 3339).
    pub kept_until: String,
    /// The days without use after which an account is deleted.
    pub inactive_days: u64,
}

async fn account_end_of(state: &AppState, account: &AccountId) -> ApiResult<Option<AccountEnd>> {
    let Some(found) = store::standing(&state.db, account).await? else { return Ok(None) };
    Ok(Some(AccountEnd {
        kept_until: to_rfc3339(found.standing().deadline(period_ms(state))),
        inactive_days: state.settings.retention.inactive_account_days,
    }))
}

/// Until when the signed-in person's account is kept unless they use it.
#[utoipa::path(get, path = "/api/account/end", tag = "accounts",
    responses((status = 200, body = AccountEnd), (status = 401, body = ErrorBody)))]
async fn account_end(State(state): State<AppState>, user: CurrentUser) -> ApiResult<ApiJson<AccountEnd>> {
    account_end_of(&state, &user.id).await?.map(ApiJson).ok_or(ApiError::NotFound)
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct KeepQuery {
    /// The token from the warning e-mail's link.
    #[param(max_length = 400)]
    pub token: String,
}

fn invalid_link() -> ApiError {
    ApiError::Missing {
        code: "keep_link_invalid",
        message: "This link is not valid, or its account no longer exists.".into(),
    }
}

/// Until when the link's account is kept now. No sign-in needed.
#[utoipa::path(get, path = "/api/account/keep", tag = "accounts", params(KeepQuery),
    responses((status = 200, body = AccountEnd), (status = 404, body = ErrorBody)))]
async fn keep_link(State(state): State<AppState>, Query(query): Query<KeepQuery>) -> ApiResult<ApiJson<AccountEnd>> {
    let account = state.keep_links.verify(&query.token).ok_or_else(invalid_link)?;
    account_end_of(&state, &account).await?.map(ApiJson).ok_or_else(invalid_link)
}

/// Keeps the link's account: its clock starts again, as if its owner had signed in,
/// without signing anyone in.
#[utoipa::path(post, path = "/api/account/keep", tag = "accounts", params(KeepQuery),
    responses((status = 200, body = AccountEnd), (status = 404, body = ErrorBody)))]
async fn keep(State(state): State<AppState>, Query(query): Query<KeepQuery>) -> ApiResult<ApiJson<AccountEnd>> {
    let account = state.keep_links.verify(&query.token).ok_or_else(invalid_link)?;
    if !store::keep(&state.db, &account, state.clock.now_millis()).await? {
        return Err(invalid_link());
    }
    tracing::info!(user_id = %account, "account kept by its link");
    account_end_of(&state, &account).await?.map(ApiJson).ok_or_else(invalid_link)
}
