//! Reports and moderation, over HTTP on both databases: a job seeker reports a recruiter
//! (a request, a message, or a view of their profile) and blocks them unless they untick
//! it; the admin's queue shows what was reported and the recruiter's record but never
//! who reported; dismissing, warning (the edited template, by e-mail) and suspending each
//! need a reason and land in the audit log, which the database refuses to change; a
//! suspended recruiter cannot search, view or send, and their pending requests end as
//! "Withdrawn", which is all the job seeker is told.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use veil::with_db;

use crate::common::{Backend, Browser, error_code, json};
use crate::threads::support::{COMPANY, SECRETS, admin, app, count, people, recruiter, wait_for_outbox, write_ok};

backend_tests!(
    a_report_reaches_the_queue_without_its_reporter_and_blocks_unless_unticked,
    only_what_reached_the_job_seeker_can_be_reported,
    a_suspension_withdraws_pending_requests_and_stops_the_recruiter_until_lifted,
    a_warning_sends_the_edited_template_and_the_audit_log_refuses_changes,
);

async fn report(b: &Browser, body: Value) -> reqwest::Response {
    b.send_json(Method::POST, "/api/reports", &body).await
}

/// The admin's queue of open reports (job seekers' and recruiters' alike).
pub async fn queue(admin: &Browser) -> Value {
    let r = admin.get("/api/admin/reports").await;
    assert_eq!(r.status(), StatusCode::OK);
    json(r).await
}

pub async fn act(admin: &Browser, report: &str, action: &str, reason: &str) -> reqwest::Response {
    admin
        .send_json(Method::POST, &format!("/api/admin/reports/{report}"), &json!({"action": action, "reason": reason}))
        .await
}

pub async fn search_total(b: &Browser) -> u64 {
    json(b.get("/api/search?q=Platform+Engineer").await).await["pagination"]["totalResults"].as_u64().unwrap_or(0)
}

