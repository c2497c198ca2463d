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
        return Err(ApiError::validation("invalid_logo_url", "The logo URL must be a valid https:// address"));
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

    /// The API's schema tells clients (and the API fuzzer) which logo addresses are valid;
    /// each it admits must pass here, and the ones a URL parser refuses must not match it.
    #[test]
    fn the_schema_admits_only_addresses_this_rule_accepts() {
        use utoipa::PartialSchema;
        let schema = serde_json::to_value(crate::recruiters::routes::EmployerRequest::schema()).unwrap();
        let pattern = schema["properties"]["logoUrl"]["pattern"].as_str().unwrap();
        let admits = regex::Regex::new(pattern).unwrap();
        let candidates = [
            "https://cdn.example/logo.png",
            "https://a-b.c-d.example/x/y_z.png",
            "https://localhost",
            "https://x1.io/",
            // Found by the fuzzer: a last label of digits reads as a broken IPv4 address.
            "https://gq-9nwok8t.zw.3/AR",
            "https://1.2.3.4/logo.png",
            "https://0x1/",
            "https://xn--a.example/",
            "https://a--b.example/",
            "https://-a.example/",
        ];
        for url in candidates {
            if admits.is_match(url) {
                assert!(logo_url(url).is_ok(), "{url} matches the schema but is refused");
            }
        }
        assert!(admits.is_match("https://cdn.example/logo.png"));
        assert!(!admits.is_match("https://gq-9nwok8t.zw.3/AR"));
        assert!(logo_url("https://gq-9nwok8t.zw.3/AR").is_err());
    }
}
