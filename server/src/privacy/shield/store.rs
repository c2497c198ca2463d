//! SQL of the employer shield: which profiles hide from a recruiter (who the recruiter
//! is to the shields comes with their session: `CurrentUser::shield_viewer`). Every
//! recruiter-facing read asks here (search asks the index, which holds the same terms).

use std::collections::{HashMap, HashSet};

use super::keys::{self, Viewer};
use crate::{db::Db, ids::SeekerId, with_db};

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
