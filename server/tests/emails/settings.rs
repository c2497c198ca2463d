//! The e-mail settings of the account page: defaults, changes one at a time, bad input
//! as a clear 4xx, and a kind turned off is not sent.

use reqwest::{Method, StatusCode};
use serde_json::json;

use super::support::{answer, recruiter, request, settle, spawn, to, wait_for, xanthippe};
use crate::common::{Backend, error_code, json};
use crate::smtp_sink::SmtpSink;

crate::backend_tests!(
    settings_start_at_the_defaults_and_change_one_at_a_time,
    a_recruiter_who_turned_answers_off_gets_no_answer_emails,
);

async fn settings_start_at_the_defaults_and_change_one_at_a_time(backend: Backend) {
    let sink = SmtpSink::start(&[]).await;
    let app = spawn(backend, &sink).await;
    let (seeker, _) = xanthippe(&app).await;
    let path = "/api/account/email-settings";
    // The fixtures turn discreet e-mails off (on by default: `threads::outside`).
    let defaults = json!({"revealRequests": true, "reminders": true, "weeklyDigest": "weekly", "decisions": true, "savedSearchAlerts": true, "dataExports": true, "messages": true, "discreet": false});
    assert_eq!(json(seeker.get(path).await).await, defaults);

    let r = seeker.send_json(Method::PATCH, path, &json!({"weeklyDigest": "never"})).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(json(r).await["weeklyDigest"], "never");
    seeker.send_json(Method::PATCH, path, &json!({"reminders": false})).await;
    let now = json!({"revealRequests": true, "reminders": false, "weeklyDigest": "never", "decisions": true, "savedSearchAlerts": true, "dataExports": true, "messages": true, "discreet": false});
    assert_eq!(json(seeker.get(path).await).await, now);
    let r = seeker.send_json(Method::PATCH, path, &json!({})).await;
    assert_eq!(json(r).await, now, "an empty change changes nothing");

    for bad in [json!({"weeklyDigest": "daily"}), json!({"reminders": "yes"}), json!({"sms": true}), json!(7)] {
        let r = seeker.send_json(Method::PATCH, path, &bad).await;
        assert!(r.status().is_client_error(), "{bad} answered {}", r.status());
        error_code(r).await;
    }
    assert_eq!(json(seeker.get(path).await).await, now);
    let anonymous = app.new_browser();
    assert_eq!(anonymous.get(path).await.status(), StatusCode::UNAUTHORIZED);
    let r = anonymous.send_json(Method::PATCH, path, &json!({"reminders": true})).await;
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
}

async fn a_recruiter_who_turned_answers_off_gets_no_answer_emails(backend: Backend) {
    let sink = SmtpSink::start(&[]).await;
    let app = spawn(backend, &sink).await;
    let (seeker, profile_id) = xanthippe(&app).await;
    let acme = recruiter(&app, "rob@acme.example", "Acme Analytics").await;
    let r = acme.send_json(Method::PATCH, "/api/account/email-settings", &json!({"decisions": false})).await;
    assert_eq!(r.status(), StatusCode::OK);
    let id = request(&acme, &profile_id, None).await;
    wait_for(&sink, "xanthippe.v@example.com", 1).await;
    answer(&seeker, &id, json!({"status": "approved"})).await;
    settle(&app).await;
    assert!(to(&sink, "rob@acme.example").is_empty(), "answers are off");
}
