//! Suspending a recruiter and lifting it. A suspension takes effect on the recruiter's
//! next request (the session cache forgets them here; another instance within its TTL):
//! they can no longer search, view or send. Each pending request they sent ends as
//! "Withdrawn", and its job seeker is told only that: not by whom nor why. A suspended
//! job seeker's profile is hidden from search and the candidate page (as a paused one),
//! and they cannot write in a conversation; lifting gives the profile back the visibility
//! they chose.

use super::{
    model::{WITHDRAWN_MESSAGE, WITHDRAWN_TITLE},
    store,
};
use crate::{
    error::ApiResult,
    ids::{AccountId, RecruiterId, SeekerId},
    notifications::publish::notify,
    privacy::lifetime::ShownStatus,
    reveal::events::publish_change_to_seeker,
    seekers,
    state::AppState,
};

/// Suspends `recruiter` and withdraws their pending requests; returns how many.
pub async fn suspend(state: &AppState, recruiter: &RecruiterId) -> ApiResult<usize> {
    let now = state.clock.now_millis();
    let withdrawn = store::suspend(&state.db, recruiter, now).await?;
    state.sessions.forget_user(recruiter.account());
    for request in &withdrawn {
        let Some(profile) = seekers::store::find(&state.db, &request.profile_id).await? else { continue };
        notify(state, profile.id.account(), WITHDRAWN_TITLE, WITHDRAWN_MESSAGE, "/reveal-requests").await;
        publish_change_to_seeker(state, &request.id, &request.profile_id, &profile.public_id, ShownStatus::Withdrawn)
            .await;
    }
    tracing::info!(recruiter_id = %recruiter.account(), withdrawn = withdrawn.len(), "recruiter suspended");
    Ok(withdrawn.len())
}

/// Suspends job seeker `seeker`: their profile leaves search at once.
pub async fn suspend_job_seeker(state: &AppState, seeker: &SeekerId) -> ApiResult<()> {
    if store::suspend_job_seeker(&state.db, seeker, state.clock.now_millis()).await? {
        state.index_progress.profile_hidden().await;
    }
    state.sessions.forget_user(seeker.account());
    tracing::info!(user_id = %seeker.account(), "job seeker suspended");
    Ok(())
}

/// Lifts the suspension. A recruiter's withdrawn requests stay withdrawn (they may ask
/// again); a job seeker's profile shows as they chose.
pub async fn lift(state: &AppState, account: &AccountId) -> ApiResult<bool> {
    let lifted = store::lift(&state.db, account).await?;
    state.sessions.forget_user(account);
    if lifted {
        state.index_progress.profile_changed().await;
        tracing::info!(user_id = %account, "suspension lifted");
    }
    Ok(lifted)
}
