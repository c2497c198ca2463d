//! Sends: validated like the page validates them, and without SMTP captured in the
//! outbox.

use reqwest::StatusCode;
use serde_json::{Value, json};

use super::support::{add_people, admin, outbox, person, send, spawn, wait_for_batch};
use crate::common::{Backend, json};

crate::backend_tests!(
    sends_are_validated_like_the_page_validates_them,
    without_smtp_every_message_is_captured_in_the_outbox,
);

async fn sends_are_validated_like_the_page_validates_them(backend: Backend) {
    let app = spawn(backend, None).await;
    let admin = admin(&app).await;
    let ids = add_people(&app, &[person("one@example.com", "One", "Person")]).await;
    let id = ids[0].clone();
    let cases = [
        (
            json!({"userIds": [], "subject": "S", "content": "C", "isHtml": false}),
            "no_recipients",
            Some("Please select at least one recipient."),
        ),
        (
            json!({"userIds": [&id], "subject": "   ", "content": "C", "isHtml": false}),
            "subject_required",
            Some("Please enter an email subject."),
        ),
        (
            json!({"userIds": [&id], "subject": "Hi\r\nBcc: everyone@example.com", "content": "C", "isHtml": false}),
            "invalid_subject",
            None,
        ),
        (json!({"userIds": [&id], "subject": "Hi\nthere", "content": "C", "isHtml": false}), "invalid_subject", None),
        (
            json!({"userIds": [&id], "subject": "a".repeat(151), "content": "C", "isHtml": false}),
            "subject_too_long",
            None,
        ),
        (
            json!({"userIds": [&id], "subject": "S", "content": " \n ", "isHtml": false}),
            "content_required",
            Some("Please enter email content."),
        ),
        (
            json!({"userIds": [&id], "subject": "S", "content": "<div><p>Hi</div>", "isHtml": true}),
            "invalid_html",
            Some("Your HTML appears to have unmatched tags. Please check your HTML structure."),
        ),
    ];
    for (body, code, message) in cases {
        let r = send(&admin, body.clone()).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        let error = json(r).await;
        assert_eq!(error["error"]["code"], code, "{body}");
        if let Some(message) = message {
            assert_eq!(error["error"]["message"], message, "{body}");
        }
    }
    // Ids that name nobody: a well-formed request with no one to send to.
    let r = send(&admin, json!({"userIds": ["no-such-user"], "subject": "S", "content": "C", "isHtml": false})).await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    assert_eq!(json(r).await["error"]["code"], "no_recipients");
    assert!(outbox(&admin, 100).await.is_empty(), "nothing invalid was queued");

    // Exactly 150 characters, void tags without ends, and an unknown id beside a known one.
    let ok = json!({
        "userIds": [&id, "no-such-user", &id],
        "subject": format!("  {}  ", "a".repeat(150)),
        "content": "<p>Hello<br>there</p><img src=\"https://veil.example/x.png\" alt=\"\"><hr>",
        "isHtml": true,
    });
    let r = send(&admin, ok).await;
    assert_eq!(r.status(), StatusCode::ACCEPTED);
    let queued = json(r).await;
    assert_eq!((&queued["queued"], &queued["skipped"]), (&json!(1), &json!(1)));
    wait_for_batch(&admin, queued["batchId"].as_str().unwrap()).await;
    let rows = outbox(&admin, 100).await;
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["subject"], "a".repeat(150), "the subject is trimmed");
}

async fn without_smtp_every_message_is_captured_in_the_outbox(backend: Backend) {
    let app = spawn(backend, None).await;
    let admin = admin(&app).await;
    let ids = add_people(&app, &[person("a@example.com", "A", "One"), person("b@example.com", "B", "Two")]).await;
    let r =
        send(&admin, json!({"userIds": ids, "subject": "Welcome", "content": "Hello\nthere", "isHtml": false})).await;
    assert_eq!(r.status(), StatusCode::ACCEPTED);
    let queued = json(r).await;
    let progress = wait_for_batch(&admin, queued["batchId"].as_str().unwrap()).await;
    assert_eq!(progress["total"], 2);
    assert_eq!(progress["captured"], 2);
    assert_eq!((&progress["sent"], &progress["failed"], &progress["queued"]), (&json!(0), &json!(0), &json!(0)));

    let rows = outbox(&admin, 100).await;
    let mut to: Vec<&str> = rows.iter().map(|r| r["to"].as_str().unwrap()).collect();
    to.sort();
    assert_eq!(to, ["a@example.com", "b@example.com"]);
    for row in &rows {
        assert_eq!(row["status"], "captured");
        assert_eq!(row["subject"], "Welcome");
        assert_eq!(row["isHtml"], false);
        assert_eq!(row["error"], Value::Null);
        assert!(row["sentAt"].is_string() && row["createdAt"].is_string(), "{row}");
        assert_eq!(row["batchId"], queued["batchId"]);
    }
    assert_eq!(outbox(&admin, 1).await.len(), 1, "the limit is honoured");
}
