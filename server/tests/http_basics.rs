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
    json_answers_are_compressed_when_asked_and_the_event_stream_is_not,
);

async fn security_headers_are_on_pages_assets_api_and_errors(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    for path in ["/", "/some/client/route", "/assets/index-abc123.js", "/api/health", "/api/nope"] {
        let response = app.get(path).await;
        let h = response.headers();
        assert_eq!(h[header::X_CONTENT_TYPE_OPTIONS], "nosniff", "{path}");
        assert_eq!(h[header::REFERRER_POLICY], "same-origin", "{path}");
        assert!(h.get(header::STRICT_TRANSPORT_SECURITY).is_none(), "no HSTS over http: {path}");
        let csp = h.get(header::CONTENT_SECURITY_POLICY).map(|v| v.to_str().unwrap().to_owned());
        if path.starts_with("/assets/") {
            // A script never renders as a page: a page's policies would only weigh on it.
            assert_eq!(csp, None, "{path}");
            assert!(h.get(header::X_FRAME_OPTIONS).is_none(), "{path}");
            continue;
        }
        let csp = csp.unwrap_or_else(|| panic!("CSP on {path}"));
        assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
        if path.starts_with("/api/") {
            assert_eq!(
                csp, "default-src 'none'; frame-ancestors 'none'",
                "an API answer opened as a page loads nothing"
            );
            continue;
        }
        let script_src = csp.split(';').map(str::trim).find(|d| d.starts_with("script-src")).expect("script-src");
        assert!(!script_src.contains("unsafe-inline") && !script_src.contains("unsafe-eval"), "{path}: {csp}");
        assert_eq!(h[header::X_FRAME_OPTIONS], "DENY", "{path}");
        assert!(h.get("permissions-policy").is_some() && h.get("cross-origin-opener-policy").is_some(), "{path}");
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

async fn json_answers_are_compressed_when_asked_and_the_event_stream_is_not(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let fetch = async |path: &str, encoding: Option<&str>| {
        let mut request = app.browser.client.get(app.url(path));
        if let Some(encoding) = encoding {
            request = request.header(header::ACCEPT_ENCODING, encoding);
        }
        let response = request.send().await.unwrap();
        let encoded = response.headers().get(header::CONTENT_ENCODING).map(|v| v.to_str().unwrap().to_owned());
        let vary = response.headers().get(header::VARY).map(|v| v.to_str().unwrap().to_lowercase());
        (encoded, vary, response.bytes().await.unwrap().len())
    };
    let (plain, _, plain_len) = fetch("/api/openapi.json", None).await;
    assert_eq!(plain, None, "not asked, not compressed");
    let (brotli, vary, brotli_len) = fetch("/api/openapi.json", Some("gzip, deflate, br")).await;
    assert_eq!(brotli.as_deref(), Some("br"), "brotli first");
    assert!(vary.is_some_and(|v| v.contains("accept-encoding")));
    assert!(brotli_len * 5 < plain_len, "{brotli_len} of {plain_len} bytes");
    let (gzip, _, _) = fetch("/api/openapi.json", Some("gzip")).await;
    assert_eq!(gzip.as_deref(), Some("gzip"));
    // The error envelope is JSON too: compressed after it was written.
    let (error, _, _) = fetch("/api/no-such-thing", Some("br")).await;
    assert_eq!(error.as_deref(), Some("br"));

    // The event stream is never compressed (it would be held back until a block fills).
    app.browser.sign_in("stream@example.com", "Stream", "Er").await;
    let stream =
        app.browser.client.get(app.url("/api/events")).header(header::ACCEPT_ENCODING, "br").send().await.unwrap();
    assert_eq!(stream.status(), StatusCode::OK);
    assert!(stream.headers()[header::CONTENT_TYPE].to_str().unwrap().starts_with("text/event-stream"));
    assert_eq!(stream.headers().get(header::CONTENT_ENCODING), None);
    drop(stream);
    app.stop().await.unwrap();
}
