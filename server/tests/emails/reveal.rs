//! The e-mails of reveal requests over time: the reminders on day 3 and day 10 (with the
//! bell), only for a request still unanswered whose recruiter is not blocked; the recruiter's approved, declined and expired e-mails,
//! which name the candidate by codename only and never carry the decline's note.

use reqwest::{Method, StatusCode};
use serde_json::json;

use super::support::{
    DAY_MS, SECRETS, advance, answer, readable, recruiter, request, settle, spawn, text_part, to, wait_for, xanthippe,
};
use crate::common::{Backend, Browser, json};
use crate::smtp_sink::SmtpSink;

crate::backend_tests!(
    an_unanswered_request_gets_reminders_on_day_3_and_day_10,
    recruiters_hear_of_answers_without_anything_that_identifies_the_job_seeker,
    a_request_unanswered_for_14_days_expires_and_its_recruiter_hears_it,
);

const SEEKER: &str = "xanthippe.v@example.com";

fn subjects(messages: &[crate::smtp_sink::Received]) -> Vec<String> {
    messages.iter().map(|m| m.header("Subject").unwrap_or_default()).collect()
}

/// What the job seeker received about requests (the weekly digest of the same Monday
/// morning left out).
fn about_requests(sink: &SmtpSink) -> Vec<crate::smtp_sink::Received> {
    to(sink, SEEKER).into_iter().filter(|m| m.header("Subject").as_deref() != Some("Your week on Veil")).collect()
}

