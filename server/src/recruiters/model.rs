//! Pure rules of the company profile.

use crate::{
    error::ApiError,
    privacy::shield::keys::{company_key, domain},
};

/// A change of company name or website waits this long after the previous one, so a
/// recruiter cannot rename their company over and over to learn which employer each
/// profile hides from (each name held stays in the account's history besides).
pub const DETAILS_CHANGE_INTERVAL_MS: i64 = 30 * 86_400_000;

/// Whether saving `new` (name, website) over `current` changes what the employer shield
/// matches a company by: the name's key or the website's domain. Case, punctuation or a
/// legal form ("Acme" to "ACME Inc.") is no change.
pub fn changes_identity(current: (&str, &str), new: (&str, &str)) -> bool {
    company_key(current.0) != company_key(new.0) || domain(current.1) != domain(new.1)
}

/// When the company name or website may change again, if not at `now`: the previous
/// change (`None`: never) plus the interval.
pub fn next_change_allowed(last_change: Option<i64>, now: i64) -> Option<i64> {
    last_change.map(|at| at.saturating_add(DETAILS_CHANGE_INTERVAL_MS)).filter(|allowed| *allowed > now)
}

/// A required text field: trimmed, not empty, bounded.
pub fn required(raw: &str, max: usize, code: &'static str, label: &str) -> Result<String, ApiError> {
    let text = raw.trim();
    if text.is_empty() {
        return Err(ApiError::validation(code, format!("{label} is required")));
    }
    optional(text, max, code, label)
}

pub fn optional(raw: &str, max: usize, code: &'static str, label: &str) -> Result<String, ApiError> {
    let text = raw.trim();
    if text.chars().count() > max {
        return Err(ApiError::validation(code, format!("{label} must be {max} characters or fewer")));
    }
    Ok(text.to_owned())
}

/// A logo address typed by hand: empty, or an https URL. (Uploaded logos are stored
/// references, never typed.)
pub fn logo_url(raw: &str) -> Result<Option<String>, ApiError> {
    let text = raw.trim();
    if text.is_empty() {
        return Ok(None);
    }
    if text.starts_with("storage:company-logos/") {
        return Ok(Some(text.to_owned()));
    }
    let ok = url::Url::parse(text).is_ok_and(|u| u.scheme() == "https") && text.len() <= 500;
    if !ok {
        return Err(ApiError::validation("invalid_logo_url", "The logo URL must be a valid https:// address"));
    }
    Ok(Some(text.to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_new_name_key_or_website_domain_is_a_change() {
        assert!(!changes_identity(("Acme", "https://acme.com"), ("ACME Inc.", "acme.com/careers")));
        assert!(changes_identity(("Acme", "acme.com"), ("Globex", "acme.com")));
        assert!(changes_identity(("Acme", "acme.com"), ("Acme", "globex.com")));
        assert!(changes_identity(("Acme", "acme.com"), ("Acme", "jobs.acme.com")));
    }

    #[test]
    fn a_change_waits_thirty_days_after_the_previous_one() {
        let day = 86_400_000;
        assert_eq!(next_change_allowed(None, 5 * day), None);
        assert_eq!(next_change_allowed(Some(day), day + 1), Some(31 * day));
        assert_eq!(next_change_allowed(Some(day), 31 * day - 1), Some(31 * day));
        assert_eq!(next_change_allowed(Some(day), 31 * day), None);
    }

    #[test]
    fn required_fields_say_which_is_missing() {
        assert_eq!(required("  ", 10, "x", "Company name").unwrap_err().to_string(), "Company name is required");
        assert_eq!(required(" Acme ", 10, "x", "Company name").unwrap(), "Acme");
        assert!(required("abcdefghijk", 10, "x", "Company name").is_err());
    }

    #[test]
    fn logo_urls_are_https_or_empty() {
        assert_eq!(logo_url("").unwrap(), None);
        assert!(logo_url("https://cdn.example/logo.png").unwrap().is_some());
        assert!(logo_url("http://cdn.example/logo.png").is_err());
        assert!(logo_url("javascript:alert(1)").is_err());
    }
}
