//! An e-mail address as someone types it: checked once, where it comes in (early
//! access, the development sign-in), before anything is written to it.

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
}
