//! Saves off the request path: a save commits and answers without waiting for the search
//! index, which applies it in the background moments later. The saver reads their own
//! profile from the database, so they see the change at once; a recruiter's search never
//! shows what the database already hides, however far the index lags.

use std::time::{Duration, Instant};

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use veil::search::{feed::FeedPosition, feed_store};

use super::support::{codenames, codenames_for, profile, recruiter, search, seeker};
use crate::common::{Backend, Browser, TestApp, json};

crate::backend_tests!(
    a_save_answers_before_the_index_applies_it_and_is_searchable_soon_after,
    a_feed_read_cut_short_goes_on_after_what_it_read
);

/// Polls `query` until `done` holds, for at most `limit`; how long that took.
async fn within(browser: &Browser, query: &str, limit: Duration, done: impl Fn(&Value) -> bool) -> Option<Duration> {
    let started = Instant::now();
    while started.elapsed() < limit {
        if done(&search(browser, query).await) {
            return Some(started.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    None
}

async fn own_headline(browser: &Browser, path: &str) -> String {
    let r = browser.get(path).await;
    assert_eq!(r.status(), StatusCode::OK, "{path}");
    json(r).await["headline"].as_str().expect("headline").to_owned()
}

async fn a_save_answers_before_the_index_applies_it_and_is_searchable_soon_after(backend: Backend) {
    let app = TestApp::spawn_with(backend, Box::new(|s| s.search_sync_saves = false)).await;
    let rita = recruiter(&app, "rita@example.com").await;
    let sam = seeker(&app, "sam@example.com", profile("steady-sam", "Pascal Developer", &["Pascal"], json!({}))).await;
    let gone =
        seeker(&app, "gone@example.com", profile("soon-hidden", "Pascal Developer", &["Pascal"], json!({}))).await;
    let both = |r: &Value| codenames(r).len() == 2;
    assert!(within(&rita, "q=pascal", Duration::from_secs(2), both).await.is_some(), "both profiles are indexed");

    // The index is held still: nothing is applied until `held` drops.
    let held = app.search().hold().await;
    let edit = profile("steady-sam", "Elixir Developer", &["Elixir"], json!({}));
    let saved = tokio::time::timeout(Duration::from_secs(5), sam.browser.send_json(Method::PUT, "/api/profile", &edit))
        .await
        .expect("the save answers while the index is held");
    assert_eq!(saved.status(), StatusCode::OK);
    assert_eq!(json(saved).await["headline"], "Elixir Developer");
    let assisted = sam
        .browser
        .send_json(Method::PATCH, "/api/profile", &json!({"pitch": "Functional programming, calmly."}))
        .await;
    assert_eq!(assisted.status(), StatusCode::OK, "the assistant's save answers too");
    let hidden = gone.save(&profile("soon-hidden", "Pascal Developer", &["Pascal"], json!({"status": "hidden"}))).await;
    assert_eq!(hidden, gone.profile_id);

    // The saver's dashboard, edit form and preview read the database: the new values now.
    assert_eq!(own_headline(&sam.browser, "/api/profile").await, "Elixir Developer");
    assert_eq!(own_headline(&sam.browser, "/api/profile/anonymous").await, "Elixir Developer");
    let own = json(sam.browser.get("/api/profile").await).await;
    assert_eq!(own["pitch"], "Functional programming, calmly.");
    // The index has not applied any of it; a profile hidden meanwhile is still not shown.
    assert!(codenames_for(&rita, "q=elixir").await.is_empty(), "the index was held");
    assert_eq!(codenames_for(&rita, "q=pascal").await, ["steady-sam"], "hidden at once, even in a lagging index");

    drop(held);
    let applied = within(&rita, "q=elixir", Duration::from_secs(2), |r| codenames(r) == ["steady-sam"]).await;
    assert!(applied.is_some(), "the save is searchable within 2 s of the index being free");
    assert!(codenames_for(&rita, "q=pascal").await.is_empty());
}

/// More changes pending than one read takes (a start after a bulk import): each read goes
/// on after the last, and the last one reaches the end.
async fn a_feed_read_cut_short_goes_on_after_what_it_read(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    for i in 0..5 {
        seeker(&app, &format!("{i}@example.com"), profile(&format!("bulk-{i}"), "Ada Developer", &["Ada"], json!({})))
            .await;
    }
    let mut position = FeedPosition::at(0);
    let mut seen = Vec::new();
    let mut reached_the_end = false;
    for _ in 0..20 {
        let read = feed_store::read_window(&app.db, &position, 2).await.expect("the feed reads");
        seen.extend(read.entries.iter().map(|e| e.seq));
        position = position.advance(&read).1;
        if !read.truncated {
            reached_the_end = true;
            break;
        }
    }
    assert!(reached_the_end, "the reads reach the end of the feed: {seen:?}");
    assert!(seen.windows(2).all(|w| w[0] < w[1]), "no entry is read twice: {seen:?}");
    assert!(seen.len() >= 5, "every save's entry is read: {seen:?}");
}
