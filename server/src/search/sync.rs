//! Keeps the index in step with the database. Every change to a searchable field lands
//! in `search_changes` (database triggers); the service reads that feed from its
//! watermark (`feed`), so a transaction that commits after later ones is still applied.
//! Requests never wait for it: a request that changed a profile wakes the applier
//! (`crate::index_progress`), which catches up in the background, one index commit for
//! everything pending; so does another instance's NOTIFY on PostgreSQL (`follow`), and a
//! one-second timer catches what no wake-up announced.
//! On start and periodically it also checks the whole index against the database
//! (`heal`) and repairs what differs. The index's commit payload records the watermark,
//! so a restart resumes instead of rebuilding. Searches run in `run`.

use std::{path::Path, sync::Arc, time::Duration};

use tokio::sync::Mutex;

use super::{
    feed::{self, FeedPosition},
    feed_store,
    heal::{self, IndexCheck},
    index::SearchIndex,
    store,
};
use crate::{
    db::{Db, clock::to_rfc3339},
    index_progress::IndexProgress,
    privacy::shield::store as shield_store,
};

const BATCH: usize = 5_000;
/// Feed entries read at a time.
pub const WINDOW_LIMIT: i64 = 20_000;
/// Feed entries older than this are pruned; an index further behind rebuilds.
pub(super) const FEED_RETENTION_MS: i64 = 24 * 3600 * 1000;
/// An index whose last recorded position is older than this rebuilds at start (the feed
/// may have been pruned past it).
const RESUME_WITHIN_MS: i64 = FEED_RETENTION_MS / 2;

pub(super) fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

#[derive(Clone)]
pub struct SearchService {
    pub index: Arc<SearchIndex>,
    pub(super) db: Db,
    /// Where the index stands in the feed. Holding it is the right to write the index:
    /// one catch-up, rebuild or check at a time.
    position: Arc<Mutex<FeedPosition>>,
    created: bool,
    pub(super) check_every: Duration,
    /// The latest check, and the latest one that repaired something.
    checks: Arc<std::sync::Mutex<(Option<IndexCheck>, Option<IndexCheck>)>>,
    /// Tickets of the changes requests announced, and whether the index is ready; shared
    /// with the state every feature reads.
    pub(super) progress: IndexProgress,
    /// This process's name in the NOTIFYs it sends, so it can tell its own from others'.
    pub(super) instance: Arc<str>,
}

impl SearchService {
    /// Opens (or creates) the index in `dir`, announcing its progress through
    /// `progress`; it is not searchable until [`Self::bring_up_to_date`] has run, which
    /// the followers do first.
    pub fn new(dir: &Path, db: Db, check_every: Duration, progress: IndexProgress) -> anyhow::Result<Self> {
        let (index, created) = SearchIndex::open(dir)?;
        Ok(Self {
            index,
            db,
            position: Arc::new(Mutex::new(FeedPosition::default())),
            created,
            check_every,
            checks: Arc::default(),
            progress,
            instance: uuid::Uuid::new_v4().to_string().into(),
        })
    }

    /// Runs searches with `execution`: Veil's executor, or Tantivy's own
    /// (`VEIL_SEARCH_EXECUTOR`).
    pub fn executed_by(self, execution: veil_search::Execution) -> Self {
        self.index.executor.set_execution(execution);
        self
    }

    /// Opens the index and brings it up to date before returning (tools and benchmarks).
    pub async fn open(dir: &Path, db: Db) -> anyhow::Result<Self> {
        let service = Self::new(dir, db, Duration::from_secs(600), IndexProgress::new(false))?;
        service.bring_up_to_date().await?;
        Ok(service)
    }

    /// Whether the index has been brought up to date since start (health's readiness).
    pub fn is_ready(&self) -> bool {
        self.progress.is_ready()
    }

    /// The latest check of the index against the database, and the latest that
    /// repaired something.
    pub fn last_checks(&self) -> (Option<IndexCheck>, Option<IndexCheck>) {
        self.checks.lock().map(|c| c.clone()).unwrap_or_default()
    }

    /// Resumes from the recorded watermark, or rebuilds from the database when the index
    /// is new, from another schema version, or too far behind the retained feed.
    pub async fn bring_up_to_date(&self) -> anyhow::Result<()> {
        let recorded = self.index.payload().as_deref().and_then(feed::parse_payload);
        match recorded {
            Some((watermark, at)) if !self.created && now_ms() - at < RESUME_WITHIN_MS => {
                let mut position = self.position.lock().await;
                *position = FeedPosition::at(watermark);
                self.catch_up_locked(&mut position).await?;
            }
            _ => {
                self.rebuild_now().await?;
            }
        }
        self.progress.mark_ready();
        Ok(())
    }

    /// Applies every feed entry not yet applied; returns how many profiles it re-indexed.
    pub async fn catch_up(&self) -> anyhow::Result<usize> {
        let mut position = self.position.lock().await;
        self.catch_up_locked(&mut position).await
    }

