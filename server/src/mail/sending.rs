//! The one [`send`] that every feature calls to e-mail an account about something, which respects that account's settings for the kind,
//! writes plain-text and HTML parts with a signed one-click unsubscribe link and the
//! RFC 8058 headers, records the message in the admin's outbox and sends it through the
//! configured transport. Bodies are never logged (invariant 7).

use super::{
    model::{EmailKind, Links, NotificationEmail},
    store::{self, OutboxEntry},
    transport::{Delivery, OutgoingEmail},
};
use crate::{
    admin::{self, model::OutboxStatus},
    ids::AccountId,
    state::AppState,
};

/// What became of an e-mail that did not fail.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sent {
    /// Sent (or kept in the outbox without SMTP).
    Delivered(Delivery),
    /// This message (by its key) went out before: a retried job.
    AlreadySent,
    /// The person turned this kind off.
    TurnedOff,
    /// The account has no address (or is gone).
    NoAddress,
}

/// The public URL without its trailing slash.
pub fn base_url(state: &AppState) -> String {
    state.settings.public_url.as_str().trim_end_matches('/').to_owned()
}

/// The page that asks before unsubscribing (the link in the body).
pub fn unsubscribe_page_url(state: &AppState, account: &AccountId, kind: EmailKind) -> String {
    format!("{}/unsubscribe?token={}", base_url(state), state.unsubscribe.token(account, kind))
}

/// The one-click address of the `List-Unsubscribe` header (RFC 8058: a POST unsubscribes).
pub fn one_click_url(state: &AppState, account: &AccountId, kind: EmailKind) -> String {
    format!("{}/api/email/unsubscribe?token={}", base_url(state), state.unsubscribe.token(account, kind))
}

/// E-mails `to` unless they turned `email.kind` off; discreetly (`NotificationEmail::discreet`)
/// unless they turned that off. `once` names this message (a job's
/// id): a second call with the same key after a successful send sends nothing. An error
/// (the relay refused, the database failed) is worth retrying; it never quotes the
/// address or the body.
pub async fn send(state: &AppState, to: &AccountId, email: &NotificationEmail, once: &str) -> anyhow::Result<Sent> {
    if !store::choices(&state.db, to).await?.wants(email.kind) {
        return Ok(Sent::TurnedOff);
    }
    let Some(recipient) = admin::store::recipients(&state.db, &[to.as_str().to_owned()]).await?.pop() else {
        return Ok(Sent::NoAddress);
    };
    if recipient.address.trim().is_empty() {
        return Ok(Sent::NoAddress);
    }
    let discreet;
    let email = if store::discreet(&state.db, to).await? {
        discreet = email.discreet();
        &discreet
    } else {
        email
    };
    let (page, one_click) = (unsubscribe_page_url(state, to, email.kind), one_click_url(state, to, email.kind));
    let settings = format!("{}/user-profile", base_url(state));
    let rendered = email.render(Links { base: &base_url(state), unsubscribe: &page, settings: &settings });
    let now = state.clock.now_millis();
    let entry = OutboxEntry {
        id: once,
        kind: email.kind,
        account: to,
        address: &recipient.address,
        subject: &email.subject,
        text: &rendered.text,
        html: &rendered.html,
    };
    if matches!(store::record_once(&state.db, entry, now).await?, OutboxStatus::Sent | OutboxStatus::Captured) {
        return Ok(Sent::AlreadySent);
    }
    let outgoing = OutgoingEmail {
        to: &recipient.address,
        subject: &email.subject,
        text: &rendered.text,
        html: Some(&rendered.html),
        list_unsubscribe: Some(&one_click),
    };
    match state.mailer.send(outgoing).await {
        Ok(delivery) => {
            admin::store::mark_delivered(&state.db, once, delivery.into(), state.clock.now_millis()).await?;
            tracing::info!(email_id = once, kind = email.kind.as_str(), "notification e-mail sent");
            Ok(Sent::Delivered(delivery))
        }
        Err(error) => {
            // The relay's answer goes to the outbox, which the admin reads; not to the log.
            admin::store::mark_failed(&state.db, once, &error).await?;
            anyhow::bail!("the mail server did not take notification e-mail {once} (the outbox has its answer)")
        }
    }
}
