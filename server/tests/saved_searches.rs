//! Saved searches over HTTP: saving, listing, renaming, alerts on and off
//! and deleting, with their limits; someone else's saved search does not exist for you.
//! The background matching (every second here, on the test's clock) counts the profiles
//! created since a search was last opened exactly as the search page would find them: a
//! hidden profile, one that shields itself from the recruiter's company, and one whose
//! place is shown less precisely than the search asks never count nor alert; each new
//! profile alerts once, in the app and in one e-mail a day that names no candidate.

use crate::common;
use crate::smtp_sink;

use common::{Backend, Browser, TestApp, error_code, json};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use veil::{db::clock::to_rfc3339, with_db};

backend_tests!(
    saved_searches_are_saved_listed_renamed_and_deleted,
    bad_names_and_criteria_are_clear_4xx,
    a_recruiter_keeps_at_most_fifty,
    another_recruiters_saved_search_does_not_exist_for_you,
    new_matching_profiles_are_counted_until_the_search_is_opened,
    hidden_shielding_and_imprecise_profiles_never_count_or_alert,
    each_new_profile_alerts_once_and_the_email_names_no_candidate,
    an_alert_email_the_mail_server_refuses_keeps_its_news_and_stops_no_one_else,
    screening_filters_are_saved_and_their_alerts_count_with_them,
);

const HEADLINE: &str = "Quantum Compiler Engineer";

/// Saved searches are checked every second of real time, once the test's clock has
/// moved a check interval on.
async fn app(backend: Backend) -> TestApp {
    TestApp::spawn_with(backend, Box::new(|s| s.saved_search_check_secs = 1)).await
}

async fn recruiter(app: &TestApp, email: &str, company: &str) -> Browser {
    let b = app.new_browser();
    b.sign_in(email, "Rita", "Recruiter").await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    let r = b
        .send_json(
            Method::PUT,
            "/api/employer",
            &json!({
                "companyName": company, "website": "https://talent.example", "recruiterRole": "Talent Partner",
                "location": "Helsinki",
            }),
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK, "{}", r.text().await.unwrap());
    // These tests read what the informative alert e-mails say: discreet e-mails off.
    let r = b.send_json(Method::PATCH, "/api/account/email-settings", &json!({"discreet": false})).await;
    assert_eq!(r.status(), StatusCode::OK);
    b
}

/// A job seeker signed in with the role; `shield` lists employers before any profile.
async fn seeker_account(app: &TestApp, email: &str, shield: Value) -> Browser {
    let b = app.new_browser();
    b.sign_in(email, "Jordan", "Quill").await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    let r = b.send_json(Method::PUT, "/api/employer-shield", &json!({"entries": shield})).await;
    assert_eq!(r.status(), StatusCode::OK);
    b
}

/// A profile created a moment after everything before it (too soon for another check);
/// `with` changes fields.
async fn profile(app: &TestApp, b: &Browser, codename: &str, headline: &str, with: Value) {
    app.clock.advance_millis(1);
    let mut body = json!({
        "codename": codename, "headline": headline, "skills": ["Rust", "LLVM"],
        "location": "Tampere, Pirkanmaa, Finland", "city": "Tampere", "state": "Pirkanmaa", "country": "Finland",
        "jobType": "remote",
    });
    for (key, value) in with.as_object().into_iter().flatten() {
        body[key] = value.clone();
    }
    let r = b.send_json(Method::PUT, "/api/profile", &body).await;
    assert_eq!(r.status(), StatusCode::OK, "{}", r.text().await.unwrap());
}

async fn new_seeker(app: &TestApp, email: &str, codename: &str, headline: &str) -> Browser {
    let b = seeker_account(app, email, json!([])).await;
    profile(app, &b, codename, headline, json!({})).await;
    b
}

async fn save(b: &Browser, body: Value) -> reqwest::Response {
    b.send_json(Method::POST, "/api/saved-searches", &body).await
}

async fn save_ok(b: &Browser, body: Value) -> Value {
    let r = save(b, body).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    json(r).await
}

