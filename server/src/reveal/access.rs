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
