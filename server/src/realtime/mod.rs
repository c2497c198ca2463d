//! Realtime events to browsers. Features publish an [`Event`] addressed to user ids;
//! each browser tab holds one server-sent-events stream (`routes`) and receives only its
//! user's events. On SQLite the bus is in-process; on PostgreSQL events travel through
//! `LISTEN/NOTIFY`, so an event raised on one instance reaches a browser on another.

pub mod routes;

use serde::{Deserialize, Serialize};
use tokio::sync::broadcast;

use crate::{
    db::{
        Db,
        listen::{self, Notice},
    },
    ids::AccountId,
};

const CHANNEL: &str = "veil_events";

/// Something changed for these users. Carries ids and states, never identity values or
/// message bodies; the browser refetches what it needs through the normal API.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub user_ids: Vec<AccountId>,
    /// `notification` or `reveal_request`.
    pub kind: String,
    pub data: serde_json::Value,
}

impl Event {
    /// Tells every open tab to refetch: this instance may have missed events (its
    /// listening connection was lost and is back).
    pub fn resync_everyone() -> Self {
        Self { user_ids: Vec::new(), kind: "resync".into(), data: serde_json::json!({}) }
    }

    /// Whether `user` receives this event: theirs, or a resync addressed to no one in
    /// particular (it carries nothing but its name).
    pub fn is_for(&self, user: &AccountId) -> bool {
        self.user_ids.contains(user) || (self.user_ids.is_empty() && self.kind == "resync")
    }
}

#[derive(Clone)]
pub struct EventBus {
    local: broadcast::Sender<Event>,
    db: Db,
}

impl EventBus {
    pub fn new(db: Db) -> Self {
        let (local, _) = broadcast::channel(1024);
        Self { local, db }
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Event> {
        self.local.subscribe()
    }

    /// Receivers open on this instance: one per event stream.
    pub fn open_streams(&self) -> usize {
        self.local.receiver_count()
    }

    /// Publishes to every instance. Failures are logged: a missed event only delays a
    /// refresh (browsers also refetch on reconnect and on focus).
    pub async fn publish(&self, event: Event) {
        match &self.db {
            Db::Sqlite(_) => {
                let _ = self.local.send(event);
            }
            Db::Postgres(pool) => {
                let Ok(payload) = serde_json::to_string(&event) else {
                    return;
                };
                if let Err(err) =
                    sqlx::query("SELECT pg_notify($1, $2)").bind(CHANNEL).bind(&payload).execute(pool).await
                {
                    tracing::warn!(error = %err, "could not publish a realtime event; delivering locally only");
                    let _ = self.local.send(event);
                }
            }
        }
    }

    /// On PostgreSQL, relays NOTIFY payloads from every instance to local subscribers,
    /// over a connection of its own (never one of the request pool's).
    pub fn spawn_relay(&self) -> Option<tokio::task::JoinHandle<()>> {
        let Db::Postgres(pool) = &self.db else { return None };
        let mut subscription = listen::subscribe(pool, CHANNEL);
        let local = self.local.clone();
        Some(tokio::spawn(async move {
            let mut listened = false;
            while let Some(notice) = subscription.notices.recv().await {
                match notice {
                    // Back after a lost connection: what was sent meanwhile never came.
                    Notice::Connected if listened => {
                        let _ = local.send(Event::resync_everyone());
                    }
                    Notice::Connected => listened = true,
                    Notice::Message(payload) => {
                        if let Ok(event) = serde_json::from_str::<Event>(&payload) {
                            let _ = local.send(event);
                        }
                    }
                }
            }
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_resync_reaches_everyone() {
        let someone = AccountId::new_v7();
        assert!(Event::resync_everyone().is_for(&someone));
        let addressed_to_no_one =
            Event { user_ids: Vec::new(), kind: "notification".into(), data: serde_json::json!({}) };
        assert!(!addressed_to_no_one.is_for(&someone));
    }
}
