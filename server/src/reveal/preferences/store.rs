//! SQL of request preferences: a JSON text on the profile.

use super::RequestPreferences;
use crate::{db::Db, ids::SeekerId, with_db};

/// The preferences of `seeker`'s profile; `None` when they have no profile.
pub async fn of(db: &Db, seeker: &SeekerId) -> Result<Option<RequestPreferences>, sqlx::Error> {
    let raw: Option<String> = with_db!(db, pool => sqlx::query_scalar("SELECT request_preferences FROM profiles WHERE id = $1")
            .bind(seeker)
            .fetch_optional(pool)
            .await)?;
    Ok(raw.as_deref().map(RequestPreferences::from_stored))
}

/// Saves them; `false` when `seeker` has no profile.
pub async fn save(db: &Db, seeker: &SeekerId, preferences: RequestPreferences) -> Result<bool, sqlx::Error> {
    with_db!(db, pool => sqlx::query("UPDATE profiles SET request_preferences = $2 WHERE id = $1")
        .bind(seeker)
        .bind(preferences.to_stored())
        .execute(pool)
        .await
        .map(|r| r.rows_affected() > 0))
}
