//! What the assistant is, for the labels beside its text: which generator writes it
//! (Veil's built-in one, or the configured model by name; never the endpoint's address)
//! and what is sent to it.

use axum::extract::{FromRef, State};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::Assistant;
use crate::{http::json::ApiJson, state::AppState};

pub fn router<S>() -> OpenApiRouter<S>
where
    S: Clone + Send + Sync + 'static,
    AppState: FromRef<S>,
    Assistant: FromRef<S>,
{
    OpenApiRouter::new().routes(routes!(about))
}

/// Which generator writes the assistant's text, and what it is given.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AssistantAbout {
    /// `builtin` (runs on Veil's server; nothing leaves it) or `model` (an external
    /// OpenAI-compatible service).
    pub generator: String,
    /// The configured model's name when `generator` is `model`.
    pub model: Option<String>,
    /// What each request carries, in words.
    pub sent: String,
}

/// What is sent: the same sentence whichever generator runs.
pub const SENT: &str = "Only the text you type into the assistant (a job title, keywords, a headline, your \
    strengths and skills), with e-mail addresses, links and phone numbers removed. Never your name, e-mail, phone, \
    LinkedIn URL or photo.";

/// The assistant as people are told about it. Public: the labels show before sign-in too.
#[utoipa::path(get, path = "/api/assistant/about", tag = "assistant", responses((status = 200, body = AssistantAbout)))]
async fn about(State(state): State<AppState>, State(assistant): State<Assistant>) -> ApiJson<AssistantAbout> {
    let (generator, model) = match &assistant {
        Assistant::Builtin => ("builtin", None),
        Assistant::OpenAi(_) => ("model", Some(state.settings.ai_model.clone())),
    };
    ApiJson(AssistantAbout { generator: generator.into(), model, sent: SENT.into() })
}
