//! Suspending a recruiter and lifting it. A suspension takes effect on the recruiter's
//! next request (the session cache forgets them here; another instance within its TTL):
//! they can no longer search, view or send. Each pending request they sent ends as
//! "Withdrawn", and its job seeker is told only that: not by whom nor why.

use super::{
    model::{WITHDRAWN_MESSAGE, WITHDRAWN_TITLE},
    store,
};
use crate::{
    error::ApiResult, ids::RecruiterId, notifications::publish::notify, privacy::lifetime::ShownStatus,
    reveal::events::publish_change_to_seeker, seekers, state::AppState,
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

/// Lifts the suspension; withdrawn requests stay withdrawn (the recruiter may ask again).
pub async fn lift(state: &AppState, recruiter: &RecruiterId) -> ApiResult<bool> {
    let lifted = store::lift(&state.db, recruiter.account()).await?;
    state.sessions.forget_user(recruiter.account());
    if lifted {
        tracing::info!(recruiter_id = %recruiter.account(), "suspension lifted");
    }
    Ok(lifted)
}
