//! Handlers of the public site: thin, the rules are in `model`, the SQL in `store`.

use std::net::SocketAddr;

use axum::{
    extract::{ConnectInfo, State},
    http::{HeaderMap, StatusCode},
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::store;
use crate::{
    error::{ApiResult, ErrorBody},
    http::{client_ip::client_ip_from, json::ApiJson, rate_limit::abuse_limit},
    mail::address::EmailAddress,
    state::AppState,
};

pub fn router(state: &AppState) -> OpenApiRouter<AppState> {
    let early_access = OpenApiRouter::new().routes(routes!(join_early_access)).layer(abuse_limit(&state.settings));
    OpenApiRouter::new()
        .routes(routes!(health))
        .routes(routes!(site_info))
        .routes(routes!(visitor_country))
        .merge(early_access)
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HealthResponse {
    /// `ok` when this instance can serve everything; `starting` while its search index
    /// is brought up to date after start; `degraded` when the database does not answer.
    pub status: String,
    /// `ok` or `unreachable`.
    pub database: String,
    /// `ok`, or `starting` while the index is rebuilt or caught up after start.
    pub search: String,
    pub version: String,
}

/// Readiness: 200 with `ok` when this instance can take traffic; 503 with `starting`
/// while its search index is brought up to date after start (the port is bound and the
/// web app served meanwhile), or with `degraded` when the database does not answer. A
/// load balancer sends traffic only to instances that answer 200.
#[utoipa::path(get, path = "/api/health", tag = "site",
    responses(
        (status = 200, description = "Ready", body = HealthResponse),
        (status = 503, description = "Starting, or the database does not answer", body = HealthResponse)))]
async fn health(State(state): State<AppState>) -> (StatusCode, ApiJson<HealthResponse>) {
    let reachable = state.db.ping().await.is_ok();
    let search_ready = state.index_progress.is_ready();
    let status = match (reachable, search_ready) {
        (false, _) => "degraded",
        (true, false) => "starting",
        (true, true) => "ok",
    };
    let code = if status == "ok" { StatusCode::OK } else { StatusCode::SERVICE_UNAVAILABLE };
    (
        code,
        ApiJson(HealthResponse {
            status: status.into(),
            database: if reachable { "ok" } else { "unreachable" }.into(),
            search: if search_ready { "ok" } else { "starting" }.into(),
            version: env!("CARGO_PKG_VERSION").into(),
        }),
    )
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SiteInfo {
    /// Where people write for help; shown on the contact and legal pages.
    pub support_email: String,
    /// Loaded by the client only after analytics consent; `null` when not configured.
    pub analytics_script_url: Option<String>,
}

/// Public settings the web app needs.
#[utoipa::path(get, path = "/api/site", tag = "site", responses((status = 200, body = SiteInfo)))]
async fn site_info(State(state): State<AppState>) -> ApiJson<SiteInfo> {
    let s = &state.settings;
    ApiJson(SiteInfo {
        support_email: s.support_email.clone(),
        analytics_script_url: (!s.analytics_script_url.is_empty()).then(|| s.analytics_script_url.clone()),
    })
}

#[derive(Serialize, ToSchema)]
pub struct GeoResponse {
    /// ISO 3166-1 alpha-2 code in upper case, or `null` when unknown.
    pub country: Option<String>,
    /// The visitor comes from loopback or a private network (no country to look up): the
    /// banner shows only when the URL forces it.
    #[serde(rename = "privateNetwork")]
    pub private_network: bool,
}

/// The visitor's country, for the cookie banner only.
#[utoipa::path(get, path = "/api/geo", tag = "site", responses((status = 200, body = GeoResponse)))]
async fn visitor_country(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> ApiJson<GeoResponse> {
    let client = client_ip_from(&headers, Some(peer), state.settings.trust_proxy);
    let place = state.geo.locate(&headers, client);
    ApiJson(GeoResponse { country: place.country, private_network: place.private_network })
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EarlyAccessRequest {
    #[schema(format = Email, max_length = 254, pattern = r"^[^@\s\u0000]+@[^@\s\u0000]+\.[^@\s\u0000]+$")]
    pub email: String,
}

#[derive(Serialize, ToSchema)]
pub struct EarlyAccessResponse {
    pub ok: bool,
}

/// Joins the early-access list. Signing up twice is fine and stores one row.
#[utoipa::path(post, path = "/api/early-access", tag = "site", request_body = EarlyAccessRequest,
    responses(
        (status = 200, body = EarlyAccessResponse),
        (status = 422, description = "Not a valid e-mail address", body = ErrorBody),
        (status = 429, description = "Too many sign-ups from this address", body = ErrorBody)))]
async fn join_early_access(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<EarlyAccessRequest>,
) -> ApiResult<ApiJson<EarlyAccessResponse>> {
    let email = EmailAddress::parse(&body.email)?;
    store::add_early_access_signup(&state.db, &email, state.clock.now_millis()).await?;
    tracing::info!("early-access sign-up recorded");
    Ok(ApiJson(EarlyAccessResponse { ok: true }))
}
