//! The assistant over HTTP: the built-in generator, and an OpenAI-compatible endpoint
//! played by a small local server that speaks the chat-completions protocol.

use crate::common;

use std::{
    sync::{Arc, Mutex},
    time::Duration,
};

use axum::{Json, Router, extract::State, http::StatusCode as AxumStatus, response::IntoResponse, routing::post};
use common::{Backend, Browser, TestApp, error_code, json};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

backend_tests!(
    builtin_assistant_generates_useful_text,
    assistant_input_is_validated,
    codenames_follow_the_rules_are_free_and_never_name_the_person,
    openai_compatible_endpoint_success_and_failures,
);

async fn seeker(app: &TestApp, email: &str, first: &str, last: &str) -> Browser {
    let b = app.new_browser();
    b.sign_in(email, first, last).await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    b
}

async fn generate(b: &Browser, kind: &str, input: &str) -> reqwest::Response {
    b.send_json(
        Method::POST,
        "/api/assistant/generate",
        &json!({"type": kind, "input": input, "existingSkills": "Rust, Tokio"}),
    )
    .await
}

async fn builtin_assistant_generates_useful_text(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let b = seeker(&app, "gen@example.com", "Gen", "Erate").await;
    let headline = json(generate(&b, "headline", "senior rust backend engineer").await).await;
    assert!(headline["result"].as_str().unwrap().contains("Rust"), "{headline}");
    let skills = json(generate(&b, "skills", "Registered Nurse").await).await;
    assert!(skills["result"].as_str().unwrap().split(", ").any(|s| s == "Patient Care"), "{skills}");
    let pitch = json(generate(&b, "pitch", "calm under pressure, write to me at gen@example.com").await).await;
    let pitch = pitch["result"].as_str().unwrap();
    assert!(pitch.len() > 100 && !pitch.contains("gen@example.com"), "{pitch}");
}

