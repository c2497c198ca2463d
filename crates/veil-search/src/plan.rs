//! What a search looks for, as the executor takes it: keyword units (each a tree of
//! weighted terms over fields, synonyms included), each required or only adding to the
//! score; the filters' terms, which every match has; the terms no match has; and the
//! Tantivy query that says the same, which Tantivy's own execution runs and whose
//! results the executor's equal.

use tantivy::{
    Term,
    query::{AllQuery, BooleanQuery, Occur, Query, RangeQuery, TermQuery},
    schema::{Field, IndexRecordOption},
};

use crate::node::Node;

/// One search's query and its parts.
pub struct Plan {
    /// The whole query: what matches and how it ranks.
    pub query: Box<dyn Query>,
    /// The keyword units, each with whether it must match; none: newest first.
    pub units: Vec<(Node, bool)>,
    /// The filters' terms, which every match has and which add to its score.
    pub filter_terms: Vec<Term>,
    /// Terms no match has.
    pub exclusions: Vec<Term>,
    /// Only documents whose i64 field is above the value, when set (Tantivy's execution
    /// runs such a plan).
    pub newer_than: Option<(Field, i64)>,
}

impl Plan {
    /// The plan of these parts, with its query: the units (required: must, else should),
    /// then each filter's term (must), the range of `newer_than`, and each exclusion
    /// (must not), in that order, which is the order the scores add up in.
    pub fn new(
        units: Vec<(Node, bool)>,
        filter_terms: Vec<Term>,
        exclusions: Vec<Term>,
        newer_than: Option<(Field, i64)>,
    ) -> Self {
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = units
            .iter()
            .map(|(node, required)| (if *required { Occur::Must } else { Occur::Should }, node.query()))
            .collect();
        for term in &filter_terms {
            clauses.push((Occur::Must, Box::new(TermQuery::new(term.clone(), IndexRecordOption::Basic))));
        }
        if let Some((field, after)) = newer_than {
            let newer = RangeQuery::new(
                std::ops::Bound::Excluded(Term::from_field_i64(field, after)),
                std::ops::Bound::Unbounded,
            );
            clauses.push((Occur::Must, Box::new(newer)));
        }
        // One clause per term: a searcher has a handful, and a `TermSetQuery` builds an
        // FST of its terms for every search, which cost more than a rare word's search.
        for term in &exclusions {
            clauses.push((Occur::MustNot, Box::new(TermQuery::new(term.clone(), IndexRecordOption::Basic))));
        }
        Self { query: Box::new(BooleanQuery::new(anchored(clauses))), units, filter_terms, exclusions, newer_than }
    }
}

/// A query of only exclusions matches nothing in Tantivy; anchor it on all documents.
fn anchored(mut clauses: Vec<(Occur, Box<dyn Query>)>) -> Vec<(Occur, Box<dyn Query>)> {
    if !clauses.iter().any(|(occur, _)| *occur == Occur::Must) {
        clauses.push((Occur::Must, Box::new(AllQuery)));
    }
    clauses
}
