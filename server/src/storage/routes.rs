//! `GET /files/{bucket}/{path}`: a signed, unexpired URL is needed, and for profile
//! photos the asker must also be the owner or a recruiter whose request the owner has
//! approved now, so a declined request stops a saved URL from working.

use std::collections::HashMap;

use axum::{
    Router,
    extract::{Path, Query, State},
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
    routing::get,
};

use super::{COMPANY_LOGOS, FileRef, PROFILE_PHOTOS, images::content_type_for, is_safe_path};
use crate::{
    app::AppState,
    auth::extract::CurrentUser,
    error::{ApiError, ApiResult},
    reveal::access::may_see_photo,
};

pub fn router() -> Router<AppState> {
    Router::new().route("/files/{bucket}/{*path}", get(serve_file))
}

async fn serve_file(
    State(state): State<AppState>,
    Path((bucket, path)): Path<(String, String)>,
    Query(query): Query<HashMap<String, String>>,
    viewer: Option<CurrentUser>,
) -> ApiResult<Response> {
    if !(bucket == PROFILE_PHOTOS || bucket == COMPANY_LOGOS) || !is_safe_path(&path) {
        return Err(ApiError::NotFound);
    }
    let file = FileRef::new(&bucket, path);
    let expires = query.get("expires").and_then(|e| e.parse::<i64>().ok()).unwrap_or(0);
    let (version, sig) = (query.get("v").map_or("", String::as_str), query.get("sig").map_or("", String::as_str));
    let now_unix = state.clock.now_millis() / 1000;
    if !state.storage.signer.verify(&file, version, expires, sig, now_unix) {
        return Err(ApiError::NotFound);
    }
    if bucket == PROFILE_PHOTOS {
        let viewer = viewer.ok_or(ApiError::NotFound)?;
        if !may_see_photo(&state.db, file.owner(), &viewer.id).await? {
            return Err(ApiError::NotFound);
        }
    }
    let bytes = state.storage.get(&file).await?.ok_or(ApiError::NotFound)?;
    let mut response = bytes.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type_for(&file.path)));
    // Photos depend on who asks and get `no-store` (`http::no_store`); a logo is the
    // same for everyone who holds its signed URL.
    if bucket == COMPANY_LOGOS {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("private, max-age=3600"));
    }
    Ok(response)
}
