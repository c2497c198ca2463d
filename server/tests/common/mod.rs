//! `TestApp`: the real router served over HTTP on a free port, against a fresh database
//! (a SQLite file in a temporary dir, or a new PostgreSQL database on the server at
//! `VEIL_TEST_POSTGRES_URL`), dropped afterwards.

#![allow(dead_code)]

use std::{path::PathBuf, time::Duration};

use reqwest::{Client, Response};
use serde_json::Value;
use tokio::{sync::oneshot, task::JoinHandle};
use veil::{
    app::{self, root_state::RootState},
    config::Settings,
    db::{Db, clock::Clock},
    search::sync::SearchService,
};

/// Which database a test runs on.
#[derive(Clone, Debug)]
pub enum Backend {
    Sqlite,
    Postgres { admin_url: String },
}

impl Backend {
    /// PostgreSQL at `VEIL_TEST_POSTGRES_URL`. Only the tests built with that variable set
    /// run (the others are ignored: `server/build.rs`); one that runs without it now fails
    /// instead of passing untested.
    pub fn postgres() -> Self {
        Self::Postgres { admin_url: postgres_admin_url() }
    }
}

/// The PostgreSQL server the tests create their databases on.
pub fn postgres_admin_url() -> String {
    std::env::var("VEIL_TEST_POSTGRES_URL").ok().filter(|url| !url.trim().is_empty()).expect(
        "VEIL_TEST_POSTGRES_URL is not set, so this PostgreSQL test cannot run (built without it, it is ignored)",
    )
}

/// Generates one `#[tokio::test]` per backend for each listed `async fn name(Backend)`;
/// the PostgreSQL ones are ignored unless the tests were built with
/// `VEIL_TEST_POSTGRES_URL` set.
#[macro_export]
macro_rules! backend_tests {
    ($($name:ident),* $(,)?) => {
        mod on_sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name($crate::common::Backend::Sqlite).await
                }
            )*
        }
        mod on_postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                #[cfg_attr(not(veil_test_postgres), ignore = "PostgreSQL: set VEIL_TEST_POSTGRES_URL")]
                async fn $name() {
                    super::$name($crate::common::Backend::postgres()).await
                }
            )*
        }
    };
}

pub mod browser;
pub mod catalogue;
pub mod fake_idp;
pub mod log_capture;
pub mod old_schema;
pub mod requests;
pub mod sse;

// Each test crate uses a different part of `common`.
#[allow(unused_imports)]
pub use browser::{Browser, location, urlencode};

pub struct TestApp {
    pub base_url: String,
    pub client: Client,
    pub browser: Browser,
    pub db: Db,
    /// The instance's search service (`search()`); let go while it restarts, as it
    /// holds the index's writer.
    search: Option<SearchService>,
    pub clock: Clock,
    pub data_dir: tempfile::TempDir,
    pub web_dir: PathBuf,
    shutdown: Option<oneshot::Sender<()>>,
    server: Option<JoinHandle<anyhow::Result<()>>>,
    postgres: Option<PostgresDatabase>,
    /// What the server was started with, for `restart` and `spawn_beside`.
    pub settings: Settings,
}

/// Lets a test change settings before the app starts.
pub type Tweak = Box<dyn FnOnce(&mut Settings) + Send>;

/// Lets a test write to the data dir and database before the app first starts (e.g.
/// data as an older version left it).
pub type Setup = Box<dyn FnOnce(Settings) -> std::pin::Pin<Box<dyn Future<Output = ()> + Send>> + Send>;

impl TestApp {
    pub async fn spawn(backend: Backend) -> Self {
        Self::spawn_with(backend, Box::new(|_| {})).await
    }

    pub async fn spawn_with(backend: Backend, tweak: Tweak) -> Self {
        Self::spawn_with_setup(backend, tweak, Box::new(|_| Box::pin(async {}))).await
    }

