//! The checked-in OpenAPI document (which the web app's TypeScript types are generated
//! from) must match what the server describes now, and every error it lists carries the
//! error envelope. (tools/api-fuzz checks the live server against it.)

use serde_json::Value;
use veil::{app::openapi_document, config::Settings, db::clock::Clock, http::openapi_errors::PUBLIC, state::AppState};

#[tokio::test]
async fn checked_in_openapi_document_is_current() {
    let dir = tempfile::tempdir().unwrap();
    let state = AppState::new(Settings::defaults_with_data_dir(dir.path()), Clock::System).await.unwrap();
    let current = openapi_document(&state).to_pretty_json().unwrap();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../web/src/api/openapi.json");
    let checked_in = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        checked_in.trim() == current.trim(),
        "web/src/api/openapi.json is stale: run `make api-types` and commit the result"
    );
}

#[tokio::test]
async fn every_operation_lists_its_shared_errors_with_the_envelope() {
    let dir = tempfile::tempdir().unwrap();
    let state = AppState::new(Settings::defaults_with_data_dir(dir.path()), Clock::System).await.unwrap();
    let doc: Value = serde_json::to_value(openapi_document(&state)).unwrap();
    let resolve = |response: &Value| -> Value {
        match response["$ref"].as_str() {
            Some(r) => doc.pointer(&r.replace("#/", "/")).cloned().expect("the reference resolves"),
            None => response.clone(),
        }
    };
    let mut operations = 0;
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            operations += 1;
            let responses = op["responses"].as_object().unwrap();
            let public = PUBLIC.contains(&(method.to_uppercase().as_str(), path.as_str()));
            assert_eq!(responses.contains_key("401"), !public, "{method} {path}: 401 unless public");
            assert!(responses.contains_key("503"), "{method} {path}: 503 when busy");
            if method != "get" {
                assert!(responses.contains_key("403"), "{method} {path}: 403 cross-origin");
            }
            if path.contains('{') {
                assert!(responses.contains_key("404"), "{method} {path}: 404 for an unknown id");
            }
            // Shared errors carry the envelope; a handler's own error may carry its own body
            // (the health check's 503 reports what is down), but always a JSON one.
            for (status, response) in responses.iter().filter(|(s, _)| s.starts_with('4') || s.starts_with('5')) {
                let schema = resolve(response)["content"]["application/json"]["schema"].clone();
                assert!(schema.is_object(), "{method} {path} {status}: a JSON body");
                if response.get("$ref").is_some() {
                    assert_eq!(schema["$ref"], "#/components/schemas/ErrorBody", "{method} {path} {status}");
                }
            }
        }
    }
    assert!(operations > 50, "walked {operations} operations");
}
