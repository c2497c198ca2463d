//! Pure rules of the anonymous profile. Converting a request into these types *is* the
//! validation; the messages are the spec's.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::ApiError;

pub const CODENAME_MIN: usize = 3;
pub const CODENAME_MAX: usize = 30;
pub const HEADLINE_MAX: usize = 150;
pub const PITCH_MAX: usize = 2000;
pub const SKILL_MAX_CHARS: usize = 50;
pub const SKILLS_MAX: usize = 50;
pub const SALARY_MAX: i64 = 1_000_000_000;

/// A codename: 3 to 30 characters of lowercase letters, digits and hyphens, stored
/// lowercase.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Codename(String);

impl Codename {
    pub fn parse(raw: &str) -> Result<Self, ApiError> {
        let value = raw.trim().to_lowercase();
        let invalid = |m: &str| ApiError::validation("invalid_codename", m);
        if value.is_empty() {
            return Err(invalid("Codename is required"));
        }
        let length = value.chars().count();
        if length < CODENAME_MIN {
            return Err(invalid("Codename must be at least 3 characters"));
        }
        if length > CODENAME_MAX {
            return Err(invalid("Codename must be less than 30 characters"));
        }
        if !value.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-') {
            return Err(invalid("Only lowercase letters, numbers, and hyphens are allowed"));
        }
        Ok(Self(value))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

// The enums below are TEXT columns on both databases, spelled as in JSON.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema, sqlx::Type)]
#[serde(rename_all = "lowercase")]
#[sqlx(type_name = "text", rename_all = "lowercase")]
pub enum JobType {
    Remote,
    Onsite,
    Hybrid,
}

impl JobType {
    pub const ALL: [Self; 3] = [Self::Remote, Self::Onsite, Self::Hybrid];

    /// Exactly one of the three spellings, or nothing (a search filter refuses the rest).
    pub fn parse(raw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.as_str() == raw)
    }

    /// Unknown values fall back to remote, as the spec says.
    pub fn parse_or_default(raw: &str) -> Self {
        Self::parse(raw.trim().to_lowercase().as_str()).unwrap_or(Self::Remote)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Remote => "remote",
            Self::Onsite => "onsite",
            Self::Hybrid => "hybrid",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema, sqlx::Type)]
#[serde(rename_all = "lowercase")]
#[sqlx(type_name = "text", rename_all = "lowercase")]
pub enum ProfileStatus {
    Active,
    Passive,
    Hidden,
}

impl ProfileStatus {
    /// Unknown values fall back to active, as the spec says.
    pub fn parse_or_default(raw: &str) -> Self {
        let raw = raw.trim().to_lowercase();
        [Self::Passive, Self::Hidden].into_iter().find(|s| s.as_str() == raw).unwrap_or(Self::Active)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Active => "active",
            Self::Passive => "passive",
            Self::Hidden => "hidden",
        }
    }
}

/// Skills: trimmed, blanks dropped, duplicates (any case) removed, order kept.
pub fn normalize_skills<S: AsRef<str>>(raw: &[S]) -> Result<Vec<String>, ApiError> {
    let mut out: Vec<String> = Vec::new();
    for skill in raw {
        let skill = skill.as_ref().trim();
        if skill.is_empty() {
            continue;
        }
        if skill.chars().count() > SKILL_MAX_CHARS {
            return Err(ApiError::validation("invalid_skills", "Each skill must be 50 characters or fewer"));
        }
        if !out.iter().any(|s| s.eq_ignore_ascii_case(skill) || s.to_lowercase() == skill.to_lowercase()) {
            out.push(skill.to_owned());
        }
    }
    if out.len() > SKILLS_MAX {
        return Err(ApiError::validation("invalid_skills", "Please list at most 50 skills"));
    }
    Ok(out)
}

/// The schema of a skill list as the server takes it: 1 to 50 skills, each with some
/// text and at most 50 characters.
pub fn skills_schema() -> utoipa::openapi::schema::Array {
    crate::http::json::texts_schema(SKILLS_MAX, SKILL_MAX_CHARS)
}

