//! A search and the database's word on its result page: which of the page's profiles the
//! database still shows this recruiter (a profile hidden or deleted since the index saw
//! it, on another instance before its catch-up, or one whose shield gained this
//! recruiter's company a moment ago, is left out), and this recruiter's requests to them.
//!
//! On SQLite both are read on the thread that ran the search (db/sqlite_reads.rs), with
//! no hand-off between threads; on PostgreSQL through the pool, after the search.

use super::{card::Hit, model::SearchRequest, query::Outcome, store, sync::SearchService};
use crate::{
    db::sqlite_reads::SqliteReads,
    error::{ApiError, ApiResult},
    ids::{RecruiterId, SeekerId},
    privacy::shield::viewer::Viewer,
    reveal::store::{RequestBrief, briefs_for_employer, briefs_for_employer_on},
    state::AppState,
};

/// What the database says of a result page.
#[derive(Debug, Default)]
pub struct PageRows {
    /// The page's profiles the database still shows to this recruiter.
    pub shown: Vec<SeekerId>,
    /// This recruiter's requests to them.
    pub briefs: Vec<RequestBrief>,
}

/// Runs `request` and reads its page's rows; a page with no hits reads nothing.
pub async fn search(
    state: &AppState,
    search: &SearchService,
    request: SearchRequest,
    viewer: &Viewer,
    recruiter: &RecruiterId,
) -> ApiResult<(Outcome, PageRows)> {
    let Some(reads) = state.sqlite_reads.clone() else {
        let outcome = search.search(request).await?;
        // Both statements are skipped for no ids.
        let shown = store::shown_profiles(&state.db, &ids_of(&outcome.hits), viewer).await?;
        let briefs = briefs_for_employer(&state.db, recruiter, &shown).await?;
        return Ok((outcome, PageRows { shown, briefs }));
    };
    let (viewer, recruiter) = (viewer.clone(), recruiter.clone());
    let span = tracing::Span::current();
    search
        .search_then(request, move |outcome| {
            let _entered = span.enter();
            let rows = read_on(&reads, &ids_of(&outcome.hits), &viewer, &recruiter)?;
            Ok((outcome, rows))
        })
        .await?
}

/// The page's rows on one of SQLite's read connections, on this thread (none taken for a
/// page with no hits).
fn read_on(reads: &SqliteReads, ids: &[String], viewer: &Viewer, recruiter: &RecruiterId) -> ApiResult<PageRows> {
    if ids.is_empty() {
        return Ok(PageRows::default());
    }
    let conn = reads.get().map_err(|err| {
        tracing::warn!(error = %err, "no SQLite read connection for the result page");
        ApiError::Unavailable
    })?;
    let shown = store::shown_profiles_on(&conn, ids, viewer)?;
    let briefs = briefs_for_employer_on(&conn, recruiter, &shown)?;
    Ok(PageRows { shown, briefs })
}

/// The hits' ids as the index holds them.
fn ids_of(hits: &[Hit]) -> Vec<String> {
    hits.iter().map(|h| h.id.clone()).collect()
}
