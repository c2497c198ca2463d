//! "Download my data": start an export, see how it is going (with its signed link once
//! ready), and download it.

use std::collections::HashMap;

use axum::{
    Router,
    extract::{FromRef, Path, Query, State},
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
    routing::get,
};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    files,
    model::{DataExport, DataExportState, ExportRow, WITHDRAWN_MESSAGE},
    runner, store, withdrawal,
};
use crate::{
    auth::extract::CurrentUser,
    error::{ApiError, ApiResult},
    http::{json::ApiJson, rate_limit::abuse_limit},
    ids::DataExportId,
    search::history::SearchHistory,
    state::AppState,
    storage::{DATA_EXPORTS, FileRef},
};

/// Under any router state that holds the shared state and the search history.
pub fn router<S>(state: &AppState) -> OpenApiRouter<S>
where
    S: Clone + Send + Sync + 'static,
    AppState: FromRef<S>,
    SearchHistory: FromRef<S>,
{
    let starting = OpenApiRouter::new().routes(routes!(request_export)).layer(abuse_limit(&state.settings));
    OpenApiRouter::new().routes(routes!(export_state)).merge(starting)
}

/// The download, beside the other files (`storage::routes` serves photos and logos).
pub fn download_router() -> Router<AppState> {
    Router::new().route(&format!("/files/{DATA_EXPORTS}/{{key}}"), get(download))
}

fn shown(state: &AppState, row: &ExportRow) -> DataExport {
    DataExport::of(row, |stored, until| FileRef::parse(stored).map(|f| state.storage.signed_url_until(&f, until)))
}

/// The signed-in person's data export: preparing, ready (with its link until it
/// expires), failed, or withdrawn; `null` when there is none.
#[utoipa::path(get, path = "/api/account/data-export", tag = "accounts",
    responses((status = 200, body = DataExportState)))]
async fn export_state(State(state): State<AppState>, user: CurrentUser) -> ApiResult<ApiJson<DataExportState>> {
    // An export past its end is gone now, whether or not the periodic pass came by.
    let expired = store::take_expired(&state.db, state.clock.now_millis(), Some(&user.id)).await?;
    files::delete_files(&state, expired).await;
    let mut row = store::find_for_user(&state.db, &user.id).await?;
    // No link to a file whose consent ended: the export shows as withdrawn instead.
    if let Some(export) = row.as_mut()
        && export.withdrawn_at.is_none()
        && !withdrawal::still_consented(&state, export).await?
    {
        export.withdrawn_at = Some(state.clock.now_millis());
    }
    Ok(ApiJson(DataExportState { export: row.map(|r| shown(&state, &r)) }))
}

/// Starts preparing a ZIP of everything Veil keeps about the signed-in person. While
/// one is being prepared, that one is the answer; a finished one is replaced.
#[utoipa::path(post, path = "/api/account/data-export", tag = "accounts",
    responses((status = 202, body = DataExport)))]
async fn request_export(
    State(state): State<AppState>,
    State(history): State<SearchHistory>,
    user: CurrentUser,
) -> ApiResult<(StatusCode, ApiJson<DataExport>)> {
    let now = state.clock.now_millis();
    let requested = store::request(&state.db, &DataExportId::new_v7(), &user.id, now).await?;
    files::delete_files(&state, requested.replaced_file.into_iter().collect()).await;
    if requested.started {
        tracing::info!(export_id = %requested.export.id, "data export requested");
        let building = state.clone();
        tokio::spawn(async move { runner::build_waiting(&building, &history).await });
    }
    Ok((StatusCode::ACCEPTED, ApiJson(shown(&state, &requested.export))))
}

/// `GET /files/data-exports/{key}`: the ZIP, for its owner signed in, through a signed
/// link until the export expires, and only while consent to every identity it holds
/// lasts (410 once withdrawn, saying to request a new export).
async fn download(
    State(state): State<AppState>,
    Path(key): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    viewer: Option<CurrentUser>,
) -> ApiResult<Response> {
    let file = FileRef::new(DATA_EXPORTS, &key).ok_or(ApiError::NotFound)?;
    let now = state.clock.now_millis();
    if !state.storage.signer.verify_query(&file, &query, now.div_euclid(1000)) {
        return Err(ApiError::NotFound);
    }
    let viewer = viewer.ok_or(ApiError::NotFound)?;
    let row = store::find_ready_by_file(&state.db, &file.to_stored(), now)
        .await?
        .filter(|row| row.user_id == viewer.id)
        .ok_or(ApiError::NotFound)?;
    if !withdrawal::still_consented(&state, &row).await? {
        return Err(ApiError::Gone { code: "export_withdrawn", message: WITHDRAWN_MESSAGE.into() });
    }
    let bytes = state.storage.get(&file).await?.ok_or(ApiError::NotFound)?;
    let mut response = bytes.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/zip"));
    headers.insert(header::CONTENT_DISPOSITION, HeaderValue::from_static("attachment; filename=\"veil-data.zip\""));
    Ok(response)
}
