//! The e-mails of reveal requests, sent by background jobs. To the job
//! seeker: a new request, and a reminder after 3 days unanswered. To the recruiter: an
//! approval, a decline (its reason, never the note: a note is the job seeker's own words
//! and may say who they are) or an expiry, naming the candidate by codename only; who
//! they are shows in the app, behind sign-in, never in an e-mail.
//!
//! Each event enqueues its job with a key naming the event, so it e-mails once; the job
//! checks when it runs that the request is still as the event left it.

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::{
    model::{DAY_MS, RequestStatus, ShownStatus},
    offer::Offer,
    store::{self, RequestRow},
};
use crate::{
    ids::{AccountId, RevealRequestId},
    jobs::{self, Job, JobKind},
    mail::{
        self,
        model::{Action, EmailKind, NotificationEmail},
    },
    privacy::shield::store as shield,
    recruiters, seekers,
    state::AppState,
};

/// A reminder goes when a request is still unanswered this long after it was sent.
pub const REMINDER_AFTER_MS: i64 = 3 * DAY_MS;

/// What a job of this module carries: the request and the moment of the event (when it
/// was sent, or decided), to tell this event from a later one on the same request.
#[derive(Debug, Serialize, Deserialize)]
struct RequestEvent {
    request: RevealRequestId,
    at: i64,
    /// For the recruiter's e-mail: what became of the request.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    outcome: Option<Outcome>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Outcome {
    Approved,
    Declined,
    Expired,
}

impl Outcome {
    fn as_str(self) -> &'static str {
        match self {
            Self::Approved => "approved",
            Self::Declined => "declined",
            Self::Expired => "expired",
        }
    }

    fn shown(self) -> ShownStatus {
        match self {
            Self::Approved => ShownStatus::Approved,
            Self::Declined => ShownStatus::Declined,
            Self::Expired => ShownStatus::Expired,
        }
    }
}

async fn enqueue(state: &AppState, kind: JobKind, key: String, event: RequestEvent, run_at: i64, to: &AccountId) {
    let payload = json!(event);
    if let Err(err) = jobs::enqueue(&state.db, kind, &payload, run_at, &key, Some(to)).await {
        tracing::error!(error = %err, kind = kind.as_str(), "could not enqueue a reveal request e-mail");
    }
}

/// After a request was sent (or sent again): the e-mail now, the reminder in 3 days.
pub async fn after_request(state: &AppState, row: &RequestRow) {
    let (id, at) = (&row.id, row.terms.created_at);
    let seeker = row.profile_id.account();
    let new = RequestEvent { request: id.clone(), at, outcome: None };
    enqueue(state, JobKind::RevealRequestEmail, format!("reveal-request:{id}:new:{at}"), new, at, seeker).await;
    let later = RequestEvent { request: id.clone(), at, outcome: None };
    let key = format!("reveal-request:{id}:reminder:{at}");
    enqueue(state, JobKind::RevealReminderEmail, key, later, at + REMINDER_AFTER_MS, seeker).await;
}

/// After an answer that changed the request: the recruiter hears of an approval or a
/// decline (a changed duration is no news).
pub async fn after_answer(state: &AppState, before: ShownStatus, row: &RequestRow, now: i64) {
    let decision = &row.terms.decision;
    let (outcome, at) = match decision.status {
        RequestStatus::Approved if before == ShownStatus::Approved => return,
        RequestStatus::Approved => (Outcome::Approved, decision.approved_at.unwrap_or(now)),
        RequestStatus::Declined => (Outcome::Declined, now),
        RequestStatus::Pending => return,
    };
    let key = format!("reveal-request:{}:{}:{at}", row.id, outcome.as_str());
    let event = RequestEvent { request: row.id.clone(), at, outcome: Some(outcome) };
    enqueue(state, JobKind::RevealDecisionEmail, key, event, now, row.employer_id.account()).await;
}

