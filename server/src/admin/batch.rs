//! Sending a queued batch in the background: a few messages at a time, each one's
//! outcome written to its outbox row, one failure never stopping the rest.

use futures::StreamExt;

use super::store::{self, QueuedEmail};
use crate::{
    db::{Db, clock::Clock},
    ids::MailBatchId,
    mail::{MAX_CONCURRENT_SENDS, Mailer, OutgoingEmail},
};

/// Everything a batch needs, owned, so it can outlive the request that queued it.
pub struct Batch {
    pub id: MailBatchId,
    pub subject: String,
    pub text: String,
    pub html: Option<String>,
    pub emails: Vec<QueuedEmail>,
}

/// Starts sending `batch`; returns at once.
pub fn spawn(db: Db, mailer: Mailer, clock: Clock, batch: Batch) -> tokio::task::JoinHandle<()> {
    tokio::spawn(run(db, mailer, clock, batch))
}

async fn run(db: Db, mailer: Mailer, clock: Clock, batch: Batch) {
    let Batch { id: batch_id, subject, text, html, emails } = batch;
    let total = emails.len();
    tracing::info!(batch_id = %batch_id, total, "e-mail batch started");
    futures::stream::iter(emails)
        .for_each_concurrent(MAX_CONCURRENT_SENDS, |email| {
            let (db, mailer, clock) = (&db, &mailer, &clock);
            let (subject, text, html) = (subject.as_str(), text.as_str(), html.as_deref());
            let batch_id = batch_id.as_str();
            async move {
                let outgoing = OutgoingEmail { to: &email.address, subject, text, html, list_unsubscribe: None };
                let recorded = match mailer.send(outgoing).await {
                    Ok(delivery) => store::mark_delivered(db, &email.id, delivery.into(), clock.now_millis()).await,
                    Err(error) => store::mark_failed(db, &email.id, &error).await,
                };
                if let Err(err) = recorded {
                    // Opaque ids only: never the address or the relay's answer.
                    tracing::error!(batch_id, email_id = %email.id, error = %err, "could not record an e-mail outcome");
                }
            }
        })
        .await;
    match store::batch_counts(&db, &batch_id).await {
        Ok(c) => tracing::info!(
            batch_id = %batch_id, total, sent = c.sent, captured = c.captured, failed = c.failed,
            "e-mail batch finished"
        ),
        Err(err) => tracing::warn!(batch_id = %batch_id, error = %err, "e-mail batch finished; counts unavailable"),
    }
}
