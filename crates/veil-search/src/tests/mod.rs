//! The executor's tests against Tantivy's own execution of the same plans, on a generated
//! corpus, each at production's thresholds, on a segment large enough to be gated by them,
//! and at small ones, on segments of a few windows, with which the corpus also takes the
//! paths production takes only at a million documents (slices, score tables).

use crate::{TopByRelevance, Tuning};

mod corpus;
mod every_match;
mod executor;
mod facets;
mod top_k;

/// The thresholds the tests run at, each with the sizes of the segments of its corpus.
fn tunings() -> [(Tuning, &'static [usize]); 2] {
    // 30,000 documents: "engineer" has more postings than production gates from.
    [(Tuning::production(), &[30_000, 6_000]), (Tuning::small(), &[14_000, 14_000, 14_000])]
}

fn ranking(k: usize) -> TopByRelevance {
    TopByRelevance { k, tie_break: "created_at" }
}
