//! What leaves a thread: the bell and the realtime event (ids only), unread counts that
//! are each side's own, the job seeker's privacy activity log, e-mails (discreet by
//! default: no company, codename or message; at most one per thread an hour), both
//! sides' data exports, and deletion with the account (the other side keeps only their
//! own messages).

use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::support::{
    CODENAME, COMPANY, answer, app, count, outbox, people, settle, thread, thread_path, unread_total, wait_for_outbox,
    write_ok,
};
use crate::common::{Backend, json, sse::EventStream};

crate::backend_tests!(
    each_message_rings_the_other_sides_bell_with_an_event_of_ids_only,
    notification_emails_are_discreet_by_default_and_at_most_hourly,
    exports_hold_both_sides_messages_and_deletion_takes_them_away,
);

const SEEKER_EMAIL: &str = "philippa.q@example.com";
const RECRUITER_EMAIL: &str = "rhea@northwind.example";
const QUESTION: &str = "Zq is the salary negotiable?";
const REPLY: &str = "Zq it depends on the team.";

async fn each_message_rings_the_other_sides_bell_with_an_event_of_ids_only(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    let mut seeker_events = EventStream::open(&p.seeker, "job seeker").await;
    let mut recruiter_events = EventStream::open(&p.recruiter, "recruiter").await;

    write_ok(&p.recruiter, &p.request, QUESTION).await;
    let events = seeker_events.expect_each(&["reveal_message", "notification"]).await;
    let message = &events["reveal_message"];
    let keys: Vec<&String> = message.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["messageId", "requestId"], "ids only: {message}");
    assert_eq!(message["requestId"], p.request.as_str());
    let own = recruiter_events.expect("reveal_message").await;
    assert_eq!(own["requestId"], p.request.as_str(), "the writer's other tabs refresh too");

    let bell = json(p.seeker.get("/api/notifications").await).await;
    assert_eq!(bell["notifications"][0]["title"], "New message");
    assert_eq!(bell["notifications"][0]["message"], format!("{COMPANY} sent you a message."));
    assert!(!bell.to_string().contains(QUESTION), "the bell never quotes the message");
    assert_eq!(unread_total(&p.seeker).await, 1);
    assert_eq!(unread_total(&p.recruiter).await, 0, "one's own messages are never unread");
    let counts = json(p.seeker.get("/api/reveal-requests/unread").await).await;
    assert_eq!(counts["threads"][0]["requestId"], p.request.as_str());

    // Reading is the reader's own mark: the recruiter is told nothing.
    let r = p.seeker.send_empty(Method::POST, &format!("{}/read", thread_path(&p.request))).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    assert_eq!(unread_total(&p.seeker).await, 0);
    for event in recruiter_events.collect_for(Duration::from_millis(500)).await {
        assert_ne!(event.kind, "reveal_message", "no read receipt: {:?}", event.data);
    }
    let recruiters_view = thread(&p.recruiter, &p.request).await;
    let mut keys: Vec<&String> = recruiters_view.as_object().unwrap().keys().collect();
    keys.extend(recruiters_view["messages"][0].as_object().unwrap().keys());
    assert!(!keys.iter().any(|k| k.to_lowercase().contains("read") || k.contains("seen")), "{keys:?}");

    write_ok(&p.seeker, &p.request, REPLY).await;
    let to_recruiter = recruiter_events.expect("reveal_message").await;
    assert!(!to_recruiter.to_string().contains(REPLY) && !to_recruiter.to_string().contains(CODENAME));
    let bell = json(p.recruiter.get("/api/notifications").await).await;
    let messages: Vec<&str> =
        bell["notifications"].as_array().unwrap().iter().map(|n| n["message"].as_str().unwrap()).collect();
    assert!(messages.contains(&format!("Candidate {CODENAME} sent you a message.").as_str()), "{messages:?}");

    // The job seeker's privacy activity log: a message received from the company.
    let log = json(p.seeker.get("/api/privacy-activity?kind=message_received").await).await;
    let event = &log["days"][0]["events"][0];
    assert_eq!((event["label"].as_str(), event["companyName"].as_str()), (Some("Message received"), Some(COMPANY)));
}

