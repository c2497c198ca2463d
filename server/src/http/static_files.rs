//! The built web app: files from the web dir, `index.html` for every other path so the
//! client router can answer. Hashed assets are cached for a year; everything else is
//! revalidated, so a deploy is picked up at once. Text files are sent as the brotli or
//! gzip copy `npm run build` writes beside them (`x.js.br`, `x.js.gz`) when the browser
//! accepts it; nothing is compressed per request.

use std::path::Path;

use axum::{
    Router,
    extract::Request,
    http::{HeaderValue, StatusCode, header},
    middleware::{self, Next},
    response::Response,
};
use tower_http::services::{ServeDir, ServeFile};

pub fn web_app<S: Clone + Send + Sync + 'static>(web_dir: &Path) -> Router<S> {
    let index = ServeFile::new(web_dir.join("index.html")).precompressed_br().precompressed_gzip();
    let files = ServeDir::new(web_dir).precompressed_br().precompressed_gzip().fallback(index);
    Router::new().fallback_service(files).layer(middleware::from_fn(cache_headers))
}

async fn cache_headers(request: Request, next: Next) -> Response {
    let hashed_asset = request.uri().path().starts_with("/assets/");
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    // The body depends on Accept-Encoding, so shared caches must key on it (304s too).
    headers.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    if response.status() == StatusCode::OK {
        let value = if hashed_asset { "public, max-age=31536000, immutable" } else { "no-cache" };
        response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(value));
    }
    response
}