/// After a request went 30 days unanswered: the recruiter hears it expired.
pub async fn after_expiry(state: &AppState, id: &RevealRequestId, created_at: i64, recruiter: &AccountId, now: i64) {
    let key = format!("reveal-request:{id}:expired:{created_at}");
    let event = RequestEvent { request: id.clone(), at: created_at, outcome: Some(Outcome::Expired) };
    enqueue(state, JobKind::RevealDecisionEmail, key, event, now, recruiter).await;
}

/// The request a job is about, if it is still as the event left it: sent (or approved)
/// at `at` and shown as `status` now.
async fn still(state: &AppState, event: &RequestEvent, status: ShownStatus) -> anyhow::Result<Option<RequestRow>> {
    let Some(row) = store::find(&state.db, &event.request).await? else { return Ok(None) };
    let now = state.clock.now_millis();
    let same_event = match status {
        ShownStatus::Pending => row.terms.created_at == event.at,
        // Unanswered for 30 days, not an approval that ran out.
        ShownStatus::Expired => row.terms.created_at == event.at && row.terms.decision.status == RequestStatus::Pending,
        ShownStatus::Approved => row.terms.decision.approved_at == Some(event.at),
        ShownStatus::Declined => true,
    };
    Ok((same_event && row.terms.shown(now) == status).then_some(row))
}

/// The job of a new request: e-mails the job seeker unless they answered already.
pub async fn new_request(state: &AppState, job: &Job) -> anyhow::Result<()> {
    let Some(row) = still(state, &job.payload()?, ShownStatus::Pending).await? else { return Ok(()) };
    let Some(asker) = asker(state, &row).await? else { return Ok(()) };
    let email = new_request_email(&asker.company, &asker.role, row.terms.offer().as_ref(), asker.verified);
    mail::send(state, row.profile_id.account(), &email, &job.id).await?;
    Ok(())
}

/// The job of a reminder: e-mails the job seeker if the request is still unanswered.
pub async fn reminder(state: &AppState, job: &Job) -> anyhow::Result<()> {
    let Some(row) = still(state, &job.payload()?, ShownStatus::Pending).await? else { return Ok(()) };
    let Some(asker) = asker(state, &row).await? else { return Ok(()) };
    mail::send(state, row.profile_id.account(), &reminder_email(&asker.company), &job.id).await?;
    Ok(())
}

/// The job of an answer or an expiry: e-mails the recruiter what became of the request,
/// unless the job seeker has shielded them since.
pub async fn decision(state: &AppState, job: &Job) -> anyhow::Result<()> {
    let event: RequestEvent = job.payload()?;
    let status = event.outcome.unwrap_or(Outcome::Expired).shown();
    let Some(row) = still(state, &event, status).await? else { return Ok(()) };
    // Shielded since the event: for this recruiter the profile no longer exists.
    if shield::hides_from_recruiter(&state.db, &row.profile_id, &row.employer_id).await? {
        return Ok(());
    }
    let Some(profile) = seekers::store::find(&state.db, &row.profile_id).await? else { return Ok(()) };
    let candidate = format!("/candidate/{}", profile.public_id);
    let reason = row.terms.decision.decline_reason.map(|r| r.label());
    let email = decision_email(status, &profile.codename, reason, &candidate);
    mail::send(state, row.employer_id.account(), &email, &job.id).await?;
    Ok(())
}

/// Who asks, as the job seeker's e-mail says it.
struct Asker {
    company: String,
    role: String,
    verified: bool,
}

async fn asker(state: &AppState, row: &RequestRow) -> anyhow::Result<Option<Asker>> {
    let Some(employer) = recruiters::store::find(&state.db, &row.employer_id).await? else { return Ok(None) };
    let verified = recruiters::verification::verified_among(&state.db, std::slice::from_ref(&row.employer_id))
        .await?
        .get(&row.employer_id)
        .copied()
        .unwrap_or(false);
    Ok(Some(Asker { company: employer.company_name, role: employer.recruiter_role, verified }))
}

fn review_action() -> Option<Action> {
    Some(Action { label: "Review the request".into(), path: "/reveal-requests".into() })
}