    pub async fn spawn_with_setup(backend: Backend, tweak: Tweak, setup: Setup) -> Self {
        let data_dir = tempfile::tempdir().expect("temp dir");
        let web_dir = data_dir.path().join("web");
        write_fake_web_build(&web_dir);
        let mut settings = Settings::defaults_with_data_dir(data_dir.path());
        settings.web_dir = web_dir.clone();
        settings.log = "warn".into();
        // Tests sign many people in from one address; the rate-limit test sets its own.
        settings.rate_limit_burst = 1000;
        // Most tests search right after a save; the tests of saves that do not wait for
        // the index (tests/search/saves.rs) turn this off.
        settings.search_sync_saves = true;
        let postgres = match &backend {
            Backend::Sqlite => None,
            Backend::Postgres { admin_url } => {
                let database = PostgresDatabase::create(admin_url).await;
                settings.database_url = database.url.clone();
                Some(database)
            }
        };
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let addr = listener.local_addr().unwrap();
        let base_url = format!("http://{addr}");
        settings.public_url = base_url.parse().unwrap();
        tweak(&mut settings);
        setup(settings.clone()).await;
        let clock = Clock::manual(1_800_000_000_000);
        let (db, search, shutdown, server) = start_server(settings.clone(), clock.clone(), listener).await;
        wait_until_ready(&base_url).await;
        let browser = Browser::new(&base_url);
        Self {
            client: browser.client.clone(),
            browser,
            base_url,
            db,
            search: Some(search),
            clock,
            data_dir,
            web_dir,
            shutdown: Some(shutdown),
            server: Some(server),
            postgres,
            settings,
        }
    }

    /// Another instance on the same database (its own data dir and port), as when
    /// several `veil` instances share one PostgreSQL.
    pub async fn spawn_beside(other: &TestApp) -> Self {
        let database_url = other.settings.effective_database_url();
        Self::spawn_with(Backend::Sqlite, Box::new(move |s| s.database_url = database_url)).await
    }

