//! The state every feature shares: the database, the clock, storage, mail, events and the
//! other shared services. It sits below the features and knows none of them; services
//! that belong to one feature live beside it in the composition root
//! (`app::root_state`), and handlers take each part they need.

use std::sync::Arc;

use tokio_util::sync::CancellationToken;

use crate::{
    auth::{dev_idp::DevIdp, oidc::RelyingParty, session_cache::SessionCache},
    config::Settings,
    db::{Db, clock::Clock, sqlite_reads::SqliteReads},
    http::geo::GeoLocator,
    index_progress::IndexProgress,
    jobs,
    mail::{Mailer, keep_link::KeepLinkSigner, unsubscribe::UnsubscribeSigner},
    privacy::activity::log::ActivityLog,
    realtime::EventBus,
    secrets::InstanceKey,
    storage::{self, Storage},
};

/// The state behind one reference count: axum clones it for every extractor and
/// middleware of every request, and cloning and dropping each service's own handles
/// there was 5% of a search's CPU time over HTTP. Fields read through `Deref`.
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

impl std::ops::Deref for AppState {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

/// What every handler shares.
pub struct Shared {
    pub settings: Arc<Settings>,
    pub db: Db,
    pub clock: Clock,
    pub geo: GeoLocator,
    pub storage: Storage,
    pub relying_party: RelyingParty,
    /// The development identity provider; `None` when an external issuer is configured.
    pub dev_idp: Option<DevIdp>,
    /// How far the search index has applied the profile changes requests made.
    pub index_progress: IndexProgress,
    /// The privacy activity log, counted in memory and written in batches (activity/log.rs).
    pub activity: ActivityLog,
    pub events: EventBus,
    pub mailer: Mailer,
    /// Signs and checks the one-click unsubscribe links of notification e-mails.
    pub unsubscribe: UnsubscribeSigner,
    /// Signs and checks the "Keep my account" links of inactivity warnings.
    pub keep_links: KeepLinkSigner,
    /// Cancelled when shutdown begins, so open event streams end.
    pub shutdown: CancellationToken,
    /// Who sessions belong to, for a moment (auth/session_cache.rs).
    pub sessions: SessionCache,
    /// On SQLite, read-only connections for the search page (db/sqlite_reads.rs).
    pub sqlite_reads: Option<SqliteReads>,
}

/// The job worker reads the database, the clock, the poll interval and shutdown.
impl jobs::worker::Host for AppState {
    fn db(&self) -> &Db {
        &self.db
    }

    fn clock(&self) -> &Clock {
        &self.clock
    }

    fn job_poll(&self) -> Option<std::time::Duration> {
        self.settings.job_poll()
    }

    fn shutdown(&self) -> &CancellationToken {
        &self.shutdown
    }
}

impl AppState {
    pub async fn new(settings: Settings, clock: Clock) -> anyhow::Result<Self> {
        settings.validate().map_err(anyhow::Error::msg)?;
        let geo = GeoLocator::from_settings(&settings)?;
        let db = Db::connect(&settings).await?;
        let key = InstanceKey::load(&settings)?;
        let storage = Storage::from_settings(&settings, &key)?;
        storage.check(&settings).await?;
        storage::migrate::move_legacy_files(&db, &storage, clock.now_millis()).await?;
        let relying_party = RelyingParty::from_settings(&settings, &key)?;
        let dev_idp = if settings.development_mode() { Some(DevIdp::new(&settings, &key)?) } else { None };
        let index_progress = IndexProgress::new(settings.search_sync_saves);
        let sqlite_reads = SqliteReads::for_db(&db, &settings)?;
        let activity = ActivityLog::new(db.clone(), clock.clone());
        let events = EventBus::new(db.clone());
        let mailer = Mailer::from_settings(&settings)?;
        let unsubscribe = UnsubscribeSigner::new(key.derive("unsubscribe-links"));
        let keep_links = KeepLinkSigner::new(key.derive("keep-account-links"));
        Ok(Self(Arc::new(Shared {
            settings: Arc::new(settings),
            db,
            clock,
            geo,
            storage,
            relying_party,
            dev_idp,
            index_progress,
            activity,
            events,
            mailer,
            unsubscribe,
            keep_links,
            shutdown: CancellationToken::new(),
            sessions: SessionCache::default(),
            sqlite_reads,
        })))
    }
}
