//! A result page is built from the fields the search index stores: a search makes two
//! database round trips for the whole page, whatever its length (which profiles the
//! database still shows, this recruiter's requests to them), two more only when one of
//! them is approved (the privacy rule and the names), and none when nothing matched.
//! Counted from the statement logs inside the request's span: sqlx's, and on SQLite the
//! result page's read connection's (db/sqlite_reads.rs).

mod common;

use std::sync::{Arc, Mutex};

use common::{Backend, Browser, TestApp};
use reqwest::{Method, StatusCode, header};
use serde_json::{Value, json};

backend_tests!(
    a_result_page_is_two_database_round_trips,
    an_approved_request_adds_only_the_identity_lookup,
    a_search_that_finds_nobody_reads_no_database,
    a_cards_request_reads_as_the_candidate_page_reads_it,
);

/// Everything the server logs in this test binary.
fn captured_log() -> Arc<Mutex<Vec<u8>>> {
    common::log_capture::captured_log("veil=info,tower_http=info,sqlx::query=debug,veil::db::sqlite_reads=debug")
}

/// A job seeker with a saved profile; returns their account id.
async fn seeker(app: &TestApp, email: &str, codename: &str, headline: &str) -> String {
    let browser = app.new_browser();
    browser.sign_in(email, "Jordan", "Quill").await;
    let r = browser.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    assert_eq!(r.status(), StatusCode::OK);
    let r = browser
        .send_json(
            Method::PUT,
            "/api/profile",
            &json!({
                "codename": codename, "headline": headline,
                "location": "Sydney, New South Wales, Australia",
                "city": "Sydney", "state": "New South Wales", "country": "Australia",
                "jobType": "remote", "minSalary": 120000, "maxSalary": 160000,
                "skills": ["Rust", "Kafka"], "status": "active",
                "pitch": "I like calm teams.", "summary": "",
            }),
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    account_id(&browser).await
}

async fn account_id(browser: &Browser) -> String {
    common::json(browser.get("/api/session").await).await["user"]["id"].as_str().expect("user id").to_owned()
}

/// A recruiter with a company profile, and their session cookie.
async fn recruiter(app: &TestApp) -> (String, String) {
    let browser = app.new_browser();
    let cookie = browser.sign_in_keeping_cookie("rita@example.com").await;
    let r = browser.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    assert_eq!(r.status(), StatusCode::OK);
    let r = browser
        .send_json(Method::PUT, "/api/employer", &json!({
            "companyName": "Acme Talent", "website": "https://acme.example", "recruiterRole": "Talent Partner",
            "location": "Melbourne, Victoria, Australia", "city": "Melbourne", "state": "Victoria", "country": "Australia",
        }))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    (account_id(&browser).await, cookie)
}

async fn request(app: &TestApp, employer: &str, profile: &str, id: &str, status: &str) {
    let now = app.clock.now_millis();
    veil::with_db!(&app.db, pool => sqlx::query(
        "INSERT INTO reveal_requests (id, profile_id, employer_id, status, message, created_at, updated_at, answer_by) \
         VALUES ($1, $2, $3, $4, 'Hello', $5, $5, $5 + 1209600000)",
    )
    .bind(id)
    .bind(profile)
    .bind(employer)
    .bind(status)
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ()))
    .unwrap();
}

