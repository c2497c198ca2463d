//! What a recruiter may say up front about the job behind a reveal request: role title,
//! salary range, work mode and location, each optional. Validated here, once; the
//! salary figures follow the profile's salary rule (`seekers::model::salary`).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{
    error::ApiError,
    seekers::model::{self as profile_rules, JobType},
};

pub const ROLE_TITLE_MAX: usize = 120;
pub const LOCATION_MAX: usize = 200;

// TEXT on both databases, spelled as in JSON.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema, sqlx::Type)]
#[serde(rename_all = "lowercase")]
#[sqlx(type_name = "text", rename_all = "lowercase")]
pub enum SalaryPeriod {
    Year,
    Month,
    Hour,
}

impl SalaryPeriod {
    fn per(self) -> &'static str {
        match self {
            Self::Year => "a year",
            Self::Month => "a month",
            Self::Hour => "an hour",
        }
    }
}

/// The structured part of a request. In a request body every field is optional; in a
/// response, salary figures come with their currency and period.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Offer {
    #[schema(max_length = 120)]
    pub role_title: Option<String>,
    #[schema(minimum = 0, maximum = 1_000_000_000)]
    pub salary_min: Option<i64>,
    #[schema(minimum = 0, maximum = 1_000_000_000)]
    pub salary_max: Option<i64>,
    /// ISO 4217 code such as `USD`; required with a salary figure.
    #[schema(pattern = "^[A-Z]{3}$")]
    pub salary_currency: Option<String>,
    /// Defaults to `year` with a salary figure.
    pub salary_period: Option<SalaryPeriod>,
    /// `remote`, `onsite` or `hybrid`.
    pub work_mode: Option<JobType>,
    #[schema(max_length = 200)]
    #[sqlx(rename = "job_location")]
    pub location: Option<String>,
}

fn optional_text(
    raw: Option<String>,
    max: usize,
    code: &'static str,
    message: &str,
) -> Result<Option<String>, ApiError> {
    let Some(text) = raw.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty()) else { return Ok(None) };
    if text.chars().count() > max {
        return Err(ApiError::validation(code, message));
    }
    Ok(Some(text))
}

impl Offer {
    /// The offer as stored, or `None` when nothing was said. Blank text counts as absent;
    /// a currency or period without any figure is dropped.
    pub fn parse(raw: Offer) -> Result<Option<Offer>, ApiError> {
        let role_title = optional_text(
            raw.role_title,
            ROLE_TITLE_MAX,
            "invalid_role_title",
            "The role title must be 120 characters or fewer",
        )?;
        let location = optional_text(
            raw.location,
            LOCATION_MAX,
            "invalid_location",
            "The location must be 200 characters or fewer",
        )?;
        let salary_min = raw.salary_min.map(profile_rules::salary).transpose()?;
        let salary_max = raw.salary_max.map(profile_rules::salary).transpose()?;
        if let (Some(min), Some(max)) = (salary_min, salary_max)
            && min > max
        {
            return Err(ApiError::validation(
                "invalid_salary_range",
                "The minimum salary must not be above the maximum",
            ));
        }
        let has_salary = salary_min.is_some() || salary_max.is_some();
        let (salary_currency, salary_period) = if has_salary {
            let currency = raw.salary_currency.map(|c| c.trim().to_owned()).unwrap_or_default();
            if currency.len() != 3 || !currency.bytes().all(|b| b.is_ascii_uppercase()) {
                return Err(ApiError::validation(
                    "invalid_currency",
                    "Please choose the salary's currency (a three-letter code such as USD)",
                ));
            }
            (Some(currency), Some(raw.salary_period.unwrap_or(SalaryPeriod::Year)))
        } else {
            (None, None)
        };
        let offer = Offer {
            role_title,
            salary_min,
            salary_max,
            salary_currency,
            salary_period,
            work_mode: raw.work_mode,
            location,
        };
        Ok((offer != Offer::default()).then_some(offer))
    }

