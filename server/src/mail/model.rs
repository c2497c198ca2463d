//! Pure rules of notification e-mails: the kinds a person can turn on or off with their
//! defaults, and how one message is written as plain text and as HTML.

use serde::{Deserialize, Serialize};

use super::text::escape_html;

// TEXT in `email_settings.kind`. A feature that sends a new kind of e-mail adds it here
// (with its default) and a field to the settings in `routes.rs`.
/// A kind of notification e-mail; each can be turned off on its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, sqlx::Type)]
#[serde(rename_all = "snake_case")]
#[sqlx(type_name = "text", rename_all = "snake_case")]
pub enum EmailKind {
    /// To a job seeker: a recruiter sent a reveal request.
    RevealRequests,
    /// To a job seeker: a request is still unanswered (day 3 and 4 days before it
    /// expires), or Veil asks whether they are still open to offers.
    Reminders,
    /// To a job seeker: the weekly digest ("weekly" when on, "never" when off).
    WeeklyDigest,
    /// To a recruiter: a request was approved, declined or expired.
    Decisions,
    /// To a recruiter: the daily e-mail about new matches of saved searches with alerts.
    SavedSearchAlerts,
    /// To anyone: the copy of their data they asked for is ready to download.
    DataExports,
    /// To either side of a reveal request: the other wrote in its conversation.
    Messages,
}

impl EmailKind {
    pub const ALL: [EmailKind; 7] = [
        Self::RevealRequests,
        Self::Reminders,
        Self::WeeklyDigest,
        Self::Decisions,
        Self::SavedSearchAlerts,
        Self::DataExports,
        Self::Messages,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::RevealRequests => "reveal_requests",
            Self::Reminders => "reminders",
            Self::WeeklyDigest => "weekly_digest",
            Self::Decisions => "decisions",
            Self::SavedSearchAlerts => "saved_search_alerts",
            Self::DataExports => "data_exports",
            Self::Messages => "messages",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.as_str() == raw)
    }

    /// Whether a person who never chose gets this kind.
    pub fn default_enabled(self) -> bool {
        match self {
            Self::RevealRequests
            | Self::Reminders
            | Self::WeeklyDigest
            | Self::Decisions
            | Self::SavedSearchAlerts
            | Self::DataExports
            | Self::Messages => true,
        }
    }

    /// What these e-mails are, as the footer and the unsubscribe page say it.
    pub fn label(self) -> &'static str {
        match self {
            Self::RevealRequests => "new reveal requests",
            Self::Reminders => "reminders about unanswered reveal requests and whether you are still open to offers",
            Self::WeeklyDigest => "the weekly digest",
            Self::Decisions => "answers to your reveal requests",
            Self::SavedSearchAlerts => "alerts about new matches of your saved searches",
            Self::DataExports => "notices that your data is ready to download",
            Self::Messages => "new messages about your reveal requests",
        }
    }
}

/// A person's choice for every kind: what they set, else the default.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choices(Vec<(EmailKind, bool)>);

impl Choices {
    /// From the rows a person has (kinds they never set keep their default).
    pub fn from_rows(rows: impl IntoIterator<Item = (EmailKind, bool)>) -> Self {
        let set: Vec<(EmailKind, bool)> = rows.into_iter().collect();
        Self(
            EmailKind::ALL
                .into_iter()
                .map(|kind| {
                    let chosen = set.iter().find(|(k, _)| *k == kind).map(|(_, on)| *on);
                    (kind, chosen.unwrap_or(kind.default_enabled()))
                })
                .collect(),
        )
    }

    pub fn wants(&self, kind: EmailKind) -> bool {
        self.0.iter().find(|(k, _)| *k == kind).is_some_and(|(_, on)| *on)
    }
}

/// A link in an e-mail: what it says and the app path it opens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Action {
    pub label: String,
    pub path: String,
}

/// One notification e-mail as a feature writes it: plain sentences, no markup. The
/// footer (why it came, the unsubscribe link, the settings link) is added when sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotificationEmail {
    pub kind: EmailKind,
    pub subject: String,
    /// Paragraphs, in order.
    pub paragraphs: Vec<String>,
    pub action: Option<Action>,
}

/// The two parts of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    pub text: String,
    pub html: String,
}

/// Where the footer's links go, absolute.
#[derive(Debug, Clone, Copy)]
pub struct Links<'a> {
    /// The public URL without a trailing slash.
    pub base: &'a str,
    pub unsubscribe: &'a str,
    pub settings: &'a str,
}

/// The subject (and so the inbox preview) of every discreet e-mail.
pub const DISCREET_SUBJECT: &str = "You have a new notification";

