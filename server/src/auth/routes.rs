//! Sign-in, sign-out and the session: `/api/auth/login` sends the browser to the issuer,
//! `/api/auth/callback` verifies what comes back and opens a session.

use axum::{
    extract::{Query, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
};
use axum_extra::extract::{
    CookieJar,
    cookie::{Cookie, SameSite},
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    extract::CurrentUser,
    model::{ReturnPath, landing_path, provider_name},
    session::{self, token_hash},
    store::{self, PendingLogin},
};
use crate::{
    auth::model::SessionRoles,
    error::{ApiError, ApiResult},
    http::{json::ApiJson, rate_limit::abuse_limit},
    ids::AccountId,
    metrics::Pulse,
    state::AppState,
};

/// Holds the `state` of a sign-in in progress, binding the callback to this browser.
const LOGIN_COOKIE: &str = "veil_login";
const LOGIN_LIFETIME_MS: i64 = 10 * 60 * 1000;

pub fn router(state: &AppState) -> OpenApiRouter<AppState> {
    let sign_in =
        OpenApiRouter::new().routes(routes!(login)).routes(routes!(callback)).layer(abuse_limit(&state.settings));
    OpenApiRouter::new().routes(routes!(current_session)).routes(routes!(logout)).merge(sign_in)
}

#[derive(Deserialize, IntoParams)]
pub struct LoginQuery {
    /// A same-site path to come back to after sign-in.
    #[serde(rename = "returnTo")]
    pub return_to: Option<String>,
}

fn login_cookie(value: String, max_age_secs: i64, secure: bool) -> Cookie<'static> {
    Cookie::build((LOGIN_COOKIE, value))
        .path("/api/auth")
        .http_only(true)
        .secure(secure)
        // Lax: the issuer's redirect back is a top-level GET, which carries it.
        .same_site(SameSite::Lax)
        .max_age(time::Duration::seconds(max_age_secs))
        .build()
}

/// The sign-in page's result as the web app reads it from `/signin?error=...`.
fn failed(jar: CookieJar, secure: bool, reason: &str) -> Response {
    let jar = jar.add(login_cookie(String::new(), 0, secure));
    (jar, Redirect::to(&format!("/signin?error={reason}"))).into_response()
}

/// Starts sign-in with the configured issuer (LinkedIn, or the development provider).
#[utoipa::path(get, path = "/api/auth/login", tag = "auth", params(LoginQuery),
    responses((status = 303, description = "To the issuer's authorization page")))]
async fn login(State(state): State<AppState>, Query(query): Query<LoginQuery>, jar: CookieJar) -> Response {
    let secure = state.settings.served_over_https();
    let start = match state.relying_party.start().await {
        Ok(start) => start,
        Err(err) => {
            tracing::error!(error = %err, "could not start sign-in");
            return failed(jar, secure, "login_failed");
        }
    };
    let now = state.clock.now_millis();
    let pending = PendingLogin {
        nonce: start.nonce,
        pkce_verifier: start.pkce_verifier,
        return_to: query.return_to.as_deref().and_then(ReturnPath::parse).map(|p| p.as_str().to_owned()),
        expires_at: now + LOGIN_LIFETIME_MS,
    };
    if let Err(err) = store::insert_pending_login(&state.db, &token_hash(&start.state), &pending, now).await {
        tracing::error!(error = %err, "could not record a sign-in attempt");
        return failed(jar, secure, "login_failed");
    }
    let jar = jar.add(login_cookie(start.state, LOGIN_LIFETIME_MS / 1000, secure));
    (jar, Redirect::to(&start.authorize_url)).into_response()
}

#[derive(Deserialize, IntoParams)]
pub struct CallbackQuery {
    pub code: Option<String>,
    pub state: Option<String>,
    pub error: Option<String>,
}

/// The issuer's redirect back: checks state (against this browser's cookie, single use),
/// exchanges the code, verifies the ID token, saves the account and opens a session.
#[utoipa::path(get, path = "/api/auth/callback", tag = "auth", params(CallbackQuery),
    responses((status = 303, description = "Into the app, or to /signin?error=... on failure")))]
