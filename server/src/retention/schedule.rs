//! The retention schedule: every kind of record Veil keeps, why, and how long. Every
//! table of the schema belongs to one entry or more (a test reads the migrations), and
//! `docs/privacy.md` shows this same table (a test compares them).

use crate::config::RetentionSettings;

/// A period of the schedule the retention job enforces, each one a setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Period {
    ProfileViews,
    PrivacyActivity,
    Notifications,
    SearchHistory,
    EmailBodies,
    EmailRecords,
    EndedRequests,
    EarlyAccess,
    ConsentRecords,
    Moderation,
}

impl Period {
    pub const ALL: [Period; 10] = [
        Self::ProfileViews,
        Self::PrivacyActivity,
        Self::Notifications,
        Self::SearchHistory,
        Self::EmailBodies,
        Self::EmailRecords,
        Self::EndedRequests,
        Self::EarlyAccess,
        Self::ConsentRecords,
        Self::Moderation,
    ];

    /// The variable that sets it (`config/retention.rs`).
    pub fn setting(self) -> &'static str {
        match self {
            Self::ProfileViews => "VEIL_RETAIN_PROFILE_VIEWS_DAYS",
            Self::PrivacyActivity => "VEIL_RETAIN_PRIVACY_ACTIVITY_DAYS",
            Self::Notifications => "VEIL_RETAIN_NOTIFICATIONS_DAYS",
            Self::SearchHistory => "VEIL_RETAIN_SEARCH_HISTORY_DAYS",
            Self::EmailBodies => "VEIL_RETAIN_EMAIL_BODIES_DAYS",
            Self::EmailRecords => "VEIL_RETAIN_EMAIL_RECORDS_DAYS",
            Self::EndedRequests => "VEIL_RETAIN_ENDED_REQUESTS_DAYS",
            Self::EarlyAccess => "VEIL_RETAIN_EARLY_ACCESS_DAYS",
            Self::ConsentRecords => "VEIL_RETAIN_CONSENT_RECORDS_DAYS",
            Self::Moderation => "VEIL_RETAIN_MODERATION_DAYS",
        }
    }

    /// How many days, as configured.
    pub fn days(self, settings: &RetentionSettings) -> u64 {
        match self {
            Self::ProfileViews => settings.profile_views_days,
            Self::PrivacyActivity => settings.privacy_activity_days,
            Self::Notifications => settings.notifications_days,
            Self::SearchHistory => settings.search_history_days,
            Self::EmailBodies => settings.email_bodies_days,
            Self::EmailRecords => settings.email_records_days,
            Self::EndedRequests => settings.ended_requests_days,
            Self::EarlyAccess => settings.early_access_days,
            Self::ConsentRecords => settings.consent_records_days,
            Self::Moderation => settings.moderation_days,
        }
    }

    /// A short name for the log's counts.
    pub fn key(self) -> &'static str {
        match self {
            Self::ProfileViews => "profile_views",
            Self::PrivacyActivity => "privacy_activity",
            Self::Notifications => "notifications",
            Self::SearchHistory => "search_history",
            Self::EmailBodies => "email_bodies",
            Self::EmailRecords => "email_records",
            Self::EndedRequests => "ended_requests",
            Self::EarlyAccess => "early_access_signups",
            Self::ConsentRecords => "consent_records",
            Self::Moderation => "moderation",
        }
    }
}

/// How long an entry's records are kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kept {
    /// This many days after the moment named (`since`), then deleted by the retention job.
    For { period: Period, since: &'static str },
    /// While the account lasts: deleted with it, by the person or after its inactivity.
    WithTheAccount,
    /// Ends by a rule of its own feature, stated here.
    Rule(&'static str),
}

/// One kind of record.
#[derive(Debug, Clone, Copy)]
pub struct Entry {
    pub record: &'static str,
    pub tables: &'static [&'static str],
    pub purpose: &'static str,
    pub kept: Kept,
}

