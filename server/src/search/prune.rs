//! The best k matches of a keyword search without scoring every match, MaxScore style
//! (Turtle and Flood, as Lucene's `MaxScoreBulkScorer`). A match's score is the sum of
//! its units' leaves (`node`: terms, conjunctions) plus its filters', and no
//! document scores more on a leaf than the leaf's bound. With the leaves sorted by bound,
//! those whose bounds together stay below the k-th best score so far cannot bring a
//! document onto the page by themselves: only documents that one of the other leaves
//! (the essential ones) matches are looked at, and a document's remaining leaves are read
//! only while they could still lift it to that score. Filters and exclusions are a doc-id
//! filter the essential leaves leap over. A document that may enter gets its exact score
//! from the whole query's own scorer, so the order is the unpruned one to the last bit.

use tantivy::{
    DocAddress, DocSet, Searcher, SegmentReader, TERMINATED,
    collector::{Collector, SegmentCollector},
    query::{EnableScoring, Scorer, Weight},
};

use super::{
    node::{self, Leaf},
    query::Plan,
    top::{SegmentTop, TopByRelevance},
};

/// Upper bounds are widened by this much against float rounding: the exact scorer sums
/// the same leaf scores in its own order, in single precision.
const SLACK: f64 = 1e-3;

struct LeafWeight {
    weight: Box<dyn Weight>,
    boost: f32,
    bound: f64,
    unit: usize,
}

struct LeafScorer {
    scorer: Box<dyn Scorer>,
    bound: f64,
    unit: usize,
}

/// The whole search, prepared once for every segment.
struct Pruned {
    leaves: Vec<LeafWeight>,
    /// Bit i: unit i must match.
    required: u64,
    exact: Box<dyn Weight>,
    filter: Box<dyn Weight>,
    /// What the filters' terms add to every match's score, at most.
    filter_bound: f64,
}

/// The best `k` matches of `plan` (a keyword search), best first, as `TopByRelevance`
/// finds them.
pub fn top(searcher: &Searcher, plan: &Plan, k: usize) -> anyhow::Result<Vec<DocAddress>> {
    let scoring = EnableScoring::enabled_from_searcher(searcher);
    let mut leaves = Vec::new();
    let mut required = 0u64;
    for (unit, (node, must)) in plan.units.iter().enumerate() {
        if *must {
            required |= 1 << unit;
        }
        let mut found: Vec<Leaf> = Vec::new();
        node.leaves(searcher, 1.0, &mut found)?;
        for leaf in found {
            let weight = leaf.query.weight(scoring)?;
            leaves.push(LeafWeight { weight, boost: leaf.boost, bound: f64::from(leaf.bound), unit });
        }
    }
    let pruned = Pruned {
        leaves,
        required,
        exact: plan.query.weight(scoring)?,
        filter: plan.filter.weight(EnableScoring::disabled_from_searcher(searcher))?,
        filter_bound: f64::from(node::bm25_weight(searcher, &plan.filter_terms)?),
    };
    let collector = TopByRelevance { k, tie_break: "created_at" };
    let mut fruits = Vec::new();
    for (ordinal, reader) in searcher.segment_readers().iter().enumerate() {
        let mut top = collector.for_segment(ordinal as u32, reader)?;
        if k > 0 {
            pruned.segment(reader, &mut top)?;
        }
        fruits.push(top.harvest());
    }
    Ok(collector.merge_fruits(fruits)?.0)
}

impl Pruned {
    /// Whether a document whose score is at most `upper` (before filters) may enter a top
    /// whose k-th score is `threshold`; on equal scores the newer profile wins, so it may.
    fn may_enter(&self, upper: f64, threshold: f64) -> bool {
        (upper + self.filter_bound) * (1.0 + SLACK) >= threshold
    }

    fn segment(&self, reader: &SegmentReader, top: &mut SegmentTop) -> tantivy::Result<()> {
        let mut leaves = Vec::with_capacity(self.leaves.len());
        for leaf in &self.leaves {
            let scorer = leaf.weight.scorer(reader, leaf.boost)?;
            if scorer.doc() != TERMINATED {
                leaves.push(LeafScorer { scorer, bound: leaf.bound, unit: leaf.unit });
            }
        }
        let present = leaves.iter().fold(0u64, |units, l| units | 1 << l.unit);
        if present & self.required != self.required {
            return Ok(());
        }
        leaves.sort_by(|a, b| a.bound.total_cmp(&b.bound));
        // below[i]: what the leaves before i add up to at most.
        let mut below = Vec::with_capacity(leaves.len() + 1);
        below.push(0.0);
        for leaf in &leaves {
            below.push(below[below.len() - 1] + leaf.bound);
        }
        let mut exact = self.exact.scorer(reader, 1.0)?;
        let mut filter = self.filter.scorer(reader, 1.0)?;
        let alive = reader.alive_bitset();
        let mut threshold = f64::NEG_INFINITY;
        // leaves[essential..] are the ones a document that may enter matches one of.
        let mut essential = 0;
        loop {
            let doc = leaves[essential..].iter().map(|l| l.scorer.doc()).min().unwrap_or(TERMINATED);
            if doc == TERMINATED {
                break;
            }
            let passes = if filter.doc() < doc { filter.seek(doc) } else { filter.doc() };
            if passes != doc {
                if passes == TERMINATED {
                    break;
                }
                for leaf in &mut leaves[essential..] {
                    if leaf.scorer.doc() < passes {
                        leaf.scorer.seek(passes);
                    }
                }
                continue;
            }
            if alive.is_none_or(|a| a.is_alive(doc)) && self.may_match(&mut leaves, essential, &below, doc, threshold) {
                if exact.doc() < doc {
                    exact.seek(doc);
                }
                if exact.doc() == doc {
                    top.collect(doc, exact.score());
                    if let Some(worst) = top.threshold() {
                        threshold = f64::from(worst);
                        while essential < leaves.len() && !self.may_enter(below[essential + 1], threshold) {
                            essential += 1;
                        }
                    }
                }
            }
            for leaf in &mut leaves[essential..] {
                if leaf.scorer.doc() == doc {
                    leaf.scorer.advance();
                }
            }
        }
        Ok(())
    }

    /// Whether `doc` matches every required unit and may score `threshold`: the essential
    /// leaves on it, then the others from the largest bound down while they could still
    /// make the difference.
    fn may_match(&self, leaves: &mut [LeafScorer], essential: usize, below: &[f64], doc: u32, threshold: f64) -> bool {
        let mut score = 0.0;
        let mut units = 0u64;
        for leaf in &mut leaves[essential..] {
            if leaf.scorer.doc() == doc {
                score += f64::from(leaf.scorer.score());
                units |= 1 << leaf.unit;
            }
        }
        // Each with what it and the leaves below it add up to at most.
        for (leaf, &at_most) in leaves[..essential].iter_mut().zip(&below[1..=essential]).rev() {
            if !self.may_enter(score + at_most, threshold) {
                return false;
            }
            if leaf.scorer.doc() < doc {
                leaf.scorer.seek(doc);
            }
            if leaf.scorer.doc() == doc {
                score += f64::from(leaf.scorer.score());
                units |= 1 << leaf.unit;
            }
        }
        units & self.required == self.required && self.may_enter(score, threshold)
    }
}
