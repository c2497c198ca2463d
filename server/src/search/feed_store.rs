//! SQL of the change feed: reading it from a watermark, and the versions of searchable
//! profiles the index is checked against. The one difference between the backends is
//! what a watermark counts (see `feed`), kept in `read_window` and `horizon`.

use crate::{db::Db, with_db};

use super::feed::{FeedEntry, FeedPosition, FeedRead};

/// The feed from `position` on (at most `limit` entries), with the snapshot it was read in.
pub async fn read_window(db: &Db, position: &FeedPosition, limit: i64) -> Result<FeedRead, sqlx::Error> {
    match db {
        // Writers commit one at a time, in the order of their numbers: the next number
        // is the watermark, and nothing is ever in flight for a reader. After a read cut
        // short the watermark stays put, so the next one starts after what was read.
        Db::Sqlite(pool) => {
            let read_up_to = position.unseen.as_ref().map_or(i64::MIN, |u| u.after_seq);
            let entries: Vec<FeedEntry> = sqlx::query_as(
                "SELECT seq, profile_id, seq AS tx FROM search_changes WHERE seq >= $1 AND seq > $2 \
                 ORDER BY seq LIMIT $3",
            )
            .bind(position.watermark)
            .bind(read_up_to)
            .bind(limit)
            .fetch_all(pool)
            .await?;
            // Nothing new: everything up to the last entry read is applied, and nothing
            // can commit below it any more.
            let read_all = position.watermark.max(read_up_to.saturating_add(1));
            let horizon = entries.last().map_or(read_all, |e| e.seq + 1);
            let truncated = entries.len() as i64 >= limit;
            Ok(FeedRead { entries, horizon, in_flight: Vec::new(), next_tx: horizon, truncated })
        }
        // Transactions commit in any order. One snapshot gives the entries and the
        // transactions it could not see; the next read asks for those again.
        Db::Postgres(pool) => {
            let mut tx = pool.begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY").await?;
            let (horizon, next_tx, in_flight): (i64, i64, Vec<i64>) = sqlx::query_as(
                "SELECT pg_snapshot_xmin(s)::text::bigint, pg_snapshot_xmax(s)::text::bigint, \
                 ARRAY(SELECT x::text::bigint FROM pg_snapshot_xip(s) AS x) FROM pg_current_snapshot() AS s",
            )
            .fetch_one(&mut *tx)
            .await?;
            let entries: Vec<FeedEntry> = match &position.unseen {
                None => {
                    sqlx::query_as(
                        "SELECT seq, profile_id, tx FROM search_changes WHERE tx >= $1 ORDER BY seq LIMIT $2",
                    )
                    .bind(position.watermark)
                    .bind(limit)
                    .fetch_all(&mut *tx)
                    .await?
                }
                Some(unseen) => {
                    sqlx::query_as(
                        "SELECT seq, profile_id, tx FROM search_changes WHERE tx >= $1 \
                         AND (seq > $2 OR tx >= $3 OR tx = ANY($4)) ORDER BY seq LIMIT $5",
                    )
                    .bind(position.watermark)
                    .bind(unseen.after_seq)
                    .bind(unseen.next_tx)
                    .bind(&unseen.in_flight)
                    .bind(limit)
                    .fetch_all(&mut *tx)
                    .await?
                }
            };
            tx.commit().await?;
            let truncated = entries.len() as i64 >= limit;
            Ok(FeedRead { entries, horizon, in_flight, next_tx, truncated })
        }
    }
}

/// The watermark as of now, taken before a rebuild reads the profiles: changes that
/// end after it are read again from the feed.
pub async fn horizon(db: &Db) -> Result<i64, sqlx::Error> {
    match db {
        Db::Sqlite(pool) => {
            let newest: Option<i64> = sqlx::query_scalar("SELECT MAX(seq) FROM search_changes").fetch_one(pool).await?;
            Ok(newest.map_or(0, |seq| seq + 1))
        }
        Db::Postgres(pool) => {
            sqlx::query_scalar("SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint").fetch_one(pool).await
        }
    }
}

/// Wakes the other instances' appliers (PostgreSQL; on SQLite there are none); `from`
/// names this one, whose own listener ignores it. Sent outside any save's transaction: a
/// transaction that notifies holds a lock shared by the whole server through its commit,
/// so notifying from each save made saves wait for each other.
pub async fn tell_other_instances(db: &Db, channel: &str, from: &str) -> Result<(), sqlx::Error> {
    match db {
        Db::Sqlite(_) => Ok(()),
        Db::Postgres(pool) => {
            sqlx::query("SELECT pg_notify($1, $2)").bind(channel).bind(from).execute(pool).await.map(|_| ())
        }
    }
}

/// (id, updated_at) of every searchable profile, to compare with the index.
pub async fn searchable_versions(db: &Db) -> Result<Vec<(String, i64)>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as("SELECT id, updated_at FROM profiles WHERE status <> 'hidden'")
        .fetch_all(pool)
        .await)
}
