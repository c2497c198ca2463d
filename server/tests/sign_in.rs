//! Sign-in end to end over HTTP: the development provider's full round trip, and every
//! tampering case against a stand-in issuer that speaks real OpenID Connect.

use crate::common;

use common::{
    Backend, Browser, TestApp, error_code,
    fake_idp::{FakeIdp, Forgery, external_issuer, param, sign_in_external},
    json, location,
};
use reqwest::StatusCode;
use serde_json::{Value, json};

backend_tests!(
    development_sign_in_round_trip_opens_a_session,
    a_new_person_without_a_role_lands_on_role_onboarding,
    remembered_location_wins_over_role_routing,
    sign_in_again_rotates_the_session_and_keeps_one_account,
    provider_photo_is_kept_only_when_the_profile_has_none,
    sign_out_ends_the_session_on_the_server,
    cancelled_sign_in_reports_failure_and_creates_nothing,
    forged_missing_or_replayed_state_is_refused,
    every_forged_id_token_is_refused_and_creates_nothing,
    a_valid_token_from_an_external_issuer_signs_in_without_pkce,
    pkce_is_used_when_the_issuer_offers_it,
    claims_only_in_userinfo_are_fetched_with_the_access_token,
    userinfo_about_another_subject_is_refused,
);

async fn session(browser: &Browser) -> Value {
    let response = browser.get("/api/session").await;
    assert_eq!(response.status(), StatusCode::OK, "signed in");
    json(response).await
}

async fn development_sign_in_round_trip_opens_a_session(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let authorize = app.browser.start_sign_in(None).await;
    assert!(authorize.as_str().starts_with(&format!("{}/dev-idp/authorize", app.base_url)));
    let params: std::collections::HashMap<_, _> = authorize.query_pairs().into_owned().collect();
    assert_eq!(params["scope"], "openid profile email");
    assert_eq!(params["prompt"], "consent");
    assert!(!params["state"].is_empty() && !params["nonce"].is_empty());

    let page = app.browser.get(authorize.as_str()).await;
    assert_eq!(page.status(), StatusCode::OK);
    let html = page.text().await.unwrap();
    for text in ["Development sign-in", "Email", "First name", "Last name", "Picture URL", "Continue"] {
        assert!(html.contains(text), "the authorize page shows {text}");
    }

    let landed = app.browser.sign_in("ana.silva@example.com", "Ana", "Silva").await;
    assert_eq!(landed, "/onboarding-role");
    let s = session(&app.browser).await;
    assert_eq!(s["user"]["email"], "ana.silva@example.com");
    assert_eq!(s["user"]["firstName"], "Ana");
    assert_eq!(s["user"]["lastName"], "Silva");
    assert_eq!(s["user"]["provider"], "development");
    assert_eq!(s["roles"], json!({"isJobSeeker": false, "isRecruiter": false}));
    assert_eq!(s["isAdmin"], false);

    // The provider lists the identity for one-click reuse next time.
    let again = app.new_browser().start_sign_in(None).await;
    let html = app.browser.get(again.as_str()).await.text().await.unwrap();
    assert!(html.contains("Continue as Ana Silva"));
}

