//! The admin e-mail center: only the admin gets in; the user list filters and counts;
//! sends are validated like the page validates them; every message goes to its one
//! recipient through a real SMTP server on loopback (or is captured without one), and the
//! outbox records what became of each.

mod common;
mod smtp_sink;

use std::time::{Duration, Instant};

use common::{Backend, Browser, TestApp, error_code, json};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use smtp_sink::{Received, SmtpSink};
use veil::{db::begin_write_statement, with_db};

backend_tests!(
    admin_routes_refuse_visitors_with_401_and_everyone_else_with_403,
    the_user_list_filters_with_and_and_counts_everyone,
    sends_are_validated_like_the_page_validates_them,
    without_smtp_every_message_is_captured_in_the_outbox,
    html_sends_reach_each_recipient_alone_with_plain_and_html_parts,
    plain_text_sends_have_a_single_text_part,
    a_refused_recipient_fails_alone_and_the_others_are_sent,
    a_send_to_500_recipients_answers_at_once_and_completes,
);

const ADMIN_EMAIL: &str = "admin@veil.test";

/// The admin routes with a body each would accept from the admin.
fn admin_routes() -> Vec<(Method, &'static str, Value)> {
    vec![
        (Method::POST, "/api/admin/users", json!({})),
        (Method::POST, "/api/admin/emails", json!({"userIds": ["x"], "subject": "S", "content": "C", "isHtml": false})),
        (Method::GET, "/api/admin/emails/batches/some-batch", json!(null)),
        (Method::GET, "/api/admin/outbox", json!(null)),
    ]
}

async fn spawn(backend: Backend, smtp_url: Option<String>) -> TestApp {
    TestApp::spawn_with(
        backend,
        Box::new(move |s| {
            s.admin_email = ADMIN_EMAIL.into();
            if let Some(url) = smtp_url {
                s.smtp_url = veil::config::Secret::new(url);
            }
        }),
    )
    .await
}

async fn admin(app: &TestApp) -> Browser {
    let browser = app.new_browser();
    browser.sign_in(ADMIN_EMAIL, "Ada", "Admin").await;
    browser
}

struct Person {
    email: &'static str,
    first: &'static str,
    last: &'static str,
    /// (skills JSON, pitch) of a job seeker profile, if any.
    profile: Option<(&'static str, &'static str)>,
}

/// Creates accounts straight in the database (fast, and independent of sign-in), with
/// creation times one second apart in the given order. Returns their ids.
async fn add_people(app: &TestApp, people: &[Person]) -> Vec<String> {
    let start = app.clock.now_millis() - 10_000_000;
    let kind = app.db.kind();
    let ids: Vec<String> = people.iter().map(|_| uuid::Uuid::new_v4().to_string()).collect();
    with_db!(&app.db, pool => {
        let mut tx = pool.begin_with(begin_write_statement(&kind)).await.unwrap();
        for (i, (p, id)) in people.iter().zip(&ids).enumerate() {
            let at = start + i as i64 * 1000;
            sqlx::query("INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) \
                         VALUES ($1, 'https://issuer.test', $1, $2, TRUE, $3, $3)")
                .bind(id).bind(p.email).bind(at).execute(&mut *tx).await.unwrap();
            sqlx::query("INSERT INTO user_profiles (id, email, first_name, last_name, updated_at) VALUES ($1, $2, $3, $4, $5)")
                .bind(id).bind(p.email).bind(p.first).bind(p.last).bind(at).execute(&mut *tx).await.unwrap();
            if let Some((skills, pitch)) = p.profile {
                sqlx::query("INSERT INTO profiles (id, codename, skills, pitch, created_at, updated_at) \
                             VALUES ($1, $2, $3, $4, $5, $5)")
                    .bind(id).bind(format!("codename-{id}")).bind(skills).bind(pitch).bind(at)
                    .execute(&mut *tx).await.unwrap();
            }
        }
        tx.commit().await.unwrap();
    });
    ids
}

fn person(email: &'static str, first: &'static str, last: &'static str) -> Person {
    Person { email, first, last, profile: None }
}

async fn send(browser: &Browser, body: Value) -> reqwest::Response {
    browser.send_json(Method::POST, "/api/admin/emails", &body).await
}

