//! The people of the thread tests: a job seeker, the recruiter who asked, a second
//! recruiter of the same company, a stranger and the admin; and small helpers.

use std::time::{Duration, Instant};

use reqwest::{Method, Response, StatusCode};
use serde_json::{Value, json};
use veil::with_db;

use crate::common::{Backend, Browser, TestApp, json};

pub const DAY_MS: i64 = 86_400_000;
pub const ADMIN_EMAIL: &str = "boss@veil.example";
pub const CODENAME: &str = "quiet-harbour";
pub const COMPANY: &str = "Northwind Labs";
/// The job seeker's identity: never where the recruiter may not see it.
pub const SECRETS: [&str; 3] = ["Philippa", "Quennell", "philippa.q@example.com"];

/// A server whose sessions outlast the months these tests let pass, looking for due
/// jobs often and sweeping ended reveals every second.
pub async fn app(backend: Backend) -> TestApp {
    TestApp::spawn_with(
        backend,
        Box::new(|s| {
            s.session_idle_hours = 24 * 1000;
            s.session_max_days = 1000;
            s.reveal_sweep_secs = 1;
            s.job_poll_ms = 25;
            s.admin_email = ADMIN_EMAIL.into();
        }),
    )
    .await
}

pub struct People {
    pub seeker: Browser,
    pub profile_id: String,
    pub recruiter: Browser,
    /// The request from `recruiter` to the job seeker.
    pub request: String,
}

async fn signed_in(app: &TestApp, email: &str, first: &str, last: &str, role: &str) -> Browser {
    let b = app.new_browser();
    b.sign_in(email, first, last).await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": role})).await;
    b
}

pub async fn seeker(app: &TestApp) -> (Browser, String) {
    let b = signed_in(app, "philippa.q@example.com", "Philippa", "Quennell", "job_seeker").await;
    let r = b
        .send_json(Method::PUT, "/api/profile", &json!({
            "codename": CODENAME, "headline": "Platform Engineer", "skills": ["Kubernetes", "Go"],
            "location": "Berlin, Germany", "city": "Berlin", "country": "Germany", "minSalary": 90000, "maxSalary": 120000,
        }))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    (b.clone(), json(r).await["id"].as_str().unwrap().to_owned())
}

pub async fn recruiter(app: &TestApp, email: &str, company: &str) -> Browser {
    let b = signed_in(app, email, "Rhea", "Hires", "recruiter").await;
    let r = b
        .send_json(Method::PUT, "/api/employer", &json!({"companyName": company, "website": "https://northwind.example", "recruiterRole": "Talent Lead", "location": "Berlin"}))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    b
}

pub async fn admin(app: &TestApp) -> Browser {
    let b = app.new_browser();
    b.sign_in(ADMIN_EMAIL, "Ada", "Admin").await;
    b
}

pub async fn people(app: &TestApp) -> People {
    let (seeker, profile_id) = seeker(app).await;
    let recruiter = recruiter(app, "rhea@northwind.example", COMPANY).await;
    let r = recruiter
        .send_json(
            Method::POST,
            "/api/reveal-requests",
            &json!({"profileId": profile_id, "message": "Is a remote role of interest?"}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let request = json(r).await["id"].as_str().unwrap().to_owned();
    People { seeker, profile_id, recruiter, request }
}

pub fn thread_path(request: &str) -> String {
    format!("/api/reveal-requests/{request}/messages")
}

pub async fn write(b: &Browser, request: &str, body: &str) -> Response {
    b.send_json(Method::POST, &thread_path(request), &json!({ "body": body })).await
}

/// Writes and expects it to be taken; returns the thread as the writer sees it then.
pub async fn write_ok(b: &Browser, request: &str, body: &str) -> Value {
    let r = write(b, request, body).await;
    assert_eq!(r.status(), StatusCode::CREATED, "writing {body:?}");
    json(r).await
}

pub async fn thread(b: &Browser, request: &str) -> Value {
    let r = b.get(&thread_path(request)).await;
    assert_eq!(r.status(), StatusCode::OK);
    json(r).await
}

pub async fn answer(b: &Browser, request: &str, body: Value) {
    let r = b.send_json(Method::PATCH, &format!("/api/reveal-requests/{request}"), &body).await;
    assert_eq!(r.status(), StatusCode::OK, "answer {body}");
}

pub async fn unread_total(b: &Browser) -> i64 {
    json(b.get("/api/reveal-requests/unread").await).await["total"].as_i64().unwrap()
}

pub fn bodies(thread: &Value) -> Vec<String> {
    thread["messages"].as_array().unwrap().iter().map(|m| m["body"].as_str().unwrap().to_owned()).collect()
}

pub async fn count(app: &TestApp, sql: &str) -> i64 {
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(sql).fetch_one(pool).await).unwrap()
}

/// The outbox's (subject, text, html) for `address`, oldest first.
pub async fn outbox(app: &TestApp, address: &str) -> Vec<(String, String, String)> {
    with_db!(&app.db, pool => sqlx::query_as::<_, (String, String, Option<String>)>(
        "SELECT subject, text_body, html_body FROM email_outbox WHERE to_address = $1 ORDER BY created_at, id",
    )
    .bind(address)
    .fetch_all(pool)
    .await)
    .unwrap()
    .into_iter()
    .map(|(s, t, h)| (s, t, h.unwrap_or_default()))
    .collect()
}

/// Waits until `address` has `n` e-mails in the outbox (at most 20 s).
pub async fn wait_for_outbox(app: &TestApp, address: &str, n: usize) -> Vec<(String, String, String)> {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let got = outbox(app, address).await;
        if got.len() >= n {
            return got;
        }
        assert!(Instant::now() < deadline, "{address} has {} of {n} e-mails", got.len());
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

pub use crate::common::settle;
