//! Keeps the index in step with the database. Every change to a searchable field lands
//! in `search_changes` (database triggers); the service reads that feed from its
//! watermark (`feed`), so a transaction that commits after later ones is still applied.
//! Requests never wait for it: a request that changed a profile wakes the applier
//! (`apply`), which catches up in the background, one index commit for everything
//! pending; so does another instance's NOTIFY on PostgreSQL (over a connection of its
//! own), and a one-second timer catches what no wake-up announced.
//! On start and periodically it also checks the whole index against the database
//! (`heal`) and repairs what differs. The index's commit payload records the watermark,
//! so a restart resumes instead of rebuilding.

use std::{
    path::Path,
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use tokio::sync::Mutex;

use super::{
    apply::Applier,
    crowd,
    feed::{self, FeedPosition},
    feed_store,
    heal::{self, IndexCheck},
    index::SearchIndex,
    model::SearchRequest,
    query, store,
};
use crate::{
    db::{
        Db,
        clock::to_rfc3339,
        listen::{self, Notice},
    },
    privacy::shield::store as shield_store,
    seekers::anonymity::CrowdKeys,
};

const BATCH: usize = 5_000;
/// Feed entries read at a time.
pub const WINDOW_LIMIT: i64 = 20_000;
/// Feed entries older than this are pruned; an index further behind rebuilds.
const FEED_RETENTION_MS: i64 = 24 * 3600 * 1000;
/// An index whose last recorded position is older than this rebuilds at start (the feed
/// may have been pruned past it).
const RESUME_WITHIN_MS: i64 = FEED_RETENTION_MS / 2;
const CHANNEL: &str = "veil_search_changes";
/// After a wake-up, the applier waits this long for more changes, so a burst of saves
/// costs one index commit rather than one each.
const SETTLE: Duration = Duration::from_millis(20);
/// Under a steady stream of saves, rounds start at most this often. A round's cost is
/// mostly fixed (the feed and profile reads, the index commit and reader reload), and
/// every instance pays it for every instance's saves, so fewer, larger rounds are what
/// lets a second instance add throughput (as a search engine's refresh interval does);
/// an idle instance still applies a lone save after `SETTLE`. (Not when saves wait for the
/// index, `VEIL_SEARCH_SYNC_SAVES`: there each round holds requests.)
const MIN_ROUND_GAP: Duration = Duration::from_millis(100);
/// The longest a save waits for the index when saves wait for it.
const SAVE_WAIT_LIMIT: Duration = Duration::from_secs(5);

fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

#[derive(Clone)]
pub struct SearchService {
    pub index: Arc<SearchIndex>,
    db: Db,
    /// Where the index stands in the feed. Holding it is the right to write the index:
    /// one catch-up, rebuild or check at a time.
    position: Arc<Mutex<FeedPosition>>,
    created: bool,
    ready: Arc<AtomicBool>,
    check_every: Duration,
    /// The latest check, and the latest one that repaired something.
    checks: Arc<std::sync::Mutex<(Option<IndexCheck>, Option<IndexCheck>)>>,
    applier: Arc<Applier>,
    /// This process's name in the NOTIFYs it sends, so it can tell its own from others'.
    instance: Arc<str>,
    /// Whether a request that changed a profile answers only once the change is
    /// searchable here (`VEIL_SEARCH_SYNC_SAVES`).
    saves_wait: bool,
}

impl SearchService {
    /// Opens (or creates) the index in `dir`; it is not searchable until
    /// [`Self::bring_up_to_date`] has run, which the followers do first.
    pub fn new(dir: &Path, db: Db, check_every: Duration) -> anyhow::Result<Self> {
        let (index, created) = SearchIndex::open(dir)?;
        Ok(Self {
            index,
            db,
            position: Arc::new(Mutex::new(FeedPosition::default())),
            created,
            ready: Arc::new(AtomicBool::new(false)),
            check_every,
            checks: Arc::new(std::sync::Mutex::new((None, None))),
            applier: Arc::new(Applier::default()),
            instance: uuid::Uuid::new_v4().to_string().into(),
            saves_wait: false,
        })
    }

    /// Makes requests that change a profile wait until the change is searchable on this
    /// instance (at most five seconds).
    pub fn saves_wait_for_index(mut self, wait: bool) -> Self {
        self.saves_wait = wait;
        self
    }

    /// Runs searches with `execution`: Veil's executor, or Tantivy's own
    /// (`VEIL_SEARCH_EXECUTOR`).
    pub fn executed_by(self, execution: veil_search::Execution) -> Self {
        self.index.executor.set_execution(execution);
        self
    }

    /// Opens the index and brings it up to date before returning (tools and benchmarks).
    pub async fn open(dir: &Path, db: Db) -> anyhow::Result<Self> {
        let service = Self::new(dir, db, Duration::from_secs(600))?;
        service.bring_up_to_date().await?;
        Ok(service)
    }

    /// Whether the index has been brought up to date since start (health's readiness).
    pub fn is_ready(&self) -> bool {
        self.ready.load(Ordering::SeqCst)
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
        self.ready.store(true, Ordering::SeqCst);
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
            let shield = shield_store::terms_of(&self.db, &chunk).await?;
            let index = self.index.clone();
            let recorded = if i == last { payload.clone() } else { partial.clone() };
            tokio::task::spawn_blocking(move || index.apply(&chunk, &rows, &shield, Some(recorded))).await??;
        }
        Ok(())
    }

    /// After a request committed a change to a profile: wakes the applier, which makes it
    /// searchable within moments. Returns at once unless saves wait for the index.
    pub async fn profile_changed(&self) {
        let ticket = self.applier.announce();
        // While the index is brought up to date after start, that work reads the feed
        // to its end anyway; waiting for it would hold the request.
        if !self.saves_wait || !self.is_ready() {
            return;
        }
        if tokio::time::timeout(SAVE_WAIT_LIMIT, self.applier.applied(ticket)).await.is_err() {
            tracing::warn!("a save waited for the search index longer than it may; answering anyway");
        }
    }

    /// After a change that hides a profile from someone (hidden, a shield entry, an
    /// account gone): waits until this instance's index applied it (at most
    /// `SAVE_WAIT_LIMIT`), whether or not saves wait, so from the response on the
    /// profile has left searches' totals as well as their hits.
    pub async fn profile_hidden(&self) {
        let ticket = self.applier.announce();
        if !self.is_ready() {
            return;
        }
        if tokio::time::timeout(SAVE_WAIT_LIMIT, self.applier.applied(ticket)).await.is_err() {
            tracing::warn!("hiding a profile waited for the search index longer than it may; answering anyway");
        }
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
            let ids: Vec<String> = rows.iter().map(|r| r.id.to_string()).collect();
            let shield = shield_store::terms_of(&self.db, &ids).await?;
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

    /// Runs a search; on a large index, handing this worker's other tasks to another
    /// thread meanwhile (`blocking`).
    pub async fn search(&self, request: SearchRequest) -> anyhow::Result<query::Outcome> {
        self.search_then(request, |outcome| outcome).await
    }

    /// Runs a search and then `then` with its outcome on the same thread (the
    /// result page's reads, without another hand-off: search/page.rs).
    pub async fn search_then<T: Send + 'static>(
        &self,
        request: SearchRequest,
        then: impl FnOnce(query::Outcome) -> T + Send + 'static,
    ) -> anyhow::Result<T> {
        let index = self.index.clone();
        let brief = index.reader.searcher().num_docs() <= BRIEF_UP_TO;
        blocking(brief, move || Ok(then(query::run(&index, &request)?))).await
    }

    /// Of what `request` finds, the profiles created after `after` (milliseconds), off
    /// the async workers (`query::run_created_after`).
    pub async fn search_created_after(&self, request: SearchRequest, after: i64) -> anyhow::Result<query::Outcome> {
        let index = self.index.clone();
        tokio::task::spawn_blocking(move || query::run_created_after(&index, &request, after)).await?
    }

    /// How many searchable profiles share the re-identification guard's `keys`, leaving
    /// out account `except` (`search::crowd`).
    pub async fn crowd_size(
        &self,
        keys: CrowdKeys,
        except: String,
        shield_terms: Vec<String>,
    ) -> anyhow::Result<usize> {
        let index = self.index.clone();
        tokio::task::spawn_blocking(move || crowd::count(&index, &keys, &except, &shield_terms)).await?
    }

    /// Background upkeep: bring the index up to date (then health says ready), check it
    /// against the database, then apply changes whenever woken (a save here or, on
    /// PostgreSQL, another instance's NOTIFY) and at least every second, check it again
    /// periodically, prune the feed hourly.
    pub fn spawn_followers(&self) -> Vec<tokio::task::JoinHandle<()>> {
        let mut tasks = vec![tokio::spawn(self.clone().upkeep())];
        if let Db::Postgres(pool) = &self.db {
            let mut subscription = listen::subscribe(pool, CHANNEL);
            let follower = self.clone();
            tasks.push(tokio::spawn(async move {
                // Connected (again) or another instance's change: either way, read the
                // feed; notices that piled up meanwhile are covered by the same read. Our
                // own NOTIFY comes back too, and is no news.
                let news = |notice: &Notice| !matches!(notice, Notice::Message(from) if **from == *follower.instance);
                while let Some(notice) = subscription.notices.recv().await {
                    let mut any = news(&notice);
                    while let Ok(more) = subscription.notices.try_recv() {
                        any |= news(&more);
                    }
                    if any {
                        follower.applier.nudge();
                    }
                }
            }));
        }
        tasks
    }

    async fn upkeep(self) {
        let mut retry = listen::Backoff::new();
        while let Err(err) = self.bring_up_to_date().await {
            tracing::error!(error = %err, "the search index could not be brought up to date; retrying");
            tokio::time::sleep(retry.next_delay()).await;
        }
        let mut last_check: Option<tokio::time::Instant> = None;
        let mut last_prune = tokio::time::Instant::now();
        let mut last_round = tokio::time::Instant::now();
        loop {
            if last_check.is_some() && tokio::time::timeout(Duration::from_secs(1), self.applier.woken()).await.is_ok()
            {
                // Saves that wait for the index are not held back further.
                let gap = if self.saves_wait { Duration::ZERO } else { MIN_ROUND_GAP };
                tokio::time::sleep_until((tokio::time::Instant::now() + SETTLE).max(last_round + gap)).await;
            }
            last_round = tokio::time::Instant::now();
            let covered = self.applier.begin_round();
            if self.applier.take_untold()
                && let Err(err) = feed_store::tell_other_instances(&self.db, CHANNEL, &self.instance).await
            {
                tracing::warn!(error = %err, "could not wake the other instances; they catch up within a second");
            }
            match self.catch_up().await {
                Ok(_) => self.applier.finished(covered),
                Err(err) => tracing::warn!(error = %err, "search index catch-up failed; it will retry"),
            }
            if last_check.is_none_or(|at| at.elapsed() >= self.check_every) {
                last_check = Some(tokio::time::Instant::now());
                if let Err(err) = self.check().await {
                    tracing::warn!(error = %err, "checking the search index against the database failed");
                }
            }
            if last_prune.elapsed() >= Duration::from_secs(3600) {
                last_prune = tokio::time::Instant::now();
                if let Err(err) = store::prune_changes(&self.db, now_ms() - FEED_RETENTION_MS).await {
                    tracing::warn!(error = %err, "search feed pruning failed");
                }
            }
        }
    }
}

