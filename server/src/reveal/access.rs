//! The privacy invariant in one place: a job seeker's identity (name, e-mail, LinkedIn,
//! phone, photo) goes to someone else only when that person's reveal request to them is
//! approved right now.

use std::collections::{BTreeSet, HashSet};

use crate::{db::Db, with_db};

/// Whether `viewer` may see the identity of the person whose user id is `owner`.
pub async fn may_see_identity(db: &Db, owner: &str, viewer: &str) -> Result<bool, sqlx::Error> {
    Ok(identities_visible_to(db, viewer, &[owner]).await?.contains(owner))
}

/// Which of `owners` `viewer` may see the identity of, in one query whatever the length
/// of the list (a list of candidates is authorized at once, not one query per card).
pub async fn identities_visible_to(db: &Db, viewer: &str, owners: &[&str]) -> Result<HashSet<String>, sqlx::Error> {
    let mut visible: HashSet<String> = owners.iter().filter(|o| **o == viewer).map(|o| (*o).to_owned()).collect();
    let others: BTreeSet<&str> = owners.iter().copied().filter(|o| *o != viewer).collect();
    if others.is_empty() {
        return Ok(visible);
    }
    let placeholders: Vec<String> = (2..=others.len() + 1).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT DISTINCT profile_id FROM reveal_requests \
         WHERE employer_id = $1 AND status = 'approved' AND profile_id IN ({})",
        placeholders.join(", ")
    );
    let approved: Vec<String> = with_db!(db, pool => {
        let mut query = sqlx::query_scalar(&sql).bind(viewer);
        for owner in &others {
            query = query.bind(*owner);
        }
        query.fetch_all(pool).await
    })?;
    visible.extend(approved);
    Ok(visible)
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
