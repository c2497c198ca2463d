//! The job seeker's employer shield: the employers who must never find or see them.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::{self, MAX_ENTRIES},
    store::{self, EntryRow},
};
use crate::{
    auth::extract::JobSeeker,
    error::{ApiResult, ErrorBody},
    http::json::ApiJson,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_shield, save_shield))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShieldEntry {
    pub company_name: String,
    /// The company's web domain (`acme.com`), or `null`.
    pub domain: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmployerShield {
    pub entries: Vec<ShieldEntry>,
    /// How many entries the list may hold.
    pub max_entries: usize,
    /// Recruiters whose company Veil has not verified cannot be matched to an employer,
    /// so while the list has entries they do not see, find or count the profile, unless
    /// this is on.
    pub allow_unverified: bool,
}

impl From<EntryRow> for ShieldEntry {
    fn from(row: EntryRow) -> Self {
        Self { company_name: row.company_name, domain: Some(row.domain).filter(|d| !d.is_empty()) }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ShieldEntryRequest {
    /// As the company calls itself; compared without case, accents, punctuation and
    /// legal forms (Inc, Ltd, GmbH, Oy, AB, SA, LLC...).
    #[schema(pattern = r"[0-9A-Za-z]", max_length = 150)]
    pub company_name: String,
    /// Optional: the company's web domain or website address.
    #[serde(default)]
    #[schema(
        max_length = 300,
        pattern = r"^((https?://)?([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}\.?/?)?$"
    )]
    pub domain: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ShieldRequest {
    #[schema(max_items = 50)]
    pub entries: Vec<ShieldEntryRequest>,
    /// Let recruiters whose company is not verified see the profile; absent keeps the
    /// current choice (off unless switched on).
    #[serde(default)]
    pub allow_unverified: Option<bool>,
}

async fn current(state: &AppState, user: &crate::auth::extract::CurrentUser) -> ApiResult<EmployerShield> {
    let rows = store::list(&state.db, &user.seeker_id()).await?;
    Ok(EmployerShield {
        entries: rows.into_iter().map(ShieldEntry::from).collect(),
        max_entries: MAX_ENTRIES,
        allow_unverified: store::allows_unverified(&state.db, &user.seeker_id()).await?,
    })
}

/// The employers the signed-in job seeker hides from, in their order.
#[utoipa::path(get, path = "/api/employer-shield", tag = "seekers",
    responses((status = 200, body = EmployerShield)))]
async fn get_shield(State(state): State<AppState>, JobSeeker(user): JobSeeker) -> ApiResult<ApiJson<EmployerShield>> {
    Ok(ApiJson(current(&state, &user).await?))
}

/// Replaces the list (up to 50) and the switch for unverified recruiters. Recruiters
/// who match an entry (by a domain they proved, or, verified, by any company name their
/// account has held) no longer find or see the profile, from this response on; nor do
/// unverified recruiters while the list has entries, unless the switch lets them.
#[utoipa::path(put, path = "/api/employer-shield", tag = "seekers", request_body = ShieldRequest,
    responses((status = 200, body = EmployerShield), (status = 422, body = ErrorBody)))]
async fn save_shield(
    State(state): State<AppState>,
    JobSeeker(user): JobSeeker,
    ApiJson(body): ApiJson<ShieldRequest>,
) -> ApiResult<ApiJson<EmployerShield>> {
    let entries = model::parse_list(body.entries.iter().map(|e| (e.company_name.as_str(), e.domain.as_deref())))?;
    let allows_unverified = match body.allow_unverified {
        Some(choice) => choice,
        None => store::allows_unverified(&state.db, &user.seeker_id()).await?,
    };
    store::replace(&state.db, &user.seeker_id(), &entries, allows_unverified, state.clock.now_millis()).await?;
    // The index drops the profile from matching recruiters' searches before we answer.
    state.index_progress.profile_hidden().await;
    tracing::info!(user_id = %user.id, entries = entries.len(), "employer shield saved");
    Ok(ApiJson(current(&state, &user).await?))
}
