//! The e-mail that says a data export is ready, sent by a background job
//! so a mail server that is down is retried with backoff. It links to the account page,
//! where the signed download link is shown to its owner signed in; the e-mail itself
//! carries no link to the file.

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::{
    model::{ExportStatus, LINK_LIFETIME_MS},
    store,
};
use crate::{
    ids::{AccountId, DataExportId},
    jobs::{self, Job, JobKind},
    mail::{
        self,
        model::{Action, EmailKind, NotificationEmail},
    },
    state::AppState,
};

#[derive(Debug, Serialize, Deserialize)]
struct ReadyEvent {
    export: DataExportId,
    owner: AccountId,
}

/// After an export was built: its e-mail, once.
pub async fn after_ready(state: &AppState, export: &DataExportId, owner: &AccountId) {
    let payload = json!(ReadyEvent { export: export.clone(), owner: owner.clone() });
    let key = format!("data-export:{export}:ready");
    let now = state.clock.now_millis();
    if let Err(err) = jobs::enqueue(&state.db, JobKind::DataExportReadyEmail, &payload, now, &key, Some(owner)).await {
        tracing::error!(error = %err, export_id = %export, "could not enqueue the data export e-mail");
    }
}

/// The job: e-mails the owner if the export is still there to download.
pub async fn ready(state: &AppState, job: &Job) -> anyhow::Result<()> {
    let ReadyEvent { export, owner } = job.payload()?;
    let Some(row) = store::find_for_user(&state.db, &owner).await? else { return Ok(()) };
    let now = state.clock.now_millis();
    if row.id != export || row.status != ExportStatus::Ready || row.withdrawn_at.is_some() || row.has_expired(now) {
        return Ok(());
    }
    let until = row.expires_at.unwrap_or(now + LINK_LIFETIME_MS);
    mail::send(state, &owner, &ready_email(until), &job.id).await?;
    Ok(())
}

/// "Your data is ready", with the moment the download goes away (UTC).
pub fn ready_email(expires_at: i64) -> NotificationEmail {
    let until = chrono::DateTime::from_timestamp_millis(expires_at)
        .unwrap_or_default()
        .format("%-d %B %Y, %H:%M UTC")
        .to_string();
    NotificationEmail {
        kind: EmailKind::DataExports,
        subject: "Your Veil data is ready to download".into(),
        paragraphs: vec![
            "The copy of your data you asked for is ready: a ZIP file with everything Veil keeps about you.".into(),
            format!("Download it from your account page until {until}. After that it is deleted."),
        ],
        action: Some(Action { label: "Go to your account page".into(), path: "/user-profile".into() }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_email_says_until_when_and_links_the_account_page() {
        let email = ready_email(1_795_000_000_000);
        assert_eq!(email.kind, EmailKind::DataExports);
        assert_eq!(
            email.paragraphs[1],
            "Download it from your account page until 18 November 2026, 11:06 UTC. After that it is deleted."
        );
        assert_eq!(email.action.unwrap().path, "/user-profile");
    }
}
