//! How long each kind of record is kept, in days: one setting per period of the
//! retention schedule (`crate::retention::schedule`), and the inactivity after which an
//! account ends.

#[derive(Debug, Clone, clap::Args)]
pub struct RetentionSettings {
    /// Days a profile view is kept (who looked at whose profile).
    #[arg(long, env = "VEIL_RETAIN_PROFILE_VIEWS_DAYS", default_value_t = 365)]
    pub profile_views_days: u64,

    /// Days the privacy activity log keeps an event (at most 365: the activity page
    /// shows twelve months).
    #[arg(long, env = "VEIL_RETAIN_PRIVACY_ACTIVITY_DAYS", default_value_t = 365)]
    pub privacy_activity_days: u64,

    /// Days an in-app notification is kept, read or not.
    #[arg(long, env = "VEIL_RETAIN_NOTIFICATIONS_DAYS", default_value_t = 180)]
    pub notifications_days: u64,

    /// Days a recruiter's past search is kept in their search history.
    #[arg(long, env = "VEIL_RETAIN_SEARCH_HISTORY_DAYS", default_value_t = 90)]
    pub search_history_days: u64,

    /// Days an e-mail's body (text and HTML) stays in the outbox after it
    /// was written; the record that it was sent stays for the audit period.
    #[arg(long, env = "VEIL_RETAIN_EMAIL_BODIES_DAYS", default_value_t = 90)]
    pub email_bodies_days: u64,

    /// Days the record that an e-mail was sent (recipient, subject, status) is kept.
    #[arg(long, env = "VEIL_RETAIN_EMAIL_RECORDS_DAYS", default_value_t = 730)]
    pub email_records_days: u64,

    /// Days a declined, expired or withdrawn reveal request (its message and answer
    /// included) is kept after it ended.
    #[arg(long, env = "VEIL_RETAIN_ENDED_REQUESTS_DAYS", default_value_t = 365)]
    pub ended_requests_days: u64,

    /// Days an early-access sign-up is kept.
    #[arg(long, env = "VEIL_RETAIN_EARLY_ACCESS_DAYS", default_value_t = 365)]
    pub early_access_days: u64,

    /// Days the record of a cookie-consent choice is kept (the proof of consent).
    #[arg(long, env = "VEIL_RETAIN_CONSENT_RECORDS_DAYS", default_value_t = 395)]
    pub consent_records_days: u64,

    /// Days a closed report and an entry of the admin's audit log are kept (at least 365:
    /// the database keeps every audit entry for a year).
    #[arg(long, env = "VEIL_RETAIN_MODERATION_DAYS", default_value_t = 730)]
    pub moderation_days: u64,

    /// Days without a sign-in, an answer or an edit after which an account is deleted
    /// (warned by e-mail 30 and 7 days before).
    #[arg(long, env = "VEIL_INACTIVE_ACCOUNT_DAYS", default_value_t = 730)]
    pub inactive_account_days: u64,
}

/// Most days the privacy activity may be kept: the activity page reads twelve months.
pub const MAX_PRIVACY_ACTIVITY_DAYS: u64 = 365;

/// Fewest days moderation records are kept: the audit log's table refuses younger deletes.
pub const MIN_MODERATION_DAYS: u64 = 365;

/// Fewest days of inactivity before deletion: the first warning goes 30 days before.
pub const MIN_INACTIVE_ACCOUNT_DAYS: u64 = 60;

impl RetentionSettings {
    /// The retention settings' own checks, part of the settings' validation; `name` says
    /// how the person set a setting (by its id).
    pub fn validate(&self, name: impl Fn(&str) -> String) -> Result<(), String> {
        let periods = [
            ("profile_views_days", self.profile_views_days),
            ("privacy_activity_days", self.privacy_activity_days),
            ("notifications_days", self.notifications_days),
            ("search_history_days", self.search_history_days),
            ("email_bodies_days", self.email_bodies_days),
            ("email_records_days", self.email_records_days),
            ("ended_requests_days", self.ended_requests_days),
            ("early_access_days", self.early_access_days),
            ("consent_records_days", self.consent_records_days),
            ("moderation_days", self.moderation_days),
        ];
        if let Some((id, _)) = periods.iter().find(|(_, days)| *days == 0) {
            return Err(format!("{} must be a whole number of days above 0, like 90", name(id)));
        }
        if self.moderation_days < MIN_MODERATION_DAYS {
            return Err(format!(
                "{} must be at least {MIN_MODERATION_DAYS}: the admin's audit log keeps every entry for a year",
                name("moderation_days")
            ));
        }
        if self.privacy_activity_days > MAX_PRIVACY_ACTIVITY_DAYS {
            return Err(format!(
                "{} must be at most {MAX_PRIVACY_ACTIVITY_DAYS}: the activity page shows twelve months",
                name("privacy_activity_days")
            ));
        }
        if self.email_bodies_days > self.email_records_days {
            return Err(format!(
                "{} must not be above {}: a body is never kept longer than the record of its e-mail",
                name("email_bodies_days"),
                name("email_records_days")
            ));
        }
        if self.inactive_account_days < MIN_INACTIVE_ACCOUNT_DAYS {
            return Err(format!(
                "{} must be at least {MIN_INACTIVE_ACCOUNT_DAYS}, like 730: people are warned 30 and 7 days before",
                name("inactive_account_days")
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;

    /// The retention settings alone, with their defaults.
    #[derive(Parser)]
    struct Only {
        #[command(flatten)]
        retention: RetentionSettings,
    }

    fn defaults() -> RetentionSettings {
        Only::parse_from(["veil"]).retention
    }

    fn env_name(id: &str) -> String {
        format!("VEIL_{}", id.to_uppercase())
    }

    #[test]
    fn the_defaults_pass_and_a_zero_period_is_refused_by_name() {
        let mut r = defaults();
        assert!(r.validate(env_name).is_ok());
        r.search_history_days = 0;
        assert!(r.validate(env_name).unwrap_err().contains("VEIL_SEARCH_HISTORY_DAYS"));
    }

    #[test]
    fn periods_that_contradict_another_rule_are_refused() {
        let mut r = defaults();
        r.privacy_activity_days = 366;
        assert!(r.validate(env_name).unwrap_err().contains("VEIL_PRIVACY_ACTIVITY_DAYS"));
        r.privacy_activity_days = 365;
        r.email_bodies_days = 800;
        assert!(r.validate(env_name).unwrap_err().contains("VEIL_EMAIL_BODIES_DAYS"));
        r.email_bodies_days = 90;
        r.inactive_account_days = 59;
        assert!(r.validate(env_name).unwrap_err().contains("VEIL_INACTIVE_ACCOUNT_DAYS"));
    }
}