/// Searches `query` twice (the first fills the session cache) and returns the second
/// answer with the database statements it ran (their log lines). On a loaded machine the
/// cached session may expire between the two (its TTL is 2 s) and the second looks it up
/// again, so this tries three times and keeps the attempt that ran the fewest.
async fn search_counting_statements(app: &TestApp, cookie: &str, query: &str, trace: &str) -> (Value, Vec<String>) {
    let log = captured_log();
    let client = reqwest::Client::new();
    let get = |id: String| {
        client
            .get(app.url(&format!("/api/search?{query}")))
            .header(header::COOKIE, cookie)
            .header("x-request-id", id)
            .send()
    };
    let mut fewest: Option<(Value, Vec<String>)> = None;
    for attempt in 0..3 {
        let id = format!("{trace}-{attempt}");
        assert_eq!(get(format!("{id}-warm")).await.unwrap().status(), StatusCode::OK);
        let response = get(id.clone()).await.unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        let body: Value = response.json().await.unwrap();
        let text = String::from_utf8(log.lock().unwrap().clone()).unwrap();
        let span = format!(r#"request_id="{id}""#);
        let statements: Vec<String> =
            text.lines().filter(|l| l.contains(&span) && is_statement(l)).map(str::to_owned).collect();
        if fewest.as_ref().is_none_or(|(_, f)| statements.len() < f.len()) {
            fewest = Some((body, statements));
        }
    }
    fewest.expect("three attempts")
}

fn is_statement(line: &str) -> bool {
    line.contains("sqlx::query") || line.contains("veil::db::sqlite_reads")
}

/// Request ids differ by backend: both run in this binary and share its log.
fn name(backend: &Backend) -> &'static str {
    match backend {
        Backend::Sqlite => "sqlite",
        Backend::Postgres { .. } => "postgres",
    }
}

fn codenames(result: &Value) -> Vec<&str> {
    result["hits"].as_array().unwrap().iter().map(|h| h["document"]["codename"].as_str().unwrap()).collect()
}

async fn a_result_page_is_two_database_round_trips(backend: Backend) {
    captured_log();
    let trace = format!("page-{}", name(&backend));
    let app = TestApp::spawn(backend).await;
    let asked = seeker(&app, "a@example.com", "kafka-one", "Streaming Engineer").await;
    seeker(&app, "b@example.com", "kafka-two", "Platform Engineer").await;
    seeker(&app, "c@example.com", "kafka-three", "Data Engineer").await;
    let (rita, cookie) = recruiter(&app).await;
    request(&app, &rita, &asked, "019a0000-0000-7000-8000-000000000001", "pending").await;

    let (result, statements) = search_counting_statements(&app, &cookie, "q=kafka", &trace).await;
    let mut found = codenames(&result);
    found.sort();
    assert_eq!(found, ["kafka-one", "kafka-three", "kafka-two"]);
    let asked_card = result["hits"].as_array().unwrap().iter().find(|h| h["document"]["codename"] == "kafka-one");
    assert_eq!(asked_card.unwrap()["document"]["revealRequest"]["status"], "pending");
    assert_eq!(statements.len(), 2, "three hits, two round trips: {statements:#?}");
}

async fn an_approved_request_adds_only_the_identity_lookup(backend: Backend) {
    captured_log();
    let trace = format!("approved-{}", name(&backend));
    let app = TestApp::spawn(backend).await;
    let approved = seeker(&app, "a@example.com", "kafka-one", "Streaming Engineer").await;
    seeker(&app, "b@example.com", "kafka-two", "Platform Engineer").await;
    let (rita, cookie) = recruiter(&app).await;
    request(&app, &rita, &approved, "019a0000-0000-7000-8000-000000000002", "approved").await;

    let (result, statements) = search_counting_statements(&app, &cookie, "q=kafka", &trace).await;
    let card = result["hits"].as_array().unwrap().iter().find(|h| h["document"]["codename"] == "kafka-one").unwrap();
    assert_eq!(card["document"]["revealed"]["firstName"], "Jordan");
    // The page, the requests, the privacy rule's approved requests, the names.
    assert_eq!(statements.len(), 4, "{statements:#?}");
}

async fn a_search_that_finds_nobody_reads_no_database(backend: Backend) {
    captured_log();
    let trace = format!("empty-{}", name(&backend));
    let app = TestApp::spawn(backend).await;
    seeker(&app, "a@example.com", "kafka-one", "Streaming Engineer").await;
    let (_, cookie) = recruiter(&app).await;

    let (result, statements) = search_counting_statements(&app, &cookie, "q=zzyzx", &trace).await;
    assert_eq!(result["pagination"]["totalResults"], 0);
    assert!(statements.is_empty(), "{statements:#?}");
}

