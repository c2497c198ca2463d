//! The background job runner against a real database: an event enqueues
//! its job once, a job waits for its time and runs once, a failure is retried with
//! backoff and given up at last, a job whose instance died is taken again when its
//! lease ends, and two workers on one database share the jobs without running one twice.
//! (Two real `veil` processes on one PostgreSQL: `scale_out/jobs.rs`.)

use crate::common;

use std::{
    collections::HashMap,
    sync::{LazyLock, Mutex},
    time::Duration,
};

use futures::future::BoxFuture;
use serde_json::json;
use veil::{
    config::Settings,
    db::clock::Clock,
    jobs::{
        self, Job, JobKind,
        model::{LEASE_MS, MAX_ATTEMPTS, backoff_ms},
        store,
        worker::Worker,
    },
    state::AppState,
    with_db,
};

use common::{Backend, PostgresDatabase};

backend_tests!(
    an_event_enqueues_its_job_once,
    a_job_waits_for_its_time_and_runs_once,
    a_failed_job_is_retried_with_backoff_then_given_up,
    a_job_whose_instance_died_is_taken_again_when_its_lease_ends,
    two_workers_on_one_database_run_each_job_once,
    finished_jobs_are_purged_after_30_days,
);

/// How often each job ran, by id (job ids are unique across the tests of this binary).
static RUNS: LazyLock<Mutex<HashMap<String, u32>>> = LazyLock::new(Default::default);

fn runs(id: &str) -> u32 {
    RUNS.lock().unwrap().get(id).copied().unwrap_or(0)
}

/// The test's dispatcher: counts the run, then fails when the payload says `fail`, and
/// takes `sleep_ms` when it says so.
fn dispatch<'a>(_state: &'a AppState, job: &'a Job) -> BoxFuture<'a, anyhow::Result<()>> {
    Box::pin(async move {
        *RUNS.lock().unwrap().entry(job.id.clone()).or_default() += 1;
        let payload: serde_json::Value = serde_json::from_str(&job.payload)?;
        if let Some(ms) = payload["sleep_ms"].as_u64() {
            tokio::time::sleep(Duration::from_millis(ms)).await;
        }
        if payload["fail"] == true {
            anyhow::bail!("told to fail");
        }
        Ok(())
    })
}

struct Setup {
    state: AppState,
    clock: Clock,
    _dir: tempfile::TempDir,
    _postgres: Option<PostgresDatabase>,
}

/// The app's state on a fresh database, with no worker of its own running.
async fn setup(backend: Backend) -> Setup {
    let dir = tempfile::tempdir().unwrap();
    let mut settings = Settings::defaults_with_data_dir(dir.path());
    settings.log = "warn".into();
    settings.job_poll_ms = 0;
    let postgres = match &backend {
        Backend::Sqlite => None,
        Backend::Postgres { admin_url } => {
            let database = PostgresDatabase::create(admin_url).await;
            settings.database_url = database.url.clone();
            Some(database)
        }
    };
    let clock = Clock::manual(1_800_000_000_000);
    let state = AppState::new(settings, clock.clone()).await.expect("app state");
    Setup { state, clock, _dir: dir, _postgres: postgres }
}

#[derive(Debug, sqlx::FromRow)]
struct Row {
    id: String,
    status: String,
    attempts: i64,
    run_at: i64,
    leased_by: Option<String>,
    last_error: Option<String>,
}

async fn rows(state: &AppState) -> Vec<Row> {
    with_db!(&state.db, pool => sqlx::query_as::<_, Row>(
        "SELECT id, status, attempts, run_at, leased_by, last_error FROM jobs ORDER BY created_at, id",
    )
    .fetch_all(pool)
    .await)
    .unwrap()
}

async fn row(state: &AppState, key: &str) -> Row {
    with_db!(&state.db, pool => sqlx::query_as::<_, Row>(
        "SELECT id, status, attempts, run_at, leased_by, last_error FROM jobs WHERE dedupe_key = $1",
    )
    .bind(key)
    .fetch_one(pool)
    .await)
    .unwrap()
}

async fn add(s: &Setup, key: &str, payload: serde_json::Value, run_at: i64) {
    assert!(jobs::enqueue(&s.state.db, JobKind::PurgeFinishedJobs, &payload, run_at, key, None).await.unwrap());
}

async fn an_event_enqueues_its_job_once(backend: Backend) {
    let s = setup(backend).await;
    let now = s.clock.now_millis();
    let key = "reveal-request:r1:new:1";
    assert!(jobs::enqueue(&s.state.db, JobKind::RevealRequestEmail, &json!({"a": 1}), now, key, None).await.unwrap());
    let again = jobs::enqueue(&s.state.db, JobKind::RevealRequestEmail, &json!({"a": 2}), now, key, None).await;
    assert!(!again.unwrap(), "the same event's key enqueues nothing more");
    let worker = Worker::new(dispatch);
    assert_eq!(worker.run_due(&s.state).await.unwrap(), 1);
    let done = jobs::enqueue(&s.state.db, JobKind::RevealRequestEmail, &json!({}), now, key, None).await;
    assert!(!done.unwrap(), "nor once the job is done");
    assert_eq!(rows(&s.state).await.len(), 1);
}

