//! SQL of the weekly digest: who gets one.

use crate::{db::Db, ids::AccountId, mail::model::EmailKind, with_db};

/// Every account with a job seeker profile that did not turn the digest off.
pub async fn seekers_wanting_digest(db: &Db) -> Result<Vec<AccountId>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_scalar::<_, AccountId>(
        "SELECT p.id FROM profiles p WHERE NOT EXISTS (SELECT 1 FROM email_settings s \
           WHERE s.account_id = p.id AND s.kind = $1 AND NOT s.enabled) ORDER BY p.id",
    )
    .bind(EmailKind::WeeklyDigest)
    .fetch_all(pool)
    .await)
}
