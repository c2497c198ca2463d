//! The e-mails of reveal requests over time: the reminder after 3 days, only for a
//! request still unanswered; the recruiter's approved, declined and expired e-mails,
//! which name the candidate by codename only and never carry the decline's note.

use serde_json::json;

use super::support::{
    DAY_MS, SECRETS, advance, answer, readable, recruiter, request, settle, spawn, text_part, to, wait_for, xanthippe,
};
use crate::common::Backend;
use crate::smtp_sink::SmtpSink;

crate::backend_tests!(
    an_unanswered_request_gets_one_reminder_after_3_days,
    recruiters_hear_of_answers_without_anything_that_identifies_the_job_seeker,
    a_request_unanswered_for_30_days_expires_and_its_recruiter_hears_it,
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

async fn an_unanswered_request_gets_one_reminder_after_3_days(backend: Backend) {
    let sink = SmtpSink::start(&[]).await;
    let app = spawn(backend, &sink).await;
    let (seeker, profile_id) = xanthippe(&app).await;
    let acme = recruiter(&app, "rob@acme.example", "Acme Analytics").await;
    let globex = recruiter(&app, "gina@globex.example", "Globex").await;
    request(&acme, &profile_id, None).await;
    let answered = request(&globex, &profile_id, None).await;
    wait_for(&sink, SEEKER, 2).await;
    answer(&seeker, &answered, json!({"status": "declined"})).await;

    advance(&app, 3 * DAY_MS - 60_000).await;
    assert_eq!(to(&sink, SEEKER).len(), 2, "no reminder before 3 days");
    advance(&app, 60_000).await;
    let got = about_requests(&sink);
    assert_eq!(
        subjects(&got),
        [
            "New reveal request from Acme Analytics",
            "New reveal request from Globex",
            "Acme Analytics is waiting for your answer"
        ],
        "one reminder, for the unanswered request only"
    );
    let reminder = text_part(&got[2]);
    assert!(reminder.contains("Acme Analytics asked to see who you are 3 days ago"), "{reminder}");
    assert!(reminder.contains("Unsubscribe from reminders about unanswered reveal requests:"), "{reminder}");
    advance(&app, 3 * DAY_MS).await;
    assert_eq!(about_requests(&sink).len(), 3, "and only one");
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

async fn a_request_unanswered_for_30_days_expires_and_its_recruiter_hears_it(backend: Backend) {
    let sink = SmtpSink::start(&[]).await;
    let app = spawn(backend, &sink).await;
    let (_seeker, profile_id) = xanthippe(&app).await;
    let acme = recruiter(&app, "rob@acme.example", "Acme Analytics").await;
    request(&acme, &profile_id, None).await;
    wait_for(&sink, SEEKER, 1).await;
    advance(&app, 30 * DAY_MS).await;
    let got = wait_for(&sink, "rob@acme.example", 1).await;
    assert_eq!(subjects(&got), ["Your reveal request expired"]);
    let text = text_part(&got[0]);
    assert!(text.contains("Candidate amber-comet did not answer within 30 days."), "{text}");
    advance(&app, DAY_MS).await;
    assert_eq!(to(&sink, "rob@acme.example").len(), 1, "told once");
}
