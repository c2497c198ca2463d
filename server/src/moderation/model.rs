//! The rules of moderation, pure: what a report may say, what an admin action needs, and
//! the warning e-mail's template.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::ApiError;

/// Why someone reports: the same reasons whichever side they are on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema, sqlx::Type)]
#[serde(rename_all = "snake_case")]
#[sqlx(type_name = "text", rename_all = "snake_case")]
pub enum ReportReason {
    Spam,
    Harassment,
    Discrimination,
    FakeCompany,
    PersonalData,
    Other,
}

impl ReportReason {
    /// The words the admin's queue and the report dialog show.
    pub fn label(self) -> &'static str {
        match self {
            Self::Spam => "Spam",
            Self::Harassment => "Harassment or abuse",
            Self::Discrimination => "Discrimination",
            Self::FakeCompany => "Fake company or scam",
            Self::PersonalData => "Asked for personal data",
            Self::Other => "Other",
        }
    }
}

/// What was reported: a recruiter as a whole (from a view of the profile), one request
/// they sent, one message (a recruiter's or a job seeker's), or a candidate's anonymous
/// profile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema, sqlx::Type)]
#[serde(rename_all = "snake_case")]
#[sqlx(type_name = "text", rename_all = "snake_case")]
pub enum ReportSubject {
    Recruiter,
    Request,
    Message,
    Profile,
}

/// Which side the reported account is on: a job seeker reports recruiters, a recruiter
/// reports job seekers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema, sqlx::Type)]
#[serde(rename_all = "snake_case")]
#[sqlx(type_name = "text", rename_all = "snake_case")]
pub enum ReportedRole {
    Recruiter,
    JobSeeker,
}

impl ReportedRole {
    /// The warning template's name in `moderation_templates`.
    pub fn template_name(self) -> &'static str {
        match self {
            Self::Recruiter => "warning",
            Self::JobSeeker => "job_seeker_warning",
        }
    }
}

pub const NOTE_MAX_CHARS: usize = 1000;
pub const ACTION_REASON_MAX_CHARS: usize = 500;
pub const TEMPLATE_SUBJECT_MAX_CHARS: usize = 200;
pub const TEMPLATE_BODY_MAX_CHARS: usize = 5000;

/// The report's optional note: trimmed, empty is none, at most 1,000 characters.
pub fn report_note(raw: Option<&str>) -> Result<Option<String>, ApiError> {
    let note = raw.map(str::trim).filter(|n| !n.is_empty());
    if note.is_some_and(|n| n.chars().count() > NOTE_MAX_CHARS) {
        return Err(ApiError::validation("note_too_long", "The note must be 1,000 characters or fewer"));
    }
    Ok(note.map(str::to_owned))
}

/// What the admin does with a report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ReportAction {
    Dismiss,
    Warn,
    Suspend,
}

impl ReportAction {
    /// How the report is closed by it.
    pub fn resolution(self) -> &'static str {
        match self {
            Self::Dismiss => "dismissed",
            Self::Warn => "warned",
            Self::Suspend => "suspended",
        }
    }

    /// The audit log's name for it, on a report about someone on `side`.
    pub fn audited(self, side: ReportedRole) -> &'static str {
        match (self, side) {
            (Self::Dismiss, _) => "report_dismissed",
            (Self::Warn, ReportedRole::Recruiter) => "recruiter_warned",
            (Self::Suspend, ReportedRole::Recruiter) => "recruiter_suspended",
            (Self::Warn, ReportedRole::JobSeeker) => "job_seeker_warned",
            (Self::Suspend, ReportedRole::JobSeeker) => "job_seeker_suspended",
        }
    }
}

/// Every admin action says why: trimmed, required, at most 500 characters.
pub fn action_reason(raw: &str) -> Result<String, ApiError> {
    let reason = raw.trim();
    if reason.is_empty() {
        return Err(ApiError::validation("reason_required", "Please say why"));
    }
    if reason.chars().count() > ACTION_REASON_MAX_CHARS {
        return Err(ApiError::validation("reason_too_long", "The reason must be 500 characters or fewer"));
    }
    Ok(reason.to_owned())
}

/// A warning e-mail, as the admin edits it. In the recruiters' one, `{company}` in either
/// part is replaced by the recruiter's company name when it is sent; in the job seekers'
/// one, `{codename}` by the profile's codename.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WarningTemplate {
    #[schema(pattern = r"[^\s\u0000\u0085]", max_length = 200)]
    pub subject: String,
    #[schema(pattern = r"[^\s\u0000\u0085]", max_length = 5000)]
    pub body: String,
}

impl Default for WarningTemplate {
    fn default() -> Self {
        Self {
            subject: "A warning about how you use Veil".into(),
            body: "Hello,\n\nA job seeker reported a reveal request or a message sent from {company}'s \
                   recruiter account on Veil, and we reviewed it. Please keep your requests relevant to \
                   the candidate, respectful, and free of requests for personal data.\n\nAnother report \
                   like this one may lead to the suspension of your account.\n\nThe Veil team"
                .into(),
        }
    }
}

