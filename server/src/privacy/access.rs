//! The privacy invariant in one place: a job seeker's identity (name, e-mail, LinkedIn,
//! phone, photo) goes to someone else only when that person's reveal request to them is
//! approved right now: approved, not past the end the job seeker chose (compared with
//! the clock here, when data is read, so a late background job can never leak), and the
//! job seeker's employer shield does not name them.
//!
//! The owner is a [`SeekerId`] and the viewer an [`AccountId`] (whoever asks: a
//! recruiter, or the job seeker themselves), so the two cannot be passed the wrong way
//! round.

use std::collections::{BTreeSet, HashSet};

use super::{
    RequestStatus,
    lifetime::reveals_identity_sql,
    shield::{store as shield, viewer::Viewer},
};
use crate::{
    db::Db,
    ids::{AccountId, RecruiterId, SeekerId},
    with_db,
};

/// Whether `viewer` may see the identity of the job seeker `owner` at `now`.
pub async fn may_see_identity(db: &Db, owner: &SeekerId, viewer: &AccountId, now: i64) -> Result<bool, sqlx::Error> {
    Ok(identities_visible_to(db, viewer, std::slice::from_ref(owner), now).await?.contains(owner))
}

/// Which of `owners` `viewer` may see the identity of, in one query whatever the length
/// of the list (a list of candidates is authorized at once, not one query per card).
pub async fn identities_visible_to(
    db: &Db,
    viewer: &AccountId,
    owners: &[SeekerId],
    now: i64,
) -> Result<HashSet<SeekerId>, sqlx::Error> {
    let mut visible: HashSet<SeekerId> = owners.iter().filter(|o| *o == viewer).cloned().collect();
    let others: BTreeSet<&SeekerId> = owners.iter().filter(|o| *o != viewer).collect();
    if others.is_empty() {
        return Ok(visible);
    }
    let placeholders: Vec<String> = (4..=others.len() + 3).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT DISTINCT profile_id FROM reveal_requests WHERE employer_id = $1 AND {} AND profile_id IN ({})",
        reveals_identity_sql("$2", "$3"),
        placeholders.join(", ")
    );
    let approved: Vec<SeekerId> = with_db!(db, pool => {
        let mut query = sqlx::query_scalar(&sql).bind(viewer).bind(RequestStatus::Approved).bind(now);
        for owner in &others {
            query = query.bind(*owner);
        }
        query.fetch_all(pool).await
    })?;
    if approved.is_empty() {
        return Ok(visible);
    }
    // A shield that now names the viewer ends what the approval showed, as a revoke does.
    let facts = shield::facts_of(db, viewer).await?.unwrap_or_default();
    let hidden = shield::hidden_among(db, &Viewer::of(&facts), &approved).await?;
    visible.extend(approved.into_iter().filter(|owner| !hidden.contains(owner)));
    Ok(visible)
}

/// Whether `viewer` may see the identity of every one of `owners` now: what a file built
/// earlier with those identities (a data export) needs to be handed out still.
pub async fn all_identities_visible_to(
    db: &Db,
    viewer: &AccountId,
    owners: &[SeekerId],
    now: i64,
) -> Result<bool, sqlx::Error> {
    let visible = identities_visible_to(db, viewer, owners, now).await?;
    Ok(owners.iter().all(|owner| visible.contains(owner)))
}

/// Whether `viewer` may load the photo of the account `owner`: whoever may see their
/// identity as a job seeker (so never a recruiter they shield, whatever the state of a
/// request), and a job seeker who received a request from them as a recruiter
/// (recruiters ask under their own name).
pub async fn may_see_photo(db: &Db, owner: &AccountId, viewer: &AccountId, now: i64) -> Result<bool, sqlx::Error> {
    if may_see_identity(db, &SeekerId::of(owner.clone()), viewer, now).await? {
        return Ok(true);
    }
    let (asker, asked) = (RecruiterId::of(owner.clone()), SeekerId::of(viewer.clone()));
    let requests: i64 = with_db!(db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM reveal_requests WHERE employer_id = $1 AND profile_id = $2",
    )
    .bind(&asker)
    .bind(&asked)
    .fetch_one(pool)
    .await)?;
    Ok(requests > 0)
}
