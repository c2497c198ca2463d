//! Reveal requests end to end over HTTP: every transition and refusal, races, the
//! notifications they raise and the realtime stream. The privacy invariant on every
//! route (unrelated, pending, approved, then declined recruiters) is the outsider's
//! probe's (`probe/`).

use crate::common;

use std::time::Duration;

use common::{Backend, Browser, TestApp, error_code, json, sse::EventStream};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

backend_tests!(
    a_request_is_sent_answered_and_switched,
    refusals_follow_the_spec,
    racing_and_double_clicking_make_one_request_per_pair,
    only_the_profile_owner_answers,
    notifications_follow_requests_and_are_private,
    realtime_events_reach_only_their_user,
);

struct People {
    seeker: Browser,
    profile_id: String,
    recruiter: Browser,
    recruiter_id: String,
}

const SECRETS: [&str; 5] =
    ["Xanthippe", "Vandersloot", "xanthippe.v@example.com", "linkedin.com/in/xanthippe-v", "0400 987 654"];

async fn id_of(b: &Browser) -> String {
    json(b.get("/api/session").await).await["user"]["id"].as_str().unwrap().to_owned()
}

async fn seeker(app: &TestApp) -> (Browser, String) {
    let b = app.new_browser();
    b.sign_in("xanthippe.v@example.com", "Xanthippe", "Vandersloot").await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    let r = b
        .send_json(Method::PUT, "/api/profile", &json!({
            "codename": "amber-comet", "headline": "Staff Data Engineer", "skills": ["Spark", "Python"],
            "location": "Sydney, New South Wales, Australia", "city": "Sydney", "state": "New South Wales", "country": "Australia",
            "pitch": "Pipelines that never wake anyone at night.",
            "linkedinUrl": "https://www.linkedin.com/in/xanthippe-v", "phoneNumber": "0400 987 654", "phoneCountryCode": "+61",
        }))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    // Others know the profile by its public id, never the account id.
    let profile_id = json(r).await["id"].as_str().unwrap().to_owned();
    assert_ne!(profile_id, id_of(&b).await);
    (b, profile_id)
}

async fn recruiter(app: &TestApp, email: &str, company: &str) -> (Browser, String) {
    let b = app.new_browser();
    b.sign_in(email, "Rob", "Recruits").await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    let r = b
        .send_json(Method::PUT, "/api/employer", &json!({"companyName": company, "website": "https://example.com", "recruiterRole": "Talent Lead", "location": "Sydney"}))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let id = id_of(&b).await;
    (b, id)
}

async fn people(app: &TestApp) -> People {
    let (seeker, profile_id) = seeker(app).await;
    let (recruiter, recruiter_id) = recruiter(app, "rob@acme.example", "Acme Analytics").await;
    People { seeker, profile_id, recruiter, recruiter_id }
}

async fn send(b: &Browser, profile_id: &str, message: &str) -> reqwest::Response {
    b.send_json(Method::POST, "/api/reveal-requests", &json!({"profileId": profile_id, "message": message})).await
}

async fn answer(b: &Browser, id: &str, status: &str) -> reqwest::Response {
    b.send_json(Method::PATCH, &format!("/api/reveal-requests/{id}"), &json!({"status": status})).await
}

async fn a_request_is_sent_answered_and_switched(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let p = people(&app).await;
    let sent = send(&p.recruiter, &p.profile_id, "We'd love to talk about a data role.").await;
    assert_eq!(sent.status(), StatusCode::CREATED);
    let sent = json(sent).await;
    assert_eq!(sent["status"], "pending");
    let id = sent["id"].as_str().unwrap().to_owned();

    let received = json(p.seeker.get("/api/reveal-requests/received").await).await;
    assert_eq!(
        received["stats"],
        json!({"total": 1, "pending": 1, "approved": 0, "declined": 0, "expired": 0, "withdrawn": 0})
    );
    let card = &received["requests"][0];
    assert_eq!(card["company"]["name"], "Acme Analytics");
    assert_eq!(card["recruiter"]["firstName"], "Rob");
    assert_eq!(card["message"], "We'd love to talk about a data role.");

    app.clock.advance_millis(60_000);
    let approved = json(answer(&p.seeker, &id, "approved").await).await;
    assert_eq!(approved["status"], "approved");
    assert!(approved["approvedAt"].is_string());
    let mine = json(p.recruiter.get("/api/reveal-requests/sent").await).await;
    assert_eq!(mine[0]["revealed"]["firstName"], "Xanthippe");
    assert_eq!(mine[0]["revealed"]["email"], "xanthippe.v@example.com");

    let declined = json(answer(&p.seeker, &id, "declined").await).await;
    assert_eq!(declined["status"], "declined");
    assert_eq!(declined["approvedAt"], Value::Null, "declining clears the approval time");
    let mine = json(p.recruiter.get("/api/reveal-requests/sent").await).await;
    assert_eq!(mine[0]["revealed"], Value::Null, "identity hidden again at once");

    let again = json(answer(&p.seeker, &id, "approved").await).await;
    assert_eq!(again["status"], "approved", "declined can switch back to approved");
    assert_eq!(error_code(answer(&p.seeker, &id, "pending").await).await, "invalid_status");
}

