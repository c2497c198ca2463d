//! Saves do not wait for the search index. A request that changed a profile has already
//! committed the row and its feed entry in one transaction; it only announces the change
//! here and answers. The instance's applier (`sync`) wakes, lets a few more changes
//! arrive, reads everything pending from the feed and commits the index once for all of
//! it. Each announcement takes a ticket, so a caller that must see its change searchable
//! (the operator's choice `VEIL_SEARCH_SYNC_SAVES`) can wait for a round that began after
//! it. Changes made here are announced to the other instances once per round, not once
//! per save.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use tokio::sync::{Notify, watch};

pub struct Applier {
    wake: Notify,
    /// The last ticket handed out.
    announced: AtomicU64,
    /// Every ticket up to this one has been applied by a finished round.
    applied: watch::Sender<u64>,
    /// A change was made here that the other instances have not been told about.
    untold: AtomicBool,
}

impl Default for Applier {
    fn default() -> Self {
        Self {
            wake: Notify::new(),
            announced: AtomicU64::new(0),
            applied: watch::Sender::new(0),
            untold: AtomicBool::new(false),
        }
    }
}

impl Applier {
    /// A change was committed: wakes the applier and returns the change's ticket.
    pub fn announce(&self) -> u64 {
        let ticket = self.announced.fetch_add(1, Ordering::SeqCst) + 1;
        self.untold.store(true, Ordering::SeqCst);
        self.wake.notify_one();
        ticket
    }

    /// Wakes the applier without a ticket (another instance changed something).
    pub fn nudge(&self) {
        self.wake.notify_one();
    }

    /// Resolves at the next wake-up; one that came while nobody waited is kept, so a
    /// change announced during a round starts the next one at once.
    pub async fn woken(&self) {
        self.wake.notified().await;
    }

    /// Called as a round starts, before it reads the feed: the round covers every ticket
    /// up to the one returned, as those changes were committed before it.
    pub fn begin_round(&self) -> u64 {
        self.announced.load(Ordering::SeqCst)
    }

    /// Whether changes were announced here since the last call: the round tells the other
    /// instances (those changes are committed, so they can read them).
    pub fn take_untold(&self) -> bool {
        self.untold.swap(false, Ordering::SeqCst)
    }

    /// A round that began at `covered` has applied its changes to the index.
    pub fn finished(&self, covered: u64) {
        self.applied.send_if_modified(|applied| {
            let moved = covered > *applied;
            *applied = (*applied).max(covered);
            moved
        });
    }

    /// Resolves once the change of `ticket` is applied.
    pub async fn applied(&self, ticket: u64) {
        let mut applied = self.applied.subscribe();
        // The sender lives as long as `self`, so the wait ends only by the condition.
        let _ = applied.wait_for(|a| *a >= ticket).await;
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    async fn resolves(applier: &Applier, ticket: u64) -> bool {
        tokio::time::timeout(Duration::from_millis(50), applier.applied(ticket)).await.is_ok()
    }

    #[tokio::test]
    async fn a_change_is_applied_only_by_a_round_that_began_after_it() {
        let applier = Applier::default();
        let first = applier.announce();
        let round = applier.begin_round();
        let second = applier.announce();
        applier.finished(round);
        assert!(resolves(&applier, first).await);
        assert!(!resolves(&applier, second).await, "announced after the round began");
        applier.finished(applier.begin_round());
        assert!(resolves(&applier, second).await);
    }

    #[tokio::test]
    async fn a_wake_up_while_nobody_waits_is_kept_and_many_make_one() {
        let applier = Applier::default();
        applier.announce();
        applier.announce();
        applier.nudge();
        assert!(tokio::time::timeout(Duration::from_millis(50), applier.woken()).await.is_ok());
        assert!(tokio::time::timeout(Duration::from_millis(50), applier.woken()).await.is_err());
    }

    #[test]
    fn only_changes_made_here_are_told_and_once_per_round() {
        let applier = Applier::default();
        applier.nudge();
        assert!(!applier.take_untold(), "another instance's change");
        applier.announce();
        applier.announce();
        assert!(applier.take_untold());
        assert!(!applier.take_untold());
    }

    #[tokio::test]
    async fn what_is_applied_never_moves_back() {
        let applier = Applier::default();
        applier.announce();
        applier.announce();
        applier.finished(2);
        applier.finished(1);
        assert!(resolves(&applier, 2).await);
    }
}
