//! SQL of consent records: one row per choice, never updated.

use super::model::Choice;
use crate::{db::Db, ids::AccountId, with_db};

/// One choice as the browser reported it.
#[derive(Debug, Clone)]
pub struct NewRecord<'a> {
    pub consent_id: &'a str,
    pub account: Option<&'a AccountId>,
    pub choice: Choice,
    pub analytics: bool,
    pub advertising: bool,
    pub policy_version: &'a str,
}

pub async fn insert(db: &Db, record: &NewRecord<'_>, now: i64) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO consent_records (id, consent_id, account_id, choice, analytics, advertising, policy_version, \
             recorded_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(record.consent_id)
    .bind(record.account)
    .bind(record.choice)
    .bind(record.analytics)
    .bind(record.advertising)
    .bind(record.policy_version)
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ()))
}
