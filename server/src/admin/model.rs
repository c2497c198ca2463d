//! Pure rules of the admin e-mail center (docs/spec/core.md sections 5 and 8): what a subject,
//! a body and a recipient list must be before anything is queued. The web client checks
//! the same rules (web/src/features/admin/lib/email-rules.ts) with the same words.

use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    error::ApiError,
    mail::{Delivery, text::html_to_text},
};

pub const SUBJECT_MAX_CHARS: usize = 150;
pub const CONTENT_MAX_CHARS: usize = 100_000;
/// Most recipients in one send (the request body limit allows about twice this many ids).
pub const MAX_RECIPIENTS: usize = 5_000;

pub const NO_RECIPIENTS: &str = "Please select at least one recipient.";
pub const SUBJECT_REQUIRED: &str = "Please enter an email subject.";
pub const CONTENT_REQUIRED: &str = "Please enter email content.";
pub const INVALID_HTML: &str = "Your HTML appears to have unmatched tags. Please check your HTML structure.";

// Where a message of the outbox is; a TEXT column on both databases, spelled as in JSON.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema, sqlx::Type)]
#[serde(rename_all = "lowercase")]
#[sqlx(type_name = "text", rename_all = "lowercase")]
pub enum OutboxStatus {
    Queued,
    Sent,
    Captured,
    Failed,
}

impl From<Delivery> for OutboxStatus {
    fn from(delivery: Delivery) -> Self {
        match delivery {
            Delivery::Sent => Self::Sent,
            Delivery::Captured => Self::Captured,
        }
    }
}

/// Elements that never have a closing tag.
const VOID_TAGS: &[&str] =
    &["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"];

/// The recipients of a send: distinct user ids, at least one, at most [`MAX_RECIPIENTS`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecipientIds(Vec<String>);

impl RecipientIds {
    pub fn parse(ids: &[String]) -> Result<Self, ApiError> {
        let mut distinct: Vec<String> = Vec::with_capacity(ids.len());
        let mut seen = std::collections::HashSet::with_capacity(ids.len());
        for id in ids.iter().map(|id| id.trim()).filter(|id| !id.is_empty()) {
            if seen.insert(id) {
                distinct.push(id.to_owned());
            }
        }
        if distinct.is_empty() {
            return Err(ApiError::validation("no_recipients", NO_RECIPIENTS));
        }
        if distinct.len() > MAX_RECIPIENTS {
            return Err(ApiError::validation(
                "too_many_recipients",
                format!("Please select at most {MAX_RECIPIENTS} recipients at a time."),
            ));
        }
        Ok(Self(distinct))
    }

    pub fn as_slice(&self) -> &[String] {
        &self.0
    }
}

/// A subject line: trimmed, not empty, at most 150 characters, and one line. A CR or LF
/// would let the text start a header of its own, so every control character is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subject(String);

