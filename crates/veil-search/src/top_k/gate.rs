//! A gated segment's windows read in a slice: the highest bounds first, then only the
//! windows, and the groups within them, whose bound reaches the page's k-th best so far;
//! what is read and skipped counted for the total.

use std::{ops::Range, sync::Arc};

use tantivy::DocId;

use super::{Tally, raise};
use crate::{
    ranking::SegmentTop,
    windows::{Every, GROUP, Run, UnitBounds, WINDOW, WORDS},
};

/// Bounds are widened by this much against float rounding: the scores they were taken
/// from and the ones compared with them are sums in single precision.
const SLACK: f64 = 1e-3;

/// What the slices of a gated segment share: its parts' kept bounds and, per window,
/// the loose bound (the sum of each part's best there), the fewest matches a required
/// part has there and whether an exclusion names a document there.
pub(super) struct Gate {
    pub(super) parts: Vec<Kept>,
    pub(super) every: Option<Every>,
    pub(super) loose: Vec<f32>,
    pub(super) at_most: Vec<u32>,
    pub(super) excluded: Vec<bool>,
    pub(super) groups: Groups,
    /// Windows read first, those with the highest loose bounds (`Tuning::first_read`).
    pub(super) first_read: usize,
}

/// A slice's buffers for the groups of the window it reads.
struct Scratch {
    hot: Box<[u64; WORDS]>,
    bound: Vec<f32>,
    fewest: Vec<u8>,
}

impl Gate {
    /// Reads the windows of `slice` that may hold a match of the page into `top`,
    /// raising `threshold` to its k-th best: the highest loose bounds first, in document
    /// order, then the others in document order, those after the first ones with the
    /// cursors `run`, those before with cursors opened again (`reopen`), only if one of
    /// them is read.
    pub(super) fn read<'r>(
        &self,
        slice: Range<usize>,
        mut run: Run<'r>,
        reopen: &impl Fn() -> tantivy::Result<Option<Run<'r>>>,
        top: &mut SegmentTop,
        threshold: &mut f64,
        tally: &mut Tally,
    ) -> tantivy::Result<()> {
        let per_window = self.groups.per_window;
        let mut scratch =
            Scratch { hot: Box::new([0; WORDS]), bound: vec![0.0; per_window], fewest: vec![0; per_window] };
        let mut first: Vec<usize> = slice.clone().filter(|&w| self.at_most[w] > 0).collect();
        first.sort_by(|&a, &b| self.loose[b].total_cmp(&self.loose[a]));
        first.truncate(self.first_read);
        first.sort_unstable();
        for &w in &first {
            self.read_window(w, &mut run, top, threshold, tally, &mut scratch);
        }
        let past_first = first.last().map_or(slice.start, |&w| w + 1);
        let mut before: Option<Run<'r>> = None;
        for w in slice {
            if first.contains(&w) || self.at_most[w] == 0 {
                continue;
            }
            if !may_hold(self.loose[w], *threshold) {
                self.read_window(w, &mut run, top, threshold, tally, &mut scratch);
                continue;
            }
            let cursors = if w >= past_first {
                &mut run
            } else {
                match &mut before {
                    Some(run) => run,
                    None => match reopen()? {
                        Some(opened) => before.insert(opened),
                        None => return Ok(()),
                    },
                }
            };
            self.read_window(w, cursors, top, threshold, tally, &mut scratch);
        }
        Ok(())
    }

    /// Reads window `w` with the cursors given: nothing when no group of it may hold a
    /// match of the page; only the groups that may when they are under half of those
    /// with matches; else all of it. Counts what it read and skipped for the total, the
    /// window's fewest matches shared between them as its groups' are.
    #[inline]
    fn read_window(
        &self,
        w: usize,
        cursors: &mut Run<'_>,
        top: &mut SegmentTop,
        threshold: &mut f64,
        tally: &mut Tally,
        scratch: &mut Scratch,
    ) {
        if !may_hold(self.loose[w], *threshold) {
            self.skip(w, 1.0, None, tally);
            return;
        }
        let Scratch { hot, bound, fewest } = scratch;
        self.groups.bounds(w, &self.parts, self.every.as_ref(), bound, fewest);
        hot.fill(0);
        let mut cold = Box::new([0u64; WORDS]);
        let (mut live, mut hot_groups, mut hot_fewest, mut all_fewest) = (0, 0, 0u32, 0u32);
        for (at, (&bound, &fewest)) in bound.iter().zip(fewest.iter()).enumerate() {
            if fewest == 0 {
                continue;
            }
            live += 1;
            all_fewest += u32::from(fewest);
            let bits = if may_hold(bound, *threshold) {
                hot_groups += 1;
                hot_fewest += u32::from(fewest);
                &mut **hot
            } else {
                &mut *cold
            };
            bits[at * GROUP as usize / 64] |= 0xFFFF << (at * GROUP as usize % 64);
        }
        if hot_groups == 0 {
            self.skip(w, 1.0, None, tally);
            return;
        }
        let whole = hot_groups * 2 >= live;
        let read = if whole { 1.0 } else { f64::from(hot_fewest) / f64::from(all_fewest) };
        tally.read_at_most += (f64::from(self.at_most[w]) * read).round() as u64;
        if !whole {
            self.skip(w, 1.0 - read, Some(cold), tally);
        }
        cursors.window(w as u32 * WINDOW, (!whole).then_some(&**hot), top);
        raise(threshold, top.threshold());
    }

    /// Counts `share` of window `w`'s fewest matches as skipped, with the groups skipped
    /// (`None`: all of them) to count them when the estimate is small.
    fn skip(&self, w: usize, share: f64, groups: Option<Box<[u64; WORDS]>>, tally: &mut Tally) {
        tally.skipped_at_most += (f64::from(self.at_most[w]) * share).round() as u64;
        if let Some((_, skipped)) = tally.skipped.last_mut() {
            skipped.push((w, groups));
        }
        if self.excluded.get(w) == Some(&true) {
            tally.skipped_exact = false;
        }
    }
}

