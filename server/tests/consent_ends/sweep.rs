//! The sweep that announces ended reveals and requests, with two recruiters whose
//! requests end at the same moment: one the candidate has shielded since, one not. The
//! other hears everything (so the sweep ran and this proves something); the shielded one
//! hears nothing: no notification, no realtime event, no e-mail, and no activity row
//! names them.

use std::time::Duration;

use serde_json::Value;

use super::support::{
    Candidate, DAY, account_id, app, approved, candidate, contoso, count, northwind, request, shield_northwind,
};
use crate::common::{
    Backend, Browser, TestApp, json,
    sse::{ARRIVES_WITHIN, Event, EventStream},
};

crate::backend_tests!(
    a_shielded_recruiter_hears_nothing_when_their_reveal_ends,
    a_shielded_recruiter_hears_nothing_when_their_request_expires,
);

async fn a_shielded_recruiter_hears_nothing_when_their_reveal_ends(backend: Backend) {
    let app = app(backend).await;
    let c = candidate(&app).await;
    let (shielded, other) = (northwind(&app).await, contoso(&app).await);
    approved(&shielded, &c).await;
    approved(&other, &c).await;
    ends_with_one_shielded(&app, &c, &shielded, &other, "Reveal Ended").await;
}

async fn a_shielded_recruiter_hears_nothing_when_their_request_expires(backend: Backend) {
    let app = app(backend).await;
    let c = candidate(&app).await;
    let (shielded, other) = (northwind(&app).await, contoso(&app).await);
    request(&shielded, &c).await;
    request(&other, &c).await;
    ends_with_one_shielded(&app, &c, &shielded, &other, "Reveal Request Expired").await;
    // An unanswered request that expires is e-mailed to its recruiter: to the other only.
    let expiry_mails = "SELECT COUNT(*) FROM jobs WHERE account_id = $1 AND kind = 'reveal_decision_email' \
                        AND dedupe_key LIKE '%:expired:%'";
    assert_eq!(count(&app, expiry_mails, &account_id(&other).await).await, 1, "the other's expiry e-mail");
    assert_eq!(count(&app, expiry_mails, &account_id(&shielded).await).await, 0, "no e-mail to the shielded");
    let outbox =
        "SELECT COUNT(*) FROM email_outbox WHERE recipient_user_id = $1 AND batch_id = 'notification:decisions'";
    assert_eq!(count(&app, outbox, &account_id(&shielded).await).await, 0);
}

/// Shields Northwind, lets 30 days pass, and checks who heard of the endings.
async fn ends_with_one_shielded(app: &TestApp, c: &Candidate, shielded: &Browser, other: &Browser, title: &str) {
    shield_northwind(c).await;
    let bell_before = bell(shielded).await;
    let mut shielded_events = EventStream::open(shielded, "shielded recruiter").await;
    let mut other_events = EventStream::open(other, "other recruiter").await;

    app.clock.advance_millis(30 * DAY);
    // The other recruiter is told: the sweep ran.
    let heard = until_expired(&mut other_events).await;
    assert!(heard.iter().any(|e| e.kind == "notification"), "{heard:?}");
    assert_eq!(bell(other).await[0]["title"], title);
    // The candidate is told of both endings (the shielded one's is announced as well).
    wait_for(|| async {
        let told = bell(&c.browser).await.iter().filter(|n| n["title"] == title).count();
        (told == 2).then_some(())
    })
    .await;
    let other_id = account_id(other).await;
    let logged = "SELECT COUNT(*) FROM activity_events WHERE employer_id = $1 AND kind = 'reveal_expired'";
    wait_for(|| async { (count(app, logged, &other_id).await == 1).then_some(()) }).await;

    // The shielded recruiter: nothing, however long one listens.
    let late = shielded_events.collect_for(Duration::from_millis(2500)).await;
    assert!(late.iter().all(|e| e.kind != "notification" && e.kind != "reveal_request"), "{late:?}");
    assert_eq!(bell(shielded).await, bell_before, "no notification");
    assert_eq!(count(app, logged, &account_id(shielded).await).await, 0, "no activity row names them");
}

async fn bell(b: &Browser) -> Vec<Value> {
    json(b.get("/api/notifications").await).await["notifications"].as_array().unwrap().clone()
}

/// Events up to the `reveal_request` event saying `expired`.
async fn until_expired(stream: &mut EventStream) -> Vec<Event> {
    let deadline = tokio::time::Instant::now() + ARRIVES_WITHIN;
    let mut seen = Vec::new();
    loop {
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        let event = stream.next_within(left).await.expect("a `reveal_request` event saying `expired`");
        let done = event.kind == "reveal_request" && event.data["status"] == "expired";
        seen.push(event);
        if done {
            return seen;
        }
    }
}

/// Polls `check` until it gives a value (the sweep and its writes run in the background).
async fn wait_for<T, F, Fut>(check: F) -> T
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = Option<T>>,
{
    for _ in 0..300 {
        if let Some(value) = check().await {
            return value;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the sweep's work did not show within 15 s");
}
