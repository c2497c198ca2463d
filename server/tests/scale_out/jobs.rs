//! Background jobs across two real `veil` processes on one PostgreSQL:
//! both take jobs from the one table, and each job runs once; the e-mails reveal
//! requests cause, whichever instance took the request, go out once each.

use std::time::{Duration, Instant};

use reqwest::{Method, StatusCode};
use serde_json::json;
use sqlx::Connection;

use super::binary::{Veil, command, free_port};
use crate::common::{Browser, PostgresDatabase, json as body, postgres_admin_url};
use crate::smtp_sink::SmtpSink;

const SIGNING_KEY: &str = "two-instances-share-this-signing-key-0123456789";
const JOBS: usize = 400;

#[derive(Debug, sqlx::FromRow)]
struct Row {
    status: String,
    attempts: i64,
    leased_by: Option<String>,
}

async fn signed_in(instance: &Veil, email: &str, role: &str) -> Browser {
    let browser = Browser::new(&instance.base_url);
    browser.sign_in(email, "Pat", "Person").await;
    let r = browser.send_json(Method::PUT, "/api/roles", &json!({"role": role})).await;
    assert_eq!(r.status(), StatusCode::OK);
    browser
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[cfg_attr(not(veil_test_postgres), ignore = "PostgreSQL: set VEIL_TEST_POSTGRES_URL")]
async fn two_processes_run_each_job_once() {
    let admin_url = postgres_admin_url();
    let database = PostgresDatabase::create(&admin_url).await;
    let sink = SmtpSink::start(&[]).await;
    let shared = tempfile::tempdir().unwrap();
    let (port_a, port_b) = (free_port(), free_port());
    let public_url = format!("http://127.0.0.1:{port_a}");
    let start = |port: u16, name: &str| {
        let dir = shared.path().join(name);
        std::fs::create_dir_all(&dir).unwrap();
        let mut veil = command(&dir, port);
        veil.env("DATABASE_URL", &database.url)
            .env("VEIL_SIGNING_KEY", SIGNING_KEY)
            .env("VEIL_PUBLIC_URL", &public_url)
            .env("VEIL_SMTP_URL", sink.url())
            .env("VEIL_JOB_POLL_MS", "20");
        Veil::start(veil, port)
    };
    let a = start(port_a, "a").ready().await;
    let b = start(port_b, "b").ready().await;

    // Reveal requests sent through either instance: one e-mail each.
    let recruiter = signed_in(&a, "recruiter@example.com", "recruiter").await;
    let r = recruiter
        .send_json(
            Method::PUT,
            "/api/employer",
            &json!({
                "companyName": "Acme Talent", "website": "https://acme.example", "recruiterRole": "Talent Partner",
                "location": "Melbourne, Victoria, Australia", "city": "Melbourne", "state": "Victoria", "country": "Australia",
            }),
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let mut seekers = Vec::new();
    for (i, codename) in ["quiet-river", "amber-comet", "brisk-otter", "silver-fern"].into_iter().enumerate() {
        let email = format!("seeker{i}@example.com");
        let seeker = signed_in(&a, &email, "job_seeker").await;
        let saved = seeker
            .send_json(Method::PUT, "/api/profile", &super::support::profile(codename, "Engineer", &["Go"], json!({})))
            .await;
        assert_eq!(saved.status(), StatusCode::OK);
        let profile_id = body(saved).await["id"].as_str().unwrap().to_owned();
        // Every other request goes through B (from the public origin, A's address).
        let instance = if i % 2 == 0 { &a } else { &b };
        let sent = recruiter
            .client
            .post(format!("{}/api/reveal-requests", instance.base_url))
            .header(reqwest::header::ORIGIN, &public_url)
            .json(&json!({"profileId": profile_id, "message": "Hello"}))
            .send()
            .await
            .unwrap();
        assert_eq!(sent.status(), StatusCode::CREATED);
        seekers.push(email);
    }

    // Many jobs due at once, for both instances to take at the same time.
    let mut conn = sqlx::PgConnection::connect(&database.url).await.unwrap();
    let now = chrono::Utc::now().timestamp_millis();
    let mut tx = conn.begin().await.unwrap();
    for i in 0..JOBS {
        sqlx::query(
            "INSERT INTO jobs (id, kind, dedupe_key, payload, status, run_at, attempts, created_at) \
             VALUES ($1, 'purge_finished_jobs', $2, '{}', 'pending', $3, 0, $3)",
        )
        .bind(uuid::Uuid::now_v7().to_string())
        .bind(format!("two-processes:{i}"))
        .bind(now)
        .execute(&mut *tx)
        .await
        .unwrap();
    }
    tx.commit().await.unwrap();

    let started = Instant::now();
    let rows = loop {
        let rows: Vec<Row> = sqlx::query_as(
            "SELECT status, attempts, leased_by FROM jobs WHERE dedupe_key LIKE 'two-processes:%' OR dedupe_key LIKE 'reveal-request:%:new:%'",
        )
        .fetch_all(&mut conn)
        .await
        .unwrap();
        if rows.iter().all(|r| r.status == "done") {
            break rows;
        }
        assert!(started.elapsed() < Duration::from_secs(60), "jobs still pending after 60 s");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let elapsed = started.elapsed();
    assert_eq!(rows.len(), JOBS + seekers.len());
    assert!(rows.iter().all(|r| r.attempts == 1), "a job was taken twice: {:?}", rows.iter().find(|r| r.attempts != 1));
    let mut takers: Vec<&str> = rows.iter().filter_map(|r| r.leased_by.as_deref()).collect();
    takers.sort();
    takers.dedup();
    assert_eq!(takers.len(), 2, "both instances took jobs");
    let by_first = rows.iter().filter(|r| r.leased_by.as_deref() == Some(takers[0])).count();
    println!("two processes: {} jobs done in {elapsed:?}, {by_first} by one instance", rows.len());

    // Each request's e-mail arrived once.
    let deadline = Instant::now() + Duration::from_secs(10);
    while sink.received().len() < seekers.len() && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mut recipients: Vec<String> = sink.received().iter().flat_map(|m| m.rcpt_to.clone()).collect();
    recipients.sort();
    assert_eq!(recipients, seekers, "one e-mail per request");
    drop((a, b));
}
