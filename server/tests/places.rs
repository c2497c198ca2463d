//! Place search over HTTP: autocomplete, details, reverse geocoding, and bad input.

use crate::common;

use common::{Backend, TestApp, error_code, json};
use reqwest::StatusCode;

backend_tests!(places_answer_signed_in_people, typed_place_names_resolve);

async fn places_answer_signed_in_people(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    app.browser.sign_in("where@example.com", "Where", "Am I").await;

    let found = json(app.get("/api/places/autocomplete?input=Sydn").await).await;
    let first = &found["predictions"][0];
    assert_eq!(first["description"], "Sydney, New South Wales, Australia");
    let id = first["placeId"].as_str().unwrap();

    let details = json(app.get(&format!("/api/places/{id}")).await).await;
    assert_eq!(details["city"], "Sydney");
    assert_eq!(details["state"], "New South Wales");
    assert_eq!(details["country"], "Australia");
    assert_eq!(details["formattedAddress"], "Sydney, New South Wales, Australia");

    let here = json(app.get("/api/places/reverse?lat=-33.8568&lng=151.2153").await).await;
    assert_eq!(here["city"], "Sydney");

    // Bad input: an empty list or a clear 4xx, never a 500.
    for input in ["", "%20%20", &"x".repeat(500)] {
        let r = app.get(&format!("/api/places/autocomplete?input={input}")).await;
        assert_eq!(r.status(), StatusCode::OK);
        assert_eq!(json(r).await["predictions"], serde_json::json!([]));
    }
    assert_eq!(error_code(app.get("/api/places/not-a-place").await).await, "place_not_found");
    assert_eq!(error_code(app.get("/api/places/reverse?lat=abc&lng=1").await).await, "invalid_coordinates");
    assert_eq!(error_code(app.get("/api/places/reverse?lat=999&lng=1").await).await, "place_not_found");
}

async fn typed_place_names_resolve(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    app.browser.sign_in("typed@example.com", "Typed", "Place").await;

    let berlin = json(app.get("/api/places/resolve?q=Berlin").await).await;
    assert_eq!(berlin["place"]["formattedAddress"], "Berlin, State of Berlin, Germany");
    assert_eq!(berlin["candidates"], serde_json::json!([]));

    let springfield = json(app.get("/api/places/resolve?q=springfield").await).await;
    assert!(springfield["place"].is_null());
    let candidates = springfield["candidates"].as_array().unwrap();
    assert!(candidates.len() > 1, "{springfield}");
    assert!(candidates.iter().all(|c| c["city"] == "Springfield"), "{springfield}");

    for q in ["Qwzxv%20Town", "", "%20", &"x".repeat(500)] {
        let r = app.get(&format!("/api/places/resolve?q={q}")).await;
        assert_eq!(r.status(), StatusCode::OK, "{q}");
        assert_eq!(json(r).await, serde_json::json!({"place": null, "candidates": []}), "{q}");
    }
}
