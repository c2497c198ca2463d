//! Who may search, read the index statistics and rebuild the index.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::support::{codenames, profile, recruiter, search, seeker, stats, total};
use crate::common::{
    Backend, TestApp, error_code,
    fake_idp::{CLIENT_ID, CLIENT_SECRET, FakeIdp, Forgery},
    json, location,
};

crate::backend_tests!(
    search_is_for_signed_in_recruiters,
    index_stats_are_readable_by_any_signed_in_user,
    reindex_in_development_mode_rebuilds_and_keeps_results,
    reindex_outside_development_mode_needs_the_admin,
);

async fn search_is_for_signed_in_recruiters(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let r = app.get("/api/search?q=rust").await;
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(error_code(r).await, "unauthenticated");
    for path in ["/api/search/history", "/api/search/stats"] {
        assert_eq!(app.get(path).await.status(), StatusCode::UNAUTHORIZED, "{path}");
    }
    let r = app.browser.send_empty(Method::POST, "/api/search/reindex").await;
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);

    let job_seeker = seeker(&app, "js@example.com", profile("just-looking", "Engineer", &["Go"], json!({}))).await;
    let r = job_seeker.browser.get("/api/search?q=engineer").await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    assert_eq!(job_seeker.browser.get("/api/search/history").await.status(), StatusCode::FORBIDDEN);

    let rita = recruiter(&app, "rita@example.com").await;
    let long = "a".repeat(201);
    let r = rita.get(&format!("/api/search?q={long}")).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    // Odd input is an empty or ordinary search, never an error.
    for odd in ["q=%22%2B-%28%29%3A*%5E~", "q=%E2%9C%A8", "q=AND%20OR%20NOT", "q=a%20b%20c%20d%20e%20f%20g%20h%20i%20j"]
    {
        let r = rita.get(&format!("/api/search?{odd}")).await;
        assert_eq!(r.status(), StatusCode::OK, "{odd}");
    }
}

async fn index_stats_are_readable_by_any_signed_in_user(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let body = profile("stat-one", "Engineer", &["Go"], json!({}));
    let reader = app.new_browser();
    reader.sign_in("curious@example.com", "Cora", "Curious").await;
    seeker(&app, "secret.one@example.com", body).await;
    seeker(&app, "secret.two@example.com", profile("stat-two", "Engineer", &["Go"], json!({"status": "hidden"}))).await;

    let text = reader.get("/api/search/stats").await.text().await.unwrap();
    let stats: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(stats["num_documents"], 1);
    assert_eq!(stats["database_profiles"], 1);
    let samples = stats["sample_documents"].as_array().unwrap();
    assert_eq!(samples.len(), 1);
    assert_eq!(samples[0]["codename"], "stat-one");
    for secret in ["Jordan", "Quill", "secret.one", "stat-two"] {
        assert!(!text.contains(secret), "stats carry `{secret}`");
    }
}

async fn reindex_in_development_mode_rebuilds_and_keeps_results(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    for i in 0..3 {
        seeker(&app, &format!("{i}@example.com"), profile(&format!("keeper-{i}"), "Go Engineer", &["Go"], json!({})))
            .await;
    }
    seeker(&app, "h@example.com", profile("keeper-hidden", "Go Engineer", &["Go"], json!({"status": "hidden"}))).await;
    let rita = recruiter(&app, "rita@example.com").await;
    let before = search(&rita, "q=go").await;

    let r = rita.send_empty(Method::POST, "/api/search/reindex").await;
    assert_eq!(r.status(), StatusCode::OK);
    let body = json(r).await;
    assert_eq!(body["numDocuments"], 3);
    assert!(body["message"].as_str().unwrap().starts_with("Indexed 3 profiles"), "{body}");

    let after = search(&rita, "q=go").await;
    assert_eq!(codenames(&after), codenames(&before));
    assert_eq!(total(&after), 3);
    assert_eq!(stats(&rita).await["num_documents"], 3);
}

async fn reindex_outside_development_mode_needs_the_admin(backend: Backend) {
    let idp = FakeIdp::start(false).await;
    let issuer = idp.issuer.clone();
    let app = TestApp::spawn_with(
        backend,
        Box::new(move |s| {
            s.oidc_issuer_url = issuer;
            s.oidc_client_id = CLIENT_ID.into();
            s.oidc_client_secret = veil::config::Secret::new(CLIENT_SECRET);
            s.admin_email = "boss@example.com".into();
        }),
    )
    .await;
    let sign_in = |claims: Value| {
        let browser = app.new_browser();
        let idp = &idp;
        let app = &app;
        async move {
            let authorize = browser.start_sign_in(None).await;
            let param = |name: &str| {
                authorize.query_pairs().find(|(k, _)| k == name).map(|(_, v)| v.into_owned()).unwrap_or_default()
            };
            idp.prepare(Forgery::None, claims, &param("nonce"), app.clock.now_millis() / 1000);
            let r = browser.get(&format!("/api/auth/callback?code=c&state={}", param("state"))).await;
            assert_eq!(r.status(), StatusCode::SEE_OTHER);
            assert_ne!(location(&r), "/signin?error=login_failed");
            browser
        }
    };

    let staff = sign_in(json!({"sub": "staff-1", "email": "staff@example.com"})).await;
    assert_eq!(staff.get("/api/search/stats").await.status(), StatusCode::OK, "reading stays open");
    let r = staff.send_empty(Method::POST, "/api/search/reindex").await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);

    let boss = sign_in(json!({"sub": "boss-1", "email": "boss@example.com", "email_verified": true})).await;
    let r = boss.send_empty(Method::POST, "/api/search/reindex").await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(json(r).await["numDocuments"], 0);
}
