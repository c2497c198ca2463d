//! `POST /dev-idp/test-clock`: moves the server's clock forward, so the end-to-end tests
//! can let 30 days pass in a running binary. Mounted only with `VEIL_TEST_CLOCK`, which
//! the settings refuse unless the development identity provider runs on a loopback
//! public URL: a deployed Veil never has it. Not part of the API document.

use axum::{Json, Router, extract::State, http::StatusCode, routing::post};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::state::AppState;

/// At most a little over a year per call.
const MAX_ADVANCE_MS: i64 = 400 * 86_400_000;

pub fn router() -> Router<AppState> {
    Router::new().route("/dev-idp/test-clock", post(advance))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Advance {
    advance_millis: i64,
}

async fn advance(State(state): State<AppState>, Json(body): Json<Advance>) -> Result<Json<Value>, StatusCode> {
    if !(0..=MAX_ADVANCE_MS).contains(&body.advance_millis) {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }
    state.clock.advance_millis(body.advance_millis);
    Ok(Json(json!({ "now": state.clock.now_millis() })))
}
