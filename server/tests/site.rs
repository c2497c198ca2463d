//! The public site's API: health, site info, the visitor's country, early access.

use crate::common;

use common::{Backend, TestApp, error_code, json};
use reqwest::StatusCode;
use serde_json::json;
use veil::{mail::address::EmailAddress, site::store::count_early_access_signups};

backend_tests!(
    health_reports_database_and_version,
    site_info_gives_the_configured_support_address,
    early_access_signup_is_stored_once_whatever_the_case,
    early_access_refuses_invalid_addresses_with_the_spec_message,
    early_access_bad_bodies_get_clear_4xx_errors,
    early_access_is_rate_limited_per_client,
    country_comes_from_the_trusted_proxy_header,
    loopback_visitors_are_on_a_private_network,
    country_comes_from_the_embedded_table_by_client_address,
);

async fn health_reports_database_and_version(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let response = app.get("/api/health").await;
    assert_eq!(response.status(), StatusCode::OK);
    let body = json(response).await;
    assert_eq!(body["status"], "ok");
    assert_eq!(body["database"], "ok");
    assert_eq!(body["version"], env!("CARGO_PKG_VERSION"));
}

async fn site_info_gives_the_configured_support_address(backend: Backend) {
    let app = TestApp::spawn_with(backend, Box::new(|s| s.support_email = "help@veil.test".into())).await;
    let body = json(app.get("/api/site").await).await;
    assert_eq!(body["supportEmail"], "help@veil.test");
    assert_eq!(body["analyticsScriptUrl"], serde_json::Value::Null);
}

async fn early_access_signup_is_stored_once_whatever_the_case(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let first = app.post_json("/api/early-access", &json!({"email": "Jo.Smith@Example.com"})).await;
    assert_eq!(first.status(), StatusCode::OK);
    assert_eq!(json(first).await, json!({"ok": true}));

    let again = app.post_json("/api/early-access", &json!({"email": "  jo.smith@example.COM "})).await;
    assert_eq!(again.status(), StatusCode::OK, "a repeat sign-up succeeds for the person");

    let email = EmailAddress::parse("jo.smith@example.com").unwrap();
    assert_eq!(count_early_access_signups(&app.db, &email).await.unwrap(), 1);
}

async fn early_access_refuses_invalid_addresses_with_the_spec_message(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    for bad in ["", "not-an-email", "jo@", "jo@localhost"] {
        let response = app.post_json("/api/early-access", &json!({"email": bad})).await;
        assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY, "{bad}");
        let body = json(response).await;
        assert_eq!(body["error"]["code"], "invalid_email");
        assert_eq!(body["error"]["message"], "Please enter a valid email address");
    }
}

async fn early_access_bad_bodies_get_clear_4xx_errors(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let path = "/api/early-access";

    let malformed = app.post_raw(path, "application/json", "{\"email\":").await;
    assert_eq!(malformed.status(), StatusCode::BAD_REQUEST);
    assert_eq!(error_code(malformed).await, "malformed_json");

    let wrong_type = app.post_json(path, &json!({"email": 42})).await;
    assert_eq!(wrong_type.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error_code(wrong_type).await, "invalid_body");

    let missing = app.post_json(path, &json!({})).await;
    assert_eq!(missing.status(), StatusCode::UNPROCESSABLE_ENTITY);

    let unknown_field = app.post_json(path, &json!({"email": "a@b.co", "admin": true})).await;
    assert_eq!(unknown_field.status(), StatusCode::UNPROCESSABLE_ENTITY);

    let not_json = app.post_raw(path, "text/plain", "email=a@b.co").await;
    assert_eq!(not_json.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert_eq!(error_code(not_json).await, "unsupported_media_type");

    let huge = format!("{{\"email\":\"{}@example.com\"}}", "a".repeat(200_000));
    let too_large = app.post_raw(path, "application/json", huge).await;
    assert_eq!(too_large.status(), StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(error_code(too_large).await, "payload_too_large");

    let email = EmailAddress::parse("a@b.co").unwrap();
    assert_eq!(count_early_access_signups(&app.db, &email).await.unwrap(), 0, "nothing stored");
}

async fn early_access_is_rate_limited_per_client(backend: Backend) {
    let app = TestApp::spawn_with(backend, Box::new(|s| s.rate_limit_burst = 3)).await;
    for i in 0..3 {
        let ok = app.post_json("/api/early-access", &json!({"email": format!("p{i}@example.com")})).await;
        assert_eq!(ok.status(), StatusCode::OK);
    }
    let limited = app.post_json("/api/early-access", &json!({"email": "p9@example.com"})).await;
    assert_eq!(limited.status(), StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(error_code(limited).await, "rate_limited");
    // Other endpoints are not affected.
    assert_eq!(app.get("/api/health").await.status(), StatusCode::OK);
}

async fn country_comes_from_the_trusted_proxy_header(backend: Backend) {
    let app = TestApp::spawn_with(backend, Box::new(|s| s.geo_country_header = "CF-IPCountry".into())).await;
    let de = app.client.get(app.url("/api/geo")).header("CF-IPCountry", "de").send().await.unwrap();
    assert_eq!(json(de).await, json!({"country": "DE", "privateNetwork": false}));
    // A header without a country falls back to the address: this test's is loopback.
    let unknown = app.client.get(app.url("/api/geo")).header("CF-IPCountry", "XX").send().await.unwrap();
    assert_eq!(json(unknown).await, json!({"country": null, "privateNetwork": true}));
}

async fn loopback_visitors_are_on_a_private_network(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    // The header means nothing unless Veil was told to trust it.
    let response = app.client.get(app.url("/api/geo")).header("CF-IPCountry", "DE").send().await.unwrap();
    assert_eq!(json(response).await, json!({"country": null, "privateNetwork": true}));
}

async fn country_comes_from_the_embedded_table_by_client_address(backend: Backend) {
    let app = TestApp::spawn_with(backend, Box::new(|s| s.trust_proxy = true)).await;
    for (ip, country) in [
        ("193.0.6.139", "NL"),
        ("130.59.31.80", "CH"),
        ("212.58.244.1", "GB"),
        ("202.12.29.205", "AU"),
        ("8.8.8.8", "US"),
    ] {
        let response = app.client.get(app.url("/api/geo")).header("X-Forwarded-For", ip).send().await.unwrap();
        assert_eq!(json(response).await, json!({"country": country, "privateNetwork": false}), "{ip}");
    }
    let private = app.client.get(app.url("/api/geo")).header("X-Forwarded-For", "192.168.1.20").send().await.unwrap();
    assert_eq!(json(private).await, json!({"country": null, "privateNetwork": true}));
}