pub fn skills_schema_nullable() -> utoipa::openapi::schema::Array {
    use utoipa::openapi::schema::{SchemaType, Type};
    let mut schema = skills_schema();
    schema.schema_type = SchemaType::from_iter([Type::Array, Type::Null]);
    schema
}

/// Splits a comma-separated skills text (as the assistant returns it).
pub fn split_skills(text: &str) -> Vec<String> {
    text.split(',').map(str::trim).filter(|s| !s.is_empty()).map(str::to_owned).collect()
}

/// Adds skills that are not present yet (case-insensitive); returns how many were added.
pub fn merge_skills(existing: &mut Vec<String>, new: &[String]) -> usize {
    let mut added = 0;
    for skill in new {
        if !existing.iter().any(|s| s.to_lowercase() == skill.to_lowercase()) {
            existing.push(skill.clone());
            added += 1;
        }
    }
    added
}

fn bounded_text(raw: &str, max: usize, code: &'static str, message: &str) -> Result<String, ApiError> {
    let text = raw.trim();
    if text.chars().count() > max {
        return Err(ApiError::validation(code, message));
    }
    Ok(text.to_owned())
}

pub fn headline(raw: &str) -> Result<String, ApiError> {
    bounded_text(raw, HEADLINE_MAX, "invalid_headline", "The headline must be 150 characters or fewer")
}

pub fn pitch(raw: &str) -> Result<String, ApiError> {
    bounded_text(raw, PITCH_MAX, "invalid_pitch", "The pitch must be 2000 characters or fewer")
}

pub fn salary(value: i64) -> Result<i64, ApiError> {
    if !(0..=SALARY_MAX).contains(&value) {
        return Err(ApiError::validation("invalid_salary", "Please enter a salary between 0 and 1,000,000,000"));
    }
    Ok(value)
}

/// A LinkedIn profile address, or nothing.
pub fn linkedin_url(raw: &str) -> Result<Option<String>, ApiError> {
    let text = raw.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let invalid = || {
        ApiError::validation(
            "invalid_linkedin_url",
            "Please enter a valid LinkedIn URL (https://www.linkedin.com/in/...)",
        )
    };
    let url = url::Url::parse(text).map_err(|_| invalid())?;
    let host_ok = matches!(url.host_str(), Some(h) if h == "linkedin.com" || h.ends_with(".linkedin.com"));
    if url.scheme() != "https" || !host_ok || text.len() > 300 {
        return Err(invalid());
    }
    Ok(Some(text.to_owned()))
}

