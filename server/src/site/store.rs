//! SQL of the public site.

use uuid::Uuid;

use crate::{db::Db, mail::address::EmailAddress, with_db};

/// Records an early-access sign-up. The same address again (any case) is a success for
/// the person and changes nothing.
pub async fn add_early_access_signup(db: &Db, email: &EmailAddress, now: i64) -> Result<(), sqlx::Error> {
    let id = Uuid::now_v7().to_string();
    with_db!(db, pool => {
        sqlx::query(
            "INSERT INTO early_access_signups (id, email, email_normalized, created_at) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (email_normalized) DO NOTHING",
        )
        .bind(&id)
        .bind(email.as_str())
        .bind(email.normalized())
        .bind(now)
        .execute(pool)
        .await
        .map(|done| done.rows_affected())
    })?;
    Ok(())
}

pub async fn count_early_access_signups(db: &Db, email: &EmailAddress) -> Result<i64, sqlx::Error> {
    with_db!(db, pool => {
        sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM early_access_signups WHERE email_normalized = $1")
            .bind(email.normalized())
            .fetch_one(pool)
            .await
    })
}