const fn entry(record: &'static str, tables: &'static [&'static str], purpose: &'static str, kept: Kept) -> Entry {
    Entry { record, tables, purpose, kept }
}

const fn after(period: Period, since: &'static str) -> Kept {
    Kept::For { period, since }
}

/// Every kind of record Veil keeps.
pub const SCHEDULE: &[Entry] = &[
    entry(
        "Account and sign-in identity",
        &["users", "users_roles", "user_profiles"],
        "Signing in; the name, e-mail, phone, LinkedIn URL and photo a job seeker reveals when they approve",
        Kept::WithTheAccount,
    ),
    entry(
        "Job seeker profile",
        &["profiles", "employer_shields", "recruiter_blocks"],
        "The anonymous profile recruiters search, and the companies and recruiters it is hidden from",
        Kept::WithTheAccount,
    ),
    entry(
        "Recruiter and company details",
        &["employers", "company_name_history", "verified_mail_domains"],
        "Showing job seekers who asks, and proving the recruiter works where they say",
        Kept::WithTheAccount,
    ),
    entry(
        "Saved searches and their matches",
        &["saved_searches", "saved_search_matches"],
        "A recruiter's saved searches and their new-match alerts",
        Kept::WithTheAccount,
    ),
    entry(
        "E-mail preferences",
        &["email_settings", "email_preferences"],
        "Which e-mails a person asked not to get, and whether they come discreetly",
        Kept::WithTheAccount,
    ),
    entry(
        "Inactivity notices",
        &["account_inactivity"],
        "When an unused account was kept by its owner or warned before its deletion",
        Kept::WithTheAccount,
    ),
    entry(
        "Ended reveal requests and their conversation",
        &["reveal_requests", "reveal_messages", "reveal_thread_marks", "departed_threads", "departed_messages"],
        "Showing both sides what was asked and answered; to the one who stays, their own messages when the other \
         person deleted their account",
        after(Period::EndedRequests, "the request was declined, withdrawn or expired, or the other person left"),
    ),
    entry(
        "Profile views",
        &["profile_views"],
        "Showing a job seeker who looked, and a recruiter whom they looked at",
        after(Period::ProfileViews, "the view"),
    ),
    entry(
        "Privacy activity",
        &["activity_events"],
        "The job seeker's log of who found, viewed and asked about them",
        after(Period::PrivacyActivity, "the event"),
    ),
    entry("Notifications", &["notifications"], "In-app notices", after(Period::Notifications, "it was created")),
    entry(
        "Search history",
        &["search_history"],
        "A recruiter's recent searches, to run again",
        after(Period::SearchHistory, "the search"),
    ),
    entry(
        "E-mail bodies",
        &["email_outbox"],
        "What an e-mail said, for its sending and the admin's outbox",
        after(Period::EmailBodies, "it was written"),
    ),
    entry(
        "E-mail records",
        &["email_outbox"],
        "That an e-mail was sent, to whom, with what subject (audit)",
        after(Period::EmailRecords, "it was written"),
    ),
    entry(
        "Early-access sign-ups",
        &["early_access_signups"],
        "Telling people when Veil opens",
        after(Period::EarlyAccess, "the sign-up"),
    ),
    entry(
        "Cookie-consent records",
        &["consent_records"],
        "Proof of each cookie choice (consent id, choices, policy version, time)",
        after(Period::ConsentRecords, "the choice"),
    ),
    entry(
        "Reports and the admin's audit log",
        &["reports", "admin_audit_log"],
        "Moderating recruiters who misuse Veil; accounting for every admin action",
        after(Period::Moderation, "the report was closed, or the admin acted"),
    ),
    entry(
        "Moderation templates",
        &["moderation_templates"],
        "The warning e-mail the admin edits",
        Kept::Rule("Until the admin edits it again; it names no person"),
    ),
    entry(
        "Sessions and sign-in attempts",
        &["sessions", "oidc_logins", "dev_idp_codes"],
        "Keeping a person signed in",
        Kept::Rule(
            "Until the session ends (VEIL_SESSION_IDLE_HOURS unused, VEIL_SESSION_MAX_DAYS at most); \
             a sign-in attempt 10 minutes",
        ),
    ),
    entry(
        "Development sign-in identities",
        &["dev_idp_identities"],
        "The built-in identity provider's made-up people (development mode only)",
        Kept::Rule("Until the development data directory is removed; never used with a real issuer"),
    ),
    entry(
        "Work e-mail codes",
        &["work_email_codes"],
        "Checking a recruiter's work address",
        Kept::Rule("Until the code is used or its 15 minutes end; deleted with the account"),
    ),
    entry(
        "Data exports",
        &["data_exports", "data_export_identities"],
        "The copy of their data a person asked for",
        Kept::Rule("24 hours after it is ready, then the file and its record are deleted"),
    ),
    entry(
        "Background jobs",
        &["jobs"],
        "E-mails and clean-ups that run later",
        Kept::Rule("30 days after the job finished"),
    ),
    entry(
        "Search index changes",
        &["search_changes", "file_moves"],
        "Bringing each instance's search index and file store up to date",
        Kept::Rule("Until every instance has applied them; they name no person but by internal id"),
    ),
];

impl Kept {
    /// How long, as the documentation says it with the settings' current values.
    pub fn describe(&self, settings: &RetentionSettings) -> String {
        match self {
            Self::For { period, since } => {
                format!("{} days after {since} (`{}`)", period.days(settings), period.setting())
            }
            Self::WithTheAccount => {
                format!(
                    "While the account lasts; deleted with it, or after {} days without use (`VEIL_INACTIVE_ACCOUNT_DAYS`)",
                    settings.inactive_account_days
                )
            }
            Self::Rule(rule) => (*rule).to_owned(),
        }
    }
}

/// The schedule as a Markdown table, as `docs/privacy.md` shows it with the defaults.
pub fn markdown(settings: &RetentionSettings) -> String {
    let mut out = String::from("| Record | Tables | Purpose | Kept |\n|---|---|---|---|\n");
    for e in SCHEDULE {
        let tables: Vec<String> = e.tables.iter().map(|t| format!("`{t}`")).collect();
        out.push_str(&format!(
            "| {} | {} | {} | {} |\n",
            e.record,
            tables.join(", "),
            e.purpose,
            e.kept.describe(settings)
        ));
    }
    out
}

/// Every table the schedule names.
pub fn tables() -> impl Iterator<Item = &'static str> {
    SCHEDULE.iter().flat_map(|e| e.tables.iter().copied())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn every_period_is_a_setting_whose_default_is_the_one_read() {
        let defaults = crate::config::Settings::defaults_with_data_dir("/tmp").retention;
        let command = crate::config::Settings::command();
        for period in Period::ALL {
            let arg = command
                .get_arguments()
                .find(|a| a.get_env().is_some_and(|e| e == period.setting()))
                .unwrap_or_else(|| panic!("{} is no setting", period.setting()));
            let default = arg.get_default_values()[0].to_string_lossy().into_owned();
            assert_eq!(default, period.days(&defaults).to_string(), "{}", period.setting());
        }
    }

    #[test]
    fn every_period_is_in_the_schedule_once() {
        for period in Period::ALL {
            let uses = SCHEDULE.iter().filter(|e| matches!(e.kept, Kept::For { period: p, .. } if p == period)).count();
            assert_eq!(uses, 1, "{period:?}");
        }
    }
}
