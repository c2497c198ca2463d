//! Keeps the index in step with the database. Every change to a searchable field
//! lands in `search_changes` (database triggers); `SearchService::catch_up` applies the
//! feed in order. It runs in the request that changed a profile (so the change is
//! searchable when the response returns), on a one-second timer, and, on PostgreSQL,
//! when another instance's NOTIFY arrives. The index's commit payload records how far
//! it has applied the feed, so a restart resumes instead of rebuilding.

use std::{
    collections::BTreeSet,
    path::Path,
    sync::{
        Arc,
        atomic::{AtomicI64, Ordering},
    },
    time::Duration,
};

use tokio::sync::Mutex;

use super::{
    index::SearchIndex,
    model::SearchRequest,
    query,
    store::{self},
};
use crate::db::Db;

const BATCH: i64 = 5_000;
/// On PostgreSQL a sequence number can commit after a later one. A gap younger than this
/// may still fill, so the recorded position stops before it (the entries after it are
/// applied anyway, and again later: applying is idempotent). An older gap was a rollback.
const GAP_GRACE_MS: i64 = 10_000;
/// Feed entries older than this are pruned; an index further behind rebuilds.
const FEED_RETENTION_MS: i64 = 24 * 3600 * 1000;

#[derive(Clone)]
pub struct SearchService {
    pub index: Arc<SearchIndex>,
    db: Db,
    applied_seq: Arc<AtomicI64>,
    /// One catch-up or rebuild at a time.
    sync_lock: Arc<Mutex<()>>,
}

fn payload(seq: i64) -> String {
    format!("{{\"seq\":{seq}}}")
}

fn parse_payload(payload: &str) -> Option<i64> {
    let value: serde_json::Value = serde_json::from_str(payload).ok()?;
    value.get("seq")?.as_i64()
}

impl SearchService {
    /// Opens the index in `dir` and brings it up to date: resumes from its recorded feed
    /// position, or rebuilds from the database when it is new, from another schema
    /// version, or too far behind the retained feed.
    pub async fn open(dir: &Path, db: Db) -> anyhow::Result<Self> {
        let (index, created) = SearchIndex::open(dir)?;
        let service = Self::with_index(index, db);
        let recorded = service.index.payload().as_deref().and_then(parse_payload);
        let (oldest, newest) = store::feed_bounds(&service.db).await?;
        match recorded {
            Some(seq) if !created && seq <= newest && (oldest == 0 || seq + 1 >= oldest) => {
                service.applied_seq.store(seq, Ordering::SeqCst);
                service.catch_up().await?;
            }
            _ => {
                service.rebuild().await?;
            }
        }
        Ok(service)
    }

    pub fn with_index(index: Arc<SearchIndex>, db: Db) -> Self {
        Self { index, db, applied_seq: Arc::new(AtomicI64::new(0)), sync_lock: Arc::new(Mutex::new(())) }
    }

    /// Applies every feed entry not yet applied.
    pub async fn catch_up(&self) -> anyhow::Result<usize> {
        let _guard = self.sync_lock.lock().await;
        let mut applied = 0;
        loop {
            let from = self.applied_seq.load(Ordering::SeqCst);
            let changes = store::changes_since(&self.db, from, BATCH).await?;
            if changes.is_empty() {
                break;
            }
            let last = safe_position(from, &changes, chrono::Utc::now().timestamp_millis());
            let ids: Vec<String> =
                changes.iter().map(|c| c.profile_id.clone()).collect::<BTreeSet<_>>().into_iter().collect();
            let rows = store::profiles_by_ids(&self.db, &ids).await?;
            let index = self.index.clone();
            let count = ids.len();
            tokio::task::spawn_blocking(move || index.apply(&ids, &rows, Some(payload(last)))).await??;
            self.applied_seq.store(last, Ordering::SeqCst);
            applied += count;
            if (changes.len() as i64) < BATCH || last == from {
                break;
            }
        }
        Ok(applied)
    }

    /// After a request changed a profile: make the change searchable now. A failure is
    /// logged, never the request's failure; the timer retries.
    pub async fn profile_changed(&self) {
        if let Err(err) = self.catch_up().await {
            tracing::warn!(error = %err, "search index catch-up failed; it will retry");
        }
    }

    /// Rebuilds the whole index from the database; returns the number of documents.
    /// Searches keep the old index until the new one commits, all at once. It runs as a
    /// task of its own, so a caller that goes away (a closed request) cannot leave it
    /// half done.
    pub async fn rebuild(&self) -> anyhow::Result<u64> {
        let service = self.clone();
        tokio::spawn(async move { service.rebuild_now().await }).await?
    }

