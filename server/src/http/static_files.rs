//! The built web app: files from the web dir, `index.html` for every other path so the
//! client router can answer. Hashed assets are cached for a year; everything else is
//! revalidated, so a deploy is picked up at once. Text files are sent as the brotli or
//! gzip copy `npm run build` writes beside them (`x.js.br`, `x.js.gz`) when the browser
//! accepts it; nothing is compressed per request.
//!
//! The public pages come prerendered (`npm run build` writes `prerendered/<name>.html`,
//! web/build/prerender.ts): each is sent for its exact path, so the first paint needs no
//! script. Every other path gets `index.html`, the empty shell.

use std::path::{Path, PathBuf};

use axum::{
    Router,
    extract::Request,
    http::{HeaderValue, StatusCode, header},
    middleware::{self, Next},
    response::Response,
};
use tower_http::services::{ServeDir, ServeFile};

const PRERENDERED_DIR: &str = "prerendered";

pub fn web_app<S: Clone + Send + Sync + 'static>(web_dir: &Path) -> Router<S> {
    let index = ServeFile::new(web_dir.join("index.html")).precompressed_br().precompressed_gzip();
    let files = ServeDir::new(web_dir).precompressed_br().precompressed_gzip().fallback(index);
    let mut router = Router::new();
    for (path, file) in prerendered_pages(&web_dir.join(PRERENDERED_DIR)) {
        router = router.route_service(&path, ServeFile::new(file).precompressed_br().precompressed_gzip());
    }
    router.fallback_service(files).layer(middleware::from_fn(cache_headers))
}

/// The prerendered pages in `dir` as (route path, file): `index.html` is `/`, `terms.html`
/// is `/terms`. None when the build wrote none (a web dir from before, or no web dir).
fn prerendered_pages(dir: &Path) -> Vec<(String, PathBuf)> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut pages: Vec<(String, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let file = entry.path();
            let name = file.file_name()?.to_str()?.strip_suffix(".html")?.to_owned();
            let route = route_for(&name)?;
            Some((route, file))
        })
        .collect();
    pages.sort();
    pages
}

/// `index` -> `/`, `how-it-works` -> `/how-it-works`; anything that is not one plain
/// path segment is no page.
fn route_for(name: &str) -> Option<String> {
    let plain = !name.is_empty() && name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    match name {
        "index" => Some("/".to_owned()),
        _ if plain => Some(format!("/{name}")),
        _ => None,
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prerendered_file_names_map_to_one_segment_paths() {
        assert_eq!(route_for("index").as_deref(), Some("/"));
        assert_eq!(route_for("how-it-works").as_deref(), Some("/how-it-works"));
        assert_eq!(route_for("x.y"), None);
        assert_eq!(route_for("Upper"), None);
        assert_eq!(route_for(""), None);
    }
}
