//! A plan prepared once per search (`Prepared`: its terms weighted), its cursors in one
//! segment (`Run`), and every match of it collected window by window (`search`).

use tantivy::{
    DocId, Searcher, SegmentReader, TERMINATED, Term,
    collector::{Collector, SegmentCollector},
    columnar::Column,
    fastfield::AliveBitSet,
    schema::IndexRecordOption,
};

use super::{
    BoundsCache, Mask, Matches, WINDOW, WORDS, each_position,
    filter_bits::BitsCursor,
    is_set,
    parts::{All, Kind, Part, Weighted, field_norms},
    postings::Postings,
};
use crate::{
    plan::{Plan, Range},
    tuning::Tuning,
};

/// The plan prepared once for every segment.
pub(crate) struct Prepared {
    /// The required keyword units, then the filters' terms.
    pub(crate) required: Vec<Weighted>,
    pub(crate) optional: Vec<Weighted>,
    exclusions: Vec<Term>,
    /// Ranges of i64 columns every match falls in, checked at the documents every
    /// required part matches, window by window, as the exclusions are taken out.
    pub(crate) ranges: Vec<Range>,
    /// How many of `required` are keyword units (the rest are filters).
    pub(crate) required_units: usize,
    /// For each keyword unit, required then optional (as `units` gives them), its index
    /// in the plan's units.
    plan_order: Vec<usize>,
    /// The thresholds this search reads by, read once for it.
    pub(crate) tuning: Tuning,
}

impl Prepared {
    /// `None` for a plan this module does not evaluate (no required keyword unit):
    /// Tantivy's scorer runs it.
    pub(crate) fn of(searcher: &Searcher, plan: &Plan, tuning: &Tuning) -> tantivy::Result<Option<Self>> {
        if !plan.units.iter().any(|(_, required)| *required) {
            return Ok(None);
        }
        let units = &plan.units;
        let must = |i: &usize| units[*i].1;
        let plan_order: Vec<usize> =
            (0..units.len()).filter(must).chain((0..units.len()).filter(|i| !must(i))).collect();
        let mut required = Vec::new();
        let mut optional = Vec::new();
        for &i in &plan_order {
            let weighted = Weighted::of(&units[i].0, searcher, 1.0)?;
            if must(&i) { required.push(weighted) } else { optional.push(weighted) }
        }
        let required_units = required.len();
        for term in &plan.filter_terms {
            required.push(Weighted::term(term, IndexRecordOption::Basic, searcher, 1.0)?);
        }
        let (exclusions, ranges) = (plan.exclusions.clone(), plan.ranges.clone());
        Ok(Some(Self { required, optional, exclusions, ranges, required_units, plan_order, tuning: *tuning }))
    }

    /// The keyword units, required first, each with its index in the plan's units.
    pub(crate) fn units(&self) -> impl Iterator<Item = (usize, &Weighted)> {
        let weighted = self.required[..self.required_units].iter().chain(&self.optional);
        self.plan_order.iter().copied().zip(weighted)
    }

    /// The filters' terms.
    pub(crate) fn filters(&self) -> &[Weighted] {
        &self.required[self.required_units..]
    }

    /// Whether each of `windows` windows of `reader` holds a document an exclusion names.
    pub(crate) fn excluded_windows(&self, reader: &SegmentReader, windows: usize) -> tantivy::Result<Vec<bool>> {
        let mut excluded = vec![false; windows];
        for term in &self.exclusions {
            let Some(mut postings) = Postings::open(reader, term, IndexRecordOption::Basic)? else { continue };
            loop {
                let doc = postings.doc();
                if doc == TERMINATED {
                    break;
                }
                let w = doc / WINDOW;
                excluded[w as usize] = true;
                postings.seek((w + 1) * WINDOW);
            }
        }
        Ok(excluded)
    }

    /// Its cursors in `reader`, the common filters read from the bits `cache` keeps;
    /// `None` when a required part has no postings there.
    pub(crate) fn open<'r>(&self, reader: &'r SegmentReader, cache: &BoundsCache) -> tantivy::Result<Option<Run<'r>>> {
        let tuning = &self.tuning;
        let mut parts = Vec::with_capacity(self.required.len());
        for (i, weighted) in self.required.iter().enumerate() {
            let part = if i < self.required_units {
                weighted.open(reader, cache, tuning)?
            } else {
                filter(weighted, reader, cache, tuning)?
            };
            match part {
                Some(part) => parts.push(part),
                None => return Ok(None),
            }
        }
        let Some(required) = All::of(parts) else { return Ok(None) };
        let mut optional = Vec::new();
        for weighted in &self.optional {
            optional.extend(weighted.open(reader, cache, tuning)?.map(|part| (part, Matches::new())));
        }
        let mut exclusions = Vec::new();
        for term in &self.exclusions {
            exclusions.extend(Postings::open(reader, term, IndexRecordOption::Basic)?);
        }
        let ranges = self.ranges.iter().map(|range| InColumn::open(reader, range)).collect::<tantivy::Result<_>>()?;
        let alive = reader.alive_bitset();
        Ok(Some(Run { required, optional, optional_sum: Matches::new(), exclusions, ranges, alive }))
    }

    /// Collects every match in `reader` into `collector`.
    fn collect(
        &self,
        reader: &SegmentReader,
        cache: &BoundsCache,
        collector: &mut impl SegmentCollector,
    ) -> tantivy::Result<()> {
        if let Some(mut run) = self.open(reader, cache)? {
            run.every_window(reader.max_doc(), collector);
        }
        Ok(())
    }
}

