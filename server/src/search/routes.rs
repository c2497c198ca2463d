//! Search endpoints: candidate search for recruiters, their search history, and the
//! index's debug views (readable by any signed-in user; reindexing needs the admin or
//! development mode).

use std::collections::HashMap;

use axum::extract::{Query, State};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    card::Hit,
    heal::IndexCheck,
    highlight::Matched,
    index::location_key,
    model::{self, LocationFilter, Pagination, SearchRequest, Widened},
    page::{self, PageRows},
    screen::FacetCounts,
    screen_params::ScreenQuery,
    store,
};
use crate::{
    auth::extract::{CurrentUser, Recruiter},
    db::clock::to_rfc3339,
    error::{ApiError, ApiResult, ErrorBody},
    http::json::ApiJson,
    ids::{AccountId, SeekerId},
    privacy::shield::{store as shield, viewer::Viewer},
    reveal::candidates::RequestState,
    reveal::model::{RequestStatus, RevealedName},
    seekers::{self, anonymous_profile::AnonymousProfile, model::JobType},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(search_candidates))
        .routes(routes!(search_history, record_search))
        .routes(routes!(index_stats))
        .routes(routes!(reindex))
        .routes(routes!(debug_search))
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct SearchQuery {
    /// Keywords; the last one also matches as a prefix.
    #[serde(default)]
    #[param(max_length = 200, pattern = r"^[^\u0000]*$")]
    pub q: String,
    /// `remote`, `onsite` or `hybrid`; `all` or empty for any.
    #[param(pattern = r"^(remote|onsite|hybrid|all)?$")]
    pub job_type: Option<String>,
    #[serde(default)]
    pub city: String,
    #[serde(default)]
    pub state: String,
    #[serde(default)]
    pub country: String,
    /// 1-based page number.
    pub page: Option<i64>,
    /// Widen the location (city, then state, then country) when nothing matches. Default true.
    pub flexible: Option<bool>,
}

fn job_type_filter(raw: Option<&str>) -> ApiResult<Option<String>> {
    match raw.map(str::trim).filter(|s| !s.is_empty() && *s != "all") {
        None => Ok(None),
        Some(t) => match JobType::parse(t) {
            Some(job_type) => Ok(Some(job_type.as_str().to_owned())),
            None => Err(ApiError::validation("invalid_job_type", "Job type must be remote, onsite or hybrid")),
        },
    }
}

