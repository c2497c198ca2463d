//! SQL of the change feed: reading it from a watermark, and the versions of searchable
//! profiles the index is checked against. The one difference between the backends is
//! what a watermark counts (see `feed`), kept in `read_window` and `horizon`.

use crate::{db::Db, with_db};

use super::feed::{FeedEntry, FeedRead};

/// The feed from `watermark` on (at most `limit` entries), with the new watermark taken
/// in the same snapshot.
pub async fn read_window(db: &Db, watermark: i64, limit: i64) -> Result<FeedRead, sqlx::Error> {
    match db {
        // Writers commit one at a time, in the order of their numbers: the next number
        // is the watermark.
        Db::Sqlite(pool) => {
            let entries: Vec<FeedEntry> = sqlx::query_as(
                "SELECT seq, profile_id, seq AS tx FROM search_changes WHERE seq >= $1 ORDER BY seq LIMIT $2",
            )
            .bind(watermark)
            .bind(limit)
            .fetch_all(pool)
            .await?;
            let horizon = entries.last().map_or(watermark, |e| e.seq + 1);
            Ok(FeedRead { entries, horizon })
        }
        // Transactions commit in any order. One snapshot gives both the entries and the
        // oldest transaction still running: every transaction below it has ended, so
        // its entries, if committed, are among those read.
        Db::Postgres(pool) => {
            let mut tx = pool.begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY").await?;
            let horizon: i64 = sqlx::query_scalar("SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint")
                .fetch_one(&mut *tx)
                .await?;
            let entries =
                sqlx::query_as("SELECT seq, profile_id, tx FROM search_changes WHERE tx >= $1 ORDER BY seq LIMIT $2")
                    .bind(watermark)
                    .bind(limit)
                    .fetch_all(&mut *tx)
                    .await?;
            tx.commit().await?;
            Ok(FeedRead { entries, horizon })
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

/// (id, updated_at) of every searchable profile, to compare with the index.
pub async fn searchable_versions(db: &Db) -> Result<Vec<(String, i64)>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as("SELECT id, updated_at FROM profiles WHERE status <> 'hidden'")
        .fetch_all(pool)
        .await)
}