    async fn catch_up_locked(&self, position: &mut FeedPosition) -> anyhow::Result<usize> {
        let mut count = 0;
        // A window cut short is committed with the watermark held back; if the read after
        // it finds nothing, no commit would record the watermark past it, and a restart
        // would read those windows (a whole backlog) again.
        let mut held_back = false;
        loop {
            let read = feed_store::read_window(&self.db, position, WINDOW_LIMIT).await?;
            let (ids, next) = position.advance(&read);
            count += ids.len();
            if !ids.is_empty() {
                let before = feed::payload(position.watermark, now_ms());
                let after = feed::payload(next.watermark, now_ms());
                self.reindex(ids, before, after).await?;
                held_back = read.truncated;
            } else if held_back && next.watermark > position.watermark {
                let index = self.index.clone();
                let payload = feed::payload(next.watermark, now_ms());
                tokio::task::spawn_blocking(move || index.commit(Some(payload))).await??;
                held_back = false;
            }
            *position = next;
            if !read.truncated {
                crate::metrics::index_level(count);
                // A backlog this large (an upgrade that recomputed every profile's skill
                // ids, an instance back after a long stop) leaves the index in a segment
                // per batch, as a rebuild does: merge them the same way.
                if count >= WINDOW_LIMIT as usize {
                    self.compact_in_background();
                }
                return Ok(count);
            }
        }
    }

    /// Re-reads `ids` from the database into the index (a deleted or hidden profile
    /// leaves it), in batches; the last commit records `payload`, earlier ones `partial`.
    async fn reindex(&self, ids: Vec<String>, partial: String, payload: String) -> anyhow::Result<()> {
        let chunks: Vec<Vec<String>> = ids.chunks(BATCH).map(<[String]>::to_vec).collect();
        let last = chunks.len().saturating_sub(1);
        for (i, chunk) in chunks.into_iter().enumerate() {
            let rows = store::profiles_by_ids(&self.db, &chunk).await?;
            let shield = shield_store::terms_of(&self.db, shield_store::Profiles::Ids(&chunk)).await?;
            let index = self.index.clone();
            let recorded = if i == last { payload.clone() } else { partial.clone() };
            tokio::task::spawn_blocking(move || index.apply(&chunk, &rows, &shield, Some(recorded))).await??;
        }
        Ok(())
    }

    /// Holds the index still, as a rebuild does: no change is applied until the returned
    /// guard drops (searches go on; tests show with it that saves do not wait).
    pub async fn hold(&self) -> tokio::sync::OwnedMutexGuard<FeedPosition> {
        self.position.clone().lock_owned().await
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
            let mut position = self.position.lock().await;
            self.rebuild_locked(&mut position).await?;
            // What changed while it read is applied before the merge below starts.
            self.catch_up_locked(&mut position).await?;
        }
        // The new index is searchable now.
        self.compact_in_background();
        Ok(self.index.num_documents())
    }

    /// Merges the index into one segment, which makes searches cheaper, in the background.
    fn compact_in_background(&self) {
        let index = self.index.clone();
        tokio::task::spawn_blocking(move || {
            if let Err(err) = index.compact() {
                tracing::warn!(error = %err, "merging the search index failed; searches are slower until it merges");
            }
        });
    }

    async fn rebuild_locked(&self, position: &mut FeedPosition) -> anyhow::Result<u64> {
        // Taken before reading: what ends after it is read again from the feed.
        let watermark = feed_store::horizon(&self.db).await?;
        if let Err(err) = self.stage_everything().await {
            let index = self.index.clone();
            tokio::task::spawn_blocking(move || index.rollback()).await??;
            return Err(err);
        }
        let index = self.index.clone();
        let payload = feed::payload(watermark, now_ms());
        tokio::task::spawn_blocking(move || index.commit(Some(payload))).await??;
        *position = FeedPosition::at(watermark);
        Ok(self.index.num_documents())
    }

    /// Stages an empty index and every searchable profile, batch by batch.
    async fn stage_everything(&self) -> anyhow::Result<()> {
        let index = self.index.clone();
        tokio::task::spawn_blocking(move || index.stage_clear()).await??;
        let mut after = String::new();
        loop {
            let rows = store::searchable_batch(&self.db, &after, BATCH as i64).await?;
            let Some(last) = rows.last().map(|r| r.id.to_string()) else { break };
            let full = rows.len() == BATCH;
            let batch = shield_store::Profiles::Range { after: &after, last: &last };
            let shield = shield_store::terms_of(&self.db, batch).await?;
            let index = self.index.clone();
            tokio::task::spawn_blocking(move || index.stage(&rows, &shield)).await??;
            after = last;
            if !full {
                break;
            }
        }
        Ok(())
    }

    /// Compares the whole index with the database and re-indexes what differs.
    pub async fn check(&self) -> anyhow::Result<IndexCheck> {
        let mut position = self.position.lock().await;
        // What the feed already says is applied first, so only real drift is reported.
        self.catch_up_locked(&mut position).await?;
        let database = feed_store::searchable_versions(&self.db).await?;
        let index = self.index.clone();
        let indexed = tokio::task::spawn_blocking(move || index.versions()).await??;
        let found = heal::compare(&database, &indexed);
        let ids = found.ids();
        if !ids.is_empty() {
            let ids = ids.clone();
            tracing::warn!(
                added = found.missing.len(),
                removed = found.extra.len(),
                refreshed = found.stale.len(),
                "the search index differed from the database; repaired"
            );
            let payload = feed::payload(position.watermark, now_ms());
            self.reindex(ids, payload.clone(), payload).await?;
        }
        let report = IndexCheck {
            checked_at: to_rfc3339(now_ms()),
            database_profiles: database.len(),
            index_documents: indexed.len(),
            buckets_differing: found.buckets_differing,
            added: found.missing.len(),
            removed: found.extra.len(),
            refreshed: found.stale.len(),
        };
        if let Ok(mut checks) = self.checks.lock() {
            if !ids.is_empty() {
                checks.1 = Some(report.clone());
            }
            checks.0 = Some(report.clone());
        }
        Ok(report)
    }
}
