//! An OpenAI-compatible chat-completions client (`POST {base}/chat/completions`). Works
//! with OpenAI, Ollama, vLLM and llama.cpp's server. Contact details are removed from
//! what is sent: the vendor never sees an e-mail address, URL or phone number.

use std::time::Duration;

use anyhow::Context;
use serde::Deserialize;
use serde_json::json;
use tracing::Instrument;

use super::{AssistantError, GenerateKind, builtin};
use crate::{config::Settings, seekers::model::split_skills, telemetry::propagation};

#[derive(Clone)]
pub struct OpenAiClient {
    endpoint: String,
    api_key: String,
    model: String,
    http: reqwest::Client,
}

#[derive(Deserialize)]
struct Completion {
    choices: Vec<Choice>,
}

#[derive(Deserialize)]
struct Choice {
    message: Message,
}

#[derive(Deserialize)]
struct Message {
    content: Option<String>,
}

impl OpenAiClient {
    pub fn from_settings(settings: &Settings) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(settings.ai_timeout_secs))
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .context("cannot build the AI HTTP client")?;
        Ok(Self {
            endpoint: format!("{}/chat/completions", settings.ai_base_url.trim().trim_end_matches('/')),
            api_key: settings.ai_api_key.expose().to_owned(),
            model: settings.ai_model.clone(),
            http,
        })
    }

    async fn complete(&self, system: &str, user: &str) -> Result<String, AssistantError> {
        let body = json!({
            "model": self.model,
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
            "temperature": 0.7,
            "max_tokens": 400,
        });
        let span = tracing::info_span!("ai.complete", model = %self.model, "otel.kind" = "client");
        let mut request = self.http.post(&self.endpoint).json(&body);
        if !self.api_key.is_empty() {
            request = request.bearer_auth(&self.api_key);
        }
        // The vendor sees the call as part of the same trace (W3C `traceparent`).
        let mut trace_headers = reqwest::header::HeaderMap::new();
        span.in_scope(|| propagation::inject_current(&mut trace_headers));
        let response = request.headers(trace_headers).send().instrument(span).await.map_err(|e| {
            if e.is_timeout() {
                AssistantError::Timeout
            } else {
                tracing::warn!(error = %e, "AI endpoint unreachable");
                AssistantError::Unavailable
            }
        })?;
        if !response.status().is_success() {
            tracing::warn!(status = %response.status(), "AI endpoint refused the request");
            return Err(AssistantError::Unavailable);
        }
        let completion: Completion = response
            .json()
            .await
            .map_err(|e| if e.is_timeout() { AssistantError::Timeout } else { AssistantError::InvalidResponse })?;
        let text = completion
            .choices
            .into_iter()
            .next()
            .and_then(|c| c.message.content)
            .map(|t| t.trim().trim_matches('"').trim().to_owned())
            .filter(|t| !t.is_empty())
            .ok_or(AssistantError::InvalidResponse)?;
        Ok(text)
    }

    pub async fn generate(
        &self,
        kind: GenerateKind,
        input: &str,
        existing_skills: &[String],
    ) -> Result<String, AssistantError> {
        let input = builtin::without_contact_details(input).ok_or(AssistantError::InvalidResponse)?;
        let (system, user) = match kind {
            GenerateKind::Headline => (
                "You write professional headlines for anonymous job-seeker profiles. Answer with one headline \
                 of at most 120 characters, no quotes, no names, no employer names.",
                format!("Job title or keywords: {input}"),
            ),
            GenerateKind::Skills => (
                "You suggest professional skills. Answer with 8 to 12 skills separated by commas and nothing \
                 else. No numbering, no explanations.",
                format!("Headline: {input}"),
            ),
            GenerateKind::Pitch => (
                "You write a 2 to 4 sentence first-person professional pitch for an anonymous job-seeker profile. \
                 Never include names, employer names, e-mail addresses, phone numbers or links.",
                format!("Strengths: {input}\nSkills: {}", existing_skills.join(", ")),
            ),
        };
        let text = self.complete(system, &user).await?;
        match kind {
            GenerateKind::Skills => {
                let skills: Vec<String> = split_skills(&text.replace('\n', ","))
                    .into_iter()
                    .map(|s| {
                        s.trim_start_matches(|c: char| c == '-' || c == '*' || c.is_ascii_digit() || c == '.')
                            .trim()
                            .to_owned()
                    })
                    .filter(|s| !s.is_empty() && s.chars().count() <= 50)
                    .collect();
                if skills.is_empty() { Err(AssistantError::InvalidResponse) } else { Ok(skills.join(", ")) }
            }
            _ => Ok(text.chars().take(if kind == GenerateKind::Headline { 150 } else { 2000 }).collect()),
        }
    }

    pub async fn codenames(&self, job_title: &str, count: usize) -> Result<Vec<String>, AssistantError> {
        let title = builtin::without_contact_details(job_title).ok_or(AssistantError::InvalidResponse)?;
        let text = self
            .complete(
                "You invent anonymous codenames. Answer with codenames separated by commas and nothing else. Each \
                 is 3 to 29 characters of lowercase letters, digits and hyphens, like quiet-harbour-42. Never use \
                 a person's name.",
                &format!("Suggest {count} codenames for someone working as: {title}"),
            )
            .await?;
        Ok(text
            .split([',', '\n'])
            .map(|s| s.trim().trim_matches('"').to_lowercase())
            .filter(|s| !s.is_empty())
            .collect())
    }
}
