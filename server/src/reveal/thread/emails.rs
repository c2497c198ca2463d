//! The e-mail that tells one side of a thread the other wrote: at most one per thread
//! and person an hour (`store::claim_email`), never the message itself (a job seeker's
//! words may say who they are; a recruiter's belong in the app), and to a recruiter the
//! candidate by codename only.

use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::{
    ids::{AccountId, RevealRequestId},
    jobs::{self, Job, JobKind},
    mail::{
        self,
        model::{Action, EmailKind, NotificationEmail},
    },
    privacy::shield::store as shield,
    recruiters,
    reveal::store as requests,
    seekers,
    state::AppState,
};

#[derive(Debug, Serialize, Deserialize)]
struct ThreadEvent {
    request: RevealRequestId,
    to: AccountId,
}

pub async fn enqueue(state: &AppState, request: &RevealRequestId, to: &AccountId, now: i64) {
    let payload = json!(ThreadEvent { request: request.clone(), to: to.clone() });
    let key = format!("reveal-thread:{request}:{to}:{now}");
    if let Err(err) = jobs::enqueue(&state.db, JobKind::ThreadMessageEmail, &payload, now, &key, Some(to)).await {
        tracing::error!(error = %err, "could not enqueue a thread e-mail");
    }
}

/// The job: e-mails the person if the request is still there and, for a recruiter, the
/// candidate has not shielded them since.
pub async fn send(state: &AppState, job: &Job) -> anyhow::Result<()> {
    let event: ThreadEvent = job.payload()?;
    let Some(row) = requests::find(&state.db, &event.request).await? else { return Ok(()) };
    let email = if row.profile_id.account() == &event.to {
        let Some(employer) = recruiters::store::find(&state.db, &row.employer_id).await? else { return Ok(()) };
        to_job_seeker(&employer.company_name)
    } else if row.employer_id.account() == &event.to {
        if shield::hides_from_recruiter(&state.db, &row.profile_id, &row.employer_id).await? {
            return Ok(());
        }
        let Some(profile) = seekers::store::find(&state.db, &row.profile_id).await? else { return Ok(()) };
        to_recruiter(&profile.codename, &format!("/candidate/{}", profile.public_id))
    } else {
        return Ok(());
    };
    mail::send(state, &event.to, &email, &job.id).await?;
    Ok(())
}

pub fn to_job_seeker(company: &str) -> NotificationEmail {
    NotificationEmail {
        kind: EmailKind::Messages,
        subject: format!("New message from {company}"),
        paragraphs: vec![
            format!("{company} sent you a message about their reveal request."),
            "Your identity stays hidden unless you approve. Sign in to Veil to read and answer.".into(),
        ],
        action: Some(Action { label: "Read the message".into(), path: "/reveal-requests".into() }),
    }
}

pub fn to_recruiter(codename: &str, candidate_path: &str) -> NotificationEmail {
    NotificationEmail {
        kind: EmailKind::Messages,
        subject: format!("New message from candidate {codename}"),
        paragraphs: vec![format!("Candidate {codename} sent you a message."), "Sign in to Veil to read it.".into()],
        action: Some(Action { label: "Read the message".into(), path: candidate_path.into() }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_emails_name_the_sender_but_never_quote_the_message() {
        let email = to_job_seeker("Northwind");
        assert_eq!(email.subject, "New message from Northwind");
        assert_eq!(email.kind, EmailKind::Messages);
        let email = to_recruiter("quiet-harbour", "/candidate/x");
        assert_eq!(email.paragraphs[0], "Candidate quiet-harbour sent you a message.");
        assert_eq!(email.action.unwrap().path, "/candidate/x");
    }
}
