//! What every response shares: security headers, the error envelope, the web app
//! fallback and its caching, and graceful shutdown.

use crate::common;

use common::{Backend, TestApp, error_code};
use reqwest::{StatusCode, header};

backend_tests!(
    security_headers_are_on_pages_assets_api_and_errors,
    hsts_is_sent_only_behind_https,
    unknown_api_paths_get_a_json_404,
    wrong_methods_get_the_error_envelope,
    pages_fall_back_to_index_html_uncached,
    hashed_assets_are_cached_for_a_year,
    api_answers_and_sign_in_pages_are_never_stored,
    session_is_401_when_signed_out,
    shutdown_stops_the_server,
    shutdown_ends_open_event_streams,
);

async fn security_headers_are_on_pages_assets_api_and_errors(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    for path in ["/", "/some/client/route", "/assets/index-abc123.js", "/api/health", "/api/nope"] {
        let response = app.get(path).await;
        let h = response.headers();
        let csp = h.get(header::CONTENT_SECURITY_POLICY).unwrap_or_else(|| panic!("CSP on {path}")).to_str().unwrap();
        assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
        let script_src = csp.split(';').map(str::trim).find(|d| d.starts_with("script-src")).expect("script-src");
        assert!(!script_src.contains("unsafe-inline") && !script_src.contains("unsafe-eval"), "{path}: {csp}");
        assert_eq!(h[header::X_CONTENT_TYPE_OPTIONS], "nosniff", "{path}");
        assert_eq!(h[header::REFERRER_POLICY], "same-origin", "{path}");
        assert!(h.get(header::STRICT_TRANSPORT_SECURITY).is_none(), "no HSTS over http: {path}");
    }
}

async fn hsts_is_sent_only_behind_https(backend: Backend) {
    let app = TestApp::spawn_with(
        backend,
        Box::new(|s| {
            s.public_url = "https://veil.example".parse().unwrap();
            // Not loopback: the development sign-in needs the explicit flag.
            s.insecure_dev_sign_in = true;
        }),
    )
    .await;
    for path in ["/", "/api/health", "/api/nope"] {
        let response = app.get(path).await;
        assert_eq!(
            response.headers()[header::STRICT_TRANSPORT_SECURITY],
            "max-age=63072000; includeSubDomains",
            "{path}"
        );
    }
}

async fn unknown_api_paths_get_a_json_404(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    for path in ["/api/nope", "/api/", "/api/session/extra/bits"] {
        let response = app.get(path).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
        assert_eq!(error_code(response).await, "not_found");
    }
}

async fn wrong_methods_get_the_error_envelope(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let response = app.client.put(app.url("/api/health")).header(header::ORIGIN, &app.base_url).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(error_code(response).await, "method_not_allowed");
}

async fn pages_fall_back_to_index_html_uncached(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    for path in ["/", "/job-seeker-dashboard", "/candidate/123", "/no/such/page"] {
        let response = app.get(path).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(response.headers()[header::CACHE_CONTROL], "no-cache", "{path}");
        assert!(response.text().await.unwrap().contains("<div id=\"root\">"), "{path}");
    }
}

async fn hashed_assets_are_cached_for_a_year(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let response = app.get("/assets/index-abc123.js").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()[header::CACHE_CONTROL], "public, max-age=31536000, immutable");
}

async fn api_answers_and_sign_in_pages_are_never_stored(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    app.browser.sign_in("cache@example.com", "Cache", "Less").await;
    for path in
        ["/api/session", "/api/health", "/api/nope", "/api/openapi.json", "/dev-idp/.well-known/openid-configuration"]
    {
        let response = app.get(path).await;
        assert_eq!(response.headers()[header::CACHE_CONTROL], "no-store", "{path}");
    }
    let signed_out = app.new_browser().get("/api/session").await;
    assert_eq!(signed_out.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(signed_out.headers()[header::CACHE_CONTROL], "no-store", "errors too");
}

async fn session_is_401_when_signed_out(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let response = app.get("/api/session").await;
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(error_code(response).await, "unauthenticated");
}

async fn shutdown_stops_the_server(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let url = app.url("/api/health");
    let client = app.client.clone();
    tokio::time::timeout(std::time::Duration::from_secs(15), app.stop())
        .await
        .expect("server stops within the grace period")
        .expect("clean stop");
    assert!(client.get(url).send().await.is_err(), "nothing listens any more");
}

async fn shutdown_ends_open_event_streams(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    app.browser.sign_in("streamer@example.com", "Stream", "Er").await;
    let stream = app.browser.client.get(app.url("/api/events")).send().await.unwrap();
    assert_eq!(stream.status(), StatusCode::OK);
    // The grace period is 10 s; an open stream must not hold the server that long.
    let started = std::time::Instant::now();
    tokio::time::timeout(std::time::Duration::from_secs(5), app.stop())
        .await
        .expect("open event streams end at shutdown")
        .expect("clean stop");
    assert!(started.elapsed() < std::time::Duration::from_secs(5));
    drop(stream);
}