impl SearchQuery {
    fn request(
        &self,
        exclude_id: &AccountId,
        viewer: &Viewer,
        per_page: usize,
        screen: &ScreenQuery,
    ) -> ApiResult<SearchRequest> {
        if self.q.chars().count() > model::MAX_KEYWORD_CHARS {
            return Err(ApiError::validation("keyword_too_long", "Please use a shorter search"));
        }
        Ok(SearchRequest {
            keyword: self.q.trim().to_owned(),
            job_type: job_type_filter(self.job_type.as_deref())?,
            location: LocationFilter {
                city: self.city.clone(),
                state: self.state.clone(),
                country: self.country.clone(),
            },
            flexible: self.flexible.unwrap_or(true),
            page: model::clamp_page(self.page),
            per_page,
            exclude_id: Some(exclude_id.to_string()),
            shield_terms: viewer.terms(),
            screen: screen.screen()?,
        })
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CandidateCard {
    #[serde(flatten)]
    pub profile: AnonymousProfile,
    pub reveal_request: Option<RequestState>,
    pub revealed: Option<RevealedName>,
    /// The skills (as the job seeker wrote them) that the keywords or their synonyms
    /// matched, for highlighting.
    pub matched_skills: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SearchHit {
    pub document: CandidateCard,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SearchResponse {
    pub hits: Vec<SearchHit>,
    pub pagination: Pagination,
    /// How far the location had to widen to find anyone.
    pub widened: Widened,
    /// Nobody matched every keyword, so these match most of them (the page says so).
    pub relaxed: bool,
    /// How many profiles each filter's choices would give, when asked (`facets=true`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(required = false)]
    pub facets: Option<FacetCounts>,
}

/// Searches anonymous candidates: never hidden profiles, never the searcher's own.
#[utoipa::path(get, path = "/api/search", tag = "search", params(SearchQuery, ScreenQuery),
    responses((status = 200, body = SearchResponse), (status = 422, body = ErrorBody)))]
async fn search_candidates(
    State(state): State<AppState>,
    Recruiter(user): Recruiter,
    Query(query): Query<SearchQuery>,
    Query(screen): Query<ScreenQuery>,
) -> ApiResult<ApiJson<SearchResponse>> {
    let viewer = user.shield_viewer();
    let request = query.request(&user.id, &viewer, model::PAGE_SIZE, &screen)?;
    let (mut outcome, rows) = page::search(&state, request.clone(), &viewer, &user.recruiter_id()).await?;
    let found = outcome.hits.len();
    let hits = cards(&state, &user, rows, std::mem::take(&mut outcome.hits), &outcome.matched).await?;
    // A profile the database no longer shows (hidden a moment ago, before this instance's
    // index caught up) leaves the total as it leaves the page.
    outcome.total.count = outcome.total.count.saturating_sub(found - hits.len());
    Ok(ApiJson(SearchResponse {
        hits: hits.into_iter().map(|document| SearchHit { document }).collect(),
        pagination: Pagination::new(request.page, request.per_page, outcome.total),
        widened: model::widened_to(&request.location, &outcome.location),
        relaxed: outcome.relaxed,
        facets: outcome.facets,
    }))
}

/// The page's cards, in the index's order, from the fields the index stores, with this
/// recruiter's request state and, only when approved, the name and photo: two more
/// database round trips only when a request on the page is approved.
async fn cards(
    state: &AppState,
    recruiter: &CurrentUser,
    rows: PageRows,
    hits: Vec<Hit>,
    matched: &Matched,
) -> ApiResult<Vec<CandidateCard>> {
    // Keyed by the index's text; a hit the database no longer shows has no entry.
    let mut shown: HashMap<String, SeekerId> = rows.shown.iter().map(|o| (o.to_string(), o.clone())).collect();
    state.activity.seen_in_search(&recruiter.recruiter_id(), &rows.shown);
    let briefs: HashMap<SeekerId, _> = rows.briefs.into_iter().map(|b| (b.profile_id.clone(), b)).collect();
    let approved: Vec<SeekerId> = briefs
        .values()
        .filter(|b| b.terms.decision.status == RequestStatus::Approved)
        .map(|b| b.profile_id.clone())
        .collect();
    // The privacy rule decides; without an approved request there is nothing to ask.
    let mut identities = if approved.is_empty() {
        HashMap::new()
    } else {
        seekers::view::identities_for(state, &approved, &recruiter.asker()).await?
    };
    let mut cards = Vec::with_capacity(hits.len());
    for hit in hits {
        let Some(owner) = shown.remove(&hit.id) else { continue };
        let identity = identities.remove(&owner);
        let card = hit.card;
        cards.push(CandidateCard {
            matched_skills: matched.skills(&card.profile.skills, &card.skill_ids),
            profile: card.profile,
            reveal_request: briefs.get(&owner).map(|b| RequestState::at(b, state.clock.now_millis())),
            revealed: identity.map(|i| RevealedName {
                first_name: i.first_name,
                last_name: i.last_name,
                avatar_url: i.avatar_url,
            }),
        });
    }
    Ok(cards)
}

// Unknown keys are refused, as in every other request body: text Veil would ignore could
// still carry what it refuses (a NUL), and the document could not say so. (A `//`
// comment: a doc comment would change the OpenAPI document.)
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LocationData {
    #[serde(default)]
    pub city: String,
    #[serde(default)]
    pub state: String,
    #[serde(default)]
    pub country: String,
    #[serde(default)]
    pub postal_code: String,
    #[serde(default)]
    pub formatted_address: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RecordSearch {
    /// With no keyword and no location there is nothing to save, and nothing is saved.
    #[serde(default)]
    #[schema(max_length = 200)]
    pub keyword: String,
    pub location_data: Option<LocationData>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SearchHistoryEntry {
    pub id: String,
    pub keyword: String,
    pub location_data: Option<LocationData>,
    pub created_at: String,
}

/// Saves a search to the recruiter's history (the same keyword and location again
/// only moves it to the top).
#[utoipa::path(post, path = "/api/search/history", tag = "search", request_body = RecordSearch,
    responses((status = 204, description = "Saved, or nothing to save"), (status = 422, body = ErrorBody)))]
async fn record_search(
    State(state): State<AppState>,
    Recruiter(user): Recruiter,
    ApiJson(body): ApiJson<RecordSearch>,
) -> ApiResult<http::StatusCode> {
    let keyword = body.keyword.trim();
    if keyword.chars().count() > model::MAX_KEYWORD_CHARS {
        return Err(ApiError::validation("keyword_too_long", "Please use a shorter search"));
    }
    let location = body.location_data.filter(|l| !(l.city.is_empty() && l.state.is_empty() && l.country.is_empty()));
    if keyword.is_empty() && location.is_none() {
        return Ok(axum::http::StatusCode::NO_CONTENT);
    }
    let key = location
        .as_ref()
        .map(|l| format!("{}|{}|{}", location_key(&l.city), location_key(&l.state), location_key(&l.country)))
        .unwrap_or_default();
    let data = location.as_ref().map(serde_json::to_string).transpose().map_err(|e| ApiError::Internal(e.into()))?;
    // Written with others in the background (search/history.rs).
    state.search_history.record(store::NewSearch {
        user_id: user.id.clone(),
        keyword: keyword.to_owned(),
        location_data: data,
        location_key: key,
        created_at: state.clock.now_millis(),
    });
    Ok(http::StatusCode::NO_CONTENT)
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct HistoryQuery {
    /// How many entries (at most 10, the default).
    pub limit: Option<i64>,
}

/// The recruiter's latest searches, newest first.
#[utoipa::path(get, path = "/api/search/history", tag = "search", params(HistoryQuery),
    responses((status = 200, body = Vec<SearchHistoryEntry>)))]
async fn search_history(
    State(state): State<AppState>,
    Recruiter(user): Recruiter,
    Query(query): Query<HistoryQuery>,
) -> ApiResult<ApiJson<Vec<SearchHistoryEntry>>> {
    let limit = query.limit.unwrap_or(10).clamp(1, 10);
    // Every search saved so far, the ones still queued included.
    state.search_history.flush().await?;
    let rows = store::recent_searches(&state.db, &user.id, limit).await?;
    Ok(ApiJson(
        rows.into_iter()
            .map(|r| SearchHistoryEntry {
                id: r.id,
                keyword: r.keyword,
                location_data: r.location_data.and_then(|d| serde_json::from_str(&d).ok()),
                created_at: to_rfc3339(r.created_at),
            })
            .collect(),
    ))
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
async fn index_stats(State(state): State<AppState>, user: CurrentUser) -> ApiResult<ApiJson<IndexStats>> {
    let ids = state.search.index.sample_ids(5)?;
    let viewer = user.shield_viewer();
    let mut rows = store::profiles_by_ids(&state.db, &ids).await?;
    let owners: Vec<SeekerId> = rows.iter().map(|r| r.id.clone()).collect();
    let hidden = shield::hidden_among(&state.db, &viewer, &owners).await?;
    rows.retain(|r| !hidden.contains(&r.id));
    let (last_check, last_repair) = state.search.last_checks();
    let (num_documents, database_profiles) = if user.is_admin {
        (state.search.index.num_documents(), store::count_searchable(&state.db).await?)
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
        let findable = state.search.search(everyone).await?.total.count as u64;
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
async fn reindex(State(state): State<AppState>, user: CurrentUser) -> ApiResult<ApiJson<ReindexResult>> {
    if !(user.is_admin || state.settings.development_mode()) {
        return Err(ApiError::Forbidden("Only the admin can rebuild the search index.".into()));
    }
    let started = std::time::Instant::now();
    let count = state.search.rebuild().await?;
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
        job_type: job_type_filter(filters.job_type.as_deref())?,
        location,
        flexible: true,
        page: model::clamp_page(query.page),
        per_page: model::DEBUG_PAGE_SIZE,
        exclude_id: Some(user.id.to_string()),
        shield_terms: viewer.terms(),
        screen: Default::default(),
    };
    let started = std::time::Instant::now();
    let outcome = state.search.search(request.clone()).await?;
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