async fn list(b: &Browser) -> Vec<Value> {
    let r = b.get("/api/saved-searches").await;
    assert_eq!(r.status(), StatusCode::OK);
    json(r).await["savedSearches"].as_array().unwrap().clone()
}

async fn patch(b: &Browser, id: &str, body: Value) -> reqwest::Response {
    b.send_json(Method::PATCH, &format!("/api/saved-searches/{id}"), &body).await
}

async fn open(b: &Browser, id: &str) -> reqwest::Response {
    b.send_empty(Method::POST, &format!("/api/saved-searches/{id}/open")).await
}

/// Moves the clock a check interval on and waits until the background matching has
/// checked every one of `b`'s saved searches since; returns them.
async fn after_a_check(app: &TestApp, b: &Browser) -> Vec<Value> {
    app.clock.advance_millis(1000);
    let since = to_rfc3339(app.clock.now_millis());
    for _ in 0..300 {
        let searches = list(b).await;
        if searches.iter().all(|s| s["checkedAt"].as_str().unwrap() >= since.as_str()) {
            return searches;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the saved searches were not checked within 15 s");
}

fn new_count(searches: &[Value], name: &str) -> i64 {
    let search = searches.iter().find(|s| s["name"] == name).unwrap_or_else(|| panic!("no search {name}"));
    search["newCount"].as_i64().unwrap()
}

async fn alerts(b: &Browser) -> Vec<String> {
    let bell = json(b.get("/api/notifications").await).await;
    bell["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|n| n["title"] == "New Matches")
        .map(|n| n["message"].as_str().unwrap().to_owned())
        .collect()
}

/// The alert e-mails in the outbox once there are `count` (a round sends them after its
/// checks): (address, subject, text, html).
async fn alert_emails_once(app: &TestApp, count: usize) -> Vec<(String, String, String, String)> {
    for _ in 0..300 {
        let emails = alert_emails(app).await;
        if emails.len() >= count {
            return emails;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("fewer than {count} alert e-mails within 15 s");
}

/// The alert e-mails in the outbox now: (address, subject, text, html).
async fn alert_emails(app: &TestApp) -> Vec<(String, String, String, String)> {
    with_db!(&app.db, pool => sqlx::query_as(
        "SELECT to_address, subject, text_body, COALESCE(html_body, '') FROM email_outbox \
         WHERE subject LIKE 'New matches%' ORDER BY created_at, id",
    )
    .fetch_all(pool)
    .await)
    .unwrap()
}

async fn saved_searches_are_saved_listed_renamed_and_deleted(backend: Backend) {
    let app = app(backend).await;
    let r = recruiter(&app, "rita@northwind.example", "Northwind").await;
    let saved = save_ok(
        &r,
        json!({
            "name": "  Compilers   in Tampere ", "keyword": " compiler ", "jobType": "remote",
            "city": "Tampere", "state": "Pirkanmaa", "country": "Finland", "flexible": false,
        }),
    )
    .await;
    assert_eq!(saved["name"], "Compilers in Tampere");
    assert_eq!(saved["keyword"], "compiler");
    assert_eq!(saved["jobType"], "remote");
    assert_eq!((saved["city"].as_str(), saved["flexible"].as_bool()), (Some("Tampere"), Some(false)));
    assert_eq!((saved["alerts"].as_bool(), saved["newCount"].as_i64()), (Some(false), Some(0)));
    let id = saved["id"].as_str().unwrap().to_owned();
    let everyone = save_ok(&r, json!({"name": "Everyone new"})).await;
    assert_eq!((everyone["jobType"].clone(), everyone["flexible"].clone()), (Value::Null, json!(true)));

    let names: Vec<Value> = list(&r).await.iter().map(|s| s["name"].clone()).collect();
    assert_eq!(names, vec![json!("Everyone new"), json!("Compilers in Tampere")], "newest first");
    let body = json(r.get("/api/saved-searches").await).await;
    assert_eq!(body["maxSavedSearches"], 50);

    // The same name, whatever its case and spaces, is taken; renaming onto it too.
    let again = save(&r, json!({"name": "compilers IN tampere"})).await;
    assert_eq!(again.status(), StatusCode::CONFLICT);
    assert_eq!(error_code(again).await, "saved_search_name_taken");
    let onto = patch(&r, &id, json!({"name": "EVERYONE NEW"})).await;
    assert_eq!(onto.status(), StatusCode::CONFLICT);
    assert_eq!(error_code(onto).await, "saved_search_name_taken");

    let renamed = patch(&r, &id, json!({"name": "Tampere compilers"})).await;
    assert_eq!(renamed.status(), StatusCode::OK);
    let renamed = json(renamed).await;
    assert_eq!((renamed["name"].as_str(), renamed["alerts"].as_bool()), (Some("Tampere compilers"), Some(false)));
    let alerting = json(patch(&r, &id, json!({"alerts": true})).await).await;
    assert_eq!((alerting["name"].as_str(), alerting["alerts"].as_bool()), (Some("Tampere compilers"), Some(true)));
    // Its own name again (other case) is no conflict.
    assert_eq!(patch(&r, &id, json!({"name": "tampere Compilers"})).await.status(), StatusCode::OK);

    let opened = open(&r, &id).await;
    assert_eq!(opened.status(), StatusCode::OK);
    assert_eq!(json(opened).await["keyword"], "compiler");

    let deleted = r.send_empty(Method::DELETE, &format!("/api/saved-searches/{id}")).await;
    assert_eq!(deleted.status(), StatusCode::NO_CONTENT);
    let gone = r.send_empty(Method::DELETE, &format!("/api/saved-searches/{id}")).await;
    assert_eq!(gone.status(), StatusCode::NOT_FOUND);
    assert_eq!(error_code(gone).await, "saved_search_not_found");
    assert_eq!(list(&r).await.len(), 1);
    // Its name is free again.
    save_ok(&r, json!({"name": "Compilers in Tampere"})).await;
    app.stop().await.unwrap();
}

async fn bad_names_and_criteria_are_clear_4xx(backend: Backend) {
    let app = app(backend).await;
    let r = recruiter(&app, "rita@northwind.example", "Northwind").await;
    for (body, code) in [
        (json!({"name": ""}), "name_required"),
        (json!({"name": "   "}), "name_required"),
        (json!({"name": "x".repeat(81)}), "name_too_long"),
        (json!({"name": "bell\u{7}"}), "invalid_name"),
        (json!({"name": "Far", "keyword": "k".repeat(201)}), "keyword_too_long"),
        (json!({"name": "Far", "city": "c".repeat(101)}), "location_too_long"),
    ] {
        let response = save(&r, body.clone()).await;
        assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(error_code(response).await, code, "{body}");
    }
    for body in
        [json!({"keyword": "no name"}), json!({"name": "x", "jobType": "sometimes"}), json!({"name": "x", "id": 1})]
    {
        let response = save(&r, body.clone()).await;
        assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        error_code(response).await;
    }
    assert_eq!(save_ok(&r, json!({"name": "x".repeat(80)})).await["name"].as_str().unwrap().len(), 80);
    let id = list(&r).await[0]["id"].as_str().unwrap().to_owned();
    let response = patch(&r, &id, json!({"name": ""})).await;
    assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error_code(response).await, "name_required");
    for malformed in ["not-an-id", "0190a1b2-c3d4-7e5f-8a6b"] {
        let response = open(&r, malformed).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND);
        assert_eq!(error_code(response).await, "saved_search_not_found");
    }
    let wrong_type = r.post_raw("/api/saved-searches", "text/plain", "{\"name\": \"x\"}").await;
    assert_eq!(wrong_type.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    app.stop().await.unwrap();
}

async fn a_recruiter_keeps_at_most_fifty(backend: Backend) {
    let app = app(backend).await;
    let r = recruiter(&app, "rita@northwind.example", "Northwind").await;
    for n in 0..50 {
        save_ok(&r, json!({"name": format!("Search {n}")})).await;
    }
    let full = save(&r, json!({"name": "One more"})).await;
    assert_eq!(full.status(), StatusCode::CONFLICT);
    let body = json(full).await;
    assert_eq!(body["error"]["code"], "saved_searches_full");
    assert_eq!(body["error"]["message"], "You can keep up to 50 saved searches. Delete one to save another.");
    // Another recruiter has their own fifty.
    let other = recruiter(&app, "otto@globex.example", "Globex").await;
    save_ok(&other, json!({"name": "Search 0"})).await;
    app.stop().await.unwrap();
}

async fn another_recruiters_saved_search_does_not_exist_for_you(backend: Backend) {
    let app = app(backend).await;
    let owner = recruiter(&app, "rita@northwind.example", "Northwind").await;
    let id = save_ok(&owner, json!({"name": "Mine", "keyword": "compiler"})).await["id"].as_str().unwrap().to_owned();
    let other = recruiter(&app, "otto@globex.example", "Globex").await;
    assert!(list(&other).await.is_empty());
    for response in [
        patch(&other, &id, json!({"name": "Theirs"})).await,
        patch(&other, &id, json!({"alerts": true})).await,
        open(&other, &id).await,
        other.send_empty(Method::DELETE, &format!("/api/saved-searches/{id}")).await,
    ] {
        assert_eq!(response.status(), StatusCode::NOT_FOUND);
        assert_eq!(error_code(response).await, "saved_search_not_found");
    }
    let seeker = new_seeker(&app, "jo@example.com", "quiet-otter", HEADLINE).await;
    assert_eq!(seeker.get("/api/saved-searches").await.status(), StatusCode::FORBIDDEN);
    assert_eq!(open(&seeker, &id).await.status(), StatusCode::FORBIDDEN);
    assert_eq!(app.new_browser().get("/api/saved-searches").await.status(), StatusCode::UNAUTHORIZED);
    let mine = list(&owner).await;
    assert_eq!((mine.len(), mine[0]["name"].as_str(), mine[0]["alerts"].as_bool()), (1, Some("Mine"), Some(false)));
    app.stop().await.unwrap();
}

async fn new_matching_profiles_are_counted_until_the_search_is_opened(backend: Backend) {
    let app = app(backend).await;
    new_seeker(&app, "old@example.com", "early-otter", HEADLINE).await;
    app.clock.advance_millis(1000);
    let r = recruiter(&app, "rita@northwind.example", "Northwind").await;
    let id = save_ok(&r, json!({"name": "Compilers", "keyword": "quantum compiler"})).await["id"]
        .as_str()
        .unwrap()
        .to_owned();
    save_ok(&r, json!({"name": "Onsite only", "keyword": "quantum compiler", "jobType": "onsite"})).await;
    let searches = after_a_check(&app, &r).await;
    assert_eq!(new_count(&searches, "Compilers"), 0, "a profile older than the search is not new");

    new_seeker(&app, "new@example.com", "fresh-heron", HEADLINE).await;
    new_seeker(&app, "baker@example.com", "warm-loaf", "Sourdough Baker").await;
    let searches = after_a_check(&app, &r).await;
    assert_eq!(new_count(&searches, "Compilers"), 1, "the new matching profile only");
    assert_eq!(new_count(&searches, "Onsite only"), 0, "the job type applies");
    assert!(alerts(&r).await.is_empty(), "alerts are off");

    // Still counted at the next check, and not twice.
    let searches = after_a_check(&app, &r).await;
    assert_eq!(new_count(&searches, "Compilers"), 1);

    // Opening it shows them as seen; only profiles after that count.
    let opened = json(open(&r, &id).await).await;
    assert_eq!(opened["newCount"], 0);
    let searches = after_a_check(&app, &r).await;
    assert_eq!(new_count(&searches, "Compilers"), 0);
    new_seeker(&app, "third@example.com", "late-lark", HEADLINE).await;
    let searches = after_a_check(&app, &r).await;
    assert_eq!(new_count(&searches, "Compilers"), 1);
    // The search page finds all three, as the recruiter opens it.
    let page = json(r.get("/api/search?q=quantum+compiler").await).await;
    assert_eq!(page["pagination"]["totalResults"], 3);

    // The recruiter's own new profile (both roles) is never a match.
    r.send_json(Method::PUT, "/api/roles", &json!({"role": "both"})).await;
    profile(&app, &r, "own-profile", HEADLINE, json!({})).await;
    let searches = after_a_check(&app, &r).await;
    assert_eq!(new_count(&searches, "Compilers"), 1, "their own profile is left out");
    app.stop().await.unwrap();
}

async fn hidden_shielding_and_imprecise_profiles_never_count_or_alert(backend: Backend) {
    let app = app(backend).await;
    let r = recruiter(&app, "rita@northwind.example", "Northwind Labs").await;
    save_ok(&r, json!({"name": "Compilers", "keyword": "quantum compiler", "alerts": true})).await;
    save_ok(
        &r,
        json!({"name": "In Tampere", "keyword": "quantum compiler", "city": "Tampere", "state": "Pirkanmaa",
               "country": "Finland", "flexible": false, "alerts": true}),
    )
    .await;
    let hidden = seeker_account(&app, "hidden@example.com", json!([])).await;
    profile(&app, &hidden, "hidden-otter", HEADLINE, json!({"status": "hidden"})).await;
    let shielded = seeker_account(&app, "shy@example.com", json!([{"companyName": "Northwind Labs Oy"}])).await;
    profile(&app, &shielded, "shy-heron", HEADLINE, json!({})).await;
    let vague = seeker_account(&app, "vague@example.com", json!([])).await;
    profile(&app, &vague, "vague-lark", HEADLINE, json!({"locationPrecision": "country"})).await;

    let searches = after_a_check(&app, &r).await;
    assert_eq!(new_count(&searches, "Compilers"), 1, "only the profile shown at country precision");
    assert_eq!(new_count(&searches, "In Tampere"), 0, "its city is not shown, so it is not found by it");
    assert_eq!(alerts(&r).await, vec!["1 new profile matches your saved search “Compilers”.".to_owned()]);

    // Unhidden, the hidden one is found like any other; the shielded one never.
    profile(&app, &hidden, "hidden-otter", HEADLINE, json!({"status": "active"})).await;
    let searches = after_a_check(&app, &r).await;
    assert_eq!(new_count(&searches, "Compilers"), 2);
    assert_eq!(new_count(&searches, "In Tampere"), 1);
    // A match that hides again stops counting at the next check, and alerts no more.
    profile(&app, &hidden, "hidden-otter", HEADLINE, json!({"status": "hidden"})).await;
    let searches = after_a_check(&app, &r).await;
    assert_eq!(new_count(&searches, "Compilers"), 1);
    assert_eq!(new_count(&searches, "In Tampere"), 0);
    let told = alerts(&r).await;
    assert_eq!(told.len(), 3, "{told:?}");
    assert!(told.iter().all(|t| !t.contains("shy-heron") && !t.contains("hidden-otter")), "{told:?}");
    app.stop().await.unwrap();
}

async fn each_new_profile_alerts_once_and_the_email_names_no_candidate(backend: Backend) {
    let app = app(backend).await;
    let r = recruiter(&app, "rita@northwind.example", "Northwind").await;
    let quiet = save_ok(&r, json!({"name": "Quiet", "keyword": "quantum compiler"})).await;
    save_ok(&r, json!({"name": "Compilers <3", "keyword": "quantum compiler", "alerts": true})).await;
    new_seeker(&app, "one@example.com", "first-otter", HEADLINE).await;
    new_seeker(&app, "two@example.com", "second-heron", HEADLINE).await;
    after_a_check(&app, &r).await;
    assert_eq!(alerts(&r).await, vec!["2 new profiles match your saved search “Compilers <3”.".to_owned()]);
    let emails = alert_emails_once(&app, 1).await;
    let (to, subject, text, html) = &emails[0];
    assert_eq!(to, "rita@northwind.example");
    assert_eq!(subject, "New matches for “Compilers <3”");
    assert!(text.contains("Compilers <3: 2 new profiles since you last opened it"), "{text}");
    assert!(text.contains("/recruiter-dashboard"), "{text}");
    assert!(html.contains("Compilers &lt;3"), "{html}");
    assert!(text.contains("Unsubscribe from alerts about new matches of your saved searches: "), "{text}");
    assert!(text.contains("/unsubscribe?token="), "a one-click unsubscribe link: {text}");
    for email in [text, html] {
        for secret in ["first-otter", "second-heron", "Jordan", "Quill", "one@example.com", HEADLINE] {
            assert!(!email.contains(secret), "the e-mail names a candidate: {secret}");
        }
    }

    // The same profiles never alert again; a new one does, in the app at once and by
    // e-mail only a day after the last.
    after_a_check(&app, &r).await;
    after_a_check(&app, &r).await;
    assert_eq!(alerts(&r).await.len(), 1);
    new_seeker(&app, "three@example.com", "third-lark", HEADLINE).await;
    let searches = after_a_check(&app, &r).await;
    assert_eq!(new_count(&searches, "Compilers <3"), 3);
    assert_eq!(alerts(&r).await[0], "1 new profile matches your saved search “Compilers <3”.");
    assert_eq!(alerts(&r).await.len(), 2);
    // The round before this check has sent what it would.
    after_a_check(&app, &r).await;
    assert_eq!(alert_emails(&app).await.len(), 1, "at most one e-mail a day");
    app.clock.advance_millis(24 * 60 * 60 * 1000);
    after_a_check(&app, &r).await;
    let emails = alert_emails_once(&app, 2).await;
    assert_eq!(emails.len(), 2, "the next day's e-mail");
    assert!(emails[1].2.contains("Compilers <3: 3 new profiles since you last opened it"), "{}", emails[1].2);
    after_a_check(&app, &r).await;
    after_a_check(&app, &r).await;
    assert_eq!(alert_emails(&app).await.len(), 2, "nothing new, no e-mail");
    assert!(!emails.iter().any(|e| e.2.contains("Quiet")), "a search without alerts is in no e-mail");

    // Alerts off: new matches are counted, never told.
    patch(&r, quiet["id"].as_str().unwrap(), json!({"alerts": false})).await;
    let id = list(&r).await.iter().find(|s| s["name"] == "Compilers <3").unwrap()["id"].as_str().unwrap().to_owned();
    patch(&r, &id, json!({"alerts": false})).await;
    new_seeker(&app, "four@example.com", "fourth-wren", HEADLINE).await;
    let searches = after_a_check(&app, &r).await;
    assert_eq!(new_count(&searches, "Compilers <3"), 4);
    assert_eq!(new_count(&searches, "Quiet"), 4);
    assert_eq!(alerts(&r).await.len(), 2);
    app.clock.advance_millis(24 * 60 * 60 * 1000);
    after_a_check(&app, &r).await;
    after_a_check(&app, &r).await;
    assert_eq!(alert_emails(&app).await.len(), 2);

    // Alert e-mails turned off in the e-mail settings: told in the app, not by e-mail.
    let off = r.send_json(Method::PATCH, "/api/account/email-settings", &json!({"savedSearchAlerts": false})).await;
    assert_eq!(json(off).await["savedSearchAlerts"], false);
    patch(&r, &id, json!({"alerts": true})).await;
    new_seeker(&app, "five@example.com", "fifth-crane", HEADLINE).await;
    app.clock.advance_millis(24 * 60 * 60 * 1000);
    after_a_check(&app, &r).await;
    after_a_check(&app, &r).await;
    assert_eq!(alerts(&r).await.len(), 3, "the in-app alert still comes");
    assert_eq!(alert_emails(&app).await.len(), 2, "no e-mail once turned off");
    app.stop().await.unwrap();
}

async fn an_alert_email_the_mail_server_refuses_keeps_its_news_and_stops_no_one_else(backend: Backend) {
    let sink = smtp_sink::SmtpSink::start(&["rita@northwind.example"]).await;
    let smtp_url = sink.url();
    let app = TestApp::spawn_with(
        backend,
        Box::new(move |s| {
            s.saved_search_check_secs = 1;
            s.smtp_url = veil::config::Secret::new(smtp_url);
        }),
    )
    .await;
    let refused = recruiter(&app, "rita@northwind.example", "Northwind").await;
    let delivered = recruiter(&app, "bo@southwind.example", "Southwind").await;
    for r in [&refused, &delivered] {
        save_ok(r, json!({"name": "Compilers", "keyword": "quantum compiler", "alerts": true})).await;
    }
    new_seeker(&app, "one@example.com", "first-otter", HEADLINE).await;
    after_a_check(&app, &refused).await;
    after_a_check(&app, &delivered).await;

    // The other recruiter's e-mail arrives, through the real SMTP conversation.
    let mut arrived = Vec::new();
    for _ in 0..300 {
        arrived = sink.received();
        if !arrived.is_empty() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(arrived.len(), 1, "one e-mail reaches the mail server");
    assert_eq!(arrived[0].rcpt_to, vec!["bo@southwind.example".to_owned()]);
    assert!(arrived[0].header("List-Unsubscribe-Post").is_some(), "a one-click unsubscribe");
    // The refused one is in the outbox as failed, and its news waits for the next e-mail.
    let (status, untold): (String, i64) = with_db!(&app.db, pool => sqlx::query_as(
        "SELECT o.status, s.unemailed FROM email_outbox o \
         JOIN saved_searches s ON s.recruiter_id = o.recipient_user_id \
         WHERE o.to_address = 'rita@northwind.example'",
    )
    .fetch_one(pool)
    .await)
    .unwrap();
    assert_eq!((status.as_str(), untold), ("failed", 1));
    app.stop().await.unwrap();
}

async fn screening_filters_are_saved_and_their_alerts_count_with_them(backend: Backend) {
    let app = app(backend).await;
    let r = recruiter(&app, "rita@northwind.example", "Northwind").await;
    let filters = json!({"seniority": "senior", "work": "DE:needs_sponsorship", "sort": "newest", "facets": true});
    let saved =
        save_ok(&r, json!({"name": "Seniors for Berlin", "keyword": "quantum compiler", "filters": filters})).await;
    // Kept as asked, but for the facets, which only a page shows.
    let kept = json!({"seniority": "senior", "availability": null, "work": "DE:needs_sponsorship", "language": null,
        "relocate": null, "skills": null, "sort": "newest", "facets": null, "jobTypes": null, "salaryMin": null,
        "salaryMax": null, "salaryCurrency": null, "salaryStatedOnly": null});
    assert_eq!(saved["filters"], kept);
    assert_eq!(list(&r).await[0]["filters"], kept);
    save_ok(&r, json!({"name": "All compilers", "keyword": "quantum compiler"})).await;
    assert_eq!(list(&r).await[0]["filters"]["seniority"], Value::Null);

    let screening = |seniority: &str, status: &str| json!({"screening": {"seniority": seniority, "workAuthorization": [{"country": "DE", "status": status}]}});
    for (email, codename, with) in [
        ("a@example.com", "fits-well", screening("senior", "needs_sponsorship")),
        ("b@example.com", "too-junior", screening("entry", "needs_sponsorship")),
        ("c@example.com", "no-visa-needed", screening("senior", "authorized")),
    ] {
        let b = seeker_account(&app, email, json!([])).await;
        profile(&app, &b, codename, HEADLINE, with).await;
    }
    let searches = after_a_check(&app, &r).await;
    assert_eq!(new_count(&searches, "Seniors for Berlin"), 1, "only the profile that passes every filter");
    assert_eq!(new_count(&searches, "All compilers"), 3);

    for bad in [json!({"work": "XX"}), json!({"seniority": "guru"})] {
        let r = save(&r, json!({"name": "Bad", "filters": bad})).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(error_code(r).await, "invalid_filter");
    }
}
