//! The warnings before an unused account is deleted: a service e-mail (it cannot be
//! turned off, as it is the owner's only notice), recorded in the outbox like every
//! e-mail, with the signed "Keep my account" link.

use crate::{
    admin::{self, model::OutboxStatus},
    ids::AccountId,
    mail::{OutgoingEmail, text::escape_html},
    state::AppState,
    with_db,
};

/// One warning, written out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    pub subject: String,
    pub text: String,
    pub html: String,
}

/// The day as people read it, in UTC.
pub fn day(millis: i64) -> String {
    chrono::DateTime::from_timestamp_millis(millis).unwrap_or_default().format("%-d %B %Y").to_string()
}

/// "Your account will be deleted on …", with the link that keeps it.
pub fn warning(deletion_on: i64, keep_url: &str, inactive_days: u64) -> Warning {
    let on = day(deletion_on);
    let paragraphs = [
        format!(
            "Nobody has signed in to your Veil account for a long time. Veil keeps an account unused for \
             {inactive_days} days at most, so yours and everything in it will be deleted on {on}."
        ),
        "To keep it, follow the link below and press \"Keep my account\" (it does not sign you in), \
         or sign in to Veil before that day."
            .to_owned(),
        "If you no longer need it, do nothing: it will be deleted completely.".to_owned(),
    ];
    let mut text = paragraphs.join("\n\n");
    text.push_str(&format!("\n\nKeep my account: {keep_url}\n"));
    let mut html =
        String::from("<!doctype html><html><body style=\"font-family: sans-serif; line-height: 1.5; color: #111827\">");
    for paragraph in &paragraphs {
        html.push_str(&format!("<p>{}</p>", escape_html(paragraph)));
    }
    html.push_str(&format!(
        "<p><a href=\"{}\" style=\"display: inline-block; padding: 8px 16px; background: #4f46e5; \
         color: #ffffff; border-radius: 6px; text-decoration: none\">Keep my account</a></p></body></html>",
        escape_html(keep_url)
    ));
    Warning { subject: format!("Your Veil account will be deleted on {on}"), text, html }
}

/// The web page the link opens: it asks before keeping, so a mail scanner that follows
/// links keeps nobody's account.
pub fn keep_url(state: &AppState, account: &AccountId) -> String {
    let base = state.settings.public_url.as_str().trim_end_matches('/');
    format!("{base}/keep-account?token={}", state.keep_links.token(account))
}

/// Sends one warning; `Ok(false)` when the account has no address. Recorded in the outbox
/// first; the relay's answer goes there, never to the log.
pub async fn send(state: &AppState, account: &AccountId, deletion_on: i64, once: &str) -> anyhow::Result<bool> {
    let Some(recipient) = admin::store::recipients(&state.db, &[account.as_str().to_owned()]).await?.pop() else {
        return Ok(false);
    };
    if recipient.address.trim().is_empty() {
        return Ok(false);
    }
    let warning = warning(deletion_on, &keep_url(state, account), state.settings.retention.inactive_account_days);
    let now = state.clock.now_millis();
    with_db!(&state.db, pool => sqlx::query(
        "INSERT INTO email_outbox (id, batch_id, recipient_user_id, to_address, subject, html_body, text_body, \
           status, error, created_at, sent_at) \
         VALUES ($1, 'notice:inactive-account', $2, $3, $4, $5, $6, $7, NULL, $8, NULL)",
    )
    .bind(once)
    .bind(account)
    .bind(&recipient.address)
    .bind(&warning.subject)
    .bind(&warning.html)
    .bind(&warning.text)
    .bind(OutboxStatus::Queued)
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ()))?;
    let outgoing = OutgoingEmail {
        to: &recipient.address,
        subject: &warning.subject,
        text: &warning.text,
        html: Some(&warning.html),
        list_unsubscribe: None,
    };
    match state.mailer.send(outgoing).await {
        Ok(delivery) => {
            admin::store::mark_delivered(&state.db, once, delivery.into(), state.clock.now_millis()).await?;
        }
        Err(error) => {
            admin::store::mark_failed(&state.db, once, &error).await?;
            anyhow::bail!("the mail server did not take inactivity warning {once} (the outbox has its answer)");
        }
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_warning_names_the_day_and_carries_the_link() {
        let w = warning(1_795_000_000_000, "https://veil.example/keep-account?token=a.b", 730);
        assert_eq!(w.subject, "Your Veil account will be deleted on 18 November 2026");
        assert!(w.text.contains("Keep my account: https://veil.example/keep-account?token=a.b"), "{}", w.text);
        assert!(w.text.contains("730 days"), "{}", w.text);
        assert!(w.html.contains("href=\"https://veil.example/keep-account?token=a.b\""), "{}", w.html);
    }
}
