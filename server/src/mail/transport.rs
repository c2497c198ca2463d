//! The transport (docs/architecture.md, "E-mail"): SMTP through lettre when
//! `VEIL_SMTP_URL` is set; otherwise nothing leaves the machine and the outbox table is
//! the only record. Callers record every message in the outbox whichever transport is
//! used.

use std::{sync::Arc, time::Duration};

use anyhow::Context;
use lettre::{
    Address, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
    message::{
        Mailbox, MultiPart, SinglePart,
        header::{Header, HeaderName, HeaderValue},
    },
};
use tokio::sync::Semaphore;
use tracing::Instrument;

use crate::{config::Settings, metrics};

/// Most messages in flight at once, across every batch, so a large send neither floods
/// the relay nor starves the database pool.
pub const MAX_CONCURRENT_SENDS: usize = 8;

/// How long one message may take (connect, TLS, the whole SMTP dialogue).
const SEND_TIMEOUT: Duration = Duration::from_secs(60);

/// One message to one recipient.
#[derive(Debug, Clone, Copy)]
pub struct OutgoingEmail<'a> {
    pub to: &'a str,
    pub subject: &'a str,
    /// The plain-text body (always present: the only part, or the alternative to HTML).
    pub text: &'a str,
    pub html: Option<&'a str>,
    /// A one-click unsubscribe address (https, or http on a local run): sent as
    /// `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
    /// (RFC 8058), so mail clients offer their own unsubscribe button.
    pub list_unsubscribe: Option<&'a str>,
}

/// What became of a message that did not fail.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Delivery {
    /// Handed to the SMTP relay, which accepted it.
    Sent,
    /// No SMTP configured: kept in the outbox only.
    Captured,
}

#[derive(Clone)]
enum Transport {
    OutboxOnly,
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
}

#[derive(Clone)]
pub struct Mailer {
    transport: Transport,
    from: Mailbox,
    permits: Arc<Semaphore>,
}

impl std::fmt::Debug for Mailer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The transport holds the SMTP credentials: name the mode only.
        let mode = match self.transport {
            Transport::OutboxOnly => "outbox-only",
            Transport::Smtp(_) => "smtp",
        };
        f.debug_struct("Mailer").field("mode", &mode).finish_non_exhaustive()
    }
}

impl Mailer {
    /// The transport the settings ask for; a bad URL or sender stops the binary.
    pub fn from_settings(settings: &Settings) -> anyhow::Result<Self> {
        let from: Mailbox =
            settings.mail_from.trim().parse().map_err(|_| {
                anyhow::anyhow!("VEIL_MAIL_FROM must be an address such as `Veil <no-reply@example.com>`")
            })?;
        let url = settings.smtp_url.expose().trim();
        let transport = if url.is_empty() {
            Transport::OutboxOnly
        } else {
            let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                // lettre's message can quote the URL, credentials included: keep it out.
                .map_err(|_| {
                    anyhow::anyhow!(
                        "VEIL_SMTP_URL must look like smtp://user:pass@host:587?tls=required, \
                         smtps://user:pass@host or smtp://127.0.0.1:2525"
                    )
                })
                .context("invalid mail settings")?
                .timeout(Some(SEND_TIMEOUT))
                .build();
            Transport::Smtp(transport)
        };
        Ok(Self { transport, from, permits: Arc::new(Semaphore::new(MAX_CONCURRENT_SENDS)) })
    }

    pub fn is_smtp(&self) -> bool {
        matches!(self.transport, Transport::Smtp(_))
    }

    /// Sends one message (or captures it without SMTP). The error is a sentence for the
    /// outbox; it may quote the relay's answer.
    pub async fn send(&self, email: OutgoingEmail<'_>) -> Result<Delivery, String> {
        let Transport::Smtp(transport) = &self.transport else {
            metrics::email_sent(true);
            return Ok(Delivery::Captured);
        };
        let sent = self.send_over(transport, email).await;
        match &sent {
            Ok(_) => metrics::email_sent(false),
            Err(_) => metrics::email_failed(),
        }
        sent
    }

    async fn send_over(
        &self,
        transport: &AsyncSmtpTransport<Tokio1Executor>,
        email: OutgoingEmail<'_>,
    ) -> Result<Delivery, String> {
        let message = self.message(email)?;
        let _permit = self.permits.acquire().await.map_err(|_| "The mailer is shutting down.".to_owned())?;
        // The relay's conversation as a child span: no address, no subject.
        let span = tracing::info_span!("smtp.send", "otel.kind" = "client");
        match tokio::time::timeout(SEND_TIMEOUT, transport.send(message)).instrument(span).await {
            Ok(Ok(_)) => Ok(Delivery::Sent),
            Ok(Err(err)) => Err(describe(&err)),
            Err(_) => Err(format!("The mail server did not answer within {} seconds.", SEND_TIMEOUT.as_secs())),
        }
    }

    /// The message as it goes on the wire: From, To (this recipient only), Subject, Date,
    /// Message-ID; plain text alone, or plain and HTML as alternatives.
    pub fn message(&self, email: OutgoingEmail<'_>) -> Result<Message, String> {
        let to: Address =
            email.to.trim().parse().map_err(|_| "The address is not a valid e-mail address.".to_owned())?;
        let message_id = format!("<{}@{}>", uuid::Uuid::new_v4().simple(), self.from.email.domain());
        let mut builder = Message::builder()
            .from(self.from.clone())
            .to(Mailbox::new(None, to))
            .subject(email.subject)
            .message_id(Some(message_id));
        if let Some(url) = email.list_unsubscribe {
            builder = builder.header(ListUnsubscribe(format!("<{url}>"))).header(ListUnsubscribePost);
        }
        let built = match email.html {
            Some(html) => builder.multipart(MultiPart::alternative_plain_html(email.text.to_owned(), html.to_owned())),
            None => builder.singlepart(SinglePart::plain(email.text.to_owned())),
        };
        built.map_err(|err| format!("The message could not be built: {err}"))
    }
}

