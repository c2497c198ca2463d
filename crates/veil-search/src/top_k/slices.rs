//! A large segment read in slices of consecutive windows, one per core, each with its
//! own cursors and top k, on Rayon's threads, while fewer searches run than there are
//! cores.

use std::{
    num::NonZeroUsize,
    ops::Range,
    sync::{
        OnceLock,
        atomic::{AtomicUsize, Ordering},
    },
};

use tantivy::{DocId, Score, collector::SegmentCollector};

use crate::{
    tuning::Tuning,
    windows::{Kind, Run, WINDOW},
};

/// Whether the search of `run` is long enough to read in slices: two required parts or
/// more (words, or words and filters) with `Tuning::slice_postings_from` keyword postings.
pub(super) fn worth_slicing(run: &Run<'_>, tuning: &Tuning) -> bool {
    let parts = &run.required.parts;
    let words = parts.iter().filter(|part| !matches!(part.kind, Kind::Bits(_)));
    parts.len() >= 2 && words.map(|part| part.cost).sum::<u64>() >= tuning.slice_postings_from
}

/// Gated searches running now in this process, this one included.
static RUNNING: AtomicUsize = AtomicUsize::new(0);

/// A gated search counted in `RUNNING` while it lasts: how many ran when it started.
pub(super) struct Running(pub(super) usize);

impl Running {
    pub(super) fn start() -> Self {
        Self(RUNNING.fetch_add(1, Ordering::Relaxed) + 1)
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        RUNNING.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Whether a search that started with `running` searches (itself included) may take
/// another core for its slices: only while fewer searches run than there are cores. A
/// busy server gains nothing from slices (every core is searching already) and would
/// pay their cost, about a fifth more CPU time per search (docs/search.md).
pub(super) fn core_to_spare(running: usize, tuning: &Tuning) -> bool {
    running < cores(tuning)
}

/// The cores slices may run on: the tuning's (the small one's three whatever the
/// machine, so that a test's segments are read in first, middle and last slices), or
/// else the machine's.
pub(super) fn cores(tuning: &Tuning) -> usize {
    tuning.cores.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, NonZeroUsize::get))
}

/// The windows of a segment of `max_doc` documents, split into at most `most` slices of
/// at least `Tuning::slice_from` documents each (as Lucene's searcher does with slices
/// of segments).
pub(super) fn slices(max_doc: DocId, most: usize, tuning: &Tuning) -> Vec<Range<usize>> {
    let windows = max_doc.div_ceil(WINDOW) as usize;
    let n = ((max_doc / tuning.slice_from) as usize).clamp(1, most.max(1)).min(windows.max(1));
    // The first slice starts at once with its cursors open, where each other one waits
    // for a thread and opens its own: it takes a larger share (`FIRST_WEIGHT`).
    let total = 5 * n + FIRST_WEIGHT - 5;
    let cut = |i: usize| if i == 0 { 0 } else { (windows * (5 * i + FIRST_WEIGHT - 5) / total).min(windows) };
    (0..n).map(|i| cut(i)..if i + 1 == n { windows } else { cut(i + 1) }).collect()
}

