//! SQL of the employer shield: which profiles hide from a recruiter (who the recruiter
//! is to the shields comes with their session: `CurrentUser::shield_viewer`). Every
//! recruiter-facing read asks here (search asks the index, which holds the same terms).

use std::collections::{BTreeMap, HashMap, HashSet};

use super::{
    keys,
    viewer::{RecruiterFacts, Viewer},
};
use crate::{
    db::Db,
    ids::{AccountId, RecruiterId, SeekerId},
    with_db,
};

/// A SQL condition, true when the profile in `profile_column` has no shield entry that
/// hides it from `viewer`; its parameters are numbered from `$first`, bound in `params`
/// order. An entry hides a profile from a recruiter when its domain is one they proved,
/// when they are verified and its name is one their account has held, and from an
/// unverified recruiter whenever the owner keeps unverified recruiters out; and from a
/// recruiter the owner blocked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Condition {
    pub sql: String,
    pub params: Vec<String>,
}

pub fn visible_to(viewer: &Viewer, profile_column: &str, first: usize) -> Condition {
    let mut params: Vec<String> = Vec::new();
    let mut tests = Vec::new();
    let mut list = |column: &str, values: &[String], params: &mut Vec<String>| {
        if values.is_empty() {
            return;
        }
        let from = first + params.len();
        let placeholders: Vec<String> = (from..from + values.len()).map(|i| format!("${i}")).collect();
        params.extend(values.iter().cloned());
        tests.push(format!("{column} IN ({})", placeholders.join(", ")));
    };
    if viewer.verified {
        list("s.company_key", &viewer.company_keys, &mut params);
    }
    list("s.domain", &viewer.domains, &mut params);
    let (from, kept_out) = if viewer.verified {
        ("employer_shields s", None)
    } else {
        ("employer_shields s JOIN users o ON o.id = s.seeker_id", Some("o.shield_allows_unverified = FALSE".to_owned()))
    };
    tests.extend(kept_out);
    let mut sql =
        format!("NOT EXISTS (SELECT 1 FROM {from} WHERE s.seeker_id = {profile_column} AND ({}))", tests.join(" OR "));
    if !viewer.account.is_empty() {
        params.push(viewer.account.clone());
        let at = first + params.len() - 1;
        sql.push_str(&format!(
            " AND NOT EXISTS (SELECT 1 FROM recruiter_blocks b WHERE b.seeker_id = {profile_column} AND b.recruiter_id = ${at})"
        ));
    }
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

/// Whose index terms to read: some profiles by id (the feed's changes), or every profile
/// with an id in `(after, last]` (a rebuild's batch, read in id order). The range takes two
/// parameters where the ids take one each, and SQLite looks each numbered parameter's name
/// up by walking the statement's list of them: a thousand ids cost a million steps a
/// statement, which was a tenth of a rebuild's time (`make bench`).
#[derive(Debug, Clone, Copy)]
pub enum Profiles<'a> {
    Ids(&'a [String]),
    Range { after: &'a str, last: &'a str },
}

impl Profiles<'_> {
    /// The condition on `column`, with its parameters from `$1`; `None` for no ids.
    fn condition(&self, column: &str) -> Option<(String, Vec<String>)> {
        match *self {
            Self::Ids([]) => None,
            Self::Ids(ids) => {
                let placeholders: Vec<String> = (1..=ids.len()).map(|i| format!("${i}")).collect();
                Some((format!("{column} IN ({})", placeholders.join(", ")), ids.to_vec()))
            }
            Self::Range { after, last } => {
                Some((format!("{column} > $1 AND {column} <= $2"), vec![after.to_owned(), last.to_owned()]))
            }
        }
    }
}

/// The index terms of each profile of `which` that has shield entries or blocks: each
/// entry's, the mark that keeps unverified recruiters out unless the owner lets them in,
/// and each blocked recruiter's. Entries and blocks come in one statement.
pub async fn terms_of(db: &Db, which: Profiles<'_>) -> Result<HashMap<String, Vec<String>>, sqlx::Error> {
    let Some((shielded, params)) = which.condition("s.seeker_id") else { return Ok(HashMap::new()) };
    let (blocked, _) = which.condition("b.seeker_id").unwrap_or_default();
    // Entries before blocks for each profile: blocks never keep unverified recruiters out.
    let sql = format!(
        "SELECT s.seeker_id, 0 AS kind, s.company_key, s.domain, o.shield_allows_unverified \
         FROM employer_shields s JOIN users o ON o.id = s.seeker_id WHERE {shielded} \
         UNION ALL SELECT b.seeker_id, 1 AS kind, b.recruiter_id, '', TRUE FROM recruiter_blocks b WHERE {blocked} \
         ORDER BY 1, 2, 3, 4"
    );
    let rows: Vec<(String, i32, String, String, bool)> = with_db!(db, pool => {
        let mut query = sqlx::query_as(&sql);
        for param in &params {
            query = query.bind(param);
        }
        query.fetch_all(pool).await
    })?;
    let mut terms: HashMap<String, Vec<String>> = HashMap::new();
    for (seeker, kind, key, domain, allows_unverified) in rows {
        let profile = terms.entry(seeker).or_default();
        if kind == 1 {
            profile.push(keys::blocked_term(&key));
            continue;
        }
        if !allows_unverified && profile.is_empty() {
            profile.push(keys::UNVERIFIED_KEPT_OUT.to_owned());
        }
        profile.extend(keys::entry_terms(&key, &domain));
    }
    Ok(terms)
}

