//! The index's debug views: what it holds, a rebuild, and a search the way the debug
//! page asks. Readable by any signed-in user, who is counted only what they may find;
//! rebuilding needs the admin or development mode.

use std::collections::HashMap;

use axum::extract::{FromRef, Query, State};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    heal::IndexCheck,
    model::{self, LocationFilter, Pagination, SearchRequest, Widened},
    store,
    sync::SearchService,
};
use crate::{
    auth::extract::CurrentUser,
    error::{ApiError, ApiResult, ErrorBody},
    http::json::ApiJson,
    ids::SeekerId,
    privacy::shield::store as shield,
    seekers::anonymous_profile::AnonymousProfile,
    state::AppState,
};

pub fn router<S>() -> OpenApiRouter<S>
where
    S: Clone + Send + Sync + 'static,
    AppState: FromRef<S>,
    SearchService: FromRef<S>,
{
    OpenApiRouter::new().routes(routes!(index_stats)).routes(routes!(reindex)).routes(routes!(debug_search))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct IndexStats {
    /// Profiles in the index: all of them for the admin; for anyone else those they may
    /// find (their own and those hidden from them left out; may be estimated above 1,000).
    pub num_documents: u64,
    /// A few indexed profiles (anonymous fields only).
    pub sample_documents: Vec<AnonymousProfile>,
    /// Searchable profiles in the database, to compare with the index (counted the same
    /// way as `num_documents`).
    pub database_profiles: i64,
    /// The latest check of this instance's index against the database (on start and
    /// periodically), `null` before the first.
    pub last_check: Option<IndexCheck>,
    /// The latest check that found differences, and what it repaired.
    pub last_repair: Option<IndexCheck>,
}

/// What the search index holds, for the debug screens. Index-wide counts are the
/// admin's: anyone else is counted only what they may find, so comparing counts teaches
/// nobody that a profile hides from them.
#[utoipa::path(get, path = "/api/search/stats", tag = "search", responses((status = 200, body = IndexStats)))]
async fn index_stats(
    State(state): State<AppState>,
    State(search): State<SearchService>,
    user: CurrentUser,
) -> ApiResult<ApiJson<IndexStats>> {
    let ids = search.index.sample_ids(5)?;
    let viewer = user.shield_viewer();
    let mut rows = store::profiles_by_ids(&state.db, &ids).await?;
    let owners: Vec<SeekerId> = rows.iter().map(|r| r.id.clone()).collect();
    let hidden = shield::hidden_among(&state.db, &viewer, &owners).await?;
    rows.retain(|r| !hidden.contains(&r.id));
    let (last_check, last_repair) = search.last_checks();
    let (num_documents, database_profiles) = if user.is_admin {
        (search.index.num_documents(), store::count_searchable(&state.db).await?)
    } else {
        let everyone = SearchRequest {
            keyword: String::new(),
            job_type: None,
            location: LocationFilter::default(),
            flexible: false,
            page: 1,
            per_page: 1,
            exclude_id: Some(user.id.to_string()),
            shield_terms: viewer.terms(),
            screen: Default::default(),
        };
        let findable = search.search(everyone).await?.total.count as u64;
        (findable, store::count_findable(&state.db, &viewer, &user.id).await?)
    };
    Ok(ApiJson(IndexStats {
        last_check,
        last_repair,
        num_documents,
        sample_documents: rows.iter().filter(|r| !r.is_hidden()).map(AnonymousProfile::from).collect(),
        database_profiles,
    }))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReindexResult {
    pub message: String,
    pub num_documents: u64,
}

/// Rebuilds the index from the database. The admin, or anyone in development mode.
#[utoipa::path(post, path = "/api/search/reindex", tag = "search",
    responses((status = 200, body = ReindexResult)))]