#[cfg(test)]
thread_local! {
    /// Segments read in more than one slice by searches started on this thread: the
    /// differential tests check that their sliced tunings took that path.
    static SLICED_SEGMENTS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

#[cfg(test)]
pub(super) fn count_if_sliced(slices: &[Range<usize>]) {
    if slices.len() > 1 {
        SLICED_SEGMENTS.with(|n| n.set(n.get() + 1));
    }
}

/// Segments read in slices so far by searches started on this thread.
#[cfg(test)]
pub(crate) fn sliced_segments() -> usize {
    SLICED_SEGMENTS.with(std::cell::Cell::get)
}

/// The first slice's share, in fifths of another's: at a million profiles on two cores,
/// 55% of the windows. Measured against halves in one session (1M ÷ 100k p95, runs
/// alternating): 6 fifths 3.32×, 3.42×, 3.34×; halves 3.54×, 3.52×; 7 fifths 3.51×, 3.65×.
const FIRST_WEIGHT: usize = 6;

/// Runs `read` on each slice, in order of the results, with what `decide` gives: the
/// first on this thread with the cursors `run` already opened, once `decide` returns; the
/// others on Rayon's threads meanwhile, each with cursors of its own (`reopen`; cursors
/// only move forward). Their threads are woken first, so that waking and opening overlap
/// with `decide`; each then waits for the decision, most often a tenth of a millisecond
/// (longer only on the first search of new words, whose postings `decide` reads to bound
/// them). A pool's thread is woken in tens of microseconds where a thread started per
/// search took hundreds (docs/search.md).
pub(super) fn in_slices<'r, D: Send + Sync, T: Send>(
    slices: &[Range<usize>],
    run: Run<'r>,
    reopen: &(impl Fn() -> tantivy::Result<Option<Run<'r>>> + Sync),
    decide: impl FnOnce() -> tantivy::Result<D>,
    read: impl Fn(Range<usize>, Run<'r>, &D) -> tantivy::Result<T> + Sync,
) -> tantivy::Result<(D, Vec<tantivy::Result<T>>)> {
    let Some((first, others)) = slices.split_first() else { return Ok((decide()?, Vec::new())) };
    if others.is_empty() {
        let decided = decide()?;
        let found = read(first.clone(), run, &decided);
        return Ok((decided, vec![found]));
    }
    // `None` once `decide` failed: the other slices then read nothing.
    let decided: OnceLock<Option<D>> = OnceLock::new();
    let mut found: Vec<Option<tantivy::Result<T>>> = others.iter().map(|_| None).collect();
    let (read, shared) = (&read, &decided);
    let first = rayon::in_place_scope(|scope| {
        for (slot, slice) in found.iter_mut().zip(others) {
            scope.spawn(move |_| {
                // A slice with no cursors (a required part without postings) finds nothing.
                let opened = reopen().transpose();
                if let Some(decided) = shared.wait() {
                    *slot = opened.map(|run| run.and_then(|run| read(slice.clone(), run, decided)));
                }
            });
        }
        // Whatever happens to `decide` (an error, a panic), the others stop waiting.
        let _settled = Settled(shared);
        let decided = decide()?;
        read(first.clone(), run, shared.get_or_init(|| Some(decided)).as_ref().expect("decided"))
    });
    let first = first?;
    let decided = decided.into_inner().flatten().expect("decided before reading");
    Ok((decided, std::iter::once(Ok(first)).chain(found.into_iter().flatten()).collect()))
}

/// Settles a decision not taken (`None`) when dropped: what the slices waiting for it
/// (`in_slices`) then read is nothing.
struct Settled<'a, D>(&'a OnceLock<Option<D>>);

impl<D> Drop for Settled<'_, D> {
    fn drop(&mut self) {
        self.0.get_or_init(|| None);
    }
}

/// Passes on the matches before `end` only: the last window a slice scores whole may
/// reach into the next slice, which scores those itself.
pub(super) struct Before<C> {
    pub(super) end: DocId,
    pub(super) inner: C,
}

impl<C: SegmentCollector> SegmentCollector for Before<C> {
    type Fruit = C::Fruit;

    #[inline]
    fn collect(&mut self, doc: DocId, score: Score) {
        if doc < self.end {
            self.inner.collect(doc, score);
        }
    }

    fn harvest(self) -> C::Fruit {
        self.inner.harvest()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slices_cover_every_window_once_in_order() {
        for tuning in [Tuning::production(), Tuning::small()] {
            let (from, cores) = (tuning.slice_from, cores(&tuning));
            for max_doc in [1, WINDOW - 1, WINDOW, 2 * WINDOW + 1, 3 * WINDOW, 10 * WINDOW + 7, 3 * from + 1] {
                let slices = slices(max_doc, cores, &tuning);
                let windows = max_doc.div_ceil(WINDOW) as usize;
                let expected = ((max_doc / from) as usize).clamp(1, cores).min(windows);
                assert_eq!(slices.len(), expected, "{max_doc}");
                let whole = super::slices(max_doc, 1, &tuning);
                assert_eq!((whole.len(), &whole[0]), (1, &(0..windows)), "{max_doc}");
                assert_eq!((slices[0].start, slices[slices.len() - 1].end), (0, windows), "{max_doc}");
                assert!(slices.windows(2).all(|pair| pair[0].end == pair[1].start), "{max_doc}: {slices:?}");
                assert!(slices.iter().all(|slice| !slice.is_empty()), "{max_doc}: {slices:?}");
            }
        }
    }

    #[test]
    fn slices_take_a_core_only_while_fewer_searches_run_than_there_are_cores() {
        for tuning in [Tuning::production(), Tuning::small()] {
            let cores = cores(&tuning);
            assert!(core_to_spare(1, &tuning) == (cores > 1));
            assert!(core_to_spare(cores - 1, &tuning) || cores == 1);
            assert!(!core_to_spare(cores, &tuning));
        }
        let (first, second) = (Running::start(), Running::start());
        assert!(second.0 > first.0, "{} then {}", first.0, second.0);
    }
}