async fn a_job_waits_for_its_time_and_runs_once(backend: Backend) {
    let s = setup(backend).await;
    let worker = Worker::new(dispatch);
    add(&s, "later", json!({}), s.clock.now_millis() + 60_000).await;
    assert_eq!(worker.run_due(&s.state).await.unwrap(), 0, "not due yet");
    s.clock.advance_millis(60_000);
    assert_eq!(worker.run_due(&s.state).await.unwrap(), 1);
    assert_eq!(worker.run_due(&s.state).await.unwrap(), 0, "done is done");
    let job = row(&s.state, "later").await;
    assert_eq!((job.status.as_str(), job.attempts), ("done", 1));
    assert_eq!(job.leased_by.as_deref(), Some(worker.instance.as_str()));
    assert_eq!(runs(&job.id), 1);
}

async fn a_failed_job_is_retried_with_backoff_then_given_up(backend: Backend) {
    let s = setup(backend).await;
    let worker = Worker::new(dispatch);
    add(&s, "flaky", json!({"fail": true}), s.clock.now_millis()).await;
    for attempt in 1..=MAX_ATTEMPTS {
        let now = s.clock.now_millis();
        assert_eq!(worker.run_due(&s.state).await.unwrap(), 1, "attempt {attempt} runs");
        let job = row(&s.state, "flaky").await;
        assert_eq!(job.attempts, attempt);
        assert_eq!(job.last_error.as_deref(), Some("told to fail"));
        if attempt < MAX_ATTEMPTS {
            assert_eq!((job.status.as_str(), job.run_at), ("pending", now + backoff_ms(attempt)));
            s.clock.advance_millis(backoff_ms(attempt) - 1);
            assert_eq!(worker.run_due(&s.state).await.unwrap(), 0, "waits out its backoff");
            s.clock.advance_millis(1);
        } else {
            assert_eq!(job.status, "failed", "given up after {MAX_ATTEMPTS} attempts");
        }
    }
    s.clock.advance_millis(10 * 3_600_000);
    assert_eq!(worker.run_due(&s.state).await.unwrap(), 0, "a failed job never runs again");
    assert_eq!(runs(&row(&s.state, "flaky").await.id), MAX_ATTEMPTS as u32);
}

async fn a_job_whose_instance_died_is_taken_again_when_its_lease_ends(backend: Backend) {
    let s = setup(backend).await;
    add(&s, "orphan", json!({}), s.clock.now_millis()).await;
    // An instance takes the job and dies before finishing it.
    let now = s.clock.now_millis();
    let taken = store::take_due(&s.state.db, "crashed-instance", now, now + LEASE_MS).await.unwrap();
    assert!(taken.is_some());
    let survivor = Worker::new(dispatch);
    assert_eq!(survivor.run_due(&s.state).await.unwrap(), 0, "leased: nobody else takes it");
    s.clock.advance_millis(LEASE_MS);
    assert_eq!(survivor.run_due(&s.state).await.unwrap(), 1, "taken again once the lease ended");
    let job = row(&s.state, "orphan").await;
    assert_eq!((job.status.as_str(), job.attempts), ("done", 2));
    assert_eq!(job.leased_by.as_deref(), Some(survivor.instance.as_str()));
    // Were the first instance to come back and finish, it would change nothing.
    assert!(!store::finish(&s.state.db, &job.id, "crashed-instance", s.clock.now_millis()).await.unwrap());
    assert_eq!(runs(&job.id), 1, "ran once here (the crashed instance never ran it through)");
}

async fn two_workers_on_one_database_run_each_job_once(backend: Backend) {
    let s = setup(backend).await;
    let now = s.clock.now_millis();
    for i in 0..120 {
        add(&s, &format!("shared-{i}"), json!({"sleep_ms": 2}), now).await;
    }
    let (a, b) = (Worker::new(dispatch), Worker::new(dispatch));
    let (ran_a, ran_b) = tokio::join!(a.run_due(&s.state), b.run_due(&s.state));
    let (ran_a, ran_b) = (ran_a.unwrap(), ran_b.unwrap());
    assert_eq!(ran_a + ran_b, 120, "every job ran ({ran_a} + {ran_b})");
    let all = rows(&s.state).await;
    assert_eq!(all.len(), 120);
    for job in &all {
        assert_eq!((job.status.as_str(), job.attempts), ("done", 1), "{job:?}");
        assert_eq!(runs(&job.id), 1, "{job:?} ran once");
    }
    let by_a = all.iter().filter(|j| j.leased_by.as_deref() == Some(a.instance.as_str())).count();
    assert_eq!(by_a, ran_a);
    println!("two workers: {ran_a} and {ran_b} jobs");
}

async fn finished_jobs_are_purged_after_30_days(backend: Backend) {
    let s = setup(backend).await;
    let worker = Worker::new(dispatch);
    add(&s, "old", json!({}), s.clock.now_millis()).await;
    assert_eq!(worker.run_due(&s.state).await.unwrap(), 1);
    add(&s, "waiting", json!({}), s.clock.now_millis() + 40 * 86_400_000).await;
    s.clock.advance_millis(30 * 86_400_000);
    let cutoff = s.clock.now_millis() - jobs::model::KEEP_FINISHED_MS;
    assert_eq!(store::purge_finished_before(&s.state.db, cutoff).await.unwrap(), 0, "kept 30 days");
    s.clock.advance_millis(1);
    let cutoff = s.clock.now_millis() - jobs::model::KEEP_FINISHED_MS;
    assert_eq!(store::purge_finished_before(&s.state.db, cutoff).await.unwrap(), 1);
    let left: Vec<String> = rows(&s.state).await.into_iter().map(|r| r.status).collect();
    assert_eq!(left, ["pending"], "a pending job is never purged");
}
