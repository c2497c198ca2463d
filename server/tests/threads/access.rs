//! Who reaches a thread: its recruiter and its job seeker; a second recruiter of the
//! same company, a stranger and the admin get the same 404 as for no thread at all, and
//! count nothing. A recruiter the job seeker shields loses the thread mid-conversation;
//! one whose reveal ended sees the codename again. No admin screen lists messages.

use reqwest::{Method, StatusCode};
use serde_json::json;

use super::support::{
    CODENAME, COMPANY, DAY_MS, SECRETS, admin, answer, app, people, recruiter, thread, thread_path, unread_total,
    write, write_ok,
};
use crate::common::{Backend, error_code, json};

crate::backend_tests!(
    only_the_two_people_of_a_request_reach_its_thread,
    no_admin_screen_lists_messages,
    a_shielded_recruiter_loses_the_thread_and_an_ended_reveal_names_the_codename_again,
);

async fn only_the_two_people_of_a_request_reach_its_thread(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    write_ok(&p.recruiter, &p.request, "Would a four-day week suit you?").await;
    write_ok(&p.seeker, &p.request, "It might. Is the team in Berlin?").await;

    let seen_by_seeker = thread(&p.seeker, &p.request).await;
    assert_eq!(seen_by_seeker["you"], "job_seeker");
    assert_eq!(seen_by_seeker["otherSide"], COMPANY);
    let seen_by_recruiter = thread(&p.recruiter, &p.request).await;
    assert_eq!(seen_by_recruiter["you"], "recruiter");
    assert_eq!(seen_by_recruiter["otherSide"], CODENAME, "pending: the codename");
    assert_eq!(seen_by_recruiter["messages"].as_array().unwrap().len(), 2);
    assert_eq!(seen_by_recruiter["messages"][1]["from"], "job_seeker");
    assert_eq!(seen_by_recruiter["messages"][1]["mine"], false);
    let text = seen_by_recruiter.to_string();
    for secret in SECRETS {
        assert!(!text.contains(secret), "{secret} reached the recruiter before approval");
    }

    // A colleague at the same company (same name, own account), a stranger with both
    // roles, the admin: 404, the same as a request that does not exist.
    let colleague = recruiter(&app, "colin@northwind.example", COMPANY).await;
    let stranger = recruiter(&app, "sam@elsewhere.example", "Elsewhere").await;
    stranger.send_json(Method::PUT, "/api/roles", &json!({"role": "both"})).await;
    let admin = admin(&app).await;
    let unknown = "0190a000-0000-7000-8000-000000000000";
    for (who, b) in [("colleague", &colleague), ("stranger", &stranger), ("admin", &admin)] {
        for request in [p.request.as_str(), unknown, "not-an-id"] {
            let r = b.get(&thread_path(request)).await;
            assert_eq!(r.status(), StatusCode::NOT_FOUND, "{who} reads {request}");
            assert_eq!(error_code(r).await, "request_not_found");
            let r = write(b, request, "Hello?").await;
            assert_eq!(r.status(), StatusCode::NOT_FOUND, "{who} writes to {request}");
            let r = b.send_empty(Method::POST, &format!("{}/read", thread_path(request))).await;
            assert_eq!(r.status(), StatusCode::NOT_FOUND, "{who} marks {request} read");
        }
        assert_eq!(unread_total(b).await, 0, "{who} counts nothing of it");
        let bell = json(b.get("/api/notifications").await).await;
        assert_eq!(bell["unreadCount"], 0, "{who} heard nothing of it");
    }
    assert_eq!(bodies_count(&thread(&p.seeker, &p.request).await), 2, "nobody else wrote");
    // Signed out: 401, as every signed-in route.
    assert_eq!(app.get(&thread_path(&p.request)).await.status(), StatusCode::UNAUTHORIZED);
}

fn bodies_count(thread: &serde_json::Value) -> usize {
    thread["messages"].as_array().unwrap().len()
}

