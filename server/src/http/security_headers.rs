//! Security headers, by what a response can become in a browser. Anything that may render
//! as a page (HTML, SVG, an error, a type we do not know) gets the whole set: the content
//! security policy, no framing, the permissions policy, the opener policy. An API answer
//! (JSON, the event stream) renders as text at most: a policy that allows nothing and no
//! framing. A script, a stylesheet, a font or a raster image never renders as a page, and
//! a page's policies do nothing on it; it keeps only `nosniff` (so it cannot be taken for
//! another type) and the referrer policy. Each header is ~0.5 KiB a response: on the
//! twenty-odd requests of a signed-in page, the whole set everywhere cost ~9 KiB.

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

/// What a response can become in a browser, by its content type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rendering {
    /// May render as a page: HTML, SVG, anything unknown or untyped.
    Page,
    /// An API answer: JSON or the event stream.
    Data,
    /// Only ever used by a page: scripts, stylesheets, fonts, raster images.
    Subresource,
}

impl Rendering {
    pub fn of(content_type: Option<&str>) -> Self {
        let Some(media) = content_type.map(|t| t.split(';').next().unwrap_or_default().trim().to_ascii_lowercase())
        else {
            return Self::Page;
        };
        match media.as_str() {
            "application/json" | "text/event-stream" => Self::Data,
            "text/javascript" | "application/javascript" | "text/css" => Self::Subresource,
            "image/svg+xml" => Self::Page,
            m if m.starts_with("font/") || m.starts_with("image/") => Self::Subresource,
            _ => Self::Page,
        }
    }
}

/// The policy of an API answer opened as a page: nothing loads, nothing frames it.
const DATA_CSP: &str = "default-src 'none'; frame-ancestors 'none'";

pub async fn add_security_headers(State(headers): State<SecurityHeaders>, request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let content_type = response.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok());
    let rendering = Rendering::of(content_type);
    let h = response.headers_mut();
    h.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    h.insert(header::REFERRER_POLICY, HeaderValue::from_static("same-origin"));
    if let Some(hsts) = &headers.hsts {
        h.insert(header::STRICT_TRANSPORT_SECURITY, hsts.clone());
    }
    match rendering {
        Rendering::Subresource => return response,
        Rendering::Data => {
            h.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(DATA_CSP));
            return response;
        }
        Rendering::Page => {}
    }
    h.insert(header::CONTENT_SECURITY_POLICY, headers.csp.clone());
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(
        HeaderName::from_static("permissions-policy"),
        HeaderValue::from_static("camera=(), microphone=(), geolocation=(self), interest-cohort=()"),
    );
    h.insert(HeaderName::from_static("cross-origin-opener-policy"), HeaderValue::from_static("same-origin"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_may_render_as_a_page_is_a_page() {
        for t in
            [None, Some("text/html; charset=utf-8"), Some("image/svg+xml"), Some("text/plain"), Some("application/zip")]
        {
            assert_eq!(Rendering::of(t), Rendering::Page, "{t:?}");
        }
        for t in ["application/json", "text/event-stream", "Application/JSON; charset=utf-8"] {
            assert_eq!(Rendering::of(Some(t)), Rendering::Data, "{t}");
        }
        for t in ["text/javascript", "text/css", "font/woff2", "image/png", "image/jpeg"] {
            assert_eq!(Rendering::of(Some(t)), Rendering::Subresource, "{t}");
        }
    }
}
