//! Accounts nobody uses end: with no sign-in, answer or edit for
//! `VEIL_INACTIVE_ACCOUNT_DAYS`, the owner is warned by e-mail 30 and 7 days before, and
//! then the account is deleted by the same code as the account page's deletion. The
//! e-mailed "Keep my account" link starts the clock again without signing in.

pub mod email;
pub mod model;
pub mod routes;
pub mod store;

use model::{DAY_MS, FIRST_WARNING_MS, Step};

use crate::{accounts, ids::AccountId, search::history::SearchHistory, state::AppState};

/// Accounts read at once.
const PAGE: i64 = 200;

/// What one run did, for the log (counts only).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Counts {
    pub first_warnings: u64,
    pub final_warnings: u64,
    pub deleted: u64,
    pub failed: u64,
}

/// The period, in milliseconds.
pub fn period_ms(state: &AppState) -> i64 {
    i64::try_from(state.settings.retention.inactive_account_days).unwrap_or(i64::MAX / DAY_MS) * DAY_MS
}

/// Warns and deletes what is due at `now`. One account's failure (a mail server down)
/// is counted and left for the next day's run; it never stops the others.
pub async fn run(state: &AppState, history: &SearchHistory, now: i64) -> Result<Counts, sqlx::Error> {
    let period = period_ms(state);
    let mut counts = Counts::default();
    let mut after = String::new();
    loop {
        let page = store::unused_since(&state.db, now - period + FIRST_WARNING_MS, &after, PAGE).await?;
        let Some(last) = page.last() else { break };
        after = last.id.as_str().to_owned();
        for account in &page {
            let standing = account.standing();
            let step = standing.next_step(period, now);
            if let Err(err) = act(state, history, &account.id, step, standing.deadline(period), now, &mut counts).await
            {
                counts.failed += 1;
                tracing::warn!(user_id = %account.id, error = %err, "an unused account's warning or deletion failed");
            }
        }
    }
    if counts != Counts::default() {
        tracing::info!(
            first_warnings = counts.first_warnings,
            final_warnings = counts.final_warnings,
            deleted = counts.deleted,
            failed = counts.failed,
            "retention: unused accounts warned or deleted"
        );
    }
    Ok(counts)
}

async fn act(
    state: &AppState,
    history: &SearchHistory,
    account: &AccountId,
    step: Step,
    deadline: i64,
    now: i64,
    counts: &mut Counts,
) -> anyhow::Result<()> {
    let once = uuid::Uuid::now_v7().to_string();
    match step {
        Step::Nothing => {}
        Step::FirstWarning { deletion_on } => {
            email::send(state, account, deletion_on, &once).await?;
            store::first_warning_sent(&state.db, account, deadline, now).await?;
            counts.first_warnings += 1;
        }
        Step::FinalWarning { deletion_on } => {
            email::send(state, account, deletion_on, &once).await?;
            store::final_warning_sent(&state.db, account, deadline, now).await?;
            counts.final_warnings += 1;
        }
        Step::Delete => {
            accounts::deletion::delete_account(state, history, account).await?;
            counts.deleted += 1;
        }
    }
    Ok(())
}
