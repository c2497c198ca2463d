//! "Still open to offers?" over HTTP on both databases, with the daily job on the test
//! clock: 60 quiet days ask (bell and state), 14 more without an answer pause the profile
//! (gone from search, its page a 404 to a recruiter, still open to one the job seeker had
//! revealed themselves to), one click resumes it, and "yes" starts the quiet spell again.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::{
    common::{Backend, Browser, TestApp, json, requests::send_request, settle},
    hostile_recruiter::support::{DAY_MS, QUERY, recruiter, seeker},
};

backend_tests!(quiet_profiles_are_asked_then_paused_and_one_click_resumes_them);

async fn app(backend: Backend) -> TestApp {
    TestApp::spawn_with(
        backend,
        Box::new(|s| {
            s.job_poll_ms = 25;
            // Sessions outlast the months the test lets pass.
            s.session_idle_hours = 24 * 1000;
            s.session_max_days = 1000;
        }),
    )
    .await
}

async fn pass(app: &TestApp, millis: i64) {
    app.clock.advance_millis(millis);
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    settle(app).await;
}

async fn freshness(seeker: &Browser) -> Value {
    let r = seeker.get("/api/profile/freshness").await;
    assert_eq!(r.status(), StatusCode::OK);
    json(r).await
}

async fn answer(seeker: &Browser, answer: &str) -> Value {
    let r = seeker.send_json(Method::POST, "/api/profile/freshness", &json!({ "answer": answer })).await;
    assert_eq!(r.status(), StatusCode::OK);
    json(r).await
}

async fn found(recruiter: &Browser) -> usize {
    json(recruiter.get(QUERY).await).await["hits"].as_array().map_or(0, Vec::len)
}

async fn bells(seeker: &Browser) -> Vec<String> {
    let bell = json(seeker.get("/api/notifications").await).await;
    bell["notifications"].as_array().unwrap().iter().map(|n| n["title"].as_str().unwrap().to_owned()).collect()
}

async fn quiet_profiles_are_asked_then_paused_and_one_click_resumes_them(backend: Backend) {
    let app = app(backend).await;
    let (s, profile_id) = seeker(&app, "quinn@example.com", "quiet-wren").await;
    let r = recruiter(&app, "rae@northwind.example", "Northwind", "https://northwind.example").await;
    let known = recruiter(&app, "kai@aperture.example", "Aperture", "https://aperture.example").await;
    let request = send_request(&known, &profile_id).await;
    let approved = s
        .send_json(
            Method::PATCH,
            &format!("/api/reveal-requests/{request}"),
            &json!({"status": "approved", "duration": "until_revoked"}),
        )
        .await;
    assert_eq!(approved.status(), StatusCode::OK);
    assert_eq!(freshness(&s).await, json!({"state": "fresh", "pausesOn": null}));

    // 59 quiet days: nothing. Past 60: asked, by the bell and on the dashboard.
    pass(&app, 59 * DAY_MS).await;
    assert_eq!(freshness(&s).await["state"], "fresh");
    pass(&app, 2 * DAY_MS).await;
    let asked = freshness(&s).await;
    assert_eq!(asked["state"], "asked", "{asked}");
    assert!(asked["pausesOn"].is_string());
    assert_eq!(bells(&s).await[0], "Still Open to Offers?");
    assert_eq!(found(&r).await, 1, "still visible while asked");

    // Fourteen days without an answer: paused, gone for recruiters.
    pass(&app, 15 * DAY_MS).await;
    assert_eq!(freshness(&s).await["state"], "paused");
    assert_eq!(bells(&s).await[0], "Profile Paused");
    assert_eq!(found(&r).await, 0);
    assert_eq!(r.get(&format!("/api/candidates/{profile_id}")).await.status(), StatusCode::NOT_FOUND);
    // The reveal the job seeker gave stays as they set it.
    let kept = known.get(&format!("/api/candidates/{profile_id}")).await;
    assert_eq!(kept.status(), StatusCode::OK);
    assert_eq!(json(kept).await["identity"]["firstName"], "Jordan");
    let own = json(s.get("/api/profile").await).await;
    assert_eq!(own["status"], "hidden");

    // One click: visible again, as it was.
    assert_eq!(answer(&s, "resume").await["state"], "fresh");
    assert_eq!(found(&r).await, 1);
    assert_eq!(json(s.get("/api/profile").await).await["status"], "active");

    // Asked again after another quiet spell; "yes" keeps it visible past the pause date.
    pass(&app, 61 * DAY_MS).await;
    assert_eq!(freshness(&s).await["state"], "asked");
    assert_eq!(answer(&s, "keep_visible").await["state"], "fresh");
    pass(&app, 15 * DAY_MS).await;
    assert_eq!(freshness(&s).await["state"], "fresh");
    assert_eq!(found(&r).await, 1);

    // Pausing from the question is the job seeker's own choice, and resumes the same way.
    pass(&app, 50 * DAY_MS).await;
    assert_eq!(freshness(&s).await["state"], "asked");
    assert_eq!(answer(&s, "pause").await["state"], "paused");
    assert_eq!(found(&r).await, 0);
    assert_eq!(answer(&s, "keep_visible").await["state"], "fresh");
    assert_eq!(found(&r).await, 1);

    // Recruiters have no freshness of their own; a bad answer is a clear 422.
    assert_eq!(r.get("/api/profile/freshness").await.status(), StatusCode::FORBIDDEN);
    let bad = s.send_json(Method::POST, "/api/profile/freshness", &json!({"answer": "maybe"})).await;
    assert_eq!(bad.status(), StatusCode::UNPROCESSABLE_ENTITY);
}
