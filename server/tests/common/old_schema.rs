//! A database as an older binary left it, for the tests that upgrade data people already
//! have: only the migrations up to a version, run on the test's own database.

use std::path::Path;

use veil::{config::Settings, db::Db, with_db};

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
