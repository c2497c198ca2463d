//! How a segment is read: gated, from its parts' kept bounds, or scored whole where few
//! matches are likely or its filters keep few documents.

use std::sync::Arc;

use tantivy::{DocId, SegmentReader};

use super::{
    Search,
    gate::{Gate, Groups, Kept},
};
use crate::windows::{Every, TermBits, WINDOW};

/// How a segment is read: gated (`gate`) or scored whole, and whether the matches its
/// gate skips can be counted exactly from the kept counts.
pub(super) struct Decided {
    pub(super) gate: Option<Gate>,
    pub(super) exact: bool,
}

/// Decides how to read `reader`, from its parts' kept bounds and the common filters'
/// bits, while the other slices' threads wake up and open their cursors (`in_slices`).
/// `exact`: whether the counts skipped so far are exact.
pub(super) fn decide(
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
        let bounds = cache.get(reader, key, || part.bounds(reader, cache, corners.clone(), &prepared.tuning))?;
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
    if score_whole(&Likely::of(&parts, every.as_ref(), max_doc), max_doc, prepared.tuning.score_whole_below) {
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
    let first_read = prepared.tuning.first_read;
    let gate = Gate { parts, every, loose, at_most, excluded, groups: Groups::new(max_doc), first_read };
    Ok(Decided { gate: Some(gate), exact })
}

/// Segments where the filters together likely keep fewer than one document in this many
/// are scored whole, however many matches are likely: scoring whole reads the keyword
/// units at the documents the filters keep only (`All::matches`), while gating reads
/// nearly every group where they keep one, since a group's bound adds up each unit's
/// best there, most often scored by documents the filters drop. At a million profiles
/// (a city and a job type keep 1.1% and 1.7%), runs alternating before and after, p50:
/// "javasript" 3.24 → 2.56 ms, "developer" 2.38 → 2.01 ms; with a country and a job type
/// (10%) gating stays the faster (docs/search.md).
const FILTERS_KEEP_WHOLE_BELOW: f64 = 32.0;

/// Whether a segment of `max_doc` documents with these likely figures is scored whole:
/// fewer matches likely than `score_whole_below` (`Tuning`), or too few documents kept
/// by the filters (`FILTERS_KEEP_WHOLE_BELOW`).
fn score_whole(likely: &Likely, max_doc: DocId, score_whole_below: f64) -> bool {
    likely.matches < score_whole_below || likely.kept * FILTERS_KEEP_WHOLE_BELOW < f64::from(max_doc)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{tuning::Tuning, windows::UnitBounds};

    fn part(window_counts: &[u32], filter: bool) -> Kept {
        let bounds = Arc::new(UnitBounds::of_window_counts(window_counts.to_vec()));
        Kept { bounds, growth: 1.0, required: true, filter }
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
        for below in [Tuning::production(), Tuning::small()].map(|tuning| tuning.score_whole_below) {
            let whole = |matches: f64, kept: f64| score_whole(&Likely { matches, kept }, max_doc, below);
            assert!(whole(below - 1.0, f64::from(max_doc)));
            assert!(!whole(below * 10.0, f64::from(max_doc)));
            // A city and a job type: a fiftieth of the segment.
            assert!(whole(below * 10.0, f64::from(max_doc) / 50.0));
            // A country and a job type: a tenth.
            assert!(!whole(below * 10.0, f64::from(max_doc) / 10.0));
        }
    }
}
