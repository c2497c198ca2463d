//! The index is derived data: rebuilt from the database when its directory is gone, fed
//! by the change feed, and kept in step across two instances on one PostgreSQL.

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use veil::{db::Db, with_db};

use crate::common::{Backend, Browser, TestApp};
use crate::support::{codenames, codenames_for, profile, recruiter, search, seeker, stats, total};

crate::backend_tests!(the_index_is_rebuilt_when_its_directory_is_gone);

async fn the_index_is_rebuilt_when_its_directory_is_gone(backend: Backend) {
    let mut app = TestApp::spawn(backend).await;
    for i in 0..4 {
        seeker(
            &app,
            &format!("{i}@example.com"),
            profile(&format!("survivor-{i}"), "Haskell Developer", &["Haskell"], json!({})),
        )
        .await;
    }
    let rita = recruiter(&app, "rita@example.com").await;
    let before = search(&rita, "q=haskell").await;
    assert_eq!(total(&before), 4);

    app.restart(|data_dir| std::fs::remove_dir_all(data_dir.join("search")).expect("the index directory exists")).await;
    let after = search(&rita, "q=haskell").await;
    assert_eq!(codenames(&after), codenames(&before));
    assert_eq!(stats(&rita).await["num_documents"], 4);

    // An intact index resumes from its recorded feed position, and a change no request
    // announced (written straight to the database) still reaches it through the feed.
    app.restart(|_| {}).await;
    with_db!(&app.db, pool => sqlx::query("UPDATE profiles SET headline = 'Scala Developer' WHERE codename = 'survivor-0'")
        .execute(pool)
        .await
        .map(|_| ()))
    .unwrap();
    app.restart(|_| {}).await;
    assert_eq!(codenames_for(&rita, "q=scala").await, ["survivor-0"]);
    assert_eq!(total(&search(&rita, "q=haskell").await), 4, "skills still say Haskell");
    assert_eq!(stats(&rita).await["num_documents"], 4);
}

// ---------------------------------------------------------------------------------------
// Several instances on one PostgreSQL

/// Polls `query` on `browser` until `done` holds; returns how long that took.
async fn time_until(
    browser: &Browser,
    query: &str,
    limit: Duration,
    done: impl Fn(&Value) -> bool,
) -> Option<Duration> {
    let started = Instant::now();
    while started.elapsed() < limit {
        if done(&search(browser, query).await) {
            return Some(started.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    None
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_on_one_postgres_database_stay_in_step() {
    let Some(backend) = Backend::postgres() else {
        eprintln!("VEIL_TEST_POSTGRES_URL is not set; PostgreSQL case skipped");
        return;
    };
    let a = TestApp::spawn(backend).await;
    let b = TestApp::spawn_beside(&a).await;
    let rita_on_b = recruiter(&b, "rita@example.com").await;
    let has = |codename: &'static str| move |result: &Value| codenames(result).contains(&codename.to_owned());
    let lacks = |codename: &'static str| move |result: &Value| !codenames(result).contains(&codename.to_owned());

    // A profile saved through A: B's index follows through the change feed's NOTIFY.
    let body = profile("over-there", "Erlang Developer", &["Erlang"], json!({}));
    let saver = seeker(&a, "far@example.com", body.clone()).await;
    let took = time_until(&rita_on_b, "q=erlang", Duration::from_millis(1500), has("over-there")).await;
    let took = took.expect("instance B finds a profile saved on A");
    assert!(took <= Duration::from_secs(1), "B followed A within a second (took {took:?})");

    // Hidden on A: gone from B.
    let mut hidden = body.clone();
    hidden["status"] = json!("hidden");
    saver.save(&hidden).await;
    let took = time_until(&rita_on_b, "q=erlang", Duration::from_millis(1500), lacks("over-there")).await;
    assert!(took.expect("B drops a profile hidden on A") <= Duration::from_secs(1));

    // A change whose notification never arrived (written with triggers off, the feed
    // entry by hand and no NOTIFY) heals through the poller.
    let Db::Postgres(pool) = &a.db else { unreachable!() };
    let now = a.clock.now_millis();
    let mut tx = pool.begin().await.unwrap();
    sqlx::query("SET LOCAL session_replication_role = replica").execute(&mut *tx).await.unwrap();
    sqlx::query(
        "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) \
         VALUES ('silent-1', 'test', 'silent-1', 'silent@example.com', TRUE, $1, $1)",
    )
    .bind(now)
    .execute(&mut *tx)
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO profiles (id, codename, headline, skills, created_at, updated_at) \
         VALUES ('silent-1', 'no-bell', 'Erlang Developer', '[\"Erlang\"]', $1, $1)",
    )
    .bind(now)
    .execute(&mut *tx)
    .await
    .unwrap();
    sqlx::query("INSERT INTO search_changes (profile_id, created_at) VALUES ('silent-1', $1)")
        .bind(chrono_now_millis())
        .execute(&mut *tx)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    // The poller runs every second; allow for its phase and a busy machine.
    let took = time_until(&rita_on_b, "q=erlang", Duration::from_secs(3), has("no-bell")).await;
    let took = took.expect("B's poller applies a change that was never announced");
    assert!(took <= Duration::from_millis(2500), "B healed within the poll interval (took {took:?})");
    let rita_on_a = recruiter(&a, "rita.a@example.com").await;
    let took = time_until(&rita_on_a, "q=erlang", Duration::from_secs(3), has("no-bell")).await;
    assert!(took.is_some(), "A heals too");
}

fn chrono_now_millis() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_millis() as i64
}
