//! Telling a person's open tabs about their notifications; other features create
//! notifications through `notify`.

use super::store;
use crate::{ids::AccountId, realtime::Event, state::AppState};

/// Other tabs of the same person refresh their bell.
pub async fn notify_changed(state: &AppState, user_id: &AccountId) {
    state
        .events
        .publish(Event { user_ids: vec![user_id.clone()], kind: "notification".into(), data: serde_json::json!({}) })
        .await;
}

/// Creates a notification and tells the person's open tabs. Used by other features;
/// a failure is logged and never fails the action that caused it.
pub async fn notify(state: &AppState, user_id: &AccountId, title: &str, message: &str, action_url: &str) {
    match store::create(&state.db, user_id, title, message, Some(action_url), state.clock.now_millis()).await {
        Ok(id) => {
            state
                .events
                .publish(Event {
                    user_ids: vec![user_id.clone()],
                    kind: "notification".into(),
                    data: serde_json::json!({ "id": id }),
                })
                .await;
        }
        Err(err) => tracing::error!(error = %err, "could not create a notification"),
    }
}
