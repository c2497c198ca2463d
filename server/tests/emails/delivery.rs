//! A notification e-mail as it arrives: one recipient, both parts, the RFC 8058 headers,
//! the outbox row; its one-click link works from a mail client, without signing in, and
//! the kind it stops stays stopped.

use reqwest::{Method, StatusCode};
use serde_json::json;

use super::support::{
    html_part, one_click, one_click_url, outbox_statuses, recruiter, request, settle, spawn, text_part, wait_for,
    xanthippe,
};
use crate::common::{Backend, error_code, json};
use crate::smtp_sink::SmtpSink;

crate::backend_tests!(
    a_new_request_reaches_the_job_seeker_with_both_parts_and_a_one_click_unsubscribe,
    the_unsubscribe_link_says_what_it_stops_and_refuses_bad_links,
);

const SEEKER: &str = "xanthippe.v@example.com";

async fn a_new_request_reaches_the_job_seeker_with_both_parts_and_a_one_click_unsubscribe(backend: Backend) {
    let sink = SmtpSink::start(&[]).await;
    let app = spawn(backend, &sink).await;
    let (seeker, profile_id) = xanthippe(&app).await;
    let acme = recruiter(&app, "rob@acme.example", "Acme Analytics").await;
    request(&acme, &profile_id, Some(json!({"roleTitle": "Data Engineer", "workMode": "remote"}))).await;

    let message = wait_for(&sink, SEEKER, 1).await.remove(0);
    assert_eq!(message.rcpt_to, [SEEKER], "one recipient");
    assert_eq!(message.header("To").as_deref(), Some(SEEKER));
    assert_eq!(message.header("Subject").as_deref(), Some("New reveal request from Acme Analytics"));
    assert!(message.header("Content-Type").unwrap().starts_with("multipart/alternative"), "{}", message.data);
    let one_click_link = one_click_url(&message);
    assert!(one_click_link.starts_with(&format!("{}/api/email/unsubscribe?token=", app.base_url)), "{one_click_link}");
    assert_eq!(message.header("List-Unsubscribe-Post").as_deref(), Some("List-Unsubscribe=One-Click"));

    let text = text_part(&message);
    let expected_lines = [
        "Acme Analytics would like to see who you are.".to_owned(),
        "Recruiter: Talent Lead".to_owned(),
        "The job: Data Engineer · Remote".to_owned(),
        format!("Review the request: {}/reveal-requests", app.base_url),
        format!("Unsubscribe from new reveal requests: {}/unsubscribe?token=", app.base_url),
        format!("All e-mail settings: {}/user-profile", app.base_url),
    ];
    for expected in &expected_lines {
        assert!(text.contains(expected.as_str()), "{expected:?} missing from\n{text}");
    }
    assert!(!text.contains("We would love to talk."), "the recruiter's message stays in the app");
    let html = html_part(&message);
    assert!(html.contains("<p>Acme Analytics would like to see who you are.</p>"), "{html}");
    assert!(html.contains(&format!("href=\"{}/reveal-requests\"", app.base_url)), "{html}");
    assert!(html.contains(&format!("href=\"{}/unsubscribe?token=", app.base_url)), "{html}");
    settle(&app).await;
    let outbox = outbox_statuses(&app, SEEKER).await;
    assert_eq!(outbox, [("New reveal request from Acme Analytics".to_owned(), "sent".to_owned())]);

    // The one-click, as a mail client sends it: no session, no Origin, a form body.
    let r = one_click(&one_click_link).await;
    assert_eq!(r.status(), StatusCode::OK);
    let body = json(r).await;
    assert_eq!((&body["kind"], &body["subscribed"]), (&json!("reveal_requests"), &json!(false)));
    let settings = json(seeker.get("/api/account/email-settings").await).await;
    assert_eq!(
        settings,
        json!({"revealRequests": false, "reminders": true, "weeklyDigest": "weekly", "decisions": true, "savedSearchAlerts": true, "dataExports": true, "messages": true, "discreet": false})
    );

    // The next request raises the in-app notification, and no e-mail.
    let globex = recruiter(&app, "gina@globex.example", "Globex").await;
    request(&globex, &profile_id, None).await;
    settle(&app).await;
    assert_eq!(sink.received().iter().filter(|m| m.rcpt_to == [SEEKER]).count(), 1, "unsubscribed: no second e-mail");
    assert_eq!(outbox_statuses(&app, SEEKER).await.len(), 1);
    let notifications = json(seeker.get("/api/notifications").await).await;
    assert_eq!(notifications["notifications"].as_array().map(Vec::len), Some(2), "{notifications}");
}

async fn the_unsubscribe_link_says_what_it_stops_and_refuses_bad_links(backend: Backend) {
    let sink = SmtpSink::start(&[]).await;
    let app = spawn(backend, &sink).await;
    let (seeker, profile_id) = xanthippe(&app).await;
    let acme = recruiter(&app, "rob@acme.example", "Acme Analytics").await;
    request(&acme, &profile_id, None).await;
    let message = wait_for(&sink, SEEKER, 1).await.remove(0);
    let token = one_click_url(&message).split("token=").nth(1).unwrap().to_owned();
    let page_link = format!("{}/unsubscribe?token={token}", app.base_url);
    assert!(text_part(&message).contains(&page_link), "the body links to the page that asks first");

    // The page's question, asked without a session; asking changes nothing.
    let anonymous = app.new_browser();
    let path = format!("/api/email/unsubscribe?token={token}");
    for _ in 0..2 {
        let r = anonymous.get(&path).await;
        assert_eq!(r.status(), StatusCode::OK);
        assert_eq!(
            json(r).await,
            json!({"kind": "reveal_requests", "description": "new reveal requests", "subscribed": true})
        );
    }
    // The page's button: a POST from our own page, still without a session.
    let r = anonymous.send_empty(Method::POST, &path).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(json(anonymous.get(&path).await).await["subscribed"], false);
    let r = seeker.send_json(Method::PATCH, "/api/account/email-settings", &json!({"revealRequests": true})).await;
    assert_eq!(json(r).await["revealRequests"], true, "turned on again from the account page");

    // Links that are not ours, changed or missing.
    let (subject, signature) = token.split_once('.').unwrap();
    let forged = format!("{subject}.{}", signature.chars().rev().collect::<String>());
    let changed = format!("{subject}x.{signature}");
    for bad in ["nope", "a.b", forged.as_str(), changed.as_str()] {
        for method in [Method::GET, Method::POST] {
            let r = anonymous.send_empty(method.clone(), &format!("/api/email/unsubscribe?token={bad}")).await;
            assert_eq!(r.status(), StatusCode::NOT_FOUND, "{method} {bad}");
            assert_eq!(error_code(r).await, "unsubscribe_link_invalid");
        }
    }
    let r = anonymous.get("/api/email/unsubscribe").await;
    assert_eq!(r.status(), StatusCode::BAD_REQUEST, "no token");
    error_code(r).await;

    // A deleted account's old link is no link.
    assert_eq!(seeker.send_empty(Method::DELETE, "/api/account").await.status(), StatusCode::NO_CONTENT);
    assert_eq!(one_click(&one_click_url(&message)).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(anonymous.get(&path).await.status(), StatusCode::NOT_FOUND);
}
