//! The e-mails of reveal requests, sent by background jobs. To the job
//! seeker: a new request, and reminders while it is unanswered (`reminders` says when;
//! each reminder also rings the bell). To the recruiter: an
//! approval, a decline (its reason, never the note: a note is the job seeker's own words
//! and may say who they are) or an expiry, naming the candidate by codename only; who
//! they are shows in the app, behind sign-in, never in an e-mail.
//!
//! Each event enqueues its job with a key naming the event, so it e-mails once; the job
//! checks when it runs that the request is still as the event left it.

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::{
    model::{RequestStatus, ShownStatus, day_of},
    notices,
    offer::Offer,
    reminders,
    store::{self, RequestRow},
};
use crate::{
    ids::{AccountId, RevealRequestId},
    jobs::{self, Job, JobKind},
    mail::{
        self,
        model::{Action, EmailKind, NotificationEmail},
    },
    notifications::publish::notify,
    privacy::shield::store as shield,
    recruiters, seekers,
    state::AppState,
};

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

/// After a request was sent (or sent again): the e-mail now, and the reminders.
pub async fn after_request(state: &AppState, row: &RequestRow) {
    let (id, at) = (&row.id, row.terms.created_at);
    let seeker = row.profile_id.account();
    let new = RequestEvent { request: id.clone(), at, outcome: None };
    enqueue(state, JobKind::RevealRequestEmail, format!("reveal-request:{id}:new:{at}"), new, at, seeker).await;
    for (n, remind_at) in reminders::times(at, row.terms.answer_by).into_iter().enumerate() {
        let later = RequestEvent { request: id.clone(), at, outcome: None };
        // The first reminder's key is the one requests sent before there were two had.
        let key = match n {
            0 => format!("reveal-request:{id}:reminder:{at}"),
            _ => format!("reveal-request:{id}:reminder-{}:{at}", n + 1),
        };
        enqueue(state, JobKind::RevealReminderEmail, key, later, remind_at, seeker).await;
    }
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

/// After a request went unanswered until its deadline: the recruiter hears it expired.
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
        // Unanswered until its deadline, not an approval that ran out.
        ShownStatus::Expired => row.terms.created_at == event.at && row.terms.decision.status == RequestStatus::Pending,
        ShownStatus::Approved => row.terms.decision.approved_at == Some(event.at),
        ShownStatus::Declined => true,
        // Nobody is e-mailed about a withdrawal: the bell tells the job seeker.
        ShownStatus::Withdrawn => false,
    };
    Ok((same_event && row.terms.shown(now) == status).then_some(row))
}

/// The job of a new request: e-mails the job seeker unless they answered already.
pub async fn new_request(state: &AppState, job: &Job) -> anyhow::Result<()> {
    let Some(row) = still(state, &job.payload()?, ShownStatus::Pending).await? else { return Ok(()) };
    let Some(asker) = asker(state, &row).await? else { return Ok(()) };
    let days = reminders::whole_days(row.terms.created_at, row.terms.answer_by);
    let email = new_request_email(&asker.company, &asker.role, row.terms.offer().as_ref(), asker.verified, days);
    mail::send(state, row.profile_id.account(), &email, &job.id).await?;
    Ok(())
}

