//! Building exports in the background. The state lives in `data_exports`: an instance
//! claims a preparing row with a lease (one `UPDATE … RETURNING`), builds the ZIP and
//! marks it ready; a build cut short by a crash or a restart is claimed again once its
//! lease runs out. A request starts a build at once; the periodic pass picks up what is
//! left and deletes what expired.

use std::time::Duration;

use super::{
    archive, contents, emails, files,
    model::{FAILED_KEPT_MS, LEASE_MS, LINK_LIFETIME_MS, MAX_ATTEMPTS},
    store::{self, Claim, Finished},
    withdrawal,
};
use crate::{
    notifications::publish::notify,
    search::history::SearchHistory,
    state::AppState,
    storage::{DATA_EXPORTS, FileRef},
};

/// How often each instance looks for exports left waiting and for expired ones.
const PASS_EVERY: Duration = Duration::from_secs(30);
/// A failed attempt is tried again after this long, times the attempts so far.
const RETRY_AFTER_MS: i64 = 30_000;

/// The periodic pass, until the server stops: expired exports go, exports whose consent
/// ended are withdrawn, waiting ones are built.
pub async fn run(state: AppState, history: SearchHistory) {
    let mut tick = tokio::time::interval(PASS_EVERY);
    loop {
        tick.tick().await;
        delete_expired(&state).await;
        withdrawal::withdraw_ended(&state).await;
        build_waiting(&state, &history).await;
    }
}

/// Builds every export waiting to be built, one after another; another instance may
/// take some of them meanwhile. `history` is flushed first, so an export holds the
/// latest searches.
pub async fn build_waiting(state: &AppState, history: &SearchHistory) {
    loop {
        let now = state.clock.now_millis();
        let claim = match store::claim_next(&state.db, now, now + LEASE_MS).await {
            Ok(Some(claim)) => claim,
            Ok(None) => return,
            Err(err) => {
                tracing::warn!(error = %err, "claiming a data export failed; the next pass retries");
                return;
            }
        };
        build_claimed(state, history, &claim).await;
    }
}

async fn build_claimed(state: &AppState, history: &SearchHistory, claim: &Claim) {
    match build(state, history, claim).await {
        Ok(true) => {
            tracing::info!(export_id = %claim.id, "data export ready");
            let text = "Your data is ready to download from your account page for the next 24 hours.";
            notify(state, &claim.user_id, "Your data is ready", text, "/user-profile").await;
            emails::after_ready(state, &claim.id, &claim.user_id).await;
        }
        // The account was deleted meanwhile; its file is gone again.
        Ok(false) => tracing::info!(export_id = %claim.id, "data export dropped: its account is gone"),
        Err(err) => {
            let now = state.clock.now_millis();
            let retry_at = (claim.attempts < MAX_ATTEMPTS).then(|| now + RETRY_AFTER_MS * claim.attempts);
            tracing::warn!(export_id = %claim.id, attempt = claim.attempts, error = %err, "building a data export failed");
            if let Err(err) = store::attempt_failed(&state.db, &claim.id, retry_at, now, now + FAILED_KEPT_MS).await {
                tracing::warn!(export_id = %claim.id, error = %err, "could not record a failed data export");
            }
        }
    }
}

/// Builds and stores the ZIP. `Ok(false)` when the export's row went meanwhile.
async fn build(state: &AppState, history: &SearchHistory, claim: &Claim) -> anyhow::Result<bool> {
    let contents::Gathered { files, identities } = contents::gather(state, history, &claim.user_id).await?;
    let bytes = tokio::task::spawn_blocking(move || archive::zip(&files)).await??;
    let size_bytes = i64::try_from(bytes.len())?;
    let file = FileRef::random(DATA_EXPORTS, "zip");
    state.storage.put(&file, bytes).await?;
    let now = state.clock.now_millis();
    let stored = file.to_stored();
    let done = Finished { file_ref: &stored, size_bytes, expires_at: now + LINK_LIFETIME_MS, identities: &identities };
    if store::finish(&state.db, &claim.id, &done, now).await? {
        return Ok(true);
    }
    state.storage.delete(&file).await?;
    Ok(false)
}

/// Deletes the rows and files of exports past their end.
pub async fn delete_expired(state: &AppState) {
    match store::take_expired(&state.db, state.clock.now_millis(), None).await {
        Ok(files) => files::delete_files(state, files).await,
        Err(err) => tracing::warn!(error = %err, "deleting expired data exports failed; the next pass retries"),
    }
}
