//! The re-identification guard: the crowd of a draft (others with the same shown place,
//! title family and top skills) in buckets with their boundaries, only what recruiters
//! are shown taking part, the fixes with the bucket each would give, the check of a save,
//! and nothing about any other profile in the answer.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::support::{profile, seeker, user_id};
use crate::common::{Backend, Browser, TestApp, json};

crate::backend_tests!(
    the_crowd_is_reported_in_buckets_at_4_5_20_and_21,
    only_the_shown_place_title_family_and_top_skills_count,
    fixes_show_the_bucket_they_would_give_and_a_save_is_checked,
    the_check_never_reveals_other_profiles,
);

fn place(city: &str, state: &str, country: &str) -> Value {
    json!({"location": format!("{city}, {state}, {country}"), "city": city, "state": state, "country": country})
}

fn tampere() -> Value {
    place("Tampere", "Pirkanmaa", "Finland")
}

/// A profile in the crowd of `draft()` (any engineer title; 2 of its top skills).
fn crowd_member(codename: &str) -> Value {
    profile(codename, "Backend Developer", &["PostgreSQL", "Rust", "Go"], tampere())
}

fn draft(precision: &str) -> Value {
    json!({
        "headline": "Staff Rust engineer",
        "city": "Tampere", "state": "Pirkanmaa", "country": "Finland",
        "locationPrecision": precision,
        "skills": ["Rust", "PostgreSQL", "Kafka"],
    })
}

/// A job seeker without a profile yet, as in the wizard.
async fn drafter(app: &TestApp) -> Browser {
    let browser = app.new_browser();
    browser.sign_in("drafter@example.com", "Dana", "Draft").await;
    let r = browser.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    assert_eq!(r.status(), StatusCode::OK);
    browser
}

async fn check(browser: &Browser, body: &Value) -> Value {
    let r = browser.send_json(Method::POST, "/api/profile/anonymity-check", body).await;
    assert_eq!(r.status(), StatusCode::OK, "check {body}");
    json(r).await
}

async fn bucket(browser: &Browser, body: &Value) -> String {
    check(browser, body).await["bucket"].as_str().expect("bucket").to_owned()
}

async fn add_crowd(app: &TestApp, from: usize, to: usize) {
    for i in from..to {
        seeker(app, &format!("member{i}@example.com"), crowd_member(&format!("member-{i}"))).await;
    }
}

async fn the_crowd_is_reported_in_buckets_at_4_5_20_and_21(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let dana = drafter(&app).await;
    add_crowd(&app, 0, 4).await;
    let answer = check(&dana, &draft("city")).await;
    assert_eq!(answer["bucket"], "fewer than 5");
    assert_eq!(
        answer["warning"],
        "Fewer than 5 other profiles share your city, title and top skills. Someone who knows you could recognise this profile."
    );
    add_crowd(&app, 4, 5).await;
    let answer = check(&dana, &draft("city")).await;
    assert_eq!((answer["bucket"].as_str(), &answer["warning"]), (Some("5 to 20"), &Value::Null));
    assert_eq!(answer["fixes"], json!([]), "no fixes without a warning");
    add_crowd(&app, 5, 20).await;
    assert_eq!(bucket(&dana, &draft("city")).await, "5 to 20");
    add_crowd(&app, 20, 21).await;
    assert_eq!(bucket(&dana, &draft("city")).await, "more than 20");
}

async fn only_the_shown_place_title_family_and_top_skills_count(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let dana = drafter(&app).await;
    add_crowd(&app, 0, 3).await;
    // Not in the crowd: another city, another title family, one shared top skill, a
    // shared skill past the first three, hidden, and a city shown only as its country.
    let helsinki = place("Helsinki", "Uusimaa", "Finland");
    let outsiders = [
        profile("elsewhere", "Backend Developer", &["Rust", "PostgreSQL"], helsinki.clone()),
        profile("a-nurse", "Registered Nurse", &["Rust", "PostgreSQL"], tampere()),
        profile("one-shared", "Rust Developer", &["Rust", "Java", "Go"], tampere()),
        profile("late-skill", "Rust Developer", &["Rust", "Java", "Go", "PostgreSQL"], tampere()),
        profile("hiding", "Rust Developer", &["Rust", "PostgreSQL"], json!({"status": "hidden"})),
    ];
    for (i, body) in outsiders.into_iter().enumerate() {
        let mut body = body;
        if body["city"] == "Sydney" {
            body.as_object_mut().unwrap().extend(tampere().as_object().unwrap().clone());
        }
        seeker(&app, &format!("out{i}@example.com"), body).await;
    }
    let mut shows_country = crowd_member("shows-country");
    shows_country["locationPrecision"] = json!("country");
    seeker(&app, "country@example.com", shows_country).await;
    assert_eq!(bucket(&dana, &draft("city")).await, "fewer than 5", "3 in the city");

    // At country precision everyone in Finland who shows the country counts: the three,
    // the Helsinki profile and the country-precision one.
    let answer = check(&dana, &draft("country")).await;
    assert_eq!(answer["bucket"], "5 to 20");
    // Remote only: the place does not narrow anything.
    assert_eq!(bucket(&dana, &draft("remote")).await, "5 to 20");

    // A job seeker's own profile is never part of their crowd.
    let member = seeker(&app, "member-self@example.com", crowd_member("member-self")).await;
    let mut own = draft("city");
    own["headline"] = json!("Backend Developer");
    // At city precision: the three members (the country-precision one shows no city).
    assert_eq!(bucket(&member.browser, &own).await, "fewer than 5");
    add_crowd(&app, 3, 5).await;
    assert_eq!(bucket(&member.browser, &own).await, "5 to 20", "5 others, not counting itself");
}

