//! Deletes what is past its period, one period at a time, in batches: each batch is one
//! short statement of its own, so no lock is held for long and other writers (SQLite has
//! one at a time) get their turn between batches. Only counts are logged.

use std::time::Duration;

use super::schedule::Period;
use crate::{config::RetentionSettings, db::Db, with_db};

pub const DAY_MS: i64 = 86_400_000;

/// Rows one statement deletes at most.
pub const BATCH: i64 = 500;

/// The pause between two batches, so a long clean-up never starves requests.
const BETWEEN_BATCHES: Duration = Duration::from_millis(20);

/// The statements of one batch, each run until it has no more: `$1` the cutoff (earlier is
/// past its period), `$2` the batch size. An e-mail still queued
/// keeps its body and record.
fn statements(period: Period) -> &'static [&'static str] {
    match period {
        Period::ProfileViews => {
            &["DELETE FROM profile_views WHERE id IN (SELECT id FROM profile_views WHERE viewed_at < $1 LIMIT $2)"]
        }
        Period::PrivacyActivity => &["DELETE FROM activity_events WHERE id IN \
             (SELECT id FROM activity_events WHERE occurred_at < $1 LIMIT $2)"],
        Period::Notifications => {
            &["DELETE FROM notifications WHERE id IN (SELECT id FROM notifications WHERE created_at < $1 LIMIT $2)"]
        }
        Period::SearchHistory => {
            &["DELETE FROM search_history WHERE id IN (SELECT id FROM search_history WHERE created_at < $1 LIMIT $2)"]
        }
        Period::EmailBodies => &["UPDATE email_outbox SET text_body = '', html_body = NULL WHERE id IN \
             (SELECT id FROM email_outbox WHERE created_at < $1 AND status <> 'queued' \
                AND (text_body <> '' OR html_body IS NOT NULL) LIMIT $2)"],
        Period::EmailRecords => &["DELETE FROM email_outbox WHERE id IN \
             (SELECT id FROM email_outbox WHERE created_at < $1 AND status <> 'queued' LIMIT $2)"],
        Period::EndedRequests => &[
            "DELETE FROM reveal_requests WHERE id IN (SELECT id FROM reveal_requests WHERE \
                (status = 'declined' AND updated_at < $1) \
                OR (status = 'approved' AND visible_until < $1) \
                OR (status = 'pending' AND answer_by < $1) LIMIT $2)",
            // A conversation kept after the other person left ended when they left.
            "DELETE FROM departed_threads WHERE id IN (SELECT id FROM departed_threads WHERE left_at < $1 LIMIT $2)",
        ],
        Period::EarlyAccess => &["DELETE FROM early_access_signups WHERE id IN \
             (SELECT id FROM early_access_signups WHERE created_at < $1 LIMIT $2)"],
        Period::ConsentRecords => &[
            "DELETE FROM consent_records WHERE id IN (SELECT id FROM consent_records WHERE recorded_at < $1 LIMIT $2)",
        ],
        // An open report stays until the admin closes it.
        Period::Moderation => &[
            "DELETE FROM reports WHERE id IN (SELECT id FROM reports WHERE resolved_at < $1 LIMIT $2)",
            "DELETE FROM admin_audit_log WHERE seq IN (SELECT seq FROM admin_audit_log WHERE created_at < $1 LIMIT $2)",
        ],
    }
}

/// The first moment still kept at `now`: anything earlier is past its period.
pub fn cutoff(period: Period, settings: &RetentionSettings, now: i64) -> i64 {
    let days = i64::try_from(period.days(settings)).unwrap_or(i64::MAX / DAY_MS);
    now.saturating_sub(days.saturating_mul(DAY_MS))
}

/// One batch of one statement; how many rows it deleted or emptied.
async fn batch(db: &Db, sql: &str, cutoff: i64) -> Result<u64, sqlx::Error> {
    with_db!(db, pool => {
        sqlx::query(sql).bind(cutoff).bind(BATCH).execute(pool).await.map(|r| r.rows_affected())
    })
}

/// Everything of `period` past its cutoff, batch after batch; how many rows in all.
pub async fn past_period(db: &Db, period: Period, cutoff: i64) -> Result<u64, sqlx::Error> {
    let mut total = 0;
    for sql in statements(period) {
        loop {
            let done = batch(db, sql, cutoff).await?;
            total += done;
            if done < BATCH as u64 {
                break;
            }
            tokio::time::sleep(BETWEEN_BATCHES).await;
        }
    }
    Ok(total)
}

/// Every period of the schedule at `now`; the count of each, in the schedule's order.
pub async fn run(db: &Db, settings: &RetentionSettings, now: i64) -> Result<Vec<(Period, u64)>, sqlx::Error> {
    let mut counts = Vec::new();
    for period in Period::ALL {
        let deleted = past_period(db, period, cutoff(period, settings, now)).await?;
        if deleted > 0 {
            tracing::info!(record = period.key(), deleted, "retention: records past their period removed");
        }
        counts.push((period, deleted));
    }
    Ok(counts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cutoff_is_the_period_before_now() {
        let settings = crate::config::Settings::defaults_with_data_dir("/tmp").retention;
        assert_eq!(cutoff(Period::SearchHistory, &settings, 100 * DAY_MS), 10 * DAY_MS);
        assert_eq!(cutoff(Period::ProfileViews, &settings, 0), -365 * DAY_MS);
    }
}
