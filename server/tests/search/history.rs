//! Search history: the latest ten, without duplicates, each recruiter's own.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::{Backend, TestApp, json};
use crate::support::recruiter;

crate::backend_tests!(search_history_keeps_the_latest_ten_without_duplicates);

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
