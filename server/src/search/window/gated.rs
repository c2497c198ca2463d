//! The best k matches of a keyword search reading only the windows, and the groups of
//! 16 documents within them, that may hold one. A group's bound is what its best match
//! can score at most: the sum of each part's (keyword unit's, filter's) best score there
//! (`bounds`); a window's loose bound is the sum of each part's best in the whole window.
//! Once the page's k best so far are known, a window whose loose bound stays below the
//! k-th best score cannot change the page and is not read; of the others, only the groups
//! whose bound reaches it are read, or the whole window when they are half of it or more.
//! The windows with the highest loose bounds are read first, so that score is high
//! early. Every group read is scored as `Run::window` scores it, so the page is the one
//! scoring every match gives. A segment where few matches are likely, or whose filters
//! keep few documents (`score_whole`), is scored whole: its total must be exact and its
//! k-th best is low, or the keyword units are read at those documents alone.
//!
//! A segment of half a million documents or more is read in slices of consecutive
//! windows, one per core, each with its own cursors and top k, on Rayon's threads
//! (`slices`), whether gated or scored whole: for a search long enough to gain from it
//! (`worth_slicing`), while fewer searches run than there are cores (`core_to_spare`).
//! Each slice starts from the bar the segments before it set, never from another
//! slice's: what it reads, and so the total, does not depend on how the threads ran.
//!
//! Totals: the matches in the groups read are counted. Those in the groups skipped are
//! known exactly for one keyword unit with no filter, when no excluded profile lies in a
//! window with groups skipped (its kept counts), and estimated otherwise from how many of
//! the least matched part's documents matched everything in the groups read (rounded,
//! `Total::about`); an estimate of 1,000 or fewer is replaced by counting the groups
//! skipped.

use std::{
    cell::OnceCell,
    num::NonZeroUsize,
    ops::Range,
    sync::{
        Arc, OnceLock,
        atomic::{AtomicUsize, Ordering},
    },
};

use tantivy::{
    DocAddress, DocId, Score, Searcher, SegmentReader,
    collector::{Collector, SegmentCollector},
};

use super::{
    Kind, Prepared, Run, WINDOW, WORDS, Weighted,
    bits::{Every, TermBits},
    bounds::{BoundsCache, Corners, GROUP, UnitBounds},
};
use crate::search::{
    count::{EXACT_UP_TO, Total},
    query::Plan,
    top::{SegmentTop, TopByRelevance},
};

/// Bounds are widened by this much against float rounding: the scores they were taken
/// from and the ones compared with them are sums in single precision.
const SLACK: f64 = 1e-3;

/// Segments whose least matched required part has fewer postings than this are read
/// whole: their windows are few, and reading a unit's postings to bound them costs as
/// much as scoring it. Lower in tests, whose segments are small.
const GATE_FROM: u64 = if cfg!(test) { 16 } else { 4 * WINDOW as u64 };

/// Windows read first, those with the highest bounds, to set the k-th best score.
const FIRST_READ: usize = 4;

/// What the windows read and skipped so far hold, for the total.
#[derive(Default)]
struct Tally {
    /// The matches collected in segments that were gated.
    gated_matches: u64,
    /// The fewest documents a required unit matched, summed over the windows read.
    read_at_most: u64,
    /// The same over the windows skipped.
    skipped_at_most: u64,
    /// Whether `skipped_at_most` is exactly the matches skipped.
    skipped_exact: bool,
    /// What was skipped: per segment (its ordinal), each window with the groups skipped
    /// in it (all of it: `None`), to count them when the estimate is small.
    skipped: Vec<(usize, Vec<Skipped>)>,
}

impl Tally {
    /// A slice's tally for segment `ordinal`, its skipped counts exact while `exact`.
    fn for_slice(exact: bool, ordinal: usize) -> Self {
        Self { skipped_exact: exact, skipped: vec![(ordinal, Vec::new())], ..Self::default() }
    }

    /// Adds what a slice read and skipped.
    fn absorb(&mut self, slice: Tally) {
        self.gated_matches += slice.gated_matches;
        self.read_at_most += slice.read_at_most;
        self.skipped_at_most += slice.skipped_at_most;
        self.skipped_exact &= slice.skipped_exact;
        self.skipped.extend(slice.skipped);
    }
}

