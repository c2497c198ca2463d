//! The privacy invariant in one place: a job seeker's identity (name, e-mail, LinkedIn,
//! phone, photo) goes to someone else only when that person's reveal request to them is
//! approved right now.

use crate::{db::Db, with_db};

/// Whether `viewer` may see the identity of the person whose user id is `owner`.
pub async fn may_see_identity(db: &Db, owner: &str, viewer: &str) -> Result<bool, sqlx::Error> {
    if owner == viewer {
        return Ok(true);
    }
    let approved: i64 = with_db!(db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM reveal_requests WHERE profile_id = $1 AND employer_id = $2 AND status = 'approved'",
    )
    .bind(owner)
    .bind(viewer)
    .fetch_one(pool)
    .await)?;
    Ok(approved > 0)
}

/// Whether `viewer` may load `owner`'s photo: whoever may see their identity, and a job
/// seeker who received a request from them (recruiters ask under their own name).
pub async fn may_see_photo(db: &Db, owner: &str, viewer: &str) -> Result<bool, sqlx::Error> {
    if may_see_identity(db, owner, viewer).await? {
        return Ok(true);
    }
    let asked: i64 = with_db!(db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM reveal_requests WHERE employer_id = $1 AND profile_id = $2",
    )
    .bind(owner)
    .bind(viewer)
    .fetch_one(pool)
    .await)?;
    Ok(asked > 0)
}
