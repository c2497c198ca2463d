//! Counts a recruiter compares: every count a non-admin sees is counted over what they
//! may find, so a shield change moves each of them by exactly the profile it hides, at
//! once and together with the hits; index-wide counts are the admin's.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::support::{HEADLINE, QUERY, recruiter, seeker, shield, what_recruiter_sees};
use crate::common::{Backend, Browser, TestApp, json};

backend_tests!(
    every_count_moves_with_a_shield_change_and_at_once,
    the_re_identification_check_counts_only_what_the_asker_may_find,
    a_hidden_profile_leaves_totals_with_the_hits,
    index_wide_counts_are_the_admins,
);

async fn bucket(b: &Browser) -> Value {
    let r = b
        .send_json(
            Method::POST,
            "/api/profile/anonymity-check",
            &json!({
                "headline": HEADLINE, "city": "Tampere", "state": "Pirkanmaa", "country": "Finland",
                "skills": ["Rust", "LLVM", "MLIR"],
            }),
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    json(r).await["bucket"].clone()
}

async fn every_count_moves_with_a_shield_change_and_at_once(backend: Backend) {
    let app = TestApp::spawn_with(backend, Box::new(|s| s.saved_search_check_secs = 1)).await;
    let at_globex = recruiter(&app, "rita@globex.example", "Globex", "https://globex.example").await;
    let r = at_globex
        .send_json(Method::POST, "/api/saved-searches", &json!({"name": "Compilers", "keyword": "Quantum Compiler"}))
        .await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let (target, target_id) = seeker(&app, "target@example.com", "silent-otter").await;
    for (i, name) in ["loud-heron", "quick-lynx"].into_iter().enumerate() {
        seeker(&app, &format!("other{i}@example.com"), name).await;
    }
    let r = at_globex.send_json(Method::POST, "/api/profile-views", &json!({"profileId": target_id})).await;
    assert_eq!(r.status(), StatusCode::OK);
    let settle = || async {
        app.clock.advance_millis(2_000);
        tokio::time::sleep(std::time::Duration::from_millis(2_500)).await;
    };
    settle().await;
    let before = what_recruiter_sees(&at_globex, &target_id).await;
    assert_eq!(before["headlineTotal"], 3);
    assert_eq!(before["everyoneTotal"], 3);
    assert_eq!((before["indexDocuments"].as_u64(), before["databaseProfiles"].as_u64()), (Some(3), Some(3)));
    assert_eq!(before["recentlyViewed"], 1);
    assert_eq!(before["viewCounts"], json!([1, 1]));
    assert_eq!(before["savedSearchCounts"], json!([3]));

    shield(&target, json!([{"companyName": "Globex", "domain": "globex.example"}])).await;
    // At once, with no wait: hits and every count lose exactly this profile.
    let after = what_recruiter_sees(&at_globex, &target_id).await;
    assert_eq!(after["candidatePage"], 404);
    assert_eq!(after["headlineHits"], json!(["loud-heron", "quick-lynx"]));
    assert_eq!(after["headlineTotal"], 2);
    assert_eq!(after["everyoneTotal"], 2);
    assert_eq!((after["indexDocuments"].as_u64(), after["databaseProfiles"].as_u64()), (Some(2), Some(2)));
    assert!(!after["sample"].as_array().unwrap().contains(&json!("silent-otter")));
    assert_eq!(after["recentlyViewed"], 0);
    assert_eq!(after["viewCounts"], json!([0, 0]), "the views debug counts leave out what the list does");
    settle().await;
    assert_eq!(what_recruiter_sees(&at_globex, &target_id).await["savedSearchCounts"], json!([2]));

    // Lifted: every count comes back together.
    shield(&target, json!([])).await;
    settle().await;
    let restored = what_recruiter_sees(&at_globex, &target_id).await;
    for key in ["headlineTotal", "everyoneTotal", "indexDocuments", "databaseProfiles", "recentlyViewed", "viewCounts"]
    {
        assert_eq!(restored[key], before[key], "{key}");
    }
    app.stop().await.unwrap();
}

/// Someone with both roles, at the employer a profile hides from, must not learn from
/// the crowd check that a hidden profile shares their niche.
async fn the_re_identification_check_counts_only_what_the_asker_may_find(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (target, _) = seeker(&app, "target@example.com", "silent-otter").await;
    // With the target, the asker's crowd is 5: the target, these three and one more.
    for i in 0..3 {
        seeker(&app, &format!("other{i}@example.com"), &format!("crowd-member-{i}")).await;
    }
    // A job seeker who is also a verified recruiter at Globex.
    let (both, _) = seeker(&app, "eve@globex.example", "curious-eve").await;
    both.send_json(Method::PUT, "/api/roles", &json!({"role": "both"})).await;
    let r = both
        .send_json(Method::PUT, "/api/employer", &json!({
            "companyName": "Globex", "website": "https://globex.example", "recruiterRole": "Sourcer", "location": "Espoo",
        }))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let (bystander, _) = seeker(&app, "bo@example.com", "plain-bo").await;
    assert_eq!(bucket(&both).await, "5 to 20");

    shield(&target, json!([{"companyName": "Globex", "domain": "globex.example"}])).await;
    assert_eq!(bucket(&both).await, "fewer than 5", "the hidden profile is not counted for Globex");
    assert_eq!(bucket(&bystander).await, "fewer than 5", "an unverified asker does not count shielded profiles either");
    shield(&target, json!([])).await;
    assert_eq!(bucket(&both).await, "5 to 20");
    assert_eq!(bucket(&bystander).await, "5 to 20");
    app.stop().await.unwrap();
}

/// Saves do not wait for the index here (as in production): hiding still does, so the
/// answer to the save comes after the profile left every total.
async fn a_hidden_profile_leaves_totals_with_the_hits(backend: Backend) {
    let app = TestApp::spawn_with(backend, Box::new(|s| s.search_sync_saves = false)).await;
    let rita = recruiter(&app, "rita@initech.example", "Initech", "https://initech.example").await;
    let (hider, _) = seeker(&app, "hider@example.com", "silent-otter").await;
    seeker(&app, "other@example.com", "loud-heron").await;
    let total = |b: Browser| async move {
        let body = json(b.get(QUERY).await).await;
        (body["hits"].as_array().unwrap().len(), body["pagination"]["totalResults"].as_u64().unwrap())
    };
    // Searchable within moments of the saves.
    for _ in 0..100 {
        if total(rita.clone()).await == (2, 2) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(total(rita.clone()).await, (2, 2));
    let r = hider
        .send_json(Method::PUT, "/api/profile", &json!({
            "codename": "silent-otter", "headline": HEADLINE, "skills": ["Rust", "LLVM", "MLIR"], "status": "hidden",
            "location": "Tampere, Pirkanmaa, Finland", "city": "Tampere", "state": "Pirkanmaa", "country": "Finland",
        }))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(total(rita.clone()).await, (1, 1), "the total leaves with the hit");
    app.stop().await.unwrap();
}

async fn index_wide_counts_are_the_admins(backend: Backend) {
    let app = TestApp::spawn_with(backend, Box::new(|s| s.admin_email = "admin@example.com".into())).await;
    let (hider, _) = seeker(&app, "hider@example.com", "silent-otter").await;
    shield(&hider, json!([{"companyName": "Globex"}])).await;
    seeker(&app, "other@example.com", "loud-heron").await;
    let stranger = recruiter(&app, "someone@gmail.com", "Foo", "https://foo.example").await;
    let stats = json(stranger.get("/api/search/stats").await).await;
    assert_eq!((stats["num_documents"].as_u64(), stats["database_profiles"].as_u64()), (Some(1), Some(1)));
    let admin = app.new_browser();
    admin.sign_in("admin@example.com", "Ada", "Admin").await;
    let stats = json(admin.get("/api/search/stats").await).await;
    assert_eq!((stats["num_documents"].as_u64(), stats["database_profiles"].as_u64()), (Some(2), Some(2)));
    app.stop().await.unwrap();
}
