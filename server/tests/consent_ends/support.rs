//! The people of these tests and what they do, through the API as the app does it.

use std::{
    io::{Cursor, Read},
    time::Duration,
};

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::{Backend, Browser, TestApp, json};

pub const DAY: i64 = 86_400_000;
pub const HOUR: i64 = 3_600_000;
/// What identifies the candidate: none of it may reach the recruiter once consent ends.
pub const SECRETS: [&str; 5] = ["Philippa", "Quennell", "philippa.q@example.com", "philippa-q", "5550123"];
pub const HEADLINE: &str = "Platform Engineer";

/// A server whose sessions outlast the month these tests let pass, sweeping every second.
pub async fn app(backend: Backend) -> TestApp {
    TestApp::spawn_with(
        backend,
        Box::new(|s| {
            s.session_idle_hours = 24 * 1000;
            s.session_max_days = 1000;
            s.reveal_sweep_secs = 1;
        }),
    )
    .await
}

pub struct Candidate {
    pub browser: Browser,
    pub profile_id: String,
}

/// A job seeker with a profile and a photo.
pub async fn candidate(app: &TestApp) -> Candidate {
    let b = app.new_browser();
    b.sign_in("philippa.q@example.com", "Philippa", "Quennell").await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    let r = b
        .send_json(Method::PUT, "/api/profile", &json!({
            "codename": "quiet-harbour", "headline": HEADLINE, "skills": ["Kubernetes", "Go"],
            "location": "Berlin, Germany", "city": "Berlin", "country": "Germany",
            "linkedinUrl": "https://www.linkedin.com/in/philippa-q", "phoneNumber": "5550123", "phoneCountryCode": "+49",
        }))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let profile_id = json(r).await["id"].as_str().unwrap().to_owned();
    assert_eq!(b.post_raw("/api/uploads/photo", "image/png", png()).await.status(), StatusCode::OK);
    Candidate { browser: b, profile_id }
}

/// A recruiter whose company is verified: their sign-in e-mail is at its website.
pub async fn recruiter(app: &TestApp, email: &str, company: &str, website: &str) -> Browser {
    let b = app.new_browser();
    b.sign_in(email, "Rhea", "Hires").await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    let body =
        json!({"companyName": company, "website": website, "recruiterRole": "Talent Lead", "location": "Berlin"});
    assert_eq!(b.send_json(Method::PUT, "/api/employer", &body).await.status(), StatusCode::OK);
    b
}

pub async fn northwind(app: &TestApp) -> Browser {
    recruiter(app, "rhea@northwind-labs.com", "Northwind Labs", "https://northwind-labs.com").await
}

pub async fn contoso(app: &TestApp) -> Browser {
    recruiter(app, "kim@contoso-hr.com", "Contoso", "https://contoso-hr.com").await
}

/// Sends a reveal request; returns its id.
pub async fn request(recruiter: &Browser, c: &Candidate) -> String {
    let body = json!({"profileId": c.profile_id, "message": "Hello there"});
    let r = recruiter.send_json(Method::POST, "/api/reveal-requests", &body).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    json(r).await["id"].as_str().unwrap().to_owned()
}

pub async fn answer(c: &Candidate, id: &str, body: Value) {
    let r = c.browser.send_json(Method::PATCH, &format!("/api/reveal-requests/{id}"), &body).await;
    assert_eq!(r.status(), StatusCode::OK, "answer {body}");
}

/// A request approved for 30 days; returns its id.
pub async fn approved(recruiter: &Browser, c: &Candidate) -> String {
    let id = request(recruiter, c).await;
    answer(c, &id, json!({"status": "approved", "duration": "days_30"})).await;
    id
}

/// The candidate hides from Northwind Labs (by name and domain).
pub async fn shield_northwind(c: &Candidate) {
    let entries = json!({"entries": [{"companyName": "Northwind Labs", "domain": "northwind-labs.com"}]});
    assert_eq!(c.browser.send_json(Method::PUT, "/api/employer-shield", &entries).await.status(), StatusCode::OK);
}

pub async fn candidate_page(recruiter: &Browser, c: &Candidate) -> reqwest::Response {
    recruiter.get(&format!("/api/candidates/{}", c.profile_id)).await
}

/// The search card of the candidate, once the index has the profile.
pub async fn search_card(recruiter: &Browser) -> Value {
    for _ in 0..200 {
        let result = json(recruiter.get("/api/search?q=Kubernetes").await).await;
        if let Some(hit) = result["hits"].as_array().and_then(|h| h.first()) {
            return hit.clone();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the profile never reached the search index");
}

/// The account page's view of the export.
pub async fn export_state(b: &Browser) -> Value {
    let r = b.get("/api/account/data-export").await;
    assert_eq!(r.status(), StatusCode::OK);
    json(r).await["export"].clone()
}

/// Asks for an export and waits until it is ready; returns its state.
pub async fn ready_export(b: &Browser) -> Value {
    assert_eq!(b.send_empty(Method::POST, "/api/account/data-export").await.status(), StatusCode::ACCEPTED);
    let started = std::time::Instant::now();
    loop {
        let export = export_state(b).await;
        if export["status"] != "preparing" {
            assert_eq!(export["status"], "ready", "{export}");
            return export;
        }
        assert!(started.elapsed() < Duration::from_secs(30), "the export was not ready within 30 s");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Every entry of a downloaded ZIP as text.
pub fn zip_text(bytes: Vec<u8>) -> String {
    let mut zip = zip::ZipArchive::new(Cursor::new(bytes)).expect("the ZIP opens");
    let mut text = String::new();
    for i in 0..zip.len() {
        let mut entry = zip.by_index(i).unwrap();
        let mut bytes = Vec::new();
        entry.read_to_end(&mut bytes).unwrap();
        text.push_str(&String::from_utf8_lossy(&bytes));
    }
    text
}

/// The ZIP files on disk.
pub fn stored_exports(app: &TestApp) -> usize {
    let dir = app.data_dir.path().join("files").join("data-exports");
    std::fs::read_dir(dir).map(|entries| entries.count()).unwrap_or(0)
}

pub async fn count(app: &TestApp, sql: &str, bind: &str) -> i64 {
    veil::with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(sql).bind(bind).fetch_one(pool).await).unwrap()
}

pub async fn account_id(b: &Browser) -> String {
    json(b.get("/api/session").await).await["user"]["id"].as_str().unwrap().to_owned()
}

pub fn png() -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    image::DynamicImage::ImageRgb8(image::RgbImage::from_pixel(24, 24, image::Rgb([10, 90, 200])))
        .write_to(&mut out, image::ImageFormat::Png)
        .unwrap();
    out.into_inner()
}

/// The `expires` of a signed file address, in Unix seconds.
pub fn expires_of(url: &str) -> i64 {
    let query = url.split_once('?').expect("a signed address").1;
    query.split('&').find_map(|p| p.strip_prefix("expires=")).expect("expires").parse().unwrap()
}
