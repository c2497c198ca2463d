//! The re-identification guard's count, answered by the search index: it
//! holds only what recruiters are shown (the place at each owner's precision) and the
//! guard's keys, so the count is one boolean query, a few term lookups at any size.

use tantivy::{
    Term,
    collector::Count,
    query::{BooleanQuery, Occur, Query, TermQuery},
    schema::{Field, IndexRecordOption},
};

use super::index::{SearchIndex, location_key};
use crate::seekers::anonymity::CrowdKeys;

fn term(field: Field, text: &str) -> Box<dyn Query> {
    Box::new(TermQuery::new(Term::from_field_text(field, text), IndexRecordOption::Basic))
}

/// The profiles that share `keys`, except the one with account id `except` (the asker)
/// and those whose shield holds one of `shield_terms` (the asker's, as a recruiter).
pub fn query(index: &SearchIndex, keys: &CrowdKeys, except: &str, shield_terms: &[String]) -> Box<dyn Query> {
    let f = &index.fields;
    let place = &keys.place;
    let mut clauses: Vec<(Occur, Box<dyn Query>)> =
        [(f.city, &place.city), (f.state, &place.state), (f.country, &place.country)]
            .into_iter()
            .map(|(field, value)| (field, location_key(value)))
            .filter(|(_, key)| !key.is_empty())
            .map(|(field, key)| (Occur::Must, term(field, &key)))
            .collect();
    clauses.push((Occur::Must, term(f.title_families, &keys.title)));
    if !keys.top_skills.is_empty() {
        let skills = keys.top_skills.iter().map(|k| (Occur::Should, term(f.top_skills, k))).collect();
        let shared = BooleanQuery::with_minimum_required_clauses(skills, keys.shared_skills_needed());
        clauses.push((Occur::Must, Box::new(shared)));
    }
    clauses.extend(keys.screening.iter().map(|key| (Occur::Must, term(f.screen, key))));
    clauses.push((Occur::MustNot, term(f.id, except)));
    clauses.extend(shield_terms.iter().map(|t| (Occur::MustNot, term(f.shield, t))));
    Box::new(BooleanQuery::new(clauses))
}

/// How many searchable profiles share `keys`, the asker's own and those hidden from them
/// left out.
pub fn count(index: &SearchIndex, keys: &CrowdKeys, except: &str, shield_terms: &[String]) -> anyhow::Result<usize> {
    Ok(index.reader.searcher().search(query(index, keys, except, shield_terms).as_ref(), &Count)?)
}
