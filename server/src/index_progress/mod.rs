//! How far this instance's search index has applied the profile changes that requests
//! committed. It sits below the features so that any of them (a profile save, a shield
//! entry, an account deleted) can wait for its change to be searchable without knowing
//! the search feature; the search feature's applier is the one that moves it forward.

pub mod applier;

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use applier::Applier;

/// The longest a request waits for the index to apply its change before answering.
pub const SAVE_WAIT_LIMIT: Duration = Duration::from_secs(5);

/// A cheap handle, cloned into the shared state and into the search service.
#[derive(Clone)]
pub struct IndexProgress {
    applier: Arc<Applier>,
    ready: Arc<AtomicBool>,
    /// Whether a request that changed a profile answers only once the change is
    /// searchable here (`VEIL_SEARCH_SYNC_SAVES`).
    saves_wait: bool,
}

impl IndexProgress {
    pub fn new(saves_wait: bool) -> Self {
        Self { applier: Arc::new(Applier::default()), ready: Arc::new(AtomicBool::new(false)), saves_wait }
    }

    /// The applier's side: tickets, wake-ups and finished rounds.
    pub fn applier(&self) -> &Applier {
        &self.applier
    }

    pub fn saves_wait(&self) -> bool {
        self.saves_wait
    }

    /// Whether the index has been brought up to date once since start (health's `ready`).
    pub fn is_ready(&self) -> bool {
        self.ready.load(Ordering::SeqCst)
    }

    pub fn mark_ready(&self) {
        self.ready.store(true, Ordering::SeqCst);
    }

    /// After a request committed a change to a profile: wakes the applier, which makes it
    /// searchable within moments, and waits for that only when saves wait for the index.
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
}
