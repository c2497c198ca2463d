//! Security headers on every response: pages, assets, API answers and errors alike.

use axum::{
    extract::{Request, State},
    http::{HeaderName, HeaderValue, header},
    middleware::Next,
    response::Response,
};

/// The header values, computed once from the settings.
#[derive(Clone, Debug)]
pub struct SecurityHeaders {
    csp: HeaderValue,
    hsts: Option<HeaderValue>,
}

impl SecurityHeaders {
    pub fn new(analytics_origin: Option<&str>, https: bool) -> Self {
        let extra_script = analytics_origin.map(|o| format!(" {o}")).unwrap_or_default();
        // No inline script anywhere; inline styles are allowed because the UI primitives
        // position popovers with style attributes.
        let csp = format!(
            "default-src 'self'; script-src 'self'{extra_script}; style-src 'self' 'unsafe-inline'; \
             img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self'{extra_script}; \
             frame-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; \
             frame-ancestors 'none'"
        );
        Self {
            csp: HeaderValue::from_str(&csp).expect("CSP is ASCII"),
            hsts: https.then(|| HeaderValue::from_static("max-age=63072000; includeSubDomains")),
        }
    }
}

pub async fn add_security_headers(State(headers): State<SecurityHeaders>, request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let h = response.headers_mut();
    h.insert(header::CONTENT_SECURITY_POLICY, headers.csp.clone());
    h.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    h.insert(header::REFERRER_POLICY, HeaderValue::from_static("same-origin"));
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(
        HeaderName::from_static("permissions-policy"),
        HeaderValue::from_static("camera=(), microphone=(), geolocation=(self), interest-cohort=()"),
    );
    h.insert(HeaderName::from_static("cross-origin-opener-policy"), HeaderValue::from_static("same-origin"));
    if let Some(hsts) = &headers.hsts {
        h.insert(header::STRICT_TRANSPORT_SECURITY, hsts.clone());
    }
    response
}