impl Subject {
    pub fn parse(raw: &str) -> Result<Self, ApiError> {
        let text = raw.trim();
        if text.is_empty() {
            return Err(ApiError::validation("subject_required", SUBJECT_REQUIRED));
        }
        if text.chars().any(char::is_control) {
            return Err(ApiError::validation(
                "invalid_subject",
                "The subject must be one line, without line breaks or control characters.",
            ));
        }
        if text.chars().count() > SUBJECT_MAX_CHARS {
            return Err(ApiError::validation(
                "subject_too_long",
                format!("The subject must be {SUBJECT_MAX_CHARS} characters or fewer."),
            ));
        }
        Ok(Self(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The body of a message as it will be sent: plain text alone, or HTML with a plain-text
/// rendering of it as the alternative part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Body {
    pub text: String,
    pub html: Option<String>,
}

impl Body {
    pub fn parse(raw: &str, is_html: bool) -> Result<Self, ApiError> {
        let content = raw.trim();
        if content.is_empty() {
            return Err(ApiError::validation("content_required", CONTENT_REQUIRED));
        }
        if content.chars().count() > CONTENT_MAX_CHARS {
            return Err(ApiError::validation(
                "content_too_long",
                format!("The email content must be {CONTENT_MAX_CHARS} characters or fewer."),
            ));
        }
        if !is_html {
            return Ok(Self { text: content.to_owned(), html: None });
        }
        if !html_tags_match(content) {
            return Err(ApiError::validation("invalid_html", INVALID_HTML));
        }
        Ok(Self { text: html_to_text(content), html: Some(content.to_owned()) })
    }
}

/// A send, validated in the order the page checks it: recipients, subject, content, HTML.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmailDraft {
    pub recipients: RecipientIds,
    pub subject: Subject,
    pub body: Body,
}

impl EmailDraft {
    pub fn parse(user_ids: &[String], subject: &str, content: &str, is_html: bool) -> Result<Self, ApiError> {
        let recipients = RecipientIds::parse(user_ids)?;
        let subject = Subject::parse(subject)?;
        let body = Body::parse(content, is_html)?;
        Ok(Self { recipients, subject, body })
    }
}

/// Whether every opening tag has its closing tag, properly nested. Void elements
/// (`<br>`, `<img>`, ...), self-closed tags (`<x/>`), comments, `<!doctype>` and the
/// content of `<script>`/`<style>` are not counted; a `<` that starts no tag is text.
pub fn html_tags_match(html: &str) -> bool {
    let mut open: Vec<String> = Vec::new();
    let mut rest = html;
    while let Some(start) = rest.find('<') {
        let after = &rest[start..];
        if let Some(comment) = after.strip_prefix("<!--") {
            let Some(end) = comment.find("-->") else { return false };
            rest = &comment[end + 3..];
            continue;
        }
        let next = after[1..].chars().next();
        if !next.is_some_and(|c| c.is_ascii_alphabetic() || c == '/' || c == '!' || c == '?') {
            rest = &after[1..];
            continue;
        }
        let Some(end) = tag_end(after) else { return false };
        let tag = &after[1..end];
        rest = &after[end + 1..];
        if tag.starts_with('!') || tag.starts_with('?') {
            continue;
        }
        let closing = tag.starts_with('/');
        let name = tag_name(tag.trim_start_matches('/'));
        if name.is_empty() {
            return false;
        }
        if closing {
            if VOID_TAGS.contains(&name.as_str()) {
                continue;
            }
            if open.pop().as_deref() != Some(name.as_str()) {
                return false;
            }
        } else if !VOID_TAGS.contains(&name.as_str()) && !tag.trim_end().ends_with('/') {
            if name == "script" || name == "style" {
                // Raw text: skip to its closing tag, which is then matched normally.
                let Some(close) = rest.to_ascii_lowercase().find(&format!("</{name}")) else { return false };
                rest = &rest[close..];
            }
            open.push(name);
        }
    }
    open.is_empty()
}

/// The lower-case element name at the start of a tag's text.
fn tag_name(tag: &str) -> String {
    tag.chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == ':')
        .collect::<String>()
        .to_ascii_lowercase()
}

/// Index of the `>` that ends the tag at the start of `text`, skipping quoted values.
fn tag_end(text: &str) -> Option<usize> {
    let mut quote: Option<char> = None;
    for (i, c) in text.char_indices().skip(1) {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '"' || c == '\'' => quote = Some(c),
            None if c == '>' => return Some(i),
            None => {}
        }
    }
    None
}

