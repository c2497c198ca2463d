//! Who may open a thread: the two people of its request, nobody else. The recruiter
//! sees it as they see the profile: not at all once the job seeker's employer shield
//! names them, and with the job seeker's name only while the reveal is approved.

use super::model::Side;
use crate::{
    auth::extract::CurrentUser,
    error::{ApiError, ApiResult},
    ids::RevealRequestId,
    privacy::shield::store as shield,
    reveal::store::{self, RequestRow},
    state::AppState,
};

pub fn thread_not_found() -> ApiError {
    ApiError::Missing { code: "request_not_found", message: "Request not found".into() }
}

/// The request behind a thread and the side `user` is on, or 404 for anyone else (a
/// malformed id, someone else's request, a recruiter the shield hides from: all alike).
pub async fn open(state: &AppState, user: &CurrentUser, raw_id: &str) -> ApiResult<(RequestRow, Side)> {
    let id = RevealRequestId::parse(raw_id).ok_or_else(thread_not_found)?;
    let row = store::find(&state.db, &id).await?.ok_or_else(thread_not_found)?;
    if user.is_job_seeker && row.profile_id.account() == &user.id {
        return Ok((row, Side::JobSeeker));
    }
    if user.is_recruiter && row.employer_id.account() == &user.id {
        if shield::hides(&state.db, &row.profile_id, &user.shield_viewer()).await? {
            return Err(thread_not_found());
        }
        return Ok((row, Side::Recruiter));
    }
    Err(thread_not_found())
}