impl WarningTemplate {
    /// The built-in warning to a job seeker, until the admin edits it.
    pub fn job_seeker_default() -> Self {
        Self {
            subject: "A warning about how you use Veil".into(),
            body: "Hello,\n\nA recruiter reported your profile {codename} or a message you sent on Veil, and we \
                   reviewed it. Please keep your profile truthful and your messages respectful.\n\nAnother report \
                   like this one may lead to the suspension of your account.\n\nThe Veil team"
                .into(),
        }
    }

    /// The built-in template for warnings to `side`.
    pub fn built_in(side: ReportedRole) -> Self {
        match side {
            ReportedRole::Recruiter => Self::default(),
            ReportedRole::JobSeeker => Self::job_seeker_default(),
        }
    }

    /// Checks an edited template: both parts required, within their lengths.
    pub fn parse(subject: &str, body: &str) -> Result<Self, ApiError> {
        let (subject, body) = (subject.trim(), body.trim());
        if subject.is_empty() {
            return Err(ApiError::validation("subject_required", "Please enter a subject"));
        }
        if subject.chars().count() > TEMPLATE_SUBJECT_MAX_CHARS {
            return Err(ApiError::validation("subject_too_long", "The subject must be 200 characters or fewer"));
        }
        if body.is_empty() {
            return Err(ApiError::validation("body_required", "Please enter the e-mail's text"));
        }
        if body.chars().count() > TEMPLATE_BODY_MAX_CHARS {
            return Err(ApiError::validation("body_too_long", "The text must be 5,000 characters or fewer"));
        }
        Ok(Self { subject: subject.to_owned(), body: body.to_owned() })
    }

    /// The e-mail for one recruiter.
    pub fn for_company(&self, company: &str) -> (String, String) {
        let company = if company.trim().is_empty() { "your company" } else { company };
        (self.subject.replace("{company}", company), self.body.replace("{company}", company))
    }

    /// The e-mail for one job seeker.
    pub fn for_codename(&self, codename: &str) -> (String, String) {
        let codename = if codename.trim().is_empty() { "your profile" } else { codename };
        (self.subject.replace("{codename}", codename), self.body.replace("{codename}", codename))
    }
}

/// What a job seeker is told when a request they received is withdrawn (nothing about why).
pub const WITHDRAWN_TITLE: &str = "Request withdrawn";
pub const WITHDRAWN_MESSAGE: &str = "A reveal request you received was withdrawn.";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_note_is_optional_trimmed_and_at_most_a_thousand_characters() {
        assert_eq!(report_note(None).unwrap(), None);
        assert_eq!(report_note(Some("   ")).unwrap(), None);
        assert_eq!(report_note(Some(" rude ")).unwrap().as_deref(), Some("rude"));
        assert!(report_note(Some(&"é".repeat(1000))).is_ok(), "characters, not bytes");
        assert_eq!(
            report_note(Some(&"a".repeat(1001))).unwrap_err().to_string(),
            "The note must be 1,000 characters or fewer"
        );
    }

    #[test]
    fn every_action_needs_a_reason_of_at_most_five_hundred_characters() {
        assert_eq!(action_reason("  ").unwrap_err().to_string(), "Please say why");
        assert_eq!(action_reason(" spam ").unwrap(), "spam");
        assert!(action_reason(&"r".repeat(500)).is_ok());
        assert!(action_reason(&"r".repeat(501)).is_err());
    }

    #[test]
    fn each_action_closes_the_report_its_own_way() {
        let all = [ReportAction::Dismiss, ReportAction::Warn, ReportAction::Suspend];
        let resolutions: Vec<_> = all.iter().map(|a| a.resolution()).collect();
        assert_eq!(resolutions, ["dismissed", "warned", "suspended"]);
        assert_eq!(ReportAction::Suspend.audited(ReportedRole::Recruiter), "recruiter_suspended");
        assert_eq!(ReportAction::Suspend.audited(ReportedRole::JobSeeker), "job_seeker_suspended");
        assert_eq!(ReportAction::Warn.audited(ReportedRole::JobSeeker), "job_seeker_warned");
        assert_eq!(ReportAction::Dismiss.audited(ReportedRole::JobSeeker), "report_dismissed");
    }

    #[test]
    fn the_template_names_the_company_and_checks_its_parts() {
        let template = WarningTemplate::parse(" Warning for {company} ", "Dear {company} team").unwrap();
        assert_eq!(template.for_company("Acme"), ("Warning for Acme".into(), "Dear Acme team".into()));
        assert_eq!(template.for_company(" ").0, "Warning for your company");
        assert_eq!(WarningTemplate::parse("", "x").unwrap_err().to_string(), "Please enter a subject");
        assert_eq!(WarningTemplate::parse("x", " ").unwrap_err().to_string(), "Please enter the e-mail's text");
        assert!(WarningTemplate::parse(&"s".repeat(201), "x").is_err());
        assert!(WarningTemplate::parse("x", &"b".repeat(5001)).is_err());
        assert!(WarningTemplate::default().body.contains("{company}"));
        let to_seeker = WarningTemplate::built_in(ReportedRole::JobSeeker);
        assert!(to_seeker.for_codename("quiet-harbour").1.contains("your profile quiet-harbour"));
        assert!(!to_seeker.body.contains("{company}"));
    }

    #[test]
    fn every_reason_has_the_words_people_see() {
        assert_eq!(ReportReason::FakeCompany.label(), "Fake company or scam");
        assert_eq!(ReportReason::Harassment.label(), "Harassment or abuse");
    }
}
