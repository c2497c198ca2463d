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

/// Who asks to see an identity: their account, and who they are to the employer shield
/// (a shield that names them ends what an approval showed, as a revoke does).
#[derive(Debug, Clone)]
pub struct Asker {
    pub account: AccountId,
    pub shield: Viewer,
}

impl Asker {
    /// Someone asking about their own identity (always theirs to see).
    pub fn themselves(account: &AccountId) -> Self {
        Self { account: account.clone(), shield: Viewer::default() }
    }

    /// The asker as the database knows them, for work outside their requests (exports,
    /// background passes); an account that is gone matches nobody's shield.
    pub async fn load(db: &Db, account: &AccountId) -> Result<Self, sqlx::Error> {
        let facts = shield::facts_of(db, account).await?.unwrap_or_default();
        Ok(Self { account: account.clone(), shield: Viewer::of(&facts) })
    }
}

/// Whether `viewer` may see the identity of the job seeker `owner` at `now`.
pub async fn may_see_identity(db: &Db, owner: &SeekerId, viewer: &Asker, now: i64) -> Result<bool, sqlx::Error> {
    Ok(identities_visible_to(db, viewer, std::slice::from_ref(owner), now).await?.contains(owner))
}

/// Which of `owners` `viewer` may see the identity of, in one query whatever the length
/// of the list (a list of candidates is authorized at once, not one query per card): an
/// approved request that has not ended, from a recruiter no shield of the owner names.
pub async fn identities_visible_to(
    db: &Db,
    viewer: &Asker,
    owners: &[SeekerId],
    now: i64,
) -> Result<HashSet<SeekerId>, sqlx::Error> {
    let me = &viewer.account;
    let mut visible: HashSet<SeekerId> = owners.iter().filter(|o| *o == me).cloned().collect();
    let others: BTreeSet<&SeekerId> = owners.iter().filter(|o| *o != me).collect();
    if others.is_empty() {
        return Ok(visible);
    }
    let placeholders: Vec<String> = (4..=others.len() + 3).map(|i| format!("${i}")).collect();
    let not_shielded = shield::visible_to(&viewer.shield, "profile_id", others.len() + 4);
    let sql = format!(
        "SELECT DISTINCT profile_id FROM reveal_requests WHERE employer_id = $1 AND {} AND profile_id IN ({}) AND {}",
        reveals_identity_sql("$2", "$3"),
        placeholders.join(", "),
        not_shielded.sql,
    );
    let approved: Vec<SeekerId> = with_db!(db, pool => {
        let mut query = sqlx::query_scalar(&sql).bind(me).bind(RequestStatus::Approved).bind(now);
        for owner in &others {
            query = query.bind(*owner);
        }
        for param in &not_shielded.params {
            query = query.bind(param);
        }
        query.fetch_all(pool).await
    })?;
    visible.extend(approved);
    Ok(visible)
}

/// Whether `viewer` may see the identity of every one of `owners` now: what a file built
/// earlier with those identities (a data export) needs to be handed out still.
pub async fn all_identities_visible_to(
    db: &Db,
    viewer: &Asker,
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
pub async fn may_see_photo(db: &Db, owner: &AccountId, viewer: &Asker, now: i64) -> Result<bool, sqlx::Error> {
    if may_see_identity(db, &SeekerId::of(owner.clone()), viewer, now).await? {
        return Ok(true);
    }
    let (asker, asked) = (RecruiterId::of(owner.clone()), SeekerId::of(viewer.account.clone()));
    let requests: i64 = with_db!(db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM reveal_requests WHERE employer_id = $1 AND profile_id = $2",
    )
    .bind(&asker)
    .bind(&asked)
    .fetch_one(pool)
    .await)?;
    Ok(requests > 0)
}
