//! A conversation whose other person deleted their account: the one who stays keeps
//! their own messages and sees "This person has left Veil" in place of the other's, with
//! nothing of the one who left (text, codename, company, identity) anywhere; only they
//! list or delete it; and a recruiter the leaving job seeker shielded or blocked keeps
//! nothing (the thread was gone for them, and must not come back to say so).

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::support::{CODENAME, COMPANY, SECRETS, app, count, people, recruiter, write_ok};
use crate::common::{Backend, Browser, error_code, json};

crate::backend_tests!(
    when_the_job_seeker_leaves_the_recruiter_keeps_only_their_own_messages,
    when_the_recruiter_leaves_the_job_seeker_keeps_theirs_and_only_they_can_delete_it,
    a_recruiter_the_leaving_job_seeker_shielded_keeps_nothing,
    a_recruiter_the_leaving_job_seeker_blocked_keeps_nothing,
);

const QUESTION: &str = "Zq is the role remote?";
const REPLY: &str = "Zq mostly, I hope. What is the team like?";
const FOLLOW_UP: &str = "Zq eight engineers in Berlin.";

async fn departed(b: &Browser) -> Value {
    let r = b.get("/api/departed-threads").await;
    assert_eq!(r.status(), StatusCode::OK);
    json(r).await["threads"].clone()
}

/// Each message of the one kept conversation as (mine, body or null).
fn shown(threads: &Value) -> Vec<(bool, Value)> {
    assert_eq!(threads.as_array().unwrap().len(), 1, "{threads}");
    threads[0]["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["mine"].as_bool().unwrap(), m["body"].clone()))
        .collect()
}

async fn leave(b: &Browser) {
    assert_eq!(b.send_empty(Method::DELETE, "/api/account").await.status(), StatusCode::NO_CONTENT);
}

async fn when_the_job_seeker_leaves_the_recruiter_keeps_only_their_own_messages(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    assert_eq!(departed(&p.recruiter).await, json!([]), "nothing before anyone leaves");
    write_ok(&p.recruiter, &p.request, QUESTION).await;
    write_ok(&p.seeker, &p.request, REPLY).await;
    write_ok(&p.recruiter, &p.request, FOLLOW_UP).await;

    leave(&p.seeker).await;
    let threads = departed(&p.recruiter).await;
    assert_eq!(shown(&threads), [(true, json!(QUESTION)), (false, Value::Null), (true, json!(FOLLOW_UP))]);
    assert_eq!(threads[0]["you"], "recruiter");
    let text = threads.to_string();
    for gone in [REPLY, CODENAME, &p.profile_id].into_iter().chain(SECRETS) {
        assert!(!text.contains(gone), "{gone} outlived the account that left: {text}");
    }
    // Not in the database either: only the recruiter's own text is kept.
    assert_eq!(count(&app, "SELECT COUNT(*) FROM departed_messages WHERE body LIKE '%mostly%'").await, 0);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM departed_messages WHERE body IS NULL").await, 1);
}

async fn when_the_recruiter_leaves_the_job_seeker_keeps_theirs_and_only_they_can_delete_it(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    write_ok(&p.recruiter, &p.request, QUESTION).await;
    write_ok(&p.seeker, &p.request, REPLY).await;
    // A request without a conversation leaves nothing behind.
    let quiet = recruiter(&app, "quinn@quiet.example", "Quiet Co").await;
    let r = quiet
        .send_json(Method::POST, "/api/reveal-requests", &json!({"profileId": p.profile_id, "message": "Hi"}))
        .await;
    assert_eq!(r.status(), StatusCode::CREATED);

    leave(&p.recruiter).await;
    leave(&quiet).await;
    let threads = departed(&p.seeker).await;
    assert_eq!(shown(&threads), [(false, Value::Null), (true, json!(REPLY))]);
    assert_eq!(threads[0]["you"], "job_seeker");
    let text = threads.to_string();
    for gone in [QUESTION, COMPANY, "Rhea", "Quiet Co"] {
        assert!(!text.contains(gone), "{gone} outlived the account that left: {text}");
    }

    // Only its owner deletes it; anyone else (or a made-up id) gets the same 404.
    let id = threads[0]["id"].as_str().unwrap().to_owned();
    let stranger = recruiter(&app, "sam@elsewhere.example", "Elsewhere").await;
    stranger.send_json(Method::PUT, "/api/roles", &json!({"role": "both"})).await;
    assert_eq!(departed(&stranger).await, json!([]));
    for (who, b, target) in [("stranger", &stranger, id.as_str()), ("owner", &p.seeker, "not-an-id")] {
        let r = b.send_empty(Method::DELETE, &format!("/api/departed-threads/{target}")).await;
        assert_eq!(r.status(), StatusCode::NOT_FOUND, "{who} deletes {target}");
        assert_eq!(error_code(r).await, "conversation_not_found");
    }
    assert_eq!(departed(&p.seeker).await.as_array().unwrap().len(), 1, "still there");
    let r = p.seeker.send_empty(Method::DELETE, &format!("/api/departed-threads/{id}")).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    assert_eq!(departed(&p.seeker).await, json!([]));
    assert_eq!(count(&app, "SELECT COUNT(*) FROM departed_messages").await, 0, "its messages went with it");
}

async fn a_recruiter_the_leaving_job_seeker_shielded_keeps_nothing(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    write_ok(&p.recruiter, &p.request, QUESTION).await;
    let r =
        p.seeker.send_json(Method::PUT, "/api/employer-shield", &json!({"entries": [{"companyName": COMPANY}]})).await;
    assert_eq!(r.status(), StatusCode::OK);

    leave(&p.seeker).await;
    assert_eq!(departed(&p.recruiter).await, json!([]), "the thread stays gone, as the shield made it");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM departed_threads").await, 0);
}

async fn a_recruiter_the_leaving_job_seeker_blocked_keeps_nothing(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    write_ok(&p.recruiter, &p.request, QUESTION).await;
    let r = p.seeker.send_json(Method::POST, "/api/blocks", &json!({"requestId": p.request})).await;
    assert_eq!(r.status(), StatusCode::CREATED);

    leave(&p.seeker).await;
    assert_eq!(departed(&p.recruiter).await, json!([]), "the thread stays gone, as the block made it");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM departed_threads").await, 0);
}
