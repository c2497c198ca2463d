//! Turns a search request into a Tantivy query: every keyword must match somewhere
//! (BM25 over the weighted text fields), with typo tolerance, the last keyword read as
//! a prefix; filters for job type and location; the searcher's own profile excluded.

use tantivy::{
    Term,
    query::{AllQuery, BooleanQuery, BoostQuery, FuzzyTermQuery, Occur, Query, TermQuery},
    schema::IndexRecordOption,
};

use super::{
    index::{SearchIndex, location_key},
    model::{LocationFilter, SearchRequest},
};

/// Keywords as the index analyses them (lower-cased, accents folded), at most 8.
pub fn keywords(index: &SearchIndex, text: &str) -> Vec<String> {
    let Ok(mut analyzer) = index.index.tokenizer_for_field(index.fields.headline) else { return Vec::new() };
    let mut stream = analyzer.token_stream(text);
    let mut out = Vec::new();
    while let Some(token) = stream.next() {
        if out.len() == 8 {
            break;
        }
        out.push(token.text.clone());
    }
    out
}

/// Edits allowed for a keyword: none for short words, where one edit is another word.
pub fn typo_distance(word: &str) -> u8 {
    match word.chars().count() {
        0..=3 => 0,
        4..=7 => 1,
        _ => 2,
    }
}

fn keyword_query(index: &SearchIndex, word: &str, is_last: bool) -> Box<dyn Query> {
    let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
    let distance = typo_distance(word);
    for (field, weight) in index.fields.weighted_text() {
        let term = Term::from_field_text(field, word);
        clauses.push((
            Occur::Should,
            Box::new(BoostQuery::new(Box::new(TermQuery::new(term.clone(), IndexRecordOption::WithFreqs)), weight)),
        ));
        if is_last {
            // Prefix matches rank below whole words; a typo in the prefix is tolerated too.
            let prefix = FuzzyTermQuery::new_prefix(term.clone(), distance.min(1), true);
            clauses.push((Occur::Should, Box::new(BoostQuery::new(Box::new(prefix), weight * 0.5))));
        } else if distance > 0 {
            let fuzzy = FuzzyTermQuery::new(term, distance, true);
            clauses.push((Occur::Should, Box::new(BoostQuery::new(Box::new(fuzzy), weight * 0.4))));
        }
    }
    Box::new(BooleanQuery::new(clauses))
}

fn location_clauses(index: &SearchIndex, location: &LocationFilter) -> Vec<(Occur, Box<dyn Query>)> {
    let f = &index.fields;
    [(f.city, &location.city), (f.state, &location.state), (f.country, &location.country)]
        .into_iter()
        .map(|(field, value)| (field, location_key(value)))
        .filter(|(_, key)| !key.is_empty())
        .map(|(field, key)| {
            let q: Box<dyn Query> =
                Box::new(TermQuery::new(Term::from_field_text(field, &key), IndexRecordOption::Basic));
            (Occur::Must, q)
        })
        .collect()
}

/// The query for `request` with `location` (one step of widening), and whether it ranks
/// by relevance (a keyword was given) or newest first.
pub fn build(index: &SearchIndex, request: &SearchRequest, location: &LocationFilter) -> (Box<dyn Query>, bool) {
    let words = keywords(index, &request.keyword);
    let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
    for (i, word) in words.iter().enumerate() {
        clauses.push((Occur::Must, keyword_query(index, word, i + 1 == words.len())));
    }
    if let Some(job_type) = &request.job_type {
        clauses.push((
            Occur::Must,
            Box::new(TermQuery::new(Term::from_field_text(index.fields.job_type, job_type), IndexRecordOption::Basic)),
        ));
    }
    clauses.extend(location_clauses(index, location));
    if let Some(own) = &request.exclude_id {
        clauses.push((
            Occur::MustNot,
            Box::new(TermQuery::new(Term::from_field_text(index.fields.id, own), IndexRecordOption::Basic)),
        ));
    }
    // A query of only exclusions matches nothing in Tantivy; anchor it on all documents.
    if !clauses.iter().any(|(occur, _)| *occur == Occur::Must) {
        clauses.push((Occur::Must, Box::new(AllQuery)));
    }
    (Box::new(BooleanQuery::new(clauses)), !words.is_empty())
}

/// Runs the search, widening the location step by step while nothing matches. Returns
/// the ids of this page, the total, and the location filter that found them (the
/// request's own when nothing matched anywhere, so an empty answer never claims to have
/// widened).
pub fn run(index: &SearchIndex, request: &SearchRequest) -> anyhow::Result<(Vec<String>, usize, LocationFilter)> {
    for location in request.location.widening_steps(request.flexible) {
        let (query, by_relevance) = build(index, request, &location);
        let (ids, total) = index.search(query.as_ref(), by_relevance, request.offset(), request.per_page)?;
        if total > 0 {
            return Ok((ids, total, location));
        }
    }
    Ok((Vec::new(), 0, request.location.clone()))
}
