//! Lists authorize every entry (in one query): a recruiter's list that mixes candidates
//! who approved, declined and have not answered shows a name only for the approved one.

use crate::common;

use common::{Backend, Browser, TestApp, json};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

backend_tests!(a_recruiters_lists_show_names_only_of_candidates_who_approved);

/// A signed-in job seeker with a profile; returns the browser and the public profile id.
async fn seeker(app: &TestApp, first: &str, codename: &str) -> (Browser, String) {
    let b = app.new_browser();
    b.sign_in(&format!("{}@example.com", first.to_lowercase()), first, "Hidden").await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    let r = b
        .send_json(Method::PUT, "/api/profile", &json!({
            "codename": codename, "headline": "Data Engineer", "skills": ["Python"],
            "location": "Sydney, New South Wales, Australia", "city": "Sydney", "state": "New South Wales", "country": "Australia",
        }))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let profile_id = json(r).await["id"].as_str().unwrap().to_owned();
    (b, profile_id)
}

async fn recruiter(app: &TestApp) -> Browser {
    let b = app.new_browser();
    b.sign_in("rob@acme.example", "Rob", "Recruits").await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    let r = b
        .send_json(Method::PUT, "/api/employer", &json!({"companyName": "Acme", "website": "https://example.com", "recruiterRole": "Talent Lead", "location": "Sydney"}))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    b
}

/// The first names shown in `list`, by the codename of each entry.
fn names_by_codename(list: &Value, codename: impl Fn(&Value) -> &str) -> Vec<(String, Option<String>)> {
    let mut out: Vec<(String, Option<String>)> = list
        .as_array()
        .expect("a list")
        .iter()
        .map(|entry| {
            let name = entry["revealed"]["firstName"].as_str().map(str::to_owned);
            (codename(entry).to_owned(), name)
        })
        .collect();
    out.sort();
    out
}

async fn a_recruiters_lists_show_names_only_of_candidates_who_approved(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (approving, approving_id) = seeker(&app, "Ada", "amber-comet").await;
    let (declining, declining_id) = seeker(&app, "Bea", "brisk-heron").await;
    let (_silent, silent_id) = seeker(&app, "Cy", "calm-otter").await;
    let rob = recruiter(&app).await;

    let mut request_ids = Vec::new();
    for profile_id in [&approving_id, &declining_id, &silent_id] {
        let viewed = rob.send_json(Method::POST, "/api/profile-views", &json!({"profileId": profile_id})).await;
        assert_eq!(viewed.status(), StatusCode::OK);
        let sent = rob
            .send_json(Method::POST, "/api/reveal-requests", &json!({"profileId": profile_id, "message": "Hello"}))
            .await;
        assert_eq!(sent.status(), StatusCode::CREATED);
        request_ids.push(json(sent).await["id"].as_str().unwrap().to_owned());
    }
    for (b, id, status) in [(&approving, &request_ids[0], "approved"), (&declining, &request_ids[1], "declined")] {
        let answered =
            b.send_json(Method::PATCH, &format!("/api/reveal-requests/{id}"), &json!({"status": status})).await;
        assert_eq!(answered.status(), StatusCode::OK, "{status}");
    }

    let expected = vec![
        ("amber-comet".to_owned(), Some("Ada".to_owned())),
        ("brisk-heron".to_owned(), None),
        ("calm-otter".to_owned(), None),
    ];
    let sent = json(rob.get("/api/reveal-requests/sent").await).await;
    assert_eq!(names_by_codename(&sent, |e| e["candidate"]["codename"].as_str().unwrap()), expected);
    let viewed = json(rob.get("/api/profile-views/recent").await).await;
    assert_eq!(names_by_codename(&viewed, |e| e["codename"].as_str().unwrap()), expected);

    let everything = format!("{sent}{viewed}");
    for secret in ["Bea", "Cy", "bea@example.com", "cy@example.com"] {
        assert!(!everything.contains(secret), "{secret} leaked into a list");
    }
}
