//! The export files in the object store, deleted once their rows are gone: by the
//! periodic pass, a withdrawal, or a new export that replaces one.

use crate::state::AppState;

/// Deletes export files whose rows are gone (so their links already answer 404); a
/// failure leaves an unreachable file behind and is logged.
pub async fn delete_files(state: &AppState, files: Vec<String>) {
    let stored: Vec<Option<String>> = files.into_iter().map(Some).collect();
    if let Err(err) = state.storage.delete_stored(&stored).await {
        tracing::error!(error = %err, "could not delete the file of a data export");
    }
}
