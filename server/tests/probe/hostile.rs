//! Hostile requests: forged and expired sessions, cross-site requests, open redirects,
//! oversized and malformed bodies, and uploads built to hurt.

use reqwest::{Method, StatusCode, header};
use serde_json::json;

use crate::common::{Backend, Browser, TestApp, error_code, json};

/// Signs a person in and returns the session cookie (`name=value`) the callback set.
async fn signed_in_cookie(app: &TestApp, email: &str) -> String {
    app.new_browser().sign_in_keeping_cookie(email).await
}

async fn session_status(app: &TestApp, cookie: &str) -> StatusCode {
    let client = reqwest::Client::new();
    client.get(app.url("/api/session")).header(header::COOKIE, cookie).send().await.unwrap().status()
}

pub async fn forged_and_expired_sessions_are_no_sessions(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let real = signed_in_cookie(&app, "cookie@example.com").await;
    assert_eq!(session_status(&app, &real).await, StatusCode::OK, "the real cookie works");
    let value = real.trim_start_matches("veil_session=");
    let mut flipped: Vec<char> = value.chars().collect();
    flipped[0] = if flipped[0] == 'A' { 'B' } else { 'A' };
    let forged = [
        format!("veil_session={}", flipped.into_iter().collect::<String>()),
        format!("veil_session={value}x"),
        "veil_session=".to_owned(),
        "veil_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA".to_owned(),
        format!("veil_session={}", "A".repeat(5000)),
        "veil_session=../../etc/passwd".to_owned(),
        format!("__Host-veil_session={value}"),
    ];
    for cookie in &forged {
        assert_eq!(session_status(&app, cookie).await, StatusCode::UNAUTHORIZED, "{cookie:.60}");
    }
    // Unused for longer than the idle limit (a week by default): over.
    app.clock.advance_millis(169 * 3600 * 1000);
    assert_eq!(session_status(&app, &real).await, StatusCode::UNAUTHORIZED, "an idle session expires");
    crate::report!("probe: {} forged cookies and 1 expired session refused", forged.len());
}

pub async fn cross_site_requests_and_open_redirects_are_refused(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let body = json!({"email": "x@example.com"});
    let post = |origin: Option<&str>, host: Option<&str>| {
        let mut request = app.client.post(app.url("/api/early-access")).json(&body);
        if let Some(origin) = origin {
            request = request.header(header::ORIGIN, origin);
        }
        if let Some(host) = host {
            request = request.header(header::HOST, host);
        }
        request.send()
    };
    let cases = [
        (Some("https://evil.example"), None),
        (None, None),
        (Some("null"), None),
        (Some(&*app.base_url.replace("127.0.0.1", "localhost")), None),
        // The request's own Host proves nothing: whoever sends it chooses it.
        (Some("http://evil.example"), Some("evil.example")),
    ];
    for (origin, host) in cases {
        let r = post(origin, host).await.unwrap();
        assert_eq!(r.status(), StatusCode::FORBIDDEN, "Origin {origin:?}, Host {host:?}");
        assert_eq!(error_code(r).await, "forbidden");
    }
    assert_eq!(post(Some(&app.base_url), None).await.unwrap().status(), StatusCode::OK, "our own pages pass");

    // What a cross-site HTML form would send, even with a matching origin.
    let form = app
        .client
        .post(app.url("/api/early-access"))
        .header(header::ORIGIN, &app.base_url)
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body("email=x%40example.com")
        .send()
        .await
        .unwrap();
    assert_eq!(form.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);

    let redirects = ["//evil.example", "https://evil.example/x", "/\\evil.example", "javascript:alert(1)"];
    for evil in redirects {
        let landed = app.new_browser().sign_in_returning("o@example.com", "O", "R", Some(evil)).await;
        assert_eq!(landed, "/onboarding-role", "{evil}");
    }
    crate::report!("probe: {} cross-site requests and {} open redirects refused", cases.len() + 1, redirects.len());
}

pub async fn oversized_and_malformed_bodies_are_clear_4xx(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let b = &app.browser;
    b.sign_in("bodies@example.com", "Bo", "Dies").await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    let huge = json!({"codename": "big-body", "headline": "x", "skills": ["y"], "pitch": "p".repeat(70 * 1024)});
    let r = b.send_json(Method::PUT, "/api/profile", &huge).await;
    assert_eq!(r.status(), StatusCode::PAYLOAD_TOO_LARGE);
    let malformed: [&[u8]; 5] = [b"{", b"[1,2", b"null", b"\xff\xfe{}", b"{\"codename\": 7}"];
    for body in malformed {
        let r = b
            .client
            .put(b.url("/api/profile"))
            .header(header::ORIGIN, &b.base_url)
            .header(header::CONTENT_TYPE, "application/json")
            .body(body.to_vec())
            .send()
            .await
            .unwrap();
        let status = r.status();
        assert!(status == StatusCode::BAD_REQUEST || status == StatusCode::UNPROCESSABLE_ENTITY, "{status}");
        error_code(r).await;
    }
    let deep = format!("{}{}", "[".repeat(5000), "]".repeat(5000));
    let r = b.post_raw("/api/search/history", "application/json", deep).await;
    assert!(r.status().is_client_error(), "deep nesting: {}", r.status());
    crate::report!("probe: 1 oversized, {} malformed and 1 deeply nested body refused", malformed.len());
}

