//! A recruiter's saved searches: list, save, rename or switch alerts, delete, and open
//! (which shows its new matches as seen). Someone else's saved search is a 404.

use axum::{
    extract::{Path, State},
    http::StatusCode,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::{self, Criteria, MAX_SAVED_SEARCHES, SearchName},
    store::{self, SaveError, SavedSearchRow},
};
use crate::{
    auth::extract::Recruiter,
    db::clock::to_rfc3339,
    error::{ApiError, ApiResult, ErrorBody},
    http::json::ApiJson,
    ids::SavedSearchId,
    search::screen_params::{self, ScreenQuery},
    seekers::model::JobType,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_saved_searches, create_saved_search))
        .routes(routes!(update_saved_search, delete_saved_search))
        .routes(routes!(open_saved_search))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedSearch {
    #[schema(value_type = String)]
    pub id: SavedSearchId,
    pub name: String,
    pub keyword: String,
    /// `null` for every job type.
    pub job_type: Option<JobType>,
    pub city: String,
    pub state: String,
    pub country: String,
    /// Widen the location (city, then state, then country) when nobody matches it.
    pub flexible: bool,
    /// The screening filters and order.
    pub filters: ScreenQuery,
    /// An in-app notification, and a daily e-mail, when new profiles match.
    pub alerts: bool,
    /// Profiles created since the search was last opened that it finds, as of `checkedAt`.
    pub new_count: i64,
    pub opened_at: String,
    /// When the background matching last counted them.
    pub checked_at: String,
    pub created_at: String,
}

impl From<SavedSearchRow> for SavedSearch {
    fn from(r: SavedSearchRow) -> Self {
        Self {
            id: r.id,
            name: r.name,
            keyword: r.keyword,
            job_type: r.job_type,
            city: r.city,
            state: r.state,
            country: r.country,
            flexible: r.flexible,
            filters: model::stored_filters(&r.filters),
            alerts: r.alerts,
            new_count: r.new_count,
            opened_at: to_rfc3339(r.opened_at),
            checked_at: to_rfc3339(r.checked_at),
            created_at: to_rfc3339(r.created_at),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedSearchList {
    /// Newest first.
    pub saved_searches: Vec<SavedSearch>,
    /// How many saved searches a recruiter may keep.
    pub max_saved_searches: i64,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CreateSavedSearch {
    #[schema(
        min_length = 1,
        max_length = 80,
        pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
    )]
    pub name: String,
    #[serde(default)]
    #[schema(max_length = 200)]
    pub keyword: String,
    /// `null` or left out for every job type.
    #[serde(default)]
    pub job_type: Option<JobType>,
    #[serde(default)]
    #[schema(max_length = 100)]
    pub city: String,
    #[serde(default)]
    #[schema(max_length = 100)]
    pub state: String,
    #[serde(default)]
    #[schema(max_length = 100)]
    pub country: String,
    /// Default true, as on the search page.
    #[serde(default)]
    pub flexible: Option<bool>,
    /// The screening filters and order, as the search page's parameters; none when left out.
    #[serde(default, deserialize_with = "screen_params::from_body")]
    #[schema(schema_with = screen_params::closed_schema)]
    pub filters: ScreenQuery,
    /// Default false.
    #[serde(default)]
    pub alerts: bool,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct UpdateSavedSearch {
    /// A new name; left out keeps the name.
    #[serde(default)]
    #[schema(
        min_length = 1,
        max_length = 80,
        pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
    )]
    pub name: Option<String>,
    /// Alerts on or off; left out keeps them as they are.
    #[serde(default)]
    pub alerts: Option<bool>,
}

fn not_found() -> ApiError {
    ApiError::Missing { code: "saved_search_not_found", message: "This saved search does not exist.".into() }
}

fn save_error(err: SaveError, name: &str) -> ApiError {
    match err {
        SaveError::NameTaken => ApiError::Conflict {
            code: "saved_search_name_taken",
            message: format!("You already have a saved search called “{name}”. Please choose another name."),
        },
        SaveError::Full => ApiError::Conflict {
            code: "saved_searches_full",
            message: format!("You can keep up to {MAX_SAVED_SEARCHES} saved searches. Delete one to save another."),
        },
        SaveError::Db(err) => err.into(),
    }
}

/// A malformed id is the same 404 as someone else's.
fn parse_id(raw: &str) -> ApiResult<SavedSearchId> {
    SavedSearchId::parse(raw).ok_or_else(not_found)
}

/// The recruiter's saved searches with their new matches, newest first.
#[utoipa::path(get, path = "/api/saved-searches", tag = "saved-searches",
    responses((status = 200, body = SavedSearchList)))]