/// What the shields know of each recruiter in `ids` beyond their session row: the keys
/// of the company names their accounts held, and the domains they proved by code.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct History {
    pub past_company_keys: Vec<String>,
    pub domains_verified_by_code: Vec<String>,
}

pub async fn history_of(db: &Db, id: &AccountId) -> Result<History, sqlx::Error> {
    let rows: Vec<(String, String)> = with_db!(db, pool => sqlx::query_as(
        "SELECT 'name', company_key FROM company_name_history WHERE account_id = $1 \
         UNION ALL SELECT 'domain', domain FROM verified_mail_domains WHERE account_id = $1 ORDER BY 1, 2",
    )
    .bind(id)
    .fetch_all(pool)
    .await)?;
    let mut history = History::default();
    for (kind, value) in rows {
        match kind.as_str() {
            "name" => history.past_company_keys.push(value),
            _ => history.domains_verified_by_code.push(value),
        }
    }
    Ok(history)
}

/// Everything the shields match recruiter `id` by, read from the database (for work
/// that runs outside their requests: saved-search alerts, the sweep, exports).
pub async fn facts_of(db: &Db, id: &AccountId) -> Result<Option<RecruiterFacts>, sqlx::Error> {
    let row: Option<(String, bool, Option<String>, Option<String>)> = with_db!(db, pool => sqlx::query_as(
        "SELECT u.email, u.email_verified, e.company_name, e.website \
         FROM users u LEFT JOIN employers e ON e.id = u.id WHERE u.id = $1",
    )
    .bind(id)
    .fetch_optional(pool)
    .await)?;
    let Some((email, email_verified, company_name, website)) = row else { return Ok(None) };
    let history = history_of(db, id).await?;
    Ok(Some(RecruiterFacts {
        account: id.to_string(),
        email,
        email_verified,
        company_name,
        website,
        past_company_keys: history.past_company_keys,
        domains_verified_by_code: history.domains_verified_by_code,
    }))
}

/// Whether the job seeker `owner` hides from the recruiter `recruiter` now (a recruiter
/// whose account is gone is hidden from everyone).
pub async fn hides_from_recruiter(db: &Db, owner: &SeekerId, recruiter: &RecruiterId) -> Result<bool, sqlx::Error> {
    match facts_of(db, recruiter.account()).await? {
        Some(facts) => hides(db, owner, &Viewer::of(&facts)).await,
        None => Ok(true),
    }
}

/// Which of the (job seeker, recruiter) `pairs` are shielded now, as `hides_from_recruiter`
/// says of each: one query per recruiter, not per pair (the sweep asks for many at once).
pub async fn hidden_from_recruiters(
    db: &Db,
    pairs: &[(SeekerId, RecruiterId)],
) -> Result<HashSet<(SeekerId, RecruiterId)>, sqlx::Error> {
    let mut owners_by_recruiter: BTreeMap<&RecruiterId, Vec<SeekerId>> = BTreeMap::new();
    for (owner, recruiter) in pairs {
        owners_by_recruiter.entry(recruiter).or_default().push(owner.clone());
    }
    let mut hidden = HashSet::new();
    for (recruiter, owners) in owners_by_recruiter {
        let shielded = match facts_of(db, recruiter.account()).await? {
            Some(facts) => hidden_among(db, &Viewer::of(&facts), &owners).await?,
            None => owners.into_iter().collect(),
        };
        hidden.extend(shielded.into_iter().map(|owner| (owner, recruiter.clone())));
    }
    Ok(hidden)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_condition_numbers_its_parameters_after_the_callers() {
        let verified = Viewer {
            verified: true,
            company_keys: vec!["acme".into(), "globex".into()],
            domains: vec!["careers.acme.com".into(), "acme.com".into()],
            ..Viewer::default()
        };
        let c = visible_to(&verified, "p.id", 3);
        assert_eq!(
            c.sql,
            "NOT EXISTS (SELECT 1 FROM employer_shields s WHERE s.seeker_id = p.id AND \
             (s.company_key IN ($3, $4) OR s.domain IN ($5, $6)))"
        );
        assert_eq!(c.params, ["acme", "globex", "careers.acme.com", "acme.com"]);
    }

    #[test]
    fn a_viewer_with_an_account_is_also_matched_by_its_blocks_with_the_last_parameter() {
        let viewer = Viewer { account: "acct-7".into(), domains: vec!["x.com".into()], ..Viewer::default() };
        let c = visible_to(&viewer, "p.id", 2);
        assert!(
            c.sql.ends_with(
                " AND NOT EXISTS (SELECT 1 FROM recruiter_blocks b WHERE b.seeker_id = p.id AND b.recruiter_id = $3)"
            ),
            "{}",
            c.sql
        );
        assert_eq!(c.params, ["x.com", "acct-7"]);
    }

    #[test]
    fn an_unverified_viewer_is_matched_by_proven_domains_and_kept_out_unless_let_in() {
        let unverified = Viewer {
            verified: false,
            company_keys: vec!["globex".into()],
            domains: vec!["x.com".into()],
            ..Viewer::default()
        };
        let c = visible_to(&unverified, "p.id", 1);
        assert_eq!(
            c.sql,
            "NOT EXISTS (SELECT 1 FROM employer_shields s JOIN users o ON o.id = s.seeker_id WHERE \
             s.seeker_id = p.id AND (s.domain IN ($1) OR o.shield_allows_unverified = FALSE))"
        );
        assert_eq!(c.params, ["x.com"], "the names an unverified recruiter typed match nothing");
        let nobody = visible_to(&Viewer::default(), "p.id", 1);
        assert!(nobody.sql.ends_with("AND (o.shield_allows_unverified = FALSE))"), "{}", nobody.sql);
    }
}
