//! Delivery through a real SMTP server on loopback: each message to its one recipient,
//! the right parts, a refused recipient failing alone, and 500 recipients at once.

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::{Value, json};

use super::support::{Person, add_people, admin, outbox, person, send, spawn, wait_for_batch};
use crate::common::{Backend, json};
use crate::smtp_sink::{Received, SmtpSink};

crate::backend_tests!(
    html_sends_reach_each_recipient_alone_with_plain_and_html_parts,
    plain_text_sends_have_a_single_text_part,
    a_refused_recipient_fails_alone_and_the_others_are_sent,
    a_send_to_500_recipients_answers_at_once_and_completes,
);

fn only_recipient(message: &Received) -> String {
    assert_eq!(message.rcpt_to.len(), 1, "one envelope recipient per message: {:?}", message.rcpt_to);
    message.rcpt_to[0].clone()
}

/// The headers a message may carry: nothing that could name another recipient.
fn assert_only_expected_headers(message: &Received, to: &str) {
    let allowed =
        ["from", "to", "subject", "date", "message-id", "mime-version", "content-type", "content-transfer-encoding"];
    for (name, _) in message.headers() {
        assert!(allowed.contains(&name.to_ascii_lowercase().as_str()), "unexpected header {name} in\n{}", message.data);
    }
    assert_eq!(message.header("To").as_deref(), Some(to));
    assert_eq!(message.headers().iter().filter(|(n, _)| n.eq_ignore_ascii_case("to")).count(), 1);
    assert_eq!(message.header("From").as_deref(), Some("Veil <no-reply@veil.example>"));
}

async fn html_sends_reach_each_recipient_alone_with_plain_and_html_parts(backend: Backend) {
    let sink = SmtpSink::start(&[]).await;
    let app = spawn(backend, Some(sink.url())).await;
    let admin = admin(&app).await;
    let ids = add_people(
        &app,
        &[
            person("ann@example.com", "Ann", "A"),
            person("bob@example.com", "Bob", "B"),
            person("cy@example.com", "Cy", "C"),
        ],
    )
    .await;
    let html = "<h1>News</h1><p>Hello from Veil.<br>See you soon.</p>";
    let r = send(&admin, json!({"userIds": ids, "subject": "Veil news", "content": html, "isHtml": true})).await;
    assert_eq!(r.status(), StatusCode::ACCEPTED);
    let queued = json(r).await;
    let progress = wait_for_batch(&admin, queued["batchId"].as_str().unwrap()).await;
    assert_eq!((&progress["sent"], &progress["captured"], &progress["failed"]), (&json!(3), &json!(0), &json!(0)));

    let received = sink.received();
    assert_eq!(received.len(), 3);
    let mut recipients: Vec<String> = received.iter().map(only_recipient).collect();
    recipients.sort();
    assert_eq!(recipients, ["ann@example.com", "bob@example.com", "cy@example.com"]);
    for message in &received {
        let to = only_recipient(message);
        assert_eq!(message.mail_from, "no-reply@veil.example");
        assert_only_expected_headers(message, &to);
        assert_eq!(message.header("Subject").as_deref(), Some("Veil news"));
        assert!(message.header("Content-Type").unwrap().starts_with("multipart/alternative"), "{}", message.data);
        for other in recipients.iter().filter(|r| **r != to) {
            assert!(!message.data.contains(other.as_str()), "{to}'s message names {other}");
        }
        let parts = message.parts();
        assert_eq!(parts.len(), 2, "{parts:?}");
        assert_eq!(parts[0], ("text/plain".to_owned(), "News\n\nHello from Veil.\nSee you soon.".to_owned()));
        assert_eq!(parts[1], ("text/html".to_owned(), html.to_owned()));
    }
    let rows = outbox(&admin, 100).await;
    assert_eq!(rows.len(), 3);
    assert!(rows.iter().all(|r| r["status"] == "sent" && r["isHtml"] == true && r["sentAt"].is_string()), "{rows:?}");
}

