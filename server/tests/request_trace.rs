//! Every request carries an `X-Request-Id` both ways and is logged in a span with the
//! route template, never the path (invariant 7).

mod common;

use std::sync::{Arc, Mutex};

use common::{Backend, TestApp};
use reqwest::StatusCode;

/// Everything the server logs in this test binary.
fn captured_log() -> Arc<Mutex<Vec<u8>>> {
    common::log_capture::captured_log("veil=info,tower_http=info")
}

async fn get_with_id(app: &TestApp, path: &str, id: Option<&str>) -> reqwest::Response {
    let mut request = reqwest::Client::new().get(app.url(path));
    if let Some(id) = id {
        request = request.header("x-request-id", id);
    }
    request.send().await.unwrap()
}

fn request_id(response: &reqwest::Response) -> String {
    response.headers().get("x-request-id").expect("X-Request-Id on the response").to_str().unwrap().to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_without_an_id_gets_a_new_one_on_pages_api_and_errors() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let mut seen = Vec::new();
    for path in ["/", "/api/health", "/api/nope"] {
        let id = request_id(&get_with_id(&app, path, None).await);
        assert!(uuid::Uuid::parse_str(&id).is_ok(), "{path}: {id}");
        seen.push(id);
    }
    seen.dedup();
    assert_eq!(seen.len(), 3, "each request has its own id: {seen:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sane_incoming_id_is_echoed_and_free_text_is_replaced() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let echoed = get_with_id(&app, "/api/health", Some("proxy-7f3a.1_b")).await;
    assert_eq!(request_id(&echoed), "proxy-7f3a.1_b");

    for insane in ["jane@example.com", &"x".repeat(65)] {
        let replaced = request_id(&get_with_id(&app, "/api/health", Some(insane)).await);
        assert_ne!(replaced, insane);
        assert!(uuid::Uuid::parse_str(&replaced).is_ok(), "{replaced}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_log_names_the_route_template_status_and_latency_but_not_the_path() {
    let log = captured_log();
    let app = TestApp::spawn(Backend::Sqlite).await;
    let key = "0123456789abcdef0123456789abcdef.jpg";
    let response = get_with_id(&app, &format!("/files/photos/{key}?secret=query"), Some("trace-test-1")).await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);

    let text = String::from_utf8(log.lock().unwrap().clone()).unwrap();
    let line = text
        .lines()
        .find(|l| l.contains(r#"request_id="trace-test-1""#) && l.contains("answered"))
        .unwrap_or_else(|| panic!("no log line for the request in:\n{text}"));
    assert!(line.contains("method=GET"), "{line}");
    assert!(line.contains(r#"route="/files/{bucket}/{key}""#), "{line}");
    assert!(line.contains("status=404"), "{line}");
    assert!(line.contains("latency_ms="), "{line}");
    assert!(!text.contains(key) && !text.contains("secret=query"), "the path or query was logged:\n{text}");
}