/// A JPEG with an EXIF block naming a GPS position and a marker string.
fn jpeg_with_exif(marker: &str) -> Vec<u8> {
    let plain = {
        let mut out = std::io::Cursor::new(Vec::new());
        image::DynamicImage::ImageRgb8(image::RgbImage::from_pixel(16, 16, image::Rgb([9, 99, 199])))
            .write_to(&mut out, image::ImageFormat::Jpeg)
            .unwrap();
        out.into_inner()
    };
    // TIFF (little endian): IFD0 with ImageDescription (the marker) and a GPS IFD pointer;
    // the GPS IFD holds GPSLatitudeRef = "S".
    let desc = format!("{marker}\0");
    let mut tiff: Vec<u8> = b"II*\0".to_vec();
    tiff.extend(8u32.to_le_bytes());
    let ifd0_len = 2 + 2 * 12 + 4;
    let desc_at = 8 + ifd0_len;
    let gps_at = desc_at + desc.len();
    tiff.extend(2u16.to_le_bytes());
    tiff.extend([0x0E, 0x01, 2, 0]);
    tiff.extend((desc.len() as u32).to_le_bytes());
    tiff.extend((desc_at as u32).to_le_bytes());
    tiff.extend([0x25, 0x88, 4, 0]);
    tiff.extend(1u32.to_le_bytes());
    tiff.extend((gps_at as u32).to_le_bytes());
    tiff.extend(0u32.to_le_bytes());
    tiff.extend(desc.as_bytes());
    tiff.extend(1u16.to_le_bytes());
    tiff.extend([0x01, 0x00, 2, 0]);
    tiff.extend(2u32.to_le_bytes());
    tiff.extend(*b"S\0\0\0");
    tiff.extend(0u32.to_le_bytes());
    let mut app1 = b"Exif\0\0".to_vec();
    app1.extend(tiff);
    let mut out = plain[..2].to_vec();
    out.extend([0xFF, 0xE1]);
    out.extend(((app1.len() + 2) as u16).to_be_bytes());
    out.extend(app1);
    out.extend(&plain[2..]);
    out
}

fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFFu32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
        }
    }
    !crc
}

/// A small PNG whose header claims 30000 x 30000 pixels (3.6 GB decoded).
fn png_bomb() -> Vec<u8> {
    let mut png = super::png(1, 1, 0);
    // IHDR data starts after the 8-byte signature, 4-byte length and 4-byte type.
    png[16..20].copy_from_slice(&30_000u32.to_be_bytes());
    png[20..24].copy_from_slice(&30_000u32.to_be_bytes());
    let crc = crc32(&png[12..29]);
    png[29..33].copy_from_slice(&crc.to_be_bytes());
    png
}

pub async fn hostile_uploads_are_refused_or_defused(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let b: &Browser = &app.browser;
    b.sign_in("uploads@example.com", "Up", "Loads").await;

    // EXIF with GPS: accepted, stored without any of it.
    let marker = "ZQEXIFMARKER-at-home";
    let exif = jpeg_with_exif(marker);
    assert!(image::load_from_memory(&exif).is_ok(), "the crafted JPEG is valid");
    let r = b.post_raw("/api/uploads/photo", "image/jpeg", exif).await;
    assert_eq!(r.status(), StatusCode::OK);
    let url = json(r).await["avatarUrl"].as_str().unwrap().to_owned();
    let stored = b.get(&url).await.bytes().await.unwrap();
    let text = String::from_utf8_lossy(&stored);
    assert!(!text.contains("Exif") && !text.contains(marker), "metadata stripped");

    // Polyglot: a picture with a page appended; only the picture is kept.
    let mut polyglot = super::png(8, 8, 3);
    polyglot.extend(b"<html><script>alert(document.cookie)</script></html>");
    let r = b.post_raw("/api/uploads/photo", "text/html", polyglot).await;
    assert_eq!(r.status(), StatusCode::OK);
    let served = b.get(json(r).await["avatarUrl"].as_str().unwrap()).await;
    assert!(served.headers()[header::CONTENT_TYPE].to_str().unwrap().starts_with("image/"));
    assert_eq!(served.headers()[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
    assert!(!String::from_utf8_lossy(&served.bytes().await.unwrap()).contains("<script"));

    // Refused: a decompression bomb, SVG (script inside an image), HTML, nothing.
    let svg = br#"<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>"#.to_vec();
    let refused: [(&str, Vec<u8>, &str); 4] = [
        ("image/png", png_bomb(), "invalid_image"),
        ("image/svg+xml", svg, "invalid_file_type"),
        ("image/png", b"<!doctype html><script>alert(1)</script>".to_vec(), "invalid_file_type"),
        ("image/png", Vec::new(), "invalid_file_type"),
    ];
    for (content_type, bytes, code) in &refused {
        let r = b.post_raw("/api/uploads/photo", content_type, bytes.clone()).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "{code}");
        let body = json(r).await;
        assert_eq!(body["error"]["code"], *code);
        if bytes.len() > 8 && bytes.starts_with(b"\x89PNG") {
            assert!(body["error"]["message"].as_str().unwrap().contains("too many pixels"), "{body}");
        }
    }
    crate::report!("probe: 2 hostile uploads defused, {} refused", refused.len());
}
