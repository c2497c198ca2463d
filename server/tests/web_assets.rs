//! How the web app's files reach the browser: precompressed copies chosen by
//! `Accept-Encoding` (with `Vary`), `robots.txt` and `sitemap.xml` as real text and XML,
//! and the web app's signed-out session check answering without an error.

use crate::common;

use common::{Backend, TestApp, json};
use reqwest::{Response, StatusCode, header};

backend_tests!(
    assets_are_sent_as_the_precompressed_copy_the_browser_accepts,
    pages_are_sent_precompressed_too,
    prerendered_pages_are_sent_for_their_exact_path,
    files_without_a_compressed_copy_are_sent_as_they_are,
    robots_txt_is_text_pointing_at_the_sitemap,
    sitemap_lists_the_public_pages_on_the_public_url,
    optional_session_check_is_null_when_signed_out,
);

const JS: &str = "assets/app-abc123.js";

/// The build writes `x.br` and `x.gz` beside `x`; marker bodies show which one was sent.
fn write_compressed_copies(app: &TestApp, file: &str) {
    std::fs::write(app.web_dir.join(file), "plain").unwrap();
    std::fs::write(app.web_dir.join(format!("{file}.br")), "brotli-bytes").unwrap();
    std::fs::write(app.web_dir.join(format!("{file}.gz")), "gzip-bytes").unwrap();
}

async fn get_with_encoding(app: &TestApp, path: &str, accept: &str) -> Response {
    app.client.get(app.url(path)).header(header::ACCEPT_ENCODING, accept).send().await.unwrap()
}

fn content_encoding(response: &Response) -> Option<&str> {
    response.headers().get(header::CONTENT_ENCODING).map(|v| v.to_str().unwrap())
}

async fn assets_are_sent_as_the_precompressed_copy_the_browser_accepts(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    write_compressed_copies(&app, JS);
    let path = format!("/{JS}");
    for (accept, encoding, body) in [
        ("gzip, deflate, br, zstd", Some("br"), "brotli-bytes"),
        ("gzip", Some("gzip"), "gzip-bytes"),
        ("identity", None, "plain"),
    ] {
        let response = get_with_encoding(&app, &path, accept).await;
        assert_eq!(response.status(), StatusCode::OK, "{accept}");
        assert_eq!(content_encoding(&response), encoding, "{accept}");
        assert_eq!(response.headers()[header::VARY], "Accept-Encoding", "{accept}");
        assert!(response.headers()[header::CONTENT_TYPE].to_str().unwrap().starts_with("text/javascript"), "{accept}");
        assert_eq!(response.headers()[header::CACHE_CONTROL], "public, max-age=31536000, immutable", "{accept}");
        assert_eq!(response.text().await.unwrap(), body, "{accept}");
    }
}

async fn pages_are_sent_precompressed_too(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    write_compressed_copies(&app, "index.html");
    // `/` is the directory's index; other paths fall back to index.html for the router.
    for path in ["/", "/for-recruiters", "/no/such/page"] {
        let response = get_with_encoding(&app, path, "gzip, br").await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(content_encoding(&response), Some("br"), "{path}");
        assert_eq!(response.headers()[header::VARY], "Accept-Encoding", "{path}");
        assert!(response.headers()[header::CONTENT_TYPE].to_str().unwrap().starts_with("text/html"), "{path}");
        assert_eq!(response.headers()[header::CACHE_CONTROL], "no-cache", "{path}");
        assert_eq!(response.text().await.unwrap(), "brotli-bytes", "{path}");
    }
}