/// Whether a window or group whose best match scores at most `bound` may reach `threshold`.
fn may_hold(bound: f32, threshold: f64) -> bool {
    f64::from(bound) * (1.0 + SLACK) >= threshold
}

/// The groups of a segment's windows.
pub(super) struct Groups {
    count: usize,
    per_window: usize,
}

impl Groups {
    pub(super) fn new(max_doc: DocId) -> Self {
        Self { count: max_doc.div_ceil(GROUP) as usize, per_window: (WINDOW / GROUP) as usize }
    }

    /// Each group of window `w`: its bound (the sum of the parts' bests in it, close to
    /// what one profile there scores) and the fewest matches a required part, or the
    /// common filters together (`every`), have there (0 past the segment's end).
    fn bounds(&self, w: usize, parts: &[Kept], every: Option<&Every>, bound: &mut [f32], fewest: &mut [u8]) {
        let first = w * self.per_window;
        let n = self.per_window.min(self.count - first);
        bound.fill(0.0);
        fewest.fill(0);
        fewest[..n].fill(u8::MAX);
        for part in parts {
            for i in 0..n {
                bound[i] += part.scaled(part.bounds.best(first + i));
                if part.required {
                    fewest[i] = fewest[i].min(part.bounds.count(first + i));
                }
            }
        }
        if let Some(every) = every {
            for (i, fewest) in fewest[..n].iter_mut().enumerate() {
                *fewest = (*fewest).min(every.in_group(first + i) as u8);
            }
        }
    }
}

/// A part's kept bounds in a segment.
pub(super) struct Kept {
    pub(super) bounds: Arc<UnitBounds>,
    /// How many times its scores may be now what they were when the bounds were taken.
    pub(super) growth: f32,
    /// Whether every match has it (a required unit or a filter).
    pub(super) required: bool,
    /// Whether it is a filter's term.
    pub(super) filter: bool,
}

impl Kept {
    /// A best score kept, scaled by the growth (0 stays 0, whatever the growth).
    #[inline]
    pub(super) fn scaled(&self, best: f32) -> f32 {
        if best > 0.0 { best * self.growth } else { 0.0 }
    }
}