async fn callback(State(state): State<AppState>, Query(query): Query<CallbackQuery>, jar: CookieJar) -> Response {
    let secure = state.settings.served_over_https();
    let now = state.clock.now_millis();
    let cookie_state = jar.get(LOGIN_COOKIE).map(|c| c.value().to_owned()).unwrap_or_default();
    let Some(returned_state) = query.state.filter(|s| !s.is_empty()) else {
        return failed(jar, secure, "login_failed");
    };
    // The state must be the one this browser started with, and still unused.
    if cookie_state != returned_state {
        tracing::warn!("sign-in callback with a state this browser did not start");
        return failed(jar, secure, "login_failed");
    }
    let pending = match store::take_pending_login(&state.db, &token_hash(&returned_state)).await {
        Ok(Some(p)) if p.expires_at > now => p,
        _ => return failed(jar, secure, "login_failed"),
    };
    if query.error.is_some() {
        return failed(jar, secure, "login_cancelled");
    }
    let Some(code) = query.code.filter(|c| !c.is_empty()) else {
        return failed(jar, secure, "login_failed");
    };
    let claims = match state.relying_party.finish(&code, &pending.nonce, pending.pkce_verifier.as_deref(), now).await {
        Ok(claims) => claims,
        Err(err) => {
            tracing::warn!(error = %err, "sign-in failed at the callback");
            return failed(jar, secure, "login_failed");
        }
    };
    let user_id = match store::upsert_account(&state.db, &claims, now).await {
        Ok(id) => id,
        Err(err) => {
            tracing::error!(error = %err, "could not save the account at sign-in");
            return failed(jar, secure, "profile_error");
        }
    };
    // Sign-in always opens a new session id; an older session of this browser ends.
    let _ = session::close(&state.db, &state.sessions, &state.settings, &jar).await;
    // The sign-in may have refreshed the e-mail, which decides who the admin is.
    state.sessions.forget_user(&user_id);
    let token = match session::open(&state.db, &state.settings, &user_id, now).await {
        Ok(token) => token,
        Err(err) => {
            tracing::error!(error = %err, "could not open a session");
            return failed(jar, secure, "login_failed");
        }
    };
    let roles = store::find_user(&state.db, &user_id).await.ok().flatten();
    let (is_job_seeker, is_recruiter) = roles.map_or((false, false), |r| (r.is_job_seeker, r.is_recruiter));
    let return_to = pending.return_to.as_deref().and_then(ReturnPath::parse);
    let destination = landing_path(return_to.as_ref(), is_job_seeker, is_recruiter);
    tracing::info!(user_id = %user_id, "signed in");
    crate::metrics::pulse(Pulse::SignIn);
    let jar = jar.add(login_cookie(String::new(), 0, secure)).add(session::session_cookie(&state.settings, token));
    (jar, Redirect::to(&destination)).into_response()
}

/// Signs out: the session ends on the server and the cookie is removed.
#[utoipa::path(post, path = "/api/auth/logout", tag = "auth", responses((status = 204, description = "Signed out")))]
async fn logout(State(state): State<AppState>, jar: CookieJar) -> ApiResult<(CookieJar, StatusCode)> {
    session::close(&state.db, &state.sessions, &state.settings, &jar).await?;
    Ok((jar.add(session::removal_cookie(&state.settings)), StatusCode::NO_CONTENT))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionUser {
    #[schema(value_type = String)]
    pub id: AccountId,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    /// Signed address of the photo, or `null`.
    pub avatar_url: Option<String>,
    pub blurred_avatar_url: Option<String>,
    pub linkedin_url: Option<String>,
    /// `linkedin`, `development` or `oidc`: which provider the account signs in with.
    pub provider: String,
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

#[derive(Deserialize, IntoParams)]
pub struct SessionQuery {
    /// `true`: when nobody is signed in, answer 200 with `null` instead of 401. The web
    /// app asks this way, so a signed-out visit is not a failed request in the console.
    #[serde(default)]
    pub optional: bool,
}

/// The signed-in person, their roles and profiles. 401 when nobody is signed in, or
/// `null` with `optional=true`.
#[utoipa::path(get, path = "/api/session", tag = "auth", params(SessionQuery),
    responses((status = 200, body = Option<SessionResponse>)))]
async fn current_session(
    State(state): State<AppState>,
    Query(query): Query<SessionQuery>,
    user: Option<CurrentUser>,
) -> ApiResult<ApiJson<Option<SessionResponse>>> {
    let signed_out = || if query.optional { Ok(ApiJson(None)) } else { Err(ApiError::Unauthenticated) };
    let Some(user) = user else { return signed_out() };
    let Some(identity) = store::identity(&state.db, &user.id).await? else { return signed_out() };
    let (has_seeker_profile, has_employer_profile) = store::profile_presence(&state.db, &user.id).await?;
    let now = state.clock.now_millis();
    Ok(ApiJson(Some(SessionResponse {
        user: SessionUser {
            id: user.id.clone(),
            email: user.email.clone(),
            first_name: identity.first_name,
            last_name: identity.last_name,
            avatar_url: state.storage.browser_url(identity.avatar_url.as_deref(), now),
            blurred_avatar_url: state.storage.browser_url(identity.blurred_avatar_url.as_deref(), now),
            linkedin_url: identity.linkedin_url,
            provider: provider_name(&user.issuer).into(),
        },
        roles: SessionRoles { is_job_seeker: user.is_job_seeker, is_recruiter: user.is_recruiter },
        is_admin: user.is_admin,
        has_employer_profile,
        has_seeker_profile,
    })))
}