/// A window with groups skipped: its index and those groups (`None`: all of it).
type Skipped = (usize, Option<Box<[u64; WORDS]>>);

/// What one segment's top gives (`SegmentTop::harvest`).
type Fruit = <SegmentTop as SegmentCollector>::Fruit;

/// What every segment of one search shares.
struct Search<'s> {
    units: Units<'s>,
    collector: TopByRelevance,
    cache: &'s BoundsCache,
    running: Running,
}

/// The plan's keyword units in `Prepared::units` order, then its filters' terms: their
/// nodes (or terms) as keys of the bounds and their terms' corners now, worked out once a
/// segment is gated (most searches read every segment whole and need neither).
struct Units<'p> {
    plan: &'p Plan,
    prepared: &'p Prepared,
    keys: OnceCell<Vec<String>>,
    corners: OnceCell<Vec<Vec<Corners>>>,
}

impl Units<'_> {
    fn keys(&self) -> &[String] {
        self.keys.get_or_init(|| {
            let units = self.prepared.units().map(|(i, _)| format!("{:?}", self.plan.units[i].0));
            units.chain(self.plan.filter_terms.iter().map(|term| format!("filter {term:?}"))).collect()
        })
    }

    fn corners(&self) -> &[Vec<Corners>] {
        self.corners.get_or_init(|| {
            let corners_of = |part: &Weighted| {
                let mut corners = Vec::new();
                part.corners(&mut corners);
                corners
            };
            let units = self.prepared.units().map(|(_, unit)| corners_of(unit));
            units.chain(self.prepared.filters().iter().map(corners_of)).collect()
        })
    }
}

/// The best `k` matches of `plan`, best first, and how many matched; `None` for a plan
/// to score whole (no required keyword unit, only newer profiles, or an estimated total
/// small enough to count exactly instead).
pub fn top(
    searcher: &Searcher,
    plan: &Plan,
    k: usize,
    cache: &BoundsCache,
) -> tantivy::Result<Option<(Vec<DocAddress>, Total)>> {
    Ok(find(searcher, plan, k, cache)?.filter(|(_, total)| total.exact || total.count > EXACT_UP_TO))
}

/// As `top`, whatever the estimate.
pub fn find(
    searcher: &Searcher,
    plan: &Plan,
    k: usize,
    cache: &BoundsCache,
) -> tantivy::Result<Option<(Vec<DocAddress>, Total)>> {
    let Some(prepared) = Prepared::of(searcher, plan)? else { return Ok(None) };
    if k == 0 {
        return Ok(None);
    }
    let units = Units { plan, prepared: &prepared, keys: OnceCell::new(), corners: OnceCell::new() };
    let single_unit = prepared.required.len() == 1;

    let collector = TopByRelevance { k, tie_break: "created_at" };
    let search = Search { units, collector, cache, running: Running::start() };
    let readers = searcher.segment_readers();
    // The largest segments first: their k-th best is the highest bar for the others.
    let mut order: Vec<usize> = (0..readers.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(readers[i].max_doc()));
    let mut threshold = f64::NEG_INFINITY;
    let mut tally = Tally { skipped_exact: single_unit, ..Tally::default() };
    let mut fruits = Vec::new();
    for ordinal in order {
        fruits.extend(segment(&search, ordinal, &readers[ordinal], &mut threshold, &mut tally)?);
    }
    let (best, counted) = search.collector.merge_fruits(fruits)?;
    if tally.skipped_at_most == 0 {
        return Ok(Some((best, Total::exact(counted))));
    }
    if tally.skipped_exact {
        return Ok(Some((best, Total::exact(counted + tally.skipped_at_most as usize))));
    }
    let density = if tally.read_at_most == 0 { 1.0 } else { tally.gated_matches as f64 / tally.read_at_most as f64 };
    let estimate = counted + (tally.skipped_at_most as f64 * density).round() as usize;
    if estimate > EXACT_UP_TO {
        return Ok(Some((best, Total::about(estimate))));
    }
    // Few enough that the total must be exact: the matches skipped, counted.
    let mut count = counted;
    for (ordinal, mut skipped) in tally.skipped {
        let Some(mut run) = prepared.open(&readers[ordinal], cache)? else { continue };
        skipped.sort_by_key(|(w, _)| *w);
        let mut counter = Count(0);
        for (w, groups) in &skipped {
            run.window(*w as u32 * WINDOW, groups.as_deref(), &mut counter);
        }
        count += counter.0;
    }
    Ok(Some((best, Total::exact(count))))
}

