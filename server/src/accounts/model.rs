//! Pure rules of accounts.

use serde::Deserialize;
use utoipa::ToSchema;

/// The choice on /onboarding-role.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RoleChoice {
    JobSeeker,
    Recruiter,
    Both,
}

impl RoleChoice {
    /// (is_job_seeker, is_recruiter)
    pub fn flags(self) -> (bool, bool) {
        match self {
            Self::JobSeeker => (true, false),
            Self::Recruiter => (false, true),
            Self::Both => (true, true),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices_set_the_spec_flags() {
        assert_eq!(RoleChoice::JobSeeker.flags(), (true, false));
        assert_eq!(RoleChoice::Recruiter.flags(), (false, true));
        assert_eq!(RoleChoice::Both.flags(), (true, true));
    }

    #[test]
    fn only_the_three_values_parse() {
        assert_eq!(serde_json::from_str::<RoleChoice>("\"both\"").unwrap(), RoleChoice::Both);
        assert!(serde_json::from_str::<RoleChoice>("\"admin\"").is_err());
    }
}