async fn refusals_follow_the_spec(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let p = people(&app).await;

    // A recruiter without a company profile.
    let bare = app.new_browser();
    bare.sign_in("bare@example.com", "Bare", "Recruiter").await;
    bare.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    let r = send(&bare, &p.profile_id, "hello").await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    assert_eq!(
        json(r).await["error"]["message"],
        "Please complete your recruiter profile before sending reveal requests."
    );

    // Yourself (a dual-role person).
    let dual = app.new_browser();
    dual.sign_in("dual@example.com", "Dual", "Role").await;
    dual.send_json(Method::PUT, "/api/roles", &json!({"role": "both"})).await;
    let own = dual
        .send_json(Method::PUT, "/api/profile", &json!({"codename": "dual-self", "headline": "x", "skills": ["y"]}))
        .await;
    let own_profile = json(own).await["id"].as_str().unwrap().to_owned();
    dual.send_json(
        Method::PUT,
        "/api/employer",
        &json!({"companyName": "Me Inc", "website": "w", "recruiterRole": "r", "location": "l"}),
    )
    .await;
    let r = send(&dual, &own_profile, "hi me").await;
    assert_eq!(json(r).await["error"]["message"], "You cannot send a reveal request to yourself");
    // The account id is not a profile id: it opens nothing.
    assert_eq!(error_code(send(&dual, &id_of(&dual).await, "hi me").await).await, "candidate_not_found");

    // Message rules.
    assert_eq!(
        json(send(&p.recruiter, &p.profile_id, "   ").await).await["error"]["message"],
        "Please select or enter a message"
    );
    assert_eq!(
        json(send(&p.recruiter, &p.profile_id, &"é".repeat(501)).await).await["error"]["message"],
        "Message is too long"
    );
    assert_eq!(send(&p.recruiter, &p.profile_id, &"é".repeat(500)).await.status(), StatusCode::CREATED);

    // One per pair: the existing status is reported and nothing is inserted.
    let r = send(&p.recruiter, &p.profile_id, "again").await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let body = json(r).await;
    assert_eq!(body["error"]["code"], "request_already_pending");
    assert_eq!(body["error"]["message"], "Your request status is: pending");
    let rows: i64 = veil::with_db!(&app.db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM reveal_requests").fetch_one(pool).await).unwrap();
    assert_eq!(rows, 1);

    // Hidden and unknown candidates.
    p.seeker
        .send_json(
            Method::PUT,
            "/api/profile",
            &json!({"codename": "amber-comet", "headline": "x", "skills": ["y"], "status": "hidden"}),
        )
        .await;
    let (other, _) = recruiter(&app, "other@corp.example", "Other Corp").await;
    assert_eq!(error_code(send(&other, &p.profile_id, "hi").await).await, "candidate_not_found");
    let unknown = uuid::Uuid::new_v4().to_string();
    assert_eq!(error_code(send(&other, &unknown, "hi").await).await, "candidate_not_found");
    // Not a profile id at all: the body is invalid.
    assert_eq!(error_code(send(&other, "nobody", "hi").await).await, "invalid_body");
    // Job seekers cannot send.
    assert_eq!(send(&p.seeker, &p.recruiter_id, "hi").await.status(), StatusCode::FORBIDDEN);
}

async fn racing_and_double_clicking_make_one_request_per_pair(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let p = people(&app).await;
    let (second, _) = recruiter(&app, "second@corp.example", "Second Corp").await;
    // Two recruiters race to the same candidate: both get their own request.
    let (a, b) = tokio::join!(send(&p.recruiter, &p.profile_id, "first"), send(&second, &p.profile_id, "second"));
    assert_eq!((a.status(), b.status()), (StatusCode::CREATED, StatusCode::CREATED));
    // One recruiter double-clicks: exactly one row.
    let (third, _) = recruiter(&app, "third@corp.example", "Third Corp").await;
    let clicks = futures::future::join_all((0..5).map(|_| send(&third, &p.profile_id, "click"))).await;
    let created = clicks.iter().filter(|r| r.status() == StatusCode::CREATED).count();
    assert_eq!(created, 1, "{:?}", clicks.iter().map(|r| r.status()).collect::<Vec<_>>());
    assert!(clicks.iter().all(|r| r.status() == StatusCode::CREATED || r.status() == StatusCode::CONFLICT));
    let rows: i64 = veil::with_db!(&app.db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM reveal_requests").fetch_one(pool).await).unwrap();
    assert_eq!(rows, 3);
}

async fn only_the_profile_owner_answers(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let p = people(&app).await;
    let id = json(send(&p.recruiter, &p.profile_id, "hello").await).await["id"].as_str().unwrap().to_owned();
    let r = answer(&p.recruiter, &id, "approved").await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    assert_eq!(json(r).await["error"]["message"], "You do not have permission to update this request");
    let (stranger, _) = {
        let b = app.new_browser();
        b.sign_in("stranger@example.com", "Str", "Anger").await;
        b.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
        (b, ())
    };
    assert_eq!(answer(&stranger, &id, "approved").await.status(), StatusCode::FORBIDDEN);
    let missing = answer(&p.seeker, "no-such-request", "approved").await;
    assert_eq!(json(missing).await["error"]["message"], "Request not found");
    assert_eq!(
        app.new_browser()
            .send_json(Method::PATCH, &format!("/api/reveal-requests/{id}"), &json!({"status": "approved"}))
            .await
            .status(),
        StatusCode::UNAUTHORIZED
    );
    let sent = json(p.recruiter.get("/api/reveal-requests/sent").await).await;
    assert_eq!(sent[0]["status"], "pending", "nothing changed");
}

async fn notifications_follow_requests_and_are_private(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let p = people(&app).await;
    let id = json(send(&p.recruiter, &p.profile_id, "hello").await).await["id"].as_str().unwrap().to_owned();
    let list = json(p.seeker.get("/api/notifications").await).await;
    assert_eq!(list["unreadCount"], 1);
    let n = &list["notifications"][0];
    assert_eq!(n["title"], "New Reveal Request");
    assert_eq!(n["actionUrl"], "/reveal-requests");
    assert_eq!(n["read"], false);
    let nid = n["id"].as_str().unwrap().to_owned();

    // Someone else cannot read or mark it.
    assert_eq!(
        p.recruiter.send_empty(Method::POST, &format!("/api/notifications/{nid}/read")).await.status(),
        StatusCode::NOT_FOUND
    );
    let marked = json(p.seeker.send_empty(Method::POST, &format!("/api/notifications/{nid}/read")).await).await;
    assert_eq!(marked["read"], true);
    assert_eq!(json(p.seeker.get("/api/notifications").await).await["unreadCount"], 0);

    answer(&p.seeker, &id, "approved").await;
    let rec = json(p.recruiter.get("/api/notifications").await).await;
    assert_eq!(rec["notifications"][0]["title"], "Reveal Request Approved");
    assert_eq!(rec["notifications"][0]["actionUrl"], format!("/candidate/{}", p.profile_id));
    answer(&p.seeker, &id, "declined").await;
    let rec = json(p.recruiter.get("/api/notifications").await).await;
    assert_eq!(rec["unreadCount"], 2);
    // Notification texts never carry the job seeker's identity (they outlive approvals).
    for secret in SECRETS {
        assert!(!rec.to_string().contains(secret), "{secret}");
    }
    let all = json(p.recruiter.send_empty(Method::POST, "/api/notifications/read-all").await).await;
    assert_eq!(all["updated"], 2);
    assert_eq!(json(p.recruiter.get("/api/notifications").await).await["unreadCount"], 0);
}

async fn realtime_events_reach_only_their_user(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let p = people(&app).await;
    let (bystander, _) = recruiter(&app, "by@stander.example", "Bystanders").await;
    assert_eq!(app.new_browser().get("/api/events").await.status(), StatusCode::UNAUTHORIZED);

    // Subscribed (the `ready` event has arrived) before anything happens.
    let mut seeker_events = EventStream::open(&p.seeker, "job seeker").await;
    let mut recruiter_events = EventStream::open(&p.recruiter, "recruiter").await;
    let mut bystander_events = EventStream::open(&bystander, "bystander").await;
    let id = json(send(&p.recruiter, &p.profile_id, "hello").await).await["id"].as_str().unwrap().to_owned();
    let heard = seeker_events.expect_each(&["reveal_request", "notification"]).await;
    assert_eq!(heard["reveal_request"]["id"], id.as_str());
    assert_eq!(heard["reveal_request"]["status"], "pending");
    let bell = json(p.seeker.get("/api/notifications").await).await;
    assert_eq!(heard["notification"]["id"], bell["notifications"][0]["id"], "the bell hears its new notification");
    assert_eq!(recruiter_events.expect("reveal_request").await["status"], "pending", "both sides hear it");

    // The recruiter sees the answer live, with its notification.
    answer(&p.seeker, &id, "approved").await;
    let heard = recruiter_events.expect_each(&["reveal_request", "notification"]).await;
    assert_eq!(heard["reveal_request"]["status"], "approved");
    let bell = json(p.recruiter.get("/api/notifications").await).await;
    assert_eq!(bell["notifications"][0]["title"], "Reveal Request Approved");
    assert_eq!(heard["notification"]["id"], bell["notifications"][0]["id"]);
    for secret in SECRETS {
        assert!(!format!("{heard:?}").contains(secret), "events carry no identity");
    }
    // Both events reached their people; the bystander's working stream got none.
    let heard = bystander_events.collect_for(Duration::from_secs(1)).await;
    assert!(heard.is_empty(), "other people's streams stay quiet: {heard:?}");
}
