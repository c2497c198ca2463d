//! Assistant endpoints for job seekers.

use axum::extract::{FromRef, State};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{Assistant, AssistantError, GenerateKind, builtin};
use crate::{
    auth::{self, extract::JobSeeker},
    error::{ApiError, ApiResult, ErrorBody},
    http::{json::ApiJson, rate_limit::abuse_limit},
    seekers::{
        model::{Codename, split_skills},
        store::codename_is_free,
    },
    state::AppState,
};

/// How many codenames one request offers.
const CODENAMES_OFFERED: usize = 5;
const MAX_ATTEMPTS: usize = 6;

/// Under any router state that holds the shared state and the assistant.
pub fn router<S>(state: &AppState) -> OpenApiRouter<S>
where
    S: Clone + Send + Sync + 'static,
    AppState: FromRef<S>,
    Assistant: FromRef<S>,
{
    OpenApiRouter::new()
        .routes(routes!(generate))
        .routes(routes!(generate_codenames))
        .layer(abuse_limit(&state.settings))
}

impl From<AssistantError> for ApiError {
    fn from(err: AssistantError) -> Self {
        let code = match err {
            AssistantError::Timeout => "assistant_timeout",
            AssistantError::Unavailable => "assistant_unavailable",
            AssistantError::InvalidResponse => "assistant_invalid_response",
        };
        ApiError::Upstream { code, message: err.to_string() }
    }
}

/// The input, trimmed and checked: not empty, not longer than the assistant reads.
fn checked_input(raw: &str, empty_message: &str) -> ApiResult<String> {
    if raw.chars().count() > builtin::MAX_INPUT_CHARS {
        return Err(ApiError::validation("input_too_long", "Please keep this under 2000 characters"));
    }
    builtin::normalize_input(raw).ok_or_else(|| ApiError::validation("empty_input", empty_message))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GenerateRequest {
    #[serde(rename = "type")]
    pub kind: GenerateKind,
    #[schema(pattern = r"[^\s\x00-\x1f\x7f-\x9f]", max_length = 2000)]
    pub input: String,
    /// For a pitch: the person's skills, comma-separated.
    #[serde(default)]
    pub existing_skills: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GenerateResponse {
    /// The text; for skills, comma-separated.
    pub result: String,
}

/// A headline (from a job title or keywords), skills (from a headline) or a pitch (from
/// strengths and existing skills).
#[utoipa::path(post, path = "/api/assistant/generate", tag = "assistant", request_body = GenerateRequest,
    responses((status = 200, body = GenerateResponse), (status = 422, body = ErrorBody), (status = 502, body = ErrorBody)))]
async fn generate(
    State(assistant): State<Assistant>,
    JobSeeker(_user): JobSeeker,
    ApiJson(body): ApiJson<GenerateRequest>,
) -> ApiResult<ApiJson<GenerateResponse>> {
    let empty_message = match body.kind {
        GenerateKind::Pitch => "Please enter your strengths",
        _ => "Please enter job title or keywords",
    };
    let input = checked_input(&body.input, empty_message)?;
    let existing: Vec<String> = split_skills(&body.existing_skills).into_iter().take(50).collect();
    let result = assistant.generate(body.kind, &input, &existing).await?;
    Ok(ApiJson(GenerateResponse { result }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CodenameRequest {
    #[schema(pattern = r"[^\s\x00-\x1f\x7f-\x9f]", max_length = 2000)]
    pub job_title: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CodenameSuggestions {
    /// Each follows the codename rules and is not taken.
    pub codenames: Vec<String>,
}

/// Words of the person's identity a codename must not contain.
fn identity_words(first: &str, last: &str, email: &str) -> Vec<String> {
    let local = email.split('@').next().unwrap_or_default();
    [first, last, local]
        .iter()
        .flat_map(|s| s.split(|c: char| !c.is_alphanumeric()))
        .map(str::to_lowercase)
        .filter(|w| w.chars().count() >= 3)
        .collect()
}

/// Codenames from a job title that pass the rules, are free, and never contain the
/// person's name or e-mail.
#[utoipa::path(post, path = "/api/assistant/codenames", tag = "assistant", request_body = CodenameRequest,
    responses((status = 200, body = CodenameSuggestions), (status = 422, body = ErrorBody), (status = 502, body = ErrorBody)))]
async fn generate_codenames(
    State(state): State<AppState>,
    State(assistant): State<Assistant>,
    JobSeeker(user): JobSeeker,
    ApiJson(body): ApiJson<CodenameRequest>,
) -> ApiResult<ApiJson<CodenameSuggestions>> {
    let title = checked_input(&body.job_title, "Please enter a job title or keywords")?;
    let identity = auth::store::identity(&state.db, &user.id).await?;
    let forbidden = identity.map(|i| identity_words(&i.first_name, &i.last_name, &i.email)).unwrap_or_default();
    let mut offered: Vec<String> = Vec::new();
    for attempt in 0..MAX_ATTEMPTS {
        for candidate in assistant.codename_candidates(&title, attempt).await? {
            let Ok(codename) = Codename::parse(&candidate) else { continue };
            let name = codename.as_str();
            if offered.iter().any(|o| o == name) || forbidden.iter().any(|w| name.contains(w.as_str())) {
                continue;
            }
            if codename_is_free(&state.db, name, &user.seeker_id()).await? {
                offered.push(name.to_owned());
            }
            if offered.len() == CODENAMES_OFFERED {
                return Ok(ApiJson(CodenameSuggestions { codenames: offered }));
            }
        }
    }
    if offered.is_empty() {
        return Err(ApiError::validation(
            "no_unique_codenames",
            "No unique codenames were generated, please try again with different keywords",
        ));
    }
    Ok(ApiJson(CodenameSuggestions { codenames: offered }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identity_words_cover_names_and_the_mailbox() {
        let words = identity_words("Ana", "de Souza", "ana.souza@example.com");
        assert_eq!(words, vec!["ana", "souza", "ana", "souza"]);
    }
}