async fn a_new_person_without_a_role_lands_on_role_onboarding(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    assert_eq!(app.browser.sign_in("new@example.com", "New", "Person").await, "/onboarding-role");
    let set = app.browser.send_json(reqwest::Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    assert_eq!(set.status(), StatusCode::OK);
    let other = app.new_browser();
    assert_eq!(other.sign_in("new@example.com", "New", "Person").await, "/recruiter-dashboard");
    let set = other.send_json(reqwest::Method::PUT, "/api/roles", &json!({"role": "both"})).await;
    assert_eq!(json(set).await, json!({"isJobSeeker": true, "isRecruiter": true}));
    assert_eq!(app.new_browser().sign_in("new@example.com", "New", "Person").await, "/job-seeker-dashboard");
}

async fn remembered_location_wins_over_role_routing(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let landed = app.browser.sign_in_returning("r@example.com", "R", "S", Some("/user-profile?tab=1")).await;
    assert_eq!(landed, "/user-profile?tab=1");
}

async fn sign_in_again_rotates_the_session_and_keeps_one_account(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    app.browser.sign_in("same@example.com", "Sam", "E").await;
    let first = session(&app.browser).await;
    let cookie_before = session_cookie(&app).await;
    app.browser.sign_in("SAME@example.com", "Sam", "E").await;
    let second = session(&app.browser).await;
    assert_eq!(first["user"]["id"], second["user"]["id"], "same (issuer, subject), same account");
    assert_ne!(cookie_before, session_cookie(&app).await, "a new session id at sign-in");
}

/// The session cookie as the server set it last (read back through a request).
async fn session_cookie(app: &TestApp) -> String {
    let count: i64 =
        veil::with_db!(&app.db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM sessions").fetch_one(pool).await)
            .unwrap();
    let newest: String = veil::with_db!(&app.db, pool => sqlx::query_scalar("SELECT id FROM sessions ORDER BY created_at DESC, id LIMIT 1").fetch_one(pool).await).unwrap();
    format!("{count}:{newest}")
}

async fn provider_photo_is_kept_only_when_the_profile_has_none(backend: Backend) {
    let idp = FakeIdp::start(false).await;
    let app = TestApp::spawn_with(backend, external_issuer(&idp)).await;
    let browser = &app.browser;
    sign_in_external(&app, &idp, browser, json!({"picture": "https://media.example/first.jpg"})).await;
    assert_eq!(session(browser).await["user"]["avatarUrl"], "https://media.example/first.jpg");
    sign_in_external(&app, &idp, browser, json!({"picture": "https://media.example/second.jpg"})).await;
    assert_eq!(
        session(browser).await["user"]["avatarUrl"],
        "https://media.example/first.jpg",
        "an existing photo stays"
    );
}

async fn sign_out_ends_the_session_on_the_server(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    app.browser.sign_in("out@example.com", "Out", "Side").await;
    let stolen_copy = app.browser.clone();
    let out = app.browser.send_empty(reqwest::Method::POST, "/api/auth/logout").await;
    assert_eq!(out.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.get("/api/session").await.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(stolen_copy.get("/api/session").await.status(), StatusCode::UNAUTHORIZED);
    let sessions: i64 =
        veil::with_db!(&app.db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM sessions").fetch_one(pool).await)
            .unwrap();
    assert_eq!(sessions, 0);
}

async fn users_count(app: &TestApp) -> i64 {
    veil::with_db!(&app.db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM users").fetch_one(pool).await).unwrap()
}

async fn cancelled_sign_in_reports_failure_and_creates_nothing(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let authorize = app.browser.start_sign_in(None).await;
    let mut form: Vec<(String, String)> = authorize.query_pairs().into_owned().collect();
    form.push(("deny".into(), "1".into()));
    let denied = app.client.post(app.url("/dev-idp/authorize")).form(&form).send().await.unwrap();
    let callback = app.browser.get(location(&denied)).await;
    assert_eq!(location(&callback), "/signin?error=login_cancelled");
    assert_eq!(users_count(&app).await, 0);
}

async fn forged_missing_or_replayed_state_is_refused(backend: Backend) {
    let idp = FakeIdp::start(false).await;
    let app = TestApp::spawn_with(backend, external_issuer(&idp)).await;
    let now = app.clock.now_millis() / 1000;

    // Missing state.
    let r = app.browser.get("/api/auth/callback?code=abc").await;
    assert_eq!(location(&r), "/signin?error=login_failed");

    // A state this browser never started (an attacker's own login state).
    let attacker = app.new_browser();
    let attacker_authorize = attacker.start_sign_in(None).await;
    let attacker_state = param(&attacker_authorize, "state");
    app.browser.start_sign_in(None).await;
    let r = app.browser.get(&format!("/api/auth/callback?code=abc&state={attacker_state}")).await;
    assert_eq!(location(&r), "/signin?error=login_failed");

    // A valid round trip, then the same callback replayed.
    let authorize = app.browser.start_sign_in(None).await;
    idp.prepare(Forgery::None, json!({}), &param(&authorize, "nonce"), now);
    let callback = format!("/api/auth/callback?code=abc&state={}", param(&authorize, "state"));
    let ok = app.browser.get(&callback).await;
    assert_eq!(location(&ok), "/onboarding-role");
    let replay = app.browser.get(&callback).await;
    assert_eq!(location(&replay), "/signin?error=login_failed");
}

async fn every_forged_id_token_is_refused_and_creates_nothing(backend: Backend) {
    let idp = FakeIdp::start(false).await;
    let app = TestApp::spawn_with(backend, external_issuer(&idp)).await;
    let now = app.clock.now_millis() / 1000;
    for forgery in [
        Forgery::AlgNone,
        Forgery::Hs256WithPublicKey,
        Forgery::UnknownKeyId,
        Forgery::BadSignature,
        Forgery::WrongIssuer,
        Forgery::WrongAudience,
        Forgery::Expired,
        Forgery::IssuedInFuture,
        Forgery::WrongNonce,
    ] {
        let browser = app.new_browser();
        let authorize = browser.start_sign_in(None).await;
        idp.prepare(forgery, json!({}), &param(&authorize, "nonce"), now);
        let r = browser.get(&format!("/api/auth/callback?code=c&state={}", param(&authorize, "state"))).await;
        assert_eq!(location(&r), "/signin?error=login_failed", "{forgery:?} must be refused");
        assert_eq!(browser.get("/api/session").await.status(), StatusCode::UNAUTHORIZED, "{forgery:?}");
        assert_eq!(users_count(&app).await, 0, "{forgery:?} leaves no half-made account");
    }
}

async fn a_valid_token_from_an_external_issuer_signs_in_without_pkce(backend: Backend) {
    let idp = FakeIdp::start(false).await;
    let app = TestApp::spawn_with(backend, external_issuer(&idp)).await;
    let authorize = app.browser.start_sign_in(None).await;
    assert!(authorize.as_str().starts_with(&format!("{}/authorize", idp.issuer)));
    assert_eq!(param(&authorize, "code_challenge"), "", "no PKCE when the issuer does not offer it");
    let landed = sign_in_external(&app, &idp, &app.new_browser(), json!({"name": "Casey Jordan"})).await;
    assert_eq!(landed, "/onboarding-role");
    // The development provider is not mounted when an issuer is configured.
    let dev = app.get("/dev-idp/.well-known/openid-configuration").await;
    assert!(!dev.headers()["content-type"].to_str().unwrap().contains("json"));
}

async fn pkce_is_used_when_the_issuer_offers_it(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let authorize = app.browser.start_sign_in(None).await;
    assert_eq!(param(&authorize, "code_challenge_method"), "S256");
    assert_eq!(param(&authorize, "code_challenge").len(), 43);

    // A code stolen on its way back is useless without the verifier the app kept.
    let mut form: Vec<(String, String)> = authorize.query_pairs().into_owned().collect();
    form.push(("email".into(), "p@example.com".into()));
    let issued = app.client.post(app.url("/dev-idp/authorize")).form(&form).send().await.unwrap();
    let code = param(&url::Url::parse(location(&issued)).unwrap(), "code");
    let key =
        veil::secrets::InstanceKey::load(&veil::config::Settings::defaults_with_data_dir(app.data_dir.path())).unwrap();
    let token = app
        .client
        .post(app.url("/dev-idp/token"))
        .basic_auth(veil::auth::dev_idp::CLIENT_ID, Some(veil::auth::dev_idp::client_secret(&key)))
        .form(&[
            ("grant_type", "authorization_code"),
            ("code", code.as_str()),
            ("redirect_uri", &format!("{}/api/auth/callback", app.base_url)),
            ("code_verifier", "a-guess-that-is-not-the-verifier-0123456789abc"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(token.status(), StatusCode::BAD_REQUEST);
    assert_eq!(json(token).await["error"], "invalid_grant");
    assert_eq!(error_code(app.get("/api/session").await).await, "unauthenticated");
}

async fn claims_only_in_userinfo_are_fetched_with_the_access_token(backend: Backend) {
    let idp = FakeIdp::start(false).await;
    idp.claims_only_in_userinfo(json!({
        "sub": "subject-123", "email": "uma@example.com", "email_verified": true,
        "given_name": "Uma", "family_name": "Info",
    }));
    let app = TestApp::spawn_with(backend, external_issuer(&idp)).await;
    let landed = sign_in_external(&app, &idp, &app.browser, json!({})).await;
    assert_eq!(landed, "/onboarding-role");
    let me = session(&app.browser).await;
    assert_eq!(me["user"]["email"], "uma@example.com", "{me}");
    assert_eq!(me["user"]["firstName"], "Uma", "{me}");
    assert_eq!(me["user"]["lastName"], "Info", "{me}");
}

async fn userinfo_about_another_subject_is_refused(backend: Backend) {
    let idp = FakeIdp::start(false).await;
    idp.claims_only_in_userinfo(json!({"sub": "someone-else", "email": "mallory@example.com", "name": "Mallory"}));
    let app = TestApp::spawn_with(backend, external_issuer(&idp)).await;
    let landed = sign_in_external(&app, &idp, &app.browser, json!({})).await;
    assert!(landed.contains("error"), "{landed}");
    assert_eq!(users_count(&app).await, 0);
}
