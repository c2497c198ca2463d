//! Deleting an account with every row and file that belongs to it: the one way an
//! account ends, whether its owner asks on the account page or it ends unused.

use super::store;
use crate::{
    ids::{AccountId, RevealRequestId},
    privacy::shield::store::hidden_from_recruiters,
    reveal::thread::departed::store::threads_of,
    search::history::SearchHistory,
    state::AppState,
};

/// The conversations the other side keeps when `account` leaves: each of its requests
/// with messages, except where it is the job seeker and their employer shield hides the
/// recruiter (who sees that thread as gone, and must not see it come back).
async fn conversations_kept(state: &AppState, account: &AccountId) -> Result<Vec<RevealRequestId>, sqlx::Error> {
    let threads = threads_of(&state.db, account).await?;
    let pairs: Vec<_> = threads
        .iter()
        .filter(|t| t.profile_id.account() == account)
        .map(|t| (t.profile_id.clone(), t.employer_id.clone()))
        .collect();
    let hidden = hidden_from_recruiters(&state.db, &pairs).await?;
    Ok(threads
        .into_iter()
        .filter(|t| !hidden.contains(&(t.profile_id.clone(), t.employer_id.clone())))
        .map(|t| t.id)
        .collect())
}

/// Deletes the account's rows in one transaction, forgets what each service holds of
/// it in memory, then deletes its files.
pub async fn delete_account(state: &AppState, history: &SearchHistory, account: &AccountId) -> Result<(), sqlx::Error> {
    let mut files = store::file_references(&state.db, account).await?;
    history.forget_user(account);
    state.activity.forget_user(account);
    let keep = conversations_kept(state, account).await?;
    files.extend(store::delete_account(&state.db, account, &keep, state.clock.now_millis()).await?);
    state.sessions.forget_user(account);
    state.index_progress.profile_hidden().await;
    // Rows first, in one transaction, so a failure leaves everything in place. A file
    // left behind by a storage error can no longer be served (no row refers to its key
    // any more); it is logged.
    if let Err(err) = state.storage.delete_stored(&files).await {
        tracing::error!(user_id = %account, error = %err, "could not delete files of a deleted account");
    }
    tracing::info!(user_id = %account, "account deleted");
    Ok(())
}
