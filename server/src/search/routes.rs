//! Search endpoints: candidate search for recruiters and their search history (the
//! index's debug views are in `debug_routes`).

use std::collections::HashMap;

use axum::extract::{FromRef, Query, State};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    card::Hit,
    highlight::Matched,
    history::SearchHistory,
    index::location_key,
    model::{self, LocationFilter, Pagination, SearchRequest, Widened},
    page::{self, PageRows},
    screen::FacetCounts,
    screen_params::ScreenQuery,
    store,
    sync::SearchService,
};
use crate::{
    auth::extract::{ActingRecruiter, CurrentUser, Recruiter},
    db::clock::to_rfc3339,
    error::{ApiError, ApiResult, ErrorBody},
    http::json::ApiJson,
    ids::{AccountId, SeekerId},
    privacy::shield::viewer::Viewer,
    reveal::candidates::RequestState,
    reveal::model::{RequestStatus, RevealedName},
    seekers::{self, anonymous_profile::AnonymousProfile},
    state::AppState,
};

/// Under any router state that holds the shared state, the search service and the
/// search history.
pub fn router<S>() -> OpenApiRouter<S>
where
    S: Clone + Send + Sync + 'static,
    AppState: FromRef<S>,
    SearchService: FromRef<S>,
    SearchHistory: FromRef<S>,
{
    OpenApiRouter::new()
        .routes(routes!(search_candidates))
        .routes(routes!(search_history, record_search))
        .merge(super::debug_routes::router())
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
            job_type: model::job_type_filter(self.job_type.as_deref())?,
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
    State(search): State<SearchService>,
    ActingRecruiter(user): ActingRecruiter,
    Query(query): Query<SearchQuery>,
    Query(screen): Query<ScreenQuery>,
) -> ApiResult<ApiJson<SearchResponse>> {
    let viewer = user.shield_viewer();
    let request = query.request(&user.id, &viewer, model::PAGE_SIZE, &screen)?;
    let (mut outcome, rows) = page::search(&state, &search, request.clone(), &viewer, &user.recruiter_id()).await?;
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
    State(history): State<SearchHistory>,
    ActingRecruiter(user): ActingRecruiter,
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
    history.record(store::NewSearch {
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
    State(history): State<SearchHistory>,
    Recruiter(user): Recruiter,
    Query(query): Query<HistoryQuery>,
) -> ApiResult<ApiJson<Vec<SearchHistoryEntry>>> {
    let limit = query.limit.unwrap_or(10).clamp(1, 10);
    // Every search saved so far, the ones still queued included.
    history.flush().await?;
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
