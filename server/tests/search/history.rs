//! Search history: the latest ten, without duplicates, each recruiter's own.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::support::recruiter;
use crate::common::{Backend, TestApp, json};

crate::backend_tests!(
    search_history_keeps_the_latest_ten_without_duplicates,
    saved_searches_are_written_in_the_background_and_at_shutdown,
    a_deleted_recruiters_queued_searches_are_never_written,
);

async fn stored_searches(app: &TestApp) -> i64 {
    veil::with_db!(&app.db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM search_history").fetch_one(pool).await)
        .unwrap()
}

/// Waits (real time) until the background writer has written `count` searches.
async fn wait_for_stored(app: &TestApp, count: i64) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while stored_searches(app).await != count {
        assert!(std::time::Instant::now() < deadline, "the history writer never wrote {count} searches");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

async fn saved_searches_are_written_in_the_background_and_at_shutdown(backend: Backend) {
    let mut app = TestApp::spawn(backend).await;
    let rita = recruiter(&app, "rita@example.com").await;
    for keyword in ["rust", "go", "rust"] {
        app.clock.advance_millis(1000);
        let r = rita.send_json(Method::POST, "/api/search/history", &json!({"keyword": keyword})).await;
        assert_eq!(r.status(), StatusCode::NO_CONTENT);
    }
    // Nobody reads the history: the writer still writes it, one row per keyword and place.
    wait_for_stored(&app, 2).await;

    // Saved just before a shutdown: written on the way down, there after the restart.
    let r = rita.send_json(Method::POST, "/api/search/history", &json!({"keyword": "elixir"})).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    app.restart(|_| {}).await;
    assert_eq!(stored_searches(&app).await, 3);
    let history = json(rita.get("/api/search/history").await).await;
    let keywords: Vec<&str> = history.as_array().unwrap().iter().map(|e| e["keyword"].as_str().unwrap()).collect();
    assert_eq!(keywords, ["elixir", "rust", "go"]);
}

async fn a_deleted_recruiters_queued_searches_are_never_written(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let rita = recruiter(&app, "rita@example.com").await;
    let otto = recruiter(&app, "otto@example.com").await;
    let r = otto.send_json(Method::POST, "/api/search/history", &json!({"keyword": "kept"})).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    let r = rita.send_json(Method::POST, "/api/search/history", &json!({"keyword": "forgotten"})).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    let r = rita.send_empty(Method::DELETE, "/api/account").await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);

    // Otto's search is written; Rita's, queued when her account went, never is.
    wait_for_stored(&app, 1).await;
    tokio::time::sleep(veil::search::history::FLUSH_EVERY * 2).await;
    assert_eq!(stored_searches(&app).await, 1);
    assert_eq!(json(otto.get("/api/search/history").await).await[0]["keyword"], "kept");
}

async fn search_history_keeps_the_latest_ten_without_duplicates(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let rita = recruiter(&app, "rita@example.com").await;
    let record = |keyword: &str, city: Option<&str>| {
        let mut body = json!({"keyword": keyword});
        if let Some(city) = city {
            body["locationData"] = json!({"city": city, "state": "", "country": "Australia", "formattedAddress": format!("{city}, Australia")});
        }
        let rita = &rita;
        let clock = app.clock.clone();
        async move {
            clock.advance_millis(1000);
            let r = rita.send_json(Method::POST, "/api/search/history", &body).await;
            assert_eq!(r.status(), StatusCode::NO_CONTENT, "{body}");
        }
    };
    let keywords = |history: &Value| -> Vec<String> {
        history.as_array().unwrap().iter().map(|e| e["keyword"].as_str().unwrap().to_owned()).collect()
    };

    record("rust", None).await;
    record("rust", Some("Sydney")).await;
    record("go", None).await;
    let history = json(rita.get("/api/search/history").await).await;
    assert_eq!(keywords(&history), ["go", "rust", "rust"]);
    assert_eq!(history[1]["locationData"]["city"], "Sydney");
    assert_eq!(history[2]["locationData"], Value::Null);

    // The same keyword and place again moves it to the top instead of adding it.
    record("rust", None).await;
    let history = json(rita.get("/api/search/history").await).await;
    assert_eq!(keywords(&history), ["rust", "go", "rust"]);
    assert_eq!(history[0]["locationData"], Value::Null);

    for i in 0..10 {
        record(&format!("skill-{i}"), None).await;
    }
    let history = json(rita.get("/api/search/history").await).await;
    assert_eq!(history.as_array().unwrap().len(), 10);
    assert_eq!(history[0]["keyword"], "skill-9");
    assert_eq!(json(rita.get("/api/search/history?limit=50").await).await.as_array().unwrap().len(), 10);

    // Nothing to save (no keyword, no location) is accepted and saves nothing.
    let r = rita.send_json(Method::POST, "/api/search/history", &json!({"keyword": "  "})).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    assert_eq!(json(rita.get("/api/search/history").await).await[0]["keyword"], "skill-9");
    // Another recruiter's history is their own.
    let otto = recruiter(&app, "otto@example.com").await;
    assert_eq!(json(otto.get("/api/search/history").await).await, json!([]));
}