/// Polls the batch until nothing is queued and returns its last progress.
async fn wait_for_batch(browser: &Browser, batch_id: &str) -> Value {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let progress = json(browser.get(&format!("/api/admin/emails/batches/{batch_id}")).await).await;
        if progress["done"] == true {
            return progress;
        }
        assert!(Instant::now() < deadline, "the batch did not finish: {progress}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn outbox(browser: &Browser, limit: usize) -> Vec<Value> {
    let body = json(browser.get(&format!("/api/admin/outbox?limit={limit}")).await).await;
    body["data"].as_array().unwrap_or_else(|| panic!("no outbox list in {body}")).clone()
}

async fn admin_routes_refuse_visitors_with_401_and_everyone_else_with_403(backend: Backend) {
    let app = spawn(backend, None).await;
    for (method, path, body) in admin_routes() {
        let r = app.browser.send_json(method.clone(), path, &body).await;
        assert_eq!(r.status(), StatusCode::UNAUTHORIZED, "{method} {path} signed out");
        assert_eq!(error_code(r).await, "unauthenticated");
    }
    // A person whose unverified or different address is not the admin's.
    let someone = app.new_browser();
    someone.sign_in("someone@veil.test", "Some", "One").await;
    for (method, path, body) in admin_routes() {
        let r = someone.send_json(method.clone(), path, &body).await;
        assert_eq!(r.status(), StatusCode::FORBIDDEN, "{method} {path} as a non-admin");
        assert_eq!(error_code(r).await, "forbidden");
    }
    // Nothing was queued by the refused sends.
    let admin = admin(&app).await;
    assert!(outbox(&admin, 100).await.is_empty());
    let r = admin.get("/api/admin/emails/batches/some-batch").await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
}

async fn the_user_list_filters_with_and_and_counts_everyone(backend: Backend) {
    let app = spawn(backend, None).await;
    let admin = admin(&app).await;
    add_people(
        &app,
        &[
            Person {
                email: "full@example.com",
                first: "Full",
                last: "Profile",
                profile: Some(("[\"Rust\"]", "I ship.")),
            },
            Person { email: "noskills@example.com", first: "No", last: "Skills", profile: Some(("[]", "A pitch")) },
            Person { email: "nopitch@example.com", first: "No", last: "Pitch", profile: Some(("[\"Go\"]", "  ")) },
            Person { email: "bare@example.com", first: "Bare", last: "Profile", profile: Some(("[]", "")) },
            person("none@example.com", "No", "Profile"),
        ],
    )
    .await;
    let list = |filters: Value| {
        let admin = admin.clone();
        async move { json(admin.send_json(Method::POST, "/api/admin/users", &filters).await).await }
    };
    let emails = |body: &Value| -> Vec<String> {
        body["data"].as_array().unwrap().iter().map(|u| u["email"].as_str().unwrap().to_owned()).collect()
    };

    let all = list(json!({})).await;
    // The admin signed in (no profile) plus five; counts are over all users.
    assert_eq!(all["counts"], json!({"total": 6, "noProfile": 2, "noSkills": 4, "noPitch": 4}));
    assert_eq!(
        emails(&all),
        [
            ADMIN_EMAIL,
            "none@example.com",
            "bare@example.com",
            "nopitch@example.com",
            "noskills@example.com",
            "full@example.com"
        ],
        "newest account first"
    );
    let full = all["data"].as_array().unwrap().iter().find(|u| u["email"] == "full@example.com").unwrap();
    assert_eq!(full["firstName"], "Full");
    assert_eq!(full["lastName"], "Profile");
    assert_eq!(
        (&full["hasProfile"], &full["hasSkills"], &full["hasPitch"]),
        (&json!(true), &json!(true), &json!(true))
    );
    assert!(full["id"].is_string());

    let no_profile = list(json!({"noProfile": true, "noSkills": false, "noPitch": false})).await;
    assert_eq!(emails(&no_profile), [ADMIN_EMAIL, "none@example.com"]);
    assert_eq!(no_profile["counts"], all["counts"], "counts ignore the filters");

    let no_skills = list(json!({"noSkills": true})).await;
    assert_eq!(emails(&no_skills), [ADMIN_EMAIL, "none@example.com", "bare@example.com", "noskills@example.com"]);

    let no_skills_no_pitch = list(json!({"noSkills": true, "noPitch": true})).await;
    assert_eq!(emails(&no_skills_no_pitch), [ADMIN_EMAIL, "none@example.com", "bare@example.com"]);

    let with_profile_but_nothing = list(json!({"noProfile": true, "noSkills": true, "noPitch": true})).await;
    assert_eq!(emails(&with_profile_but_nothing), [ADMIN_EMAIL, "none@example.com"]);

    let r = admin.send_json(Method::POST, "/api/admin/users", &json!({"noProfile": "yes"})).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
}

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
