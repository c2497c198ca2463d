//! "Download my data": start an export, and see how it is going (with its signed link
//! once ready).

use axum::{extract::State, http::StatusCode};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::{DataExport, DataExportState, ExportRow},
    runner, store,
};
use crate::{
    auth::extract::CurrentUser,
    error::ApiResult,
    http::{json::ApiJson, rate_limit::abuse_limit},
    ids::DataExportId,
    state::AppState,
    storage::FileRef,
};

pub fn router(state: &AppState) -> OpenApiRouter<AppState> {
    let starting = OpenApiRouter::new().routes(routes!(request_export)).layer(abuse_limit(&state.settings));
    OpenApiRouter::new().routes(routes!(export_state)).merge(starting)
}

fn shown(state: &AppState, row: &ExportRow) -> DataExport {
    DataExport::of(row, |stored, until| FileRef::parse(stored).map(|f| state.storage.signed_url_until(&f, until)))
}

/// The signed-in person's data export: preparing, ready (with its link until it
/// expires) or failed; `null` when there is none.
#[utoipa::path(get, path = "/api/account/data-export", tag = "accounts",
    responses((status = 200, body = DataExportState)))]
async fn export_state(State(state): State<AppState>, user: CurrentUser) -> ApiResult<ApiJson<DataExportState>> {
    // An export past its end is gone now, whether or not the periodic pass came by.
    let expired = store::take_expired(&state.db, state.clock.now_millis(), Some(&user.id)).await?;
    runner::delete_files(&state, expired).await;
    let row = store::find_for_user(&state.db, &user.id).await?;
    Ok(ApiJson(DataExportState { export: row.map(|r| shown(&state, &r)) }))
}

/// Starts preparing a ZIP of everything Veil keeps about the signed-in person. While
/// one is being prepared, that one is the answer; a finished one is replaced.
#[utoipa::path(post, path = "/api/account/data-export", tag = "accounts",
    responses((status = 202, body = DataExport)))]
async fn request_export(
    State(state): State<AppState>,
    user: CurrentUser,
) -> ApiResult<(StatusCode, ApiJson<DataExport>)> {
    let now = state.clock.now_millis();
    let requested = store::request(&state.db, &DataExportId::new_v7(), &user.id, now).await?;
    runner::delete_files(&state, requested.replaced_file.into_iter().collect()).await;
    if requested.started {
        tracing::info!(export_id = %requested.export.id, "data export requested");
        let building = state.clone();
        tokio::spawn(async move { runner::build_waiting(&building).await });
    }
    Ok((StatusCode::ACCEPTED, ApiJson(shown(&state, &requested.export))))
}