async fn list_saved_searches(
    State(state): State<AppState>,
    Recruiter(user): Recruiter,
) -> ApiResult<ApiJson<SavedSearchList>> {
    let rows = store::list(&state.db, &user.recruiter_id()).await?;
    Ok(ApiJson(SavedSearchList {
        saved_searches: rows.into_iter().map(SavedSearch::from).collect(),
        max_saved_searches: MAX_SAVED_SEARCHES,
    }))
}

/// Saves the search page's keyword, job type, location and flexible-location choice
/// under a name of 1..80 characters, unique for the recruiter (case aside); at most 50.
#[utoipa::path(post, path = "/api/saved-searches", tag = "saved-searches", request_body = CreateSavedSearch,
    responses(
        (status = 201, body = SavedSearch),
        (status = 409, description = "The name is taken, or 50 searches are saved", body = ErrorBody),
        (status = 422, body = ErrorBody)))]
async fn create_saved_search(
    State(state): State<AppState>,
    Recruiter(user): Recruiter,
    ApiJson(body): ApiJson<CreateSavedSearch>,
) -> ApiResult<(StatusCode, ApiJson<SavedSearch>)> {
    let name = SearchName::parse(&body.name)?;
    let place = [body.city.as_str(), body.state.as_str(), body.country.as_str()];
    let flexible = body.flexible.unwrap_or(true);
    let criteria = Criteria::parse(&body.keyword, body.job_type, place, flexible, body.filters)?;
    let recruiter = user.recruiter_id();
    let now = state.clock.now_millis();
    let id = store::create(&state.db, &recruiter, &name, &criteria, body.alerts, MAX_SAVED_SEARCHES, now)
        .await
        .map_err(|e| save_error(e, &name.shown))?;
    let row = store::find(&state.db, &recruiter, &id).await?.ok_or_else(not_found)?;
    tracing::info!(user_id = %user.id, saved_search_id = %id, "search saved");
    Ok((StatusCode::CREATED, ApiJson(row.into())))
}

/// Renames the saved search and/or turns its alerts on or off.
#[utoipa::path(patch, path = "/api/saved-searches/{saved_search_id}", tag = "saved-searches",
    params(("saved_search_id" = String, Path, description = "Saved search id")),
    request_body = UpdateSavedSearch,
    responses(
        (status = 200, body = SavedSearch),
        (status = 404, body = ErrorBody),
        (status = 409, description = "The name is taken", body = ErrorBody),
        (status = 422, body = ErrorBody)))]
async fn update_saved_search(
    State(state): State<AppState>,
    Recruiter(user): Recruiter,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<UpdateSavedSearch>,
) -> ApiResult<ApiJson<SavedSearch>> {
    let id = parse_id(&id)?;
    let name = body.name.as_deref().map(SearchName::parse).transpose()?;
    let recruiter = user.recruiter_id();
    let shown = name.as_ref().map(|n| n.shown.clone()).unwrap_or_default();
    if !store::update(&state.db, &recruiter, &id, name.as_ref(), body.alerts)
        .await
        .map_err(|e| save_error(e, &shown))?
    {
        return Err(not_found());
    }
    let row = store::find(&state.db, &recruiter, &id).await?.ok_or_else(not_found)?;
    Ok(ApiJson(row.into()))
}

/// Deletes the saved search.
#[utoipa::path(delete, path = "/api/saved-searches/{saved_search_id}", tag = "saved-searches",
    params(("saved_search_id" = String, Path, description = "Saved search id")),
    responses((status = 204, description = "Deleted"), (status = 404, body = ErrorBody)))]
async fn delete_saved_search(
    State(state): State<AppState>,
    Recruiter(user): Recruiter,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    let id = parse_id(&id)?;
    if !store::delete(&state.db, &user.recruiter_id(), &id).await? {
        return Err(not_found());
    }
    Ok(StatusCode::NO_CONTENT)
}

/// The recruiter opens the saved search (to run it on the search page): its new matches
/// count as seen, and profiles count as new from now on.
#[utoipa::path(post, path = "/api/saved-searches/{saved_search_id}/open", tag = "saved-searches",
    params(("saved_search_id" = String, Path, description = "Saved search id")),
    responses((status = 200, body = SavedSearch), (status = 404, body = ErrorBody)))]
async fn open_saved_search(
    State(state): State<AppState>,
    Recruiter(user): Recruiter,
    Path(id): Path<String>,
) -> ApiResult<ApiJson<SavedSearch>> {
    let id = parse_id(&id)?;
    let row =
        store::open(&state.db, &user.recruiter_id(), &id, state.clock.now_millis()).await?.ok_or_else(not_found)?;
    Ok(ApiJson(row.into()))
}
