//! Telling both sides when a reveal or an unanswered request ends. Whether identity
//! shows is decided when data is read (`privacy::lifetime`); this periodic sweep only
//! sends the notifications and the realtime event, once per ending (the store marks the
//! rows it takes in the same statement, so several instances never announce twice).

use super::{
    emails,
    events::publish_change,
    model::{RequestStatus, ShownStatus},
    notices,
    store::{self, EndedRow},
};
use crate::{activity::model::ActivityKind, notifications::publish::notify, recruiters, seekers, state::AppState};

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
    let ended = store::take_unannounced_ended(&state.db, state.clock.now_millis()).await?;
    for row in &ended {
        announce(state, row).await?;
    }
    Ok(ended.len())
}

async fn announce(state: &AppState, row: &EndedRow) -> Result<(), sqlx::Error> {
    let (Some(profile), Some(employer)) = (
        seekers::store::find(&state.db, &row.profile_id).await?,
        recruiters::store::find(&state.db, &row.employer_id).await?,
    ) else {
        return Ok(()); // An account went meanwhile; its requests go with it.
    };
    let (company, codename) = (&employer.company_name, &profile.codename);
    let candidate_url = format!("/candidate/{}", profile.public_id);
    let (seeker_note, recruiter_note) = notices::ended(row.status == RequestStatus::Approved, company, codename);
    notify(state, profile.id.account(), seeker_note.title, &seeker_note.message, "/reveal-requests").await;
    notify(state, row.employer_id.account(), recruiter_note.title, &recruiter_note.message, &candidate_url).await;
    publish_change(state, &row.id, &row.profile_id, &row.employer_id, &profile.public_id, ShownStatus::Expired).await;
    if row.status == RequestStatus::Pending {
        let now = state.clock.now_millis();
        emails::after_expiry(state, &row.id, row.created_at, row.employer_id.account(), now).await;
    }
    let ended_at = row.ended_at(state.clock.now_millis());
    state.activity.record_at(&row.profile_id, &row.employer_id, ActivityKind::RevealExpired, ended_at).await;
    tracing::info!(request_id = %row.id, "reveal request ended");
    Ok(())
}