async fn a_shielded_recruiter_loses_the_thread_and_an_ended_reveal_names_the_codename_again(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    answer(&p.seeker, &p.request, json!({"status": "approved", "duration": "days_30"})).await;
    write_ok(&p.seeker, &p.request, "Happy to talk.").await;
    let approved = thread(&p.recruiter, &p.request).await;
    assert_eq!(approved["otherSide"], "Philippa Quennell", "the name while the reveal lasts");

    // The reveal ends: anonymous again, and the thread read-only.
    app.clock.advance_millis(30 * DAY_MS + 1);
    let ended = thread(&p.recruiter, &p.request).await;
    assert_eq!(ended["otherSide"], CODENAME);
    assert_eq!(ended["status"], "expired");
    assert_eq!(ended["canWrite"], false);
    assert!(!ended.to_string().contains("Philippa"), "{ended}");
    // Approved again, then the job seeker shields the company mid-conversation.
    answer(&p.seeker, &p.request, json!({"status": "approved"})).await;
    write_ok(&p.seeker, &p.request, "One more question first.").await;
    assert_eq!(unread_total(&p.recruiter).await, 2);
    let r =
        p.seeker.send_json(Method::PUT, "/api/employer-shield", &json!({"entries": [{"companyName": COMPANY}]})).await;
    assert_eq!(r.status(), StatusCode::OK, "{}", json(r).await);
    let r = p.recruiter.get(&thread_path(&p.request)).await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND, "gone for the shielded recruiter");
    assert_eq!(write(&p.recruiter, &p.request, "Still there?").await.status(), StatusCode::NOT_FOUND);
    assert_eq!(unread_total(&p.recruiter).await, 0, "and its unread messages count nothing");
    let own = thread(&p.seeker, &p.request).await;
    assert_eq!(own["canWrite"], false, "the job seeker's box closes too: nobody would read it");
    let r = write(&p.seeker, &p.request, "Hello?").await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    assert_eq!(error_code(r).await, "thread_read_only");
}

async fn no_admin_screen_lists_messages(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    // Informative e-mails, the most an outbox can say about a message.
    p.seeker.send_json(Method::PATCH, "/api/account/email-settings", &json!({"discreet": false})).await;
    p.recruiter.send_json(Method::PATCH, "/api/account/email-settings", &json!({"discreet": false})).await;
    let question = "Zq would you lead the payments team?";
    let reply = "Zq only with a four-day week.";
    write_ok(&p.recruiter, &p.request, question).await;
    write_ok(&p.seeker, &p.request, reply).await;
    super::support::wait_for_outbox(&app, "rhea@northwind.example", 1).await;

    // Every admin screen's data: each GET of the admin's routes that needs no id, and the
    // user list (a POST with its filters).
    let admin = admin(&app).await;
    let document = json(app.get("/api/openapi.json").await).await;
    let mut walked = Vec::new();
    for (path, operations) in document["paths"].as_object().unwrap() {
        for (method, operation) in operations.as_object().unwrap() {
            let admins = operation["tags"].as_array().is_some_and(|t| t.iter().any(|t| t == "admin"));
            if !admins || path.contains('{') {
                continue;
            }
            let r = match method.as_str() {
                "get" => admin.get(path).await,
                "post" if path == "/api/admin/users" => admin.send_json(Method::POST, path, &json!({})).await,
                _ => continue,
            };
            assert_eq!(r.status(), StatusCode::OK, "{method} {path}");
            let text = r.text().await.unwrap();
            for message in [question, reply, "Zq"] {
                assert!(!text.contains(message), "{method} {path} shows a message: {message}");
            }
            walked.push(format!("{method} {path}"));
        }
    }
    for screen in ["get /api/admin/outbox", "post /api/admin/users"] {
        assert!(walked.iter().any(|w| w == screen), "{screen} not walked: {walked:?}");
    }
}