async fn fixes_show_the_bucket_they_would_give_and_a_save_is_checked(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let helsinki = place("Helsinki", "Uusimaa", "Finland");
    for i in 0..5 {
        let body = profile(&format!("capital-{i}"), "Rust Engineer", &["Rust", "PostgreSQL"], helsinki.clone());
        seeker(&app, &format!("capital{i}@example.com"), body).await;
    }
    let dana = drafter(&app).await;
    let answer = check(&dana, &draft("city")).await;
    assert_eq!(answer["bucket"], "fewer than 5");
    assert_eq!(
        answer["fixes"],
        json!([
            {"kind": "region", "headline": null, "bucket": "fewer than 5"},
            {"kind": "country", "headline": null, "bucket": "5 to 20"},
            {"kind": "headline", "headline": "Engineer", "bucket": "fewer than 5"},
        ])
    );
    let region = check(&dana, &draft("region")).await;
    assert!(region["warning"].as_str().unwrap().contains("share your region, title and top skills"));
    assert_eq!(region["fixes"].as_array().unwrap().len(), 2, "country and headline");

    // Saving runs the same check on what was saved.
    let mut body = profile("dana-draft", "Staff Rust engineer", &["Rust", "PostgreSQL", "Kafka"], tampere());
    let r = dana.send_json(Method::PUT, "/api/profile", &body).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(json(r).await["anonymity"]["bucket"], "fewer than 5");
    body["locationPrecision"] = json!("country");
    let r = dana.send_json(Method::PUT, "/api/profile", &body).await;
    let saved = json(r).await;
    assert_eq!(
        (saved["anonymity"]["bucket"].as_str(), &saved["anonymity"]["warning"]),
        (Some("5 to 20"), &Value::Null)
    );
    assert_eq!(json(dana.get("/api/profile").await).await["anonymity"], Value::Null, "only a save checks");
}

async fn the_check_never_reveals_other_profiles(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let mut others = Vec::new();
    for i in 0..2 {
        let s = seeker(&app, &format!("m{i}@example.com"), crowd_member(&format!("member-{i}"))).await;
        others.push((s.profile_id.clone(), user_id(&s.browser).await));
    }
    let dana = drafter(&app).await;
    let answer = check(&dana, &draft("city")).await;
    let mut keys: Vec<&String> = answer.as_object().unwrap().keys().collect();
    keys.sort();
    assert_eq!(keys, ["bucket", "fixes", "warning"]);
    let text = answer.to_string();
    for (public_id, account_id) in &others {
        assert!(!text.contains(public_id.as_str()) && !text.contains(account_id.as_str()), "{text}");
    }
    assert!(!text.contains("member-") && !text.contains("Quill"), "{text}");
    assert!(!text.chars().any(|c| c == '2'), "the exact count (2) is never given: {text}");

    // Bad drafts are refused with a 4xx, never a 500.
    for bad in [
        json!({"headline": "x".repeat(151)}),
        json!({"skills": ["x".repeat(51)]}),
        json!({"locationPrecision": "street"}),
        json!({"somethingElse": 1}),
    ] {
        let r = dana.send_json(Method::POST, "/api/profile/anonymity-check", &bad).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "{bad}");
    }
    let recruiter = super::support::recruiter(&app, "rita@example.com").await;
    let r = recruiter.send_json(Method::POST, "/api/profile/anonymity-check", &draft("city")).await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN, "job seekers only");
}
