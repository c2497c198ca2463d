//! The index is derived data: rebuilt from the database when its directory is gone, fed
//! by the change feed, and kept in step across two instances on one PostgreSQL.

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use veil::{db::Db, search::sync::WINDOW_LIMIT, with_db};

use super::support::{codenames, codenames_for, profile, recruiter, search, seeker, stats, total};
use crate::common::{Backend, Browser, TestApp};

crate::backend_tests!(
    the_index_is_rebuilt_when_its_directory_is_gone,
    a_backlog_of_whole_windows_is_recorded_once_applied
);

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

/// A backlog that fills its last window exactly (profiles written straight to the
/// database, as an upgrade that recomputes them all does): once applied, the index records
/// the feed position past it, so a restart does not re-index it all again, and it is
/// merged into one segment, as after a rebuild.
async fn a_backlog_of_whole_windows_is_recorded_once_applied(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let last: i64 = with_db!(&app.db, pool => {
        let numbers = match app.db {
            Db::Sqlite(_) => "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $1) SELECT i FROM n",
            Db::Postgres(_) => "SELECT i FROM generate_series(1, $1::bigint) AS i",
        };
        let mut tx = pool.begin().await.unwrap();
        sqlx::query(&format!(
            "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) \
             SELECT 'backlog-' || i, 'test', 'backlog-' || i, 'backlog-' || i || '@example.com', TRUE, $2, $2 \
             FROM ({numbers}) AS n"
        ))
        .bind(WINDOW_LIMIT)
        .bind(chrono_now_millis())
        .execute(&mut *tx)
        .await
        .unwrap();
        sqlx::query(&format!(
            "INSERT INTO profiles (id, codename, headline, skills, created_at, updated_at) \
             SELECT 'backlog-' || i, 'backlog-' || i, 'Cobol Developer', '[\"COBOL\"]', $2, $2 FROM ({numbers}) AS n"
        ))
        .bind(WINDOW_LIMIT)
        .bind(chrono_now_millis())
        .execute(&mut *tx)
        .await
        .unwrap();
        tx.commit().await.unwrap();
        // The watermark counts in entries on SQLite and in transactions on PostgreSQL.
        let last = match app.db {
            Db::Sqlite(_) => "SELECT MAX(seq) FROM search_changes",
            Db::Postgres(_) => "SELECT MAX(tx) FROM search_changes",
        };
        sqlx::query_scalar(last).fetch_one(pool).await
    })
    .unwrap();
    let meta = || -> Option<Value> {
        let search = app.data_dir.path().join("search");
        let meta =
            std::fs::read_dir(search).ok()?.flatten().find_map(|d| std::fs::read(d.path().join("meta.json")).ok())?;
        serde_json::from_slice(&meta).ok()
    };
    let recorded = |meta: &Value| -> Option<i64> {
        let payload: Value = serde_json::from_str(meta["payload"].as_str()?).ok()?;
        payload["feed"].as_i64()
    };
    let segments = |meta: &Value| meta["segments"].as_array().map_or(0, Vec::len);
    let started = Instant::now();
    loop {
        let meta = meta().unwrap_or_default();
        if recorded(&meta).is_some_and(|feed| feed > last) && segments(&meta) == 1 {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the index records {:?} (not past {last}) in {} segments",
            recorded(&meta),
            segments(&meta)
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let rita = recruiter(&app, "rita@example.com").await;
    assert_eq!(total(&search(&rita, "q=cobol").await), WINDOW_LIMIT as u64);
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
#[cfg_attr(not(veil_test_postgres), ignore = "PostgreSQL: set VEIL_TEST_POSTGRES_URL")]
async fn two_instances_on_one_postgres_database_stay_in_step() {
    let backend = Backend::postgres();
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