async fn reminder_bells(seeker: &Browser) -> Vec<String> {
    let bell = json(seeker.get("/api/notifications").await).await;
    bell["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|n| n["title"] == "Reveal Request Reminder")
        .map(|n| n["message"].as_str().unwrap().to_owned())
        .collect()
}

async fn an_unanswered_request_gets_reminders_on_day_3_and_day_10(backend: Backend) {
    let sink = SmtpSink::start(&[]).await;
    let app = spawn(backend, &sink).await;
    let (seeker, profile_id) = xanthippe(&app).await;
    let acme = recruiter(&app, "rob@acme.example", "Acme Analytics").await;
    let globex = recruiter(&app, "gina@globex.example", "Globex").await;
    let initech = recruiter(&app, "ian@initech.example", "Initech").await;
    let sent = app.clock.now_millis();
    request(&acme, &profile_id, None).await;
    let answered = request(&globex, &profile_id, None).await;
    let blocked = request(&initech, &profile_id, None).await;
    wait_for(&sink, SEEKER, 3).await;
    answer(&seeker, &answered, json!({"status": "declined"})).await;
    let r = seeker.send_json(Method::POST, "/api/blocks", &json!({"requestId": blocked})).await;
    assert_eq!(r.status(), StatusCode::CREATED, "{}", r.text().await.unwrap());

    advance(&app, 3 * DAY_MS - 60_000).await;
    assert_eq!(to(&sink, SEEKER).len(), 3, "no reminder before 3 days");
    advance(&app, 60_000).await;
    let got = about_requests(&sink);
    assert_eq!(
        subjects(&got),
        [
            "New reveal request from Acme Analytics",
            "New reveal request from Globex",
            "New reveal request from Initech",
            "Acme Analytics is waiting for your answer"
        ],
        "one reminder, for the unanswered request of a recruiter not blocked"
    );
    let expires = chrono::DateTime::from_timestamp_millis(sent + 14 * DAY_MS).unwrap().format("%b %-d, %Y").to_string();
    let reminder = text_part(&got[3]);
    assert!(reminder.contains("Acme Analytics asked to see who you are 3 days ago"), "{reminder}");
    assert!(reminder.contains(&format!("Unanswered, the request expires on {expires}.")), "{reminder}");
    assert!(
        reminder.contains(
            "Unsubscribe from reminders about unanswered reveal requests and whether you are still open to offers:"
        ),
        "{reminder}"
    );
    let bell = format!("Acme Analytics is waiting for your answer. Unanswered, the request expires on {expires}.");
    assert_eq!(reminder_bells(&seeker).await, std::slice::from_ref(&bell));

    // The second, four days before the deadline.
    advance(&app, 7 * DAY_MS - 60_000).await;
    assert_eq!(about_requests(&sink).len(), 4, "nothing between the two");
    advance(&app, 60_000).await;
    let got = about_requests(&sink);
    assert_eq!(got.len(), 5);
    assert!(text_part(&got[4]).contains("Acme Analytics asked to see who you are 10 days ago"));
    assert_eq!(reminder_bells(&seeker).await, [bell.clone(), bell]);
    advance(&app, 3 * DAY_MS).await;
    assert_eq!(about_requests(&sink).len(), 5, "and no more");
}

async fn recruiters_hear_of_answers_without_anything_that_identifies_the_job_seeker(backend: Backend) {
    let sink = SmtpSink::start(&[]).await;
    let app = spawn(backend, &sink).await;
    let (seeker, profile_id) = xanthippe(&app).await;
    let acme = recruiter(&app, "rob@acme.example", "Acme Analytics").await;
    let globex = recruiter(&app, "gina@globex.example", "Globex").await;
    let approved = request(&acme, &profile_id, None).await;
    let declined = request(&globex, &profile_id, None).await;
    answer(&seeker, &approved, json!({"status": "approved", "duration": "days_30"})).await;
    let note = "Not now. Call me on 0400 987 654, Xanthippe";
    answer(&seeker, &declined, json!({"status": "declined", "reason": "salary_too_low", "note": note})).await;

    let to_acme = wait_for(&sink, "rob@acme.example", 1).await;
    let to_globex = wait_for(&sink, "gina@globex.example", 1).await;
    assert_eq!(to_acme[0].header("Subject").as_deref(), Some("Your reveal request was approved"));
    let approval = text_part(&to_acme[0]);
    assert!(approval.contains("Candidate amber-comet approved your reveal request."), "{approval}");
    assert!(approval.contains("Sign in to Veil to see who they are."), "{approval}");
    assert!(approval.contains(&format!("{}/candidate/{profile_id}", app.base_url)), "{approval}");
    assert_eq!(to_globex[0].header("Subject").as_deref(), Some("Your reveal request was declined"));
    let decline = text_part(&to_globex[0]);
    assert!(
        decline.contains("Candidate amber-comet declined your reveal request. Reason: salary too low."),
        "{decline}"
    );
    assert!(!decline.contains("Not now"), "the note stays in the app: {decline}");

    // Changing how long the approval lasts is no news; revoking it is a decline.
    answer(&seeker, &approved, json!({"status": "approved", "duration": "days_90"})).await;
    settle(&app).await;
    assert_eq!(to(&sink, "rob@acme.example").len(), 1);
    answer(&seeker, &approved, json!({"status": "declined"})).await;
    let to_acme = wait_for(&sink, "rob@acme.example", 2).await;
    assert_eq!(to_acme[1].header("Subject").as_deref(), Some("Your reveal request was declined"));

    for message in to(&sink, "rob@acme.example").iter().chain(&to(&sink, "gina@globex.example")) {
        let seen = readable(message).to_lowercase();
        for secret in SECRETS {
            assert!(!seen.contains(&secret.to_lowercase()), "{secret} in a recruiter's e-mail:\n{seen}");
        }
    }
}

async fn a_request_unanswered_for_14_days_expires_and_its_recruiter_hears_it(backend: Backend) {
    let sink = SmtpSink::start(&[]).await;
    let app = spawn(backend, &sink).await;
    let (_seeker, profile_id) = xanthippe(&app).await;
    let acme = recruiter(&app, "rob@acme.example", "Acme Analytics").await;
    request(&acme, &profile_id, None).await;
    wait_for(&sink, SEEKER, 1).await;
    advance(&app, 14 * DAY_MS).await;
    let got = wait_for(&sink, "rob@acme.example", 1).await;
    assert_eq!(subjects(&got), ["Your reveal request expired"]);
    let text = text_part(&got[0]);
    assert!(text.contains("Candidate amber-comet did not answer within 14 days."), "{text}");
    advance(&app, DAY_MS).await;
    assert_eq!(to(&sink, "rob@acme.example").len(), 1, "told once");
}
