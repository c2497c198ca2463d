//! Telling both sides when a reveal or an unanswered request ends. Whether identity
//! shows is decided when data is read (`privacy::lifetime`); this periodic sweep only
//! sends the notifications and the realtime event, once per ending (the store marks the
//! rows it takes in the same statement, so several instances never announce twice).
//! A recruiter the job seeker has shielded since hears nothing: for them the profile
//! does not exist, and an ending would say it still does.

use super::{
    emails,
    events::{publish_change, publish_change_to_seeker},
    model::{RequestStatus, ShownStatus},
    notices, reminders,
    store::lists::{self, EndedRow},
};
use crate::{
    metrics::{self, Pulse},
    notifications::publish::notify,
    privacy::{activity::model::ActivityKind, shield::store as shield},
    recruiters, seekers,
    state::AppState,
};

/// Runs the sweep every `VEIL_REVEAL_SWEEP_SECS`, until the server stops.
pub async fn run(state: AppState) {
    let mut tick = tokio::time::interval(state.settings.reveal_sweep());
    loop {
        tick.tick().await;
        if let Err(err) = sweep(&state).await {
            tracing::warn!(error = %err, "announcing ended reveals failed; the next sweep retries");
        }
    }
}

/// Announces every request that ended since the last sweep; returns how many.
pub async fn sweep(state: &AppState) -> Result<usize, sqlx::Error> {
    let ended = lists::take_unannounced_ended(&state.db, state.clock.now_millis()).await?;
    let pairs: Vec<_> = ended.iter().map(|r| (r.profile_id.clone(), r.employer_id.clone())).collect();
    let shielded = shield::hidden_from_recruiters(&state.db, &pairs).await?;
    for (row, pair) in ended.iter().zip(&pairs) {
        announce(state, row, shielded.contains(pair)).await?;
    }
    Ok(ended.len())
}

/// Tells both sides, or only the job seeker when `shielded` (and then the activity log,
/// which the recruiter's data export reads too, names no one).
async fn announce(state: &AppState, row: &EndedRow, shielded: bool) -> Result<(), sqlx::Error> {
    let (Some(profile), Some(employer)) = (
        seekers::store::find(&state.db, &row.profile_id).await?,
        recruiters::store::find(&state.db, &row.employer_id).await?,
    ) else {
        return Ok(()); // An account went meanwhile; its requests go with it.
    };
    let (company, codename) = (&employer.company_name, &profile.codename);
    let candidate_url = format!("/candidate/{}", profile.public_id);
    let days = reminders::whole_days(row.created_at, row.answer_by);
    let (seeker_note, recruiter_note) = notices::ended(row.status == RequestStatus::Approved, company, codename, days);
    notify(state, profile.id.account(), seeker_note.title, &seeker_note.message, "/reveal-requests").await;
    if shielded {
        publish_change_to_seeker(state, &row.id, &row.profile_id, &profile.public_id, ShownStatus::Expired).await;
        tracing::info!(request_id = %row.id, "reveal request ended; the recruiter is shielded and not told");
        return Ok(());
    }
    notify(state, row.employer_id.account(), recruiter_note.title, &recruiter_note.message, &candidate_url).await;
    publish_change(state, &row.id, &row.profile_id, &row.employer_id, &profile.public_id, ShownStatus::Expired).await;
    if row.status == RequestStatus::Pending {
        metrics::pulse(Pulse::RevealExpired);
        let now = state.clock.now_millis();
        emails::after_expiry(state, &row.id, row.created_at, row.employer_id.account(), now).await;
    }
    let ended_at = row.ended_at(state.clock.now_millis());
    state.activity.record_at(&row.profile_id, &row.employer_id, ActivityKind::RevealExpired, ended_at).await;
    tracing::info!(request_id = %row.id, "reveal request ended");
    Ok(())
}