async fn assistant_input_is_validated(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let b = seeker(&app, "val@example.com", "Val", "Id").await;
    let empty = generate(&b, "headline", "   ").await;
    assert_eq!(empty.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(json(empty).await["error"]["message"], "Please enter job title or keywords");
    assert_eq!(json(generate(&b, "pitch", "").await).await["error"]["message"], "Please enter your strengths");
    let huge = generate(&b, "headline", &"engineer ".repeat(1200)).await;
    assert_eq!(error_code(huge).await, "input_too_long");
    let bad_type = b.send_json(Method::POST, "/api/assistant/generate", &json!({"type": "poem", "input": "x"})).await;
    assert_eq!(bad_type.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let codename = b.send_json(Method::POST, "/api/assistant/codenames", &json!({"jobTitle": " "})).await;
    assert_eq!(json(codename).await["error"]["message"], "Please enter a job title or keywords");
    // Recruiters do not get the job seeker's assistant.
    let rec = app.new_browser();
    rec.sign_in("rec@example.com", "Rec", "Ruiter").await;
    rec.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    assert_eq!(generate(&rec, "headline", "x").await.status(), StatusCode::FORBIDDEN);
}

async fn codenames_follow_the_rules_are_free_and_never_name_the_person(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let b = seeker(&app, "harbour.rust@example.com", "Harbour", "Rust").await;
    let r =
        json(b.send_json(Method::POST, "/api/assistant/codenames", &json!({"jobTitle": "Rust engineer"})).await).await;
    let names: Vec<String> = serde_json::from_value(r["codenames"].clone()).unwrap();
    assert!(!names.is_empty() && names.len() <= 5, "{names:?}");
    for name in &names {
        assert!(veil::seekers::model::Codename::parse(name).is_ok(), "{name}");
        assert!(!name.contains("harbour") && !name.contains("rust"), "{name} contains the person's name");
    }
    // Take the first one; it is not offered again.
    let profile = json!({"codename": names[0], "headline": "Rust engineer", "skills": ["Rust"]});
    let other = seeker(&app, "other@example.com", "Oth", "Er").await;
    assert_eq!(other.send_json(Method::PUT, "/api/profile", &profile).await.status(), StatusCode::OK);
    let again =
        json(b.send_json(Method::POST, "/api/assistant/codenames", &json!({"jobTitle": "Rust engineer"})).await).await;
    assert!(!again["codenames"].as_array().unwrap().iter().any(|c| c == &json!(names[0])));
}

/// What the stand-in endpoint answers next.
#[derive(Clone, Copy)]
enum Behaviour {
    Answer,
    ServerError,
    Slow,
    Malformed,
    Codenames,
}

#[derive(Clone)]
struct Fake {
    behaviour: Arc<Mutex<Behaviour>>,
    last_request: Arc<Mutex<Value>>,
}

async fn chat_completions(State(fake): State<Fake>, Json(body): Json<Value>) -> axum::response::Response {
    *fake.last_request.lock().unwrap() = body;
    let behaviour = *fake.behaviour.lock().unwrap();
    let answer = |text: &str| {
        Json(json!({"id": "c1", "object": "chat.completion", "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}]})).into_response()
    };
    match behaviour {
        Behaviour::Answer => answer("Principal Platform Engineer | Reliability at Scale"),
        Behaviour::Codenames => answer("Bad Name!, quiet-ember, x, quiet-ember, deep-river-7"),
        Behaviour::ServerError => (AxumStatus::INTERNAL_SERVER_ERROR, "boom").into_response(),
        Behaviour::Malformed => {
            (AxumStatus::OK, [("content-type", "application/json")], "{\"choices\": [").into_response()
        }
        Behaviour::Slow => {
            tokio::time::sleep(Duration::from_secs(5)).await;
            answer("too late")
        }
    }
}

async fn openai_compatible_endpoint_success_and_failures(backend: Backend) {
    let fake =
        Fake { behaviour: Arc::new(Mutex::new(Behaviour::Answer)), last_request: Arc::new(Mutex::new(Value::Null)) };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}/v1", listener.local_addr().unwrap());
    let server = Router::new().route("/v1/chat/completions", post(chat_completions)).with_state(fake.clone());
    tokio::spawn(async move { axum::serve(listener, server).await.unwrap() });

    let app = TestApp::spawn_with(
        backend,
        Box::new(move |s| {
            s.ai_base_url = base;
            s.ai_api_key = veil::config::Secret::new("sk-test");
            s.ai_model = "test-model".into();
            s.ai_timeout_secs = 1;
        }),
    )
    .await;
    let b = seeker(&app, "llm@example.com", "Lara", "Lang").await;

    let ok = json(generate(&b, "headline", "platform engineer, mail lara@example.com").await).await;
    assert_eq!(ok["result"], "Principal Platform Engineer | Reliability at Scale");
    let sent = fake.last_request.lock().unwrap().clone();
    assert_eq!(sent["model"], "test-model");
    assert!(!sent.to_string().contains("lara@example.com"), "contact details are not sent to the vendor: {sent}");

    for (behaviour, code, status) in [
        (Behaviour::ServerError, "assistant_unavailable", StatusCode::BAD_GATEWAY),
        (Behaviour::Malformed, "assistant_invalid_response", StatusCode::BAD_GATEWAY),
        (Behaviour::Slow, "assistant_timeout", StatusCode::BAD_GATEWAY),
    ] {
        *fake.behaviour.lock().unwrap() = behaviour;
        let r = generate(&b, "headline", "platform engineer").await;
        assert_eq!(r.status(), status, "{code}");
        assert_eq!(error_code(r).await, code);
    }

    // Codenames that break the rules or repeat are dropped; the rest are offered.
    *fake.behaviour.lock().unwrap() = Behaviour::Codenames;
    let r = json(b.send_json(Method::POST, "/api/assistant/codenames", &json!({"jobTitle": "engineer"})).await).await;
    assert_eq!(r["codenames"], json!(["quiet-ember", "deep-river-7"]));
}