/// A phone number (digits with optional spaces, dashes, dots or brackets) and its
/// country calling code (`+` and 1 to 4 digits), or nothing.
pub fn phone(number: &str, country_code: &str) -> Result<(Option<String>, Option<String>), ApiError> {
    let number = number.trim();
    let code = country_code.trim();
    let code = if code.is_empty() { None } else { Some(code) };
    if let Some(c) = code {
        let digits = c.strip_prefix('+').unwrap_or("");
        if digits.is_empty() || digits.len() > 4 || !digits.chars().all(|d| d.is_ascii_digit()) {
            return Err(ApiError::validation("invalid_phone", "Please choose a country code"));
        }
    }
    if number.is_empty() {
        return Ok((None, code.map(str::to_owned)));
    }
    let digit_count = number.chars().filter(char::is_ascii_digit).count();
    // A leading `+` is allowed: people often type the number with its country code.
    let rest = number.strip_prefix('+').unwrap_or(number);
    let allowed = rest.chars().all(|c| c.is_ascii_digit() || " -.()".contains(c));
    if !allowed || !(4..=15).contains(&digit_count) {
        return Err(ApiError::validation("invalid_phone", "Please enter a valid phone number"));
    }
    Ok((Some(number.to_owned()), code.map(str::to_owned)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(err: ApiError) -> String {
        err.to_string()
    }

    #[test]
    fn codename_rules_and_messages() {
        assert_eq!(Codename::parse("  Quiet-Fox-42 ").unwrap().as_str(), "quiet-fox-42");
        assert_eq!(message(Codename::parse(" ").unwrap_err()), "Codename is required");
        assert_eq!(message(Codename::parse("ab").unwrap_err()), "Codename must be at least 3 characters");
        assert!(Codename::parse(&"a".repeat(30)).is_ok());
        assert_eq!(message(Codename::parse(&"a".repeat(31)).unwrap_err()), "Codename must be less than 30 characters");
        for bad in ["quiet fox", "quiet_fox", "fox!", "renée", "fox🦊"] {
            assert_eq!(
                message(Codename::parse(bad).unwrap_err()),
                "Only lowercase letters, numbers, and hyphens are allowed",
                "{bad}"
            );
        }
    }

    #[test]
    fn job_type_and_status_fall_back() {
        assert_eq!(JobType::parse_or_default("Hybrid"), JobType::Hybrid);
        assert_eq!(JobType::parse_or_default("freelance"), JobType::Remote);
        assert_eq!(ProfileStatus::parse_or_default("hidden"), ProfileStatus::Hidden);
        assert_eq!(ProfileStatus::parse_or_default(""), ProfileStatus::Active);
    }

    #[test]
    fn a_job_type_filter_takes_exactly_the_three_spellings() {
        assert_eq!(JobType::parse("onsite"), Some(JobType::Onsite));
        assert_eq!(JobType::parse("Onsite"), None);
        assert_eq!(JobType::parse("freelance"), None);
    }

    #[tokio::test]
    async fn kinds_are_stored_in_their_json_spelling() {
        let pool = sqlx::SqlitePool::connect("sqlite::memory:").await.unwrap();
        let (status, job_type): (String, String) = sqlx::query_as("SELECT $1, $2")
            .bind(ProfileStatus::Hidden)
            .bind(JobType::Hybrid)
            .fetch_one(&pool)
            .await
            .unwrap();
        assert_eq!((status.as_str(), job_type.as_str()), ("hidden", "hybrid"));
        let back: ProfileStatus = sqlx::query_scalar("SELECT 'passive'").fetch_one(&pool).await.unwrap();
        assert_eq!(back, ProfileStatus::Passive);
    }

    #[test]
    fn skills_are_trimmed_deduplicated_and_merged_case_insensitively() {
        let skills = normalize_skills(&[" Rust ", "", "rust", "SQL", "  "]).unwrap();
        assert_eq!(skills, vec!["Rust", "SQL"]);
        let mut existing = skills;
        assert_eq!(merge_skills(&mut existing, &["sql".into(), "Tokio".into()]), 1);
        assert_eq!(existing, vec!["Rust", "SQL", "Tokio"]);
        assert_eq!(split_skills(" Rust, ,Tokio ,"), vec!["Rust", "Tokio"]);
        assert!(normalize_skills(&["x".repeat(51)]).is_err());
    }

    #[test]
    fn salaries_are_bounded() {
        assert_eq!(salary(0).unwrap(), 0);
        assert!(salary(-1).is_err());
        assert!(salary(SALARY_MAX + 1).is_err());
    }

    #[test]
    fn linkedin_urls_must_be_linkedin_over_https() {
        assert_eq!(linkedin_url("").unwrap(), None);
        assert!(linkedin_url("https://www.linkedin.com/in/jane").unwrap().is_some());
        for bad in
            ["http://www.linkedin.com/in/jane", "https://linkedin.com.evil.example/in/x", "javascript:alert(1)", "jane"]
        {
            assert!(linkedin_url(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn phone_numbers() {
        assert_eq!(phone("0412 345 678", "+61").unwrap(), (Some("0412 345 678".into()), Some("+61".into())));
        assert_eq!(phone("", "").unwrap(), (None, None));
        assert!(phone("call me", "+61").is_err());
        assert!(phone("+61 412 345 678", "+61").is_ok());
        assert!(phone("61+412", "+61").is_err());
        assert!(phone("123", "+61").is_err());
        assert!(phone("0412345678", "61").is_err());
    }
}
