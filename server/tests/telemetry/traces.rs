use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use axum::{Json, Router, extract::State, http::HeaderMap, routing::post};
use opentelemetry_proto::tonic::trace::v1::{Span, span::SpanKind};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::receiver::{self, Received, attribute};
use crate::{
    common::{Browser, PostgresDatabase, json as body, postgres_admin_url},
    scale_out::binary::{Veil, command, free_port},
    search::support::{add_company, profile},
};

const SAVE_TRACE: &str = "6e0c63257de34c926f9efcd03899ef37";
const SEARCH_TRACE: &str = "4bf92f3577b34da6a3ce929d0e0e4736";
const AI_TRACE: &str = "0af7651916cd43dd8448eb211c80319c";
const CALLER_SPAN: &str = "00f067aa0ba902b7";

/// An OpenAI-compatible endpoint that keeps the `traceparent` each call came with.
async fn fake_ai() -> (String, Arc<Mutex<Vec<String>>>) {
    async fn complete(State(seen): State<Arc<Mutex<Vec<String>>>>, headers: HeaderMap) -> Json<Value> {
        let traceparent = headers.get("traceparent").map(|v| v.to_str().unwrap().to_owned()).unwrap_or_default();
        seen.lock().unwrap().push(traceparent);
        Json(json!({"choices": [{"index": 0, "message": {"role": "assistant", "content": "Platform Engineer"}}]}))
    }
    let seen = Arc::new(Mutex::new(Vec::new()));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}/v1", listener.local_addr().unwrap());
    let app = Router::new().route("/v1/chat/completions", post(complete)).with_state(seen.clone());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (base, seen)
}

async fn person(veil: &Veil, email: &str, first: &str, last: &str, role: &str) -> Browser {
    let browser = Browser::new(&veil.base_url);
    browser.sign_in(email, first, last).await;
    let r = browser.send_json(Method::PUT, "/api/roles", &json!({"role": role})).await;
    assert_eq!(r.status(), StatusCode::OK);
    browser
}