    async fn rebuild_now(&self) -> anyhow::Result<u64> {
        {
            let _guard = self.sync_lock.lock().await;
            // Changes made during the rebuild are applied by the catch-up after it.
            let (_, newest) = store::feed_bounds(&self.db).await?;
            if let Err(err) = self.stage_everything().await {
                let index = self.index.clone();
                tokio::task::spawn_blocking(move || index.rollback()).await??;
                return Err(err);
            }
            let index = self.index.clone();
            tokio::task::spawn_blocking(move || index.commit(Some(payload(newest)))).await??;
            self.applied_seq.store(newest, Ordering::SeqCst);
        }
        // The new index is searchable now; merging it into one segment, which makes
        // searches cheaper, goes on in the background.
        let index = self.index.clone();
        tokio::task::spawn_blocking(move || {
            if let Err(err) = index.compact() {
                tracing::warn!(error = %err, "merging the rebuilt search index failed; searches are slower until it merges");
            }
        });
        self.catch_up().await?;
        Ok(self.index.num_documents())
    }

    /// Stages an empty index and every searchable profile, batch by batch.
    async fn stage_everything(&self) -> anyhow::Result<()> {
        let index = self.index.clone();
        tokio::task::spawn_blocking(move || index.stage_clear()).await??;
        let mut after = String::new();
        loop {
            let rows = store::searchable_batch(&self.db, &after, BATCH).await?;
            let Some(last) = rows.last().map(|r| r.id.to_string()) else { break };
            let full = rows.len() as i64 == BATCH;
            let index = self.index.clone();
            tokio::task::spawn_blocking(move || index.stage(&rows)).await??;
            after = last;
            if !full {
                break;
            }
        }
        Ok(())
    }

    /// Runs a search off the async workers.
    pub async fn search(
        &self,
        request: SearchRequest,
    ) -> anyhow::Result<(Vec<String>, usize, super::model::LocationFilter)> {
        let index = self.index.clone();
        tokio::task::spawn_blocking(move || query::run(&index, &request)).await?
    }

    /// Background upkeep: catch up every second, listen for other instances' changes
    /// on PostgreSQL, prune the feed hourly.
    pub fn spawn_followers(&self) -> Vec<tokio::task::JoinHandle<()>> {
        let mut tasks = Vec::new();
        let poller = self.clone();
        tasks.push(tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_secs(1));
            let mut ticks: u64 = 0;
            loop {
                tick.tick().await;
                ticks += 1;
                if let Err(err) = poller.catch_up().await {
                    tracing::warn!(error = %err, "search index catch-up failed");
                }
                if ticks.is_multiple_of(3600) {
                    let cutoff = chrono::Utc::now().timestamp_millis() - FEED_RETENTION_MS;
                    if let Err(err) = store::prune_changes(&poller.db, cutoff).await {
                        tracing::warn!(error = %err, "search feed pruning failed");
                    }
                }
            }
        }));
        if let Db::Postgres(pool) = &self.db {
            let listener_pool = pool.clone();
            let follower = self.clone();
            tasks.push(tokio::spawn(async move {
                loop {
                    match sqlx::postgres::PgListener::connect_with(&listener_pool).await {
                        Ok(mut listener) => {
                            if listener.listen("veil_search_changes").await.is_ok() {
                                while listener.recv().await.is_ok() {
                                    follower.profile_changed().await;
                                }
                            }
                        }
                        Err(err) => tracing::warn!(error = %err, "search change listener could not connect"),
                    }
                    // The poller covers the gap while the listener reconnects.
                    tokio::time::sleep(Duration::from_secs(2)).await;
                }
            }));
        }
        tasks
    }
}

/// How far the feed is settled: up to the first gap that may still fill.
fn safe_position(from: i64, changes: &[store::Change], now_ms: i64) -> i64 {
    let mut position = from;
    for change in changes {
        if change.seq != position + 1 && change.created_at > now_ms - GAP_GRACE_MS {
            break;
        }
        position = change.seq;
    }
    position
}

#[cfg(test)]
mod tests {
    use super::*;

    fn change(seq: i64, created_at: i64) -> store::Change {
        store::Change { seq, profile_id: format!("p{seq}"), created_at }
    }

    #[test]
    fn position_stops_before_a_fresh_gap_and_passes_an_old_one() {
        let now = 100_000;
        assert_eq!(safe_position(0, &[change(1, now), change(2, now)], now), 2);
        assert_eq!(safe_position(0, &[change(1, now), change(3, now)], now), 1, "seq 2 may still commit");
        assert_eq!(safe_position(0, &[change(1, now), change(3, now - 60_000)], now), 3, "an old gap was a rollback");
    }

    #[test]
    fn payload_round_trips() {
        assert_eq!(parse_payload(&payload(42)), Some(42));
        assert_eq!(parse_payload("garbage"), None);
    }
}
