//! SQL of sign-in: sessions, pending OIDC logins, and accounts keyed by (issuer, subject).

use super::model::ProfileClaims;
use crate::{
    db::{Db, begin_write_statement},
    ids::AccountId,
    privacy::shield::store::{self as shield, History},
    with_db,
};
use sqlx::FromRow;

#[derive(Debug, FromRow)]
pub struct SessionRow {
    pub user_id: Option<AccountId>,
    pub last_seen_at: i64,
    pub expires_at: i64,
}

pub async fn insert_session(
    db: &Db,
    hash: &str,
    user_id: &AccountId,
    now: i64,
    expires_at: i64,
) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO sessions (id, user_id, data, created_at, last_seen_at, expires_at) VALUES ($1, $2, '{}', $3, $3, $4)",
    )
    .bind(hash)
    .bind(user_id)
    .bind(now)
    .bind(expires_at)
    .execute(pool)
    .await
    .map(|_| ()))
}

pub async fn find_session(db: &Db, hash: &str) -> Result<Option<SessionRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, SessionRow>(
        "SELECT user_id, last_seen_at, expires_at FROM sessions WHERE id = $1",
    )
    .bind(hash)
    .fetch_optional(pool)
    .await)
}

pub async fn touch_session(db: &Db, hash: &str, now: i64) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query("UPDATE sessions SET last_seen_at = $2 WHERE id = $1")
        .bind(hash)
        .bind(now)
        .execute(pool)
        .await
        .map(|_| ()))
}

pub async fn delete_session(db: &Db, hash: &str) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query("DELETE FROM sessions WHERE id = $1")
        .bind(hash)
        .execute(pool)
        .await
        .map(|_| ()))
}

/// Removes ended sessions and abandoned sign-in attempts.
pub async fn purge_expired(db: &Db, now: i64, idle_ms: i64) -> Result<(), sqlx::Error> {
    with_db!(db, pool => {
        sqlx::query("DELETE FROM sessions WHERE expires_at <= $1 OR last_seen_at <= $2")
            .bind(now)
            .bind(now - idle_ms)
            .execute(pool)
            .await?;
        sqlx::query("DELETE FROM oidc_logins WHERE expires_at <= $1").bind(now).execute(pool).await?;
        sqlx::query("DELETE FROM dev_idp_codes WHERE expires_at <= $1").bind(now).execute(pool).await.map(|_| ())
    })
}

/// What we keep between the redirect to the issuer and its callback.
#[derive(Debug, Clone, FromRow)]
pub struct PendingLogin {
    pub nonce: String,
    pub pkce_verifier: Option<String>,
    pub return_to: Option<String>,
    pub expires_at: i64,
}

pub async fn insert_pending_login(
    db: &Db,
    state_hash: &str,
    login: &PendingLogin,
    now: i64,
) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO oidc_logins (state_hash, nonce, pkce_verifier, return_to, created_at, expires_at) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(state_hash)
    .bind(&login.nonce)
    .bind(&login.pkce_verifier)
    .bind(&login.return_to)
    .bind(now)
    .bind(login.expires_at)
    .execute(pool)
    .await
    .map(|_| ()))
}

/// Takes a pending login out: whoever deletes the row uses it, so a replayed state fails.
pub async fn take_pending_login(db: &Db, state_hash: &str) -> Result<Option<PendingLogin>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, PendingLogin>(
        "DELETE FROM oidc_logins WHERE state_hash = $1 RETURNING nonce, pkce_verifier, return_to, expires_at",
    )
    .bind(state_hash)
    .fetch_optional(pool)
    .await)
}

