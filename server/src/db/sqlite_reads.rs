//! Read-only SQLite connections for a blocking thread that is already running. The search
//! page asks its two questions (which of its profiles the database still shows, and this
//! recruiter's requests to them) on the thread that ran the search: through sqlx each
//! statement is handed to its connection's own thread and back, and for a rare word those
//! hand-offs were most of a search's time over HTTP (`make bench-http`, docs/search.md).
//!
//! Only reads come here, with the statements the sqlx path runs (the same text and
//! parameters, `$N` bound by number as sqlx binds them); writes and migrations stay on
//! sqlx's pool.

use std::{str::FromStr, time::Duration};

use anyhow::Context;
use r2d2_sqlite::SqliteConnectionManager;
use rusqlite::{OpenFlags, Rows, Statement, types::ValueRef};
use serde::de::value::StrDeserializer;
use sqlx::{ConnectOptions, sqlite::SqliteConnectOptions};

use super::{Db, limits::StatementLimits};
use crate::config::Settings;

/// A pool of read-only connections to the database file that `Db::Sqlite` writes.
#[derive(Clone)]
pub struct SqliteReads {
    pool: r2d2::Pool<SqliteConnectionManager>,
}

impl std::fmt::Debug for SqliteReads {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SqliteReads").field("max", &self.pool.max_size()).finish()
    }
}

pub type ReadConnection = r2d2::PooledConnection<SqliteConnectionManager>;

impl SqliteReads {
    /// For SQLite, connections opened as needed, as many as sqlx's pool may hold, with
    /// its lock wait and its wait for a free connection; `None` for PostgreSQL, whose
    /// statements cross the network whichever thread sends them, and for an in-memory
    /// SQLite database, which another connection could not see.
    pub fn for_db(db: &Db, settings: &Settings) -> anyhow::Result<Option<Self>> {
        let Db::Sqlite(_) = db else { return Ok(None) };
        let url = settings.effective_database_url();
        let options = SqliteConnectOptions::from_str(&url).context("DATABASE_URL is not a valid SQLite URL")?;
        if options.to_url_lossy().query_pairs().any(|(key, value)| key == "mode" && value == "memory") {
            return Ok(None);
        }
        let lock = StatementLimits::below(settings.request_timeout()).lock;
        let manager = SqliteConnectionManager::file(options.get_filename())
            .with_flags(OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX)
            .with_init(move |conn| conn.busy_timeout(lock));
        let pool = r2d2::Pool::builder()
            .max_size(settings.database_max_connections)
            .min_idle(Some(0))
            .connection_timeout(Duration::from_secs(3))
            .build_unchecked(manager);
        Ok(Some(Self { pool }))
    }

    /// A connection, waiting while all are in use. Call it on a blocking thread.
    pub fn get(&self) -> Result<ReadConnection, r2d2::Error> {
        self.pool.get()
    }
}

/// Runs `statement` with `params` bound as sqlx binds them: `$N` is the N-th parameter,
/// wherever it appears. Logged at debug as sqlx logs its statements (the round-trip test
/// counts them).
pub fn query<'s>(statement: &'s mut Statement<'_>, params: &[String]) -> rusqlite::Result<Rows<'s>> {
    tracing::debug!(statement = statement.expanded_sql(), "read");
    for index in 1..=statement.parameter_count() {
        let number = statement
            .parameter_name(index)
            .and_then(|name| name.strip_prefix('$'))
            .and_then(|n| n.parse::<usize>().ok())
            .ok_or(rusqlite::Error::InvalidParameterName(format!("parameter {index} is not $N")))?;
        let value = params.get(number - 1).ok_or(rusqlite::Error::InvalidParameterCount(number, params.len()))?;
        statement.raw_bind_parameter(index, value)?;
    }
    Ok(statement.raw_query())
}

/// Every row of `sql` with `params` (as [`query`] binds them), each read by `read`; the
/// statement is prepared once per connection.
pub fn fetch_all<T>(
    conn: &rusqlite::Connection,
    sql: &str,
    params: &[String],
    read: impl FnMut(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
) -> rusqlite::Result<Vec<T>> {
    let mut statement = conn.prepare_cached(sql)?;
    query(&mut statement, params)?.mapped(read).collect()
}

/// Reads a TEXT column holding one of our enums. They are spelled in the database as in
/// JSON (the enums' `sqlx` and `serde` names agree), so serde reads them.
pub fn text_enum<T: serde::de::DeserializeOwned>(value: ValueRef<'_>) -> rusqlite::types::FromSqlResult<T> {
    let text = StrDeserializer::<serde::de::value::Error>::new(value.as_str()?);
    T::deserialize(text).map_err(|err| rusqlite::types::FromSqlError::Other(Box::new(err)))
}

/// Implements `rusqlite::types::FromSql` for enums stored as their JSON spelling.
#[macro_export]
macro_rules! sqlite_text_enum {
    ($($name:ty),+ $(,)?) => {
        $(impl rusqlite::types::FromSql for $name {
            fn column_result(value: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
                $crate::db::sqlite_reads::text_enum(value)
            }
        })+
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters_are_bound_by_their_number_as_sqlx_binds_them() {
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        let mut statement = conn.prepare("SELECT $2, $1, $2 || $3").unwrap();
        let params = ["a", "b", "c"].map(String::from);
        let mut rows = query(&mut statement, &params).unwrap();
        let row = rows.next().unwrap().unwrap();
        let values: (String, String, String) = (row.get(0).unwrap(), row.get(1).unwrap(), row.get(2).unwrap());
        assert_eq!(values, ("b".into(), "a".into(), "bc".into()));
    }

    #[test]
    fn a_missing_parameter_is_an_error_not_a_null() {
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        let mut statement = conn.prepare("SELECT $1, $2").unwrap();
        assert!(query(&mut statement, &["a".to_owned()]).is_err());
    }
}
