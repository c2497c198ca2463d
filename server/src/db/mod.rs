//! The database, chosen once at start-up from `DATABASE_URL`: SQLite (default) or
//! PostgreSQL. Stores write each query once and run it through [`with_db!`], which
//! expands the same code for either backend's typed pool; the few places where the
//! dialects differ live in small functions here.

use std::{str::FromStr, time::Duration};

use anyhow::Context;
use sqlx::{
    Connection, PgConnection, PgPool, SqlitePool,
    postgres::{PgConnectOptions, PgPoolOptions},
    sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous},
};

use crate::config::{DatabaseKind, Settings};

pub mod clock;
pub mod limits;
pub mod listen;
pub mod sqlite_reads;

use limits::StatementLimits;

static SQLITE_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("./migrations/sqlite");
static POSTGRES_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("./migrations/postgres");

#[derive(Clone, Debug)]
pub enum Db {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// Runs one body against whichever pool `db` holds; `$pool` is bound to that typed pool.
/// The body is written once and compiled for both backends.
#[macro_export]
macro_rules! with_db {
    ($db:expr, $pool:ident => $body:expr) => {
        match $db {
            $crate::db::Db::Sqlite($pool) => $body,
            $crate::db::Db::Postgres($pool) => $body,
        }
    };
}

impl Db {
    /// Connects and applies the backend's migrations. Every pooled connection gets the
    /// statement limits derived from the request timeout; migrations run without them.
    pub async fn connect(settings: &Settings) -> anyhow::Result<Self> {
        let url = settings.effective_database_url();
        let kind = settings.database_kind().map_err(anyhow::Error::msg)?;
        let limits = StatementLimits::below(settings.request_timeout());
        let acquire_timeout = Duration::from_secs(3);
        let db = match kind {
            DatabaseKind::Sqlite => {
                std::fs::create_dir_all(&settings.data_dir)
                    .with_context(|| format!("cannot create the data dir {}", settings.data_dir.display()))?;
                let options = SqliteConnectOptions::from_str(&url)
                    .context("DATABASE_URL is not a valid SQLite URL")?
                    .create_if_missing(true)
                    .journal_mode(SqliteJournalMode::Wal)
                    .synchronous(SqliteSynchronous::Full)
                    .busy_timeout(limits.lock)
                    .foreign_keys(true);
                let pool = SqlitePoolOptions::new()
                    .max_connections(settings.database_max_connections)
                    .acquire_timeout(acquire_timeout)
                    // A file in this process cannot drop a connection the way a server
                    // can; the check before each use was one more hop to the connection's
                    // thread per statement (a tenth of a search's time over HTTP).
                    .test_before_acquire(false)
                    .connect_with(options)
                    .await
                    .with_context(|| format!("cannot open the SQLite database at {url}"))?;
                let db = Db::Sqlite(pool);
                db.migrate().await?;
                db
            }
            DatabaseKind::Postgres => {
                let options = PgConnectOptions::from_str(&url).context("DATABASE_URL is not a valid PostgreSQL URL")?;
                // A migration may take longer than a request; it runs on a connection of
                // its own, without the limits.
                let mut migrating = PgConnection::connect_with(&options)
                    .await
                    .context("cannot connect to PostgreSQL (check DATABASE_URL)")?;
                POSTGRES_MIGRATIONS.run(&mut migrating).await.context("database migrations failed")?;
                migrating.close().await.ok();
                let limited = options.options([
                    ("statement_timeout", limits.statement.as_millis().to_string()),
                    ("lock_timeout", limits.lock.as_millis().to_string()),
                ]);
                let pool = PgPoolOptions::new()
                    .max_connections(settings.database_max_connections)
                    .acquire_timeout(acquire_timeout)
                    .connect_with(limited)
                    .await
                    .context("cannot connect to PostgreSQL (check DATABASE_URL)")?;
                Db::Postgres(pool)
            }
        };
        Ok(db)
    }

    pub async fn migrate(&self) -> anyhow::Result<()> {
        match self {
            Db::Sqlite(pool) => SQLITE_MIGRATIONS.run(pool).await,
            Db::Postgres(pool) => POSTGRES_MIGRATIONS.run(pool).await,
        }
        .context("database migrations failed")
    }

    pub fn kind(&self) -> DatabaseKind {
        match self {
            Db::Sqlite(_) => DatabaseKind::Sqlite,
            Db::Postgres(_) => DatabaseKind::Postgres,
        }
    }

    /// A trivial round trip, for the health check.
    pub async fn ping(&self) -> Result<(), sqlx::Error> {
        with_db!(self, pool => sqlx::query("SELECT 1").execute(pool).await.map(|_| ()))
    }

    pub async fn close(&self) {
        with_db!(self, pool => pool.close().await);
    }

    /// Connections checked out of the pool now, and the pool's most.
    pub fn pool_usage(&self) -> (u64, u64) {
        with_db!(self, pool => {
            let open = u64::from(pool.size());
            let in_use = open.saturating_sub(pool.num_idle() as u64);
            (in_use, u64::from(pool.options().get_max_connections()))
        })
    }
}

/// The `BEGIN` for a transaction that will write. SQLite needs `BEGIN IMMEDIATE`: a
/// deferred transaction that reads and then writes fails with "database is locked"
/// whatever the busy timeout.
pub fn begin_write_statement(kind: &DatabaseKind) -> &'static str {
    match kind {
        DatabaseKind::Sqlite => "BEGIN IMMEDIATE",
        DatabaseKind::Postgres => "BEGIN",
    }
}

/// Whether `err` broke the unique constraint `name`. PostgreSQL reports the constraint's
/// name; SQLite reports `index 'name'` for expression indexes and `table.column` for
/// column lists, so unique indexes over columns are matched by `sqlite_columns`.
pub fn is_unique_violation(err: &sqlx::Error, name: &str, sqlite_columns: &str) -> bool {
    let Some(db_err) = err.as_database_error() else { return false };
    if !db_err.is_unique_violation() {
        return false;
    }
    match db_err.constraint() {
        Some(constraint) => constraint == name,
        None => {
            let message = db_err.message();
            message.contains(&format!("'{name}'")) || message.ends_with(sqlite_columns)
        }
    }
}
