//! Place search for the location fields: autocomplete, details, reverse geocoding.
//! Bad input gives an empty answer, never an error page.

use axum::extract::{Path, Query};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::gazetteer::{PlaceDetails, Prediction, Resolution};
use crate::{
    auth::extract::CurrentUser,
    error::{ApiError, ApiResult, ErrorBody},
    http::json::ApiJson,
    state::AppState,
};

const MAX_PREDICTIONS: usize = 8;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(autocomplete))
        .routes(routes!(resolve))
        .routes(routes!(reverse_geocode))
        .routes(routes!(place_details))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AutocompleteQuery {
    #[serde(default)]
    pub input: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Predictions {
    pub predictions: Vec<Prediction>,
}

/// Places whose name starts with the input (accents and case ignored), the most
/// populous first; `"sydney, can"` narrows by state or country.
#[utoipa::path(get, path = "/api/places/autocomplete", tag = "places", params(AutocompleteQuery),
    responses((status = 200, body = Predictions)))]
async fn autocomplete(_user: CurrentUser, Query(query): Query<AutocompleteQuery>) -> ApiJson<Predictions> {
    let input = query.input;
    let predictions = tokio::task::spawn_blocking(move || {
        super::gazetteer().map(|g| g.autocomplete(&input, MAX_PREDICTIONS)).unwrap_or_default()
    })
    .await
    .unwrap_or_default();
    ApiJson(Predictions { predictions })
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ResolveQuery {
    /// The text typed into a location field, such as `Berlin` or `Portland, Maine`.
    #[serde(default)]
    pub q: String,
}

/// What typed text names: `place` when there is one clear match, else `candidates` to pick
/// from; both empty when no place has that name.
#[derive(Debug, Serialize, ToSchema)]
pub struct ResolvedPlace {
    pub place: Option<PlaceDetails>,
    pub candidates: Vec<PlaceDetails>,
}

/// Resolves the text of a location field left without picking a suggestion.
#[utoipa::path(get, path = "/api/places/resolve", tag = "places", params(ResolveQuery),
    responses((status = 200, body = ResolvedPlace)))]
async fn resolve(_user: CurrentUser, Query(query): Query<ResolveQuery>) -> ApiJson<ResolvedPlace> {
    let resolution = tokio::task::spawn_blocking(move || super::gazetteer().map(|g| g.resolve(&query.q)))
        .await
        .ok()
        .flatten()
        .unwrap_or(Resolution::NotFound);
    ApiJson(match resolution {
        Resolution::Match(place) => ResolvedPlace { place: Some(place), candidates: Vec::new() },
        Resolution::Choose(candidates) => ResolvedPlace { place: None, candidates },
        Resolution::NotFound => ResolvedPlace { place: None, candidates: Vec::new() },
    })
}

fn place_not_found() -> ApiError {
    ApiError::Missing { code: "place_not_found", message: "That place is not known.".into() }
}

/// A place by its id (from a prediction).
#[utoipa::path(get, path = "/api/places/{place_id}", tag = "places",
    params(("place_id" = String, Path, description = "The place id of a prediction")),
    responses((status = 200, body = PlaceDetails), (status = 404, body = ErrorBody)))]
async fn place_details(_user: CurrentUser, Path(place_id): Path<String>) -> ApiResult<ApiJson<PlaceDetails>> {
    super::gazetteer().and_then(|g| g.details(&place_id)).map(ApiJson).ok_or_else(place_not_found)
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ReverseQuery {
    pub lat: f64,
    pub lng: f64,
}

/// The city at or around a coordinate (for "use my current location").
#[utoipa::path(get, path = "/api/places/reverse", tag = "places", params(ReverseQuery),
    responses((status = 200, body = PlaceDetails), (status = 404, body = ErrorBody), (status = 400, body = ErrorBody)))]
async fn reverse_geocode(
    _user: CurrentUser,
    query: Result<Query<ReverseQuery>, axum::extract::rejection::QueryRejection>,
) -> ApiResult<ApiJson<PlaceDetails>> {
    let Ok(Query(q)) = query else {
        return Err(ApiError::bad_request("invalid_coordinates", "Send lat and lng as numbers."));
    };
    super::gazetteer().and_then(|g| g.reverse(q.lat, q.lng)).map(ApiJson).ok_or_else(place_not_found)
}
