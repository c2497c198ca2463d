//! LISTEN connections are opened on their own: a pool of one connection serves requests,
//! realtime events and search on PostgreSQL, and listeners come back after their
//! connections are cut (as when PostgreSQL restarts).

use std::time::{Duration, Instant};

use serde_json::json;
use veil::db::Db;

use super::support::{codenames_for, profile, recruiter, seeker};
use crate::common::{Backend, TestApp, sse::EventStream};

crate::backend_tests!(a_pool_of_one_connection_serves_requests);

async fn a_pool_of_one_connection_serves_requests(backend: Backend) {
    let app = TestApp::spawn_with(backend, Box::new(|s| s.database_max_connections = 1)).await;
    let rita = recruiter(&app, "rita@example.com").await;
    let mut events = EventStream::open(&rita, "recruiter").await;
    let jo = seeker(&app, "jo@example.com", profile("tiny-pool", "Erlang Developer", &["Erlang"], json!({}))).await;
    assert_eq!(codenames_for(&rita, "q=erlang").await, ["tiny-pool"]);
    let r = rita
        .send_json(
            reqwest::Method::POST,
            "/api/reveal-requests",
            &json!({"profileId": jo.profile_id, "message": "Hello"}),
        )
        .await;
    assert_eq!(r.status(), reqwest::StatusCode::CREATED);
    assert_eq!(events.expect("reveal_request").await["status"], "pending");
}

/// Polls until `check` holds or `limit` passes.
async fn eventually(limit: Duration, mut check: impl AsyncFnMut() -> bool) -> bool {
    let started = Instant::now();
    while started.elapsed() < limit {
        if check().await {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    false
}

async fn listening_connections(db: &Db) -> i64 {
    let Db::Postgres(pool) = db else { unreachable!() };
    sqlx::query_scalar(
        "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'",
    )
    .fetch_one(pool)
    .await
    .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[cfg_attr(not(veil_test_postgres), ignore = "PostgreSQL: set VEIL_TEST_POSTGRES_URL")]
async fn listeners_come_back_after_their_connections_are_cut() {
    let backend = Backend::postgres();
    let a = TestApp::spawn_with(backend, Box::new(|s| s.database_max_connections = 2)).await;
    let b = TestApp::spawn_beside(&a).await;
    assert!(eventually(Duration::from_secs(10), async || listening_connections(&a.db).await == 4).await);
    let watcher = recruiter(&b, "watcher@example.com").await;
    let mut open_before = EventStream::open(&watcher, "stream open across the cut").await;

    // What a PostgreSQL restart does to them: every listening backend is gone.
    let Db::Postgres(pool) = &a.db else { unreachable!() };
    sqlx::query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
         WHERE datname = current_database() AND query ILIKE 'LISTEN%'",
    )
    .execute(pool)
    .await
    .unwrap();
    assert!(
        eventually(Duration::from_secs(10), async || listening_connections(&a.db).await == 4).await,
        "both instances listen again"
    );
    // Events sent while B was not listening never reached it: its open tabs refetch.
    open_before.expect("resync").await;

    // Realtime and search cross instances again.
    let rita_on_b = recruiter(&b, "rita@example.com").await;
    let mut events = EventStream::open(&rita_on_b, "recruiter on B").await;
    let jo = seeker(&a, "jo@example.com", profile("came-back", "Elixir Developer", &["Elixir"], json!({}))).await;
    let found =
        eventually(Duration::from_secs(2), async || codenames_for(&rita_on_b, "q=elixir").await == ["came-back"]);
    assert!(found.await, "B follows A's saves again");
    let rita_on_a = crate::common::Browser { base_url: a.base_url.clone(), client: rita_on_b.client.clone() };
    let r = rita_on_a
        .send_json(reqwest::Method::POST, "/api/reveal-requests", &json!({"profileId": jo.profile_id, "message": "Hi"}))
        .await;
    assert_eq!(r.status(), reqwest::StatusCode::CREATED);
    assert_eq!(events.expect("reveal_request").await["status"], "pending");
}

#[test]
fn a_pool_with_no_connection_is_refused_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let mut veil = super::binary::command(dir.path(), super::binary::free_port());
    veil.env("VEIL_DATABASE_MAX_CONNECTIONS", "0");
    let stderr = super::binary::refused(veil);
    assert!(stderr.contains("VEIL_DATABASE_MAX_CONNECTIONS is 0"), "{stderr}");
    assert!(stderr.contains("use at least 1"), "{stderr}");
}
