//! The people of these tests, and everything a recruiter can see of one profile.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::{Browser, TestApp, json};

pub const HEADLINE: &str = "Principal Quantum Compiler Engineer";
pub const QUERY: &str = "/api/search?q=Principal+Quantum+Compiler+Engineer";
pub const DAY_MS: i64 = 86_400_000;

/// A job seeker with a searchable profile; returns the browser and the profile's public id.
pub async fn seeker(app: &TestApp, email: &str, codename: &str) -> (Browser, String) {
    app.clock.advance_millis(1000);
    let b = app.new_browser();
    b.sign_in(email, "Jordan", "Quill").await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    let r = b
        .send_json(Method::PUT, "/api/profile", &json!({
            "codename": codename, "headline": HEADLINE, "skills": ["Rust", "LLVM", "MLIR"],
            "location": "Tampere, Pirkanmaa, Finland", "city": "Tampere", "state": "Pirkanmaa", "country": "Finland",
        }))
        .await;
    assert_eq!(r.status(), StatusCode::OK, "{}", r.text().await.unwrap());
    let id = json(r).await["id"].as_str().unwrap().to_owned();
    (b, id)
}

pub async fn shield(b: &Browser, entries: Value) {
    let r = b.send_json(Method::PUT, "/api/employer-shield", &json!({ "entries": entries })).await;
    assert_eq!(r.status(), StatusCode::OK, "{}", r.text().await.unwrap());
}

pub async fn save_employer(b: &Browser, company: &str, website: &str) -> reqwest::Response {
    b.send_json(
        Method::PUT,
        "/api/employer",
        &json!({"companyName": company, "website": website, "recruiterRole": "Talent Partner", "location": "Espoo"}),
    )
    .await
}

/// A recruiter signed in as `email` with a company page.
pub async fn recruiter(app: &TestApp, email: &str, company: &str, website: &str) -> Browser {
    let b = app.new_browser();
    b.sign_in(email, "Rita", "Recruiter").await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    let r = save_employer(&b, company, website).await;
    assert_eq!(r.status(), StatusCode::OK, "{}", r.text().await.unwrap());
    b
}

pub async fn verified(b: &Browser) -> bool {
    json(b.get("/api/employer").await).await["linkedinVerified"].as_bool().unwrap()
}

async fn ok_json(b: &Browser, path: &str) -> Value {
    let r = b.get(path).await;
    assert_eq!(r.status(), StatusCode::OK, "{path}");
    json(r).await
}

fn codenames(hits: &Value) -> Vec<String> {
    let mut names: Vec<String> = hits
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["document"]["codename"].as_str().or(h["codename"].as_str()).unwrap().to_owned())
        .collect();
    names.sort();
    names
}

/// Everything `b` can see, find or count of the profile `profile_id` and of profiles in
/// general: the candidate page, the search for its headline and the search for anyone
/// (hits and totals), the index statistics, recently viewed, the views debug counts,
/// notifications and saved searches. Two snapshots are equal when nothing differs.
pub async fn what_recruiter_sees(b: &Browser, profile_id: &str) -> Value {
    let candidate = b.get(&format!("/api/candidates/{profile_id}")).await.status().as_u16();
    let by_headline = ok_json(b, QUERY).await;
    let everyone = ok_json(b, "/api/search").await;
    let stats = ok_json(b, "/api/search/stats").await;
    let recent = ok_json(b, "/api/profile-views/recent").await;
    let view_counts = ok_json(b, "/api/profile-views/debug/stats").await;
    let notifications = ok_json(b, "/api/notifications").await;
    let saved = ok_json(b, "/api/saved-searches").await;
    json!({
        "candidatePage": candidate,
        "headlineHits": codenames(&by_headline["hits"]),
        "headlineTotal": by_headline["pagination"]["totalResults"],
        "everyoneHits": codenames(&everyone["hits"]),
        "everyoneTotal": everyone["pagination"]["totalResults"],
        "widened": by_headline["widened"],
        "relaxed": by_headline["relaxed"],
        "indexDocuments": stats["num_documents"],
        "databaseProfiles": stats["database_profiles"],
        "sample": codenames(&stats["sample_documents"]),
        "recentlyViewed": recent.as_array().unwrap().len(),
        "viewCounts": [view_counts["totalViews"], view_counts["uniqueProfiles"]],
        "notifications": notifications["notifications"].as_array().unwrap().len(),
        "savedSearchCounts": saved["savedSearches"].as_array().unwrap().iter().map(|s| s["newCount"].clone()).collect::<Vec<_>>(),
    })
}