/// To the job seeker: the company, the recruiter's role, the job when given, and
/// whether the company's domain is verified.
pub fn new_request_email(company: &str, role: &str, offer: Option<&Offer>, verified: bool) -> NotificationEmail {
    let mut paragraphs = vec![format!("{company} would like to see who you are.")];
    if !role.trim().is_empty() {
        paragraphs.push(format!("Recruiter: {}", role.trim()));
    }
    if let Some(offer) = offer {
        paragraphs.push(format!("The job: {}", offer.summary()));
    }
    paragraphs.push(if verified { "Verified company domain." } else { "Company not verified." }.into());
    paragraphs.push("Your identity stays hidden unless you approve. Unanswered requests expire after 30 days.".into());
    NotificationEmail {
        kind: EmailKind::RevealRequests,
        subject: format!("New reveal request from {company}"),
        paragraphs,
        action: review_action(),
    }
}

pub fn reminder_email(company: &str) -> NotificationEmail {
    NotificationEmail {
        kind: EmailKind::Reminders,
        subject: format!("{company} is waiting for your answer"),
        paragraphs: vec![
            format!("{company} asked to see who you are 3 days ago and has no answer yet."),
            "You can approve or decline. Unanswered requests expire after 30 days.".into(),
        ],
        action: review_action(),
    }
}

/// To the recruiter. Only the codename: the candidate's identity is in the app.
pub fn decision_email(
    outcome: ShownStatus,
    codename: &str,
    reason: Option<&str>,
    candidate_path: &str,
) -> NotificationEmail {
    let (subject, paragraphs) = match outcome {
        ShownStatus::Approved => (
            "Your reveal request was approved",
            vec![
                format!("Candidate {codename} approved your reveal request."),
                "Sign in to Veil to see who they are.".to_owned(),
            ],
        ),
        ShownStatus::Declined => (
            "Your reveal request was declined",
            vec![match reason {
                Some(reason) => format!("Candidate {codename} declined your reveal request. Reason: {reason}."),
                None => format!("Candidate {codename} declined your reveal request."),
            }],
        ),
        ShownStatus::Expired | ShownStatus::Pending => (
            "Your reveal request expired",
            vec![format!("Candidate {codename} did not answer within 30 days. You can send a new request.")],
        ),
    };
    NotificationEmail {
        kind: EmailKind::Decisions,
        subject: subject.into(),
        paragraphs,
        action: Some(Action { label: "Open the candidate".into(), path: candidate_path.into() }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_request_says_who_asks_and_what_for() {
        let offer = Offer { role_title: Some("Data Engineer".into()), ..Offer::default() };
        let email = new_request_email("Acme", "Talent Partner", Some(&offer), true);
        assert_eq!(email.subject, "New reveal request from Acme");
        assert_eq!(email.kind, EmailKind::RevealRequests);
        assert_eq!(
            email.paragraphs[..4],
            [
                "Acme would like to see who you are.",
                "Recruiter: Talent Partner",
                "The job: Data Engineer",
                "Verified company domain."
            ]
        );
        assert_eq!(email.action.unwrap().path, "/reveal-requests");
        let bare = new_request_email("Acme", " ", None, false);
        assert_eq!(bare.paragraphs[1], "Company not verified.");
    }

    #[test]
    fn a_decline_gives_its_reason_and_nothing_else() {
        let email = decision_email(ShownStatus::Declined, "amber-comet", Some("salary too low"), "/candidate/x");
        assert_eq!(email.paragraphs, ["Candidate amber-comet declined your reveal request. Reason: salary too low."]);
        assert_eq!(email.kind, EmailKind::Decisions);
        let approved = decision_email(ShownStatus::Approved, "amber-comet", None, "/candidate/x");
        assert_eq!(approved.subject, "Your reveal request was approved");
        assert!(approved.paragraphs.join(" ").contains("Sign in to Veil to see who they are."));
        let expired = decision_email(ShownStatus::Expired, "amber-comet", None, "/candidate/x");
        assert_eq!(expired.subject, "Your reveal request expired");
    }

    #[test]
    fn a_reminder_is_its_own_kind() {
        assert_eq!(reminder_email("Acme").kind, EmailKind::Reminders);
    }
}
