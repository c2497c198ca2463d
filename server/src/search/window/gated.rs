//! The best k matches of a keyword search reading only the windows, and the groups of
//! 16 documents within them, that may hold one. A group's bound is what its best match
//! can score at most: the sum of each part's (keyword unit's, filter's) best score there
//! (`bounds`); a window's loose bound is the sum of each part's best in the whole window.
//! Once the page's k best so far are known, a window whose loose bound stays below the
//! k-th best score cannot change the page and is not read; of the others, only the groups
//! whose bound reaches it are read, or the whole window when they are half of it or more.
//! The windows with the highest loose bounds are read first, so that score is high
//! early. Every group read is scored as `Run::window` scores it, so the page is the one
//! scoring every match gives. A segment where few matches are likely (`likely_matches`)
//! is scored whole: its total must be exact and its k-th best is low.
//!
//! Totals: the matches in the groups read are counted. Those in the groups skipped are
//! known exactly for one keyword unit with no filter, when no excluded profile lies in a
//! window with groups skipped (its kept counts), and estimated otherwise from how many of
//! the least matched part's documents matched everything in the groups read (rounded,
//! `Total::about`); an estimate of 1,000 or fewer is replaced by counting the groups
//! skipped.

use std::{cell::OnceCell, sync::Arc};

use tantivy::{
    DocAddress, DocId, Searcher, SegmentReader,
    collector::{Collector, SegmentCollector},
};

use super::{
    Prepared, Run, WINDOW, WORDS, Weighted,
    bits::Every,
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

/// A window with groups skipped: its index and those groups (`None`: all of it).
type Skipped = (usize, Option<Box<[u64; WORDS]>>);

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
    let readers = searcher.segment_readers();
    // The largest segments first: their k-th best is the highest bar for the others.
    let mut order: Vec<usize> = (0..readers.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(readers[i].max_doc()));
    let mut threshold = f64::NEG_INFINITY;
    let mut tally = Tally { skipped_exact: single_unit, ..Tally::default() };
    let mut fruits = Vec::new();
    for ordinal in order {
        let reader = &readers[ordinal];
        let mut top = collector.for_segment(ordinal as u32, reader)?;
        tally.skipped.push((ordinal, Vec::new()));
        let gated = segment(&units, reader, cache, &mut top, &mut threshold, &mut tally)?;
        let fruit = top.harvest();
        if gated {
            tally.gated_matches += fruit.1 as u64;
        }
        fruits.push(fruit);
    }
    let (best, counted) = collector.merge_fruits(fruits)?;
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

    fn collect(&mut self, _: DocId, _: tantivy::Score) {
        self.0 += 1;
    }

    fn harvest(self) -> usize {
        self.0
    }
}

