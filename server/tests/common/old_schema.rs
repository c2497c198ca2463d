//! A database as an older binary left it, for the tests that upgrade data people already
//! have: only the migrations up to a version, run on the test's own database.

use std::path::Path;

use veil::{config::Settings, db::Db, with_db};

use super::{Browser, TestApp};

/// Opens the test's database (SQLite or PostgreSQL, as `settings` say) and runs the
/// migrations numbered up to `last` on it, as the binary of that time did.
pub async fn database_after(settings: &Settings, last: i64) -> Db {
    let url = settings.effective_database_url();
    let backend = if url.starts_with("postgres") { "postgres" } else { "sqlite" };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations").join(backend);
    let mut migrator = sqlx::migrate::Migrator::new(dir).await.unwrap();
    migrator.migrations = migrator.migrations.iter().filter(|m| m.version <= last).cloned().collect::<Vec<_>>().into();
    assert!(!migrator.migrations.is_empty(), "no migration up to {last}");
    let db = if backend == "postgres" {
        Db::Postgres(sqlx::PgPool::connect(&url).await.unwrap())
    } else {
        let options =
            url.parse::<sqlx::sqlite::SqliteConnectOptions>().unwrap().create_if_missing(true).foreign_keys(true);
        Db::Sqlite(sqlx::SqlitePool::connect_with(options).await.unwrap())
    };
    with_db!(&db, pool => migrator.run(pool).await).unwrap();
    db
}

/// Writes a day-long session for `user` under `token`, as the old binary's sign-in did
/// (the sessions table has kept its shape since the first migration).
pub async fn insert_session(db: &Db, user: &str, token: &str, now: i64) {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO sessions (id, user_id, data, created_at, last_seen_at, expires_at) VALUES ($1, $2, '{}', $3, $3, $4)",
    )
    .bind(veil::auth::session::token_hash(token))
    .bind(user)
    .bind(now)
    .bind(now + 86_400_000)
    .execute(pool)
    .await
    .map(|_| ()))
    .unwrap();
}

/// A browser that presents the session cookie `token` written before the upgrade.
pub fn browser_with_session(app: &TestApp, token: &str) -> Browser {
    let mut headers = reqwest::header::HeaderMap::new();
    headers.insert(reqwest::header::COOKIE, format!("veil_session={token}").parse().unwrap());
    let client = reqwest::Client::builder()
        .default_headers(headers)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    Browser { base_url: app.base_url.clone(), client }
}
