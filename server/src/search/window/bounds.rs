//! The most a keyword unit scores in each window of a segment, and how many documents it
//! matches there: what lets the top k skip the windows that cannot hold one of its
//! matches (`gated`). Computed by reading the unit's postings once, then kept per segment
//! and unit, so the broad units that recur ("engineer", "javascript") are read in full
//! once and not on every search. A segment never changes but for deletions, which only
//! lower a window's best. The statistics BM25 weighs terms by (document counts, average
//! field lengths) move with every commit, so a kept bound is scaled by the most any of
//! its terms' scores can have grown since (`growth`).

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

use tantivy::{DocId, Score, SegmentReader, index::SegmentId};

use super::{Matches, WINDOW, Weighted, each_position};

/// Bounds kept at most (a few kilobytes each); when full, all are dropped and the units
/// searched next are read again.
const CAPACITY: usize = 1024;

/// A unit's best score and match count per window of one segment.
pub struct UnitBounds {
    best: Vec<Score>,
    counts: Vec<u32>,
    /// The segment's deleted documents when they were counted.
    deleted: u32,
    /// Its terms' `Corners` when computed.
    corners: Vec<Corners>,
}

/// A term's score at the extremes of field length and term frequency: the shortest
/// field and the longest at frequency 1, and any field at unbounded frequency. Between
/// two sets of statistics, the ratio of a term's scores at any length and frequency lies
/// between its ratios at these corners (BM25's `tf / (tf + norm(length))` is monotonic in
/// each), so their largest bounds how much any document's score on it grew.
pub type Corners = [Score; 3];

impl Weighted {
    /// Its terms' corners, in the order of the tree.
    pub(super) fn corners(&self, out: &mut Vec<Corners>) {
        match self {
            Weighted::Term { weight, .. } => {
                out.push([weight.score(0, 1), weight.score(u8::MAX, 1), weight.max_score()]);
            }
            Weighted::Any(children) | Weighted::All(children) => {
                for child in children {
                    child.corners(out);
                }
            }
        }
    }
}

impl UnitBounds {
    /// Reads every posting of `unit` in `reader`, a window at a time.
    fn compute(unit: &Weighted, reader: &SegmentReader, corners: Vec<Corners>) -> tantivy::Result<Self> {
        let windows = reader.max_doc().div_ceil(WINDOW) as usize;
        let mut best: Vec<Score> = vec![0.0; windows];
        let mut counts = vec![0; windows];
        if let Some(mut part) = unit.open(reader)? {
            let alive = reader.alive_bitset();
            let mut window = Matches::new();
            let mut from = 0;
            loop {
                let first = part.next(from);
                if first >= reader.max_doc() {
                    break;
                }
                let w = (first / WINDOW) as usize;
                let start = w as DocId * WINDOW;
                window.clear();
                part.fill(start, &mut window, None);
                each_position(&window.bits, |at| {
                    if alive.is_none_or(|a| a.is_alive(start + at as DocId)) {
                        best[w] = best[w].max(window.scores[at]);
                        counts[w] += 1;
                    }
                });
                from = start + WINDOW;
            }
        }
        Ok(Self { best, counts, deleted: reader.num_deleted_docs(), corners })
    }

    /// How many times its score on any document can be now what it was when computed,
    /// given its terms' corners now.
    pub fn growth(&self, now: &[Corners]) -> f64 {
        if self.corners.is_empty() || self.corners.len() != now.len() {
            return f64::INFINITY;
        }
        let mut most: f64 = 0.0;
        for (then, now) in self.corners.iter().zip(now) {
            for (then, now) in then.iter().zip(now) {
                most = most.max(if *then > 0.0 { f64::from(*now) / f64::from(*then) } else { f64::INFINITY });
            }
        }
        most
    }

    /// The best score in window `w` when computed (0 when nothing matched there).
    pub fn best(&self, w: usize) -> f64 {
        f64::from(self.best[w])
    }

    /// How many alive documents it matched in window `w` when computed.
    pub fn count(&self, w: usize) -> u32 {
        self.counts[w]
    }

    /// Whether the segment lost no document since the counts were taken.
    pub fn counts_current(&self, reader: &SegmentReader) -> bool {
        self.deleted == reader.num_deleted_docs()
    }
}

/// The bounds computed so far, per segment and unit (its node, as the query built it).
#[derive(Default)]
pub struct BoundsCache {
    kept: Mutex<HashMap<(SegmentId, String), Arc<UnitBounds>>>,
}

impl BoundsCache {
    /// The bounds of `unit` (whose node prints as `key`) in `reader`, computed now unless
    /// kept; `corners` are its terms' corners now.
    pub(super) fn get(
        &self,
        reader: &SegmentReader,
        key: &str,
        unit: &Weighted,
        corners: &[Corners],
    ) -> tantivy::Result<Arc<UnitBounds>> {
        let id = (reader.segment_id(), key.to_owned());
        if let Some(kept) = self.lock().get(&id) {
            return Ok(kept.clone());
        }
        let computed = Arc::new(UnitBounds::compute(unit, reader, corners.to_vec())?);
        let mut kept = self.lock();
        if kept.len() >= CAPACITY {
            kept.clear();
        }
        kept.insert(id, computed.clone());
        Ok(computed)
    }

    /// Forgets every bound kept (the benchmark measures the first searches with it).
    pub fn clear(&self) {
        self.lock().clear();
    }

    pub fn len(&self) -> usize {
        self.lock().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<(SegmentId, String), Arc<UnitBounds>>> {
        // A panic elsewhere never leaves the map half-written: insert and clear are whole.
        self.kept.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}