/// Collects the matches of `reader` that may enter the top into `top`, raising
/// `threshold` to its k-th best; returns whether windows were gated (else every match
/// was collected).
fn segment(
    units: &Units<'_>,
    reader: &SegmentReader,
    cache: &BoundsCache,
    top: &mut SegmentTop,
    threshold: &mut f64,
    tally: &mut Tally,
) -> tantivy::Result<bool> {
    let prepared = units.prepared;
    let Some(mut run) = prepared.open(reader, cache)? else { return Ok(false) };
    if run.required.cost() < GATE_FROM {
        run.every_window(reader.max_doc(), top);
        raise(threshold, top);
        return Ok(false);
    }
    // The parts' kept bounds, each with how much its scores may have grown since.
    let mut parts = Vec::new();
    let keyword_units = prepared.units().enumerate().map(|(i, (_, unit))| (i < prepared.required_units, unit));
    let filters = prepared.filters().iter().map(|filter| (true, filter));
    for (i, (required, part)) in keyword_units.chain(filters).enumerate() {
        let filter = i >= prepared.required_units + prepared.optional.len();
        let (key, corners) = (&units.keys()[i], &units.corners()[i]);
        let bounds = cache.get(reader, key, part, corners)?;
        if required && !bounds.counts_current(reader) {
            tally.skipped_exact = false;
        }
        let growth = bounds.growth(corners) as f32;
        parts.push(Kept { bounds, growth, required, filter });
    }
    // The documents every common filter keeps, exactly: a group or window with none is
    // left out even when each filter alone has documents there.
    let every = Every::of(&run.required.filter_bits());
    if likely_matches(&parts, every.as_ref(), reader.max_doc()) < SCORE_WHOLE_BELOW {
        // Few matches: the total must be exact, and the page's k-th best is low, so that
        // most of the segment would be read anyway.
        run.every_window(reader.max_doc(), top);
        raise(threshold, top);
        return Ok(false);
    }
    // Each window's loose bound (the sum of each part's best there, most often the bests
    // of different profiles) and the fewest matches a required part has there.
    let windows = reader.max_doc().div_ceil(WINDOW) as usize;
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
    let groups = Groups::new(reader.max_doc());
    // A skipped window's kept count includes the profiles the exclusions take out (the
    // searcher's own, those hiding from them): exact only where there are none.
    let excluded = if tally.skipped_exact { prepared.excluded_windows(reader, windows)? } else { Vec::new() };
    let skip = |w: usize, share: f64, groups: Option<Box<[u64; WORDS]>>, tally: &mut Tally| {
        tally.skipped_at_most += (f64::from(at_most[w]) * share).round() as u64;
        if let Some((_, skipped)) = tally.skipped.last_mut() {
            skipped.push((w, groups));
        }
        if excluded.get(w) == Some(&true) {
            tally.skipped_exact = false;
        }
    };
    let mut hot = Box::new([0u64; WORDS]);
    let (mut bound, mut fewest) = (vec![0.0f32; groups.per_window], vec![0u8; groups.per_window]);
    // Reads window `w` with the cursors given: nothing when no group of it may hold a
    // match of the page; only the groups that may when they are under half of those
    // with matches; else all of it. Counts what it read and skipped for the total, the
    // window's fewest matches shared between them as its groups' are.
    let mut read_window =
        |w: usize, cursors: &mut Run<'_>, top: &mut SegmentTop, threshold: &mut f64, tally: &mut Tally| {
            if !may_hold(loose[w], *threshold) {
                skip(w, 1.0, None, tally);
                return;
            }
            groups.bounds(w, &parts, every.as_ref(), &mut bound, &mut fewest);
            hot.fill(0);
            let mut cold = Box::new([0u64; WORDS]);
            let (mut live, mut hot_groups, mut hot_fewest, mut all_fewest) = (0, 0, 0u32, 0u32);
            for (at, (&bound, &fewest)) in bound.iter().zip(&fewest).enumerate() {
                if fewest == 0 {
                    continue;
                }
                live += 1;
                all_fewest += u32::from(fewest);
                let bits = if may_hold(bound, *threshold) {
                    hot_groups += 1;
                    hot_fewest += u32::from(fewest);
                    &mut hot
                } else {
                    &mut cold
                };
                bits[at * GROUP as usize / 64] |= 0xFFFF << (at * GROUP as usize % 64);
            }
            if hot_groups == 0 {
                skip(w, 1.0, None, tally);
                return;
            }
            let whole = hot_groups * 2 >= live;
            let read = if whole { 1.0 } else { f64::from(hot_fewest) / f64::from(all_fewest) };
            tally.read_at_most += (f64::from(at_most[w]) * read).round() as u64;
            if !whole {
                skip(w, 1.0 - read, Some(cold), tally);
            }
            cursors.window(w as u32 * WINDOW, (!whole).then_some(&*hot), top);
            raise(threshold, top);
        };
    // The highest loose bounds first, in document order (the cursors only move forward).
    let mut first: Vec<usize> = (0..windows).filter(|&w| at_most[w] > 0).collect();
    first.sort_by(|&a, &b| loose[b].total_cmp(&loose[a]));
    first.truncate(FIRST_READ);
    first.sort_unstable();
    let mut read = vec![false; windows];
    for &w in &first {
        read_window(w, &mut run, top, threshold, tally);
        read[w] = true;
    }
    // Then the others in document order: those after the first ones with the same
    // cursors, those before with cursors opened again, only if one of them is read.
    let past_first = first.last().map_or(0, |&w| w + 1);
    let mut before: Option<Run<'_>> = None;
    for w in 0..windows {
        if read[w] || at_most[w] == 0 {
            continue;
        }
        if !may_hold(loose[w], *threshold) {
            read_window(w, &mut run, top, threshold, tally);
            continue;
        }
        let cursors = if w >= past_first {
            &mut run
        } else {
            match &mut before {
                Some(run) => run,
                None => match prepared.open(reader, cache)? {
                    Some(opened) => before.insert(opened),
                    None => return Ok(true),
                },
            }
        };
        read_window(w, cursors, top, threshold, tally);
    }
    Ok(true)
}