/// Counts the matches it is given.
struct Count(usize);

impl SegmentCollector for Count {
    type Fruit = usize;

    fn collect(&mut self, _: DocId, _: Score) {
        self.0 += 1;
    }

    fn harvest(self) -> usize {
        self.0
    }
}

/// The matches of `reader` (segment `ordinal`) that may enter the top, one fruit per
/// slice read (`slices`), raising `threshold` to the k-th best of any of them and
/// counting what was read and skipped in `tally`.
fn segment(
    search: &Search<'_>,
    ordinal: usize,
    reader: &SegmentReader,
    threshold: &mut f64,
    tally: &mut Tally,
) -> tantivy::Result<Vec<Fruit>> {
    let (prepared, cache, collector) = (search.units.prepared, search.cache, &search.collector);
    let top_of = || collector.for_segment(ordinal as u32, reader);
    let Some(mut run) = prepared.open(reader, cache)? else { return Ok(Vec::new()) };
    if run.required.cost() < GATE_FROM {
        let mut top = top_of()?;
        run.every_window(reader.max_doc(), &mut top);
        raise(threshold, top.threshold());
        return Ok(vec![top.harvest()]);
    }
    let max_doc = reader.max_doc();
    // In tests always, so that what they compare does not depend on the tests beside them.
    let sliced = worth_slicing(&run) && (cfg!(test) || core_to_spare(search.running.0));
    let slices = slices(max_doc, if sliced { cores() } else { 1 });
    let reopen = || prepared.open(reader, cache);
    let filter_bits = run.required.filter_bits();
    // Each slice starts from the bar the segments before set, not from the others': what
    // each reads, and so the estimated total, is the same from run to run.
    let bar = *threshold;
    let exact = tally.skipped_exact;
    let how = || decide(search, reader, &filter_bits, exact);
    let (decided, found) = in_slices(&slices, run, &reopen, how, |windows, mut run, decided: &Decided| {
        let Some(gate) = &decided.gate else {
            // Scored whole: every window of the slice, nothing skipped.
            let (from, to) = (windows.start as DocId * WINDOW, (windows.end as DocId * WINDOW).min(max_doc));
            let mut top = Before { end: to, inner: top_of()? };
            run.every_window_between(from, to, &mut top);
            let kth = top.inner.threshold().map_or(f64::NEG_INFINITY, f64::from);
            return Ok((kth, Tally { skipped_exact: true, ..Tally::default() }, top.inner.harvest()));
        };
        let (mut top, mut bar, mut counted) = (top_of()?, bar, Tally::for_slice(decided.exact, ordinal));
        gate.read(windows, run, &reopen, &mut top, &mut bar, &mut counted)?;
        let fruit = top.harvest();
        counted.gated_matches += fruit.1 as u64;
        Ok((bar, counted, fruit))
    })?;
    tally.skipped_exact &= decided.exact;
    let mut fruits = Vec::new();
    for found in found {
        let (bar, counted, fruit) = found?;
        *threshold = threshold.max(bar);
        tally.absorb(counted);
        fruits.push(fruit);
    }
    Ok(fruits)
}

/// How a segment is read: gated (`gate`) or scored whole, and whether the matches its
/// gate skips can be counted exactly from the kept counts.
struct Decided {
    gate: Option<Gate>,
    exact: bool,
}