async fn plain_text_sends_have_a_single_text_part(backend: Backend) {
    let sink = SmtpSink::start(&[]).await;
    let app = spawn(backend, Some(sink.url())).await;
    let admin = admin(&app).await;
    let ids = add_people(&app, &[person("dee@example.com", "Dee", "D")]).await;
    let content = "Hello Dee,\n\n<b>not a tag</b> & more.\nBye";
    let r = send(&admin, json!({"userIds": ids, "subject": "Plain", "content": content, "isHtml": false})).await;
    let queued = json(r).await;
    wait_for_batch(&admin, queued["batchId"].as_str().unwrap()).await;

    let received = sink.received();
    assert_eq!(received.len(), 1);
    let message = &received[0];
    assert_eq!(only_recipient(message), "dee@example.com");
    assert_only_expected_headers(message, "dee@example.com");
    assert!(message.header("Content-Type").unwrap().starts_with("text/plain"), "{}", message.data);
    assert_eq!(message.parts(), [("text/plain".to_owned(), content.to_owned())]);
}

async fn a_refused_recipient_fails_alone_and_the_others_are_sent(backend: Backend) {
    let sink = SmtpSink::start(&["refused@example.com"]).await;
    let app = spawn(backend, Some(sink.url())).await;
    let admin = admin(&app).await;
    let ids = add_people(
        &app,
        &[
            person("first@example.com", "First", "F"),
            person("refused@example.com", "Refused", "R"),
            person("last@example.com", "Last", "L"),
        ],
    )
    .await;
    let r = send(&admin, json!({"userIds": ids, "subject": "Hello", "content": "Hi", "isHtml": false})).await;
    let queued = json(r).await;
    assert_eq!(queued["queued"], 3);
    let progress = wait_for_batch(&admin, queued["batchId"].as_str().unwrap()).await;
    assert_eq!((&progress["sent"], &progress["failed"], &progress["total"]), (&json!(2), &json!(1), &json!(3)));

    let mut delivered: Vec<String> = sink.received().iter().map(only_recipient).collect();
    delivered.sort();
    assert_eq!(delivered, ["first@example.com", "last@example.com"]);
    let rows = outbox(&admin, 100).await;
    let refused = rows.iter().find(|r| r["to"] == "refused@example.com").unwrap();
    assert_eq!(refused["status"], "failed");
    assert_eq!(refused["sentAt"], Value::Null);
    let error = refused["error"].as_str().unwrap();
    assert!(error.contains("550") || error.to_lowercase().contains("mailbox unavailable"), "{error}");
    for to in ["first@example.com", "last@example.com"] {
        let row = rows.iter().find(|r| r["to"] == to).unwrap();
        assert_eq!(row["status"], "sent", "{row}");
        assert_eq!(row["error"], Value::Null);
    }
}

async fn a_send_to_500_recipients_answers_at_once_and_completes(backend: Backend) {
    let sink = SmtpSink::start(&[]).await;
    let app = spawn(backend, Some(sink.url())).await;
    let admin = admin(&app).await;
    let addresses: Vec<&'static str> =
        (0..500).map(|i| &*Box::leak(format!("bulk{i:03}@example.com").into_boxed_str())).collect();
    let people: Vec<Person> = addresses.iter().map(|a| person(a, "Bulk", "Recipient")).collect();
    let ids = add_people(&app, &people).await;

    let started = Instant::now();
    let r =
        send(&admin, json!({"userIds": ids, "subject": "To everyone", "content": "Hello all", "isHtml": false})).await;
    let answered_in = started.elapsed();
    assert_eq!(r.status(), StatusCode::ACCEPTED);
    let queued = json(r).await;
    assert_eq!(queued["queued"], 500);
    // Queuing is a few database writes, not 500 SMTP dialogues.
    assert!(answered_in < Duration::from_secs(10), "answered after {answered_in:?}");

    let progress = wait_for_batch(&admin, queued["batchId"].as_str().unwrap()).await;
    assert_eq!((&progress["sent"], &progress["failed"]), (&json!(500), &json!(0)));
    let received = sink.received();
    assert_eq!(received.len(), 500);
    let mut delivered: Vec<String> = received.iter().map(only_recipient).collect();
    delivered.sort();
    delivered.dedup();
    assert_eq!(delivered.len(), 500, "each recipient got exactly one message");
    // Connections are pooled: a few are reused, not one opened per message.
    assert!(sink.connections() <= 50, "{} connections for 500 messages", sink.connections());
}
