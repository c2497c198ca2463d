//! Derived data heals itself: changes the feed never carried (its entries removed in the
//! same transaction) are found by the periodic check of the index against the database,
//! repaired, and reported on the search debug screen's statistics.

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use veil::with_db;

use super::support::{codenames, profile, recruiter, search, seeker, stats, total, user_id};
use crate::common::{Backend, TestApp};

crate::backend_tests!(the_index_check_repairs_what_the_feed_never_said);

async fn the_index_check_repairs_what_the_feed_never_said(backend: Backend) {
    let app = TestApp::spawn_with(backend, Box::new(|s| s.search_check_secs = 1)).await;
    let rita = recruiter(&app, "rita@example.com").await;
    let gone =
        seeker(&app, "gone@example.com", profile("quiet-exit", "Pascal Developer", &["Pascal"], json!({}))).await;
    let gone_id = user_id(&gone.browser).await;
    assert_eq!(total(&search(&rita, "q=pascal").await), 1);

    let now = app.clock.now_millis();
    let kind = app.db.kind();
    with_db!(&app.db, pool => {
        let mut tx = pool.begin_with(veil::db::begin_write_statement(&kind)).await.unwrap();
        sqlx::query(
            "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) \
             VALUES ('unannounced', 'test', 'unannounced', 'u@example.com', TRUE, $1, $1)",
        )
        .bind(now)
        .execute(&mut *tx)
        .await
        .unwrap();
        sqlx::query(
            "INSERT INTO profiles (id, codename, headline, skills, created_at, updated_at) \
             VALUES ('unannounced', 'no-notice', 'Prolog Developer', '[\"Prolog\"]', $1, $1)",
        )
        .bind(now)
        .execute(&mut *tx)
        .await
        .unwrap();
        sqlx::query("DELETE FROM profiles WHERE id = $1").bind(&gone_id).execute(&mut *tx).await.unwrap();
        sqlx::query("DELETE FROM search_changes WHERE profile_id IN ('unannounced', $1)")
            .bind(&gone_id)
            .execute(&mut *tx)
            .await
            .unwrap();
        tx.commit().await.unwrap();
    });

    let started = Instant::now();
    let mut last: Value = Value::Null;
    while started.elapsed() < Duration::from_secs(10) {
        let pascal = total(&search(&rita, "q=pascal").await);
        let prolog = codenames(&search(&rita, "q=prolog").await);
        last = stats(&rita).await["last_repair"].clone();
        if pascal == 0 && prolog == ["no-notice"] && last["added"].as_u64().unwrap_or(0) >= 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(total(&search(&rita, "q=pascal").await), 0, "the deleted profile is gone");
    assert_eq!(codenames(&search(&rita, "q=prolog").await), ["no-notice"], "the unannounced one is found");
    assert!(last["checkedAt"].is_string(), "{last}");
    assert!(last["added"].as_u64().unwrap() >= 1 && last["removed"].as_u64().unwrap() >= 1, "{last}");
}
