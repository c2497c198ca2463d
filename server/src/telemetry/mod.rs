//! What the server tells its operators about itself: log lines (text or JSON) and, when
//! `VEIL_OTLP_ENDPOINT` is set, OpenTelemetry traces over OTLP/HTTP.
//!
//! Traces reuse the `tracing` spans the code already has: each request's span
//! (http/request_trace.rs) is the root, or the child of the caller's W3C `traceparent`,
//! and the spans opened under it (search, e-mail, file storage, AI calls) and each
//! database statement become its children. Invariant 7 holds here as in the logs: route
//! templates, never paths, ids or anything a person typed; log events stay in the logs.

mod otlp;
pub mod propagation;
mod sql_spans;

use opentelemetry_sdk::trace::SdkTracerProvider;
use tracing_subscriber::{
    EnvFilter, Layer,
    filter::{FilterExt, Targets},
    layer::SubscriberExt,
    util::SubscriberInitExt,
};

use crate::config::{LogFormat, Settings};

/// Keeps the trace exporter alive; [`Telemetry::shutdown`] sends what is still queued.
pub struct Telemetry {
    traces: Option<SdkTracerProvider>,
}

impl Telemetry {
    /// Sends the spans still waiting in the exporter's queue (at exit, so the last
    /// requests before a restart are not lost).
    pub fn shutdown(self) {
        if let Some(provider) = self.traces
            && let Err(err) = provider.shutdown()
        {
            eprintln!("veil: sending the last traces failed: {err}");
        }
    }
}

/// Installs the process's one subscriber: logs filtered by `VEIL_LOG` in the chosen
/// format, and the trace export when an endpoint is set. An endpoint that cannot be used
/// is reported and the server runs without traces (settings validation has already
/// refused a malformed one).
pub fn init(settings: &Settings) -> Telemetry {
    let log_filter = || EnvFilter::try_new(&settings.log).unwrap_or_else(|_| EnvFilter::new("info"));
    let logs = match settings.log_format {
        LogFormat::Text => tracing_subscriber::fmt::layer().with_filter(log_filter()).boxed(),
        // One JSON object per line, the span's fields (route, request id) flattened in.
        LogFormat::Json => tracing_subscriber::fmt::layer()
            .json()
            .flatten_event(true)
            .with_current_span(true)
            .with_span_list(false)
            .with_filter(log_filter())
            .boxed(),
    };
    let provider = match settings.otlp_traces_url() {
        Ok(Some(url)) => match otlp::provider(&url, settings.otlp_sample_ratio) {
            Ok(provider) => Some(provider),
            Err(err) => {
                eprintln!("veil: traces are off: {err:#}");
                None
            }
        },
        _ => None,
    };
    let Some(provider) = provider else {
        tracing_subscriber::registry().with(logs).init();
        return Telemetry { traces: None };
    };
    propagation::install();
    let tracer = otlp::tracer(&provider);
    // Spans only: the request's span and what runs under it. Log events carry ids for
    // the operator's own log store and stay there.
    let veil_spans = Targets::new()
        .with_target("veil", tracing::Level::INFO)
        .and(tracing_subscriber::filter::filter_fn(|meta| meta.is_span()));
    let spans = tracing_opentelemetry::layer().with_tracer(tracer.clone()).with_filter(veil_spans);
    let statements = sql_spans::layer(tracer, settings.database_kind().ok()).with_filter(sql_spans::events());
    tracing_subscriber::registry().with(logs).with(spans).with(statements).init();
    Telemetry { traces: Some(provider) }
}
