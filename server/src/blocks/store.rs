//! SQL of blocks. The shield's own queries (`privacy::shield::store`) read the same table.

use sqlx::FromRow;

use crate::{
    db::Db,
    ids::{AccountId, SeekerId},
    with_db,
};

/// The recruiter who sent request `request` to `seeker`, if it is theirs.
pub async fn sender_of_request(db: &Db, seeker: &SeekerId, request: &str) -> Result<Option<AccountId>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_scalar(
        "SELECT employer_id FROM reveal_requests WHERE id = $1 AND profile_id = $2",
    )
    .bind(request)
    .bind(seeker)
    .fetch_optional(pool)
    .await)
}

/// The recruiter who made view `view` of `seeker`'s profile, if it was of theirs.
pub async fn viewer_of_view(db: &Db, seeker: &SeekerId, view: &str) -> Result<Option<AccountId>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_scalar(
        "SELECT user_id FROM profile_views WHERE id = $1 AND viewed_profile_id = $2 AND user_id <> $2",
    )
    .bind(view)
    .bind(seeker)
    .fetch_optional(pool)
    .await)
}

/// Blocks `recruiter` for `seeker` (once: blocking again keeps the first block).
pub async fn block(db: &Db, seeker: &SeekerId, recruiter: &AccountId, now: i64) -> Result<(), sqlx::Error> {
    let id = uuid::Uuid::now_v7().to_string();
    with_db!(db, pool => sqlx::query(
        "INSERT INTO recruiter_blocks (id, seeker_id, recruiter_id, created_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (seeker_id, recruiter_id) DO NOTHING",
    )
    .bind(&id)
    .bind(seeker)
    .bind(recruiter)
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ()))
}

/// Lifts one of `seeker`'s blocks; `false` when they have none of that id.
pub async fn lift(db: &Db, seeker: &SeekerId, id: &str) -> Result<bool, sqlx::Error> {
    with_db!(db, pool => sqlx::query("DELETE FROM recruiter_blocks WHERE id = $1 AND seeker_id = $2")
        .bind(id)
        .bind(seeker)
        .execute(pool)
        .await
        .map(|r| r.rows_affected() > 0))
}

/// A block as its job seeker sees it: the company and role the recruiter shows.
#[derive(Debug, Clone, FromRow)]
pub struct BlockRow {
    pub id: String,
    pub company_name: Option<String>,
    pub recruiter_role: Option<String>,
    pub created_at: i64,
}

/// `seeker`'s blocks, the latest first.
pub async fn of_seeker(db: &Db, seeker: &SeekerId) -> Result<Vec<BlockRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, BlockRow>(
        "SELECT b.id, e.company_name, e.recruiter_role, b.created_at FROM recruiter_blocks b \
         LEFT JOIN employers e ON e.id = b.recruiter_id WHERE b.seeker_id = $1 ORDER BY b.created_at DESC, b.id DESC",
    )
    .bind(seeker)
    .fetch_all(pool)
    .await)
}
