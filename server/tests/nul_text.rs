//! Text with a NUL character is refused with a 422 that names the field, and nothing is
//! saved: not the text without its NUL (`a@example.test\u0000b` is another address, a
//! codename with a NUL another codename), not the rest of the body. The same for a
//! query string.

use crate::common;

use common::{Backend, Browser, TestApp, json};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use veil::with_db;

backend_tests!(
    text_with_a_nul_character_is_refused_by_its_field_and_nothing_is_saved,
    a_nul_in_a_query_string_is_refused_by_its_parameter,
);

/// Asserts a 422 whose message names `field`.
async fn refused(response: reqwest::Response, field: &str) {
    assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY, "{field}");
    let body = json(response).await;
    assert_eq!(body["error"]["code"], "invalid_text", "{body}");
    assert_eq!(body["error"]["message"], format!("{field} must not contain a NUL character"), "{body}");
}

async fn rows(app: &TestApp, table: &str) -> i64 {
    let sql = format!("SELECT COUNT(*) FROM {table}");
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(&sql).fetch_one(pool).await).unwrap()
}

async fn signed_in(app: &TestApp, email: &str, role: &str) -> Browser {
    let b = app.new_browser();
    b.sign_in(email, "Nula", "Tester").await;
    assert_eq!(b.send_json(Method::PUT, "/api/roles", &json!({ "role": role })).await.status(), StatusCode::OK);
    b
}

fn profile(codename: &str) -> Value {
    json!({"codename": codename, "headline": "Platform Engineer", "skills": ["Go"], "location": "Berlin"})
}

async fn text_with_a_nul_character_is_refused_by_its_field_and_nothing_is_saved(backend: Backend) {
    let app = TestApp::spawn(backend).await;

    // An e-mail-like field: the address with its NUL dropped would be another address.
    let r = app.post_json("/api/early-access", &json!({"email": "a@example.test\u{0}b"})).await;
    refused(r, "email").await;
    assert_eq!(rows(&app, "early_access_signups").await, 0);

    // A codename, first on a new profile, then on a saved one.
    let seeker = signed_in(&app, "nula@example.com", "job_seeker").await;
    refused(seeker.send_json(Method::PUT, "/api/profile", &profile("amber\u{0}-comet")).await, "codename").await;
    assert_eq!(rows(&app, "profiles").await, 0, "no profile saved");
    assert_eq!(seeker.send_json(Method::PUT, "/api/profile", &profile("amber-comet")).await.status(), StatusCode::OK);
    let public_id = json(seeker.get("/api/profile").await).await["id"].as_str().unwrap().to_owned();
    refused(seeker.send_json(Method::PUT, "/api/profile", &profile("amber-comet\u{0}2")).await, "codename").await;
    let mut headline = profile("amber-comet");
    headline["headline"] = json!("Platform\u{0} Engineer");
    refused(seeker.send_json(Method::PUT, "/api/profile", &headline).await, "headline").await;
    let mut skills = profile("amber-comet");
    skills["skills"] = json!(["Go", "Ru\u{0}st"]);
    refused(seeker.send_json(Method::PUT, "/api/profile", &skills).await, "skills[1]").await;
    let saved = json(seeker.get("/api/profile").await).await;
    assert_eq!(
        (saved["codename"].as_str(), saved["headline"].as_str()),
        (Some("amber-comet"), Some("Platform Engineer"))
    );
    // Nested text names its path: a shield entry's company name.
    let entries = json!({"entries": [{"companyName": "Acme"}, {"companyName": "Glo\u{0}bex"}]});
    refused(seeker.send_json(Method::PUT, "/api/employer-shield", &entries).await, "entries[1].companyName").await;
    assert_eq!(rows(&app, "employer_shields").await, 0);

    // A company name, then a reveal request's message and its offer.
    let recruiter = signed_in(&app, "rex@example.com", "recruiter").await;
    let company = json!({"companyName": "Acme\u{0} Corp", "website": "https://acme.example", "recruiterRole": "Talent", "location": "Berlin"});
    refused(recruiter.send_json(Method::PUT, "/api/employer", &company).await, "companyName").await;
    assert_eq!(rows(&app, "employers").await, 0, "no company page saved");
    let company = json!({"companyName": "Acme Corp", "website": "https://acme.example", "recruiterRole": "Talent", "location": "Berlin"});
    assert_eq!(recruiter.send_json(Method::PUT, "/api/employer", &company).await.status(), StatusCode::OK);
    let message = json!({"profileId": public_id, "message": "Hello\u{0} there"});
    refused(recruiter.send_json(Method::POST, "/api/reveal-requests", &message).await, "message").await;
    let offer = json!({"profileId": public_id, "message": "Hello there", "offer": {"roleTitle": "S\u{0}RE"}});
    refused(recruiter.send_json(Method::POST, "/api/reveal-requests", &offer).await, "offer.roleTitle").await;
    assert_eq!(rows(&app, "reveal_requests").await, 0, "no request saved");
    assert_eq!(rows(&app, "notifications").await, 0, "no one was told of anything");
    // Without the NUL the same request goes through: the refusal was the NUL's.
    let fine = json!({"profileId": public_id, "message": "Hello there", "offer": {"roleTitle": "SRE"}});
    assert_eq!(recruiter.send_json(Method::POST, "/api/reveal-requests", &fine).await.status(), StatusCode::CREATED);
}

async fn a_nul_in_a_query_string_is_refused_by_its_parameter(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let recruiter = signed_in(&app, "rex@example.com", "recruiter").await;
    refused(recruiter.get("/api/search?q=plat%00form").await, "q").await;
    refused(recruiter.get("/api/search?q=go&city=Ber%00lin").await, "city").await;
    let seeker = signed_in(&app, "nula@example.com", "job_seeker").await;
    refused(seeker.get("/api/profile/codename-availability?codename=amber%00comet").await, "codename").await;
    refused(seeker.get("/api/privacy-activity?company=Ac%00me").await, "company").await;
    assert_eq!(rows(&app, "search_history").await, 0, "the refused search is not in the history");
    // The same without the NUL is answered.
    assert_eq!(recruiter.get("/api/search?q=platform&city=Berlin").await.status(), StatusCode::OK);
}
