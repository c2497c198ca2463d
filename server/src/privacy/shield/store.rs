//! SQL of the employer shield: which profiles hide from a recruiter (who the recruiter
//! is to the shields comes with their session: `CurrentUser::shield_viewer`). Every
//! recruiter-facing read asks here (search asks the index, which holds the same terms).

use std::collections::{BTreeMap, HashMap, HashSet};

use super::keys::{self, Viewer};
use crate::{
    db::Db,
    ids::{RecruiterId, SeekerId},
    with_db,
};

/// A SQL condition, true when the profile in `profile_column` has no shield entry that
/// matches `viewer`; its parameters are numbered from `$first`, bound in `params` order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Condition {
    pub sql: String,
    pub params: Vec<String>,
}

pub fn visible_to(viewer: &Viewer, profile_column: &str, first: usize) -> Condition {
    let mut params = Vec::new();
    let mut tests = Vec::new();
    if let Some(key) = &viewer.company_key {
        params.push(key.clone());
        tests.push(format!("s.company_key = ${first}"));
    }
    if !viewer.domains.is_empty() {
        let from = first + params.len();
        let placeholders: Vec<String> = (from..from + viewer.domains.len()).map(|i| format!("${i}")).collect();
        params.extend(viewer.domains.iter().cloned());
        tests.push(format!("s.domain IN ({})", placeholders.join(", ")));
    }
    if tests.is_empty() {
        return Condition { sql: "1 = 1".into(), params };
    }
    let sql = format!(
        "NOT EXISTS (SELECT 1 FROM employer_shields s WHERE s.seeker_id = {profile_column} AND ({}))",
        tests.join(" OR ")
    );
    Condition { sql, params }
}

/// Which of `owners` hide from `viewer`, in one query.
pub async fn hidden_among(db: &Db, viewer: &Viewer, owners: &[SeekerId]) -> Result<HashSet<SeekerId>, sqlx::Error> {
    if owners.is_empty() {
        return Ok(HashSet::new());
    }
    let placeholders: Vec<String> = (1..=owners.len()).map(|i| format!("${i}")).collect();
    let visible = visible_to(viewer, "p.id", owners.len() + 1);
    let sql = format!("SELECT p.id FROM users p WHERE p.id IN ({}) AND NOT ({})", placeholders.join(", "), visible.sql);
    let hidden: Vec<SeekerId> = with_db!(db, pool => {
        let mut query = sqlx::query_scalar(&sql);
        for owner in owners {
            query = query.bind(owner);
        }
        for param in &visible.params {
            query = query.bind(param);
        }
        query.fetch_all(pool).await
    })?;
    Ok(hidden.into_iter().collect())
}

/// Whether the job seeker `owner` hides from `viewer`.
pub async fn hides(db: &Db, owner: &SeekerId, viewer: &Viewer) -> Result<bool, sqlx::Error> {
    Ok(!hidden_among(db, viewer, std::slice::from_ref(owner)).await?.is_empty())
}

/// Whether the job seeker `owner` hides from the recruiter `recruiter` now, by what the
/// database holds of the recruiter (for work without their session: background sweeps,
/// file links handed out earlier).
pub async fn hides_from_recruiter(db: &Db, owner: &SeekerId, recruiter: &RecruiterId) -> Result<bool, sqlx::Error> {
    let pair = (owner.clone(), recruiter.clone());
    Ok(hidden_from_recruiters(db, std::slice::from_ref(&pair)).await?.contains(&pair))
}

/// Which of the (job seeker, recruiter) `pairs` are shielded now: one query for the
/// recruiters, then one per recruiter.
pub async fn hidden_from_recruiters(
    db: &Db,
    pairs: &[(SeekerId, RecruiterId)],
) -> Result<HashSet<(SeekerId, RecruiterId)>, sqlx::Error> {
    let mut owners_by_recruiter: BTreeMap<&RecruiterId, Vec<SeekerId>> = BTreeMap::new();
    for (owner, recruiter) in pairs {
        owners_by_recruiter.entry(recruiter).or_default().push(owner.clone());
    }
    let recruiters: Vec<RecruiterId> = owners_by_recruiter.keys().map(|r| (*r).clone()).collect();
    let viewers = viewers_of(db, &recruiters).await?;
    let mut hidden = HashSet::new();
    for (recruiter, owners) in owners_by_recruiter {
        // A recruiter whose account is gone is shown nothing anyway.
        let Some(viewer) = viewers.get(recruiter) else { continue };
        hidden.extend(hidden_among(db, viewer, &owners).await?.into_iter().map(|o| (o, recruiter.clone())));
    }
    Ok(hidden)
}

/// Each recruiter as the shields see them: sign-in e-mail, company name and website.
async fn viewers_of(db: &Db, recruiters: &[RecruiterId]) -> Result<HashMap<RecruiterId, Viewer>, sqlx::Error> {
    if recruiters.is_empty() {
        return Ok(HashMap::new());
    }
    let placeholders: Vec<String> = (1..=recruiters.len()).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT u.id, u.email, e.company_name, e.website FROM users u LEFT JOIN employers e ON e.id = u.id \
         WHERE u.id IN ({})",
        placeholders.join(", ")
    );
    let rows: Vec<(RecruiterId, String, Option<String>, Option<String>)> = with_db!(db, pool => {
        let mut query = sqlx::query_as(&sql);
        for recruiter in recruiters {
            query = query.bind(recruiter);
        }
        query.fetch_all(pool).await
    })?;
    Ok(rows
        .into_iter()
        .map(|(id, email, company, website)| (id, Viewer::new(&email, company.as_deref(), website.as_deref())))
        .collect())
}

/// The index terms of each profile in `ids` that has shield entries.
pub async fn terms_of(db: &Db, ids: &[String]) -> Result<HashMap<String, Vec<String>>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let placeholders: Vec<String> = (1..=ids.len()).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT seeker_id, company_key, domain FROM employer_shields WHERE seeker_id IN ({})",
        placeholders.join(", ")
    );
    let rows: Vec<(String, String, String)> = with_db!(db, pool => {
        let mut query = sqlx::query_as(&sql);
        for id in ids {
            query = query.bind(id);
        }
        query.fetch_all(pool).await
    })?;
    let mut terms: HashMap<String, Vec<String>> = HashMap::new();
    for (seeker, company_key, domain) in rows {
        terms.entry(seeker).or_default().extend(keys::entry_terms(&company_key, &domain));
    }
    Ok(terms)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_condition_numbers_its_parameters_after_the_callers() {
        let viewer = Viewer::new("jo@acme.com", Some("Acme Inc"), Some("careers.acme.com"));
        let c = visible_to(&viewer, "p.id", 3);
        assert_eq!(
            c.sql,
            "NOT EXISTS (SELECT 1 FROM employer_shields s WHERE s.seeker_id = p.id AND \
             (s.company_key = $3 OR s.domain IN ($4, $5)))"
        );
        assert_eq!(c.params, ["acme", "careers.acme.com", "acme.com"]);
        assert_eq!(visible_to(&Viewer::default(), "p.id", 1).sql, "1 = 1");
    }
}
