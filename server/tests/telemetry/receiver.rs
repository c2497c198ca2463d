//! An OTLP/HTTP trace receiver, as a collector speaks it: `POST /v1/traces` with an
//! `ExportTraceServiceRequest` in protobuf, answered with an empty response.

use std::sync::{Arc, Mutex};

use axum::{Router, body::Bytes, extract::State, http::header::CONTENT_TYPE, response::IntoResponse, routing::post};
use opentelemetry_proto::tonic::{
    collector::trace::v1::{ExportTraceServiceRequest, ExportTraceServiceResponse},
    common::v1::any_value::Value as AnyValue,
    trace::v1::Span,
};
use prost::Message;

#[derive(Clone, Default)]
pub struct Received {
    spans: Arc<Mutex<Vec<Span>>>,
    /// Every export as it came over the wire, to look for what must not be in it.
    raw: Arc<Mutex<Vec<u8>>>,
}

impl Received {
    pub fn spans(&self) -> Vec<Span> {
        self.spans.lock().unwrap().clone()
    }

    pub fn raw(&self) -> Vec<u8> {
        self.raw.lock().unwrap().clone()
    }
}

/// Starts the receiver; its base URL (as `VEIL_OTLP_ENDPOINT` takes it) and what it got.
pub async fn start() -> (String, Received) {
    let received = Received::default();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let app = Router::new().route("/v1/traces", post(export)).with_state(received.clone());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (base, received)
}

async fn export(State(received): State<Received>, body: Bytes) -> impl IntoResponse {
    let request = ExportTraceServiceRequest::decode(body.as_ref()).expect("an OTLP protobuf export");
    received.raw.lock().unwrap().extend_from_slice(&body);
    let spans = request.resource_spans.into_iter().flat_map(|r| r.scope_spans).flat_map(|s| s.spans);
    received.spans.lock().unwrap().extend(spans);
    ([(CONTENT_TYPE, "application/x-protobuf")], ExportTraceServiceResponse::default().encode_to_vec())
}

/// A span's attribute as text (strings as they are, numbers written out).
pub fn attribute(span: &Span, key: &str) -> Option<String> {
    let value = span.attributes.iter().find(|kv| kv.key == key)?.value.as_ref()?.value.as_ref()?;
    Some(match value {
        AnyValue::StringValue(s) => s.clone(),
        AnyValue::IntValue(i) => i.to_string(),
        AnyValue::BoolValue(b) => b.to_string(),
        AnyValue::DoubleValue(d) => d.to_string(),
        other => format!("{other:?}"),
    })
}
