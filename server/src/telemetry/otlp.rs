//! The OTLP/HTTP exporter (protobuf) and the tracer provider behind it.

use anyhow::Context;
use opentelemetry::trace::TracerProvider as _;
use opentelemetry_otlp::{SpanExporter, WithExportConfig};
use opentelemetry_sdk::{
    Resource,
    trace::{Sampler, SdkTracerProvider, Tracer},
};
use url::Url;

/// A provider sending batches to `traces_url` from its own thread. Requests that come
/// with a `traceparent` keep their caller's sampling decision; others are kept at
/// `sample_ratio`.
pub fn provider(traces_url: &Url, sample_ratio: f64) -> anyhow::Result<SdkTracerProvider> {
    // The exporter's client does TLS with the process's provider (as object storage's does).
    let _ = rustls::crypto::ring::default_provider().install_default();
    let exporter = SpanExporter::builder()
        .with_http()
        .with_endpoint(traces_url.as_str())
        .build()
        .context("cannot build the OTLP trace exporter")?;
    let resource = Resource::builder()
        .with_service_name("veil")
        .with_attribute(opentelemetry::KeyValue::new("service.version", env!("CARGO_PKG_VERSION")))
        .build();
    Ok(SdkTracerProvider::builder()
        .with_batch_exporter(exporter)
        .with_sampler(Sampler::ParentBased(Box::new(Sampler::TraceIdRatioBased(sample_ratio))))
        .with_resource(resource)
        .build())
}

pub fn tracer(provider: &SdkTracerProvider) -> Tracer {
    provider.tracer("veil")
}