/// Searches of an index of up to this many profiles run on the async worker as they are
/// (`blocking`): over the benchmark's mix at 100,000 profiles their p95 is under a
/// millisecond, 2.3 ms the first time (docs/search.md), and handing the worker's queue
/// to another thread costs a thread's wake-up per search. Measured at 100,000 profiles
/// (`make bench-http`): one connection 0.414 against 0.328 ms a search at p50, 16
/// connections 3,917 against 4,793 searches a second.
const BRIEF_UP_TO: u64 = 200_000;

/// Runs `work`, which blocks, without starving the async tasks. On the multi-threaded
/// runtime it runs on this thread, so the request waits neither for a blocking thread to
/// wake nor for its answer to be handed back (the request timeout can then answer only
/// once the search is done; no search comes near it): as it is when `brief`, else in
/// `block_in_place` (this worker's other tasks move to another thread meanwhile).
/// Elsewhere (a current-thread runtime, which does not allow that) on the blocking pool.
async fn blocking<T: Send + 'static>(
    brief: bool,
    work: impl FnOnce() -> anyhow::Result<T> + Send + 'static,
) -> anyhow::Result<T> {
    if tokio::runtime::Handle::current().runtime_flavor() == tokio::runtime::RuntimeFlavor::MultiThread {
        if brief { work() } else { tokio::task::block_in_place(work) }
    } else {
        tokio::task::spawn_blocking(work).await?
    }
}