/// A filter's term in `reader`: from its bits when common there and `cache` keeps bits,
/// else from its postings; `None` when no document there has it.
fn filter(
    weighted: &Weighted,
    reader: &SegmentReader,
    cache: &BoundsCache,
    tuning: &Tuning,
) -> tantivy::Result<Option<Part>> {
    let Weighted::Term { term, weight, .. } = weighted else { return weighted.open(reader, cache, tuning) };
    let Some((kept, doc_freq)) = cache.dense_bits(reader, term)? else { return weighted.open(reader, cache, tuning) };
    let cursor = BitsCursor::new(kept, field_norms(reader, term)?, weight.clone());
    Ok(Some(Part { cost: u64::from(doc_freq), kind: Kind::Bits(Box::new(cursor)) }))
}

/// The plan's cursors in one segment, read window by window.
pub(crate) struct Run<'r> {
    pub(crate) required: All,
    optional: Vec<(Part, Matches)>,
    optional_sum: Matches,
    exclusions: Vec<Postings>,
    ranges: Vec<InColumn>,
    alive: Option<&'r AliveBitSet>,
}

/// A range over a segment's column of the field's values.
struct InColumn {
    column: Column<i64>,
    range: Range,
}

impl InColumn {
    fn open(reader: &SegmentReader, range: &Range) -> tantivy::Result<Self> {
        let name = reader.schema().get_field_name(range.field);
        Ok(Self { column: reader.fast_fields().i64(name)?, range: range.clone() })
    }

    /// Takes out of `bits` (the window from `start`) the documents whose value is out of
    /// the range (a document without one is out, as in Tantivy's range query).
    fn keep_within(&self, start: DocId, bits: &mut [u64; WORDS]) {
        for (w, word) in bits.iter_mut().enumerate() {
            let mut rest = *word;
            while rest != 0 {
                let bit = rest.trailing_zeros();
                rest &= rest - 1;
                let doc = start + w as DocId * 64 + bit;
                if !self.column.first(doc).is_some_and(|value| self.range.holds(value)) {
                    *word &= !(1 << bit);
                }
            }
        }
    }
}

impl Run<'_> {
    /// No document before this one at or after `from` matches every required part.
    fn first_from(&mut self, from: DocId) -> DocId {
        self.required.parts.iter_mut().map(|p| p.next(from)).max().unwrap_or(TERMINATED)
    }

    /// Collects every match of a segment of `max_doc` documents, from where the cursors
    /// stand, each window starting at the first document that may match.
    pub(crate) fn every_window(&mut self, max_doc: DocId, collector: &mut impl SegmentCollector) {
        self.every_window_between(0, max_doc, collector);
    }

    /// As `every_window`, for the windows starting from `from` to before `end` (the last
    /// of them may reach past it).
    pub(crate) fn every_window_between(&mut self, mut from: DocId, end: DocId, collector: &mut impl SegmentCollector) {
        loop {
            let start = self.first_from(from);
            if start >= end {
                return;
            }
            from = start.saturating_add(WINDOW);
            self.window(start, None, collector);
        }
    }

    /// Collects the matches in the window starting at `start` (no earlier than the
    /// windows before) into `collector`: in its groups set in `groups` only, when given.
    pub(crate) fn window(
        &mut self,
        start: DocId,
        groups: Option<&[u64; WORDS]>,
        collector: &mut impl SegmentCollector,
    ) {
        let mask = groups.map(Mask::grouped);
        let required = &mut self.required;
        if !required.matches(start, mask) {
            return;
        }
        for postings in &mut self.exclusions {
            let both = &mut required.both;
            postings.each_in(start, |at, _, _| both[at / 64] &= !(1 << (at % 64)));
        }
        for range in &self.ranges {
            range.keep_within(start, &mut required.both);
        }
        // Optional units add to the score of the matches they also match, summed
        // as Tantivy's union of them does before adding them to the required score.
        let optional_sum = &mut self.optional_sum;
        optional_sum.clear();
        for (part, window) in &mut self.optional {
            window.clear();
            part.fill(start, window, mask);
            each_position(&window.bits, |at| optional_sum.add(at, window.scores[at]));
        }
        let alive = self.alive;
        if self.optional.is_empty() && alive.is_none() && required.windows.len() == 1 {
            // The common case, one keyword unit: its scores as they are.
            let scores = &required.windows[0].scores;
            each_position(&required.both, |at| collector.collect(start + at as DocId, scores[at]));
            return;
        }
        each_position(&required.both, |at| {
            let doc = start + at as DocId;
            if alive.is_some_and(|alive| !alive.is_alive(doc)) {
                return;
            }
            let mut score = required.score(at);
            if is_set(&optional_sum.bits, at) {
                score += optional_sum.scores[at];
            }
            collector.collect(doc, score);
        });
    }
}

/// What `searcher.search(plan.query, collector)` finds, window by window; `None` for a
/// plan it leaves to Tantivy (see `Prepared::of`).
pub fn search<C: Collector>(
    searcher: &Searcher,
    plan: &Plan,
    collector: &C,
    cache: &BoundsCache,
    tuning: &Tuning,
) -> tantivy::Result<Option<C::Fruit>> {
    let Some(prepared) = Prepared::of(searcher, plan, tuning)? else { return Ok(None) };
    let mut fruits = Vec::new();
    for (ordinal, reader) in searcher.segment_readers().iter().enumerate() {
        let mut segment = collector.for_segment(ordinal as u32, reader)?;
        prepared.collect(reader, cache, &mut segment)?;
        fruits.push(segment.harvest());
    }
    collector.merge_fruits(fruits).map(Some)
}