async fn reindex(
    State(state): State<AppState>,
    State(search): State<SearchService>,
    user: CurrentUser,
) -> ApiResult<ApiJson<ReindexResult>> {
    if !(user.is_admin || state.settings.development_mode()) {
        return Err(ApiError::Forbidden("Only the admin can rebuild the search index.".into()));
    }
    let started = std::time::Instant::now();
    let count = search.rebuild().await?;
    Ok(ApiJson(ReindexResult {
        message: format!("Indexed {count} profiles in {} ms.", started.elapsed().as_millis()),
        num_documents: count,
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct DebugQuery {
    #[serde(default)]
    #[param(max_length = 200, pattern = r"^[^\u0000]*$")]
    pub q: String,
    #[serde(default)]
    pub city: String,
    #[serde(default)]
    pub state: String,
    #[serde(default)]
    pub country: String,
    /// Filters as `field:=value` joined by `&&` (fields: job_type, city, state, country).
    #[serde(default)]
    #[param(
        pattern = r"^(job_type:=`?(remote|onsite|hybrid|all)?`?|(city|state|country):=[^&\u0000]*)?( ?&& ?(job_type:=`?(remote|onsite|hybrid|all)?`?|(city|state|country):=[^&\u0000]*))*$"
    )]
    pub filter_by: String,
    pub page: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DebugSearchResponse {
    pub hits: Vec<AnonymousProfile>,
    pub pagination: Pagination,
    pub widened: Widened,
    /// The parsed request, for the log panel.
    pub parsed: String,
    pub took_ms: u128,
}

/// Runs a search the way the debug page asks (5 per page, `filter_by`), anonymous only.
#[utoipa::path(get, path = "/api/search/debug", tag = "search", params(DebugQuery),
    responses((status = 200, body = DebugSearchResponse), (status = 422, body = ErrorBody)))]
async fn debug_search(
    State(state): State<AppState>,
    State(search): State<SearchService>,
    user: CurrentUser,
    Query(query): Query<DebugQuery>,
) -> ApiResult<ApiJson<DebugSearchResponse>> {
    let filters = model::parse_filter_by(&query.filter_by)?;
    let viewer = user.shield_viewer();
    let mut location =
        LocationFilter { city: query.city.clone(), state: query.state.clone(), country: query.country.clone() };
    for (field, value) in &filters.location {
        match field.as_str() {
            "city" => location.city = value.clone(),
            "state" => location.state = value.clone(),
            _ => location.country = value.clone(),
        }
    }
    let request = SearchRequest {
        keyword: query.q.trim().chars().take(model::MAX_KEYWORD_CHARS).collect(),
        job_type: model::job_type_filter(filters.job_type.as_deref())?,
        location,
        flexible: true,
        page: model::clamp_page(query.page),
        per_page: model::DEBUG_PAGE_SIZE,
        exclude_id: Some(user.id.to_string()),
        shield_terms: viewer.terms(),
        screen: Default::default(),
    };
    let started = std::time::Instant::now();
    let outcome = search.search(request.clone()).await?;
    let took_ms = started.elapsed().as_millis();
    // The debug page reads the database's rows (its freshest fields), not the stored cards.
    let ids: Vec<String> = outcome.hits.into_iter().map(|h| h.id).collect();
    let rows = store::profiles_by_ids(&state.db, &ids).await?;
    let owners: Vec<SeekerId> = rows.iter().map(|r| r.id.clone()).collect();
    let hidden = shield::hidden_among(&state.db, &viewer, &owners).await?;
    let mut by_id: HashMap<String, _> =
        rows.into_iter().filter(|r| !hidden.contains(&r.id)).map(|r| (r.id.to_string(), r)).collect();
    let hits = ids
        .iter()
        .filter_map(|id| by_id.remove(id))
        .filter(|r| !r.is_hidden())
        .map(|r| AnonymousProfile::from(&r))
        .collect();
    Ok(ApiJson(DebugSearchResponse {
        hits,
        pagination: Pagination::new(request.page, request.per_page, outcome.total),
        widened: model::widened_to(&request.location, &outcome.location),
        parsed: format!("{request:?}"),
        took_ms,
    }))
}
