//! Pure rules of the public site.

use crate::error::ApiError;

/// A syntactically valid e-mail address, trimmed. Comparisons use [`Self::normalized`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmailAddress(String);

pub const INVALID_EMAIL_MESSAGE: &str = "Please enter a valid email address";

impl EmailAddress {
    pub fn parse(raw: &str) -> Result<Self, ApiError> {
        let trimmed = raw.trim();
        let invalid = || ApiError::validation("invalid_email", INVALID_EMAIL_MESSAGE);
        if trimmed.len() > 254 {
            return Err(invalid());
        }
        let parsed = email_address::EmailAddress::parse_with_options(
            trimmed,
            email_address::Options::default().without_display_text().without_domain_literal(),
        )
        .map_err(|_| invalid())?;
        // A dot in the domain: addresses like `me@localhost` are valid syntax but can't
        // receive our mail.
        if !parsed.domain().contains('.') {
            return Err(invalid());
        }
        Ok(Self(trimmed.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The form that decides whether two sign-ups are the same person.
    pub fn normalized(&self) -> String {
        self.0.to_lowercase()
    }
}

/// An ISO 3166-1 alpha-2 code from a proxy header, or `None` for the placeholder codes
/// proxies use when they do not know (`XX`, Cloudflare's `T1` for Tor).
pub fn country_from_header(value: &str) -> Option<String> {
    let code = value.trim().to_ascii_uppercase();
    let is_code = code.len() == 2 && code.chars().all(|c| c.is_ascii_alphabetic());
    (is_code && code != "XX" && code != "T1").then_some(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinary_addresses_parse_trimmed() {
        let e = EmailAddress::parse("  Jane.Doe@Example.com ").unwrap();
        assert_eq!(e.as_str(), "Jane.Doe@Example.com");
        assert_eq!(e.normalized(), "jane.doe@example.com");
    }

    #[test]
    fn malformed_addresses_are_refused_with_the_spec_message() {
        for bad in
            ["", "   ", "jane", "jane@", "@example.com", "jane@localhost", "a b@example.com", "Jane <jane@example.com>"]
        {
            let err = EmailAddress::parse(bad).unwrap_err();
            assert_eq!(err.to_string(), INVALID_EMAIL_MESSAGE, "{bad}");
        }
        assert!(EmailAddress::parse(&format!("{}@example.com", "a".repeat(300))).is_err());
    }

    #[test]
    fn country_header_values() {
        assert_eq!(country_from_header("de"), Some("DE".into()));
        assert_eq!(country_from_header("XX"), None);
        assert_eq!(country_from_header("T1"), None);
        assert_eq!(country_from_header("Germany"), None);
        assert_eq!(country_from_header(""), None);
    }
}
