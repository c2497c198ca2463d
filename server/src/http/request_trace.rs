//! Every request runs in a `tracing` span with a request id (echoed as `X-Request-Id`),
//! its method, route template, status and latency; with traces exported, the span
//! continues a caller's W3C `traceparent`. Invariant 7: nothing personal, so the
//! span holds the route template (`/api/profiles/{id}`), never the path or the query.

use std::time::Duration;

use axum::{
    Router,
    extract::{MatchedPath, Request},
    http::{HeaderName, HeaderValue},
    middleware::{self, Next},
    response::Response,
};
use tower_http::{
    classify::ServerErrorsFailureClass,
    request_id::{MakeRequestId, PropagateRequestIdLayer, RequestId, SetRequestIdLayer},
    trace::TraceLayer,
};
use tracing::Span;
use uuid::Uuid;

use crate::{metrics, telemetry::propagation};

pub const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// Longest incoming id we keep; longer ones are replaced, not cut.
const MAX_ID_LEN: usize = 64;

/// Whether a caller's id is worth keeping: short, and only characters that are safe in a
/// log line (a proxy's UUID or trace id passes; free text does not).
pub fn is_sane_request_id(value: &HeaderValue) -> bool {
    let bytes = value.as_bytes();
    !bytes.is_empty()
        && bytes.len() <= MAX_ID_LEN
        && bytes.iter().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
}

/// A new id for a request that came without a sane one.
#[derive(Clone, Copy, Default)]
struct NewRequestId;

impl MakeRequestId for NewRequestId {
    fn make_request_id<B>(&mut self, _request: &axum::http::Request<B>) -> Option<RequestId> {
        HeaderValue::from_str(&Uuid::new_v4().to_string()).ok().map(RequestId::new)
    }
}

/// Drops an incoming id that is not sane, so `SetRequestIdLayer` makes a new one.
async fn drop_insane_request_id(mut request: Request, next: Next) -> Response {
    if request.headers().get(&REQUEST_ID).is_some_and(|v| !is_sane_request_id(v)) {
        request.headers_mut().remove(&REQUEST_ID);
    }
    next.run(request).await
}

fn request_span(request: &axum::http::Request<axum::body::Body>) -> Span {
    let route = request.extensions().get::<MatchedPath>().map_or("(unmatched)", MatchedPath::as_str);
    let request_id = request.headers().get(&REQUEST_ID).and_then(|v| v.to_str().ok()).unwrap_or_default();
    let span = tracing::info_span!(
        "request",
        request_id,
        method = %request.method(),
        route,
        status = tracing::field::Empty,
        latency_ms = tracing::field::Empty,
        // What the trace export names and marks the span (OpenTelemetry's HTTP
        // conventions); left empty, and so out of the log lines, without the export.
        "otel.name" = tracing::field::Empty,
        "otel.kind" = tracing::field::Empty,
        "otel.status_code" = tracing::field::Empty,
    );
    if propagation::exporting() {
        span.record("otel.name", format!("{} {route}", request.method()));
        span.record("otel.kind", "server");
        propagation::continue_from(request.headers(), &span);
    }
    span
}

fn record_response(response: &Response, latency: Duration, span: &Span) {
    if response.status().is_server_error() && propagation::exporting() {
        span.record("otel.status_code", "error");
    }
    span.record("status", response.status().as_u16());
    span.record("latency_ms", latency.as_millis() as u64);
    tracing::info!("answered");
}

/// A 503 is the server saying "not now" (starting up, a database busy past its limits),
/// which a load balancer expects during a rollout: a warning. Any other failure is an error.
fn record_failure(failure: ServerErrorsFailureClass, latency: Duration, _span: &Span) {
    let latency_ms = latency.as_millis() as u64;
    match failure {
        ServerErrorsFailureClass::StatusCode(status) if status == axum::http::StatusCode::SERVICE_UNAVAILABLE => {
            tracing::warn!(latency_ms, "unavailable");
        }
        failure => tracing::error!(%failure, latency_ms, "response failed"),
    }
}

/// Counts the request and its latency under its route template (a metric label, like
/// the span's, never the path).
async fn record_metrics(request: Request, next: Next) -> Response {
    let route = request.extensions().get::<MatchedPath>().map_or("(unmatched)", MatchedPath::as_str).to_owned();
    let method = request.method().clone();
    let started = std::time::Instant::now();
    let response = next.run(request).await;
    metrics::request_answered(&route, method.as_str(), response.status().as_u16(), started.elapsed());
    response
}

/// Wraps `router` so each request is traced, counted, and carries an `X-Request-Id`
/// both ways.
pub fn layer(router: Router) -> Router {
    router
        .layer(middleware::from_fn(record_metrics))
        .layer(PropagateRequestIdLayer::new(REQUEST_ID))
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(request_span)
                .on_response(record_response)
                .on_failure(record_failure),
        )
        .layer(SetRequestIdLayer::new(REQUEST_ID, NewRequestId))
        .layer(middleware::from_fn(drop_insane_request_id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn proxy_ids_are_kept_and_free_text_is_not() {
        for sane in ["0190a1b2-c3d4-7000-8000-000000000000", "abc_123.x", "a"] {
            assert!(is_sane_request_id(&HeaderValue::from_static(sane)), "{sane}");
        }
        let too_long = "a".repeat(MAX_ID_LEN + 1);
        for insane in ["", "has space", "jane@example.com", "new\tline", too_long.as_str()] {
            assert!(!is_sane_request_id(&HeaderValue::from_str(insane).unwrap()), "{insane}");
        }
    }
}
