//! The executor's tests against Tantivy's own execution of the same plans, on a generated
//! corpus, each at production's thresholds, on a segment large enough to be gated by them;
//! at production's thresholds with a segment read in slices, as production reads one
//! only from a quarter of a million documents a core; and at small ones, on segments of a
//! few windows, with which the corpus also takes the paths production takes only at a
//! million documents (slices, score tables).

use crate::{TopByRelevance, Tuning};

mod corpus;
mod every_match;
mod executor;
mod facets;
mod top_k;

/// The thresholds the tests run at, each with the sizes of the segments of its corpus.
fn tunings() -> [(Tuning, &'static [usize]); 3] {
    // 30,000 documents: "engineer" has more postings than production gates from.
    [
        (Tuning::production(), &[30_000, 6_000]),
        (production_in_slices(), &[30_000, 6_000]),
        (Tuning::small(), &[14_000, 14_000, 14_000]),
    ]
}

/// Production's thresholds for score tables, first reads and scoring whole, with those
/// that decide gating and slicing brought down to the corpus: a segment of 30,000
/// documents is gated from one window's postings on (the parts of a multi-word or
/// filtered search have fewer than production's four windows here), and read in two
/// slices (three windows or more each) whenever a search has two required parts.
fn production_in_slices() -> Tuning {
    Tuning {
        gate_from: 4_096,
        slice_from: 12_288,
        slice_postings_from: 1,
        cores: Some(2),
        slice_when_busy: true,
        ..Tuning::production()
    }
}

/// Whether `tuning` reads a segment of the tests' corpora in slices.
fn slices_at(tuning: &Tuning) -> bool {
    tuning.slice_when_busy && tuning.cores.is_some_and(|cores| cores > 1)
}

fn ranking(k: usize) -> TopByRelevance {
    TopByRelevance { k, tie_break: "fresh_at" }
}
