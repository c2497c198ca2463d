//! The checked-in OpenAPI document (which the web app's TypeScript types are generated
//! from) must match what the server describes now.

use veil::{app::openapi_document, config::Settings, db::clock::Clock, state::AppState};

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
