//! Recruiters report job seekers, over HTTP on both databases: a candidate's profile or a
//! job seeker's message reaches the admin's queue with only its anonymous text (never the
//! job seeker's name or address, never who reported); a hostile recruiter cannot report
//! what they cannot see and learns nothing from the answer; a suspended job seeker's
//! profile leaves search and they cannot write until the admin lifts it; a warning uses
//! the job seekers' own template; the audit log has every action.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::{Backend, Browser, error_code, json};
use crate::moderation::{act, queue, search_total};
use crate::threads::support::{
    CODENAME, COMPANY, SECRETS, admin, app, count, people, recruiter, wait_for_outbox, write, write_ok,
};

backend_tests!(
    a_recruiter_reports_a_profile_or_a_message_and_the_queue_shows_only_that,
    a_hostile_recruiter_cannot_report_what_they_cannot_see_nor_learn_from_the_answer,
    a_suspended_job_seeker_is_hidden_and_cannot_write_until_lifted,
    a_warning_to_a_job_seeker_uses_their_own_template,
);

const RECRUITER_EMAIL: &str = "rhea@northwind.example";

async fn report(b: &Browser, body: Value) -> reqwest::Response {
    b.send_json(Method::POST, "/api/candidate-reports", &body).await
}

/// The job seeker's message in the request's thread, as the recruiter reads it.
async fn seeker_message(p: &crate::threads::support::People, body: &str) -> String {
    let thread = write_ok(&p.seeker, &p.request, body).await;
    thread["messages"].as_array().unwrap().last().unwrap()["id"].as_str().unwrap().to_owned()
}

async fn a_recruiter_reports_a_profile_or_a_message_and_the_queue_shows_only_that(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    let admin = admin(&app).await;
    let message_id = seeker_message(&p, "Pay me in gift cards first").await;

    let note = "The profile claims a degree from a school that does not exist";
    let r = report(&p.recruiter, json!({"profileId": p.profile_id, "reason": "fake_company", "note": note})).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    let r = report(&p.recruiter, json!({"messageId": message_id, "reason": "spam"})).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    // The same thing again: the same answer, and the first report stays.
    let again = report(&p.recruiter, json!({"profileId": p.profile_id, "reason": "other"})).await;
    assert_eq!(again.status(), StatusCode::NO_CONTENT);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM reports").await, 2);

    let q = queue(&admin).await;
    let reports = q["reports"].as_array().unwrap();
    assert_eq!(reports.len(), 2, "{q}");
    assert_eq!((reports[0]["against"].as_str(), reports[0]["subject"].as_str()), (Some("job_seeker"), Some("profile")));
    let content = reports[0]["content"].as_str().unwrap();
    assert!(content.starts_with(CODENAME) && content.contains("Platform Engineer"), "{content}");
    assert_eq!(reports[0]["note"], note);
    assert_eq!(reports[0]["recruiter"], Value::Null);
    assert_eq!(reports[0]["jobSeeker"], json!({"codename": CODENAME, "suspended": false, "reports": 2}));
    assert_eq!(reports[1]["subject"], "message");
    assert_eq!(reports[1]["content"], "Pay me in gift cards first");
    // Neither the job seeker's identity nor the reporter's.
    let shown = q.to_string();
    for secret in SECRETS.iter().copied().chain([COMPANY, RECRUITER_EMAIL, "Rhea"]) {
        assert!(!shown.contains(secret), "the queue shows {secret}: {shown}");
    }
    // The job seeker hears nothing.
    let notices = json(p.seeker.get("/api/notifications").await).await.to_string();
    assert!(!notices.to_lowercase().contains("report"), "{notices}");
}