    /// One line for the job seeker's notification, e.g. "Data Engineer · USD 90,000–120,000
    /// a year · Remote · Berlin".
    pub fn summary(&self) -> String {
        let mut parts: Vec<String> = Vec::new();
        if let Some(title) = &self.role_title {
            parts.push(title.clone());
        }
        if let (Some(currency), Some(period)) = (&self.salary_currency, self.salary_period) {
            let figures = match (self.salary_min, self.salary_max) {
                (Some(min), Some(max)) if min == max => thousands(min),
                (Some(min), Some(max)) => format!("{}–{}", thousands(min), thousands(max)),
                (Some(min), None) => format!("from {}", thousands(min)),
                (None, Some(max)) => format!("up to {}", thousands(max)),
                (None, None) => String::new(),
            };
            parts.push(format!("{currency} {figures} {}", period.per()));
        }
        if let Some(mode) = self.work_mode {
            parts.push(capitalised(mode.as_str()));
        }
        if let Some(location) = &self.location {
            parts.push(location.clone());
        }
        parts.join(" · ")
    }
}

fn thousands(n: i64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(offer: Offer) -> String {
        match Offer::parse(offer).unwrap_err() {
            ApiError::Validation { code, .. } => code.to_owned(),
            other => panic!("not a validation error: {other:?}"),
        }
    }

    #[test]
    fn nothing_said_is_no_offer() {
        assert_eq!(Offer::parse(Offer::default()).unwrap(), None);
        let blank = Offer { role_title: Some("  ".into()), salary_currency: Some("EUR".into()), ..Offer::default() };
        assert_eq!(Offer::parse(blank).unwrap(), None, "blank text and a lone currency say nothing");
    }

    #[test]
    fn salary_figures_follow_the_profile_rule_and_need_a_currency() {
        assert_eq!(
            code(Offer { salary_min: Some(-1), salary_currency: Some("USD".into()), ..Offer::default() }),
            "invalid_salary"
        );
        assert_eq!(
            code(Offer { salary_max: Some(1_000_000_001), salary_currency: Some("USD".into()), ..Offer::default() }),
            "invalid_salary"
        );
        assert_eq!(
            code(Offer {
                salary_min: Some(10),
                salary_max: Some(9),
                salary_currency: Some("USD".into()),
                ..Offer::default()
            }),
            "invalid_salary_range"
        );
        assert_eq!(code(Offer { salary_min: Some(10), ..Offer::default() }), "invalid_currency");
        assert_eq!(
            code(Offer { salary_min: Some(10), salary_currency: Some("usd".into()), ..Offer::default() }),
            "invalid_currency"
        );
        let ok =
            Offer::parse(Offer { salary_max: Some(90_000), salary_currency: Some("EUR".into()), ..Offer::default() })
                .unwrap()
                .unwrap();
        assert_eq!(ok.salary_period, Some(SalaryPeriod::Year), "a year unless said otherwise");
    }

    #[test]
    fn texts_are_trimmed_and_bounded() {
        let ok =
            Offer::parse(Offer { role_title: Some(" Data Engineer ".into()), ..Offer::default() }).unwrap().unwrap();
        assert_eq!(ok.role_title.as_deref(), Some("Data Engineer"));
        assert_eq!(code(Offer { role_title: Some("r".repeat(121)), ..Offer::default() }), "invalid_role_title");
        assert_eq!(code(Offer { location: Some("l".repeat(201)), ..Offer::default() }), "invalid_location");
    }

    #[test]
    fn the_summary_reads_as_one_line() {
        let offer = Offer {
            role_title: Some("Data Engineer".into()),
            salary_min: Some(90_000),
            salary_max: Some(120_000),
            salary_currency: Some("USD".into()),
            salary_period: Some(SalaryPeriod::Year),
            work_mode: Some(JobType::Remote),
            location: Some("Berlin".into()),
        };
        assert_eq!(offer.summary(), "Data Engineer · USD 90,000–120,000 a year · Remote · Berlin");
        let from = Offer {
            salary_min: Some(50),
            salary_currency: Some("EUR".into()),
            salary_period: Some(SalaryPeriod::Hour),
            ..Offer::default()
        };
        assert_eq!(from.summary(), "EUR from 50 an hour");
    }
}
