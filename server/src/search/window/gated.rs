//! The best k matches of a keyword search reading only the windows that may hold one.
//! A window's bound is what its best match can score at most: the sum of each keyword
//! unit's best score there (`bounds`) and the most the filters add. Once the page's k
//! best so far are known, a window whose bound stays below the k-th best score cannot
//! change the page and is not read. The windows with the highest bounds are read first,
//! so that score is high early: at a million profiles the page of a broad word
//! ("engineer", 69% of them) then costs a fifth of scoring every match (README,
//! "Search"). Every window read is scored as `Run::window` scores it, so the page is the
//! one scoring every match gives.
//!
//! Totals: the matches in the windows read are counted. Those in the windows skipped are
//! known exactly for one keyword unit with no filter, when no excluded profile lies in a
//! skipped window (its kept counts), and estimated otherwise from how many of the least
//! matched unit's documents matched everything in the windows read (rounded,
//! `Total::about`).

use std::cell::OnceCell;

use tantivy::{
    DocAddress, Searcher, SegmentReader,
    collector::{Collector, SegmentCollector},
};

use super::{Prepared, Run, WINDOW, Weighted, bounds::BoundsCache, bounds::Corners};
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
}

/// The plan's keyword units in `Prepared::units` order: their nodes as keys of the
/// bounds and their terms' corners now, worked out once a segment is gated (most
/// searches read every segment whole and need neither).
struct Units<'p> {
    plan: &'p Plan,
    prepared: &'p Prepared,
    keys: OnceCell<Vec<String>>,
    corners: OnceCell<Vec<Vec<Corners>>>,
}

impl Units<'_> {
    fn keys(&self) -> &[String] {
        self.keys.get_or_init(|| self.prepared.units().map(|(i, _)| format!("{:?}", self.plan.units[i].0)).collect())
    }

    fn corners(&self) -> &[Vec<Corners>] {
        self.corners.get_or_init(|| {
            let corners_of = |unit: &Weighted| {
                let mut corners = Vec::new();
                unit.corners(&mut corners);
                corners
            };
            self.prepared.units().map(|(_, unit)| corners_of(unit)).collect()
        })
    }

    /// The most the filters add to a match's score: each term's weight.
    fn filter_bound(&self) -> f64 {
        let mut corners = Vec::new();
        for term in self.prepared.filters() {
            term.corners(&mut corners);
        }
        corners.iter().map(|c| f64::from(c[2])).sum()
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
    Ok(Some((best, Total::about(estimate))))
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
    let Some(mut run) = prepared.open(reader)? else { return Ok(false) };
    if run.required.cost() < GATE_FROM {
        run.every_window(reader.max_doc(), top);
        raise(threshold, top);
        return Ok(false);
    }
    let windows = reader.max_doc().div_ceil(WINDOW) as usize;
    let mut bound = vec![units.filter_bound(); windows];
    let mut at_most = vec![u32::MAX; windows];
    for (i, (_, unit)) in prepared.units().enumerate() {
        let corners = &units.corners()[i];
        let bounds = cache.get(reader, &units.keys()[i], unit, corners)?;
        let growth = bounds.growth(corners);
        let required = i < prepared.required_units;
        if required && !bounds.counts_current(reader) {
            tally.skipped_exact = false;
        }
        for w in 0..windows {
            let best = bounds.best(w);
            if best > 0.0 {
                bound[w] += best * growth;
            }
            if required {
                at_most[w] = at_most[w].min(bounds.count(w));
            }
        }
    }
    // A skipped window's kept count includes the profiles the exclusions take out (the
    // searcher's own, those hiding from them): exact only where there are none.
    let excluded = if tally.skipped_exact { prepared.excluded_windows(reader, windows)? } else { Vec::new() };
    let may_hold = |w: usize, threshold: f64| bound[w] * (1.0 + SLACK) >= threshold;
    let mut read = vec![false; windows];
    // The highest bounds first, in document order (the cursors only move forward).
    let mut first: Vec<usize> = (0..windows).filter(|&w| at_most[w] > 0).collect();
    first.sort_by(|&a, &b| bound[b].total_cmp(&bound[a]));
    first.truncate(FIRST_READ);
    first.sort_unstable();
    for &w in &first {
        if may_hold(w, *threshold) {
            run.window(w as u32 * WINDOW, top);
            read[w] = true;
            tally.read_at_most += u64::from(at_most[w]);
            raise(threshold, top);
        }
    }
    // Then the others in document order: those after the first ones with the same
    // cursors, those before with cursors opened again, only if one of them is read.
    let past_first = first.last().map_or(0, |&w| w + 1);
    let mut before: Option<Run<'_>> = None;
    for w in 0..windows {
        if read[w] || at_most[w] == 0 {
            continue;
        }
        if !may_hold(w, *threshold) {
            tally.skipped_at_most += u64::from(at_most[w]);
            if excluded.get(w) == Some(&true) {
                tally.skipped_exact = false;
            }
            continue;
        }
        let cursors = if w >= past_first {
            &mut run
        } else {
            match &mut before {
                Some(run) => run,
                None => match prepared.open(reader)? {
                    Some(opened) => before.insert(opened),
                    None => return Ok(true),
                },
            }
        };
        cursors.window(w as u32 * WINDOW, top);
        tally.read_at_most += u64::from(at_most[w]);
        raise(threshold, top);
    }
    Ok(true)
}

/// A match needs at least the k-th best of any one segment to enter the whole top k.
fn raise(threshold: &mut f64, top: &SegmentTop) {
    if let Some(kth) = top.threshold() {
        *threshold = threshold.max(f64::from(kth));
    }
}
