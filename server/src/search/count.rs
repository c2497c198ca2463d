//! How many profiles a search matches: counted exactly up to `EXACT_UP_TO`, and beyond
//! that estimated from how densely the matches came so far (as Meilisearch's
//! `estimatedTotalHits`), rounded to two significant figures so it claims no more than it
//! knows. Counting tens of thousands of matches one by one cost more than finding the
//! first page.

use tantivy::{
    DocSet, Searcher, TERMINATED,
    query::{EnableScoring, Query},
};

/// Totals up to this are exact.
pub const EXACT_UP_TO: usize = 1_000;

/// How many matched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Total {
    pub count: usize,
    /// False when `count` is an estimate (only ever above `EXACT_UP_TO`).
    pub exact: bool,
}

impl Total {
    pub fn exact(count: usize) -> Self {
        Self { count, exact: true }
    }

    /// An estimate, rounded.
    pub fn about(count: usize) -> Self {
        Self { count: two_significant_figures(count), exact: false }
    }
}

fn two_significant_figures(n: usize) -> usize {
    let mut scale = 1;
    while n / scale >= 100 {
        scale *= 10;
    }
    (n + scale / 2) / scale * scale
}

/// The documents `query` matches, counted until more than `limit` are found; then an
/// estimate that assumes the documents not yet looked at match as densely.
pub fn count_up_to(searcher: &Searcher, query: &dyn Query, limit: usize) -> tantivy::Result<Total> {
    let weight = query.weight(EnableScoring::disabled_from_searcher(searcher))?;
    let segments = searcher.segment_readers();
    let all_docs: u64 = segments.iter().map(|s| u64::from(s.max_doc())).sum();
    let mut docs_before = 0u64;
    let mut counted = 0usize;
    for reader in segments {
        let mut docs = weight.scorer(reader, 1.0)?;
        let alive = reader.alive_bitset();
        let mut doc = docs.doc();
        while doc != TERMINATED {
            if alive.is_none_or(|a| a.is_alive(doc)) {
                counted += 1;
                if counted > limit {
                    let looked_at = docs_before + u64::from(doc) + 1;
                    let estimate = counted as f64 * all_docs as f64 / looked_at as f64;
                    return Ok(Total::about(estimate.round() as usize));
                }
            }
            doc = docs.advance();
        }
        docs_before += u64::from(reader.max_doc());
    }
    Ok(Total::exact(counted))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn estimates_keep_two_significant_figures() {
        assert_eq!(Total::about(12_345).count, 12_000);
        assert_eq!(Total::about(1_051).count, 1_100);
        assert_eq!(Total::about(987_654).count, 990_000);
        assert_eq!(Total::about(99).count, 99);
        assert_eq!(Total::exact(12_345).count, 12_345);
    }
}