/// Decides how to read `reader`, from its parts' kept bounds and the common filters'
/// bits, while the other slices' threads wake up and open their cursors (`in_slices`).
/// `exact`: whether the counts skipped so far are exact.
fn decide(
    search: &Search<'_>,
    reader: &SegmentReader,
    filter_bits: &[Arc<TermBits>],
    mut exact: bool,
) -> tantivy::Result<Decided> {
    let (units, cache) = (&search.units, search.cache);
    let prepared = units.prepared;
    // The parts' kept bounds, each with how much its scores may have grown since.
    let mut parts = Vec::new();
    let keyword_units = prepared.units().enumerate().map(|(i, (_, unit))| (i < prepared.required_units, unit));
    let filters = prepared.filters().iter().map(|filter| (true, filter));
    for (i, (required, part)) in keyword_units.chain(filters).enumerate() {
        let filter = i >= prepared.required_units + prepared.optional.len();
        let (key, corners) = (&units.keys()[i], &units.corners()[i]);
        let bounds = cache.get(reader, key, part, corners)?;
        if required && !bounds.counts_current(reader) {
            exact = false;
        }
        let growth = bounds.growth(corners) as f32;
        parts.push(Kept { bounds, growth, required, filter });
    }
    // The documents every common filter keeps, exactly: a group or window with none is
    // left out even when each filter alone has documents there.
    let every = Every::of(filter_bits);
    let max_doc = reader.max_doc();
    if score_whole(&Likely::of(&parts, every.as_ref(), max_doc), max_doc) {
        // Few matches: the total must be exact, and the page's k-th best is low, so that
        // most of the segment would be read anyway. Or few documents the filters keep:
        // the keyword units are read at those alone.
        return Ok(Decided { gate: None, exact });
    }
    // Each window's loose bound (the sum of each part's best there, most often the bests
    // of different profiles) and the fewest matches a required part has there.
    let windows = max_doc.div_ceil(WINDOW) as usize;
    let mut loose = vec![0.0f32; windows];
    let mut at_most = vec![u32::MAX; windows];
    for part in &parts {
        for w in 0..windows {
            loose[w] += part.scaled(part.bounds.window_best(w));
            if part.required {
                at_most[w] = at_most[w].min(part.bounds.window_count(w));
            }
        }
    }
    if let Some(every) = &every {
        for (w, at_most) in at_most.iter_mut().enumerate() {
            *at_most = (*at_most).min(every.in_window(w));
        }
    }
    // A skipped window's kept count includes the profiles the exclusions take out (the
    // searcher's own, those hiding from them): exact only where there are none.
    let excluded = if exact { prepared.excluded_windows(reader, windows)? } else { Vec::new() };
    let gate = Gate { parts, every, loose, at_most, excluded, groups: Groups::new(max_doc) };
    Ok(Decided { gate: Some(gate), exact })
}

/// Documents per core from which a segment is read in slices of consecutive windows,
/// at once (as Lucene's searcher does with slices of segments): one per core, each of
/// at least this many documents. At a million profiles on two
/// cores, halves of 480,000 (docs/search.md); an index of 100,000 is read on the
/// request's thread alone. Lower in tests, whose segments are small.
const SLICE_FROM: DocId = if cfg!(test) { WINDOW } else { 250_000 };

/// Keyword postings from which a search of two required parts or more (words, or words
/// and filters) is read in slices. One word alone reads few windows once the first ones
/// set the bar ("engineer" at a million profiles in 0.37 ms), and a rare word few
/// postings: waking a thread for either, about 0.1 ms, would cost more than it saves
/// (docs/search.md). Lower in tests, whose segments are small.
const SLICE_POSTINGS_FROM: u64 = if cfg!(test) { 1 } else { 50_000 };

/// Whether the search of `run` is long enough to read in slices (`SLICE_POSTINGS_FROM`).
fn worth_slicing(run: &Run<'_>) -> bool {
    let parts = &run.required.parts;
    let words = parts.iter().filter(|part| !matches!(part.kind, Kind::Bits(_)));
    parts.len() >= 2 && words.map(|part| part.cost).sum::<u64>() >= SLICE_POSTINGS_FROM
}

/// Gated searches running now in this process, this one included.
static RUNNING: AtomicUsize = AtomicUsize::new(0);

/// A gated search counted in `RUNNING` while it lasts: how many ran when it started.
struct Running(usize);

