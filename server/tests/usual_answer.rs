//! How a job seeker usually answers, over HTTP on both databases: nothing until their third
//! answer, then the band of the median, on the candidate page and the search card alike,
//! for every recruiter.

use reqwest::StatusCode;
use serde_json::Value;

use crate::{
    common::{
        Backend, Browser, TestApp, json,
        requests::{answer_request, send_request},
    },
    hostile_recruiter::support::{QUERY, recruiter, seeker},
};

backend_tests!(the_band_shows_from_the_third_answer_on_page_and_card);

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
