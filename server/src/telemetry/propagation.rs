//! W3C Trace Context: a request's `traceparent` makes its span the caller's child, and
//! calls Veil makes over HTTP carry the current span on.

use std::sync::atomic::{AtomicBool, Ordering};

use axum::http::HeaderMap;
use opentelemetry_http::{HeaderExtractor, HeaderInjector};
use opentelemetry_sdk::propagation::TraceContextPropagator;
use tracing_opentelemetry::OpenTelemetrySpanExt;

/// Makes W3C Trace Context the process's propagator (only when traces are exported:
/// without it, the functions below do nothing).
pub fn install() {
    opentelemetry::global::set_text_map_propagator(TraceContextPropagator::new());
    EXPORTING.store(true, Ordering::Relaxed);
}

/// Whether traces are exported; without, there is nothing to continue or carry on.
static EXPORTING: AtomicBool = AtomicBool::new(false);

pub fn exporting() -> bool {
    EXPORTING.load(Ordering::Relaxed)
}

/// Makes `span` the child of the span a caller named in `headers`, if any.
pub fn continue_from(headers: &HeaderMap, span: &tracing::Span) {
    let parent = opentelemetry::global::get_text_map_propagator(|p| p.extract(&HeaderExtractor(headers)));
    // A request without a `traceparent` starts its own trace: there is no parent to set.
    let _ = span.set_parent(parent);
}

/// Adds the current span's `traceparent` to an outgoing request's headers.
pub fn inject_current(headers: &mut HeaderMap) {
    if !exporting() {
        return;
    }
    let context = tracing::Span::current().context();
    opentelemetry::global::get_text_map_propagator(|p| p.inject_context(&context, &mut HeaderInjector(headers)));
}
