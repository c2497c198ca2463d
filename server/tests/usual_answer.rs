//! How a job seeker usually answers, over HTTP on both databases: nothing until their third
//! answer, then the band of the median, on the candidate page and the search card alike,
//! for every recruiter. And how a recruiter usually replies to job seekers' messages, on
//! the request cards of every job seeker they asked, from their third reply on.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json as body};

use crate::{
    common::{
        Backend, Browser, TestApp, json,
        requests::{answer_request, send_request},
    },
    hostile_recruiter::support::{QUERY, recruiter, seeker},
};

backend_tests!(
    the_band_shows_from_the_third_answer_on_page_and_card,
    a_recruiters_reply_band_shows_on_every_request_card_from_the_third_reply
);

const HOUR_MS: i64 = 3_600_000;

async fn on_page(recruiter: &Browser, profile_id: &str) -> Value {
    let r = recruiter.get(&format!("/api/candidates/{profile_id}")).await;
    assert_eq!(r.status(), StatusCode::OK);
    json(r).await["profile"]["usualAnswer"].clone()
}

async fn on_card(recruiter: &Browser) -> Value {
    let found = json(recruiter.get(QUERY).await).await;
    let hits = found["hits"].as_array().unwrap();
    assert_eq!(hits.len(), 1, "{found}");
    hits[0]["document"]["usualAnswer"].clone()
}

async fn the_band_shows_from_the_third_answer_on_page_and_card(backend: Backend) {
    let app = TestApp::spawn_with(
        backend,
        Box::new(|s| {
            // Sessions outlast the weeks the test lets pass.
            s.session_idle_hours = 24 * 1000;
            s.session_max_days = 1000;
        }),
    )
    .await;
    let (s, profile_id) = seeker(&app, "ursula@example.com", "slow-otter").await;
    let mut recruiters = Vec::new();
    for (n, company) in ["Aperture", "Blue Sun", "Cyberdyne", "Dharma"].into_iter().enumerate() {
        let email = format!("r{n}@{}.example", company.to_lowercase().replace(' ', ""));
        recruiters.push(recruiter(&app, &email, company, &format!("https://{company}.example").replace(' ', "")).await);
    }
    let mut ids = Vec::new();
    for r in &recruiters[..3] {
        ids.push(send_request(r, &profile_id).await);
    }
    let watcher = &recruiters[3];
    assert_eq!(on_page(watcher, &profile_id).await, Value::Null);

    app.clock.advance_millis(30 * HOUR_MS);
    answer_request(&s, &ids[0], "approved").await;
    answer_request(&s, &ids[1], "declined").await;
    // Two answers say nothing yet.
    assert_eq!(on_page(watcher, &profile_id).await, Value::Null);
    assert_eq!(on_card(watcher).await, Value::Null);

    app.clock.advance_millis(20 * HOUR_MS);
    answer_request(&s, &ids[2], "declined").await;
    // 30, 30 and 50 hours: the median is within two days, for everyone.
    assert_eq!(on_page(watcher, &profile_id).await, "within_two_days");
    assert_eq!(on_page(&recruiters[0], &profile_id).await, "within_two_days");
    assert_eq!(on_card(watcher).await, "within_two_days");

    // Switching an answer later is not a new answer: the first one's time stands.
    app.clock.advance_millis(20 * 24 * HOUR_MS);
    answer_request(&s, &ids[1], "approved").await;
    assert_eq!(on_page(watcher, &profile_id).await, "within_two_days");
}

async fn usual_reply_on_card(seeker: &Browser) -> Value {
    let received = json(seeker.get("/api/reveal-requests/received").await).await;
    received["requests"][0]["recruiterRecord"]["usualReply"].clone()
}

async fn write(b: &Browser, request: &str, text: &str) {
    let r =
        b.send_json(Method::POST, &format!("/api/reveal-requests/{request}/messages"), &body!({"body": text})).await;
    assert_eq!(r.status(), StatusCode::CREATED, "{text}");
}

async fn a_recruiters_reply_band_shows_on_every_request_card_from_the_third_reply(backend: Backend) {
    let app = TestApp::spawn_with(
        backend,
        Box::new(|s| {
            s.session_idle_hours = 24 * 1000;
            s.session_max_days = 1000;
        }),
    )
    .await;
    let r = recruiter(&app, "rita@replies.example", "Replies Inc", "https://replies.example").await;
    let mut seekers = Vec::new();
    for (n, codename) in ["amber-fox", "brisk-wren", "calm-heron", "deft-lynx"].into_iter().enumerate() {
        let (s, profile_id) = seeker(&app, &format!("s{n}@example.com"), codename).await;
        let request = send_request(&r, &profile_id).await;
        seekers.push((s, request));
    }
    let watcher = &seekers[3].0;
    for (n, (s, request)) in seekers[..3].iter().enumerate() {
        assert_eq!(usual_reply_on_card(watcher).await, Value::Null, "{n} replies say nothing yet");
        write(s, request, "What is the salary range?").await;
        app.clock.advance_millis(5 * HOUR_MS);
        write(&r, request, "Between 90 and 110k.").await;
    }
    assert_eq!(usual_reply_on_card(watcher).await, "within_a_day", "every job seeker they asked sees it");
    assert_eq!(usual_reply_on_card(&seekers[0].0).await, "within_a_day");
}
