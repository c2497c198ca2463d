//! What a search looks for, as the executor takes it: keyword units (each a tree of
//! weighted terms over fields, synonyms included), each required or only adding to the
//! score; the filters' terms, which every match has; the terms no match has; the
//! ranges of i64 columns every match falls in; and the Tantivy query that says the same,
//! which Tantivy's own execution runs and whose results the executor's equal.

use std::ops::{Bound, RangeBounds};

use tantivy::{
    Term,
    query::{AllQuery, BooleanQuery, ConstScoreQuery, Occur, Query, RangeQuery, TermQuery},
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
    /// Ranges of i64 fields (indexed and fast) every match falls in: the windows check
    /// them at the documents the terms keep, from the fields' columns.
    pub ranges: Vec<Range>,
}

/// A range of an i64 field's values, bounds as `std::ops::Bound` says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Range {
    pub field: Field,
    pub from: Bound<i64>,
    pub to: Bound<i64>,
}

impl Range {
    /// The values above `after`.
    pub fn above(field: Field, after: i64) -> Self {
        Self { field, from: Bound::Excluded(after), to: Bound::Unbounded }
    }

    /// The values from `least` on.
    pub fn at_least(field: Field, least: i64) -> Self {
        Self { field, from: Bound::Included(least), to: Bound::Unbounded }
    }

    /// The values up to `most`.
    pub fn at_most(field: Field, most: i64) -> Self {
        Self { field, from: Bound::Unbounded, to: Bound::Included(most) }
    }

    /// Whether `value` is in the range.
    pub fn holds(&self, value: i64) -> bool {
        (self.from, self.to).contains(&value)
    }

    /// The range as a query that adds nothing to a score: the same for every match, and
    /// so what the windows, which check ranges without scoring them, give.
    fn query(&self) -> ConstScoreQuery {
        let term = |bound: Bound<i64>| bound.map(|value| Term::from_field_i64(self.field, value));
        ConstScoreQuery::new(Box::new(RangeQuery::new(term(self.from), term(self.to))), 0.0)
    }
}

impl Plan {
    /// The plan of these parts, with its query: the units (required: must, else should),
    /// then each filter's term (must), each range (must), and each exclusion (must not),
    /// in that order, which is the order the scores add up in.
    pub fn new(units: Vec<(Node, bool)>, filter_terms: Vec<Term>, exclusions: Vec<Term>, ranges: Vec<Range>) -> Self {
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = units
            .iter()
            .map(|(node, required)| (if *required { Occur::Must } else { Occur::Should }, node.query()))
            .collect();
        for term in &filter_terms {
            clauses.push((Occur::Must, Box::new(TermQuery::new(term.clone(), IndexRecordOption::Basic))));
        }
        for range in &ranges {
            clauses.push((Occur::Must, Box::new(range.query())));
        }
        // One clause per term: a searcher has a handful, and a `TermSetQuery` builds an
        // FST of its terms for every search, which cost more than a rare word's search.
        for term in &exclusions {
            clauses.push((Occur::MustNot, Box::new(TermQuery::new(term.clone(), IndexRecordOption::Basic))));
        }
        Self { query: Box::new(BooleanQuery::new(anchored(clauses))), units, filter_terms, exclusions, ranges }
    }
}

/// A query of only exclusions matches nothing in Tantivy; anchor it on all documents.
fn anchored(mut clauses: Vec<(Occur, Box<dyn Query>)>) -> Vec<(Occur, Box<dyn Query>)> {
    if !clauses.iter().any(|(occur, _)| *occur == Occur::Must) {
        clauses.push((Occur::Must, Box::new(AllQuery)));
    }
    clauses
}
