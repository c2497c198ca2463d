//! Pure rules of a consent record: what a choice is and which ids and versions count.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

// TEXT in `consent_records.choice`.
/// Which button recorded the choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema, sqlx::Type)]
#[serde(rename_all = "snake_case")]
#[sqlx(type_name = "text", rename_all = "snake_case")]
pub enum Choice {
    AcceptAll,
    RejectAll,
    /// The settings dialog's own selection.
    Custom,
}

/// Whether the choice's categories fit the button: accept all grants both, reject all
/// grants none.
pub fn consistent(choice: Choice, analytics: bool, advertising: bool) -> bool {
    match choice {
        Choice::AcceptAll => analytics && advertising,
        Choice::RejectAll => !analytics && !advertising,
        Choice::Custom => true,
    }
}

/// A consent id as the browser makes it: a random UUID (`crypto.randomUUID`), lower case.
pub fn valid_consent_id(id: &str) -> bool {
    uuid::Uuid::parse_str(id).is_ok_and(|u| u.hyphenated().to_string() == id && u.get_version_num() == 4)
}

/// A policy version: a short token such as `1` or `2026-08`.
pub fn valid_policy_version(version: &str) -> bool {
    (1..=32).contains(&version.len()) && version.chars().all(|c| c.is_ascii_alphanumeric() || "-._".contains(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_button_s_choice_must_match_its_categories() {
        assert!(consistent(Choice::AcceptAll, true, true));
        assert!(!consistent(Choice::AcceptAll, true, false));
        assert!(consistent(Choice::RejectAll, false, false));
        assert!(!consistent(Choice::RejectAll, false, true));
        assert!(consistent(Choice::Custom, true, false));
    }

    #[test]
    fn only_a_random_lower_case_uuid_is_a_consent_id() {
        assert!(valid_consent_id("0b7e7c1e-8d3c-4f4e-9a3b-2f1e6d5c4b3a"));
        assert!(!valid_consent_id("0B7E7C1E-8D3C-4F4E-9A3B-2F1E6D5C4B3A"));
        assert!(!valid_consent_id("0190f0a0-0000-7000-8000-000000000001"), "a time-ordered id tells when");
        assert!(!valid_consent_id("not-an-id"));
    }

    #[test]
    fn a_policy_version_is_a_short_token() {
        assert!(valid_policy_version("1"));
        assert!(valid_policy_version("2026-08"));
        assert!(!valid_policy_version(""));
        assert!(!valid_policy_version("1 2"));
        assert!(!valid_policy_version(&"9".repeat(33)));
    }
}
