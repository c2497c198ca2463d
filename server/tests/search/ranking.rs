//! Ranking and matching: relevance, typo tolerance, prefixes, every keyword, the fresher
//! profile first at equal relevance, and the order without a keyword.

use reqwest::{Method, StatusCode};
use serde_json::json;

use super::support::{codenames, codenames_for, profile, recruiter, search, seeker, total};
use crate::common::{self, Backend, TestApp};

crate::backend_tests!(
    a_headline_match_ranks_above_a_pitch_only_match,
    typos_are_tolerated_in_long_words_but_not_in_short_ones,
    the_last_keyword_also_matches_as_a_prefix,
    every_keyword_must_match,
    without_a_keyword_the_newest_profiles_come_first,
    at_equal_relevance_the_fresher_profile_comes_first,
);

async fn a_headline_match_ranks_above_a_pitch_only_match(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    seeker(&app, "a@example.com", profile("helm-captain", "Kubernetes Platform Engineer", &["Go", "Linux"], json!({})))
        .await;
    // Newer, so it would come first if the order were not by relevance.
    seeker(
        &app,
        "b@example.com",
        profile(
            "steady-hand",
            "Backend Developer",
            &["Java"],
            json!({"pitch": "I have run a small kubernetes cluster."}),
        ),
    )
    .await;
    seeker(&app, "c@example.com", profile("quiet-baker", "Pastry Chef", &["Baking"], json!({}))).await;
    let rita = recruiter(&app, "rita@example.com").await;

    let result = search(&rita, "q=kubernetes").await;
    assert_eq!(codenames(&result), ["helm-captain", "steady-hand"]);
    assert_eq!(total(&result), 2);
    assert_eq!(result["widened"], "none");
}

async fn typos_are_tolerated_in_long_words_but_not_in_short_ones(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    seeker(&app, "a@example.com", profile("helm-captain", "Kubernetes Engineer", &["SQL", "Terraform"], json!({})))
        .await;
    let rita = recruiter(&app, "rita@example.com").await;

    for typo in ["kubernets", "kuberentes", "terrafrom engineer", "kubernets engineer"] {
        assert_eq!(codenames_for(&rita, &format!("q={}", common::urlencode(typo))).await, ["helm-captain"], "{typo}");
    }
    // One edit turns a short word into another word: no fuzzing there.
    assert_eq!(codenames_for(&rita, "q=sql").await, ["helm-captain"]);
    for miss in ["sqk", "sqk%20engineer"] {
        assert!(codenames_for(&rita, &format!("q={miss}")).await.is_empty(), "{miss}");
    }
    // Nobody matches both words: words stop being required from the last one on (as
    // Meilisearch's `matchingStrategy: last`), and the answer says so.
    let result = search(&rita, "q=engineer%20sqk").await;
    assert_eq!((codenames(&result), &result["relaxed"]), (vec!["helm-captain".to_owned()], &json!(true)));
}

async fn the_last_keyword_also_matches_as_a_prefix(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    seeker(&app, "a@example.com", profile("front-runner", "Frontend Engineer", &["React", "TypeScript"], json!({})))
        .await;
    let rita = recruiter(&app, "rita@example.com").await;

    assert_eq!(codenames_for(&rita, "q=reac").await, ["front-runner"]);
    assert_eq!(codenames_for(&rita, "q=engineer%20typescr").await, ["front-runner"]);
    // Only the last keyword is a prefix.
    assert!(codenames_for(&rita, "q=typescr%20engineer").await.is_empty());
}

async fn every_keyword_must_match(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    seeker(&app, "a@example.com", profile("data-smith", "Backend Engineer", &["Rust", "PostgreSQL"], json!({}))).await;
    seeker(&app, "b@example.com", profile("pixel-smith", "Frontend Engineer", &["Rust", "React"], json!({}))).await;
    let rita = recruiter(&app, "rita@example.com").await;

    let mut both = codenames_for(&rita, "q=rust").await;
    both.sort();
    assert_eq!(both, ["data-smith", "pixel-smith"]);
    assert_eq!(codenames_for(&rita, "q=rust%20react").await, ["pixel-smith"]);
    assert_eq!(codenames_for(&rita, "q=postgresql%20rust").await, ["data-smith"]);
    // Nobody has both: the last word stops being required, and the answer says so.
    let most = search(&rita, "q=react%20postgresql").await;
    assert_eq!((codenames(&most), &most["relaxed"]), (vec!["pixel-smith".to_owned()], &json!(true)));
}

async fn without_a_keyword_the_newest_profiles_come_first(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let first = profile("first-in", "Engineer", &["Go"], json!({}));
    let early = seeker(&app, "1@example.com", first.clone()).await;
    seeker(&app, "2@example.com", profile("second-in", "Engineer", &["Go"], json!({}))).await;
    seeker(&app, "3@example.com", profile("third-in", "Engineer", &["Go"], json!({}))).await;
    let rita = recruiter(&app, "rita@example.com").await;
    assert_eq!(codenames_for(&rita, "").await, ["third-in", "second-in", "first-in"]);

    // An edit does not make a profile newer.
    let mut edited = first;
    edited["headline"] = json!("Staff Engineer");
    early.save(&edited).await;
    assert_eq!(codenames_for(&rita, "q=%20%20").await, ["third-in", "second-in", "first-in"]);
    // With a keyword, relevance decides instead.
    assert_eq!(codenames_for(&rita, "q=staff").await, ["first-in"]);
}

async fn at_equal_relevance_the_fresher_profile_comes_first(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let same = |codename: &str| profile(codename, "Data Engineer", &["SQL"], json!({}));
    let early = seeker(&app, "1@example.com", same("old-timer")).await;
    let late = seeker(&app, "2@example.com", same("new-comer")).await;
    let rita = recruiter(&app, "rita@example.com").await;
    // The same texts score the same: the later edit is the fresher.
    assert_eq!(codenames_for(&rita, "q=data%20engineer").await, ["new-comer", "old-timer"]);

    // A sign-in is a sign of life (it reaches the index through the change feed, which
    // an instance reads within its poll).
    app.clock.advance_millis(1000);
    early.browser.sign_in("1@example.com", "Jordan", "Quill").await;
    assert_eq!(ranked_soon(&rita, ["old-timer", "new-comer"]).await, ["old-timer", "new-comer"]);
    // Without a keyword the order stays the newest first.
    assert_eq!(codenames_for(&rita, "").await, ["new-comer", "old-timer"]);

    // So is an answer to a request.
    app.clock.advance_millis(1000);
    let asked = rita
        .send_json(Method::POST, "/api/reveal-requests", &json!({"profileId": late.profile_id, "message": "Hello"}))
        .await;
    assert_eq!(asked.status(), StatusCode::CREATED);
    let request = common::json(asked).await["id"].as_str().unwrap().to_owned();
    app.clock.advance_millis(1000);
    let answered = late
        .browser
        .send_json(Method::PATCH, &format!("/api/reveal-requests/{request}"), &json!({"status": "declined"}))
        .await;
    assert_eq!(answered.status(), StatusCode::OK);
    assert_eq!(ranked_soon(&rita, ["new-comer", "old-timer"]).await, ["new-comer", "old-timer"]);
}

/// The search's order once it is `expected`, or after ten seconds as it is then.
async fn ranked_soon(rita: &crate::common::Browser, expected: [&str; 2]) -> Vec<String> {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let order = codenames_for(rita, "q=data%20engineer").await;
        if order == expected || std::time::Instant::now() > deadline {
            return order;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}