async fn prerendered_pages_are_sent_for_their_exact_path(backend: Backend) {
    // What `npm run build` writes: the public pages as HTML under prerendered/.
    let setup: common::Setup = Box::new(|settings| {
        Box::pin(async move {
            let dir = settings.web_dir.join("prerendered");
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(dir.join("index.html"), "home page").unwrap();
            std::fs::write(dir.join("how-it-works.html"), "how it works").unwrap();
            std::fs::write(dir.join("how-it-works.html.br"), "how it works, brotli").unwrap();
        })
    });
    let app = TestApp::spawn_with_setup(backend, Box::new(|_| {}), setup).await;
    for (path, accept, body) in [
        ("/", "identity", "home page"),
        ("/how-it-works", "identity", "how it works"),
        ("/how-it-works", "gzip, br", "how it works, brotli"),
        // Any other path (a query string changes nothing) is the client's: the empty shell.
        ("/how-it-works/more", "identity", "<!doctype html><title>Veil</title><div id=\"root\"></div>"),
        ("/search-candidates", "identity", "<!doctype html><title>Veil</title><div id=\"root\"></div>"),
        ("/?showCookieBanner=true", "identity", "home page"),
    ] {
        let response = get_with_encoding(&app, path, accept).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(response.headers()[header::VARY], "Accept-Encoding", "{path}");
        assert_eq!(response.headers()[header::CACHE_CONTROL], "no-cache", "{path}");
        assert!(response.headers()[header::CONTENT_TYPE].to_str().unwrap().starts_with("text/html"), "{path}");
        assert!(response.headers().contains_key("content-security-policy"), "{path}");
        assert_eq!(response.text().await.unwrap(), body, "{path} with {accept}");
    }
}

async fn files_without_a_compressed_copy_are_sent_as_they_are(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let response = get_with_encoding(&app, "/assets/index-abc123.js", "gzip, br").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(content_encoding(&response), None);
    assert_eq!(response.text().await.unwrap(), "console.log('veil')");
}

async fn robots_txt_is_text_pointing_at_the_sitemap(backend: Backend) {
    let app = TestApp::spawn_with(
        backend,
        Box::new(|s| {
            s.public_url = "https://veil.example".parse().unwrap();
            s.insecure_dev_sign_in = true;
        }),
    )
    .await;
    let response = app.get("/robots.txt").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()[header::CONTENT_TYPE], "text/plain; charset=utf-8");
    let body = response.text().await.unwrap();
    assert!(body.starts_with("User-agent: *\n"), "{body}");
    assert!(body.contains("Disallow: /api/"), "{body}");
    assert!(body.contains("Sitemap: https://veil.example/sitemap.xml"), "{body}");
    assert!(!body.contains("<div id=\"root\">"), "not the app's HTML");
}

async fn sitemap_lists_the_public_pages_on_the_public_url(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let response = app.get("/sitemap.xml").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()[header::CONTENT_TYPE], "application/xml; charset=utf-8");
    let body = response.text().await.unwrap();
    assert!(body.starts_with("<?xml"), "{body}");
    for page in ["/", "/how-it-works", "/for-recruiters", "/contact", "/privacy-policy", "/terms", "/signin"] {
        assert!(body.contains(&format!("<loc>{}{page}</loc>", app.base_url)), "{page} in {body}");
    }
    assert!(!body.contains("dashboard") && !body.contains("debug"), "no signed-in pages: {body}");
}

async fn optional_session_check_is_null_when_signed_out(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let signed_out = app.get("/api/session?optional=true").await;
    assert_eq!(signed_out.status(), StatusCode::OK);
    assert_eq!(signed_out.headers()[header::CACHE_CONTROL], "no-store");
    assert_eq!(json(signed_out).await, serde_json::Value::Null);

    let bad = app.get("/api/session?optional=perhaps").await;
    assert_eq!(bad.status(), StatusCode::BAD_REQUEST);

    app.browser.sign_in("optional@example.com", "Opt", "Ional").await;
    let signed_in = json(app.get("/api/session?optional=true").await).await;
    assert_eq!(signed_in["user"]["email"], "optional@example.com");
    // Without the flag, signed out stays a 401 (other clients rely on it).
    assert_eq!(app.new_browser().get("/api/session").await.status(), StatusCode::UNAUTHORIZED);
}
