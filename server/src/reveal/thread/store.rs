//! SQL of request threads: the messages, and each side's own marks (read up to, last
//! e-mailed). Every read names the request; who may ask is decided before.

use sqlx::FromRow;

use super::model::Side;
use crate::{
    db::Db,
    ids::{AccountId, RecruiterId, RevealRequestId, SeekerId},
    reveal::store::lists::NOT_BLOCKED,
    with_db,
};

#[derive(Debug, Clone, FromRow)]
pub struct MessageRow {
    pub id: String,
    pub author: Side,
    pub body: String,
    pub created_at: i64,
}

/// The thread of a request, oldest first.
pub async fn messages(db: &Db, request: &RevealRequestId) -> Result<Vec<MessageRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, MessageRow>(
        "SELECT id, author, body, created_at FROM reveal_messages WHERE request_id = $1 ORDER BY created_at, id",
    )
    .bind(request)
    .fetch_all(pool)
    .await)
}

pub async fn insert(
    db: &Db,
    request: &RevealRequestId,
    author: Side,
    author_id: &AccountId,
    body: &str,
    now: i64,
) -> Result<String, sqlx::Error> {
    let id = uuid::Uuid::now_v7().to_string();
    with_db!(db, pool => sqlx::query(
        "INSERT INTO reveal_messages (id, request_id, author, author_id, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(&id)
    .bind(request)
    .bind(author)
    .bind(author_id)
    .bind(body)
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ()))?;
    Ok(id)
}

/// How many messages `author` wrote since `since`, over all threads (the rate limit).
pub async fn written_since(db: &Db, author: &AccountId, since: i64) -> Result<i64, sqlx::Error> {
    with_db!(db, pool => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM reveal_messages WHERE author_id = $1 AND created_at > $2",
    )
    .bind(author)
    .bind(since)
    .fetch_one(pool)
    .await)
}

/// `account` has read the thread up to `at`.
pub async fn mark_read(db: &Db, request: &RevealRequestId, account: &AccountId, at: i64) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO reveal_thread_marks (request_id, account_id, read_at) VALUES ($1, $2, $3) \
         ON CONFLICT (request_id, account_id) DO UPDATE SET read_at = excluded.read_at \
         WHERE reveal_thread_marks.read_at < excluded.read_at",
    )
    .bind(request)
    .bind(account)
    .bind(at)
    .execute(pool)
    .await
    .map(|_| ()))
}

/// Claims the e-mail about this thread for `account` at `now`, unless one went out
/// since `now - every`: `true` when this caller should send it (one statement, so two
/// messages at once claim it once).
pub async fn claim_email(
    db: &Db,
    request: &RevealRequestId,
    account: &AccountId,
    now: i64,
    every: i64,
) -> Result<bool, sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO reveal_thread_marks (request_id, account_id, read_at, emailed_at) VALUES ($1, $2, 0, $3) \
         ON CONFLICT (request_id, account_id) DO UPDATE SET emailed_at = excluded.emailed_at \
         WHERE reveal_thread_marks.emailed_at IS NULL OR reveal_thread_marks.emailed_at <= $4",
    )
    .bind(request)
    .bind(account)
    .bind(now)
    .bind(now - every)
    .execute(pool)
    .await
    .map(|r| r.rows_affected() > 0))
}

/// Unread messages of one thread, with the two people of its request.
#[derive(Debug, Clone, FromRow)]
pub struct UnreadRow {
    pub request_id: RevealRequestId,
    pub profile_id: SeekerId,
    pub employer_id: RecruiterId,
    pub unread: i64,
}

/// The threads of `account`'s requests (sent or received) with messages from the other
/// side after what `account` read; none where the job seeker blocked the recruiter.
pub async fn unread(db: &Db, account: &AccountId) -> Result<Vec<UnreadRow>, sqlx::Error> {
    let sql = format!(
        "SELECT r.id AS request_id, r.profile_id, r.employer_id, COUNT(*) AS unread \
         FROM reveal_messages m JOIN reveal_requests r ON r.id = m.request_id \
         LEFT JOIN reveal_thread_marks k ON k.request_id = m.request_id AND k.account_id = $1 \
         WHERE (r.profile_id = $1 OR r.employer_id = $1) AND m.author_id <> $1 \
           AND m.created_at > COALESCE(k.read_at, 0) AND {NOT_BLOCKED} \
         GROUP BY r.id, r.profile_id, r.employer_id"
    );
    with_db!(db, pool => sqlx::query_as::<_, UnreadRow>(&sql)
    .bind(account)
    .fetch_all(pool)
    .await)
}

/// Every message `account` wrote or received, oldest first, with its request's other
/// side as the export may name it (company, or codename).
#[derive(Debug, Clone, FromRow)]
pub struct ExportedMessage {
    pub request_id: RevealRequestId,
    pub profile_id: SeekerId,
    pub employer_id: RecruiterId,
    pub author: Side,
    pub body: String,
    pub created_at: i64,
    pub codename: Option<String>,
    pub company_name: Option<String>,
}

pub async fn all_of(db: &Db, account: &AccountId) -> Result<Vec<ExportedMessage>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, ExportedMessage>(
        "SELECT m.request_id, r.profile_id, r.employer_id, m.author, m.body, m.created_at, \
                p.codename, e.company_name \
         FROM reveal_messages m JOIN reveal_requests r ON r.id = m.request_id \
         LEFT JOIN profiles p ON p.id = r.profile_id LEFT JOIN employers e ON e.id = r.employer_id \
         WHERE r.profile_id = $1 OR r.employer_id = $1 ORDER BY m.created_at, m.id",
    )
    .bind(account)
    .fetch_all(pool)
    .await)
}
