//! The employer shield and verified companies over HTTP: a verified recruiter at a
//! listed employer (by a variant of its name, or by their work e-mail's domain under
//! another company name) finds nothing, counts nothing, and gets 404 on the candidate
//! page, a reveal request and a view; an unverified recruiter sees no profile with an
//! entry at all; a verified recruiter elsewhere sees everything; removing the entry
//! restores it. A company is verified only by an issuer-verified work e-mail at its
//! website's registrable domain; job seekers see that and each recruiter's record beside
//! their requests. (The hostile recruiter's side is `hostile_recruiter/`.)

use crate::common;

use common::{
    Backend, Browser, TestApp, error_code,
    fake_idp::{self, FakeIdp, external_issuer},
    json,
};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

backend_tests!(
    a_listed_employer_finds_nothing_by_any_variant_of_its_name,
    the_website_or_work_email_domain_matches_whatever_the_company_is_called,
    adding_the_entry_hides_what_the_recruiter_saw_and_removing_it_restores_it,
    the_list_is_validated_kept_in_order_and_capped_at_fifty,
    a_company_is_verified_only_by_a_work_email_at_its_website,
    an_email_the_issuer_did_not_verify_verifies_nothing,
    job_seekers_see_verification_and_each_recruiters_record,
    a_listed_employer_leaves_no_trace_in_the_privacy_activity_log,
);

const HEADLINE: &str = "Principal Quantum Compiler Engineer";

async fn seeker(app: &TestApp, email: &str, codename: &str) -> (Browser, String) {
    app.clock.advance_millis(1000);
    let b = app.new_browser();
    b.sign_in(email, "Jordan", "Quill").await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    let r = b
        .send_json(Method::PUT, "/api/profile", &json!({
            "codename": codename, "headline": HEADLINE, "skills": ["Rust", "LLVM"],
            "location": "Tampere, Pirkanmaa, Finland", "city": "Tampere", "state": "Pirkanmaa", "country": "Finland",
        }))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let id = json(r).await["id"].as_str().unwrap().to_owned();
    (b, id)
}

async fn make_recruiter(b: &Browser, company: &str, website: &str) {
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    let r = save_employer(b, company, website).await;
    assert_eq!(r.status(), StatusCode::OK);
}

async fn save_employer(b: &Browser, company: &str, website: &str) -> reqwest::Response {
    b.send_json(
        Method::PUT,
        "/api/employer",
        &json!({
            "companyName": company, "website": website, "recruiterRole": "Talent Partner", "location": "Helsinki",
        }),
    )
    .await
}

async fn recruiter(app: &TestApp, email: &str, company: &str, website: &str) -> Browser {
    let b = app.new_browser();
    b.sign_in(email, "Rita", "Recruiter").await;
    make_recruiter(&b, company, website).await;
    b
}

async fn shield(b: &Browser, entries: Value) -> reqwest::Response {
    b.send_json(Method::PUT, "/api/employer-shield", &json!({ "entries": entries })).await
}