/// Creates or updates the account of (issuer, subject) with its identity from the ID
/// token, in one transaction: the user, their identity profile (a provider photo only
/// when they have none) and a default roles row. Returns the user id.
pub async fn upsert_account(db: &Db, claims: &ProfileClaims, now: i64) -> Result<AccountId, sqlx::Error> {
    let kind = db.kind();
    let new_id = AccountId::new_v7();
    with_db!(db, pool => {
        let mut tx = pool.begin_with(begin_write_statement(&kind)).await?;
        let user_id: AccountId = sqlx::query_scalar(
            "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $6) \
             ON CONFLICT (issuer, subject) DO UPDATE SET email = excluded.email, \
               email_verified = excluded.email_verified, last_sign_in_at = excluded.last_sign_in_at \
             RETURNING id",
        )
        .bind(&new_id)
        .bind(&claims.issuer)
        .bind(&claims.subject)
        .bind(&claims.email)
        .bind(claims.email_verified)
        .bind(now)
        .fetch_one(&mut *tx)
        .await?;
        sqlx::query(
            "INSERT INTO user_profiles (id, email, first_name, last_name, avatar_url, blurred_avatar_url, updated_at) \
             VALUES ($1, $2, $3, $4, $5, NULL, $6) \
             ON CONFLICT (id) DO UPDATE SET email = excluded.email, first_name = excluded.first_name, \
               last_name = excluded.last_name, \
               blurred_avatar_url = CASE WHEN user_profiles.avatar_url IS NULL AND excluded.avatar_url IS NOT NULL \
                 THEN NULL ELSE user_profiles.blurred_avatar_url END, \
               avatar_url = COALESCE(user_profiles.avatar_url, excluded.avatar_url), \
               updated_at = excluded.updated_at",
        )
        .bind(&user_id)
        .bind(&claims.email)
        .bind(&claims.first_name)
        .bind(&claims.last_name)
        .bind(&claims.picture)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "INSERT INTO users_roles (id, is_job_seeker, is_recruiter, updated_at) VALUES ($1, FALSE, FALSE, $2) \
             ON CONFLICT (id) DO NOTHING",
        )
        .bind(&user_id)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(user_id)
    })
}

/// A signed-in person as the extractors see them.
#[derive(Debug, Clone, FromRow)]
pub struct UserRow {
    pub id: AccountId,
    pub issuer: String,
    pub email: String,
    pub email_verified: bool,
    pub is_job_seeker: bool,
    pub is_recruiter: bool,
    /// The company page's name and website, when there is one: the employer shield
    /// matches a recruiter by them, so they travel (and are cached) with the session.
    pub company_name: Option<String>,
    pub company_website: Option<String>,
    /// An admin suspended this recruiter (`moderation`): they cannot search, view or send.
    pub suspended: bool,
    /// Company names held before and domains proved by code (recruiters only; read by a
    /// second query).
    #[sqlx(skip)]
    pub shield_history: History,
}

pub async fn find_user(db: &Db, user_id: &AccountId) -> Result<Option<UserRow>, sqlx::Error> {
    let Some(mut row) = find_user_row(db, user_id).await? else { return Ok(None) };
    if row.is_recruiter {
        row.shield_history = shield::history_of(db, user_id).await?;
    }
    Ok(Some(row))
}

async fn find_user_row(db: &Db, user_id: &AccountId) -> Result<Option<UserRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, UserRow>(
        "SELECT u.id, u.issuer, u.email, u.email_verified, \
                COALESCE(r.is_job_seeker, FALSE) AS is_job_seeker, COALESCE(r.is_recruiter, FALSE) AS is_recruiter, \
                e.company_name, e.website AS company_website, u.suspended_at IS NOT NULL AS suspended \
         FROM users u LEFT JOIN users_roles r ON r.id = u.id LEFT JOIN employers e ON e.id = u.id WHERE u.id = $1",
    )
    .bind(user_id)
    .fetch_optional(pool)
    .await)
}

/// The signed-in person's own identity, as sign-in wrote it (and the photo they chose).
#[derive(Debug, Clone, FromRow)]
pub struct IdentityRow {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub avatar_url: Option<String>,
    pub blurred_avatar_url: Option<String>,
    pub linkedin_url: Option<String>,
}

pub async fn identity(db: &Db, user_id: &AccountId) -> Result<Option<IdentityRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, IdentityRow>(
        "SELECT first_name, last_name, email, avatar_url, blurred_avatar_url, linkedin_url FROM user_profiles WHERE id = $1",
    )
    .bind(user_id)
    .fetch_optional(pool)
    .await)
}

/// (has an anonymous job seeker profile, has an employer profile)
pub async fn profile_presence(db: &Db, user_id: &AccountId) -> Result<(bool, bool), sqlx::Error> {
    let (seeker, employer): (i64, i64) = with_db!(db, pool => sqlx::query_as(
        "SELECT (SELECT COUNT(*) FROM profiles WHERE id = $1), (SELECT COUNT(*) FROM employers WHERE id = $1)",
    )
    .bind(user_id)
    .fetch_one(pool)
    .await)?;
    Ok((seeker > 0, employer > 0))
}
