//! The rename loop: a recruiter changes what they can set freely (company name, website)
//! and compares what they see. For an unverified recruiter nothing changes; a verified
//! one is matched by every name their account has held, so renaming back shows nothing
//! new; a change waits 30 days after the previous one; two accounts see alike.

use reqwest::{Method, StatusCode};
use serde_json::json;

use super::support::{DAY_MS, recruiter, save_employer, seeker, shield, verified, what_recruiter_sees};
use crate::common::{Backend, Browser, TestApp, error_code, json};

backend_tests!(
    renaming_the_company_changes_nothing_an_unverified_recruiter_sees,
    a_verified_recruiter_is_matched_by_every_company_name_the_account_held,
    company_name_and_website_change_at_most_once_in_thirty_days,
    two_accounts_of_one_recruiter_see_the_same,
);

/// Saved searches are checked every second of real time once the test clock moved on. The
/// months the renames take would leave the job seeker quiet long enough to be paused
/// ("Still open to offers?"), which is not what these tests are about.
async fn app(backend: Backend) -> TestApp {
    TestApp::spawn_with(
        backend,
        Box::new(|s| {
            s.saved_search_check_secs = 1;
            s.freshness_ask_days = 3650;
        }),
    )
    .await
}

/// Lets the saved-search check run (it counts on the test clock, every real second).
async fn settle(app: &TestApp) {
    app.clock.advance_millis(2_000);
    tokio::time::sleep(std::time::Duration::from_millis(2_500)).await;
}

/// A month on: the session ended, so `b` signs in again as `email`.
async fn a_month_later(app: &TestApp, b: &Browser, email: &str) {
    app.clock.advance_millis(31 * DAY_MS);
    b.sign_in(email, "Rita", "Recruiter").await;
}

async fn save_search(b: &Browser) {
    let r = b
        .send_json(
            Method::POST,
            "/api/saved-searches",
            &json!({"name": "Compilers", "keyword": "Quantum Compiler", "alerts": true}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::CREATED, "{}", r.text().await.unwrap());
}

async fn renaming_the_company_changes_nothing_an_unverified_recruiter_sees(backend: Backend) {
    let app = app(backend).await;
    let email = "foo.recruiter@gmail.com";
    let probe = recruiter(&app, email, "Foo Ltd", "https://foo.example").await;
    assert!(!verified(&probe).await);
    save_search(&probe).await;
    let (hider, hider_id) = seeker(&app, "hider@example.com", "silent-otter").await;
    shield(&hider, json!([{"companyName": "Globex Corporation", "domain": "globex.com"}])).await;
    let (_, other_id) = seeker(&app, "other@example.com", "loud-heron").await;
    assert_eq!(
        probe.send_json(Method::POST, "/api/profile-views", &json!({"profileId": other_id})).await.status(),
        StatusCode::OK
    );
    settle(&app).await;

    let before = what_recruiter_sees(&probe, &hider_id).await;
    // Unverified, the recruiter cannot be matched to an employer: no shielded profile is theirs.
    assert_eq!(before["candidatePage"], 404);
    assert_eq!(before["headlineHits"], json!(["loud-heron"]));
    assert_eq!(before["headlineTotal"], 1);
    assert_eq!(before["savedSearchCounts"], json!([1]));
    for (company, website) in [
        ("Globex", "https://foo.example"),
        ("Globex Corporation", "https://www.globex.com"),
        ("Foo Ltd", "https://foo.example"),
        ("Initech", "globex.com"),
    ] {
        a_month_later(&app, &probe, email).await;
        let r = save_employer(&probe, company, website).await;
        assert_eq!(r.status(), StatusCode::OK, "{company} {website}: {}", r.text().await.unwrap());
        settle(&app).await;
        assert_eq!(what_recruiter_sees(&probe, &hider_id).await, before, "as {company} at {website}");
    }

    // The job seeker lets unverified recruiters in: now everyone unverified sees her,
    // whatever they call themselves.
    hider.sign_in("hider@example.com", "Jordan", "Quill").await;
    let r = hider
        .send_json(
            Method::PUT,
            "/api/employer-shield",
            &json!({
                "entries": [{"companyName": "Globex Corporation", "domain": "globex.com"}], "allowUnverified": true,
            }),
        )
        .await;
    assert_eq!(json(r).await["allowUnverified"], true);
    let open = what_recruiter_sees(&probe, &hider_id).await;
    assert_eq!(open["candidatePage"], 200);
    assert_eq!(open["headlineHits"], json!(["loud-heron", "silent-otter"]));
    for (company, website) in [("Globex", "https://globex.com"), ("Foo Ltd", "https://foo.example")] {
        a_month_later(&app, &probe, email).await;
        assert_eq!(save_employer(&probe, company, website).await.status(), StatusCode::OK);
        let now = what_recruiter_sees(&probe, &hider_id).await;
        assert_eq!(now["candidatePage"], 200, "as {company}");
        assert_eq!(now["headlineHits"], open["headlineHits"], "as {company}");
        assert_eq!(now["headlineTotal"], open["headlineTotal"], "as {company}");
        assert_eq!(now["indexDocuments"], open["indexDocuments"], "as {company}");
    }
    app.stop().await.unwrap();
}

async fn a_verified_recruiter_is_matched_by_every_company_name_the_account_held(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (hider, hider_id) = seeker(&app, "hider@example.com", "silent-otter").await;
    shield(&hider, json!([{"companyName": "Globex"}])).await;
    let email = "rob@initech.example";
    let rob = recruiter(&app, email, "Initech", "https://initech.example").await;
    assert!(verified(&rob).await);
    let colleague = recruiter(&app, "sue@initech.example", "Initech", "https://initech.example").await;
    assert_eq!(what_recruiter_sees(&rob, &hider_id).await["candidatePage"], 200);

    assert_eq!(save_employer(&rob, "Globex LLC", "https://initech.example").await.status(), StatusCode::OK);
    let as_globex = what_recruiter_sees(&rob, &hider_id).await;
    assert_eq!(as_globex["candidatePage"], 404);
    // Renamed back a month later: the name stays in the account's history, so the
    // profile does not come back, and nothing tells which name mattered.
    a_month_later(&app, &rob, email).await;
    assert_eq!(save_employer(&rob, "Initech", "https://initech.example").await.status(), StatusCode::OK);
    assert_eq!(what_recruiter_sees(&rob, &hider_id).await, as_globex);
    // Nobody else is told: the history is the account's, never shown.
    colleague.sign_in("sue@initech.example", "Rita", "Recruiter").await;
    assert_eq!(what_recruiter_sees(&colleague, &hider_id).await["candidatePage"], 200);
    let shown = json(rob.get("/api/employer").await).await;
    assert!(!shown.to_string().to_lowercase().contains("globex"), "{shown}");
    app.stop().await.unwrap();
}

async fn company_name_and_website_change_at_most_once_in_thirty_days(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let email = "rob@initech.example";
    let rob = recruiter(&app, email, "Initech", "https://initech.example").await;
    // Spelling, case and legal forms are no change.
    assert_eq!(save_employer(&rob, "INITECH Inc.", "initech.example/jobs").await.status(), StatusCode::OK);
    assert_eq!(json(rob.get("/api/employer").await).await["detailsLockedUntil"], json!(null));

    assert_eq!(save_employer(&rob, "Initrode", "https://initech.example").await.status(), StatusCode::OK);
    let locked = json(rob.get("/api/employer").await).await["detailsLockedUntil"].as_str().unwrap().to_owned();
    for (company, website) in [("Initech", "https://initech.example"), ("Initrode", "https://initrode.example")] {
        let r = save_employer(&rob, company, website).await;
        assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS, "{company} {website}");
        let body = json(r).await;
        assert_eq!(body["error"]["code"], "company_change_too_soon");
        let message = body["error"]["message"].as_str().unwrap();
        assert!(message.contains("less than 30 days ago"), "{message}");
        assert!(message.contains("You can change them again on "), "{message}");
    }
    // A refused change leaves the page as it was.
    let page = json(rob.get("/api/employer").await).await;
    assert_eq!(
        (page["companyName"].as_str(), page["website"].as_str()),
        (Some("Initrode"), Some("https://initech.example"))
    );
    assert_eq!(page["detailsLockedUntil"].as_str(), Some(locked.as_str()));
    // Other fields still save.
    let r = rob
        .send_json(
            Method::PUT,
            "/api/employer",
            &json!({
                "companyName": "Initrode", "website": "https://initech.example", "recruiterRole": "Head of Talent",
                "location": "Espoo",
            }),
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);

    a_month_later(&app, &rob, email).await;
    assert_eq!(save_employer(&rob, "Initech", "https://initech.example").await.status(), StatusCode::OK);
    let r = save_employer(&rob, "Initech", "https://initrode.example").await;
    assert_eq!(error_code(r).await, "company_change_too_soon");
    app.stop().await.unwrap();
}

