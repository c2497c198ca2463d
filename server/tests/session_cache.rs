//! Who a session belongs to is cached for a moment (auth/session_cache.rs); whatever
//! changes the answer is seen at once: sign-out, a role change, account deletion. A change
//! made by another instance is seen within the cache's TTL.

mod common;

use common::{Backend, Browser, TestApp, location};
use reqwest::{Method, StatusCode, header};
use serde_json::json;
use veil::auth::session_cache::TTL_MS;

backend_tests!(
    a_signed_out_session_is_refused_at_once,
    a_role_change_is_seen_at_once,
    a_deleted_accounts_session_is_refused_at_once,
    a_session_ended_elsewhere_is_refused_within_the_ttl,
);

/// Signs in through the development provider and returns the browser with the session
/// cookie as sent (`name=value`), to replay it after the browser has dropped it.
async fn sign_in_keeping_cookie(app: &TestApp, email: &str) -> (Browser, String) {
    let browser = app.new_browser();
    let authorize = browser.start_sign_in(None).await;
    let mut form: Vec<(String, String)> = authorize
        .query_pairs()
        .into_owned()
        .filter(|(k, _)| {
            matches!(
                k.as_str(),
                "client_id" | "redirect_uri" | "state" | "nonce" | "code_challenge" | "code_challenge_method"
            )
        })
        .collect();
    form.extend([
        ("email".into(), email.into()),
        ("first_name".into(), "Sam".into()),
        ("last_name".into(), "Cache".into()),
    ]);
    let issued = browser.client.post(browser.url("/dev-idp/authorize")).form(&form).send().await.unwrap();
    let callback = browser.get(location(&issued)).await;
    let cookie = callback
        .headers()
        .get_all(header::SET_COOKIE)
        .iter()
        .map(|v| v.to_str().unwrap().split(';').next().unwrap().to_owned())
        .find(|c| c.starts_with("veil_session=") && c.len() > "veil_session=".len())
        .expect("a session cookie");
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
