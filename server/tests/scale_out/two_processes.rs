//! Two real `veil` processes on one PostgreSQL, as behind a load balancer: they share the
//! database, the signing key, the public URL and the file storage, and a person may
//! reach either. A session, a reveal, a save, a deletion and a photo all cross over.

use std::{
    io::Cursor,
    time::{Duration, Instant},
};

use image::{DynamicImage, ImageFormat, Rgb, RgbImage};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::binary::{Veil, command, free_port};
use super::support::{add_company, codenames, profile, search, total};
use crate::common::{Browser, PostgresDatabase, json as body, postgres_admin_url, sse::EventStream};

const SIGNING_KEY: &str = "two-instances-share-this-signing-key-0123456789";

/// The same person's browser aimed at the other instance (same cookies).
fn on(instance: &Veil, browser: &Browser) -> Browser {
    Browser { base_url: instance.base_url.clone(), client: browser.client.clone() }
}

async fn signed_in(instance: &Veil, email: &str, role: &str) -> Browser {
    let browser = Browser::new(&instance.base_url);
    browser.sign_in(email, "Pat", "Person").await;
    let r = browser.send_json(Method::PUT, "/api/roles", &json!({"role": role})).await;
    assert_eq!(r.status(), StatusCode::OK);
    browser
}

fn jpeg() -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    DynamicImage::ImageRgb8(RgbImage::from_pixel(32, 32, Rgb([200, 90, 30])))
        .write_to(&mut out, ImageFormat::Jpeg)
        .unwrap();
    out.into_inner()
}

/// Polls a search on `browser` until `done` holds; how long that took, if within 1 s.
async fn within_a_second(browser: &Browser, query: &str, done: impl Fn(&Value) -> bool) -> Option<Duration> {
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(1) {
        if done(&search(browser, query).await) {
            return Some(started.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    None
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[cfg_attr(not(veil_test_postgres), ignore = "PostgreSQL: set VEIL_TEST_POSTGRES_URL")]
async fn two_processes_on_one_postgres_serve_the_same_people() {
    let admin_url = postgres_admin_url();
    let database = PostgresDatabase::create(&admin_url).await;
    let shared = tempfile::tempdir().unwrap();
    let files = url::Url::from_directory_path(shared.path().join("files")).unwrap();
    let (port_a, port_b) = (free_port(), free_port());
    let public_url = format!("http://127.0.0.1:{port_a}");
    let start = |port: u16, name: &str| {
        let dir = shared.path().join(name);
        std::fs::create_dir_all(&dir).unwrap();
        let mut veil = command(&dir, port);
        veil.env("DATABASE_URL", &database.url)
            .env("VEIL_SIGNING_KEY", SIGNING_KEY)
            .env("VEIL_STORAGE_URL", files.as_str())
            .env("VEIL_PUBLIC_URL", &public_url);
        Veil::start(veil, port)
    };
    let a = start(port_a, "a").ready().await;
    let b = start(port_b, "b").ready().await;

    // A session made on A works on B.
    let seeker = signed_in(&a, "seeker@example.com", "job_seeker").await;
    let me_on_a = body(seeker.get("/api/session").await).await["user"]["id"].clone();
    let me_on_b = body(on(&b, &seeker).get("/api/session").await).await["user"]["id"].clone();
    assert!(me_on_a.is_string());
    assert_eq!(me_on_b, me_on_a, "B knows the session made on A");

    // A profile saved on A is found by search on B within 1 s.
    let recruiter = signed_in(&a, "recruiter@example.com", "recruiter").await;
    add_company(&recruiter).await;
    let saved = seeker
        .send_json(Method::PUT, "/api/profile", &profile("far-away", "Erlang Developer", &["Erlang"], json!({})))
        .await;
    assert_eq!(saved.status(), StatusCode::OK);
    let profile_id = body(saved).await["id"].as_str().unwrap().to_owned();
    let recruiter_on_b = on(&b, &recruiter);
    let found = within_a_second(&recruiter_on_b, "q=erlang", |r| codenames(r) == ["far-away"]).await;
    assert!(found.is_some(), "B finds a profile saved on A within 1 s");

    // A reveal approved on A reaches the recruiter's event stream on B within 1 s.
    let mut events = EventStream::open(&recruiter_on_b, "recruiter on B").await;
    let sent = recruiter
        .send_json(Method::POST, "/api/reveal-requests", &json!({"profileId": profile_id, "message": "Hello there"}))
        .await;
    assert_eq!(sent.status(), StatusCode::CREATED);
    let request_id = body(sent).await["id"].as_str().unwrap().to_owned();
    let approved = seeker
        .send_json(Method::PATCH, &format!("/api/reveal-requests/{request_id}"), &json!({"status": "approved"}))
        .await;
    assert_eq!(approved.status(), StatusCode::OK);
    let deadline = Instant::now() + Duration::from_secs(1);
    let mut heard = false;
    while let Some(event) = events.next_within(deadline.saturating_duration_since(Instant::now())).await {
        if event.kind == "reveal_request" && event.data["status"] == "approved" {
            heard = true;
            break;
        }
    }
    assert!(heard, "the approval made on A reached the stream on B within 1 s");

    // A photo uploaded through A is served by B.
    let uploaded = seeker.post_raw("/api/uploads/photo", "image/jpeg", jpeg()).await;
    assert_eq!(uploaded.status(), StatusCode::OK);
    let avatar = body(uploaded).await["avatarUrl"].as_str().unwrap().to_owned();
    let served = on(&b, &seeker).get(&avatar).await;
    assert_eq!(served.status(), StatusCode::OK);
    assert_eq!(served.headers()["content-type"], "image/jpeg");

    // A profile deleted on A is gone from both.
    let recruiter_on_a = recruiter.clone();
    assert_eq!(seeker.send_empty(Method::DELETE, "/api/account").await.status(), StatusCode::NO_CONTENT);
    for (name, browser) in [("A", &recruiter_on_a), ("B", &recruiter_on_b)] {
        let gone = within_a_second(browser, "q=erlang", |r| total(r) == 0).await;
        assert!(gone.is_some(), "the deleted profile is gone from {name}");
    }
    drop((a, b));
}