/// A request with an offer and an answer, every column the card shows set: approved for
/// 30 days, or declined with a reason and a note.
async fn answered_request(app: &TestApp, employer: &str, profile: &str, id: &str, approve: bool) {
    let now = app.clock.now_millis();
    let day = 86_400_000_i64;
    let (status, approved_at, duration, visible_until, reason, note) = if approve {
        ("approved", Some(now - day), Some("days_30"), Some(now + 29 * day), None, None)
    } else {
        ("declined", None, None, None, Some("salary_too_low"), Some("Not this year."))
    };
    veil::with_db!(&app.db, pool => sqlx::query(
        "INSERT INTO reveal_requests (id, profile_id, employer_id, message, created_at, updated_at, \
         role_title, salary_min, salary_max, salary_currency, salary_period, work_mode, job_location, \
         status, approved_at, reveal_duration, visible_until, decline_reason, decline_note) \
         VALUES ($1, $2, $3, 'Hello', $4, $4, 'Staff Engineer', 9000, 11000, 'EUR', 'month', 'hybrid', 'Berlin', \
         $5, $6, $7, $8, $9, $10)",
    )
    .bind(id)
    .bind(profile)
    .bind(employer)
    .bind(now - 2 * day)
    .bind(status)
    .bind(approved_at)
    .bind(duration)
    .bind(visible_until)
    .bind(reason)
    .bind(note)
    .execute(pool)
    .await
    .map(|_| ()))
    .unwrap();
}

/// On SQLite the result page reads its requests on the search's own thread
/// (db/sqlite_reads.rs), on PostgreSQL through sqlx, as the candidate page always does:
/// every field of the card's request is the candidate page's.
async fn a_cards_request_reads_as_the_candidate_page_reads_it(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let approved = seeker(&app, "a@example.com", "kafka-one", "Streaming Engineer").await;
    let declined = seeker(&app, "b@example.com", "kafka-two", "Platform Engineer").await;
    let pending = seeker(&app, "c@example.com", "kafka-three", "Data Engineer").await;
    let (rita, cookie) = recruiter(&app).await;
    answered_request(&app, &rita, &approved, "019a0000-0000-7000-8000-000000000003", true).await;
    answered_request(&app, &rita, &declined, "019a0000-0000-7000-8000-000000000004", false).await;
    request(&app, &rita, &pending, "019a0000-0000-7000-8000-000000000005", "pending").await;

    let client = reqwest::Client::new();
    let get = |path: String| client.get(app.url(&path)).header(header::COOKIE, &cookie).send();
    let page: Value = get("/api/search?q=kafka".into()).await.unwrap().json().await.unwrap();
    let hits = page["hits"].as_array().unwrap();
    assert_eq!(hits.len(), 3);
    for hit in hits {
        let card = &hit["document"];
        let id = card["id"].as_str().unwrap();
        let candidate: Value = get(format!("/api/candidates/{id}")).await.unwrap().json().await.unwrap();
        assert_eq!(card["revealRequest"], candidate["revealRequest"], "{}", card["codename"]);
        let request = &card["revealRequest"];
        match card["codename"].as_str().unwrap() {
            "kafka-one" => {
                assert_eq!(request["status"], "approved");
                assert_eq!(request["revealDuration"], "days_30");
                assert_eq!(request["offer"]["salaryPeriod"], "month");
                assert_eq!(request["offer"]["workMode"], "hybrid");
                assert_eq!(card["revealed"]["firstName"], "Jordan");
            }
            "kafka-two" => {
                assert_eq!(request["status"], "declined");
                assert_eq!(request["declineReason"], "salary_too_low");
                assert_eq!(request["declineNote"], "Not this year.");
            }
            _ => assert_eq!(request["status"], "pending"),
        }
    }
}
