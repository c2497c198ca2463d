//! SQL of the conversations kept for the person who stayed.

use sqlx::FromRow;

use crate::{
    db::Db,
    ids::{AccountId, RecruiterId, RevealRequestId, SeekerId},
    reveal::thread::model::Side,
    with_db,
};

/// Keeps request `$1`'s conversation for the side that is not the leaving account `$2`,
/// at `$3`. Run in the deletion's transaction, before the request goes.
pub const KEEP_THREAD: &str = "INSERT INTO departed_threads (id, account_id, side, started_at, left_at) \
     SELECT id, CASE WHEN profile_id = $2 THEN employer_id ELSE profile_id END, \
            CASE WHEN profile_id = $2 THEN 'recruiter' ELSE 'job_seeker' END, created_at, $3 \
     FROM reveal_requests WHERE id = $1";

/// Its messages: the text of the side that stays, only the time of the leaving one's.
pub const KEEP_MESSAGES: &str = "INSERT INTO departed_messages (id, thread_id, account_id, body, created_at) \
     SELECT m.id, m.request_id, CASE WHEN r.profile_id = $2 THEN r.employer_id ELSE r.profile_id END, \
            CASE WHEN m.author_id = $2 THEN NULL ELSE m.body END, m.created_at \
     FROM reveal_messages m JOIN reveal_requests r ON r.id = m.request_id WHERE m.request_id = $1";

/// A request of the leaving account that has a conversation.
#[derive(Debug, Clone, FromRow)]
pub struct ThreadOfRequest {
    pub id: RevealRequestId,
    pub profile_id: SeekerId,
    pub employer_id: RecruiterId,
}

/// The requests sent or received by `account` with at least one message.
pub async fn threads_of(db: &Db, account: &AccountId) -> Result<Vec<ThreadOfRequest>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, ThreadOfRequest>(
        "SELECT r.id, r.profile_id, r.employer_id FROM reveal_requests r \
         WHERE (r.profile_id = $1 OR r.employer_id = $1) \
           AND EXISTS (SELECT 1 FROM reveal_messages m WHERE m.request_id = r.id) \
         ORDER BY r.id",
    )
    .bind(account)
    .fetch_all(pool)
    .await)
}

#[derive(Debug, Clone, FromRow)]
pub struct DepartedThreadRow {
    pub id: String,
    pub side: Side,
    pub started_at: i64,
    pub left_at: i64,
}

#[derive(Debug, Clone, FromRow)]
pub struct DepartedMessageRow {
    pub id: String,
    pub thread_id: String,
    /// `None`: a message of the person who left.
    pub body: Option<String>,
    pub created_at: i64,
}

/// `account`'s kept conversations, the latest left first.
pub async fn threads(db: &Db, account: &AccountId) -> Result<Vec<DepartedThreadRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, DepartedThreadRow>(
        "SELECT id, side, started_at, left_at FROM departed_threads WHERE account_id = $1 \
         ORDER BY left_at DESC, id DESC",
    )
    .bind(account)
    .fetch_all(pool)
    .await)
}

/// The messages of all of `account`'s kept conversations, oldest first.
pub async fn messages(db: &Db, account: &AccountId) -> Result<Vec<DepartedMessageRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, DepartedMessageRow>(
        "SELECT id, thread_id, body, created_at FROM departed_messages WHERE account_id = $1 \
         ORDER BY created_at, id",
    )
    .bind(account)
    .fetch_all(pool)
    .await)
}

/// Deletes one of `account`'s kept conversations (its messages go with it, by the foreign
/// key); `false` when it has none of that id.
pub async fn delete(db: &Db, account: &AccountId, id: &str) -> Result<bool, sqlx::Error> {
    with_db!(db, pool => sqlx::query("DELETE FROM departed_threads WHERE id = $1 AND account_id = $2")
        .bind(id)
        .bind(account)
        .execute(pool)
        .await
        .map(|r| r.rows_affected() > 0))
}
