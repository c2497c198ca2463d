//! An unused account ends, with the fake clock, end to end: the account page says until
//! when it is kept; 30 and 7 days before that its owner is e-mailed a signed "Keep my
//! account" link; the link (with no session) starts the clock again; and the account
//! nobody kept is deleted by the account page's own deletion, on both databases.

use reqwest::{Method, StatusCode};
use serde_json::Value;
use veil::{
    app::root_state::RootState,
    config::Secret,
    job_dispatch,
    jobs::worker::Worker,
    retention::{
        inactive::{self, Counts, model::DAY_MS},
        job::next_run_after,
    },
    with_db,
};

use crate::common::{Backend, Browser, TestApp, json};

backend_tests!(
    an_unused_account_is_warned_twice_then_deleted_unless_kept,
    the_daily_job_warns_the_owners_of_unused_accounts
);

const PERIOD_DAYS: i64 = 730;

/// A second instance on the app's database and clock, for the daily job's work (the
/// app's own worker is off, so the test decides when it runs).
async fn job_instance(app: &TestApp) -> (RootState, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let mut settings = app.settings.clone();
    settings.data_dir = dir.path().to_owned();
    settings.database_url = app.settings.effective_database_url();
    (RootState::new(settings, app.clock.clone()).await.expect("a second instance"), dir)
}

/// The unused accounts' part of the daily job, at the clock's time.
async fn unused_accounts_pass(job: &RootState, app: &TestApp) -> Counts {
    inactive::run(&job.shared, &job.search_history, app.clock.now_millis()).await.unwrap()
}

async fn person(app: &TestApp, email: &str) -> (Browser, String) {
    let browser = app.new_browser();
    browser.sign_in(email, "Ida", "Le").await;
    browser.send_json(Method::PUT, "/api/roles", &serde_json::json!({"role": "job_seeker"})).await;
    let id = json(browser.get("/api/session").await).await["user"]["id"].as_str().unwrap().to_owned();
    (browser, id)
}

async fn exists(app: &TestApp, id: &str) -> bool {
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM users WHERE id = $1")
        .bind(id)
        .fetch_one(pool)
        .await)
    .unwrap()
        == 1
}

/// The inactivity warnings to `address`, oldest first: (subject, text).
async fn warnings_to(app: &TestApp, address: &str) -> Vec<(String, String)> {
    with_db!(&app.db, pool => sqlx::query_as::<_, (String, String)>(
        "SELECT subject, text_body FROM email_outbox WHERE batch_id = 'notice:inactive-account' AND to_address = $1 \
         ORDER BY created_at, id",
    )
    .bind(address)
    .fetch_all(pool)
    .await)
    .unwrap()
}

fn keep_token(text: &str) -> String {
    let link = text.lines().find_map(|l| l.strip_prefix("Keep my account: ")).expect("the e-mail carries the link");
    link.split_once("/keep-account?token=").expect("the link opens the web page that asks first").1.to_owned()
}

fn kept_until(body: &Value) -> String {
    body["keptUntil"].as_str().unwrap_or_else(|| panic!("no keptUntil in {body}")).to_owned()
}

fn day_of(millis: i64) -> String {
    veil::db::clock::to_rfc3339(millis)
}

