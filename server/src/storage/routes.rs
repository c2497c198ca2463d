//! `GET /files/{bucket}/{key}`: a signed, unexpired URL is needed, and the key must
//! still be referenced by a row (a replaced or deleted file no longer resolves). For
//! profile photos the asker must also be the owner or a recruiter whose request the
//! owner has approved now, so a declined request stops a saved URL from working; the
//! owner is found through the database, since the key says nothing about them. A data
//! export opens for its owner only, signed in, until the export expires.

use std::collections::HashMap;

use axum::{
    Router,
    extract::{Path, Query, State},
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
    routing::get,
};

use super::{DATA_EXPORTS, FileRef, PROFILE_PHOTOS, images::content_type_for, store};
use crate::{
    auth::extract::CurrentUser,
    error::{ApiError, ApiResult},
    privacy::access::may_see_photo,
    state::AppState,
};

pub fn router() -> Router<AppState> {
    Router::new().route("/files/{bucket}/{key}", get(serve_file))
}

async fn serve_file(
    State(state): State<AppState>,
    Path((bucket, key)): Path<(String, String)>,
    Query(query): Query<HashMap<String, String>>,
    viewer: Option<CurrentUser>,
) -> ApiResult<Response> {
    let file = FileRef::new(&bucket, &key).ok_or(ApiError::NotFound)?;
    let expires = query.get("expires").and_then(|e| e.parse::<i64>().ok()).unwrap_or(0);
    let sig = query.get("sig").map_or("", String::as_str);
    let now_unix = state.clock.now_millis() / 1000;
    if !state.storage.signer.verify(&file, expires, sig, now_unix) {
        return Err(ApiError::NotFound);
    }
    let stored = file.to_stored();
    if file.bucket == PROFILE_PHOTOS {
        let viewer = viewer.ok_or(ApiError::NotFound)?;
        let owner = store::photo_owner(&state.db, &stored).await?.ok_or(ApiError::NotFound)?;
        if !may_see_photo(&state.db, &owner, &viewer.id, state.clock.now_millis()).await? {
            return Err(ApiError::NotFound);
        }
    } else if file.bucket == DATA_EXPORTS {
        let viewer = viewer.ok_or(ApiError::NotFound)?;
        let owner = store::export_owner(&state.db, &stored, state.clock.now_millis()).await?;
        if owner.as_ref() != Some(&viewer.id) {
            return Err(ApiError::NotFound);
        }
    } else if !store::logo_in_use(&state.db, &stored).await? {
        return Err(ApiError::NotFound);
    }
    let bytes = state.storage.get(&file).await?.ok_or(ApiError::NotFound)?;
    let mut response = bytes.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type_for(file.key.as_str())));
    if file.bucket == DATA_EXPORTS {
        headers.insert(header::CONTENT_DISPOSITION, HeaderValue::from_static("attachment; filename=\"veil-data.zip\""));
    }
    // Photos depend on who asks and get `no-store` (`http::no_store`); a logo is the
    // same for everyone who holds its signed URL.
    if file.bucket == super::COMPANY_LOGOS {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("private, max-age=3600"));
    }
    Ok(response)
}
