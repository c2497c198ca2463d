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

use std::cell::OnceCell;

use tantivy::{
    DocAddress, DocId, Score, Searcher, SegmentReader,
    collector::{Collector, SegmentCollector},
};

use crate::{
    plan::Plan,
    ranking::{SegmentTop, TopByRelevance},
    total::{EXACT_UP_TO, Total},
    tuning::Tuning,
    windows::{BoundsCache, Corners, Prepared, WINDOW, WORDS, Weighted},
};

mod decide;
mod gate;
mod slices;

#[cfg(test)]
pub(crate) use slices::sliced_segments;

use decide::{Decided, decide};
use slices::{Before, Running, core_to_spare, cores, in_slices, slices, worth_slicing};

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

/// The best `ranking.k` matches of `plan`, best first, and how many matched; `None` for a plan
/// to score whole (no required keyword unit, only newer profiles, or an estimated total
/// small enough to count exactly instead).
pub fn top(
    searcher: &Searcher,
    plan: &Plan,
    ranking: TopByRelevance,
    cache: &BoundsCache,
    tuning: &Tuning,
) -> tantivy::Result<Option<(Vec<DocAddress>, Total)>> {
    Ok(find(searcher, plan, ranking, cache, tuning)?.filter(|(_, total)| total.exact || total.count > EXACT_UP_TO))
}

/// As `top`, whatever the estimate.
pub fn find(
    searcher: &Searcher,
    plan: &Plan,
    ranking: TopByRelevance,
    cache: &BoundsCache,
    tuning: &Tuning,
) -> tantivy::Result<Option<(Vec<DocAddress>, Total)>> {
    let Some(prepared) = Prepared::of(searcher, plan, tuning)? else { return Ok(None) };
    if ranking.k == 0 {
        return Ok(None);
    }
    let units = Units { plan, prepared: &prepared, keys: OnceCell::new(), corners: OnceCell::new() };
    // One unit's kept counts are its matches, unless a range takes some out.
    let single_unit = prepared.required.len() == 1 && prepared.ranges.is_empty();

    let search = Search { units, collector: ranking, cache, running: Running::start() };
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
    let tuning = &prepared.tuning;
    if run.required.cost() < tuning.gate_from {
        let mut top = top_of()?;
        run.every_window(reader.max_doc(), &mut top);
        raise(threshold, top.threshold());
        return Ok(vec![top.harvest()]);
    }
    let max_doc = reader.max_doc();
    let sliced = worth_slicing(&run, tuning) && (tuning.slice_when_busy || core_to_spare(search.running.0, tuning));
    let slices = slices(max_doc, if sliced { cores(tuning) } else { 1 }, tuning);
    #[cfg(test)]
    slices::count_if_sliced(&slices);
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

/// A match needs at least the k-th best of any one segment or slice (`kth`, once it
/// has k) to enter the whole top k.
fn raise(threshold: &mut f64, kth: Option<Score>) {
    if let Some(kth) = kth {
        *threshold = threshold.max(f64::from(kth));
    }
}
