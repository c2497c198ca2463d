//! The fixtures every search test builds on: job seekers with saved profiles, recruiters
//! with a company page, and readers of the search answer.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::{Browser, TestApp, json};

/// A job seeker's profile; `with` changes fields of the default.
pub fn profile(codename: &str, headline: &str, skills: &[&str], with: Value) -> Value {
    let mut body = json!({
        "codename": codename,
        "headline": headline,
        "location": "Sydney, New South Wales, Australia",
        "city": "Sydney", "state": "New South Wales", "country": "Australia",
        "jobType": "remote",
        "minSalary": 120000, "maxSalary": 160000,
        "skills": skills,
        "status": "active",
        "pitch": "I like calm teams and careful work.",
        "summary": "",
    });
    for (key, value) in with.as_object().into_iter().flatten() {
        body[key] = value.clone();
    }
    body
}

pub struct Seeker {
    pub browser: Browser,
    /// The public profile id, as recruiters know it.
    pub profile_id: String,
}

impl Seeker {
    pub async fn save(&self, body: &Value) -> String {
        let r = self.browser.send_json(Method::PUT, "/api/profile", body).await;
        assert_eq!(r.status(), StatusCode::OK, "saving {body}");
        json(r).await["id"].as_str().expect("profile id").to_owned()
    }
}

pub async fn user_id(browser: &Browser) -> String {
    json(browser.get("/api/session").await).await["user"]["id"].as_str().expect("user id").to_owned()
}

/// A job seeker with a saved profile. The clock moves a second first, so profiles made
/// one after another have distinct creation times.
pub async fn seeker(app: &TestApp, email: &str, body: Value) -> Seeker {
    app.clock.advance_millis(1000);
    let browser = app.new_browser();
    browser.sign_in(email, "Jordan", "Quill").await;
    let r = browser.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    assert_eq!(r.status(), StatusCode::OK);
    let mut seeker = Seeker { profile_id: String::new(), browser };
    seeker.profile_id = seeker.save(&body).await;
    seeker
}

/// A recruiter with a company profile.
pub async fn recruiter(app: &TestApp, email: &str) -> Browser {
    let browser = app.new_browser();
    browser.sign_in(email, "Rita", "Recruiter").await;
    let r = browser.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    assert_eq!(r.status(), StatusCode::OK);
    add_company(&browser).await;
    browser
}

/// Gives a signed-in recruiter their company profile.
pub async fn add_company(browser: &Browser) {
    let r = browser
        .send_json(Method::PUT, "/api/employer", &json!({
            "companyName": "Acme Talent", "website": "https://acme.example", "recruiterRole": "Talent Partner",
            "location": "Melbourne, Victoria, Australia", "city": "Melbourne", "state": "Victoria", "country": "Australia",
        }))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
}

/// `GET /api/search?{query}`, which must answer 200.
pub async fn search(browser: &Browser, query: &str) -> Value {
    let r = browser.get(&format!("/api/search?{query}")).await;
    assert_eq!(r.status(), StatusCode::OK, "search {query}");
    json(r).await
}

pub fn codenames(result: &Value) -> Vec<String> {
    result["hits"]
        .as_array()
        .expect("hits")
        .iter()
        .map(|h| h["document"]["codename"].as_str().expect("codename").to_owned())
        .collect()
}

pub fn total(result: &Value) -> u64 {
    result["pagination"]["totalResults"].as_u64().expect("totalResults")
}

pub async fn codenames_for(browser: &Browser, query: &str) -> Vec<String> {
    codenames(&search(browser, query).await)
}

pub async fn stats(browser: &Browser) -> Value {
    let r = browser.get("/api/search/stats").await;
    assert_eq!(r.status(), StatusCode::OK);
    json(r).await
}