/// A sampled W3C `traceparent` naming the caller's span in `trace_id`.
fn traceparent(trace_id: &str) -> String {
    format!("00-{trace_id}-{CALLER_SPAN}-01")
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The spans of one trace once its server span (the request's) has arrived.
async fn trace(received: &Received, trace_id: &str) -> Vec<Span> {
    let started = Instant::now();
    loop {
        let spans: Vec<Span> = received.spans().into_iter().filter(|s| hex(&s.trace_id) == trace_id).collect();
        if spans.iter().any(|s| s.kind == SpanKind::Server as i32) {
            return spans;
        }
        assert!(started.elapsed() < Duration::from_secs(20), "trace {trace_id} did not arrive: {spans:#?}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The trace's server span, which must be the child of the caller's span.
fn server_span<'a>(spans: &'a [Span], name: &str) -> &'a Span {
    let server: Vec<&Span> = spans.iter().filter(|s| s.kind == SpanKind::Server as i32).collect();
    assert_eq!(server.len(), 1, "one server span: {spans:#?}");
    assert_eq!(server[0].name, name);
    assert_eq!(hex(&server[0].parent_span_id), CALLER_SPAN, "the caller's span is the parent");
    server[0]
}

/// Whether `span` is below `root`, following parents within the trace.
fn descends_from(span: &Span, root: &Span, spans: &[Span]) -> bool {
    let by_id: HashMap<&[u8], &Span> = spans.iter().map(|s| (s.span_id.as_slice(), s)).collect();
    let mut parent = by_id.get(span.parent_span_id.as_slice());
    while let Some(p) = parent {
        if p.span_id == root.span_id {
            return true;
        }
        parent = by_id.get(p.parent_span_id.as_slice());
    }
    false
}

async fn traces_arrive_with_their_parents_and_nothing_personal(database_url: Option<String>, system: &str) {
    let (otlp, received) = receiver::start().await;
    let (ai, ai_calls) = fake_ai().await;
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let mut veil = command(dir.path(), port);
    veil.env("VEIL_OTLP_ENDPOINT", &otlp)
        // The SDK's batch delay: send within a tenth of a second, not five.
        .env("OTEL_BSP_SCHEDULE_DELAY", "100")
        .env("VEIL_AI_BASE_URL", &ai)
        .env("VEIL_AI_API_KEY", "sk-test");
    if let Some(url) = &database_url {
        veil.env("DATABASE_URL", url);
    }
    let veil = Veil::start(veil, port).ready().await;

    let seeker = person(&veil, "tracy.tracewell@example.com", "Tracy", "Tracewell", "job_seeker").await;
    let seeker_id = body(seeker.get("/api/session").await).await["user"]["id"].as_str().unwrap().to_owned();

    // A save, as a proxy that already traces would send it: its statements hang below it.
    let saved = seeker
        .client
        .put(format!("{}/api/profile", veil.base_url))
        .header("origin", &veil.base_url)
        .header("traceparent", traceparent(SAVE_TRACE))
        .json(&profile("quiet-lantern", "Lighthouse Keeper", &["Rust"], json!({})))
        .send()
        .await
        .unwrap();
    assert_eq!(saved.status(), StatusCode::OK);
    let profile_id = body(saved).await["id"].as_str().unwrap().to_owned();
    let spans = trace(&received, SAVE_TRACE).await;
    let request = server_span(&spans, "PUT /api/profile");
    let statements: Vec<&Span> = spans.iter().filter(|s| attribute(s, "db.system.name").is_some()).collect();
    assert!(!statements.is_empty(), "the save's database statements: {spans:#?}");
    for statement in &statements {
        assert_eq!(attribute(statement, "db.system.name").as_deref(), Some(system));
        assert!(attribute(statement, "db.query.text").is_some_and(|sql| !sql.is_empty()));
        assert_eq!(statement.kind, SpanKind::Client as i32);
        assert!(statement.end_time_unix_nano >= statement.start_time_unix_nano);
        assert!(descends_from(statement, request, &spans), "{} hangs below the save", statement.name);
    }
    assert!(statements.iter().any(|s| s.name == "INSERT" || s.name == "UPDATE"), "{statements:#?}");

    let recruiter = person(&veil, "rex.recruiter@example.com", "Rex", "Hunterby", "recruiter").await;
    add_company(&recruiter).await;

    // The profile is searchable once the index has it (a moment after the save).
    let started = Instant::now();
    while body(recruiter.get("/api/search?q=lighthouse").await).await["pagination"]["totalResults"] != 1 {
        assert!(started.elapsed() < Duration::from_secs(10), "the profile never became searchable");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let found = recruiter
        .client
        .get(format!("{}/api/search?q=lighthouse", veil.base_url))
        .header("traceparent", traceparent(SEARCH_TRACE))
        .send()
        .await
        .unwrap();
    assert_eq!(found.status(), StatusCode::OK);
    let spans = trace(&received, SEARCH_TRACE).await;
    let request = server_span(&spans, "GET /api/search");
    let search: Vec<&Span> = spans.iter().filter(|s| s.name == "search").collect();
    assert_eq!(search.len(), 1, "{spans:#?}");
    assert_eq!(search[0].parent_span_id, request.span_id, "the search is the request's child");
    assert_eq!(attribute(search[0], "hits").as_deref(), Some("1"));
    for span in spans.iter().filter(|s| s.span_id != request.span_id) {
        assert!(descends_from(span, request, &spans), "{} hangs below the search: {spans:#?}", span.name);
    }

    // The assistant's call to the AI vendor: a child span, and the vendor gets the trace.
    let generated = seeker
        .client
        .post(format!("{}/api/assistant/generate", veil.base_url))
        .header("origin", &veil.base_url)
        .header("traceparent", traceparent(AI_TRACE))
        .json(&json!({"type": "headline", "input": "platform engineer", "existingSkills": "Rust"}))
        .send()
        .await
        .unwrap();
    assert_eq!(generated.status(), StatusCode::OK);
    let spans = trace(&received, AI_TRACE).await;
    let request = server_span(&spans, "POST /api/assistant/generate");
    let ai: Vec<&Span> = spans.iter().filter(|s| s.name == "ai.complete").collect();
    assert_eq!(ai.len(), 1, "{spans:#?}");
    assert!(descends_from(ai[0], request, &spans));
    let sent = ai_calls.lock().unwrap().clone();
    assert_eq!(sent, [format!("00-{AI_TRACE}-{}-01", hex(&ai[0].span_id))], "the vendor's call continues the trace");

    // Nothing personal anywhere in what was exported: not the people's names or e-mail
    // addresses, their ids, the profile's id, nor what anyone typed.
    let raw = String::from_utf8_lossy(&received.raw()).into_owned();
    for personal in [
        "tracy.tracewell@example.com",
        "Tracy",
        "Tracewell",
        "rex.recruiter@example.com",
        "Hunterby",
        seeker_id.as_str(),
        profile_id.as_str(),
        "lighthouse",
        "Lighthouse Keeper",
        "platform engineer",
    ] {
        assert!(!raw.contains(personal), "{personal} was exported");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn traces_arrive_with_their_parents_and_nothing_personal_on_sqlite() {
    traces_arrive_with_their_parents_and_nothing_personal(None, "sqlite").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[cfg_attr(not(veil_test_postgres), ignore = "PostgreSQL: set VEIL_TEST_POSTGRES_URL")]
async fn traces_arrive_with_their_parents_and_nothing_personal_on_postgres() {
    let database = PostgresDatabase::create(&postgres_admin_url()).await;
    traces_arrive_with_their_parents_and_nothing_personal(Some(database.url.clone()), "postgresql").await;
}