async fn a_hostile_recruiter_cannot_report_what_they_cannot_see_nor_learn_from_the_answer(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    let message_id = seeker_message(&p, "Happy to talk").await;
    let mine = write_ok(&p.recruiter, &p.request, "Great, when?").await;
    let own_message = mine["messages"].as_array().unwrap().last().unwrap()["id"].as_str().unwrap().to_owned();
    let other = recruiter(&app, "olga@other.example", "Other Co").await;

    // What a made-up id answers is what every unseeable thing answers, word for word.
    let made_up = uuid::Uuid::new_v4().to_string();
    let nothing_profile = report(&other, json!({"profileId": made_up, "reason": "spam"})).await;
    assert_eq!(nothing_profile.status(), StatusCode::NOT_FOUND);
    let nothing_profile = nothing_profile.text().await.unwrap();
    let nothing_message = report(&other, json!({"messageId": made_up, "reason": "spam"})).await;
    assert_eq!(nothing_message.status(), StatusCode::NOT_FOUND);
    let nothing_message = nothing_message.text().await.unwrap();
    let same = async |b: &Browser, body: Value, expected: &str| {
        let r = report(b, body.clone()).await;
        assert_eq!(r.status(), StatusCode::NOT_FOUND, "{body}");
        assert_eq!(r.text().await.unwrap(), expected, "{body}");
    };
    same(&other, json!({"profileId": "not-an-id", "reason": "spam"}), &nothing_profile).await;
    // Another recruiter's conversation, and the recruiter's own message.
    same(&other, json!({"messageId": message_id, "reason": "spam"}), &nothing_message).await;
    same(&p.recruiter, json!({"messageId": own_message, "reason": "spam"}), &nothing_message).await;

    // Once the job seeker blocks the recruiter, neither the profile nor the message exists.
    let r = p.seeker.send_json(Method::POST, "/api/blocks", &json!({"requestId": p.request})).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    same(&p.recruiter, json!({"profileId": p.profile_id, "reason": "spam"}), &nothing_profile).await;
    same(&p.recruiter, json!({"messageId": message_id, "reason": "spam"}), &nothing_message).await;
    // A hidden profile, to a recruiter it was never revealed to.
    let r = p.seeker.send_json(Method::POST, "/api/profile/freshness", &json!({"answer": "pause"})).await;
    assert_eq!(r.status(), StatusCode::OK);
    same(&other, json!({"profileId": p.profile_id, "reason": "spam"}), &nothing_profile).await;

    // Only recruiters report job seekers; checks before anything is looked up.
    let seeker_try = report(&p.seeker, json!({"profileId": p.profile_id, "reason": "spam"})).await;
    assert_eq!(seeker_try.status(), StatusCode::FORBIDDEN);
    let two = report(&other, json!({"profileId": made_up, "messageId": made_up, "reason": "spam"})).await;
    assert_eq!(two.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let long = report(&other, json!({"profileId": made_up, "reason": "other", "note": "n".repeat(1001)})).await;
    assert_eq!((long.status(), error_code(long).await), (StatusCode::UNPROCESSABLE_ENTITY, "note_too_long".into()));
    assert_eq!(count(&app, "SELECT COUNT(*) FROM reports").await, 0, "nothing was filed");
}

async fn a_suspended_job_seeker_is_hidden_and_cannot_write_until_lifted(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    let admin = admin(&app).await;
    let other = recruiter(&app, "olga@other.example", "Other Co").await;
    assert_eq!(search_total(&other).await, 1);
    report(&p.recruiter, json!({"profileId": p.profile_id, "reason": "harassment"})).await;
    let id = queue(&admin).await["reports"][0]["id"].as_str().unwrap().to_owned();

    let r = act(&admin, &id, "suspend", "Abusive messages to several recruiters").await;
    assert_eq!(r.status(), StatusCode::OK);
    let q = json(r).await;
    let suspended = &q["suspended"][0];
    assert_eq!((suspended["role"].as_str(), suspended["codename"].as_str()), (Some("job_seeker"), Some(CODENAME)));
    assert_eq!(suspended["email"], Value::Null, "never a job seeker's address: {q}");
    assert!(!q.to_string().contains(SECRETS[2]), "{q}");
    let account = suspended["id"].as_str().unwrap().to_owned();

    // Hidden from search and the candidate page, the same as a hidden profile.
    assert_eq!(search_total(&other).await, 0);
    assert_eq!(other.get(&format!("/api/candidates/{}", p.profile_id)).await.status(), StatusCode::NOT_FOUND);
    // Cannot write; saving the profile as visible keeps it hidden until lifted.
    let r = write(&p.seeker, &p.request, "Still there?").await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    let said = json(r).await.to_string();
    assert!(said.contains("Your account is suspended"), "{said}");
    let visible = json!({
        "codename": CODENAME, "headline": "Platform Engineer", "skills": ["Kubernetes", "Go"], "status": "active",
        "location": "Berlin, Germany", "city": "Berlin", "country": "Germany", "minSalary": 90000, "maxSalary": 120000,
    });
    let saved = p.seeker.send_json(Method::PUT, "/api/profile", &visible).await;
    assert_eq!(saved.status(), StatusCode::OK);
    assert_eq!(search_total(&other).await, 0, "editing does not end a suspension");
    // The requests they received go on: the recruiter's side is untouched.
    let received = json(p.seeker.get("/api/reveal-requests/received").await).await;
    assert_eq!(received["requests"][0]["status"], "pending", "{received}");

    let lift = admin
        .send_json(Method::POST, &format!("/api/admin/suspensions/{account}/lift"), &json!({"reason": "Appealed"}))
        .await;
    assert_eq!(lift.status(), StatusCode::OK);
    assert_eq!(search_total(&other).await, 1, "visible again, as they last chose");
    assert_eq!(write(&p.seeker, &p.request, "Back again").await.status(), StatusCode::CREATED);

    let log = json(admin.get("/api/admin/audit-log").await).await;
    let actions: Vec<&str> = log["entries"].as_array().unwrap().iter().map(|e| e["action"].as_str().unwrap()).collect();
    assert_eq!(actions, ["suspension_lifted", "job_seeker_suspended"]);
    assert!(log["entries"][1]["target"].as_str().unwrap().contains("job seeker"), "{log}");
}

async fn a_warning_to_a_job_seeker_uses_their_own_template(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    let admin = admin(&app).await;
    let built_in = json(admin.get("/api/admin/job-seeker-warning-template").await).await;
    assert!(built_in["body"].as_str().unwrap().contains("{codename}"), "{built_in}");
    let edited = json!({"subject": "About {codename}", "body": "Dear {codename}: please be civil."});
    let r = admin.send_json(Method::PUT, "/api/admin/job-seeker-warning-template", &edited).await;
    assert_eq!(r.status(), StatusCode::OK);
    // The recruiters' template is another one, unchanged.
    let recruiters = json(admin.get("/api/admin/warning-template").await).await;
    assert!(recruiters["body"].as_str().unwrap().contains("{company}"));

    report(&p.recruiter, json!({"profileId": p.profile_id, "reason": "spam"})).await;
    let id = queue(&admin).await["reports"][0]["id"].as_str().unwrap().to_owned();
    assert_eq!(act(&admin, &id, "warn", "A first warning").await.status(), StatusCode::OK);
    // Their address also had the notice of the request.
    let mail = wait_for_outbox(&app, SECRETS[2], 2).await;
    let warning = mail.iter().find(|m| m.0 == format!("About {CODENAME}")).unwrap_or_else(|| panic!("{mail:?}"));
    assert_eq!(warning.1, format!("Dear {CODENAME}: please be civil."));
    assert_eq!(search_total(&p.recruiter).await, 1, "a warning does not suspend");
    let log = json(admin.get("/api/admin/audit-log").await).await;
    assert_eq!(log["entries"][0]["action"], "job_seeker_warned");
}
