//! The AI assistant for job seekers: headlines, skills, pitches and codenames. One
//! interface, two providers: the built-in deterministic generator (the default, offline)
//! and any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM,
//! llama.cpp) when `VEIL_AI_BASE_URL` is set.

pub mod builtin;
pub mod openai;
pub mod routes;

use serde::Deserialize;
use utoipa::ToSchema;

use crate::config::Settings;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum GenerateKind {
    Headline,
    Skills,
    Pitch,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum AssistantError {
    #[error("The AI assistant took too long to answer. Please try again later.")]
    Timeout,
    #[error("The AI assistant is unavailable right now. Please try again later.")]
    Unavailable,
    #[error("Received an invalid response from the AI assistant")]
    InvalidResponse,
}

#[derive(Clone)]
pub enum Assistant {
    Builtin,
    OpenAi(openai::OpenAiClient),
}

impl Assistant {
    pub fn from_settings(settings: &Settings) -> anyhow::Result<Self> {
        if settings.ai_base_url.trim().is_empty() {
            return Ok(Self::Builtin);
        }
        Ok(Self::OpenAi(openai::OpenAiClient::from_settings(settings)?))
    }

    /// Generates text of `kind` from `input` (already checked to be non-empty). For
    /// skills the input is the headline and the answer is comma-separated.
    pub async fn generate(
        &self,
        kind: GenerateKind,
        input: &str,
        existing_skills: &[String],
    ) -> Result<String, AssistantError> {
        match self {
            Self::Builtin => Ok(match kind {
                GenerateKind::Headline => builtin::headline(input),
                GenerateKind::Skills => builtin::skills(input).join(", "),
                GenerateKind::Pitch => builtin::pitch(input, existing_skills),
            }),
            Self::OpenAi(client) => client.generate(kind, input, existing_skills).await,
        }
    }

    /// Candidate codenames from a job title; `attempt` asks for a different batch. The
    /// caller checks the rules and availability of each.
    pub async fn codename_candidates(&self, job_title: &str, attempt: usize) -> Result<Vec<String>, AssistantError> {
        const BATCH: usize = 8;
        match self {
            Self::Builtin => Ok(builtin::codenames_with_offset(job_title, BATCH, attempt * BATCH)),
            Self::OpenAi(client) => client.codenames(job_title, BATCH).await,
        }
    }
}
