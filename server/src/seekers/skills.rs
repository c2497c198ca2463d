//! Canonical skill ids for profiles stored before the vocabulary knew them: rows from
//! before the vocabulary (migration 0007 leaves them at version 0) and rows an older
//! vocabulary computed. Run at start-up, before the search index opens; idempotent, and
//! resumable since each batch commits on its own.

use super::store;
use crate::{
    db::Db,
    vocabulary::{self, VOCABULARY},
};

const BATCH: i64 = 500;

/// Computes and stores the ids of every stale row; returns how many rows it updated.
pub async fn refresh_stored_skill_ids(db: &Db) -> anyhow::Result<u64> {
    let mut updated = 0;
    // Each batch starts after the last id of the one before, so no batch reads past the
    // rows already done (from the first row each time, the work grew with the square of
    // the rows: a million ran for minutes without finishing).
    let mut after = String::new();
    loop {
        let stale = store::stale_skill_ids(db, vocabulary::VERSION, &after, BATCH).await?;
        let Some((last, _)) = stale.last() else {
            return Ok(updated);
        };
        after = last.clone();
        let rows = stale
            .into_iter()
            .map(|(id, skills)| {
                let skills: Vec<String> = serde_json::from_str(&skills).unwrap_or_default();
                Ok((id, serde_json::to_string(&VOCABULARY.skill_ids(&skills))?))
            })
            .collect::<anyhow::Result<Vec<_>>>()?;
        store::set_skill_ids(db, vocabulary::VERSION, &rows).await?;
        updated += rows.len() as u64;
    }
}
