//! "Verify your work e-mail" over HTTP, the code read from a real SMTP listener: a code
//! at the company website's registrable domain verifies the company; free mail, another
//! domain, a public suffix never do; a code lives 15 minutes and 5 tries, an account
//! gets 5 a day, and nothing but a hash of it is kept (the outbox says only that one went).

use reqwest::{Method, StatusCode};
use serde_json::json;
use veil::with_db;

use super::support::{recruiter, seeker, shield, verified, what_recruiter_sees};
use crate::common::{Backend, Browser, TestApp, error_code, json};
use crate::smtp_sink::SmtpSink;

backend_tests!(
    a_code_sent_to_a_work_address_verifies_the_company,
    addresses_that_cannot_verify_are_refused_clearly,
    codes_expire_run_out_of_tries_and_are_limited_per_day,
);

async fn app(backend: Backend, sink: &SmtpSink) -> TestApp {
    let smtp_url = sink.url();
    TestApp::spawn_with(backend, Box::new(move |s| s.smtp_url = veil::config::Secret::new(smtp_url))).await
}

async fn send(b: &Browser, email: &str) -> reqwest::Response {
    b.send_json(Method::POST, "/api/employer/work-email", &json!({ "email": email })).await
}

async fn enter(b: &Browser, code: &str) -> reqwest::Response {
    b.send_json(Method::POST, "/api/employer/work-email/code", &json!({ "code": code })).await
}

/// The code in the latest message to `to`.
fn code_sent_to(sink: &SmtpSink, to: &str) -> String {
    let message = sink.received().into_iter().rev().find(|m| m.rcpt_to == [to]).expect("a message");
    let text = &message.parts()[0].1;
    let start = text.find(" is ").expect("the code's sentence") + 4;
    let code: String = text[start..].chars().take(6).collect();
    assert!(code.chars().all(|c| c.is_ascii_digit()), "{text}");
    code
}

async fn a_code_sent_to_a_work_address_verifies_the_company(backend: Backend) {
    let sink = SmtpSink::start(&[]).await;
    let app = app(backend, &sink).await;
    let (hider, hider_id) = seeker(&app, "hider@example.com", "silent-otter").await;
    shield(&hider, json!([{"companyName": "Globex", "domain": "globex.example"}])).await;
    let jo = recruiter(&app, "jo.personal@gmail.com", "Acme", "https://www.acme.example").await;
    assert!(!verified(&jo).await);
    assert_eq!(
        what_recruiter_sees(&jo, &hider_id).await["candidatePage"],
        404,
        "unverified: shielded profiles are out"
    );

    let r = send(&jo, "jo@eu.acme.example").await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(json(r).await["domain"], "eu.acme.example");
    let code = code_sent_to(&sink, "jo@eu.acme.example");
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let r = enter(&jo, wrong).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(json(r).await["error"]["message"], "That code is not right. 4 tries left.");
    let r = enter(&jo, &format!("{} {}", &code[..3], &code[3..])).await;
    assert_eq!(r.status(), StatusCode::OK);
    let page = json(r).await;
    assert_eq!(page["linkedinVerified"], true);
    assert_eq!(page["verifiedDomains"], json!(["eu.acme.example"]));
    assert!(verified(&jo).await);
    // Verified, and at another employer than the one she hides from: the profile is there.
    assert_eq!(what_recruiter_sees(&jo, &hider_id).await["candidatePage"], 200);
    // A used code does not work twice.
    assert_eq!(error_code(enter(&jo, &code).await).await, "no_live_code");

    // Nothing kept anywhere holds the code: not the outbox, not the codes' table.
    let rows: Vec<(String, String)> = with_db!(&app.db, pool => sqlx::query_as(
        "SELECT subject, text_body FROM email_outbox WHERE to_address = 'jo@eu.acme.example'",
    )
    .fetch_all(pool)
    .await)
    .unwrap();
    assert_eq!(rows.len(), 1);
    assert!(!rows[0].0.contains(&code) && !rows[0].1.contains(&code), "{rows:?}");
    let hashes: Vec<String> =
        with_db!(&app.db, pool => sqlx::query_scalar("SELECT code_hash FROM work_email_codes").fetch_all(pool).await)
            .unwrap();
    assert_eq!(hashes.len(), 1);
    assert!(!hashes[0].contains(&code));
    app.stop().await.unwrap();
}