impl NotificationEmail {
    /// The same e-mail made discreet: a neutral subject and a body that is only a link,
    /// with no company, codename or message, so a work mailbox or a shared screen
    /// learns nothing. The link still opens the right page, behind sign-in.
    pub fn discreet(&self) -> Self {
        let path = self.action.as_ref().map_or_else(|| "/".to_owned(), |a| a.path.clone());
        Self {
            kind: self.kind,
            subject: DISCREET_SUBJECT.into(),
            paragraphs: vec!["You have a new notification on Veil.".into()],
            action: Some(Action { label: "Open Veil".into(), path }),
        }
    }

    pub fn render(&self, links: Links<'_>) -> Rendered {
        let why = format!("You receive this e-mail because {} are on in your Veil e-mail settings.", self.kind.label());
        let stop = format!("Unsubscribe from {}", self.kind.label());
        let action = self.action.as_ref().map(|a| (a.label.as_str(), format!("{}{}", links.base, a.path)));

        let mut text = self.paragraphs.join("\n\n");
        if let Some((label, url)) = &action {
            text.push_str(&format!("\n\n{label}: {url}"));
        }
        text.push_str(&format!(
            "\n\n--\n{why}\n{stop}: {}\nAll e-mail settings: {}\n",
            links.unsubscribe, links.settings
        ));

        let mut html = String::from(
            "<!doctype html><html><body style=\"font-family: sans-serif; line-height: 1.5; color: #111827\">",
        );
        for paragraph in &self.paragraphs {
            html.push_str(&format!("<p>{}</p>", escape_html(paragraph)));
        }
        if let Some((label, url)) = &action {
            html.push_str(&format!(
                "<p><a href=\"{}\" style=\"display: inline-block; padding: 8px 16px; background: #4f46e5; \
                 color: #ffffff; border-radius: 6px; text-decoration: none\">{}</a></p>",
                escape_html(url),
                escape_html(label)
            ));
        }
        html.push_str(&format!(
            "<hr><p style=\"font-size: 12px; color: #6b7280\">{}<br><a href=\"{}\">{}</a> · \
             <a href=\"{}\">All e-mail settings</a></p></body></html>",
            escape_html(&why),
            escape_html(links.unsubscribe),
            escape_html(&stop),
            escape_html(links.settings),
        ));
        Rendered { text, html }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn links() -> Links<'static> {
        Links {
            base: "https://veil.example",
            unsubscribe: "https://veil.example/unsubscribe?token=abc",
            settings: "https://veil.example/user-profile",
        }
    }

    fn email() -> NotificationEmail {
        NotificationEmail {
            kind: EmailKind::RevealRequests,
            subject: "New reveal request".into(),
            paragraphs: vec!["Acme <Labs> would like to see who you are.".into(), "Data Engineer · Remote".into()],
            action: Some(Action { label: "Review the request".into(), path: "/reveal-requests".into() }),
        }
    }

    #[test]
    fn kinds_round_trip_and_default_on() {
        for kind in EmailKind::ALL {
            assert_eq!(EmailKind::parse(kind.as_str()), Some(kind));
            assert!(kind.default_enabled(), "{kind:?}");
        }
        assert_eq!(EmailKind::parse("nope"), None);
    }

    #[test]
    fn choices_fall_back_to_defaults() {
        let choices = Choices::from_rows([(EmailKind::WeeklyDigest, false)]);
        assert!(!choices.wants(EmailKind::WeeklyDigest));
        assert!(choices.wants(EmailKind::RevealRequests));
        assert!(choices.wants(EmailKind::Decisions));
    }

    #[test]
    fn a_discreet_email_keeps_only_the_link() {
        let discreet = email().discreet();
        assert_eq!(discreet.subject, DISCREET_SUBJECT);
        assert_eq!(discreet.paragraphs, ["You have a new notification on Veil."]);
        assert_eq!(discreet.action.as_ref().unwrap().path, "/reveal-requests");
        let rendered = discreet.render(links());
        assert!(!rendered.text.contains("Acme") && !rendered.html.contains("Acme"));
        assert!(!rendered.text.contains("Data Engineer"));
    }

    #[test]
    fn the_text_part_has_the_link_and_the_unsubscribe_footer() {
        let text = email().render(links()).text;
        assert!(text.starts_with("Acme <Labs> would like to see who you are.\n\nData Engineer · Remote\n\n"), "{text}");
        assert!(text.contains("Review the request: https://veil.example/reveal-requests"), "{text}");
        assert!(text.contains("Unsubscribe from new reveal requests: https://veil.example/unsubscribe?token=abc"));
        assert!(text.contains("All e-mail settings: https://veil.example/user-profile"));
    }

    #[test]
    fn the_html_part_escapes_what_people_wrote() {
        let html = email().render(links()).html;
        assert!(html.contains("<p>Acme &lt;Labs&gt; would like to see who you are.</p>"), "{html}");
        assert!(!html.contains("<Labs>"));
        assert!(html.contains("href=\"https://veil.example/reveal-requests\""));
        assert!(html.contains("href=\"https://veil.example/unsubscribe?token=abc\""));
    }
}