async fn audit_actions(admin: &Browser) -> Vec<(String, String)> {
    let log = json(admin.get("/api/admin/audit-log").await).await;
    log["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["action"].as_str().unwrap().to_owned(), e["reason"].as_str().unwrap().to_owned()))
        .collect()
}

async fn a_report_reaches_the_queue_without_its_reporter_and_blocks_unless_unticked(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    let admin = admin(&app).await;
    let thread = write_ok(&p.recruiter, &p.request, "Send me your home address first").await;
    let message_id = thread["messages"][0]["id"].as_str().unwrap().to_owned();

    // A message, reported without blocking: the recruiter still finds the profile.
    let r = report(&p.seeker, json!({"messageId": message_id, "reason": "personal_data", "block": false})).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    assert_eq!(json(r).await["blocked"], false);
    assert_eq!(search_total(&p.recruiter).await, 1);
    assert!(json(p.seeker.get("/api/blocks").await).await["blocks"].as_array().unwrap().is_empty());

    // The request, with a note: blocked by default.
    let note = "Asked twice for my current employer's name";
    let r = report(&p.seeker, json!({"requestId": p.request, "reason": "harassment", "note": note})).await;
    assert_eq!(json(r).await["blocked"], true);
    assert_eq!(search_total(&p.recruiter).await, 0, "reporting blocked them");
    // The same thing again keeps the first report.
    let again = report(&p.seeker, json!({"requestId": p.request, "reason": "spam", "block": false})).await;
    assert_eq!(again.status(), StatusCode::CREATED);

    let q = queue(&admin).await;
    let reports = q["reports"].as_array().unwrap();
    assert_eq!(reports.len(), 2, "{q}");
    assert_eq!(reports[0]["subject"], "message", "oldest first");
    assert_eq!(reports[0]["content"], "Send me your home address first");
    assert_eq!(reports[0]["reasonLabel"], "Asked for personal data");
    assert_eq!((reports[1]["subject"].as_str(), reports[1]["reason"].as_str()), (Some("request"), Some("harassment")));
    assert_eq!(reports[1]["note"], note);
    assert_eq!(reports[1]["content"], "Is a remote role of interest?");
    let recruiter = &reports[1]["recruiter"];
    assert_eq!((recruiter["companyName"].as_str(), recruiter["suspended"].as_bool()), (Some(COMPANY), Some(false)));
    assert_eq!(
        recruiter["record"],
        json!({"requestsSent": 1, "approved": 0, "declined": 0, "expired": 0, "reports": 2})
    );
    // Never who reported: not their name, address, codename or profile.
    let shown = q.to_string();
    for secret in SECRETS.iter().copied().chain(["quiet-harbour", p.profile_id.as_str()]) {
        assert!(!shown.contains(secret), "the queue names the reporter ({secret}): {shown}");
    }
    // The recruiter hears nothing: no notice.
    let notices = json(p.recruiter.get("/api/notifications").await).await.to_string();
    assert!(!notices.to_lowercase().contains("report"), "{notices}");
    // The queue is the admin's alone.
    assert_eq!(p.seeker.get("/api/admin/reports").await.status(), StatusCode::FORBIDDEN);
    assert_eq!(p.recruiter.get("/api/admin/audit-log").await.status(), StatusCode::FORBIDDEN);
}

async fn only_what_reached_the_job_seeker_can_be_reported(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    let other = recruiter(&app, "olga@other.example", "Other Co").await;
    let stranger_request = json(
        other
            .send_json(
                Method::POST,
                "/api/reveal-requests",
                &json!({"profileId": p.profile_id, "message": "Hello there"}),
            )
            .await,
    )
    .await["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let made_up = uuid::Uuid::new_v4().to_string();
    for body in [
        json!({"requestId": made_up, "reason": "spam"}),
        json!({"viewId": made_up, "reason": "spam"}),
        json!({"messageId": "not-an-id", "reason": "spam"}),
    ] {
        let r = report(&p.seeker, body.clone()).await;
        assert_eq!(r.status(), StatusCode::NOT_FOUND, "{body}");
    }
    // A recruiter cannot report (nor pose as the job seeker with a request id).
    assert_eq!(
        report(&other, json!({"requestId": stranger_request, "reason": "spam"})).await.status(),
        StatusCode::FORBIDDEN
    );
    let none = report(&p.seeker, json!({"reason": "spam"})).await;
    assert_eq!(none.status(), StatusCode::UNPROCESSABLE_ENTITY, "nothing named");
    let two = report(&p.seeker, json!({"requestId": p.request, "viewId": made_up, "reason": "spam"})).await;
    assert_eq!(two.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let long = report(&p.seeker, json!({"requestId": p.request, "reason": "other", "note": "n".repeat(1001)})).await;
    assert_eq!((long.status(), error_code(long).await), (StatusCode::UNPROCESSABLE_ENTITY, "note_too_long".into()));
    let odd = report(&p.seeker, json!({"requestId": p.request, "reason": "rude"})).await;
    assert_eq!(odd.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM reports").await, 0, "nothing was filed");
    // A view of the profile names its recruiter.
    let r = p.recruiter.send_json(Method::POST, "/api/profile-views", &json!({"profileId": p.profile_id})).await;
    assert_eq!(json(r).await["recorded"], true);
    let viewers = json(p.seeker.get("/api/profile-views/viewers").await).await;
    let view_id = viewers[0]["viewId"].as_str().unwrap().to_owned();
    let r = report(&p.seeker, json!({"viewId": view_id, "reason": "fake_company"})).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM reports WHERE subject = 'recruiter'").await, 1);
}

async fn a_suspension_withdraws_pending_requests_and_stops_the_recruiter_until_lifted(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    let admin = admin(&app).await;
    report(&p.seeker, json!({"requestId": p.request, "reason": "spam", "block": false})).await;
    let id = queue(&admin).await["reports"][0]["id"].as_str().unwrap().to_owned();

    let unreasoned = act(&admin, &id, "suspend", "  ").await;
    assert_eq!(
        (unreasoned.status(), error_code(unreasoned).await),
        (StatusCode::UNPROCESSABLE_ENTITY, "reason_required".into())
    );
    let r = act(&admin, &id, "suspend", "Sends the same message to everyone").await;
    assert_eq!(r.status(), StatusCode::OK);
    let q = json(r).await;
    assert!(q["reports"].as_array().unwrap().is_empty(), "the report is closed: {q}");
    assert_eq!(q["suspended"][0]["companyName"], COMPANY);
    let recruiter_id = q["suspended"][0]["id"].as_str().unwrap().to_owned();
    assert_eq!(act(&admin, &id, "dismiss", "twice").await.status(), StatusCode::NOT_FOUND, "closed already");

    // The job seeker sees the request withdrawn, and is told only that.
    let received = json(p.seeker.get("/api/reveal-requests/received").await).await;
    assert_eq!(received["requests"][0]["status"], "withdrawn", "{received}");
    let notices = json(p.seeker.get("/api/notifications").await).await;
    let withdrawn = notices
        .as_array()
        .or_else(|| notices["notifications"].as_array())
        .unwrap()
        .iter()
        .find(|n| n["title"] == "Request withdrawn")
        .cloned()
        .unwrap_or_else(|| panic!("told: {notices}"));
    assert_eq!(withdrawn["message"], "A reveal request you received was withdrawn.");
    let thread_closed = p
        .seeker
        .send_json(Method::POST, &format!("/api/reveal-requests/{}/messages", p.request), &json!({"body": "Hello?"}))
        .await;
    assert_eq!(thread_closed.status(), StatusCode::CONFLICT);

    // The recruiter cannot search, view, ask or write; their own pages still open.
    assert_eq!(p.recruiter.get("/api/search?q=Platform").await.status(), StatusCode::FORBIDDEN);
    assert_eq!(p.recruiter.get(&format!("/api/candidates/{}", p.profile_id)).await.status(), StatusCode::FORBIDDEN);
    let ask = p
        .recruiter
        .send_json(Method::POST, "/api/reveal-requests", &json!({"profileId": p.profile_id, "message": "Again?"}))
        .await;
    assert_eq!(ask.status(), StatusCode::FORBIDDEN);
    let write = p
        .recruiter
        .send_json(Method::POST, &format!("/api/reveal-requests/{}/messages", p.request), &json!({"body": "Hi"}))
        .await;
    assert_eq!(write.status(), StatusCode::FORBIDDEN);
    let sent = json(p.recruiter.get("/api/reveal-requests/sent").await).await;
    assert_eq!(sent[0]["status"], "withdrawn", "{sent}");
    assert_eq!(p.recruiter.get("/api/employer").await.status(), StatusCode::OK);

    // Lifted: they act again, and may ask anew.
    let lift_path = format!("/api/admin/suspensions/{recruiter_id}/lift");
    let lift = async |reason: &str| admin.send_json(Method::POST, &lift_path, &json!({"reason": reason})).await;
    let r = lift("Promised to stop").await;
    assert_eq!(r.status(), StatusCode::OK);
    assert!(json(r).await["suspended"].as_array().unwrap().is_empty());
    assert_eq!(lift("again").await.status(), StatusCode::NOT_FOUND);
    assert_eq!(search_total(&p.recruiter).await, 1);
    let ask = p
        .recruiter
        .send_json(
            Method::POST,
            "/api/reveal-requests",
            &json!({"profileId": p.profile_id, "message": "A better message"}),
        )
        .await;
    assert_eq!(ask.status(), StatusCode::CREATED);
    assert_eq!(json(ask).await["status"], "pending");

    let actions = audit_actions(&admin).await;
    assert_eq!(
        actions,
        [
            ("suspension_lifted".to_owned(), "Promised to stop".to_owned()),
            ("recruiter_suspended".to_owned(), "Sends the same message to everyone".to_owned()),
        ]
    );
}

async fn a_warning_sends_the_edited_template_and_the_audit_log_refuses_changes(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    let admin = admin(&app).await;
    let built_in = json(admin.get("/api/admin/warning-template").await).await;
    assert!(built_in["body"].as_str().unwrap().contains("{company}"));
    let edited = json!({"subject": "About {company} on Veil", "body": "Dear {company}: please stop."});
    let r = admin.send_json(Method::PUT, "/api/admin/warning-template", &edited).await;
    assert_eq!(r.status(), StatusCode::OK);
    let empty = admin.send_json(Method::PUT, "/api/admin/warning-template", &json!({"subject": "", "body": "x"})).await;
    assert_eq!(empty.status(), StatusCode::UNPROCESSABLE_ENTITY);

    report(&p.seeker, json!({"requestId": p.request, "reason": "spam"})).await;
    let id = queue(&admin).await["reports"][0]["id"].as_str().unwrap().to_owned();
    assert_eq!(act(&admin, &id, "warn", "First report, a warning is enough").await.status(), StatusCode::OK);
    let mail = wait_for_outbox(&app, "rhea@northwind.example", 1).await;
    assert_eq!(mail[0].0, format!("About {COMPANY} on Veil"));
    assert_eq!(mail[0].1, format!("Dear {COMPANY}: please stop."));
    assert_eq!(p.recruiter.get("/api/search?q=Platform").await.status(), StatusCode::OK, "a warning does not suspend");

    // The e-mail center's sends are admin actions too.
    let seeker_id = json(p.seeker.get("/api/session").await).await["user"]["id"].as_str().unwrap().to_owned();
    let send = admin
        .send_json(
            Method::POST,
            "/api/admin/emails",
            &json!({"userIds": [seeker_id], "subject": "Welcome", "content": "Hello", "isHtml": false}),
        )
        .await;
    assert_eq!(send.status(), StatusCode::ACCEPTED);

    let actions: Vec<String> = audit_actions(&admin).await.into_iter().map(|(a, _)| a).collect();
    assert_eq!(actions, ["email_sent", "recruiter_warned", "warning_template_saved"]);
    let log = json(admin.get("/api/admin/audit-log").await).await;
    assert_eq!(log["entries"][0]["reason"], "Subject: Welcome");
    assert_eq!(log["entries"][0]["adminEmail"], "boss@veil.example");

    // Append-only at the database: no change, no delete of a row under a year old.
    let update = with_db!(&app.db, pool => sqlx::query("UPDATE admin_audit_log SET reason = 'nothing happened'")
        .execute(pool).await.map(|r| r.rows_affected()));
    assert!(update.is_err(), "an audit entry was changed");
    let delete = with_db!(&app.db, pool => sqlx::query("DELETE FROM admin_audit_log").execute(pool).await.map(|r| r.rows_affected()));
    assert!(delete.is_err(), "an audit entry was deleted");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM admin_audit_log").await, 3);
}
