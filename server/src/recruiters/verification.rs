//! Whether recruiters' companies are verified, read for the pages that show it beside
//! their requests and views. The rule itself is `privacy::shield::verification`: the
//! shields and the badge must always agree.

use std::collections::{BTreeSet, HashMap};

use super::store;
use crate::{
    db::Db,
    ids::RecruiterId,
    privacy::shield::{verification, viewer::RecruiterFacts},
};

/// Whether each of `ids` has a verified company, in two queries; a recruiter without a
/// company profile is absent (not verified).
pub async fn verified_among(db: &Db, ids: &[RecruiterId]) -> Result<HashMap<RecruiterId, bool>, sqlx::Error> {
    let unique: Vec<RecruiterId> = ids.iter().cloned().collect::<BTreeSet<_>>().into_iter().collect();
    let rows = store::verification_inputs(db, &unique).await?;
    let mut by_code: HashMap<RecruiterId, Vec<String>> = HashMap::new();
    for (id, domain) in store::domains_verified_by_code(db, &unique).await? {
        by_code.entry(id).or_default().push(domain);
    }
    Ok(rows
        .into_iter()
        .map(|(id, website, email, email_verified)| {
            let facts = RecruiterFacts {
                email,
                email_verified,
                domains_verified_by_code: by_code.remove(&id).unwrap_or_default(),
                ..RecruiterFacts::default()
            };
            (id, verification::is_verified(&verification::proven_domains(&facts), &website))
        })
        .collect())
}