async fn notification_emails_are_discreet_by_default_and_at_most_hourly(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    let settings = json(p.seeker.get("/api/account/email-settings").await).await;
    assert_eq!((settings["discreet"].as_bool(), settings["messages"].as_bool()), (Some(true), Some(true)));
    // The request's own e-mail is discreet too.
    let first = wait_for_outbox(&app, SEEKER_EMAIL, 1).await;
    write_ok(&p.recruiter, &p.request, QUESTION).await;
    write_ok(&p.seeker, &p.request, REPLY).await;
    let to_seeker = wait_for_outbox(&app, SEEKER_EMAIL, 2).await;
    let to_recruiter = wait_for_outbox(&app, RECRUITER_EMAIL, 1).await;
    assert_eq!(first.len(), 1);
    for (subject, text, html) in to_seeker.iter().chain(&to_recruiter) {
        assert_eq!(subject, "You have a new notification");
        for told in [COMPANY, CODENAME, QUESTION, REPLY, "Northwind", "Philippa"] {
            assert!(!text.contains(told) && !html.contains(told), "{told} is in a discreet e-mail: {text}");
        }
        assert!(text.contains("/reveal-requests") || text.contains("/candidate/"), "only a link: {text}");
    }

    // Within the hour, more messages e-mail nobody again.
    write_ok(&p.recruiter, &p.request, "Zq and the team?").await;
    write_ok(&p.seeker, &p.request, "Zq small.").await;
    settle(&app).await;
    assert_eq!(outbox(&app, SEEKER_EMAIL).await.len(), 2, "one e-mail per thread an hour");
    assert_eq!(outbox(&app, RECRUITER_EMAIL).await.len(), 1);

    // Discreet off: today's informative e-mail, which still never quotes the message.
    let r = p.seeker.send_json(Method::PATCH, "/api/account/email-settings", &json!({"discreet": false})).await;
    assert_eq!(json(r).await["discreet"], false);
    app.clock.advance_millis(60 * 60 * 1000);
    write_ok(&p.recruiter, &p.request, "Zq one more thing").await;
    let informative = wait_for_outbox(&app, SEEKER_EMAIL, 3).await.pop().unwrap();
    assert_eq!(informative.0, format!("New message from {COMPANY}"));
    assert!(!informative.1.contains("Zq one more thing"), "{}", informative.1);
    // Messages e-mails off: nothing more.
    p.seeker.send_json(Method::PATCH, "/api/account/email-settings", &json!({"messages": false})).await;
    app.clock.advance_millis(60 * 60 * 1000);
    write_ok(&p.recruiter, &p.request, "Zq hello again").await;
    settle(&app).await;
    assert_eq!(outbox(&app, SEEKER_EMAIL).await.len(), 3);
}

async fn export_messages(b: &crate::common::Browser) -> Value {
    let r = b.send_empty(Method::POST, "/api/account/data-export").await;
    assert_eq!(r.status(), StatusCode::ACCEPTED);
    let started = std::time::Instant::now();
    let url = loop {
        let export = json(b.get("/api/account/data-export").await).await["export"].clone();
        if export["status"] == "ready" {
            break export["downloadUrl"].as_str().unwrap().to_owned();
        }
        assert!(started.elapsed() < Duration::from_secs(30), "no export: {export}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let bytes = b.get(&url).await.bytes().await.unwrap().to_vec();
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    let mut text = String::new();
    std::io::Read::read_to_string(&mut zip.by_name("messages.json").unwrap(), &mut text).unwrap();
    serde_json::from_str(&text).unwrap()
}

async fn exports_hold_both_sides_messages_and_deletion_takes_them_away(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    write_ok(&p.recruiter, &p.request, QUESTION).await;
    write_ok(&p.seeker, &p.request, REPLY).await;

    let seekers = export_messages(&p.seeker).await;
    let seen: Vec<(&str, &str, &str)> = seekers
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["from"].as_str().unwrap(), m["with"].as_str().unwrap(), m["body"].as_str().unwrap()))
        .collect();
    assert_eq!(seen, [(COMPANY, COMPANY, QUESTION), ("you", COMPANY, REPLY)]);
    let recruiters = export_messages(&p.recruiter).await;
    assert_eq!(recruiters[0]["from"], "you");
    assert_eq!(recruiters[1]["from"], CODENAME, "the candidate by codename");
    assert_eq!(recruiters[1]["youWere"], "recruiter");
    assert!(!recruiters.to_string().contains("Philippa"), "no identity that is not revealed");
    // Approved: still the codename (an export outlives the approval).
    answer(&p.seeker, &p.request, json!({"status": "approved"})).await;
    assert!(!export_messages(&p.recruiter).await.to_string().contains("Philippa"));

    // The job seeker leaves: their request, its thread and both sides' marks go; the
    // recruiter's export keeps only their own message, with nobody named.
    assert_eq!(p.seeker.send_empty(Method::DELETE, "/api/account").await.status(), StatusCode::NO_CONTENT);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM reveal_messages").await, 0);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM reveal_thread_marks").await, 0);
    assert_eq!(p.recruiter.get(&thread_path(&p.request)).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(unread_total(&p.recruiter).await, 0);
    let kept = export_messages(&p.recruiter).await;
    let seen: Vec<(&str, &str, &str)> = kept
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["from"].as_str().unwrap(), m["with"].as_str().unwrap(), m["body"].as_str().unwrap()))
        .collect();
    assert_eq!(seen, [("you", "This person has left Veil", QUESTION)]);
    assert!(!kept.to_string().contains(REPLY) && !kept.to_string().contains(CODENAME), "{kept}");
}
