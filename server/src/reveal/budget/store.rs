//! What the budget rule reads: a recruiter's requests sent since a time, and how their
//! latest requests ended.

use super::rule::{JUDGED, Outcome};
use crate::{db::Db, ids::RecruiterId, privacy::RequestStatus, with_db};

/// Requests `recruiter` sent (or sent again) since `since`.
pub async fn sent_since(db: &Db, recruiter: &RecruiterId, since: i64) -> Result<i64, sqlx::Error> {
    with_db!(db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM reveal_requests WHERE employer_id = $1 AND created_at >= $2",
    )
    .bind(recruiter)
    .bind(since)
    .fetch_one(pool)
    .await)
}

/// How `recruiter`'s latest [`JUDGED`] ended requests ended, latest first: answered ones
/// by when they were answered, unanswered ones by when they expired.
pub async fn recent_outcomes(db: &Db, recruiter: &RecruiterId, now: i64) -> Result<Vec<Outcome>, sqlx::Error> {
    let sql = format!(
        "SELECT status, CASE WHEN status = $2 THEN answer_by ELSE updated_at END AS ended_at \
         FROM reveal_requests WHERE employer_id = $1 AND (status <> $2 OR answer_by <= $3) \
         ORDER BY ended_at DESC, id DESC LIMIT {JUDGED}"
    );
    let rows: Vec<(RequestStatus, i64)> = with_db!(db, pool => sqlx::query_as(&sql)
        .bind(recruiter)
        .bind(RequestStatus::Pending)
        .bind(now)
        .fetch_all(pool)
        .await)?;
    Ok(rows
        .into_iter()
        .map(|(status, _)| match status {
            RequestStatus::Approved => Outcome::Approved,
            RequestStatus::Declined => Outcome::Declined,
            RequestStatus::Pending => Outcome::Expired,
        })
        .collect())
}
