//! SQL of accounts.

use crate::{
    db::{Db, begin_write_statement},
    ids::{AccountId, RevealRequestId},
    reveal::thread::departed::store::{KEEP_MESSAGES, KEEP_THREAD},
    with_db,
};

pub async fn set_roles(
    db: &Db,
    user_id: &AccountId,
    is_job_seeker: bool,
    is_recruiter: bool,
    now: i64,
) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO users_roles (id, is_job_seeker, is_recruiter, updated_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (id) DO UPDATE SET is_job_seeker = excluded.is_job_seeker, \
           is_recruiter = excluded.is_recruiter, updated_at = excluded.updated_at",
    )
    .bind(user_id)
    .bind(is_job_seeker)
    .bind(is_recruiter)
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ()))
}

pub async fn set_avatar(
    db: &Db,
    user_id: &AccountId,
    avatar: &str,
    blurred: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "UPDATE user_profiles SET avatar_url = $2, blurred_avatar_url = $3, updated_at = $4 WHERE id = $1",
    )
    .bind(user_id)
    .bind(avatar)
    .bind(blurred)
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ()))
}

/// The stored files of a user (photo, blurred photo, company logo, data export), to
/// delete with the account.
pub async fn file_references(db: &Db, user_id: &AccountId) -> Result<Vec<Option<String>>, sqlx::Error> {
    let (avatar, blurred, logo, export): (Option<String>, Option<String>, Option<String>, Option<String>) = with_db!(db, pool => sqlx::query_as(
            "SELECT (SELECT avatar_url FROM user_profiles WHERE id = $1), \
                    (SELECT blurred_avatar_url FROM user_profiles WHERE id = $1), \
                    (SELECT logo_url FROM employers WHERE id = $1), \
                    (SELECT file_ref FROM data_exports WHERE user_id = $1)",
        )
        .bind(user_id)
        .fetch_one(pool)
        .await)?;
    Ok(vec![avatar, blurred, logo, export])
}

/// Every table that holds rows of a user, in an order that respects foreign keys. The
/// schema cascades from `users` as well; deleting explicitly keeps the list visible and
/// checked by the deletion test.
pub const USER_TABLES: &[(&str, &str)] = &[
    ("departed_messages", "account_id = $1"),
    ("departed_threads", "account_id = $1"),
    (
        "reveal_messages",
        "author_id = $1 OR request_id IN (SELECT id FROM reveal_requests WHERE profile_id = $1 OR employer_id = $1)",
    ),
    (
        "reveal_thread_marks",
        "account_id = $1 OR request_id IN (SELECT id FROM reveal_requests WHERE profile_id = $1 OR employer_id = $1)",
    ),
    ("reveal_requests", "profile_id = $1 OR employer_id = $1"),
    ("profile_views", "user_id = $1 OR viewed_profile_id = $1"),
    ("search_history", "user_id = $1"),
    (
        "saved_search_matches",
        "profile_id = $1 OR saved_search_id IN (SELECT id FROM saved_searches WHERE recruiter_id = $1)",
    ),
    ("saved_searches", "recruiter_id = $1"),
    ("activity_events", "seeker_id = $1 OR employer_id = $1"),
    ("employer_shields", "seeker_id = $1"),
    ("recruiter_blocks", "seeker_id = $1 OR recruiter_id = $1"),
    ("notifications", "user_id = $1"),
    ("email_outbox", "recipient_user_id = $1"),
    ("data_export_identities", "seeker_id = $1 OR export_id IN (SELECT id FROM data_exports WHERE user_id = $1)"),
    ("data_exports", "user_id = $1"),
    ("email_settings", "account_id = $1"),
    ("email_preferences", "account_id = $1"),
    ("jobs", "account_id = $1"),
    ("consent_records", "account_id = $1"),
    ("account_inactivity", "account_id = $1"),
    ("sessions", "user_id = $1"),
    ("profiles", "id = $1"),
    ("employers", "id = $1"),
    ("user_profiles", "id = $1"),
    ("users_roles", "id = $1"),
    ("users", "id = $1"),
];

/// Deletes every row of the user in one transaction: all or nothing. The conversations of
/// `keep` are kept for their other side first (`departed`), and recruiters' data exports
/// that hold the user's identity are withdrawn in it (they are not served again); returns
/// those exports' files, to delete next.
pub async fn delete_account(
    db: &Db,
    user_id: &AccountId,
    keep: &[RevealRequestId],
    now: i64,
) -> Result<Vec<Option<String>>, sqlx::Error> {
    let kind = db.kind();
    with_db!(db, pool => {
        let mut tx = pool.begin_with(begin_write_statement(&kind)).await?;
        for request in keep {
            sqlx::query(KEEP_THREAD).bind(request).bind(user_id).bind(now).execute(&mut *tx).await?;
            sqlx::query(KEEP_MESSAGES).bind(request).bind(user_id).execute(&mut *tx).await?;
        }
        let withdrawn: Vec<Option<String>> = sqlx::query_scalar(
            "UPDATE data_exports SET withdrawn_at = $2 WHERE withdrawn_at IS NULL \
             AND id IN (SELECT export_id FROM data_export_identities WHERE seeker_id = $1) RETURNING file_ref",
        )
        .bind(user_id)
        .bind(now)
        .fetch_all(&mut *tx)
        .await?;
        for (table, condition) in USER_TABLES {
            sqlx::query(&format!("DELETE FROM {table} WHERE {condition}"))
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(withdrawn)
    })
}