/// Whether a window or group whose best match scores at most `bound` may reach `threshold`.
fn may_hold(bound: f32, threshold: f64) -> bool {
    f64::from(bound) * (1.0 + SLACK) >= threshold
}

/// Segments where fewer matches than this are likely are scored whole. Measured at a
/// million profiles with filters (scored whole against gated, p50): 6,900 matches 4.6–5.1
/// against 5.6 ms, 8,400 4.3 against 3.8 ms, 9,200 3.7–3.9 against 3.3 ms (README,
/// "Search"). Lower in tests, whose segments are small.
const SCORE_WHOLE_BELOW: f64 = if cfg!(test) { 50.0 } else { 8.0 * EXACT_UP_TO as f64 };

/// How many documents of a segment of `max_doc` likely match every required part, window
/// by window: the keyword units taken as independent (words of one profile are not quite,
/// so this errs low), times the share of the documents every filter keeps: that of the
/// common filters together (`every`) or of the narrowest filter, whichever is smaller (a
/// city's profiles are all in its country, but a job type is independent of the city).
/// At a million profiles, over the benchmark's filtered searches, it came within 2% of
/// the matches for one word, within 12% for two or three but one ("senior software
/// engineer", 5,900 for 8,425: its words go together).
fn likely_matches(parts: &[Kept], every: Option<&Every>, max_doc: DocId) -> f64 {
    let windows = max_doc.div_ceil(WINDOW) as usize;
    (0..windows)
        .map(|w| {
            let size = f64::from(WINDOW.min(max_doc - w as u32 * WINDOW));
            let share = |part: &Kept| f64::from(part.bounds.window_count(w)) / size;
            let required = parts.iter().filter(|p| p.required);
            let units: f64 = required.clone().filter(|p| !p.filter).map(share).product();
            let every = every.map_or(1.0, |every| f64::from(every.in_window(w)) / size);
            let filters = required.filter(|p| p.filter).map(share).fold(every, f64::min);
            size * units * filters
        })
        .sum()
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

/// A match needs at least the k-th best of any one segment to enter the whole top k.
fn raise(threshold: &mut f64, top: &SegmentTop) {
    if let Some(kth) = top.threshold() {
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
    fn likely_matches_take_the_share_every_filter_keeps_together() {
        let (half, max_doc) = (WINDOW / 2, 2 * WINDOW);
        // A keyword unit in half of each window; two filters in half of each, but only
        // one document in eight has both (a job type and a city, say).
        let parts = [part(&[half, half], false), part(&[half, half], true), part(&[half, half], true)];
        let both: Vec<DocId> = (0..max_doc).step_by(8).collect();
        let every = [Arc::new(TermBits::of_docs(&both, max_doc))];
        let every = Every::of(&every).unwrap();
        let likely = likely_matches(&parts, Some(&every), max_doc);
        assert_eq!(likely, f64::from(max_doc) / 2.0 / 8.0);
        // Without their bits, the narrowest filter's share.
        assert_eq!(likely_matches(&parts, None, max_doc), f64::from(max_doc) / 4.0);
    }
}
