//! AI that says it is AI, and is told nothing about the person: through the
//! OpenAI-compatible double, every request the assistant makes carries only what the
//! person typed into it (never their name, e-mail, phone, LinkedIn URL or photo, all
//! planted on their account), and `/api/assistant/about` names the generator.

use crate::common;

use std::sync::{Arc, Mutex};

use axum::{Json, Router, extract::State, response::IntoResponse, routing::post};
use common::{Backend, TestApp, json};
use reqwest::Method;
use serde_json::{Value, json};
use veil::with_db;

backend_tests!(no_request_to_the_model_carries_the_person, the_assistant_names_its_generator);

type Seen = Arc<Mutex<Vec<Value>>>;

/// The model: records each request and answers with text that passes every check.
async fn chat_completions(State(seen): State<Seen>, Json(body): Json<Value>) -> axum::response::Response {
    seen.lock().unwrap().push(body);
    let text = "quiet-ember, deep-river-7, Platform Reliability, Incident Response";
    Json(json!({"choices": [{"index": 0, "message": {"role": "assistant", "content": text}}]})).into_response()
}

async fn with_model(backend: Backend) -> (TestApp, Seen) {
    let seen: Seen = Arc::default();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}/v1", listener.local_addr().unwrap());
    let server = Router::new().route("/v1/chat/completions", post(chat_completions)).with_state(seen.clone());
    tokio::spawn(async move { axum::serve(listener, server).await.unwrap() });
    let app = TestApp::spawn_with(
        backend,
        Box::new(move |s| {
            s.ai_base_url = base;
            s.ai_model = "test-model".into();
        }),
    )
    .await;
    (app, seen)
}

const PHONE: &str = "7700900123";
const LINKEDIN: &str = "https://www.linkedin.com/in/ingrid-quarrington";
const PHOTO: &str = "profile-photos/zzphotokey0001.jpg";

async fn no_request_to_the_model_carries_the_person(backend: Backend) {
    let (app, seen) = with_model(backend).await;
    let email = "ingrid.quarrington@example.com";
    app.browser.sign_in(email, "Ingrid", "Quarrington").await;
    app.browser.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    let id = json(app.get("/api/session").await).await["user"]["id"].as_str().unwrap().to_owned();
    // The rest of the identity a reveal would show, planted where the server keeps it.
    with_db!(&app.db, pool => sqlx::query(
        "UPDATE user_profiles SET phone_number = $2, phone_country_code = '+44', linkedin_url = $3, \
             share_linkedin = TRUE, avatar_url = $4 WHERE id = $1",
    )
    .bind(&id)
    .bind(PHONE)
    .bind(LINKEDIN)
    .bind(PHOTO)
    .execute(pool)
    .await
    .map(|r| assert_eq!(r.rows_affected(), 1, "the identity is planted")))
    .unwrap();

    // What the person types, tool by tool, as the web app sends it.
    let typed: [(&str, Value); 4] = [
        ("/api/assistant/generate", json!({"type": "headline", "input": "platform engineer"})),
        ("/api/assistant/generate", json!({"type": "skills", "input": "Platform engineer for payments"})),
        (
            "/api/assistant/generate",
            json!({"type": "pitch", "input": "calm in incidents", "existingSkills": "Rust, Kubernetes"}),
        ),
        ("/api/assistant/codenames", json!({"jobTitle": "site reliability engineer"})),
    ];
    for (path, body) in &typed {
        let answer = app.browser.send_json(Method::POST, path, body).await;
        assert_eq!(answer.status(), 200, "{path} {body}");
    }

    let requests = seen.lock().unwrap().clone();
    assert!(requests.len() >= typed.len(), "each tool asked the model: {requests:?}");
    let forbidden = [
        "Ingrid",
        "Quarrington",
        "quarrington",
        email,
        PHONE,
        "900123",
        LINKEDIN,
        "linkedin.com",
        PHOTO,
        "zzphotokey",
        &id,
    ];
    let typed_text: Vec<String> = typed
        .iter()
        .flat_map(|(_, body)| {
            ["input", "existingSkills", "jobTitle"].into_iter().filter_map(|k| body[k].as_str().map(str::to_owned))
        })
        .collect();
    for request in &requests {
        let text = request.to_string();
        for word in forbidden {
            assert!(!text.contains(word), "a request to the model carries {word}: {text}");
        }
        // Only the model's settings and two messages: the fixed instructions, and the
        // person's typed text under its label.
        let mut keys: Vec<&str> = request.as_object().unwrap().keys().map(String::as_str).collect();
        keys.sort_unstable();
        assert_eq!(keys, ["max_tokens", "messages", "model", "temperature"], "{text}");
        let messages = request["messages"].as_array().unwrap();
        assert_eq!(messages.len(), 2, "{text}");
        assert_eq!(messages[0]["role"], "system");
        let mut user = messages[1]["content"].as_str().unwrap().to_owned();
        let before = user.clone();
        for typed in &typed_text {
            user = user.replace(typed.as_str(), "");
        }
        assert_ne!(user, before, "the request carries what was typed: {before}");
        for label in [
            "Job title or keywords:",
            "Headline:",
            "Strengths:",
            "Skills:",
            "Suggest 8 codenames for someone working as:",
        ] {
            user = user.replace(label, "");
        }
        assert!(user.trim().is_empty(), "the request carries more than what was typed: {before} (left: {user:?})");
    }
}

async fn the_assistant_names_its_generator(backend: Backend) {
    let (app, _) = with_model(backend.clone()).await;
    let about = json(app.new_browser().get("/api/assistant/about").await).await;
    assert_eq!(about["generator"], "model");
    assert_eq!(about["model"], "test-model");
    assert!(about["sent"].as_str().unwrap().contains("Never your name"), "{about}");
    assert!(!about.to_string().contains("127.0.0.1"), "the endpoint's address stays private: {about}");

    let builtin = TestApp::spawn(backend).await;
    let about = json(builtin.new_browser().get("/api/assistant/about").await).await;
    assert_eq!(about["generator"], "builtin");
    assert_eq!(about["model"], Value::Null);
}
