//! The thresholds that decide how the executor reads an index: production's, measured at
//! a million profiles (docs/search.md), and small ones with which a corpus of a few
//! thousand documents a segment takes the paths production takes at a million (score
//! tables, gated segments, windows read after the first ones, slices). The tests run at
//! both. The window (4,096 documents) and the group (16) are not among them: they size
//! the buffers the scoring loops are compiled for.

use tantivy::DocId;

use crate::total::EXACT_UP_TO;

/// How the executor decides what to read; read once per search.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tuning {
    /// A term with at least this many postings in a segment gets a table of its scores
    /// at frequency 1 for each field length (256 computed ahead): a division less per
    /// posting, for a term read often enough to pay for the table.
    pub table_from: u32,
    /// A segment whose least matched required part has fewer postings than this is read
    /// whole: its windows are few, and reading a unit's postings to bound them costs as
    /// much as scoring it.
    pub gate_from: u64,
    /// Windows of a gated segment read first, those with the highest bounds, to set the
    /// k-th best score early.
    pub first_read: usize,
    /// A segment where fewer matches than this are likely is scored whole: its total must
    /// be exact, and its k-th best is low, so most of it would be read anyway.
    pub score_whole_below: f64,
    /// Documents per core from which a segment is read in slices of consecutive windows.
    pub slice_from: DocId,
    /// Keyword postings from which a search of two required parts or more is read in
    /// slices: a shorter one loses more to waking a thread than it gains.
    pub slice_postings_from: u64,
    /// The cores slices run on; `None`: the machine's.
    pub cores: Option<usize>,
    /// Slice even while every core is searching. Off in production (a busy server gains
    /// nothing from slices); on in tests, so that what a search reads does not depend on
    /// the tests running beside it.
    pub slice_when_busy: bool,
    /// Facet counts read the matches only among the documents every other facet's
    /// choices keep when those are at most this share of the index; above it, a pass
    /// over every match is cheaper than advancing the query to each of them. At a
    /// million profiles with every screening filter set, "engineer": 6.9 ms p50 with the
    /// candidates (about 3% of the index) against 10.8 ms with the pass.
    pub facet_candidates_share: f64,
}

impl Tuning {
    /// What a server runs with.
    pub const fn production() -> Self {
        Self {
            table_from: 2048,
            // Four windows of 4,096.
            gate_from: 16_384,
            first_read: 4,
            // Measured at a million profiles with filters (scored whole against gated,
            // p50): 6,900 matches 4.6–5.1 against 5.6 ms, 8,400 4.3 against 3.8 ms, 9,200
            // 3.7–3.9 against 3.3 ms.
            score_whole_below: 8.0 * EXACT_UP_TO as f64,
            // At a million profiles on two cores, halves of 480,000; an index of 100,000
            // is read on the request's thread alone.
            slice_from: 250_000,
            // One word alone reads few windows once the first ones set the bar
            // ("engineer" at a million profiles in 0.37 ms), and a rare word few postings:
            // waking a thread for either, about 0.1 ms, would cost more than it saves.
            slice_postings_from: 50_000,
            cores: None,
            slice_when_busy: false,
            facet_candidates_share: 1.0 / 16.0,
        }
    }

    /// Thresholds small enough that segments of a few thousand documents are gated,
    /// read one window first, and sliced on three cores whatever the machine.
    pub const fn small() -> Self {
        Self {
            table_from: 64,
            gate_from: 16,
            first_read: 1,
            score_whole_below: 50.0,
            // One window.
            slice_from: 4_096,
            slice_postings_from: 1,
            cores: Some(3),
            slice_when_busy: true,
            // Always, so the tests take this path whatever the facets choose.
            facet_candidates_share: 1.0,
        }
    }
}

impl Default for Tuning {
    fn default() -> Self {
        Self::production()
    }
}