/// The job of a reminder: rings the job seeker's bell (on its first attempt only) and
/// e-mails them if the request is still unanswered and its recruiter not blocked or
/// shielded since.
pub async fn reminder(state: &AppState, job: &Job) -> anyhow::Result<()> {
    let Some(row) = still(state, &job.payload()?, ShownStatus::Pending).await? else { return Ok(()) };
    if shield::hides_from_recruiter(&state.db, &row.profile_id, &row.employer_id).await? {
        return Ok(());
    }
    let Some(asker) = asker(state, &row).await? else { return Ok(()) };
    let seeker = row.profile_id.account();
    let expires = day_of(row.terms.answer_by);
    if job.attempts == 1 {
        let message = notices::reminder(&asker.company, &expires);
        notify(state, seeker, "Reveal Request Reminder", &message, "/reveal-requests").await;
    }
    let days = reminders::whole_days(row.terms.created_at, job.run_at);
    mail::send(state, seeker, &reminder_email(&asker.company, days, &expires), &job.id).await?;
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
    let days = reminders::whole_days(row.terms.created_at, row.terms.answer_by);
    let email = decision_email(status, &profile.codename, reason, &candidate, days);
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
/// whether the company's domain is verified; `days` to answer.
pub fn new_request_email(
    company: &str,
    role: &str,
    offer: Option<&Offer>,
    verified: bool,
    days: i64,
) -> NotificationEmail {
    let mut paragraphs = vec![format!("{company} would like to see who you are.")];
    if !role.trim().is_empty() {
        paragraphs.push(format!("Recruiter: {}", role.trim()));
    }
    if let Some(offer) = offer {
        paragraphs.push(format!("The job: {}", offer.summary()));
    }
    paragraphs.push(if verified { "Verified company domain." } else { "Company not verified." }.into());
    paragraphs
        .push(format!("Your identity stays hidden unless you approve. Unanswered requests expire after {days} days."));
    NotificationEmail {
        kind: EmailKind::RevealRequests,
        subject: format!("New reveal request from {company}"),
        paragraphs,
        action: review_action(),
    }
}

/// To the job seeker, `days_ago` after the request, which expires on `expires`.
pub fn reminder_email(company: &str, days_ago: i64, expires: &str) -> NotificationEmail {
    NotificationEmail {
        kind: EmailKind::Reminders,
        subject: format!("{company} is waiting for your answer"),
        paragraphs: vec![
            format!("{company} asked to see who you are {days_ago} days ago and has no answer yet."),
            format!("You can approve or decline. Unanswered, the request expires on {expires}."),
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
    days: i64,
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
        ShownStatus::Expired | ShownStatus::Pending | ShownStatus::Withdrawn => (
            "Your reveal request expired",
            vec![format!("Candidate {codename} did not answer within {days} days. You can send a new request.")],
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
        let email = new_request_email("Acme", "Talent Partner", Some(&offer), true, 14);
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
        assert_eq!(
            email.paragraphs[4],
            "Your identity stays hidden unless you approve. Unanswered requests expire after 14 days."
        );
        assert_eq!(email.action.unwrap().path, "/reveal-requests");
        let bare = new_request_email("Acme", " ", None, false, 30);
        assert_eq!(bare.paragraphs[1], "Company not verified.");
        assert!(bare.paragraphs[2].ends_with("expire after 30 days."));
    }

    #[test]
    fn a_decline_gives_its_reason_and_nothing_else() {
        let email = decision_email(ShownStatus::Declined, "amber-comet", Some("salary too low"), "/candidate/x", 14);
        assert_eq!(email.paragraphs, ["Candidate amber-comet declined your reveal request. Reason: salary too low."]);
        assert_eq!(email.kind, EmailKind::Decisions);
        let approved = decision_email(ShownStatus::Approved, "amber-comet", None, "/candidate/x", 14);
        assert_eq!(approved.subject, "Your reveal request was approved");
        assert!(approved.paragraphs.join(" ").contains("Sign in to Veil to see who they are."));
        let expired = decision_email(ShownStatus::Expired, "amber-comet", None, "/candidate/x", 14);
        assert_eq!(expired.subject, "Your reveal request expired");
        assert_eq!(
            expired.paragraphs,
            ["Candidate amber-comet did not answer within 14 days. You can send a new request."]
        );
    }

    #[test]
    fn a_reminder_says_how_long_ago_and_until_when() {
        let email = reminder_email("Acme", 10, "Jan 29, 2027");
        assert_eq!(email.kind, EmailKind::Reminders);
        assert_eq!(
            email.paragraphs,
            [
                "Acme asked to see who you are 10 days ago and has no answer yet.",
                "You can approve or decline. Unanswered, the request expires on Jan 29, 2027."
            ]
        );
    }
}
