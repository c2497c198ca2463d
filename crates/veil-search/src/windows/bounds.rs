//! The most a part of the query (a keyword unit, a filter's term) scores in each group of
//! 16 documents of a segment, and how many documents it matches there: what lets the top
//! k skip the windows, and the groups within a window, that cannot hold one of its
//! matches (`top_k`). Computed by reading the part's postings once, then kept per segment
//! and part, so the broad units and filters that recur ("engineer", "remote") are read in
//! full once and not on every search. A segment never changes but for deletions, which
//! only lower a group's best. The statistics BM25 weighs terms by (document counts,
//! average field lengths) move with every commit, so a kept bound is scaled by the most
//! any of its terms' scores can have grown since (`growth`). The same cache keeps the
//! common filters' bits (`filter_bits`) and, within a budget of their own, the common keyword
//! terms' bits and frequencies (`common_terms`).
//!
//! Why groups of 16 and not the window: for two or three broad words ("python
//! developer") or a broad word with filters, the sum of each part's best in a window of
//! 4,096 is above the page's k-th best score in every window, and nothing is skipped; the
//! sum over 16 documents is close to the best any one of them scores. Measured at a
//! million profiles over the benchmark's mix: the groups whose bound reaches the k-th best
//! are 0.5% of a broad word's with filters, under 1% for most searches of two or three
//! words (docs/search.md).

use tantivy::{DocId, Score, SegmentReader};

use super::{GROUP, WINDOW};

/// A part's best score and match count per group of one segment. The best is kept in 16
/// bits, rounded up (`q × scale` is never below it), to a 65,535th of its best anywhere.
pub struct UnitBounds {
    best: Vec<u16>,
    scale: f32,
    counts: Vec<u8>,
    /// The same per window: the best of its groups, the sum of their counts.
    window_best: Vec<Score>,
    window_counts: Vec<u32>,
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

impl UnitBounds {
    /// From every match of a part in `reader` with its score (`each` calls `add` for
    /// each, deleted documents included: they are left out here).
    pub(crate) fn of_matches(
        reader: &SegmentReader,
        corners: Vec<Corners>,
        each: impl FnOnce(&mut dyn FnMut(DocId, Score)) -> tantivy::Result<()>,
    ) -> tantivy::Result<Self> {
        let groups = reader.max_doc().div_ceil(GROUP) as usize;
        let mut best: Vec<Score> = vec![0.0; groups];
        let mut counts = vec![0u8; groups];
        let alive = reader.alive_bitset();
        each(&mut |doc, score| {
            if alive.is_none_or(|a| a.is_alive(doc)) {
                let g = (doc / GROUP) as usize;
                best[g] = best[g].max(score);
                counts[g] += 1;
            }
        })?;
        let per_window = (WINDOW / GROUP) as usize;
        let window_best = best.chunks(per_window).map(|b| b.iter().copied().fold(0.0, Score::max)).collect();
        let window_counts = counts.chunks(per_window).map(|c| c.iter().map(|&n| u32::from(n)).sum()).collect();
        let most = best.iter().copied().fold(0.0, Score::max);
        // One step of headroom, so that the largest rounds up within 16 bits.
        let scale = if most > 0.0 { most / f32::from(u16::MAX - 1) } else { 1.0 };
        let quantized = best
            .iter()
            .map(|&b| {
                let mut q = (b / scale).ceil();
                if q * scale < b {
                    q += 1.0;
                }
                q.min(f32::from(u16::MAX)) as u16
            })
            .collect();
        Ok(Self {
            best: quantized,
            scale,
            counts,
            window_best,
            window_counts,
            deleted: reader.num_deleted_docs(),
            corners,
        })
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

    /// At least the best score in group `g` when computed (0 where nothing matched).
    #[inline]
    pub fn best(&self, g: usize) -> f32 {
        f32::from(self.best[g]) * self.scale
    }

    /// How many alive documents it matched in group `g` when computed.
    #[inline]
    pub fn count(&self, g: usize) -> u8 {
        self.counts[g]
    }

    /// The best score in window `w` when computed (0 when nothing matched there).
    pub fn window_best(&self, w: usize) -> f32 {
        self.window_best[w]
    }

    /// How many alive documents it matched in window `w` when computed.
    pub fn window_count(&self, w: usize) -> u32 {
        self.window_counts[w]
    }

    /// Whether the segment lost no document since the counts were taken.
    pub fn counts_current(&self, reader: &SegmentReader) -> bool {
        self.deleted == reader.num_deleted_docs()
    }

    /// Bounds that say only how many documents match in each window (for tests).
    #[cfg(test)]
    pub(crate) fn of_window_counts(window_counts: Vec<u32>) -> Self {
        let groups = window_counts.len() * (WINDOW / GROUP) as usize;
        let (best, counts, window_best) = (vec![0; groups], vec![0; groups], vec![0.0; window_counts.len()]);
        Self { best, scale: 1.0, counts, window_best, window_counts, deleted: 0, corners: Vec::new() }
    }

    pub(crate) fn bytes(&self) -> usize {
        self.best.len() * 3 + self.window_best.len() * 8 + self.corners.len() * 12
    }
}
