//! The composition root's state: the state every feature shares (`AppState`) and the
//! services that belong to one feature (search, its history, the assistant). Handlers
//! take the parts they need (`State<AppState>`, `State<SearchService>`, ...) through
//! axum's `FromRef`, so nothing below the features names a feature, and only this module
//! knows them all.

use std::sync::Arc;

use axum::extract::FromRef;
use tokio_util::sync::CancellationToken;

use crate::{
    assistant::Assistant,
    db::{Db, clock::Clock},
    jobs,
    search::{history::SearchHistory, sync::SearchService},
    seekers::crowd_count::Crowds,
    state::AppState,
};

/// Behind one reference count, as `AppState` is: axum clones the router's state for
/// every request.
#[derive(Clone)]
pub struct RootState(Arc<Root>);

pub struct Root {
    pub shared: AppState,
    pub search: SearchService,
    /// Saved searches, written in batches (search/history.rs).
    pub search_history: SearchHistory,
    pub assistant: Assistant,
    /// The re-identification guard's counter: the search service, as the seekers
    /// feature names it.
    pub crowds: Crowds,
}

impl std::ops::Deref for RootState {
    type Target = Root;

    fn deref(&self) -> &Root {
        &self.0
    }
}

impl RootState {
    pub async fn new(settings: crate::config::Settings, clock: Clock) -> anyhow::Result<Self> {
        let shared = AppState::new(settings, clock).await?;
        let settings = &shared.settings;
        // Opened here, brought up to date in the background once the port is bound
        // (health says `starting` until then).
        let search = SearchService::new(
            &settings.data_dir.join("search"),
            shared.db.clone(),
            settings.search_check(),
            shared.index_progress.clone(),
        )?
        .executed_by(settings.search_executor.into());
        let assistant = Assistant::from_settings(settings)?;
        let search_history = SearchHistory::new(shared.db.clone());
        let crowds = Crowds(Arc::new(search.clone()));
        Ok(Self(Arc::new(Root { shared, search, search_history, assistant, crowds })))
    }
}

impl FromRef<RootState> for AppState {
    fn from_ref(root: &RootState) -> Self {
        root.shared.clone()
    }
}

impl FromRef<RootState> for SearchService {
    fn from_ref(root: &RootState) -> Self {
        root.search.clone()
    }
}

impl FromRef<RootState> for SearchHistory {
    fn from_ref(root: &RootState) -> Self {
        root.search_history.clone()
    }
}

impl FromRef<RootState> for Crowds {
    fn from_ref(root: &RootState) -> Self {
        root.crowds.clone()
    }
}

impl FromRef<RootState> for Assistant {
    fn from_ref(root: &RootState) -> Self {
        root.assistant.clone()
    }
}

/// The job worker reads what it needs of the shared state.
impl jobs::worker::Host for RootState {
    fn db(&self) -> &Db {
        &self.shared.db
    }

    fn clock(&self) -> &Clock {
        &self.shared.clock
    }

    fn job_poll(&self) -> Option<std::time::Duration> {
        self.shared.settings.job_poll()
    }

    fn shutdown(&self) -> &CancellationToken {
        &self.shared.shutdown
    }
}
