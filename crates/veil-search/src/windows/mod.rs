//! Every match of a keyword search scored and counted a window of 4,096 documents at a
//! time, as Lucene's bulk scorers do. Each keyword unit reads its terms' postings block
//! by block into the window (a bit and a score per document), the required units' and
//! filters' bits are intersected a 64-bit word at a time, the exclusions' bits taken out,
//! and only the documents left are summed and collected; once the parts read so far leave
//! few documents in a window, the next part scores only those, and seeks them in its
//! postings when they are far fewer than its postings there. A common word (in one
//! profile in 16 or more) is read from bits kept for the segment (`common_terms`), as a common
//! filter is (`filter_bits`): ANDed with the others a word at a time, scored only at the
//! documents that match everything (docs/search.md). Tantivy's boolean scorer steps
//! each unit's union document by document and seeks the other units to it: for two broad
//! units ("python developer") that cost three times reading their postings.
//!
//! The scores are Tantivy's: the same BM25 weights and boosts per term, summed within a
//! unit in its clause order, across the required parts as Tantivy's `Intersection` adds
//! them (the two cheapest first). Which parts are cheapest Tantivy decides from its
//! scorers' state, so with three parts or more a sum can differ from its sum in the last
//! bit; the differential tests (`tests::differential`) check every match and score
//! against Tantivy's.

use tantivy::Score;

mod bounds;
mod cache;
mod common_terms;
mod filter_bits;
mod parts;
pub(crate) mod postings;
mod segment;

pub(crate) use bounds::{Corners, UnitBounds};
pub use cache::BoundsCache;
pub(crate) use filter_bits::{Every, TermBits};
pub(crate) use parts::{Kind, Weighted};
pub use segment::search;
pub(crate) use segment::{Prepared, Run};

/// Documents per window: the size the scoring loops' buffers are compiled for, in tests
/// as in production (`Tuning` holds what may differ).
pub(crate) const WINDOW: u32 = 4096;
pub(crate) const WORDS: usize = WINDOW as usize / 64;
/// Documents per group: a quarter of a 64-bit word of a window's mask.
pub const GROUP: u32 = 16;
/// Documents per full block of postings (Tantivy's `COMPRESSION_BLOCK_SIZE`); only the
/// last block of a term is shorter.
pub(crate) const BLOCK: usize = 128;

/// One window's matches of a part of the query: a bit and a score per document.
pub(crate) struct Matches {
    pub(crate) bits: Box<[u64; WORDS]>,
    pub(crate) scores: Box<[Score; WINDOW as usize]>,
}

impl Matches {
    pub(crate) fn new() -> Self {
        Self { bits: Box::new([0; WORDS]), scores: Box::new([0.0; WINDOW as usize]) }
    }

    /// Empties the window, touching only the scores of the words that matched.
    pub(crate) fn clear(&mut self) {
        for (word, bits) in self.bits.iter_mut().enumerate() {
            if *bits != 0 {
                self.scores[word * 64..word * 64 + 64].fill(0.0);
                *bits = 0;
            }
        }
    }

    #[inline]
    pub(crate) fn add(&mut self, at: usize, score: Score) {
        self.bits[at / 64] |= 1 << (at % 64);
        self.scores[at] += score;
    }
}

/// Documents of a window that a part needs to score: those every part before it matched,
/// or the groups whose bound may reach the page (`top_k`).
#[derive(Clone, Copy)]
pub(crate) struct Mask<'a> {
    pub(crate) bits: &'a [u64; WORDS],
    /// How many are set.
    pub(crate) count: u32,
    /// Whether it is whole groups of `GROUP` documents (so read as runs of groups).
    pub(crate) grouped: bool,
    /// How many runs of consecutive groups it has (when grouped).
    pub(crate) runs: u32,
}

impl<'a> Mask<'a> {
    /// The groups set in `bits`, each set whole.
    pub(crate) fn grouped(bits: &'a [u64; WORDS]) -> Self {
        let mask = Self { bits, count: bits.iter().map(|b| b.count_ones()).sum(), grouped: true, runs: 0 };
        let mut runs = 0;
        mask.each_run(|_, _| runs += 1);
        Self { runs, ..mask }
    }

    /// Calls `each(from, to)` for each run of consecutive groups set, as window positions.
    pub(crate) fn each_run(&self, mut each: impl FnMut(u32, u32)) {
        let mut open = None;
        for group in 0..WINDOW / GROUP {
            let at = group * GROUP;
            let set = is_set(self.bits, at as usize);
            match (set, open) {
                (true, None) => open = Some(at),
                (false, Some(from)) => {
                    each(from, at);
                    open = None;
                }
                _ => {}
            }
        }
        if let Some(from) = open {
            each(from, WINDOW);
        }
    }

    /// The documents set in `bits` when under a quarter of the window: then reading the
    /// next part's postings past the others (a hard-to-predict branch per posting) costs
    /// less than scoring them all. Measured at 1M profiles: the filtered searches 10 to
    /// 30% faster, the unfiltered ones unchanged (docs/search.md).
    pub(crate) fn if_sparse(bits: &'a [u64; WORDS]) -> Option<Self> {
        let mask = Self::of(bits);
        (mask.count * 4 < WINDOW).then_some(mask)
    }

    /// The documents set in `bits`.
    pub(crate) fn of(bits: &'a [u64; WORDS]) -> Self {
        Self { bits, count: bits.iter().map(|b| b.count_ones()).sum(), grouped: false, runs: 0 }
    }

    #[inline]
    pub(crate) fn has(&self, at: usize) -> bool {
        is_set(self.bits, at)
    }
}

/// Whether the window position `at` is set in `bits`.
#[inline]
pub(crate) fn is_set(bits: &[u64; WORDS], at: usize) -> bool {
    bits[at / 64] & (1 << (at % 64)) != 0
}

/// Calls `each` with the window positions set in `bits`, in order.
#[inline]
pub(crate) fn each_position(bits: &[u64; WORDS], mut each: impl FnMut(usize)) {
    for (word, &bits) in bits.iter().enumerate() {
        let mut rest = bits;
        while rest != 0 {
            each(word * 64 + rest.trailing_zeros() as usize);
            rest &= rest - 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_the_set_bits_in_order() {
        let mut bits = [0u64; WORDS];
        bits[0] = 0b1010;
        bits[2] = 1 << 63;
        let mut positions = Vec::new();
        each_position(&bits, |at| positions.push(at));
        assert_eq!(positions, [1, 3, 191]);
    }
}
