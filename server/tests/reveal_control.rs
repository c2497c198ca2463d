//! Reveal control over HTTP on both databases: structured requests,
//! decline reasons, and reveals that end. Time moves on the test's manual clock, never
//! by sleeping; the end is checked one millisecond either side.

use crate::common;

use common::{Backend, Browser, TestApp, error_code, json, sse::EventStream};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

backend_tests!(
    an_approval_ends_at_its_visible_until_to_the_millisecond,
    an_ended_reveal_shows_no_identity_on_any_route,
    both_sides_hear_when_a_reveal_ends_and_events_carry_no_identity,
    an_unanswered_request_expires_after_fourteen_days_and_can_be_sent_again,
    the_duration_changes_and_an_ended_reveal_can_be_approved_again,
    decline_reasons_reach_only_the_recruiter_who_asked,
    structured_fields_are_validated_and_shown_to_the_job_seeker,
);

const DAY: i64 = 86_400_000;
const SECRETS: [&str; 4] = ["Philippa", "Quennell", "philippa.q@example.com", "linkedin.com/in/philippa-q"];

/// A server whose sessions outlast the months these tests let pass, sweeping every second.
async fn app(backend: Backend) -> TestApp {
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

struct People {
    seeker: Browser,
    profile_id: String,
    recruiter: Browser,
}

async fn seeker(app: &TestApp) -> (Browser, String) {
    let b = app.new_browser();
    b.sign_in("philippa.q@example.com", "Philippa", "Quennell").await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    let r = b
        .send_json(Method::PUT, "/api/profile", &json!({
            "codename": "quiet-harbour", "headline": "Platform Engineer", "skills": ["Kubernetes", "Go"],
            "location": "Berlin, Germany", "city": "Berlin", "country": "Germany", "minSalary": 90000, "maxSalary": 120000,
            "linkedinUrl": "https://www.linkedin.com/in/philippa-q",
        }))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    (b.clone(), json(r).await["id"].as_str().unwrap().to_owned())
}

async fn recruiter(app: &TestApp, email: &str, company: &str) -> Browser {
    let b = app.new_browser();
    b.sign_in(email, "Rhea", "Hires").await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    let r = b
        .send_json(Method::PUT, "/api/employer", &json!({"companyName": company, "website": "https://example.com", "recruiterRole": "Talent Lead", "location": "Berlin"}))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    b
}

async fn people(app: &TestApp) -> People {
    let (seeker, profile_id) = seeker(app).await;
    let recruiter = recruiter(app, "rhea@northwind.example", "Northwind Labs").await;
    People { seeker, profile_id, recruiter }
}

async fn send(b: &Browser, profile_id: &str, offer: Value) -> reqwest::Response {
    b.send_json(
        Method::POST,
        "/api/reveal-requests",
        &json!({"profileId": profile_id, "message": "Hello there", "offer": offer}),
    )
    .await
}

async fn send_ok(b: &Browser, profile_id: &str) -> String {
    let r = send(b, profile_id, Value::Null).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    json(r).await["id"].as_str().unwrap().to_owned()
}

async fn answer(b: &Browser, id: &str, body: Value) -> Value {
    let r = patch(b, id, body.clone()).await;
    assert_eq!(r.status(), StatusCode::OK, "answer {body}");
    json(r).await
}

async fn patch(b: &Browser, id: &str, body: Value) -> reqwest::Response {
    b.send_json(Method::PATCH, &format!("/api/reveal-requests/{id}"), &body).await
}

async fn sent(p: &People) -> Value {
    json(p.recruiter.get("/api/reveal-requests/sent").await).await[0].clone()
}

async fn candidate(p: &People) -> Value {
    json(p.recruiter.get(&format!("/api/candidates/{}", p.profile_id)).await).await
}

async fn received(p: &People) -> Value {
    json(p.seeker.get("/api/reveal-requests/received").await).await
}

async fn an_approval_ends_at_its_visible_until_to_the_millisecond(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    let id = send_ok(&p.recruiter, &p.profile_id).await;
    let approved = answer(&p.seeker, &id, json!({"status": "approved", "duration": "days_30"})).await;
    assert_eq!(approved["revealDuration"], "days_30");
    let until = approved["visibleUntil"].as_str().unwrap().to_owned();
    assert_eq!(sent(&p).await["visibleUntil"], until.as_str(), "the recruiter sees the end");

    app.clock.advance_millis(30 * DAY - 1);
    assert_eq!(sent(&p).await["revealed"]["firstName"], "Philippa", "one millisecond before the end");
    assert_eq!(candidate(&p).await["identity"]["email"], "philippa.q@example.com");
    assert_eq!(candidate(&p).await["revealRequest"]["status"], "approved");

    app.clock.advance_millis(1);
    let mine = sent(&p).await;
    assert_eq!(mine["revealed"], Value::Null, "at the end, with no sweep having run");
    assert_eq!(mine["status"], "expired");
    assert_eq!(mine["expiredAt"], until.as_str());
    assert_eq!(mine["visibleUntil"], Value::Null);
    let page = candidate(&p).await;
    assert_eq!(page["identity"], Value::Null);
    assert_eq!(page["revealRequest"]["status"], "expired");
    let theirs = received(&p).await;
    assert_eq!(theirs["requests"][0]["status"], "expired");
    assert_eq!(theirs["requests"][0]["expiredAt"], until.as_str(), "the card says when it ended");
    assert_eq!(theirs["stats"]["expired"], 1);
    assert_eq!(theirs["stats"]["approved"], 0);
}

/// Every GET route of the API document, walked by the recruiter once the reveal ended:
/// no identity value in any body, and the photo address they were given opens nothing.
async fn an_ended_reveal_shows_no_identity_on_any_route(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    let photo = p.seeker.post_raw("/api/uploads/photo", "image/png", png()).await;
    assert_eq!(photo.status(), StatusCode::OK);
    let id = send_ok(&p.recruiter, &p.profile_id).await;
    answer(&p.seeker, &id, json!({"status": "approved", "duration": "days_30"})).await;
    p.recruiter.send_json(Method::POST, "/api/profile-views", &json!({"profileId": p.profile_id})).await;
    // While approved, the search card and the photo carry the identity (the walk below
    // would otherwise prove nothing).
    let card = wait_for_search_card(&p).await;
    assert_eq!(card["document"]["revealed"]["firstName"], "Philippa", "{card}");
    app.clock.advance_millis(30 * DAY - 1);
    let avatar = candidate(&p).await["identity"]["avatarUrl"].as_str().expect("a photo address").to_owned();
    assert_eq!(p.recruiter.get(&avatar).await.status(), StatusCode::OK);

    app.clock.advance_millis(1);
    assert_ne!(p.recruiter.get(&avatar).await.status(), StatusCode::OK, "the photo closes at the end");
    let doc = json(app.get("/api/openapi.json").await).await;
    let mut walked = 0;
    for (template, methods) in doc["paths"].as_object().unwrap() {
        if methods.get("get").is_none() || template == "/api/events" {
            continue;
        }
        let path = template.replace("{profile_id}", &p.profile_id).replace("{id}", &id);
        let query = match template.as_str() {
            "/api/search" | "/api/search/debug" => "?q=Kubernetes",
            _ => "",
        };
        let body = p.recruiter.get(&format!("{path}{query}")).await.text().await.unwrap();
        for secret in SECRETS {
            assert!(!body.contains(secret), "{template} shows {secret} after the reveal ended: {body}");
        }
        walked += 1;
    }
    assert!(walked > 20, "walked {walked} routes");
}

async fn wait_for_search_card(p: &People) -> Value {
    for _ in 0..200 {
        let result = json(p.recruiter.get("/api/search?q=Kubernetes").await).await;
        if let Some(hit) = result["hits"].as_array().and_then(|h| h.first()) {
            return hit.clone();
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the profile never reached the search index");
}

/// Every event up to the `reveal_request` event saying `expired` (on PostgreSQL, events of
/// earlier steps may still be on their way through NOTIFY, so they are passed over).
async fn until_expired(stream: &mut EventStream) -> Vec<common::sse::Event> {
    let deadline = tokio::time::Instant::now() + common::sse::ARRIVES_WITHIN;
    let mut seen = Vec::new();
    loop {
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        let event = stream.next_within(left).await.expect("a `reveal_request` event saying `expired`");
        let done = event.kind == "reveal_request" && event.data["status"] == "expired";
        seen.push(event);
        if done {
            return seen;
        }
    }
}

/// The job seeker's privacy activity events of `kind`, once `count` of them are there
/// (the sweep writes its event just after announcing).
async fn logged_events(b: &Browser, kind: &str, count: usize) -> Vec<Value> {
    for _ in 0..100 {
        let page = json(b.get(&format!("/api/privacy-activity?kind={kind}")).await).await;
        let events: Vec<Value> =
            page["days"].as_array().unwrap().iter().flat_map(|d| d["events"].as_array().unwrap().clone()).collect();
        if events.len() >= count {
            return events;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("fewer than {count} `{kind}` events in the activity log");
}

fn png() -> Vec<u8> {
    let mut out = std::io::Cursor::new(Vec::new());
    image::DynamicImage::ImageRgb8(image::RgbImage::from_pixel(24, 24, image::Rgb([10, 90, 200])))
        .write_to(&mut out, image::ImageFormat::Png)
        .unwrap();
    out.into_inner()
}

async fn both_sides_hear_when_a_reveal_ends_and_events_carry_no_identity(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    let id = send_ok(&p.recruiter, &p.profile_id).await;
    let approved = answer(&p.seeker, &id, json!({"status": "approved", "duration": "days_30"})).await;
    let until = approved["visibleUntil"].as_str().unwrap().to_owned();
    let mut seeker_events = EventStream::open(&p.seeker, "job seeker").await;
    let mut recruiter_events = EventStream::open(&p.recruiter, "recruiter").await;

    app.clock.advance_millis(30 * DAY);
    let heard = until_expired(&mut recruiter_events).await;
    until_expired(&mut seeker_events).await;
    for secret in SECRETS {
        assert!(!format!("{heard:?}").contains(secret), "events carry no identity");
    }
    let bell = json(p.recruiter.get("/api/notifications").await).await;
    assert_eq!(bell["notifications"][0]["title"], "Reveal Ended");
    let told = &bell["notifications"][0]["id"];
    assert!(heard.iter().any(|e| e.kind == "notification" && e.data["id"] == *told), "the bell hears it: {heard:?}");
    assert!(!bell.to_string().contains("Philippa"));
    let theirs = json(p.seeker.get("/api/notifications").await).await;
    assert_eq!(theirs["notifications"][0]["title"], "Reveal Ended");
    assert_eq!(
        theirs["notifications"][0]["message"],
        "Northwind Labs can no longer see who you are. You can approve their request again."
    );
    // The job seeker's privacy activity log has the ending, at the moment it ended.
    let logged = logged_events(&p.seeker, "reveal_expired", 1).await;
    assert_eq!(logged[0]["occurredAt"], until.as_str());
    assert_eq!(logged[0]["companyName"], "Northwind Labs");
    // Announced once: the next sweeps stay quiet.
    let later = recruiter_events.collect_for(std::time::Duration::from_millis(2500)).await;
    assert!(later.iter().all(|e| e.kind != "notification"), "{later:?}");
}

async fn an_unanswered_request_expires_after_fourteen_days_and_can_be_sent_again(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    send_ok(&p.recruiter, &p.profile_id).await;
    let mut recruiter_events = EventStream::open(&p.recruiter, "recruiter").await;
    app.clock.advance_millis(14 * DAY - 1);
    assert_eq!(sent(&p).await["status"], "pending");
    assert_eq!(received(&p).await["stats"]["pending"], 1);

    app.clock.advance_millis(1);
    assert_eq!(sent(&p).await["status"], "expired");
    let theirs = received(&p).await;
    assert_eq!(theirs["requests"][0]["status"], "expired");
    assert_eq!(
        theirs["stats"],
        json!({"total": 1, "pending": 0, "approved": 0, "declined": 0, "expired": 1, "withdrawn": 0})
    );
    let heard = until_expired(&mut recruiter_events).await;
    let bell = json(p.recruiter.get("/api/notifications").await).await;
    assert!(heard.iter().any(|e| e.kind == "notification" && e.data["id"] == bell["notifications"][0]["id"]));
    let bell = json(p.recruiter.get("/api/notifications").await).await;
    assert_eq!(bell["notifications"][0]["title"], "Reveal Request Expired");

    // Recruiters are not left waiting: they may ask again, and the same row is pending anew.
    let again = send(&p.recruiter, &p.profile_id, json!({"roleTitle": "SRE"})).await;
    assert_eq!(again.status(), StatusCode::CREATED);
    let again = json(again).await;
    assert_eq!(again["status"], "pending");
    assert_eq!(again["offer"]["roleTitle"], "SRE");
    assert_eq!(error_code(send(&p.recruiter, &p.profile_id, Value::Null).await).await, "request_already_pending");
    let rows: i64 = veil::with_db!(&app.db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM reveal_requests").fetch_one(pool).await).unwrap();
    assert_eq!(rows, 1);
}

async fn the_duration_changes_and_an_ended_reveal_can_be_approved_again(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    let id = send_ok(&p.recruiter, &p.profile_id).await;
    let first = answer(&p.seeker, &id, json!({"status": "approved"})).await;
    assert_eq!(first["revealDuration"], "days_90", "90 days unless chosen");
    let approved_at = first["approvedAt"].clone();

    let forever = answer(&p.seeker, &id, json!({"status": "approved", "duration": "until_revoked"})).await;
    assert_eq!(forever["visibleUntil"], Value::Null);
    assert_eq!(forever["approvedAt"], approved_at, "changing the duration keeps the approval");
    let bell = json(p.recruiter.get("/api/notifications").await).await;
    assert_eq!(bell["notifications"][0]["title"], "Reveal Duration Changed");
    app.clock.advance_millis(400 * DAY);
    assert_eq!(sent(&p).await["revealed"]["firstName"], "Philippa", "until revoked has no end");

    let short = answer(&p.seeker, &id, json!({"status": "approved", "duration": "days_30"})).await;
    app.clock.advance_millis(30 * DAY);
    assert_eq!(sent(&p).await["status"], "expired");
    let again = answer(&p.seeker, &id, json!({"status": "approved", "duration": "days_30"})).await;
    assert_eq!(again["status"], "approved", "the job seeker can approve again");
    assert_ne!(again["approvedAt"], short["approvedAt"], "a fresh approval");
    assert_eq!(sent(&p).await["revealed"]["firstName"], "Philippa");

    let revoked = answer(&p.seeker, &id, json!({"status": "declined"})).await;
    assert_eq!(revoked["status"], "declined");
    assert_eq!(sent(&p).await["revealed"], Value::Null, "switching to declined revokes at once");
    assert_eq!(logged_events(&p.seeker, "reveal_revoked", 1).await.len(), 1, "logged as revoked");
    // (The first approval is more than the 12 months the log keeps ago.)
    assert_eq!(logged_events(&p.seeker, "reveal_approved", 1).await.len(), 1, "approved again");

    // Durations go with approvals, reasons with declines; unknown values are refused.
    let bad = |body: Value| patch(&p.seeker, &id, body);
    assert_eq!(error_code(bad(json!({"status": "declined", "duration": "days_30"})).await).await, "invalid_answer");
    assert_eq!(error_code(bad(json!({"status": "approved", "reason": "other"})).await).await, "invalid_answer");
    assert_eq!(error_code(bad(json!({"status": "approved", "duration": "days_7"})).await).await, "invalid_body");
    assert_eq!(error_code(bad(json!({"status": "declined", "reason": "rude"})).await).await, "invalid_body");
    let long = bad(json!({"status": "declined", "note": "n".repeat(201)})).await;
    assert_eq!(long.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(json(long).await["error"]["message"], "The note must be 200 characters or fewer");
}

async fn decline_reasons_reach_only_the_recruiter_who_asked(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    let other = recruiter(&app, "otto@elsewhere.example", "Elsewhere GmbH").await;
    let id = send_ok(&p.recruiter, &p.profile_id).await;
    send_ok(&other, &p.profile_id).await;
    let note = "Happy where I am for this year";
    let declined =
        answer(&p.seeker, &id, json!({"status": "declined", "reason": "not_looking_right_now", "note": note})).await;
    assert_eq!(declined["declineReason"], "not_looking_right_now");

    let mine = sent(&p).await;
    assert_eq!(
        (mine["declineReason"].clone(), mine["declineNote"].clone()),
        (json!("not_looking_right_now"), json!(note))
    );
    assert_eq!(mine["revealed"], Value::Null, "a reason, never who declined");
    assert_eq!(candidate(&p).await["revealRequest"]["declineReason"], "not_looking_right_now");
    let bell = json(p.recruiter.get("/api/notifications").await).await;
    assert_eq!(
        bell["notifications"][0]["message"],
        "Candidate quiet-harbour declined your request. Reason: not looking right now."
    );

    // The other recruiter's views of the same candidate carry none of it.
    for path in [
        "/api/reveal-requests/sent".to_owned(),
        format!("/api/candidates/{}", p.profile_id),
        "/api/notifications".into(),
    ] {
        let body = other.get(&path).await.text().await.unwrap();
        assert!(!body.contains("not_looking") && !body.contains(note), "{path}: {body}");
    }
    // Switching to approve clears the reason.
    answer(&p.seeker, &id, json!({"status": "approved"})).await;
    assert_eq!(sent(&p).await["declineReason"], Value::Null);
}

async fn structured_fields_are_validated_and_shown_to_the_job_seeker(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    let refused = |offer: Value| send(&p.recruiter, &p.profile_id, offer);
    let r = refused(json!({"salaryMin": 120000, "salaryMax": 90000, "salaryCurrency": "EUR"})).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(json(r).await["error"]["message"], "The minimum salary must not be above the maximum");
    assert_eq!(error_code(refused(json!({"salaryMin": -5, "salaryCurrency": "EUR"})).await).await, "invalid_salary");
    assert_eq!(error_code(refused(json!({"salaryMax": 90000})).await).await, "invalid_currency");
    assert_eq!(error_code(refused(json!({"workMode": "moon"})).await).await, "invalid_body");
    assert_eq!(error_code(refused(json!({"roleTitle": "r".repeat(121)})).await).await, "invalid_role_title");
    let rows: i64 = veil::with_db!(&app.db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM reveal_requests").fetch_one(pool).await).unwrap();
    assert_eq!(rows, 0, "nothing refused was stored");

    let offer = json!({"roleTitle": " Staff Platform Engineer ", "salaryMin": 70000, "salaryMax": 85000,
        "salaryCurrency": "EUR", "workMode": "hybrid", "location": "Berlin"});
    let r = refused(offer).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let card = &received(&p).await["requests"][0];
    assert_eq!(
        card["offer"],
        json!({"roleTitle": "Staff Platform Engineer", "salaryMin": 70000, "salaryMax": 85000, "salaryCurrency": "EUR",
               "salaryPeriod": "year", "workMode": "hybrid", "location": "Berlin"})
    );
    assert_eq!(card["message"], "Hello there");
    let bell = json(p.seeker.get("/api/notifications").await).await;
    assert_eq!(
        bell["notifications"][0]["message"],
        "Northwind Labs would like to see who you are. Staff Platform Engineer · EUR 70,000–85,000 a year · Hybrid · Berlin. \
         Company not verified."
    );
}
