//! The executor's tests against Tantivy's own execution of the same plans, on a generated
//! corpus.

use crate::TopByRelevance;

mod corpus;
mod every_match;
mod executor;
mod top_k;

/// 42,000 documents in three segments.
const SEGMENTS: &[usize] = &[14_000, 14_000, 14_000];

fn ranking(k: usize) -> TopByRelevance {
    TopByRelevance { k, tie_break: "created_at" }
}
