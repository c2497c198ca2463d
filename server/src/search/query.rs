//! Turns a search request into a Tantivy query: every keyword must match somewhere
//! (BM25 over the weighted text fields), the last keyword also as a prefix; filters for
//! job type and location; the searcher's own profile excluded. Typos are tolerated the
//! way Typesense does it: only when the keywords as typed find nobody, so "reac" finds
//! React rather than everyone whose pitch says "recently", and the common case never
//! pays for walking the term dictionary with an edit-distance automaton.

use tantivy::{
    Searcher, Term,
    query::{AllQuery, BooleanQuery, BoostQuery, Occur, Query, TermQuery},
    schema::IndexRecordOption,
};

use super::{
    expand::{self, Lookup},
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

/// How loosely keywords match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Matching {
    /// Whole words, and the last keyword also as a prefix.
    AsTyped,
    /// Also words within `typo_distance` edits (the last keyword's prefix within one).
    WithTypos,
}

/// Every field, for the keyword itself and each word it stands for, weighted by field
/// and by how the word relates to the keyword.
fn keyword_query(
    searcher: &Searcher,
    index: &SearchIndex,
    word: &str,
    is_last: bool,
    matching: Matching,
) -> anyhow::Result<Box<dyn Query>> {
    let weighted = index.fields.weighted_text();
    let fields: Vec<_> = weighted.iter().map(|(field, _)| *field).collect();
    let typos = if matching == Matching::WithTypos { typo_distance(word) } else { 0 };
    let expansions = expand::expansions(searcher, &fields, word, Lookup { complete: is_last, typos })?;
    let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
    let mut add = |field, text: &str, weight: f32| {
        let query = TermQuery::new(Term::from_field_text(field, text), IndexRecordOption::WithFreqs);
        clauses.push((Occur::Should, Box::new(BoostQuery::new(Box::new(query), weight))));
    };
    for (i, (field, weight)) in weighted.into_iter().enumerate() {
        add(field, word, weight);
        for expansion in expansions.iter().filter(|e| e.field_mask & (1 << i) != 0) {
            add(field, &expansion.word, weight * expansion.weight);
        }
    }
    Ok(Box::new(BooleanQuery::new(clauses)))
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

/// The query for `request` with `location` (one step of widening) and `matching`, and
/// whether it ranks by relevance (a keyword was given) or newest first.
pub fn build(
    searcher: &Searcher,
    index: &SearchIndex,
    request: &SearchRequest,
    location: &LocationFilter,
    matching: Matching,
) -> anyhow::Result<(Box<dyn Query>, bool)> {
    let words = keywords(index, &request.keyword);
    let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
    for (i, word) in words.iter().enumerate() {
        clauses.push((Occur::Must, keyword_query(searcher, index, word, i + 1 == words.len(), matching)?));
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
    Ok((Box::new(BooleanQuery::new(clauses)), !words.is_empty()))
}

/// Runs the search: at each step of location widening, the keywords as typed and then,
/// if that finds nobody, with typos. Returns the ids of this page, the total, and the
/// location filter that found them (the request's own when nothing matched anywhere, so
/// an empty answer never claims to have widened).
pub fn run(index: &SearchIndex, request: &SearchRequest) -> anyhow::Result<(Vec<String>, usize, LocationFilter)> {
    // One view of the index for the whole search, whatever commits meanwhile.
    let searcher = index.reader.searcher();
    let typos_can_help = keywords(index, &request.keyword).iter().any(|w| typo_distance(w) > 0);
    let matchings: &[Matching] =
        if typos_can_help { &[Matching::AsTyped, Matching::WithTypos] } else { &[Matching::AsTyped] };
    for location in request.location.widening_steps(request.flexible) {
        for &matching in matchings {
            let (query, by_relevance) = build(&searcher, index, request, &location, matching)?;
            let (ids, total) =
                index.search(&searcher, query.as_ref(), by_relevance, request.offset(), request.per_page)?;
            if total > 0 {
                return Ok((ids, total, location));
            }
        }
    }
    Ok((Vec::new(), 0, request.location.clone()))
}