async fn two_accounts_of_one_recruiter_see_the_same(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (hider, hider_id) = seeker(&app, "hider@example.com", "silent-otter").await;
    shield(&hider, json!([{"companyName": "Globex", "domain": "globex.com"}])).await;
    seeker(&app, "other@example.com", "loud-heron").await;

    // Unverified: whatever each account claims, they see alike.
    let claims_foo = recruiter(&app, "probe.one@gmail.com", "Foo Ltd", "https://foo.example").await;
    let claims_globex = recruiter(&app, "probe.two@gmail.com", "Globex", "https://globex.com").await;
    let claims_nothing = recruiter(&app, "probe.three@mailbox.example", "Initech", "https://initech.example").await;
    let seen = what_recruiter_sees(&claims_foo, &hider_id).await;
    assert_eq!(seen["headlineHits"], json!(["loud-heron"]));
    assert_eq!(what_recruiter_sees(&claims_globex, &hider_id).await, seen);
    assert_eq!(what_recruiter_sees(&claims_nothing, &hider_id).await, seen);

    // Verified at two companies the profile does not hide from: alike, and both see her.
    let at_initech = recruiter(&app, "rob@initech.example", "Initech", "https://initech.example").await;
    let at_hooli = recruiter(&app, "sue@hooli.example", "Globex", "https://hooli.example").await;
    assert!(verified(&at_initech).await && verified(&at_hooli).await);
    let seen_verified = what_recruiter_sees(&at_initech, &hider_id).await;
    assert_eq!(seen_verified["headlineHits"], json!(["loud-heron", "silent-otter"]));
    // Except the one who calls their verified company Globex: that name is now theirs.
    assert_eq!(what_recruiter_sees(&at_hooli, &hider_id).await["candidatePage"], 404);
    let another_at_initech = recruiter(&app, "ann@initech.example", "Initech Oy", "https://initech.example").await;
    assert_eq!(what_recruiter_sees(&another_at_initech, &hider_id).await, seen_verified);
    // Verified at the employer itself: nothing, however they name the company.
    let at_globex = recruiter(&app, "eve@globex.com", "Totally Different", "https://globex.com").await;
    assert!(verified(&at_globex).await);
    assert_eq!(what_recruiter_sees(&at_globex, &hider_id).await["headlineHits"], json!(["loud-heron"]));
    app.stop().await.unwrap();
}
