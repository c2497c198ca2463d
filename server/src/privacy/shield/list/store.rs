//! SQL of the shield list.

use sqlx::FromRow;
use uuid::Uuid;

use super::model::Entry;
use crate::{
    db::{Db, begin_write_statement},
    ids::SeekerId,
    with_db,
};

#[derive(Debug, Clone, FromRow)]
pub struct EntryRow {
    pub company_name: String,
    pub domain: String,
}

/// Whether the job seeker lets recruiters whose company is not verified see them
/// despite their entries.
pub async fn allows_unverified(db: &Db, seeker: &SeekerId) -> Result<bool, sqlx::Error> {
    let allows: Option<bool> = with_db!(db, pool => sqlx::query_scalar(
        "SELECT shield_allows_unverified FROM users WHERE id = $1",
    )
    .bind(seeker)
    .fetch_optional(pool)
    .await)?;
    Ok(allows.unwrap_or(false))
}

/// The list in the order the job seeker gave it.
pub async fn list(db: &Db, seeker: &SeekerId) -> Result<Vec<EntryRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, EntryRow>(
        "SELECT company_name, domain FROM employer_shields WHERE seeker_id = $1 ORDER BY position",
    )
    .bind(seeker)
    .fetch_all(pool)
    .await)
}

/// Replaces the list and the switch for unverified recruiters in one transaction. The
/// triggers put the profile in the search feed (its entries are written again even when
/// only the switch changed); its `updated_at` moves too, so the index check sees an
/// index that missed it.
pub async fn replace(
    db: &Db,
    seeker: &SeekerId,
    entries: &[Entry],
    allows_unverified: bool,
    now: i64,
) -> Result<(), sqlx::Error> {
    let kind = db.kind();
    with_db!(db, pool => {
        let mut tx = pool.begin_with(begin_write_statement(&kind)).await?;
        sqlx::query("UPDATE users SET shield_allows_unverified = $2 WHERE id = $1")
            .bind(seeker)
            .bind(allows_unverified)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM employer_shields WHERE seeker_id = $1").bind(seeker).execute(&mut *tx).await?;
        for (position, entry) in entries.iter().enumerate() {
            sqlx::query(
                "INSERT INTO employer_shields (id, seeker_id, company_name, company_key, domain, position, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(Uuid::now_v7().to_string())
            .bind(seeker)
            .bind(&entry.company_name)
            .bind(&entry.company_key)
            .bind(&entry.domain)
            .bind(position as i64)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        }
        sqlx::query("UPDATE profiles SET updated_at = $2 WHERE id = $1 AND updated_at < $2")
            .bind(seeker)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        tx.commit().await
    })
}