/// Which users the admin list shows; the filters combine with AND.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct UserFilters {
    pub no_profile: bool,
    pub no_skills: bool,
    pub no_pitch: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(err: ApiError) -> String {
        err.code().to_owned()
    }

    #[test]
    fn subjects_are_trimmed_required_and_capped() {
        assert_eq!(Subject::parse("  Hello  ").unwrap().as_str(), "Hello");
        let empty = Subject::parse("   ").unwrap_err();
        assert_eq!(empty.to_string(), SUBJECT_REQUIRED);
        assert!(Subject::parse(&"a".repeat(150)).is_ok());
        assert_eq!(code(Subject::parse(&"a".repeat(151)).unwrap_err()), "subject_too_long");
        // Characters, not bytes.
        assert!(Subject::parse(&"é".repeat(150)).is_ok());
    }

    #[test]
    fn subjects_with_line_breaks_or_controls_are_refused() {
        for bad in ["Hi\r\nBcc: all@example.com", "Hi\nthere", "Hi\rthere", "Tab\there", "Nul\0"] {
            assert_eq!(code(Subject::parse(bad).unwrap_err()), "invalid_subject", "{bad:?}");
        }
    }

    #[test]
    fn content_is_required_after_trimming() {
        assert_eq!(Body::parse(" \n\t ", false).unwrap_err().to_string(), CONTENT_REQUIRED);
        assert_eq!(Body::parse(" Hi\nthere ", false).unwrap(), Body { text: "Hi\nthere".into(), html: None });
        assert_eq!(code(Body::parse(&"a".repeat(CONTENT_MAX_CHARS + 1), false).unwrap_err()), "content_too_long");
    }

    #[test]
    fn html_bodies_carry_a_plain_rendering() {
        let body = Body::parse("<p>Hello<br>world</p>", true).unwrap();
        assert_eq!(body.html.as_deref(), Some("<p>Hello<br>world</p>"));
        assert_eq!(body.text, "Hello\nworld");
        assert_eq!(Body::parse("<p>Hello", true).unwrap_err().to_string(), INVALID_HTML);
    }

    #[test]
    fn matching_tags_pass_and_void_tags_need_no_end() {
        for ok in [
            "Just text",
            "<p>Hi</p>",
            "<div><p>One<br>two</p><hr><img src=\"a.png\" alt=\"x > y\"></div>",
            "<P>Case</p>",
            "<input type='text'><meta charset=\"utf-8\"><link rel=x><wbr><col><area><base><embed><source><track>",
            "<br/><br /><x-widget/>",
            "<!DOCTYPE html><html><!-- <div> --><body>1 < 2</body></html>",
            "<style>p > a { color: red }</style><script>if (a < b) {}</script>",
            "<p>A</p>\n<br></br>",
        ] {
            assert!(html_tags_match(ok), "{ok}");
        }
    }

    #[test]
    fn unmatched_or_crossed_tags_fail() {
        for bad in
            ["<p>Hi", "Hi</p>", "<b><i>x</b></i>", "<div><span></div>", "<p>unterminated <a href='x'", "<!-- open"]
        {
            assert!(!html_tags_match(bad), "{bad}");
        }
    }

    #[test]
    fn recipients_are_distinct_and_required() {
        let ids = RecipientIds::parse(&["a".into(), " a ".into(), "b".into(), "".into()]).unwrap();
        assert_eq!(ids.as_slice(), ["a", "b"]);
        assert_eq!(RecipientIds::parse(&[]).unwrap_err().to_string(), NO_RECIPIENTS);
        let many: Vec<String> = (0..=MAX_RECIPIENTS).map(|i| i.to_string()).collect();
        assert_eq!(code(RecipientIds::parse(&many).unwrap_err()), "too_many_recipients");
    }

    #[test]
    fn drafts_check_recipients_before_subject_before_content() {
        assert_eq!(code(EmailDraft::parse(&[], "", "", false).unwrap_err()), "no_recipients");
        assert_eq!(code(EmailDraft::parse(&["a".into()], "", "", false).unwrap_err()), "subject_required");
        assert_eq!(code(EmailDraft::parse(&["a".into()], "S", " ", true).unwrap_err()), "content_required");
        assert_eq!(code(EmailDraft::parse(&["a".into()], "S", "<b>", true).unwrap_err()), "invalid_html");
        assert!(EmailDraft::parse(&["a".into()], "S", "<b>", false).is_ok());
    }
}
