//! Pure rules of the company profile.

use crate::error::ApiError;

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
        return Err(ApiError::validation("invalid_logo_url", "The logo URL must start with https://"));
    }
    Ok(Some(text.to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

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
