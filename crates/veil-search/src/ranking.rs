//! The collector of a ranked search: the best `k` matches by relevance, the larger
//! tie-break (Veil's: the fresher profile) first on equal relevance, and the number of
//! matches, in one pass. A match that scores below the k-th best so far costs a comparison
//! and a count; only a match that may enter the top reads its tie-break (a column read
//! that a tuple ordering would make for every match).

use std::{cmp::Ordering, collections::BinaryHeap};

use tantivy::{
    DocAddress, DocId, Score, SegmentOrdinal, SegmentReader,
    collector::{Collector, SegmentCollector},
    columnar::Column,
};

/// How a match ranks: higher is better.
#[derive(Debug, Clone, Copy)]
pub struct Rank {
    score: Score,
    /// The tie-break column's value (`i64::MIN` when the document has none).
    tie: i64,
    address: DocAddress,
}

impl Ord for Rank {
    fn cmp(&self, other: &Self) -> Ordering {
        self.score
            .total_cmp(&other.score)
            .then(self.tie.cmp(&other.tie))
            // Equal on both: the earlier document first, so the order is total.
            .then(other.address.cmp(&self.address))
    }
}

impl PartialOrd for Rank {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl PartialEq for Rank {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Rank {}

/// The best `k` matches, best first, and how many matched.
#[derive(Debug, Clone, Copy)]
pub struct TopByRelevance {
    pub k: usize,
    /// The i64 fast field that breaks ties, the larger first.
    pub tie_break: &'static str,
}

pub struct SegmentTop {
    k: usize,
    segment: SegmentOrdinal,
    tie: Column<i64>,
    /// The k best so far; the worst of them on top.
    heap: BinaryHeap<std::cmp::Reverse<Rank>>,
    /// What a match must score to be offered to the heap: the worst score in it once it
    /// holds k (−∞ before; +∞ when k is 0, which only counts).
    floor: Score,
    count: usize,
}

impl Collector for TopByRelevance {
    type Fruit = (Vec<DocAddress>, usize);
    type Child = SegmentTop;

    fn for_segment(&self, segment: SegmentOrdinal, reader: &SegmentReader) -> tantivy::Result<SegmentTop> {
        Ok(SegmentTop {
            k: self.k,
            segment,
            tie: reader.fast_fields().i64(self.tie_break)?,
            heap: BinaryHeap::with_capacity(self.k + 1),
            floor: if self.k == 0 { Score::INFINITY } else { Score::NEG_INFINITY },
            count: 0,
        })
    }

    fn requires_scoring(&self) -> bool {
        true
    }

    fn merge_fruits(&self, fruits: Vec<(Vec<Rank>, usize)>) -> tantivy::Result<(Vec<DocAddress>, usize)> {
        let count = fruits.iter().map(|(_, c)| c).sum();
        let mut all: Vec<Rank> = fruits.into_iter().flat_map(|(top, _)| top).collect();
        all.sort_unstable_by(|a, b| b.cmp(a));
        all.truncate(self.k);
        Ok((all.into_iter().map(|r| r.address).collect(), count))
    }
}

impl SegmentTop {
    /// A match that scores at least the k-th best so far (or one of the first k): it
    /// enters the top if it beats the worst there on score, creation time and position.
    #[inline(never)]
    fn offer(&mut self, doc: DocId, score: Score) {
        let rank =
            Rank { score, tie: self.tie.first(doc).unwrap_or(i64::MIN), address: DocAddress::new(self.segment, doc) };
        if self.heap.len() < self.k {
            self.heap.push(std::cmp::Reverse(rank));
        } else if let Some(mut worst) = self.heap.peek_mut()
            && rank > worst.0
        {
            *worst = std::cmp::Reverse(rank);
        }
        if let Some(threshold) = self.threshold() {
            self.floor = threshold;
        }
    }

    /// The k-th best score so far, once there are k: a match needs at least this.
    pub fn threshold(&self) -> Option<Score> {
        if self.heap.len() < self.k {
            return None;
        }
        self.heap.peek().map(|worst| worst.0.score)
    }
}

impl SegmentCollector for SegmentTop {
    type Fruit = (Vec<Rank>, usize);

    /// Called for every match (tens of thousands for a common word), so it is inlined
    /// into the scoring loop and keeps to a count and a comparison; `offer` does the rest.
    #[inline]
    fn collect(&mut self, doc: DocId, score: Score) {
        self.count += 1;
        if score < self.floor {
            return;
        }
        self.offer(doc, score);
    }

    fn harvest(self) -> (Vec<Rank>, usize) {
        (self.heap.into_iter().map(|r| r.0).collect(), self.count)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rank(score: Score, tie: i64, doc: DocId) -> Rank {
        Rank { score, tie, address: DocAddress::new(0, doc) }
    }

    #[test]
    fn relevance_first_then_the_newer_then_the_earlier_document() {
        let mut ranks = [rank(1.0, 5, 0), rank(2.0, 1, 1), rank(1.0, 9, 2), rank(1.0, 9, 3)];
        ranks.sort_by(|a, b| b.cmp(a));
        let docs: Vec<DocId> = ranks.iter().map(|r| r.address.doc_id).collect();
        assert_eq!(docs, [1, 2, 3, 0]);
    }
}