    /// Stops the server as SIGTERM does, runs `while_stopped` on the data dir (e.g. to
    /// delete the search index), and starts it again on the same address, data dir and
    /// database; browsers and their sessions carry on.
    pub async fn restart(&mut self, while_stopped: impl FnOnce(&std::path::Path)) {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
        if let Some(handle) = self.server.take() {
            handle.await.expect("server task").expect("server stopped cleanly");
        }
        self.search = None;
        while_stopped(self.data_dir.path());
        let addr = self.base_url.trim_start_matches("http://").to_owned();
        let listener = tokio::net::TcpListener::bind(&addr).await.expect("bind the same address again");
        // The stopped server aborts its background tasks without waiting for them; give
        // them a moment to let go of the search index's writer lock.
        let mut attempts = 0;
        let state = loop {
            match RootState::new(self.settings.clone(), self.clock.clone()).await {
                Ok(state) => break state,
                Err(err) if attempts < 40 && err.to_string().contains("LockBusy") => attempts += 1,
                Err(err) => panic!("app state: {err:?}"),
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        let (db, search, shutdown, server) = serve_state(state, listener);
        self.db = db;
        self.search = Some(search);
        self.shutdown = Some(shutdown);
        self.server = Some(server);
        wait_until_ready(&self.base_url).await;
    }

    /// The instance's search service (e.g. to hold its index still).
    pub fn search(&self) -> &SearchService {
        self.search.as_ref().expect("the server is running")
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base_url, path)
    }

    /// Another browser (its own cookies) for a second person.
    pub fn new_browser(&self) -> Browser {
        Browser::new(&self.base_url)
    }

    pub async fn get(&self, path: &str) -> Response {
        self.browser.get(path).await
    }

    pub async fn post_json(&self, path: &str, body: &Value) -> Response {
        self.browser.send_json(reqwest::Method::POST, path, body).await
    }

    pub async fn post_raw(&self, path: &str, content_type: &str, body: impl Into<reqwest::Body>) -> Response {
        self.browser.post_raw(path, content_type, body).await
    }

    /// Stops the server the way SIGTERM does and waits for it.
    pub async fn stop(mut self) -> anyhow::Result<()> {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
        match self.server.take() {
            Some(handle) => handle.await.expect("server task"),
            None => Ok(()),
        }
    }
}

type ServerTask = JoinHandle<anyhow::Result<()>>;

/// Waits until `/api/health` says `ok` (the search index is brought up to date after the
/// port is bound).
pub async fn wait_until_ready(base_url: &str) {
    let client = Client::new();
    let started = std::time::Instant::now();
    loop {
        if let Ok(response) = client.get(format!("{base_url}/api/health")).send().await
            && response.status() == reqwest::StatusCode::OK
        {
            return;
        }
        assert!(started.elapsed() < Duration::from_secs(60), "the app was not ready within 60 s");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn start_server(
    settings: Settings,
    clock: Clock,
    listener: tokio::net::TcpListener,
) -> (Db, SearchService, oneshot::Sender<()>, ServerTask) {
    serve_state(RootState::new(settings, clock).await.expect("app state"), listener)
}

fn serve_state(
    state: RootState,
    listener: tokio::net::TcpListener,
) -> (Db, SearchService, oneshot::Sender<()>, ServerTask) {
    let db = state.shared.db.clone();
    let search = state.search.clone();
    let (tx, rx) = oneshot::channel::<()>();
    let server = tokio::spawn(app::serve(state, listener, async move {
        let _ = rx.await;
    }));
    (db, search, tx, server)
}

impl Drop for TestApp {
    fn drop(&mut self) {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
    }
}

/// A stand-in for `web/dist`: an index page and one hashed asset.
fn write_fake_web_build(dir: &std::path::Path) {
    std::fs::create_dir_all(dir.join("assets")).unwrap();
    std::fs::write(dir.join("index.html"), "<!doctype html><title>Veil</title><div id=\"root\"></div>").unwrap();
    std::fs::write(dir.join("assets/index-abc123.js"), "console.log('veil')").unwrap();
}

/// A database of its own on the shared PostgreSQL server, dropped with the test.
pub struct PostgresDatabase {
    admin_url: String,
    name: String,
    pub url: String,
}

impl PostgresDatabase {
    pub async fn create(admin_url: &str) -> Self {
        use sqlx::Connection;
        let name = format!("veil_test_{}", uuid::Uuid::new_v4().simple());
        // Set but unreachable is a failure, never a silent skip: CI must not go green
        // without having run the PostgreSQL half.
        let mut conn = sqlx::PgConnection::connect(admin_url).await.unwrap_or_else(|err| {
            let mut shown = url::Url::parse(admin_url).expect("VEIL_TEST_POSTGRES_URL is a URL");
            let _ = shown.set_password(None);
            panic!("VEIL_TEST_POSTGRES_URL is set but PostgreSQL cannot be reached at {shown}: {err}")
        });
        sqlx::query(&format!("CREATE DATABASE {name}")).execute(&mut conn).await.expect("create test database");
        let mut url = url::Url::parse(admin_url).expect("VEIL_TEST_POSTGRES_URL is a URL");
        url.set_path(&name);
        Self { admin_url: admin_url.to_owned(), name, url: url.to_string() }
    }
}

impl Drop for PostgresDatabase {
    fn drop(&mut self) {
        let admin_url = self.admin_url.clone();
        let name = self.name.clone();
        // Drop runs inside the test's runtime; a thread with its own runtime can block.
        let _ = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
            rt.block_on(async move {
                use sqlx::Connection;
                if let Ok(mut conn) = sqlx::PgConnection::connect(&admin_url).await {
                    let _ =
                        sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).execute(&mut conn).await;
                }
            });
        })
        .join();
    }
}

pub async fn json(response: Response) -> Value {
    response.json().await.expect("JSON body")
}

/// Asserts the error envelope and returns its code.
pub async fn error_code(response: Response) -> String {
    let body = json(response).await;
    let code = body["error"]["code"].as_str().unwrap_or_else(|| panic!("no error envelope in {body}"));
    assert!(body["error"]["message"].is_string(), "no message in {body}");
    code.to_owned()
}

/// Waits until no job is due at the app's clock (every due job ran, e-mails included).
pub async fn settle(app: &TestApp) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    loop {
        let now = app.clock.now_millis();
        let due: i64 = veil::with_db!(&app.db, pool => sqlx::query_scalar(
            "SELECT COUNT(*) FROM jobs WHERE status = 'pending' AND run_at <= $1",
        )
        .bind(now)
        .fetch_one(pool)
        .await)
        .unwrap();
        if due == 0 {
            return;
        }
        assert!(std::time::Instant::now() < deadline, "{due} jobs still due after 20 s");
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
}