/// `List-Unsubscribe: <https://…>` (RFC 2369).
#[derive(Debug, Clone)]
struct ListUnsubscribe(String);

impl Header for ListUnsubscribe {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(Self(s.to_owned()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), self.0.clone())
    }
}

/// `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058): a POST to the
/// `List-Unsubscribe` address unsubscribes, with no page in between.
#[derive(Debug, Clone)]
struct ListUnsubscribePost;

impl Header for ListUnsubscribePost {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe-Post")
    }

    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(Self)
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), "List-Unsubscribe=One-Click".to_owned())
    }
}

/// The relay's answer for the outbox, without lettre's debugging detail.
fn describe(err: &lettre::transport::smtp::Error) -> String {
    let text = err.to_string();
    if text.is_empty() { "The mail server refused the message.".to_owned() } else { text }
}

#[cfg(test)]
mod tests {
    use super::*;

    // An SMTP transport keeps a connection pool, which lives on the Tokio runtime: the
    // tests that build one run on it, as the server does.

    fn mailer(smtp_url: &str) -> Mailer {
        let mut settings = Settings::defaults_with_data_dir("/tmp/veil-mail");
        settings.smtp_url = crate::config::Secret::new(smtp_url);
        Mailer::from_settings(&settings).unwrap()
    }

    fn wire(message: &Message) -> String {
        String::from_utf8(message.formatted()).unwrap()
    }

    #[tokio::test]
    async fn without_an_smtp_url_messages_are_only_captured() {
        assert!(!mailer("").is_smtp());
        assert!(mailer("smtp://127.0.0.1:2525").is_smtp());
        assert!(mailer("smtps://user:pass@mail.example").is_smtp());
        assert!(mailer("smtp://user:pass@mail.example:587?tls=required").is_smtp());
    }

    #[tokio::test]
    async fn a_bad_url_or_sender_is_refused_without_echoing_secrets() {
        let mut settings = Settings::defaults_with_data_dir("/tmp/veil-mail");
        settings.smtp_url = crate::config::Secret::new("ftp://user:hunter2@mail.example");
        let err = format!("{:#}", Mailer::from_settings(&settings).unwrap_err());
        assert!(err.contains("VEIL_SMTP_URL") && !err.contains("hunter2"), "{err}");
        settings.smtp_url = crate::config::Secret::default();
        settings.mail_from = "not an address".into();
        assert!(format!("{:#}", Mailer::from_settings(&settings).unwrap_err()).contains("VEIL_MAIL_FROM"));
    }

    #[tokio::test]
    async fn plain_messages_have_one_text_part_and_one_recipient() {
        let email = OutgoingEmail {
            to: "ada@example.com",
            subject: "Hello",
            text: "Hi\nthere",
            html: None,
            list_unsubscribe: None,
        };
        let message = mailer("smtp://127.0.0.1:2525").message(email).unwrap();
        let text = wire(&message);
        assert!(text.contains("To: ada@example.com\r\n"), "{text}");
        assert!(text.contains("From: Veil <no-reply@veil.example>\r\n"), "{text}");
        assert!(text.contains("Subject: Hello\r\n"), "{text}");
        assert!(text.contains("Content-Type: text/plain; charset=utf-8"), "{text}");
        assert!(!text.contains("multipart") && !text.contains("Bcc") && !text.contains("Cc:"), "{text}");
        let to: Vec<String> = message.envelope().to().iter().map(|a| a.to_string()).collect();
        assert_eq!(to, ["ada@example.com"]);
    }

    #[tokio::test]
    async fn html_messages_carry_plain_and_html_alternatives() {
        let email = OutgoingEmail {
            to: "ada@example.com",
            subject: "Hi",
            text: "Hello",
            html: Some("<p>Hello</p>"),
            list_unsubscribe: None,
        };
        let text = wire(&mailer("smtp://127.0.0.1:2525").message(email).unwrap());
        assert!(text.contains("multipart/alternative"), "{text}");
        assert!(text.contains("Content-Type: text/plain; charset=utf-8"), "{text}");
        assert!(text.contains("Content-Type: text/html; charset=utf-8"), "{text}");
    }

    #[tokio::test]
    async fn a_one_click_unsubscribe_address_adds_both_rfc_8058_headers() {
        let url = "https://veil.example/api/email/unsubscribe?token=abc.def";
        let email = OutgoingEmail {
            to: "ada@example.com",
            subject: "Hi",
            text: "Hello",
            html: Some("<p>Hello</p>"),
            list_unsubscribe: Some(url),
        };
        let text = wire(&mailer("smtp://127.0.0.1:2525").message(email).unwrap());
        assert!(text.contains(&format!("List-Unsubscribe: <{url}>\r\n")), "{text}");
        assert!(text.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n"), "{text}");
    }

    #[tokio::test]
    async fn an_invalid_recipient_is_an_error_not_a_panic() {
        let email = OutgoingEmail { to: "nobody", subject: "Hi", text: "Hello", html: None, list_unsubscribe: None };
        assert!(mailer("smtp://127.0.0.1:2525").message(email).is_err());
    }
}
