//! Mutating API requests must come from our own pages: the `Origin` header names our
//! site, and a body is JSON (which a cross-site HTML form cannot send). Together with
//! the `SameSite=Lax` session cookie this stops cross-site request forgery.

use std::sync::Arc;

use axum::{
    extract::{Request, State},
    http::{Method, header},
    middleware::Next,
    response::{IntoResponse, Response},
};

use crate::error::ApiError;

/// Routes that take a file upload instead of JSON.
pub const UPLOAD_PATH_PREFIXES: &[&str] = &["/api/uploads/"];

#[derive(Clone, Debug)]
pub struct SameOriginPolicy {
    /// `scheme://host[:port]` of the configured public URL (shared: the policy is cloned
    /// for every request).
    pub public_origin: Arc<str>,
    /// Paths whose link carries its own authority (a signed token) and which other sites
    /// post to by design: the one-click unsubscribe of RFC 8058, sent by mail clients.
    pub signed_link_paths: &'static [&'static str],
}

pub async fn require_same_origin(State(policy): State<SameOriginPolicy>, request: Request, next: Next) -> Response {
    let path = request.uri().path();
    let mutating = !matches!(*request.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    if !mutating || !path.starts_with("/api/") || policy.signed_link_paths.contains(&path) {
        return next.run(request).await;
    }
    if let Err(err) = check(&policy, &request) {
        return err.into_response();
    }
    next.run(request).await
}

fn check(policy: &SameOriginPolicy, request: &Request) -> Result<(), ApiError> {
    let headers = request.headers();
    let origin = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok());
    if !origin.is_some_and(|o| is_same_origin(o, &policy.public_origin)) {
        return Err(ApiError::Forbidden("This request must come from Veil's own pages.".into()));
    }
    if has_body(request) && !is_upload(request.uri().path()) {
        let json = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).is_some_and(is_json_content_type);
        if !json {
            return Err(ApiError::UnsupportedMediaType);
        }
    }
    Ok(())
}

/// The origin is the configured public origin. Never the request's own `Host`: whoever
/// points a name of theirs at Veil (DNS rebinding, a stray proxy) controls both headers.
pub fn is_same_origin(origin: &str, public_origin: &str) -> bool {
    origin.eq_ignore_ascii_case(public_origin)
}

fn has_body(request: &Request) -> bool {
    let headers = request.headers();
    let length = headers.get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok());
    length.is_some_and(|n| n > 0) || headers.contains_key(header::TRANSFER_ENCODING)
}

fn is_upload(path: &str) -> bool {
    UPLOAD_PATH_PREFIXES.iter().any(|p| path.starts_with(p))
}

pub fn is_json_content_type(value: &str) -> bool {
    let essence = value.split(';').next().unwrap_or_default().trim();
    essence.eq_ignore_ascii_case("application/json")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_public_origin_is_same_origin() {
        assert!(is_same_origin("https://veil.example", "https://veil.example"));
        assert!(is_same_origin("https://Veil.Example", "https://veil.example"));
    }

    #[test]
    fn another_port_or_scheme_of_the_same_host_is_refused() {
        assert!(!is_same_origin("http://127.0.0.1:4000", "http://127.0.0.1:8080"));
        assert!(!is_same_origin("http://veil.example", "https://veil.example"));
    }

    #[test]
    fn foreign_origins_are_refused() {
        assert!(!is_same_origin("https://evil.example", "https://veil.example"));
        assert!(!is_same_origin("null", "https://veil.example"));
        assert!(!is_same_origin("https://veil.example.evil.example", "https://veil.example"));
    }

    #[test]
    fn json_content_type_allows_parameters_but_nothing_else() {
        assert!(is_json_content_type("application/json"));
        assert!(is_json_content_type("application/json; charset=utf-8"));
        assert!(!is_json_content_type("text/plain"));
        assert!(!is_json_content_type("application/x-www-form-urlencoded"));
    }
}
