//! `Cache-Control: no-store` on every response that may depend on who asks (invariant
//! 11): the whole API, the development sign-in pages and private photos. A shared
//! computer's back button or a proxy then never shows one person's data to the next.
//! The web app's pages and hashed assets are the same for everyone and keep their own
//! caching (`static_files`).

use axum::{
    extract::Request,
    http::{HeaderValue, header},
    middleware::Next,
    response::Response,
};

use crate::storage::PROFILE_PHOTOS;

/// Whether the answer at `path` may differ from one person to the next.
pub fn depends_on_the_session(path: &str) -> bool {
    let under = |prefix: &str| path == prefix || path.starts_with(&format!("{prefix}/"));
    under("/api") || under("/dev-idp") || path.starts_with(&format!("/files/{PROFILE_PHOTOS}/"))
}

/// Overrides whatever a handler set: for these paths nothing may be stored.
pub async fn no_store_for_session_responses(request: Request, next: Next) -> Response {
    let private = depends_on_the_session(request.uri().path());
    let mut response = next.run(request).await;
    if private {
        response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_api_sign_in_pages_and_photos_are_never_stored() {
        for path in ["/api", "/api/session", "/api/candidates/x", "/dev-idp", "/dev-idp/authorize"] {
            assert!(depends_on_the_session(path), "{path}");
        }
        assert!(depends_on_the_session("/files/profile-photos/abc/avatar.jpg"));
    }

    #[test]
    fn pages_assets_and_logos_keep_their_caching() {
        for path in ["/", "/assets/index-abc.js", "/apiary", "/dev-idpx", "/files/company-logos/a/b.png"] {
            assert!(!depends_on_the_session(path), "{path}");
        }
    }
}
