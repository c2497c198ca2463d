//! An export is handed out only while consent to every identity it holds lasts: a
//! recruiter's ZIP built while candidates approved their requests carries their names,
//! and must stop flowing once a reveal is revoked or runs out, the candidate shields the
//! recruiter or deletes their account. Checked wherever the export is handed out (the
//! account page's link, the download) and by the periodic pass; an export that fails the
//! check is withdrawn for good and its file deleted.

use super::{
    files,
    model::{ExportRow, ExportStatus},
    store,
};
use crate::{
    privacy::access::{Asker, all_identities_visible_to},
    state::AppState,
};

/// Whether `row` may still be handed out to its owner; withdraws it when not.
pub async fn still_consented(state: &AppState, row: &ExportRow) -> Result<bool, sqlx::Error> {
    if row.withdrawn_at.is_some() {
        return Ok(false);
    }
    if row.status != ExportStatus::Ready {
        return Ok(true);
    }
    let now = state.clock.now_millis();
    let held = store::identities_of(&state.db, &row.id).await?;
    if held.is_empty()
        || all_identities_visible_to(&state.db, &Asker::load(&state.db, &row.user_id).await?, &held, now).await?
    {
        return Ok(true);
    }
    if let Some(file) = store::withdraw(&state.db, &row.id, now).await? {
        tracing::info!(export_id = %row.id, "data export withdrawn: consent to an identity it holds ended");
        files::delete_files(state, vec![file]).await;
    }
    Ok(false)
}

/// Withdraws every ready export whose consent ended, so its file does not wait for
/// someone to ask for it.
pub async fn withdraw_ended(state: &AppState) {
    let rows = match store::holding_identities(&state.db, state.clock.now_millis()).await {
        Ok(rows) => rows,
        Err(err) => {
            tracing::warn!(error = %err, "checking data exports for ended consent failed; the next pass retries");
            return;
        }
    };
    for row in rows {
        if let Err(err) = still_consented(state, &row).await {
            tracing::warn!(export_id = %row.id, error = %err, "checking a data export for ended consent failed");
        }
    }
}
