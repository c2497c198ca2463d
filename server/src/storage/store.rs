//! SQL of stored files: who a file belongs to is found by its reference in the
//! database, never read from its path (the path is random).

use crate::{db::Db, ids::AccountId, with_db};

/// The account whose photo (or blurred photo) is `stored`, if any row still refers to it.
pub async fn photo_owner(db: &Db, stored: &str) -> Result<Option<AccountId>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_scalar(
        "SELECT id FROM user_profiles WHERE avatar_url = $1 UNION SELECT id FROM user_profiles WHERE blurred_avatar_url = $1",
    )
    .bind(stored)
    .fetch_optional(pool)
    .await)
}

/// Whether a company profile still shows the logo `stored`.
pub async fn logo_in_use(db: &Db, stored: &str) -> Result<bool, sqlx::Error> {
    let count: i64 = with_db!(db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM employers WHERE logo_url = $1")
        .bind(stored)
        .fetch_one(pool)
        .await)?;
    Ok(count > 0)
}

/// The columns that hold file references, as (table, column).
pub const FILE_COLUMNS: [(&str, &str); 3] =
    [("user_profiles", "avatar_url"), ("user_profiles", "blurred_avatar_url"), ("employers", "logo_url")];

/// Every reference to one of our files, whatever its layout.
pub async fn stored_references(db: &Db) -> Result<Vec<String>, sqlx::Error> {
    let sql = FILE_COLUMNS
        .iter()
        .map(|(table, column)| format!("SELECT {column} FROM {table} WHERE {column} LIKE 'storage:%'"))
        .collect::<Vec<_>>()
        .join(" UNION ");
    with_db!(db, pool => sqlx::query_scalar(&sql).fetch_all(pool).await)
}

/// Records a planned move unless one is already planned for `old_ref` (a resumed run
/// keeps the first target).
pub async fn plan_move(db: &Db, old_ref: &str, new_ref: &str, now: i64) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO file_moves (old_ref, new_ref, done, created_at) VALUES ($1, $2, FALSE, $3) \
         ON CONFLICT (old_ref) DO NOTHING",
    )
    .bind(old_ref)
    .bind(new_ref)
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ()))
}

/// Planned moves not finished yet, as (old, new).
pub async fn pending_moves(db: &Db) -> Result<Vec<(String, String)>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as("SELECT old_ref, new_ref FROM file_moves WHERE done = FALSE ORDER BY old_ref")
        .fetch_all(pool)
        .await)
}

/// Points every reference to `old_ref` at `new_ref` and marks the move done, in one
/// transaction.
pub async fn finish_move(db: &Db, old_ref: &str, new_ref: &str) -> Result<(), sqlx::Error> {
    let kind = db.kind();
    with_db!(db, pool => {
        let mut tx = pool.begin_with(crate::db::begin_write_statement(&kind)).await?;
        for (table, column) in FILE_COLUMNS {
            sqlx::query(&format!("UPDATE {table} SET {column} = $2 WHERE {column} = $1"))
                .bind(old_ref)
                .bind(new_ref)
                .execute(&mut *tx)
                .await?;
        }
        sqlx::query("UPDATE file_moves SET done = TRUE WHERE old_ref = $1").bind(old_ref).execute(&mut *tx).await?;
        tx.commit().await
    })
}

/// The marker row that says the old layout was swept from the store.
const SWEPT_MARKER: &str = "legacy-layout-swept";

pub async fn legacy_layout_swept(db: &Db) -> Result<bool, sqlx::Error> {
    let count: i64 = with_db!(db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM file_moves WHERE old_ref = $1")
        .bind(SWEPT_MARKER)
        .fetch_one(pool)
        .await)?;
    Ok(count > 0)
}

pub async fn mark_legacy_layout_swept(db: &Db, now: i64) -> Result<(), sqlx::Error> {
    plan_move(db, SWEPT_MARKER, SWEPT_MARKER, now).await?;
    with_db!(db, pool => sqlx::query("UPDATE file_moves SET done = TRUE WHERE old_ref = $1")
        .bind(SWEPT_MARKER)
        .execute(pool)
        .await
        .map(|_| ()))
}
