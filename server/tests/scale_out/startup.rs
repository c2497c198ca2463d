//! The port is bound at once: while the search index is rebuilt after start, the web app
//! is served and `/api/health` answers 503 `starting`; then 200 `ok`.

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use veil::{config::Settings, db::Db};

use super::binary::{Veil, command, data_dir, free_port};

/// Enough profiles that rebuilding the index takes a noticeable moment.
const PROFILES: i64 = 30_000;

async fn database_with_profiles(dir: &std::path::Path) {
    let settings = Settings::defaults_with_data_dir(data_dir(dir));
    let db = Db::connect(&settings).await.unwrap();
    let Db::Sqlite(pool) = &db else { unreachable!() };
    for table in ["users", "profiles"] {
        let columns = match table {
            "users" => "id, issuer, subject, email, email_verified, created_at, last_sign_in_at",
            _ => "id, codename, headline, skills, created_at, updated_at",
        };
        let values = match table {
            "users" => "'u' || n, 'test', 'u' || n, 'u' || n || '@example.com', TRUE, n, n",
            _ => "'u' || n, 'code-' || n, 'Developer number ' || n, '[\"Rust\",\"Go\"]', n, n",
        };
        sqlx::query(&format!(
            "WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < {PROFILES}) \
             INSERT INTO {table} ({columns}) SELECT {values} FROM seq"
        ))
        .execute(pool)
        .await
        .unwrap();
    }
    db.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_port_answers_starting_while_the_index_is_rebuilt() {
    let dir = tempfile::tempdir().unwrap();
    database_with_profiles(dir.path()).await;
    let port = free_port();
    let veil = Veil::start(command(dir.path(), port), port);
    let client = reqwest::Client::new();
    let health = format!("{}/api/health", veil.base_url);

    let started = Instant::now();
    let first = loop {
        match client.get(&health).send().await {
            Ok(response) => break response,
            Err(_) => assert!(started.elapsed() < Duration::from_secs(30), "the port was never bound"),
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    };
    assert_eq!(first.status(), StatusCode::SERVICE_UNAVAILABLE, "the index is still being built");
    let body: serde_json::Value = first.json().await.unwrap();
    assert_eq!((body["status"].as_str(), body["search"].as_str()), (Some("starting"), Some("starting")));
    let page = client.get(format!("{}/", veil.base_url)).send().await.unwrap();
    assert_eq!(page.status(), StatusCode::OK, "the web app is served meanwhile");

    let veil = veil.ready().await;
    let body: serde_json::Value = client.get(&health).send().await.unwrap().json().await.unwrap();
    assert_eq!(body["status"], "ok");
    drop(veil);
}
