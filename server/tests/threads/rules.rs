//! When a thread is open: a recruiter writes at most 2 messages in a row before the job
//! seeker answers; the job seeker writes while the request is pending or approved; a
//! declined or expired request's thread is read-only until "Switch to Approve"; and the
//! API's limits (length, rate per account and minute).

use reqwest::StatusCode;
use serde_json::json;

use super::support::{DAY_MS, answer, app, bodies, people, thread, write, write_ok};
use crate::common::{Backend, error_code, json};

crate::backend_tests!(
    a_recruiter_sends_two_in_a_row_then_waits_for_the_answer,
    declined_and_expired_threads_are_read_only_until_approved_again,
    messages_are_plain_text_of_limited_length_and_rate,
);

async fn a_recruiter_sends_two_in_a_row_then_waits_for_the_answer(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    write_ok(&p.recruiter, &p.request, "First question").await;
    let after_two = write_ok(&p.recruiter, &p.request, "Second question").await;
    assert_eq!(after_two["canWrite"], false, "the box closes after two");
    let reason = after_two["closedReason"].as_str().unwrap();
    assert!(reason.contains("up to 2 messages in a row"), "{reason}");
    let r = write(&p.recruiter, &p.request, "Third question").await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let body = json(r).await;
    assert_eq!(body["error"]["code"], "wait_for_answer");
    assert_eq!(body["error"]["message"], reason, "the API says what the box says");

    // The job seeker may always write, several in a row.
    write_ok(&p.seeker, &p.request, "An answer").await;
    write_ok(&p.seeker, &p.request, "And a second thought").await;
    assert_eq!(thread(&p.recruiter, &p.request).await["canWrite"], true, "the answer opens the box again");
    write_ok(&p.recruiter, &p.request, "Thanks!").await;
    assert_eq!(
        bodies(&thread(&p.seeker, &p.request).await),
        ["First question", "Second question", "An answer", "And a second thought", "Thanks!"],
        "oldest first, newest at the bottom"
    );
}

async fn declined_and_expired_threads_are_read_only_until_approved_again(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    write_ok(&p.recruiter, &p.request, "What would you need to move?").await;
    answer(&p.seeker, &p.request, json!({"status": "declined"})).await;
    for (who, b) in [("job seeker", &p.seeker), ("recruiter", &p.recruiter)] {
        let seen = thread(b, &p.request).await;
        assert_eq!(seen["canWrite"], false, "{who}");
        assert_eq!(bodies(&seen), ["What would you need to move?"], "{who} still reads it");
        let r = write(b, &p.request, "Hello?").await;
        assert_eq!(r.status(), StatusCode::CONFLICT, "{who}");
        assert_eq!(error_code(r).await, "thread_read_only");
    }
    let seeker_view = thread(&p.seeker, &p.request).await;
    assert!(seeker_view["closedReason"].as_str().unwrap().contains("Switch to Approve"));

    // "Switch to Approve" opens it again.
    answer(&p.seeker, &p.request, json!({"status": "approved"})).await;
    write_ok(&p.seeker, &p.request, "On reflection, yes.").await;
    write_ok(&p.recruiter, &p.request, "Great.").await;

    // An approval that runs out: read-only for both.
    answer(&p.seeker, &p.request, json!({"status": "approved", "duration": "days_30"})).await;
    app.clock.advance_millis(30 * DAY_MS + 1);
    for b in [&p.seeker, &p.recruiter] {
        assert_eq!(write(b, &p.request, "Still there?").await.status(), StatusCode::CONFLICT);
        assert_eq!(thread(b, &p.request).await["status"], "expired");
    }
    // And a request left unanswered for 30 days (asked again, pending, then expired).
    let r = p
        .recruiter
        .send_json(
            reqwest::Method::POST,
            "/api/reveal-requests",
            &json!({"profileId": p.profile_id, "message": "Asking again"}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::CREATED, "an ended request can be sent again");
    write_ok(&p.seeker, &p.request, "Pending again, so open again.").await;
    app.clock.advance_millis(30 * DAY_MS + 1);
    assert_eq!(write(&p.seeker, &p.request, "Too late").await.status(), StatusCode::CONFLICT);
}

async fn messages_are_plain_text_of_limited_length_and_rate(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    for (body, code) in [("   ", "body_required"), (&*"a".repeat(2001), "body_too_long")] {
        let r = write(&p.seeker, &p.request, body).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(error_code(r).await, code);
    }
    let r = p
        .seeker
        .send_json(reqwest::Method::POST, &super::support::thread_path(&p.request), &json!({"text": "x"}))
        .await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "an unknown field is named, never a 500");
    let markup = "<b>bold</b> & <script>alert(1)</script>";
    let seen = write_ok(&p.seeker, &p.request, &format!("  {}  ", "é".repeat(1950) + markup)).await;
    assert!(bodies(&seen)[0].ends_with(markup), "kept as written, trimmed");

    // Ten messages a minute per account, over all threads.
    for n in 1..10 {
        write_ok(&p.seeker, &p.request, &format!("Message {n}")).await;
    }
    let r = write(&p.seeker, &p.request, "One too many").await;
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(error_code(r).await, "too_many_messages");
    app.clock.advance_millis(60_001);
    write_ok(&p.seeker, &p.request, "A minute later").await;
}