/// The codenames and total a search for the shared headline finds.
async fn found(b: &Browser) -> (Vec<String>, u64) {
    let r = b.get(&format!("/api/search?q={}", HEADLINE.replace(' ', "+"))).await;
    assert_eq!(r.status(), StatusCode::OK);
    let body = json(r).await;
    let names = body["hits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["document"]["codename"].as_str().unwrap().to_owned())
        .collect();
    (names, body["pagination"]["totalResults"].as_u64().unwrap())
}

async fn candidate_status(b: &Browser, profile_id: &str) -> StatusCode {
    b.get(&format!("/api/candidates/{profile_id}")).await.status()
}

async fn request(b: &Browser, profile_id: &str) -> reqwest::Response {
    b.send_json(Method::POST, "/api/reveal-requests", &json!({"profileId": profile_id, "message": "Hello there"})).await
}

async fn view(b: &Browser, profile_id: &str) -> reqwest::Response {
    b.send_json(Method::POST, "/api/profile-views", &json!({"profileId": profile_id})).await
}

/// The profile does not exist for `b`: not found, not counted, 404 everywhere.
async fn assert_hidden_from(b: &Browser, codename: &str, profile_id: &str, others: u64) {
    let (names, total) = found(b).await;
    assert!(!names.contains(&codename.to_owned()), "{codename} was found: {names:?}");
    assert_eq!(total, others, "the total counts only the others");
    assert_eq!(candidate_status(b, profile_id).await, StatusCode::NOT_FOUND);
    let r = request(b, profile_id).await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    assert_eq!(error_code(r).await, "candidate_not_found");
    assert_eq!(view(b, profile_id).await.status(), StatusCode::NOT_FOUND);
}

async fn a_listed_employer_finds_nothing_by_any_variant_of_its_name(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (hider, hider_id) = seeker(&app, "hider@example.com", "silent-otter").await;
    let (_other, other_id) = seeker(&app, "other@example.com", "loud-heron").await;
    let r = shield(&hider, json!([{"companyName": "ACME Inc."}])).await;
    assert_eq!(r.status(), StatusCode::OK);

    // Verified at companies of their own, each calling it a variant of the listed name.
    for (i, company) in ["Acme", "acme, ltd", "ACME GmbH", "Ácme Oy"].into_iter().enumerate() {
        let at_acme =
            recruiter(&app, &format!("r{i}@elsewhere{i}.example"), company, &format!("https://elsewhere{i}.example"))
                .await;
        assert_hidden_from(&at_acme, "silent-otter", &hider_id, 1).await;
        assert_eq!(candidate_status(&at_acme, &other_id).await, StatusCode::OK);
    }

    let elsewhere = recruiter(&app, "rob@globex.example", "Globex", "https://globex.example").await;
    let (names, total) = found(&elsewhere).await;
    assert_eq!(total, 2);
    assert!(names.contains(&"silent-otter".to_owned()));
    assert_eq!(candidate_status(&elsewhere, &hider_id).await, StatusCode::OK);
    assert_eq!(view(&elsewhere, &hider_id).await.status(), StatusCode::OK);
    assert_eq!(request(&elsewhere, &hider_id).await.status(), StatusCode::CREATED);
    app.stop().await.unwrap();
}

async fn the_website_or_work_email_domain_matches_whatever_the_company_is_called(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (hider, hider_id) = seeker(&app, "hider@example.com", "silent-otter").await;
    seeker(&app, "other@example.com", "loud-heron").await;
    let r = shield(&hider, json!([{"companyName": "Initech", "domain": "https://www.initech.example/about"}])).await;
    assert_eq!(json(r).await["entries"], json!([{"companyName": "Initech", "domain": "initech.example"}]));

    // The website alone proves nothing: unverified, the recruiter sees no profile with an entry.
    let by_website =
        recruiter(&app, "r1@mailbox.example", "Totally Different", "https://careers.initech.example").await;
    assert_hidden_from(&by_website, "silent-otter", &hider_id, 1).await;
    // The sign-in e-mail: the recruiter cannot edit it, so renaming the company and
    // pointing the website elsewhere changes nothing.
    let by_email = recruiter(&app, "r2@mail.initech.example", "Renamed Holdings", "https://renamed.example").await;
    assert_hidden_from(&by_email, "silent-otter", &hider_id, 1).await;
    // A domain that only ends the same way is another company.
    let lookalike = recruiter(&app, "r3@notinitech.example", "Not Initech", "https://notinitech.example").await;
    assert_eq!(found(&lookalike).await.1, 2);
    assert_eq!(candidate_status(&lookalike, &hider_id).await, StatusCode::OK);

    // Changing the website: an unverified recruiter still sees no profile with an entry,
    // whatever they type; a verified one who points it at another domain is no longer
    // verified, and sees none either.
    let r = save_employer(&by_website, "Totally Different", "https://different.example").await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_hidden_from(&by_website, "silent-otter", &hider_id, 1).await;
    let r = save_employer(&lookalike, "Not Initech", "https://initech.example").await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_hidden_from(&lookalike, "silent-otter", &hider_id, 1).await;
    app.stop().await.unwrap();
}

async fn adding_the_entry_hides_what_the_recruiter_saw_and_removing_it_restores_it(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (hider, hider_id) = seeker(&app, "hider@example.com", "silent-otter").await;
    let acme = recruiter(&app, "rob@acme.example", "Acme", "https://acme.example").await;
    assert_eq!(view(&acme, &hider_id).await.status(), StatusCode::OK);
    assert_eq!(request(&acme, &hider_id).await.status(), StatusCode::CREATED);
    let recent = json(acme.get("/api/profile-views/recent").await).await;
    assert_eq!(recent.as_array().unwrap().len(), 1);

    assert_eq!(shield(&hider, json!([{"companyName": "Acme Corporation"}])).await.status(), StatusCode::OK);
    assert_eq!(found(&acme).await, (vec![], 0));
    assert_eq!(candidate_status(&acme, &hider_id).await, StatusCode::NOT_FOUND);
    // What the recruiter saw before is gone too: the profile does not exist for them.
    assert_eq!(json(acme.get("/api/profile-views/recent").await).await, json!([]));
    assert_eq!(json(acme.get("/api/reveal-requests/sent").await).await, json!([]));
    let stats = json(acme.get("/api/search/stats").await).await;
    assert_eq!(stats["sample_documents"], json!([]));

    assert_eq!(shield(&hider, json!([])).await.status(), StatusCode::OK);
    assert_eq!(found(&acme).await, (vec!["silent-otter".to_owned()], 1));
    assert_eq!(candidate_status(&acme, &hider_id).await, StatusCode::OK);
    assert_eq!(json(acme.get("/api/reveal-requests/sent").await).await.as_array().unwrap().len(), 1);
    app.stop().await.unwrap();
}

async fn the_list_is_validated_kept_in_order_and_capped_at_fifty(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (b, _) = seeker(&app, "hider@example.com", "silent-otter").await;
    assert_eq!(
        json(b.get("/api/employer-shield").await).await,
        json!({"entries": [], "maxEntries": 50, "allowUnverified": false})
    );
    let r =
        shield(&b, json!([{"companyName": " Zeta AB "}, {"companyName": "Alpha", "domain": "ALPHA.example."}])).await;
    assert_eq!(r.status(), StatusCode::OK);
    let listed = json!({"entries": [
        {"companyName": "Zeta AB", "domain": null}, {"companyName": "Alpha", "domain": "alpha.example"},
    ], "maxEntries": 50, "allowUnverified": false});
    assert_eq!(json(b.get("/api/employer-shield").await).await, listed);

    for (entries, code) in [
        (json!([{"companyName": "  "}]), "missing_company_name"),
        (json!([{"companyName": "Acme", "domain": "not a domain"}]), "invalid_domain"),
    ] {
        let r = shield(&b, entries).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(error_code(r).await, code);
    }
    let many: Vec<Value> = (0..51).map(|i| json!({"companyName": format!("Company {i}")})).collect();
    let r = shield(&b, Value::Array(many[..50].to_vec())).await;
    assert_eq!(json(r).await["entries"].as_array().unwrap().len(), 50);
    let r = shield(&b, Value::Array(many)).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    // A refused list leaves the saved one as it was.
    assert_eq!(json(b.get("/api/employer-shield").await).await["entries"].as_array().unwrap().len(), 50);

    let recruiter = recruiter(&app, "rob@acme.example", "Acme", "https://acme.example").await;
    assert_eq!(recruiter.get("/api/employer-shield").await.status(), StatusCode::FORBIDDEN);
    app.stop().await.unwrap();
}

async fn verified(b: &Browser) -> bool {
    json(b.get("/api/employer").await).await["linkedinVerified"].as_bool().unwrap()
}

async fn a_company_is_verified_only_by_a_work_email_at_its_website(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let at_site = recruiter(&app, "rob@acme.example", "Acme", "https://www.acme.example/jobs").await;
    assert!(verified(&at_site).await);
    let profile = json(at_site.get("/api/employer").await).await;
    assert_eq!(
        (profile["emailDomain"].as_str(), profile["websiteDomain"].as_str()),
        (Some("acme.example"), Some("acme.example"))
    );
    let subdomain = recruiter(&app, "sue@eu.acme.example", "Acme", "acme.example").await;
    assert!(verified(&subdomain).await);

    let free_mail = recruiter(&app, "rob.acme@gmail.com", "Acme", "https://acme.example").await;
    assert!(!verified(&free_mail).await);
    let free_mail_site = recruiter(&app, "someone@gmail.com", "Gmail fans", "https://gmail.com").await;
    assert!(!verified(&free_mail_site).await);
    let other_domain = recruiter(&app, "rob@globex.example", "Acme", "https://acme.example").await;
    assert!(!verified(&other_domain).await);

    // Changing the website runs the check again.
    assert!(save_employer(&other_domain, "Globex", "globex.example").await.status().is_success());
    assert!(verified(&other_domain).await);
    assert!(save_employer(&at_site, "Acme", "https://acme-careers.example").await.status().is_success());
    assert!(!verified(&at_site).await);
    app.stop().await.unwrap();
}

async fn an_email_the_issuer_did_not_verify_verifies_nothing(backend: Backend) {
    let idp = FakeIdp::start(false).await;
    let app = TestApp::spawn_with(backend, external_issuer(&idp)).await;
    let b = app.new_browser();
    let claims = json!({"sub": "unverified", "email": "rob@acme.example", "email_verified": false});
    fake_idp::sign_in_external(&app, &idp, &b, claims).await;
    make_recruiter(&b, "Acme", "https://acme.example").await;
    assert!(!verified(&b).await);
    let verified_one = fake_idp::person(&app, &idp, "sue@acme.example", "Sue", "Sure").await;
    make_recruiter(&verified_one, "Acme", "https://acme.example").await;
    assert!(verified(&verified_one).await);
    app.stop().await.unwrap();
}

async fn job_seekers_see_verification_and_each_recruiters_record(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (seeker_b, profile_id) = seeker(&app, "seeker@example.com", "silent-otter").await;
    let (_, second_id) = seeker(&app, "second@example.com", "loud-heron").await;
    let verified_one = recruiter(&app, "rob@acme.example", "Acme", "https://acme.example").await;
    let unverified = recruiter(&app, "busy@gmail.com", "Busy Hiring", "https://busy.example").await;
    assert_eq!(request(&verified_one, &profile_id).await.status(), StatusCode::CREATED);
    assert_eq!(view(&verified_one, &profile_id).await.status(), StatusCode::OK);
    assert_eq!(request(&unverified, &second_id).await.status(), StatusCode::CREATED);
    app.clock.advance_millis(1000);
    assert_eq!(request(&unverified, &profile_id).await.status(), StatusCode::CREATED);

    let received = json(seeker_b.get("/api/reveal-requests/received").await).await;
    let requests = received["requests"].as_array().unwrap();
    let by_company = |name: &str| requests.iter().find(|r| r["company"]["name"] == name).unwrap().clone();
    let (busy, acme) = (by_company("Busy Hiring"), by_company("Acme"));
    assert_eq!(busy["company"]["verified"], false);
    assert_eq!(busy["recruiterRecord"], json!({"requestsLast30Days": 2, "approved": 0, "usualReply": null}));
    assert_eq!(acme["company"]["verified"], true);
    assert_eq!(acme["recruiterRecord"], json!({"requestsLast30Days": 1, "approved": 0, "usualReply": null}));

    let r = seeker_b
        .send_json(
            Method::PATCH,
            &format!("/api/reveal-requests/{}", acme["id"].as_str().unwrap()),
            &json!({"status": "approved"}),
        )
        .await;
    assert_eq!(json(r).await["recruiterRecord"], json!({"requestsLast30Days": 1, "approved": 1, "usualReply": null}));

    let notifications = json(seeker_b.get("/api/notifications").await).await;
    let messages: Vec<&str> =
        notifications["notifications"].as_array().unwrap().iter().map(|n| n["message"].as_str().unwrap()).collect();
    assert!(messages.contains(&"Acme would like to see who you are. Verified company domain."), "{messages:?}");
    assert!(messages.contains(&"Busy Hiring would like to see who you are. Company not verified."), "{messages:?}");
    let viewers = json(seeker_b.get("/api/profile-views/viewers").await).await;
    assert_eq!(viewers[0]["companyName"], "Acme");
    assert_eq!(viewers[0]["companyVerified"], true);

    // Requests older than 30 days leave the record.
    app.clock.advance_millis(31 * 24 * 3600 * 1000);
    // (The session ended meanwhile.)
    seeker_b.sign_in("seeker@example.com", "Jordan", "Quill").await;
    let received = json(seeker_b.get("/api/reveal-requests/received").await).await;
    for r in received["requests"].as_array().unwrap() {
        assert_eq!(r["recruiterRecord"], json!({"requestsLast30Days": 0, "approved": 0, "usualReply": null}));
    }
    app.stop().await.unwrap();
}

/// The companies named in the job seeker's privacy activity log, one per event.
async fn logged_companies(b: &Browser) -> Vec<String> {
    let r = b.get("/api/privacy-activity").await;
    assert_eq!(r.status(), StatusCode::OK);
    let page = json(r).await;
    let mut companies = Vec::new();
    for day in page["days"].as_array().unwrap() {
        for event in day["events"].as_array().unwrap() {
            companies.push(event["companyName"].as_str().unwrap_or("-").to_owned());
        }
    }
    companies
}

/// For a listed employer the profile does not exist, so nothing they try is an event:
/// no search appearance, no view, no request in the job seeker's activity log.
async fn a_listed_employer_leaves_no_trace_in_the_privacy_activity_log(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (hider, hider_id) = seeker(&app, "hider@example.com", "silent-otter").await;
    assert_eq!(shield(&hider, json!([{"companyName": "Acme"}])).await.status(), StatusCode::OK);

    let at_acme = recruiter(&app, "rita@acme.example", "ACME Ltd", "https://acme.example").await;
    assert_hidden_from(&at_acme, "silent-otter", &hider_id, 0).await;
    assert_eq!(logged_companies(&hider).await, Vec::<String>::new(), "nothing Acme tried is logged");

    let elsewhere = recruiter(&app, "rob@globex.example", "Globex", "https://globex.example").await;
    assert_eq!(found(&elsewhere).await.1, 1);
    assert_eq!(view(&elsewhere, &hider_id).await.status(), StatusCode::OK);
    let companies = logged_companies(&hider).await;
    assert!(!companies.is_empty(), "Globex's search and view are logged");
    assert!(companies.iter().all(|c| c == "Globex"), "only Globex appears: {companies:?}");
    app.stop().await.unwrap();
}
