//! The change feed is safe against commit order: a transaction that inserts one profile
//! and deletes another, stays open while other saves commit, and commits last is applied
//! by every instance within 2 s of its commit.

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use sqlx::{Connection, Executor};
use veil::db::Db;

use super::support::{codenames, profile, recruiter, search, seeker, total};
use crate::common::{Backend, Browser, TestApp};

/// How long the slow transaction stays open after the other saves. The case this guards
/// holds it 15 s; here the feed's timestamps are moved back by `BACKDATE_MS` instead,
/// which is what a reader that judges gaps by age sees after 15 s (an entry that old
/// behind a gap counted as rolled back, so the gap was skipped), and the hold only
/// spans a few of the followers' one-second polls.
const HOLD: Duration = Duration::from_millis(2500);
const BACKDATE_MS: i64 = 15_000;

async fn agrees(browser: &Browser) -> bool {
    let doomed = search(browser, "q=cobol").await;
    let newcomer = search(browser, "q=fortran").await;
    total(&doomed) == 0 && codenames(&newcomer) == ["late-comer"]
}

/// Whether a search on `browser` comes to satisfy `done` within 2 s (instances follow
/// each other in milliseconds, not at once).
async fn settles(browser: &Browser, query: &str, done: impl Fn(&Value) -> bool) -> bool {
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(2) {
        if done(&search(browser, query).await) {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    false
}

async fn within(limit: Duration, browser: &Browser) -> Option<Duration> {
    let started = Instant::now();
    while started.elapsed() < limit {
        if agrees(browser).await {
            return Some(started.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    None
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[cfg_attr(not(veil_test_postgres), ignore = "PostgreSQL: set VEIL_TEST_POSTGRES_URL")]
async fn a_transaction_that_commits_after_later_saves_reaches_every_index() {
    let backend = Backend::postgres();
    let a = TestApp::spawn(backend).await;
    let b = TestApp::spawn_beside(&a).await;
    let rita_on_a = recruiter(&a, "rita.a@example.com").await;
    let rita_on_b = recruiter(&b, "rita.b@example.com").await;
    let doomed = seeker(&a, "doomed@example.com", profile("soon-gone", "COBOL Developer", &["COBOL"], json!({}))).await;
    let doomed_id = super::support::user_id(&doomed.browser).await;
    assert!(settles(&rita_on_b, "q=cobol", |r| total(r) == 1).await, "B follows A");

    // The slow transaction: it takes its feed numbers first...
    let Db::Postgres(pool) = &a.db else { unreachable!() };
    let mut slow = sqlx::PgConnection::connect_with(&pool.connect_options()).await.unwrap();
    slow.execute("BEGIN").await.unwrap();
    let now = a.clock.now_millis();
    sqlx::query(
        "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) \
         VALUES ('late-1', 'test', 'late-1', 'late@example.com', TRUE, $1, $1)",
    )
    .bind(now)
    .execute(&mut slow)
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO profiles (id, codename, headline, skills, created_at, updated_at) \
         VALUES ('late-1', 'late-comer', 'Fortran Developer', '[\"Fortran\"]', $1, $1)",
    )
    .bind(now)
    .execute(&mut slow)
    .await
    .unwrap();
    sqlx::query("DELETE FROM profiles WHERE id = $1").bind(&doomed_id).execute(&mut slow).await.unwrap();
    sqlx::query("UPDATE search_changes SET created_at = created_at - $1 WHERE tx = pg_current_xact_id()::text::bigint")
        .bind(BACKDATE_MS)
        .execute(&mut slow)
        .await
        .unwrap();

    // ...other saves commit after it took them, and both instances apply those...
    let other: Value = profile("meanwhile", "Ada Developer", &["Ada"], json!({}));
    seeker(&b, "meanwhile@example.com", other).await;
    for rita in [&rita_on_a, &rita_on_b] {
        assert!(settles(rita, "q=ada", |r| codenames(r) == ["meanwhile"]).await, "both follow the later save");
    }
    sqlx::query("UPDATE search_changes SET created_at = created_at - $1")
        .bind(BACKDATE_MS)
        .execute(pool)
        .await
        .unwrap();
    tokio::time::sleep(HOLD).await;

    // ...and then it commits.
    slow.execute("COMMIT").await.unwrap();
    for (name, rita) in [("A", &rita_on_a), ("B", &rita_on_b)] {
        let took = within(Duration::from_secs(2), rita).await;
        assert!(took.is_some(), "instance {name} agrees with the database within 2 s of the commit");
    }
}
