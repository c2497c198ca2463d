//! A recruiter's record, shown to the job seeker beside each request they receive: how
//! many requests the recruiter sent in the last 30 days and how many of those were
//! approved, so one who sends hundreds stands out.

use std::collections::{BTreeSet, HashMap};

use serde::Serialize;
use utoipa::ToSchema;

use super::model::RequestStatus;
use crate::{db::Db, ids::RecruiterId, with_db};

pub const WINDOW_DAYS: i64 = 30;
const WINDOW_MS: i64 = WINDOW_DAYS * 24 * 3600 * 1000;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecruiterRecord {
    /// Reveal requests this recruiter sent in the last 30 days, to anyone.
    pub requests_last_30_days: i64,
    /// How many of those are approved.
    pub approved: i64,
}

/// The record of each of `recruiters` as of `now`, in one query; one who sent nothing
/// in the window is absent.
pub async fn records_of(
    db: &Db,
    recruiters: &[RecruiterId],
    now: i64,
) -> Result<HashMap<RecruiterId, RecruiterRecord>, sqlx::Error> {
    let unique: Vec<&RecruiterId> = recruiters.iter().collect::<BTreeSet<_>>().into_iter().collect();
    if unique.is_empty() {
        return Ok(HashMap::new());
    }
    let placeholders: Vec<String> = (3..unique.len() + 3).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT employer_id, COUNT(*), COALESCE(SUM(CASE WHEN status = $2 THEN 1 ELSE 0 END), 0) \
         FROM reveal_requests WHERE created_at >= $1 AND employer_id IN ({}) GROUP BY employer_id",
        placeholders.join(", ")
    );
    let rows: Vec<(RecruiterId, i64, i64)> = with_db!(db, pool => {
        let mut query = sqlx::query_as(&sql).bind(now - WINDOW_MS).bind(RequestStatus::Approved);
        for id in &unique {
            query = query.bind(*id);
        }
        query.fetch_all(pool).await
    })?;
    Ok(rows
        .into_iter()
        .map(|(id, sent, approved)| (id, RecruiterRecord { requests_last_30_days: sent, approved }))
        .collect())
}
