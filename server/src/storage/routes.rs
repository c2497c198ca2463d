//! `GET /files/{bucket}/{key}`: a signed, unexpired URL is needed, and the key must
//! still be referenced by a row (a replaced or deleted file no longer resolves). For
//! profile photos the asker must also be the owner or a recruiter whose request the
//! owner has approved now (and whom the owner does not shield), so an ended reveal stops
//! a saved URL from working; the owner is found through the database, since the key says
//! nothing about them. Data exports have rules of their own and are served by
//! `data_export` (`/files/data-exports/{key}`).

use std::collections::HashMap;

use axum::{
    Router,
    extract::{Path, Query, State},
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
    routing::get,
};

use super::{COMPANY_LOGOS, FileRef, PROFILE_PHOTOS, images::content_type_for, store};
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
    let now_unix = state.clock.now_millis().div_euclid(1000);
    if !state.storage.signer.verify_query(&file, &query, now_unix) {
        return Err(ApiError::NotFound);
    }
    let stored = file.to_stored();
    if file.bucket == PROFILE_PHOTOS {
        let viewer = viewer.ok_or(ApiError::NotFound)?;
        let owner = store::photo_owner(&state.db, &stored).await?.ok_or(ApiError::NotFound)?;
        if !may_see_photo(&state.db, &owner, &viewer.asker(), state.clock.now_millis()).await? {
            return Err(ApiError::NotFound);
        }
    } else if file.bucket != COMPANY_LOGOS || !store::logo_in_use(&state.db, &stored).await? {
        return Err(ApiError::NotFound);
    }
    let bytes = state.storage.get(&file).await?.ok_or(ApiError::NotFound)?;
    let mut response = bytes.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type_for(file.key.as_str())));
    // Photos depend on who asks and get `no-store` (`http::no_store`); a logo is the
    // same for everyone who holds its signed URL.
    if file.bucket == COMPANY_LOGOS {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("private, max-age=3600"));
    }
    Ok(response)
}
