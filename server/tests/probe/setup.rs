//! The probe's world: a production-mode app, its cast signed up, and the views and
//! requests between them that give every list rows and the walk real objects to use.

use std::collections::BTreeMap;

use reqwest::{Method, StatusCode};
use serde_json::json;

use super::people::{self, EVERYONE, Person, Who};
use crate::common::{
    Backend, TestApp,
    fake_idp::{FakeIdp, external_issuer},
    json,
};

/// Real times differ between actions; so do they here, or equal timestamps would prove
/// nothing either way.
pub fn tick(app: &TestApp, n: i64) {
    app.clock.advance_millis(61_000 + n * 7_919);
}

/// What the walk fills path parameters and bodies with: other people's real objects.
pub struct Objects {
    /// The first recruiter's request to the seeker, approved.
    pub approved_request: String,
    pub seeker_profile: String,
    pub dual_profile: String,
    /// The second recruiter's pending request to the seeker.
    pub pending_request: String,
    pub seeker_notification: String,
    pub admin_batch: String,
    pub recruiter2_account: String,
    /// Two of the first recruiter's saved searches: one the walk deletes, one it keeps.
    pub saved_search: String,
    pub saved_search_to_delete: String,
}

pub async fn production_app(backend: Backend, idp: &FakeIdp) -> TestApp {
    let issuer = external_issuer(idp);
    TestApp::spawn_with(
        backend,
        Box::new(move |s| {
            issuer(s);
            s.admin_email = people::ADMIN_EMAIL.into();
        }),
    )
    .await
}

pub async fn cast(app: &TestApp, idp: &FakeIdp) -> BTreeMap<Who, Person> {
    let mut cast = BTreeMap::new();
    cast.insert(Who::Anonymous, Person::anonymous(app));
    for (n, who) in EVERYONE.into_iter().skip(1).enumerate() {
        tick(app, n as i64);
        cast.insert(who, Person::sign_up(app, idp, who).await);
    }
    cast
}

pub async fn send_request(from: &Person, to: &str) -> String {
    let r = from
        .browser
        .send_json(
            Method::POST,
            "/api/reveal-requests",
            &json!({"profileId": to, "message": format!("A probe hello from {}", from.who.code())}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::CREATED, "{:?} asks", from.who);
    json(r).await["id"].as_str().unwrap().to_owned()
}

pub async fn answer(seeker: &Person, id: &str, status: &str) {
    let r = seeker
        .browser
        .send_json(Method::PATCH, &format!("/api/reveal-requests/{id}"), &json!({"status": status}))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
}

/// Views and requests between the cast, so that every list someone reads has rows.
pub async fn interactions(app: &TestApp, cast: &BTreeMap<Who, Person>) -> Objects {
    let seeker_profile = cast[&Who::Seeker].public_id.clone().unwrap();
    let dual_profile = cast[&Who::Dual].public_id.clone().unwrap();
    for (n, (viewer, profile)) in [
        (Who::Recruiter, &seeker_profile),
        (Who::Recruiter, &dual_profile),
        (Who::Recruiter2, &seeker_profile),
        (Who::Dual, &seeker_profile),
    ]
    .into_iter()
    .enumerate()
    {
        tick(app, 10 + n as i64);
        let r =
            cast[&viewer].browser.send_json(Method::POST, "/api/profile-views", &json!({"profileId": profile})).await;
        assert_eq!(json(r).await["recorded"], true, "{viewer:?} views");
    }
    tick(app, 20);
    let approved = send_request(&cast[&Who::Recruiter], &seeker_profile).await;
    tick(app, 21);
    send_request(&cast[&Who::Recruiter], &dual_profile).await;
    tick(app, 22);
    let pending_request = send_request(&cast[&Who::Recruiter2], &seeker_profile).await;
    tick(app, 23);
    let declined = send_request(&cast[&Who::Dual], &seeker_profile).await;
    tick(app, 24);
    answer(&cast[&Who::Seeker], &approved, "approved").await;
    answer(&cast[&Who::Seeker], &declined, "declined").await;
    let bell = json(cast[&Who::Seeker].browser.get("/api/notifications").await).await;
    let seeker_notification =
        bell["notifications"][0]["id"].as_str().expect("the seeker has a notification").to_owned();
    let batch = cast[&Who::Admin]
        .browser
        .send_json(
            Method::POST,
            "/api/admin/emails",
            &json!({"userIds": [cast[&Who::Seeker].account_id], "subject": "Probe", "content": "Hello", "isHtml": false}),
        )
        .await;
    assert_eq!(batch.status(), StatusCode::ACCEPTED);
    let admin_batch = json(batch).await["batchId"].as_str().expect("a batch id").to_owned();
    let mut saved = Vec::new();
    for name in ["Probe kept", "Probe deleted"] {
        let r = cast[&Who::Recruiter]
            .browser
            .send_json(Method::POST, "/api/saved-searches", &json!({"name": name, "keyword": "data"}))
            .await;
        assert_eq!(r.status(), StatusCode::CREATED);
        saved.push(json(r).await["id"].as_str().expect("a saved search id").to_owned());
    }
    Objects {
        approved_request: approved,
        seeker_profile,
        dual_profile,
        pending_request,
        seeker_notification,
        admin_batch,
        recruiter2_account: cast[&Who::Recruiter2].account_id.clone(),
        saved_search_to_delete: saved.pop().unwrap(),
        saved_search: saved.pop().unwrap(),
    }
}
