//! Who a session belongs to is cached for a moment (auth/session_cache.rs); whatever
//! changes the answer is seen at once: sign-out, a role change, account deletion. A change
//! made by another instance is seen within the cache's TTL.

use crate::common;

use common::{Backend, Browser, TestApp};
use reqwest::{Method, StatusCode, header};
use serde_json::json;
use veil::auth::session_cache::TTL_MS;

backend_tests!(
    a_signed_out_session_is_refused_at_once,
    a_role_change_is_seen_at_once,
    a_deleted_accounts_session_is_refused_at_once,
    a_session_ended_elsewhere_is_refused_within_the_ttl,
);

/// A fresh browser signed in, and its session cookie to replay after it dropped it.
async fn sign_in_keeping_cookie(app: &TestApp, email: &str) -> (Browser, String) {
    let browser = app.new_browser();
    let cookie = browser.sign_in_keeping_cookie(email).await;
    (browser, cookie)
}

async fn session_status(app: &TestApp, cookie: &str) -> StatusCode {
    let client = reqwest::Client::new();
    client.get(app.url("/api/session")).header(header::COOKIE, cookie).send().await.unwrap().status()
}

async fn a_signed_out_session_is_refused_at_once(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (browser, cookie) = sign_in_keeping_cookie(&app, "leaver@example.com").await;
    // Cached by this request.
    assert_eq!(session_status(&app, &cookie).await, StatusCode::OK);

    let r = browser.send_empty(Method::POST, "/api/auth/logout").await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);

    // The same instant (the test clock stands still): the copy of the cookie opens nothing.
    assert_eq!(session_status(&app, &cookie).await, StatusCode::UNAUTHORIZED);
}

async fn a_role_change_is_seen_at_once(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (browser, _) = sign_in_keeping_cookie(&app, "switcher@example.com").await;
    let r = browser.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(browser.get("/api/search?q=rust").await.status(), StatusCode::FORBIDDEN);

    let r = browser.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(browser.get("/api/search?q=rust").await.status(), StatusCode::OK);

    let r = browser.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(browser.get("/api/search?q=rust").await.status(), StatusCode::FORBIDDEN);
}

async fn a_deleted_accounts_session_is_refused_at_once(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (browser, cookie) = sign_in_keeping_cookie(&app, "gone@example.com").await;
    assert_eq!(session_status(&app, &cookie).await, StatusCode::OK);

    let r = browser.send_empty(Method::DELETE, "/api/account").await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);

    assert_eq!(session_status(&app, &cookie).await, StatusCode::UNAUTHORIZED);
}

async fn a_session_ended_elsewhere_is_refused_within_the_ttl(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (_, cookie) = sign_in_keeping_cookie(&app, "elsewhere@example.com").await;
    assert_eq!(session_status(&app, &cookie).await, StatusCode::OK);

    // Another instance on the same database signs this session out: its cache is not ours.
    veil::with_db!(&app.db, pool => sqlx::query("DELETE FROM sessions").execute(pool).await.map(|_| ())).unwrap();

    // Trusted from the cache until the TTL is over, then looked up afresh.
    assert_eq!(session_status(&app, &cookie).await, StatusCode::OK);
    app.clock.advance_millis(TTL_MS);
    assert_eq!(session_status(&app, &cookie).await, StatusCode::UNAUTHORIZED);
}