impl Running {
    fn start() -> Self {
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
fn core_to_spare(running: usize) -> bool {
    running < cores()
}

/// The cores slices may run on: three in tests whatever the machine, so that their
/// segments are read in first, middle and last slices.
fn cores() -> usize {
    if cfg!(test) { 3 } else { std::thread::available_parallelism().map_or(1, NonZeroUsize::get) }
}

/// The windows of a segment of `max_doc` documents, split into at most `most` slices
/// (`SLICE_FROM`).
fn slices(max_doc: DocId, most: usize) -> Vec<Range<usize>> {
    let windows = max_doc.div_ceil(WINDOW) as usize;
    let n = ((max_doc / SLICE_FROM) as usize).clamp(1, most.max(1)).min(windows.max(1));
    // The first slice starts at once with its cursors open, where each other one waits
    // for a thread and opens its own: it takes a larger share (`FIRST_WEIGHT`).
    let total = 5 * n + FIRST_WEIGHT - 5;
    let cut = |i: usize| if i == 0 { 0 } else { (windows * (5 * i + FIRST_WEIGHT - 5) / total).min(windows) };
    (0..n).map(|i| cut(i)..if i + 1 == n { windows } else { cut(i + 1) }).collect()
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
fn in_slices<'r, D: Send + Sync, T: Send>(
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
struct Before<C> {
    end: DocId,
    inner: C,
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

/// What the slices of a gated segment share: its parts' kept bounds and, per window,
/// the loose bound (the sum of each part's best there), the fewest matches a required
/// part has there and whether an exclusion names a document there.
struct Gate {
    parts: Vec<Kept>,
    every: Option<Every>,
    loose: Vec<f32>,
    at_most: Vec<u32>,
    excluded: Vec<bool>,
    groups: Groups,
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
    fn read<'r>(
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
        first.truncate(FIRST_READ);
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

/// Segments where fewer matches than this are likely are scored whole. Measured at a
/// million profiles with filters (scored whole against gated, p50): 6,900 matches 4.6–5.1
/// against 5.6 ms, 8,400 4.3 against 3.8 ms, 9,200 3.7–3.9 against 3.3 ms
/// (docs/search.md). Lower in tests, whose segments are small.
const SCORE_WHOLE_BELOW: f64 = if cfg!(test) { 50.0 } else { 8.0 * EXACT_UP_TO as f64 };

/// Segments where the filters together likely keep fewer than one document in this many
/// are scored whole, however many matches are likely: scoring whole reads the keyword
/// units at the documents the filters keep only (`All::matches`), while gating reads
/// nearly every group where they keep one, since a group's bound adds up each unit's
/// best there, most often scored by documents the filters drop. At a million profiles
/// (a city and a job type keep 1.1% and 1.7%), runs alternating before and after, p50:
/// "javasript" 3.24 → 2.56 ms, "developer" 2.38 → 2.01 ms; with a country and a job type
/// (10%) gating stays the faster (docs/search.md).
const FILTERS_KEEP_WHOLE_BELOW: f64 = 32.0;

/// Whether a segment of `max_doc` documents with these likely figures is scored whole
/// (`SCORE_WHOLE_BELOW`, `FILTERS_KEEP_WHOLE_BELOW`).
fn score_whole(likely: &Likely, max_doc: DocId) -> bool {
    likely.matches < SCORE_WHOLE_BELOW || likely.kept * FILTERS_KEEP_WHOLE_BELOW < f64::from(max_doc)
}

/// How many documents of a segment likely match every required part, and how many
/// every filter keeps (all of them with no filter).
#[derive(Debug, PartialEq)]
struct Likely {
    matches: f64,
    kept: f64,
}

impl Likely {
    /// Window by window: the keyword units taken as independent (words of one profile
    /// are not quite, so this errs low), times the share of the documents every filter
    /// keeps: that of the common filters together (`every`) or of the narrowest filter,
    /// whichever is smaller (a city's profiles are all in its country, but a job type is
    /// independent of the city). At a million profiles, over the benchmark's filtered
    /// searches, the matches came within 2% for one word, within 12% for two or three but
    /// one ("senior software engineer", 5,900 for 8,425: its words go together).
    fn of(parts: &[Kept], every: Option<&Every>, max_doc: DocId) -> Self {
        let windows = max_doc.div_ceil(WINDOW) as usize;
        let mut likely = Self { matches: 0.0, kept: 0.0 };
        for w in 0..windows {
            let size = f64::from(WINDOW.min(max_doc - w as u32 * WINDOW));
            let share = |part: &Kept| f64::from(part.bounds.window_count(w)) / size;
            let required = parts.iter().filter(|p| p.required);
            let units: f64 = required.clone().filter(|p| !p.filter).map(share).product();
            let every = every.map_or(1.0, |every| f64::from(every.in_window(w)) / size);
            let filters = required.filter(|p| p.filter).map(share).fold(every, f64::min);
            likely.matches += size * units * filters;
            likely.kept += size * filters;
        }
        likely
    }
}

/// A part's kept bounds in a segment.
struct Kept {
    bounds: Arc<UnitBounds>,
    /// How many times its scores may be now what they were when the bounds were taken.
    growth: f32,
    /// Whether every match has it (a required unit or a filter).
    required: bool,
    /// Whether it is a filter's term.
    filter: bool,
}

impl Kept {
    /// A best score kept, scaled by the growth (0 stays 0, whatever the growth).
    #[inline]
    fn scaled(&self, best: f32) -> f32 {
        if best > 0.0 { best * self.growth } else { 0.0 }
    }
}

/// The groups of a segment's windows.
struct Groups {
    count: usize,
    per_window: usize,
}

impl Groups {
    fn new(max_doc: DocId) -> Self {
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

/// A match needs at least the k-th best of any one segment or slice (`kth`, once it
/// has k) to enter the whole top k.
fn raise(threshold: &mut f64, kth: Option<Score>) {
    if let Some(kth) = kth {
        *threshold = threshold.max(f64::from(kth));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::window::bits::TermBits;

    fn part(window_counts: &[u32], filter: bool) -> Kept {
        let bounds = Arc::new(UnitBounds::of_window_counts(window_counts.to_vec()));
        Kept { bounds, growth: 1.0, required: true, filter }
    }

    #[test]
    fn slices_cover_every_window_once_in_order() {
        for max_doc in [1, WINDOW - 1, WINDOW, 2 * WINDOW + 1, 3 * WINDOW, 10 * WINDOW + 7] {
            let slices = slices(max_doc, cores());
            let windows = max_doc.div_ceil(WINDOW) as usize;
            assert_eq!(slices.len(), ((max_doc / SLICE_FROM) as usize).clamp(1, cores()), "{max_doc}");
            let whole = super::slices(max_doc, 1);
            assert_eq!((whole.len(), &whole[0]), (1, &(0..windows)), "{max_doc}");
            assert_eq!((slices[0].start, slices[slices.len() - 1].end), (0, windows), "{max_doc}");
            assert!(slices.windows(2).all(|pair| pair[0].end == pair[1].start), "{max_doc}: {slices:?}");
            assert!(slices.iter().all(|slice| !slice.is_empty()), "{max_doc}: {slices:?}");
        }
    }

    #[test]
    fn slices_take_a_core_only_while_fewer_searches_run_than_there_are_cores() {
        assert!(core_to_spare(1));
        assert!(core_to_spare(cores() - 1));
        assert!(!core_to_spare(cores()));
        let (first, second) = (Running::start(), Running::start());
        assert!(second.0 > first.0, "{} then {}", first.0, second.0);
    }

    #[test]
    fn likely_figures_take_the_share_every_filter_keeps_together() {
        let (half, max_doc) = (WINDOW / 2, 2 * WINDOW);
        // A keyword unit in half of each window; two filters in half of each, but only
        // one document in eight has both (a job type and a city, say).
        let parts = [part(&[half, half], false), part(&[half, half], true), part(&[half, half], true)];
        let both: Vec<DocId> = (0..max_doc).step_by(8).collect();
        let every = [Arc::new(TermBits::of_docs(&both, max_doc))];
        let every = Every::of(&every).unwrap();
        let likely = Likely::of(&parts, Some(&every), max_doc);
        let kept = f64::from(max_doc) / 8.0;
        assert_eq!(likely, Likely { matches: kept / 2.0, kept });
        // Without their bits, the narrowest filter's share.
        let kept = f64::from(max_doc) / 2.0;
        assert_eq!(Likely::of(&parts, None, max_doc), Likely { matches: kept / 2.0, kept });
    }

    #[test]
    fn few_matches_or_few_documents_kept_by_the_filters_are_scored_whole() {
        let max_doc = 1_000_000;
        let whole = |matches: f64, kept: f64| score_whole(&Likely { matches, kept }, max_doc);
        assert!(whole(SCORE_WHOLE_BELOW - 1.0, f64::from(max_doc)));
        assert!(!whole(SCORE_WHOLE_BELOW * 10.0, f64::from(max_doc)));
        // A city and a job type: a fiftieth of the segment.
        assert!(whole(SCORE_WHOLE_BELOW * 10.0, f64::from(max_doc) / 50.0));
        // A country and a job type: a tenth.
        assert!(!whole(SCORE_WHOLE_BELOW * 10.0, f64::from(max_doc) / 10.0));
    }
}
