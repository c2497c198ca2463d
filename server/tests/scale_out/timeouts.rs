//! Statements end when requests do: a save blocked on a lock answers 503 before the
//! request timeout, and its connection is free for the next request at once (here the
//! pool has one connection, so a held one would starve everything after it).

use std::time::{Duration, Instant};

use reqwest::{Method, StatusCode};
use serde_json::json;
use sqlx::{Connection, Executor};
use veil::db::Db;

use super::support::{profile, seeker};
use crate::common::{Backend, TestApp, json as body};

crate::backend_tests!(a_statement_blocked_on_a_lock_gives_its_connection_back);

/// A connection of the test's own, holding the write lock on the profile `id` (or on
/// the whole SQLite file) until dropped.
enum LockHolder {
    Sqlite(#[allow(dead_code)] sqlx::SqliteConnection),
    Postgres(#[allow(dead_code)] sqlx::PgConnection),
}

async fn hold_lock(app: &TestApp, id: &str) -> LockHolder {
    match &app.db {
        Db::Sqlite(pool) => {
            let mut conn = sqlx::SqliteConnection::connect_with(&pool.connect_options()).await.unwrap();
            conn.execute("BEGIN IMMEDIATE").await.unwrap();
            LockHolder::Sqlite(conn)
        }
        Db::Postgres(pool) => {
            let mut conn = sqlx::PgConnection::connect_with(&pool.connect_options()).await.unwrap();
            conn.execute("BEGIN").await.unwrap();
            sqlx::query("SELECT id FROM profiles WHERE id = $1 FOR UPDATE").bind(id).execute(&mut conn).await.unwrap();
            LockHolder::Postgres(conn)
        }
    }
}

async fn a_statement_blocked_on_a_lock_gives_its_connection_back(backend: Backend) {
    let app = TestApp::spawn_with(
        backend,
        Box::new(|s| {
            s.database_max_connections = 1;
            s.request_timeout_secs = 3;
        }),
    )
    .await;
    let body_of = profile("locked-out", "Go Developer", &["Go"], json!({}));
    let jo = seeker(&app, "jo@example.com", body_of.clone()).await;
    let user_id = body(jo.browser.get("/api/session").await).await["user"]["id"].as_str().unwrap().to_owned();
    let holder = hold_lock(&app, &user_id).await;

    let started = Instant::now();
    let mut edited = body_of.clone();
    edited["headline"] = json!("Rust Developer");
    let blocked = jo.browser.send_json(Method::PUT, "/api/profile", &edited).await;
    assert_eq!(blocked.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(body(blocked).await["error"]["code"], "unavailable");
    assert!(started.elapsed() < Duration::from_secs(3), "the statement ended before the request timeout");

    // The lock is still held, and the one connection already serves the next request.
    let started = Instant::now();
    let health = app.get("/api/health").await;
    assert_eq!(health.status(), StatusCode::OK);
    assert!(started.elapsed() < Duration::from_secs(1), "took {:?}", started.elapsed());

    drop(holder);
    assert_eq!(jo.browser.send_json(Method::PUT, "/api/profile", &edited).await.status(), StatusCode::OK);
}
