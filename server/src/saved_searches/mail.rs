//! Sending the daily alert e-mail through the outbox (so the admin's outbox shows it)
//! and the configured transport.

use super::model::AlertEmail;
use crate::{
    admin::store::{self as outbox, BatchContent},
    ids::{MailBatchId, RecruiterId},
    mail::OutgoingEmail,
    state::AppState,
};

/// Records and sends `email` to the recruiter; false when the account has gone.
pub async fn send(state: &AppState, recruiter: &RecruiterId, email: &AlertEmail) -> anyhow::Result<bool> {
    let recipients = outbox::recipients(&state.db, &[recruiter.to_string()]).await?;
    if recipients.is_empty() {
        return Ok(false);
    }
    let content = BatchContent { subject: &email.subject, text: &email.text, html: Some(&email.html) };
    let batch = MailBatchId::new_v7();
    let queued = outbox::queue_batch(&state.db, &batch, &recipients, &content, state.clock.now_millis()).await?;
    for message in queued {
        let outgoing = OutgoingEmail {
            to: &message.address,
            subject: &email.subject,
            text: &email.text,
            html: Some(&email.html),
            list_unsubscribe: None,
        };
        match state.mailer.send(outgoing).await {
            Ok(delivery) => {
                outbox::mark_delivered(&state.db, &message.id, delivery.into(), state.clock.now_millis()).await?;
            }
            Err(error) => outbox::mark_failed(&state.db, &message.id, &error).await?,
        }
    }
    // Opaque ids only: never the address or what the e-mail says.
    tracing::info!(recruiter_id = %recruiter, batch_id = %batch, "saved search alert e-mail sent");
    Ok(true)
}
