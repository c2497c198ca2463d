//! A person's e-mail settings (the account page), and the unsubscribe link that works
//! without signing in: `GET` says what it would turn off (the web app's `/unsubscribe`
//! page asks first), `POST` turns it off (the one-click of RFC 8058, which mail clients
//! send as a form post from elsewhere: the signed token is the authority, so the
//! same-origin rule does not apply to this path).

use axum::extract::{Query, State};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{model::EmailKind, store};
use crate::{
    auth::extract::CurrentUser,
    error::{ApiError, ApiResult, ErrorBody},
    http::json::ApiJson,
    state::AppState,
};

/// The one path a cross-site POST may reach (the token in it is the authority).
pub const ONE_CLICK_PATH: &str = "/api/email/unsubscribe";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(email_settings, change_email_settings))
        .routes(routes!(unsubscribe_link, unsubscribe))
}

/// How often the digest comes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum DigestFrequency {
    Weekly,
    Never,
}

/// Which notification e-mails the signed-in person gets. Job seekers: new reveal
/// requests, reminders (unanswered requests, "still open to offers?"), the weekly digest; recruiters: answers
/// to their requests (approved, declined, expired) and saved search alerts; everyone:
/// the notice that a data download is ready.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmailSettings {
    pub reveal_requests: bool,
    pub reminders: bool,
    pub weekly_digest: DigestFrequency,
    pub decisions: bool,
    pub saved_search_alerts: bool,
    pub data_exports: bool,
    pub messages: bool,
    /// Discreet e-mails (on unless turned off): every notification e-mail's subject says
    /// only "You have a new notification" and its body is only a link.
    pub discreet: bool,
}

/// The settings to change; those left out stay as they are.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EmailSettingsChange {
    #[serde(default)]
    pub reveal_requests: Option<bool>,
    #[serde(default)]
    pub reminders: Option<bool>,
    #[serde(default)]
    pub weekly_digest: Option<DigestFrequency>,
    #[serde(default)]
    pub decisions: Option<bool>,
    #[serde(default)]
    pub saved_search_alerts: Option<bool>,
    #[serde(default)]
    pub data_exports: Option<bool>,
    #[serde(default)]
    pub messages: Option<bool>,
    #[serde(default)]
    pub discreet: Option<bool>,
}

impl EmailSettingsChange {
    fn changes(&self) -> Vec<(EmailKind, bool)> {
        [
            (EmailKind::RevealRequests, self.reveal_requests),
            (EmailKind::Reminders, self.reminders),
            (EmailKind::WeeklyDigest, self.weekly_digest.map(|f| f == DigestFrequency::Weekly)),
            (EmailKind::Decisions, self.decisions),
            (EmailKind::SavedSearchAlerts, self.saved_search_alerts),
            (EmailKind::DataExports, self.data_exports),
            (EmailKind::Messages, self.messages),
        ]
        .into_iter()
        .filter_map(|(kind, on)| Some((kind, on?)))
        .collect()
    }
}

async fn settings_of(state: &AppState, user: &CurrentUser) -> ApiResult<EmailSettings> {
    let choices = store::choices(&state.db, &user.id).await?;
    Ok(EmailSettings {
        reveal_requests: choices.wants(EmailKind::RevealRequests),
        reminders: choices.wants(EmailKind::Reminders),
        weekly_digest: if choices.wants(EmailKind::WeeklyDigest) {
            DigestFrequency::Weekly
        } else {
            DigestFrequency::Never
        },
        decisions: choices.wants(EmailKind::Decisions),
        saved_search_alerts: choices.wants(EmailKind::SavedSearchAlerts),
        data_exports: choices.wants(EmailKind::DataExports),
        messages: choices.wants(EmailKind::Messages),
        discreet: store::discreet(&state.db, &user.id).await?,
    })
}

/// The signed-in person's e-mail settings (defaults until they change one).
#[utoipa::path(get, path = "/api/account/email-settings", tag = "accounts",
    responses((status = 200, body = EmailSettings)))]
async fn email_settings(State(state): State<AppState>, user: CurrentUser) -> ApiResult<ApiJson<EmailSettings>> {
    Ok(ApiJson(settings_of(&state, &user).await?))
}

/// Changes some of the signed-in person's e-mail settings; answers all of them.
#[utoipa::path(patch, path = "/api/account/email-settings", tag = "accounts", request_body = EmailSettingsChange,
    responses((status = 200, body = EmailSettings), (status = 422, body = ErrorBody)))]
async fn change_email_settings(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiJson(body): ApiJson<EmailSettingsChange>,
) -> ApiResult<ApiJson<EmailSettings>> {
    let now = state.clock.now_millis();
    store::set(&state.db, &user.id, &body.changes(), now).await?;
    if let Some(discreet) = body.discreet {
        store::set_discreet(&state.db, &user.id, discreet, now).await?;
    }
    Ok(ApiJson(settings_of(&state, &user).await?))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UnsubscribeQuery {
    /// The token from the e-mail's link.
    #[param(max_length = 400)]
    pub token: String,
}

/// What an unsubscribe link stops.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Unsubscription {
    /// `reveal_requests`, `reminders`, `weekly_digest` or `decisions`.
    pub kind: String,
    /// The e-mails it stops, in words ("the weekly digest").
    pub description: String,
    /// Whether those e-mails still come.
    pub subscribed: bool,
}

fn invalid_link() -> ApiError {
    ApiError::Missing { code: "unsubscribe_link_invalid", message: "This unsubscribe link is not valid.".into() }
}

/// What the link would stop, and whether it is stopped already. No sign-in needed.
#[utoipa::path(get, path = "/api/email/unsubscribe", tag = "accounts", params(UnsubscribeQuery),
    responses((status = 200, body = Unsubscription), (status = 404, body = ErrorBody)))]
async fn unsubscribe_link(
    State(state): State<AppState>,
    Query(query): Query<UnsubscribeQuery>,
) -> ApiResult<ApiJson<Unsubscription>> {
    let (account, kind) = state.unsubscribe.verify(&query.token).ok_or_else(invalid_link)?;
    if !store::account_exists(&state.db, &account).await? {
        return Err(invalid_link());
    }
    let subscribed = store::choices(&state.db, &account).await?.wants(kind);
    Ok(ApiJson(Unsubscription { kind: kind.as_str().into(), description: kind.label().into(), subscribed }))
}

/// Stops the e-mails the link names: the one-click unsubscribe of RFC 8058 (mail clients
/// post `List-Unsubscribe=One-Click`; any body is ignored). No sign-in needed.
#[utoipa::path(post, path = "/api/email/unsubscribe", tag = "accounts", params(UnsubscribeQuery),
    responses((status = 200, body = Unsubscription), (status = 404, body = ErrorBody)))]
async fn unsubscribe(
    State(state): State<AppState>,
    Query(query): Query<UnsubscribeQuery>,
) -> ApiResult<ApiJson<Unsubscription>> {
    let (account, kind) = state.unsubscribe.verify(&query.token).ok_or_else(invalid_link)?;
    if !store::set(&state.db, &account, &[(kind, false)], state.clock.now_millis()).await? {
        return Err(invalid_link());
    }
    tracing::info!(kind = kind.as_str(), "unsubscribed by link");
    Ok(ApiJson(Unsubscription { kind: kind.as_str().into(), description: kind.label().into(), subscribed: false }))
}