async fn an_unused_account_is_warned_twice_then_deleted_unless_kept(backend: Backend) {
    let app = TestApp::spawn_with(
        backend,
        Box::new(|s| {
            s.job_poll_ms = 0;
            s.signing_key = Secret::new("a-signing-key-both-instances-share-0123456789");
        }),
    )
    .await;
    let (job, _dir) = job_instance(&app).await;
    let start = app.clock.now_millis();
    let (idle, idle_id) = person(&app, "idle@example.com").await;
    let (_, kept_id) = person(&app, "keeper@example.com").await;
    let (active, active_id) = person(&app, "active@example.com").await;

    // The account page: kept for the period after the last sign-in.
    let deadline = start + PERIOD_DAYS * DAY_MS;
    let shown = json(idle.get("/api/account/end").await).await;
    assert_eq!(kept_until(&shown), day_of(deadline));
    assert_eq!(shown["inactiveDays"], PERIOD_DAYS);

    // Thirty days before: both unused accounts are warned; the one used since is not.
    app.clock.advance_millis(deadline - 30 * DAY_MS - start);
    active.sign_in("active@example.com", "Ida", "Le").await;
    let counts = unused_accounts_pass(&job, &app).await;
    assert_eq!((counts.first_warnings, counts.final_warnings, counts.deleted), (2, 0, 0), "{counts:?}");
    let warned = warnings_to(&app, "idle@example.com").await;
    assert_eq!(warned.len(), 1);
    assert!(warned[0].0.contains("will be deleted on"), "{}", warned[0].0);
    assert!(warnings_to(&app, "active@example.com").await.is_empty());
    let again = unused_accounts_pass(&job, &app).await;
    assert_eq!(again, Counts::default(), "a warning goes once");

    // The keeper follows their link without signing in: GET says, POST keeps.
    let token = keep_token(&warnings_to(&app, "keeper@example.com").await[0].1);
    let stranger = app.new_browser();
    let link = stranger.get(&format!("/api/account/keep?token={token}")).await;
    assert_eq!(kept_until(&json(link).await), day_of(deadline));
    let forged = format!("{}x", token);
    let refused = stranger.send_json(Method::POST, &format!("/api/account/keep?token={forged}"), &Value::Null).await;
    assert_eq!(refused.status(), StatusCode::NOT_FOUND);
    let kept = stranger.send_json(Method::POST, &format!("/api/account/keep?token={token}"), &Value::Null).await;
    assert_eq!(kept.status(), StatusCode::OK);
    assert_eq!(kept_until(&json(kept).await), day_of(app.clock.now_millis() + PERIOD_DAYS * DAY_MS));
    assert_eq!(stranger.get("/api/session").await.status(), StatusCode::UNAUTHORIZED, "the link signs nobody in");

    // Seven days before: the final warning, to the idle account only.
    app.clock.advance_millis(23 * DAY_MS);
    let counts = unused_accounts_pass(&job, &app).await;
    assert_eq!((counts.first_warnings, counts.final_warnings, counts.deleted), (0, 1, 0), "{counts:?}");
    assert_eq!(warnings_to(&app, "idle@example.com").await.len(), 2);
    assert_eq!(warnings_to(&app, "keeper@example.com").await.len(), 1);

    // The day before it is still there; on the day it is gone, and nothing else is.
    app.clock.advance_millis(6 * DAY_MS);
    assert_eq!(unused_accounts_pass(&job, &app).await.deleted, 0);
    assert!(exists(&app, &idle_id).await);
    app.clock.advance_millis(DAY_MS);
    assert_eq!(unused_accounts_pass(&job, &app).await.deleted, 1);
    assert!(!exists(&app, &idle_id).await, "deleted");
    let identity = "SELECT COUNT(*) FROM user_profiles WHERE id = $1";
    let profiles = with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(identity)
        .bind(&idle_id)
        .fetch_one(pool)
        .await)
    .unwrap();
    assert_eq!(profiles, 0, "with everything in it, its identity included");
    assert!(exists(&app, &kept_id).await && exists(&app, &active_id).await);
}

/// The pass above runs in the daily retention job itself, as the job runner runs it.
async fn the_daily_job_warns_the_owners_of_unused_accounts(backend: Backend) {
    let app = TestApp::spawn_with(backend, Box::new(|s| s.job_poll_ms = 0)).await;
    let (job, _dir) = job_instance(&app).await;
    let start = app.clock.now_millis();
    person(&app, "idle@example.com").await;
    let worker = Worker::new(job_dispatch::dispatch);

    app.clock.advance_millis(PERIOD_DAYS * DAY_MS - 30 * DAY_MS);
    let next_run = next_run_after(app.clock.now_millis());
    job_dispatch::schedule_recurring(&job.shared, app.clock.now_millis()).await.unwrap();
    app.clock.advance_millis(next_run - app.clock.now_millis());
    assert!(worker.run_due(&job).await.unwrap() >= 1, "the daily job ran");
    let warned = warnings_to(&app, "idle@example.com").await;
    assert_eq!(warned.len(), 1, "warned {} days after the last sign-in", (next_run - start) / DAY_MS);
    assert!(warned[0].0.contains("will be deleted on"), "{}", warned[0].0);
}
