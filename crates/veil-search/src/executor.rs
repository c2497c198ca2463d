//! The one way into a search: a plan's best k matches and how many matched, read by this
//! crate's windows (`windows`, `top_k`) or, when the operator asks, by Tantivy's own
//! execution of the plan's query (for someone who hits a bug, and for comparison).

use std::sync::atomic::{AtomicBool, Ordering};

use tantivy::{
    DocAddress, Searcher,
    collector::{Count, TopDocs},
    query::Query,
};

use crate::{plan::Plan, ranking::TopByRelevance, top_k, total::Total, tuning::Tuning, windows};

/// Which code executes a plan.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Execution {
    /// This crate's windows: only those that may hold a match of the page are read.
    #[default]
    Veil,
    /// Tantivy's own scorer over the plan's query: every match scored and counted.
    Tantivy,
}

/// Runs plans on one index, keeping from one search to the next what the windows need
/// (`BoundsCache`).
pub struct Executor {
    bounds: windows::BoundsCache,
    /// The i64 fast field that ranks equal scores, the larger first.
    tie_break: &'static str,
    /// The i64 fast field that orders a plan without keywords, the larger first.
    newest: &'static str,
    /// `Execution::Tantivy` when set; switched while searches run.
    tantivy: AtomicBool,
    tuning: Tuning,
}

impl Executor {
    /// An executor whose equal scores rank by `tie_break` and whose plans without
    /// keywords order by `newest` (i64 fast fields, the larger first; they may be the
    /// same field), at production's thresholds.
    pub fn new(tie_break: &'static str, newest: &'static str) -> Self {
        Self::with_tuning(tie_break, newest, Tuning::production())
    }

    /// The same at other thresholds (tests run at `Tuning::small` as well).
    pub fn with_tuning(tie_break: &'static str, newest: &'static str, tuning: Tuning) -> Self {
        let bounds = windows::BoundsCache::default();
        Self { bounds, tie_break, newest, tantivy: AtomicBool::new(false), tuning }
    }

    pub fn tuning(&self) -> &Tuning {
        &self.tuning
    }

    /// Switches the searches that start from now on to `execution`.
    pub fn set_execution(&self, execution: Execution) {
        self.tantivy.store(execution == Execution::Tantivy, Ordering::Relaxed);
    }

    pub fn execution(&self) -> Execution {
        if self.tantivy.load(Ordering::Relaxed) { Execution::Tantivy } else { Execution::Veil }
    }

    /// What it keeps between searches (the benchmark clears it to time first searches).
    pub fn bounds(&self) -> &windows::BoundsCache {
        &self.bounds
    }

    /// The best `k` matches of `plan`, best first, and how many matched: by relevance when
    /// it has keyword units (equal scores: the larger tie-break first), else the newest.
    /// `exhaustive`: score and count every match; else only the windows of the index that
    /// may hold one of the best `k` are read, and a total above `EXACT_UP_TO` may be an
    /// estimate. The matches are the same either way.
    pub fn top(
        &self,
        searcher: &Searcher,
        plan: &Plan,
        k: usize,
        exhaustive: bool,
    ) -> tantivy::Result<(Vec<DocAddress>, Total)> {
        if plan.units.is_empty() {
            return self.newest(searcher, plan.query.as_ref(), k);
        }
        let every_match = TopByRelevance { k, tie_break: self.tie_break };
        if self.execution() == Execution::Tantivy {
            let (best, count) = searcher.search(plan.query.as_ref(), &every_match)?;
            return Ok((best, Total::exact(count)));
        }
        if !exhaustive && let Some(found) = top_k::top(searcher, plan, every_match, &self.bounds, &self.tuning)? {
            return Ok(found);
        }
        let (best, count) = match windows::search(searcher, plan, &every_match, &self.bounds, &self.tuning)? {
            Some(found) => found,
            None => searcher.search(plan.query.as_ref(), &every_match)?,
        };
        Ok((best, Total::exact(count)))
    }

    /// The newest `k` matches of `query` (by the `newest` field), and how many matched.
    pub fn newest(
        &self,
        searcher: &Searcher,
        query: &dyn Query,
        k: usize,
    ) -> tantivy::Result<(Vec<DocAddress>, Total)> {
        self.largest_first(searcher, query, k, self.newest)
    }

    /// The `k` matches of `query` with the largest values of the i64 fast field `field`
    /// (a sort other than relevance: the newest, the latest edited), and how many matched.
    pub fn largest_first(
        &self,
        searcher: &Searcher,
        query: &dyn Query,
        k: usize,
        field: &str,
    ) -> tantivy::Result<(Vec<DocAddress>, Total)> {
        let largest = TopDocs::with_limit(k).order_by_fast_field::<i64>(field, tantivy::Order::Desc);
        let (best, count) = searcher.search(query, &(largest, Count))?;
        Ok((best.into_iter().map(|(_, address)| address).collect(), Total::exact(count)))
    }
}
