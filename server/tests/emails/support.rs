//! The fixtures of the e-mail tests: an app that sends through the SMTP sink and looks
//! for due jobs often, people with profiles and company pages, and waiting for mail.

use std::time::{Duration, Instant};

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use veil::with_db;

use crate::common::{Backend, Browser, TestApp, json};
use crate::smtp_sink::{Received, SmtpSink};

pub const DAY_MS: i64 = 86_400_000;

/// The job seeker's identity: none of it may reach a recruiter's e-mail.
pub const SECRETS: [&str; 6] =
    ["Xanthippe", "Vandersloot", "xanthippe.v@example.com", "linkedin.com/in/xanthippe-v", "0400 987 654", "987654"];

pub async fn spawn(backend: Backend, sink: &SmtpSink) -> TestApp {
    let smtp_url = sink.url();
    TestApp::spawn_with(
        backend,
        Box::new(move |s| {
            s.smtp_url = veil::config::Secret::new(smtp_url);
            s.job_poll_ms = 25;
            s.reveal_sweep_secs = 1;
            // Sessions outlast the weeks these tests let pass.
            s.session_idle_hours = 24 * 1000;
            s.session_max_days = 1000;
        }),
    )
    .await
}

/// A job seeker with a profile; returns the browser and the profile's public id.
pub async fn seeker(app: &TestApp, email: &str, first: &str, last: &str, codename: &str) -> (Browser, String) {
    let b = app.new_browser();
    b.sign_in(email, first, last).await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    let r = b
        .send_json(Method::PUT, "/api/profile", &json!({
            "codename": codename, "headline": "Staff Data Engineer", "skills": ["Spark", "Python"],
            "location": "Sydney, New South Wales, Australia", "city": "Sydney", "state": "New South Wales", "country": "Australia",
            "pitch": "Pipelines that never wake anyone at night.",
            "linkedinUrl": "https://www.linkedin.com/in/xanthippe-v", "phoneNumber": "0400 987 654", "phoneCountryCode": "+61",
        }))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    informative_emails(&b).await;
    (b.clone(), json(r).await["id"].as_str().unwrap().to_owned())
}

/// Turns discreet e-mails off: these tests read what the informative e-mails say.
pub async fn informative_emails(b: &Browser) {
    let r = b.send_json(Method::PATCH, "/api/account/email-settings", &json!({"discreet": false})).await;
    assert_eq!(r.status(), StatusCode::OK);
}

/// The job seeker whose identity the privacy checks look for.
pub async fn xanthippe(app: &TestApp) -> (Browser, String) {
    seeker(app, "xanthippe.v@example.com", "Xanthippe", "Vandersloot", "amber-comet").await
}

pub async fn recruiter(app: &TestApp, email: &str, company: &str) -> Browser {
    let b = app.new_browser();
    b.sign_in(email, "Rob", "Recruits").await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    let r = b
        .send_json(Method::PUT, "/api/employer", &json!({
            "companyName": company, "website": "https://example.com", "recruiterRole": "Talent Lead", "location": "Sydney",
        }))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    informative_emails(&b).await;
    b
}

/// Sends a reveal request and returns its id.
pub async fn request(recruiter: &Browser, profile_id: &str, offer: Option<Value>) -> String {
    let mut body = json!({"profileId": profile_id, "message": "We would love to talk."});
    if let Some(offer) = offer {
        body["offer"] = offer;
    }
    let r = recruiter.send_json(Method::POST, "/api/reveal-requests", &body).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    json(r).await["id"].as_str().unwrap().to_owned()
}

pub async fn answer(seeker: &Browser, id: &str, body: Value) {
    let r = seeker.send_json(Method::PATCH, &format!("/api/reveal-requests/{id}"), &body).await;
    assert_eq!(r.status(), StatusCode::OK);
}

/// The messages the sink received for `to`, in order.
pub fn to(sink: &SmtpSink, to: &str) -> Vec<Received> {
    sink.received().into_iter().filter(|m| m.rcpt_to.iter().any(|r| r == to)).collect()
}

/// Waits until `to` has received `n` messages (at most 20 s); returns them.
pub async fn wait_for(sink: &SmtpSink, address: &str, n: usize) -> Vec<Received> {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let got = to(sink, address);
        if got.len() >= n {
            return got;
        }
        assert!(Instant::now() < deadline, "{address} received {} of {n} e-mails", got.len());
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

pub use crate::common::settle;

/// Moves the clock, then waits for what became due (and for the reveal sweep, which
/// runs every second, to see the new time).
pub async fn advance(app: &TestApp, millis: i64) {
    app.clock.advance_millis(millis);
    tokio::time::sleep(Duration::from_millis(1200)).await;
    settle(app).await;
}

pub fn text_part(message: &Received) -> String {
    part(message, "text/plain")
}

pub fn html_part(message: &Received) -> String {
    part(message, "text/html")
}

fn part(message: &Received, mime: &str) -> String {
    let parts = message.parts();
    parts.iter().find(|(m, _)| m == mime).unwrap_or_else(|| panic!("no {mime} part in {parts:?}")).1.clone()
}

/// Everything a person reads in a message: the header values and both decoded parts.
pub fn readable(message: &Received) -> String {
    let headers: Vec<String> = message.headers().into_iter().map(|(n, v)| format!("{n}: {v}")).collect();
    let parts: Vec<String> = message.parts().into_iter().map(|(_, body)| body).collect();
    format!("{}\n{}", headers.join("\n"), parts.join("\n"))
}

/// The `List-Unsubscribe` address, without its angle brackets.
pub fn one_click_url(message: &Received) -> String {
    let header = message.header("List-Unsubscribe").expect("a List-Unsubscribe header");
    header.trim().trim_start_matches('<').trim_end_matches('>').to_owned()
}

/// What a mail client sends for a one-click unsubscribe: a form post from elsewhere,
/// without cookies or an Origin of ours.
pub async fn one_click(url: &str) -> reqwest::Response {
    reqwest::Client::new()
        .post(url)
        .header(reqwest::header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .unwrap()
}

pub async fn outbox_statuses(app: &TestApp, address: &str) -> Vec<(String, String)> {
    with_db!(&app.db, pool => sqlx::query_as::<_, (String, String)>(
        "SELECT subject, status FROM email_outbox WHERE to_address = $1 ORDER BY created_at, id",
    )
    .bind(address)
    .fetch_all(pool)
    .await)
    .unwrap()
}
