//! The service's background work: bring the index up to date, apply changes as they are
//! announced here or, on PostgreSQL, by another instance's NOTIFY (over a connection of
//! its own), check the index against the database now and then, prune the feed.

use std::time::Duration;

use super::{
    feed_store, store,
    sync::{FEED_RETENTION_MS, SearchService, now_ms},
};
use crate::db::{
    Db,
    listen::{self, Notice},
};

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

impl SearchService {
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
                        follower.progress.applier().nudge();
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
            if last_check.is_some()
                && tokio::time::timeout(Duration::from_secs(1), self.progress.applier().woken()).await.is_ok()
            {
                // Saves that wait for the index are not held back further.
                let gap = if self.progress.saves_wait() { Duration::ZERO } else { MIN_ROUND_GAP };
                tokio::time::sleep_until((tokio::time::Instant::now() + SETTLE).max(last_round + gap)).await;
            }
            last_round = tokio::time::Instant::now();
            let covered = self.progress.applier().begin_round();
            if self.progress.applier().take_untold()
                && let Err(err) = feed_store::tell_other_instances(&self.db, CHANNEL, &self.instance).await
            {
                tracing::warn!(error = %err, "could not wake the other instances; they catch up within a second");
            }
            match self.catch_up().await {
                Ok(_) => self.progress.applier().finished(covered),
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
