//! Parts that must all match, read window by window: the kept bits ANDed first, then
//! the others cheapest first, each scoring only what the ones before left when that is
//! few; a match's score summed as Tantivy's `Intersection` sums it.

use tantivy::{DocId, Score};

use super::{
    Mask, Matches, WORDS, each_position,
    filter_bits::TermBits,
    parts::{Kind, Part},
};

/// Parts that must all match, each with a window of its own.
pub(crate) struct All {
    /// Cheapest first: the order their scores add up in.
    pub(crate) parts: Vec<Part>,
    /// The order they are read in: the filters and common words kept as bits first (a
    /// word operation per 64 documents), then the others cheapest first.
    order: Vec<usize>,
    /// How many of `order` are bits.
    bits: usize,
    pub(crate) windows: Vec<Matches>,
    /// The documents every part matched, in the last window filled.
    pub(crate) both: Box<[u64; WORDS]>,
}

impl All {
    pub(crate) fn of(mut parts: Vec<Part>) -> Option<Self> {
        if parts.is_empty() {
            return None;
        }
        parts.sort_by_key(|p| p.cost);
        let is_bits = Part::kept_as_bits;
        let mut order: Vec<usize> = (0..parts.len()).collect();
        order.sort_by_key(|&i| !is_bits(&parts[i]));
        let bits = parts.iter().filter(|p| is_bits(p)).count();
        let windows = parts.iter().map(|_| Matches::new()).collect();
        Some(Self { parts, order, bits, windows, both: Box::new([0; WORDS]) })
    }

    /// The bits of its filters read from bits.
    pub(crate) fn filter_bits(&self) -> Vec<std::sync::Arc<TermBits>> {
        let bits = self.order[..self.bits].iter().map(|&i| &self.parts[i].kind);
        bits.filter_map(|kind| if let Kind::Bits(cursor) = kind { Some(cursor.bits().clone()) } else { None }).collect()
    }

    /// The postings of its cheapest part: it matches no more documents.
    pub(crate) fn cost(&self) -> u64 {
        self.parts[0].cost
    }

    /// Fills the parts' windows, the bits of the filters and common words ANDed first
    /// and then the others cheapest first, until one leaves nothing in common; the parts
    /// kept as bits are scored last, at the documents left. Returns whether any document
    /// matched them all (then in `both`). Only the documents in `mask` (all when `None`)
    /// are looked at, and after the first part, when few are left, only those every part
    /// before matched: the rest cannot match them all, so they go unscored. A match's
    /// score is the same either way.
    pub(crate) fn matches(&mut self, start: DocId, mask: Option<Mask<'_>>) -> bool {
        let (parts, windows, both) = (&mut self.parts, &mut self.windows, &mut self.both);
        let (bits, rest) = self.order.split_at(self.bits);
        if !bits.is_empty() {
            // The bits ANDed first: the other parts read only what they keep.
            **both = mask.map_or([u64::MAX; WORDS], |mask| *mask.bits);
            for &i in bits {
                parts[i].and_into(start, both);
            }
            if both.iter().all(|&b| b == 0) {
                return false;
            }
        }
        for (n, &i) in rest.iter().enumerate() {
            let first = bits.is_empty() && n == 0;
            let window = &mut windows[i];
            window.clear();
            let part_mask = match (first, n) {
                (true, _) => mask,
                (false, 0) => Mask::if_sparse(both).or(mask),
                _ => Mask::if_sparse(both),
            };
            parts[i].fill(start, window, part_mask);
            if first {
                **both = *window.bits;
            } else {
                for (both, bits) in both.iter_mut().zip(window.bits.iter()) {
                    *both &= bits;
                }
            }
            if both.iter().all(|&b| b == 0) {
                return false;
            }
        }
        // The scores of the parts kept as bits, at the documents that matched everything.
        for &i in bits {
            windows[i].clear();
            parts[i].fill(start, &mut windows[i], Some(Mask::of(both)));
        }
        true
    }

    /// The score of the document at `at` (which every part matched), summed as
    /// Tantivy's `Intersection` does: the first two, then the sum of the others.
    #[inline]
    pub(crate) fn score(&self, at: usize) -> Score {
        let score = |i: usize| self.windows[i].scores[at];
        match self.windows.len() {
            1 => score(0),
            n => score(0) + score(1) + (2..n).map(score).sum::<Score>(),
        }
    }

    pub(crate) fn fill(&mut self, start: DocId, into: &mut Matches, mask: Option<Mask<'_>>) {
        if self.matches(start, mask) {
            each_position(&self.both, |at| into.add(at, self.score(at)));
        }
    }
}