async fn addresses_that_cannot_verify_are_refused_clearly(backend: Backend) {
    let sink = SmtpSink::start(&[]).await;
    let app = app(backend, &sink).await;
    let no_company = app.new_browser();
    no_company.sign_in("new@gmail.com", "Nat", "New").await;
    no_company.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    assert_eq!(error_code(send(&no_company, "nat@acme.example").await).await, "employer_not_found");

    let jo = recruiter(&app, "jo.personal@gmail.com", "Acme", "https://acme.example").await;
    for (email, code, message) in [
        (
            "jo@gmail.com",
            "free_mail",
            "Personal e-mail providers such as Gmail or Outlook cannot verify a company. Use your work address.",
        ),
        ("jo@globex.example", "other_domain", "Use an address at acme.example, the domain of your company website."),
        ("jo@notacme.example", "other_domain", "Use an address at acme.example, the domain of your company website."),
        ("acme.example", "invalid_email", "Enter your work e-mail address"),
        ("", "invalid_email", "Enter your work e-mail address"),
    ] {
        let r = send(&jo, email).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "{email}");
        let body = json(r).await;
        assert_eq!((body["error"]["code"].as_str(), body["error"]["message"].as_str()), (Some(code), Some(message)));
    }
    // A website on a public suffix (anyone can have a name under github.io) is nobody's company.
    let pages = recruiter(&app, "me@gmail.com", "Me", "https://me.github.io").await;
    assert_eq!(error_code(send(&pages, "me@github.io").await).await, "other_domain");
    let suffix = recruiter(&app, "me2@gmail.com", "UK", "https://co.uk").await;
    assert_eq!(error_code(send(&suffix, "me@co.uk").await).await, "no_company_domain");
    assert!(sink.received().is_empty(), "nothing was sent");
    app.stop().await.unwrap();
}

async fn codes_expire_run_out_of_tries_and_are_limited_per_day(backend: Backend) {
    let sink = SmtpSink::start(&[]).await;
    let app = app(backend, &sink).await;
    let jo = recruiter(&app, "jo.personal@gmail.com", "Acme", "https://acme.example").await;
    let to = "jo@acme.example";

    assert_eq!(send(&jo, to).await.status(), StatusCode::OK);
    let expired = code_sent_to(&sink, to);
    app.clock.advance_millis(15 * 60 * 1000);
    assert_eq!(error_code(enter(&jo, &expired).await).await, "no_live_code");

    assert_eq!(send(&jo, to).await.status(), StatusCode::OK);
    let first = code_sent_to(&sink, to);
    assert_eq!(send(&jo, to).await.status(), StatusCode::OK);
    let second = code_sent_to(&sink, to);
    let wrong = if second == "999999" { "888888" } else { "999999" };
    let mut tries: Vec<&str> = vec![wrong; 5];
    if first != second {
        // A new code replaces the one before: the first is now a wrong try like any other.
        tries[0] = &first;
    }
    let mut last = String::new();
    for code in tries {
        last = json(enter(&jo, code).await).await["error"]["message"].as_str().unwrap().to_owned();
    }
    assert_eq!(last, "That code is not right, and it no longer works. Ask for a new code.");
    assert_eq!(error_code(enter(&jo, &second).await).await, "no_live_code", "five wrong tries end the code");
    assert!(!verified(&jo).await);

    // Five codes a day: the sixth waits.
    for _ in 0..2 {
        assert_eq!(send(&jo, to).await.status(), StatusCode::OK);
    }
    let r = send(&jo, to).await;
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(error_code(r).await, "too_many_codes");
    assert_eq!(sink.received().len(), 5);
    app.clock.advance_millis(24 * 3600 * 1000);
    jo.sign_in("jo.personal@gmail.com", "Rita", "Recruiter").await;
    assert_eq!(send(&jo, to).await.status(), StatusCode::OK);
    let code = code_sent_to(&sink, to);
    assert_eq!(enter(&jo, &code).await.status(), StatusCode::OK);
    assert!(verified(&jo).await);
    app.stop().await.unwrap();
}
