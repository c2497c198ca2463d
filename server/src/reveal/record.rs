//! A recruiter's record, shown to the job seeker beside each request they receive: how
//! many requests the recruiter sent in the last 30 days and how many of those were
//! approved, so one who sends hundreds stands out; and how quickly they usually reply to
//! job seekers' messages, in the bands a candidate's answers are shown in
//! (`seekers::usual_answer`), from 3 replies on.

use std::collections::{BTreeSet, HashMap};

use serde::Serialize;
use utoipa::ToSchema;

use super::{model::RequestStatus, thread::model::Side};
use crate::{
    db::Db,
    ids::RecruiterId,
    seekers::usual_answer::{self, UsualAnswer},
    with_db,
};

pub const WINDOW_DAYS: i64 = 30;
const WINDOW_MS: i64 = WINDOW_DAYS * 24 * 3600 * 1000;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecruiterRecord {
    /// Reveal requests this recruiter sent in the last 30 days, to anyone.
    pub requests_last_30_days: i64,
    /// How many of those are approved.
    pub approved: i64,
    /// How quickly they usually reply to a job seeker's message (their latest 10 replies
    /// of the last 90 days); none before 3.
    pub usual_reply: Option<UsualAnswer>,
}

/// Replies counted for the band: those of the last 90 days.
const REPLY_WINDOW_MS: i64 = 90 * 24 * 3600 * 1000;

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
        .map(|(id, sent, approved)| (id, RecruiterRecord { requests_last_30_days: sent, approved, usual_reply: None }))
        .collect())
}

/// Each reply of the recruiter in one conversation (messages oldest first), as (when,
/// how long it took): from the first of the job seeker's messages still waiting to the
/// recruiter's next one. Latest first.
pub fn reply_times(messages: &[(Side, i64)]) -> Vec<(i64, i64)> {
    let mut waiting_since = None;
    let mut times = Vec::new();
    for &(side, at) in messages {
        match side {
            Side::JobSeeker => {
                waiting_since.get_or_insert(at);
            }
            Side::Recruiter => {
                if let Some(since) = waiting_since.take() {
                    times.push((at, at - since));
                }
            }
        }
    }
    times.reverse();
    times
}

/// The band of how each of `recruiters` replies, as of `now`; one with fewer than 3
/// replies in the window is absent.
pub async fn usual_replies(
    db: &Db,
    recruiters: &[RecruiterId],
    now: i64,
) -> Result<HashMap<RecruiterId, UsualAnswer>, sqlx::Error> {
    let unique: Vec<&RecruiterId> = recruiters.iter().collect::<BTreeSet<_>>().into_iter().collect();
    if unique.is_empty() {
        return Ok(HashMap::new());
    }
    let placeholders: Vec<String> = (2..unique.len() + 2).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT r.employer_id, m.request_id, m.author, m.created_at FROM reveal_messages m \
         JOIN reveal_requests r ON r.id = m.request_id \
         WHERE m.created_at >= $1 AND r.employer_id IN ({}) ORDER BY r.employer_id, m.request_id, m.created_at, m.id",
        placeholders.join(", ")
    );
    let rows: Vec<(RecruiterId, String, Side, i64)> = with_db!(db, pool => {
        let mut query = sqlx::query_as(&sql).bind(now - REPLY_WINDOW_MS);
        for id in &unique {
            query = query.bind(*id);
        }
        query.fetch_all(pool).await
    })?;
    // Each recruiter's reply times, latest first across their conversations.
    let mut times: HashMap<RecruiterId, Vec<(i64, i64)>> = HashMap::new();
    for thread in rows.chunk_by(|a, b| a.0 == b.0 && a.1 == b.1) {
        let messages: Vec<(Side, i64)> = thread.iter().map(|m| (m.2, m.3)).collect();
        times.entry(thread[0].0.clone()).or_default().extend(reply_times(&messages));
    }
    Ok(times
        .into_iter()
        .filter_map(|(recruiter, mut replies)| {
            replies.sort_unstable_by_key(|reply| std::cmp::Reverse(reply.0));
            let took: Vec<i64> = replies.into_iter().map(|(_, took)| took).collect();
            usual_answer::usual(&took).map(|band| (recruiter, band))
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOUR: i64 = 3_600_000;

    #[test]
    fn a_reply_counts_from_the_first_message_still_waiting() {
        use Side::{JobSeeker as J, Recruiter as R};
        // The recruiter opens (no reply), the job seeker writes twice, the recruiter
        // answers 5 hours after the first; later the job seeker waits 2 days.
        let messages = [(R, 0), (J, HOUR), (J, 2 * HOUR), (R, 6 * HOUR), (J, 10 * HOUR), (R, 58 * HOUR)];
        assert_eq!(reply_times(&messages), vec![(58 * HOUR, 48 * HOUR), (6 * HOUR, 5 * HOUR)], "latest first");
        assert!(reply_times(&[(R, 0), (R, HOUR)]).is_empty(), "nothing to reply to");
        assert!(reply_times(&[(J, 0)]).is_empty(), "still waiting is no reply");
    }
}
