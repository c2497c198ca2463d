//! Reveal requests as the tests send and answer them over HTTP.

use reqwest::{Method, Response, StatusCode};
use serde_json::json;

use super::{Browser, json};

/// POST /api/reveal-requests with a short message; the raw answer.
pub async fn post_request(recruiter: &Browser, profile_id: &str) -> Response {
    recruiter
        .send_json(Method::POST, "/api/reveal-requests", &json!({"profileId": profile_id, "message": "Shall we talk?"}))
        .await
}

/// Sends a request that must be accepted; returns its id.
pub async fn send_request(recruiter: &Browser, profile_id: &str) -> String {
    let r = post_request(recruiter, profile_id).await;
    assert_eq!(r.status(), StatusCode::CREATED, "{}", r.text().await.unwrap());
    json(r).await["id"].as_str().unwrap().to_owned()
}

/// Approves (for 30 days) or declines request `id` as the job seeker it was sent to.
pub async fn answer_request(seeker: &Browser, id: &str, status: &str) {
    let body =
        if status == "approved" { json!({"status": status, "duration": "days_30"}) } else { json!({"status": status}) };
    let r = seeker.send_json(Method::PATCH, &format!("/api/reveal-requests/{id}"), &body).await;
    assert_eq!(r.status(), StatusCode::OK);
}
