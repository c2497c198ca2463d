//! `Cache-Control: no-store` on every response that may depend on who asks (invariant
//! 11): the whole API, the development sign-in pages and private photos. A shared
//! computer's back button or a proxy then never shows one person's data to the next.
//! The web app's pages and hashed assets are the same for everyone and keep their own
//! caching (`static_files`).

use std::sync::Arc;

use axum::{
    extract::{Request, State},
    http::{HeaderValue, header},
    middleware::Next,
    response::Response,
};

/// The path prefixes whose answers may differ from one person to the next: always the
/// API and the development sign-in pages, and whatever features add (the app adds the
/// private photos of `storage`, which this layer does not know about).
#[derive(Debug, Clone)]
pub struct SessionPaths(Arc<Vec<String>>);

impl SessionPaths {
    pub fn with(features: impl IntoIterator<Item = String>) -> Self {
        let always = ["/api", "/dev-idp"].map(str::to_owned);
        Self(Arc::new(always.into_iter().chain(features).collect()))
    }

    /// Whether the answer at `path` may differ from one person to the next.
    pub fn contain(&self, path: &str) -> bool {
        self.0.iter().any(|prefix| {
            path.strip_prefix(prefix.as_str()).is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
        })
    }
}

/// Overrides whatever a handler set: for these paths nothing may be stored.
pub async fn no_store_for_session_responses(
    State(paths): State<SessionPaths>,
    request: Request,
    next: Next,
) -> Response {
    let private = paths.contain(request.uri().path());
    let mut response = next.run(request).await;
    if private {
        response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paths() -> SessionPaths {
        SessionPaths::with(["/files/profile-photos".to_owned()])
    }

    #[test]
    fn the_api_sign_in_pages_and_photos_are_never_stored() {
        for path in ["/api", "/api/session", "/api/candidates/x", "/dev-idp", "/dev-idp/authorize"] {
            assert!(paths().contain(path), "{path}");
        }
        assert!(paths().contain("/files/profile-photos/abc/avatar.jpg"));
    }

    #[test]
    fn pages_assets_and_logos_keep_their_caching() {
        for path in ["/", "/assets/index-abc.js", "/apiary", "/dev-idpx", "/files/company-logos/a/b.png"] {
            assert!(!paths().contain(path), "{path}");
        }
    }
}
