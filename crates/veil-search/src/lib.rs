//! A query executor over a Tantivy index. It takes a plan (keyword units: words with
//! their fields and synonyms as a tree of weighted terms; the filters' terms; the terms no
//! match has) and k, and returns the best k matches by BM25 with how many matched. Its
//! scores are Tantivy's own; it reads the postings window by window instead of document
//! by document, and reads only the windows that may hold one of the k best (`top_k`),
//! so a broad search costs a fraction of scoring every match. Tantivy's own execution
//! of the same plan (`Execution::Tantivy`) gives the same matches, and the tests compare
//! the two on every query.
//!
//! It also counts, for the facets a search shows, how many matches each choice would
//! give (`facets`), and orders matches by an i64 fast field instead of relevance.
//!
//! It knows nothing of the index's fields but what the plan names, and one i64 fast
//! field that ranks equal scores.

mod executor;
mod facets;
mod node;
mod plan;
mod ranking;
mod top_k;
mod total;
mod tuning;
mod windows;

#[cfg(test)]
mod tests;

pub use executor::{Execution, Executor};
pub use facets::Facet;
pub use node::Node;
pub use plan::{Plan, Range};
pub use ranking::TopByRelevance;
pub use total::{EXACT_UP_TO, Total};
pub use tuning::Tuning;
pub use windows::BoundsCache;
