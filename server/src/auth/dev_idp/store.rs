//! SQL of the development provider: identities used before, and authorization codes.

use sqlx::FromRow;

use crate::{db::Db, with_db};

#[derive(Debug, Clone, FromRow)]
pub struct Identity {
    pub subject: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub picture_url: String,
}

pub async fn save_identity(db: &Db, identity: &Identity, now: i64) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO dev_idp_identities (subject, email, first_name, last_name, picture_url, last_used_at) \
         VALUES ($1, $2, $3, $4, $5, $6) \
         ON CONFLICT (subject) DO UPDATE SET email = excluded.email, first_name = excluded.first_name, \
           last_name = excluded.last_name, picture_url = excluded.picture_url, last_used_at = excluded.last_used_at",
    )
    .bind(&identity.subject)
    .bind(&identity.email)
    .bind(&identity.first_name)
    .bind(&identity.last_name)
    .bind(&identity.picture_url)
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ()))
}

pub async fn find_identity(db: &Db, subject: &str) -> Result<Option<Identity>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, Identity>(
        "SELECT subject, email, first_name, last_name, picture_url FROM dev_idp_identities WHERE subject = $1",
    )
    .bind(subject)
    .fetch_optional(pool)
    .await)
}

pub async fn recent_identities(db: &Db, limit: i64) -> Result<Vec<Identity>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, Identity>(
        "SELECT subject, email, first_name, last_name, picture_url FROM dev_idp_identities \
         ORDER BY last_used_at DESC LIMIT $1",
    )
    .bind(limit)
    .fetch_all(pool)
    .await)
}

#[derive(Debug, Clone, FromRow)]
pub struct CodeGrant {
    pub subject: String,
    pub client_id: String,
    pub redirect_uri: String,
    pub nonce: Option<String>,
    pub code_challenge: Option<String>,
    pub expires_at: i64,
}

pub async fn insert_code(db: &Db, code_hash: &str, grant: &CodeGrant) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO dev_idp_codes (code_hash, subject, client_id, redirect_uri, nonce, code_challenge, expires_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(code_hash)
    .bind(&grant.subject)
    .bind(&grant.client_id)
    .bind(&grant.redirect_uri)
    .bind(&grant.nonce)
    .bind(&grant.code_challenge)
    .bind(grant.expires_at)
    .execute(pool)
    .await
    .map(|_| ()))
}

/// Single use: the code is deleted as it is read.
pub async fn take_code(db: &Db, code_hash: &str) -> Result<Option<CodeGrant>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, CodeGrant>(
        "DELETE FROM dev_idp_codes WHERE code_hash = $1 \
         RETURNING subject, client_id, redirect_uri, nonce, code_challenge, expires_at",
    )
    .bind(code_hash)
    .fetch_optional(pool)
    .await)
}