#[cfg(test)]
mod tests {
    use std::{
        sync::mpsc,
        thread::{self, ThreadId},
        time::Duration,
    };

    use super::blocking;

    fn this_thread() -> anyhow::Result<ThreadId> {
        Ok(thread::current().id())
    }

    /// On a worker thread, as the server's handlers run (a test's own body runs on the
    /// thread that started the runtime, not on a worker).
    async fn on_a_worker<T: Send + 'static>(work: impl Future<Output = T> + Send + 'static) -> T {
        tokio::spawn(work).await.unwrap()
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn on_the_servers_runtime_the_work_runs_on_the_requests_own_thread() {
        for brief in [true, false] {
            let (worker, work) =
                on_a_worker(async move { (thread::current().id(), blocking(brief, this_thread).await.unwrap()) }).await;
            assert_eq!(work, worker, "brief {brief}");
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 1)]
    async fn the_workers_other_tasks_go_on_while_long_work_runs() {
        // One worker, busy with the work: a task spawned meanwhile runs only if the
        // worker's queue moved to another thread.
        let (sent, received) = mpsc::channel();
        let waited = on_a_worker(blocking(false, move || {
            tokio::spawn(async move { sent.send(()) });
            Ok(received.recv_timeout(Duration::from_secs(10)).is_ok())
        }))
        .await
        .unwrap();
        assert!(waited, "the task spawned during the work never ran");
    }

    #[tokio::test(flavor = "current_thread")]
    async fn on_a_current_thread_runtime_the_work_goes_to_the_pool() {
        for brief in [true, false] {
            assert_ne!(blocking(brief, this_thread).await.unwrap(), thread::current().id());
        }
    }
}
