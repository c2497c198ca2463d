//! Profiles that stay fresh: a job seeker quiet for `VEIL_FRESHNESS_ASK_DAYS` (no profile
//! edit, sign-in, answer to a request or "yes") is asked "Still open to offers?" by the
//! bell, an e-mail (their reminders setting) and a banner on their dashboard; with no
//! answer for `VEIL_FRESHNESS_PAUSE_DAYS` more, Veil pauses the profile: hidden, as the job
//! seeker could set it, until one click resumes it. Reveals already approved stay as the
//! job seeker set them. The rule is pure (`model`); the daily retention job runs `run`.

pub mod model;
pub mod routes;
pub mod store;

use model::{DAY_MS, Periods, Step};

use crate::{
    db::clock::day_of,
    ids::SeekerId,
    mail::{
        self,
        model::{Action, EmailKind, NotificationEmail},
    },
    notifications::publish::notify,
    state::AppState,
};

/// Profiles read at once.
const PAGE: i64 = 200;

pub fn periods(state: &AppState) -> Periods {
    Periods {
        ask_after: i64::from(state.settings.freshness_ask_days) * DAY_MS,
        pause_after: i64::from(state.settings.freshness_pause_days) * DAY_MS,
    }
}

/// What one run did, for the log (counts only).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Counts {
    pub asked: u64,
    pub paused: u64,
}

/// Asks and pauses what is due at `now`. One profile's failure (a mail server down) is
/// logged and left for the next day's run.
pub async fn run(state: &AppState, now: i64) -> Result<Counts, sqlx::Error> {
    let periods = periods(state);
    let mut counts = Counts::default();
    let mut after = String::new();
    loop {
        let page = store::quiet_since(&state.db, now - periods.ask_after, &after, PAGE).await?;
        let Some(last) = page.last() else { break };
        after = last.id.to_string();
        for profile in &page {
            let step = profile.standing().next_step(periods, now);
            if let Err(err) = act(state, &profile.id, step, now, &mut counts).await {
                tracing::warn!(error = %err, "asking whether a job seeker is still looking failed");
            }
        }
    }
    if counts != Counts::default() {
        tracing::info!(asked = counts.asked, paused = counts.paused, "freshness: job seekers asked or paused");
    }
    Ok(counts)
}

async fn act(state: &AppState, id: &SeekerId, step: Step, now: i64, counts: &mut Counts) -> anyhow::Result<()> {
    let once = uuid::Uuid::now_v7().to_string();
    let account = id.account();
    match step {
        Step::Nothing => {}
        Step::Ask { pauses_on } => {
            if store::asked(&state.db, id, now).await? {
                let days = state.settings.freshness_ask_days;
                let on = day_of(pauses_on);
                notify(state, account, "Still Open to Offers?", &ask_text(days, &on), "/job-seeker-dashboard").await;
                mail::send(state, account, &ask_email(days, &on), &once).await?;
                counts.asked += 1;
            }
        }
        Step::Pause => {
            if store::pause(&state.db, id).await? {
                state.index_progress.profile_hidden().await;
                notify(state, account, "Profile Paused", PAUSED_TEXT, "/job-seeker-dashboard").await;
                mail::send(state, account, &paused_email(), &once).await?;
                counts.paused += 1;
            }
        }
    }
    Ok(())
}

pub fn ask_text(days: u32, pauses_on: &str) -> String {
    format!(
        "You have not edited your profile, signed in or answered a request in {days} days. Are you still open to \
         offers? Keep your profile visible or pause it from your dashboard; without an answer, Veil pauses it on \
         {pauses_on}."
    )
}

pub const PAUSED_TEXT: &str = "Your profile is paused: recruiters no longer find it. Resume it from your dashboard \
                               whenever you are open to offers again.";

fn dashboard() -> Option<Action> {
    Some(Action { label: "Open your dashboard".into(), path: "/job-seeker-dashboard".into() })
}

pub fn ask_email(days: u32, pauses_on: &str) -> NotificationEmail {
    NotificationEmail {
        kind: EmailKind::Reminders,
        subject: "Still open to offers?".into(),
        paragraphs: vec![ask_text(days, pauses_on)],
        action: dashboard(),
    }
}

pub fn paused_email() -> NotificationEmail {
    NotificationEmail {
        kind: EmailKind::Reminders,
        subject: "Your Veil profile is paused".into(),
        paragraphs: vec![PAUSED_TEXT.into()],
        action: dashboard(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_question_says_how_long_and_until_when() {
        let email = ask_email(60, "Mar 1, 2027");
        assert_eq!(email.kind, EmailKind::Reminders);
        assert_eq!(
            email.paragraphs,
            ["You have not edited your profile, signed in or answered a request in 60 days. Are you still open to \
              offers? Keep your profile visible or pause it from your dashboard; without an answer, Veil pauses it on \
              Mar 1, 2027."]
        );
        assert_eq!(paused_email().subject, "Your Veil profile is paused");
    }
}
