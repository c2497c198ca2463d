//! Realtime events to browsers. Features publish an [`Event`] addressed to user ids;
//! each browser tab holds one server-sent-events stream (`routes`) and receives only its
//! user's events. On SQLite the bus is in-process; on PostgreSQL events travel through
//! `LISTEN/NOTIFY`, so an event raised on one instance reaches a browser on another.

pub mod routes;

use serde::{Deserialize, Serialize};
use tokio::sync::broadcast;

use crate::{db::Db, ids::AccountId};

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

    /// On PostgreSQL, relays NOTIFY payloads from every instance to local subscribers.
    pub fn spawn_relay(&self) -> Option<tokio::task::JoinHandle<()>> {
        let Db::Postgres(pool) = &self.db else { return None };
        let pool = pool.clone();
        let local = self.local.clone();
        Some(tokio::spawn(async move {
            loop {
                match sqlx::postgres::PgListener::connect_with(&pool).await {
                    Ok(mut listener) => {
                        if listener.listen(CHANNEL).await.is_ok() {
                            while let Ok(notification) = listener.recv().await {
                                if let Ok(event) = serde_json::from_str::<Event>(notification.payload()) {
                                    let _ = local.send(event);
                                }
                            }
                        }
                    }
                    Err(err) => tracing::warn!(error = %err, "realtime relay could not connect"),
                }
                tokio::time::sleep(std::time::Duration::from_secs(1)).await;
            }
        }))
    }
}
