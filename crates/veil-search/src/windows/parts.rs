//! The parts of a query in one segment: a keyword unit's tree with each term's BM25
//! weight (`Weighted`, once per search), and in each segment its cursors (`Part`): a
//! term's postings, a common term's or filter's kept bits, a union, a conjunction
//! (`All`: the kept bits ANDed first, then the others cheapest first, each scoring only
//! what the ones before left when that is few). And a part's bounds, read once.

use tantivy::{
    DocId, Score, Searcher, SegmentReader, TERMINATED, Term, fieldnorm::FieldNormReader, query::Bm25Weight,
    schema::IndexRecordOption,
};

use super::{
    BoundsCache, Mask, Matches, WINDOW, WORDS,
    bounds::{Corners, UnitBounds},
    common_terms::FreqsCursor,
    each_position,
    filter_bits::{BitsCursor, TermBits},
    postings::{Postings, TermCursor},
};
use crate::{node::Node, tuning::Tuning};

/// A unit's node with each term's weight, prepared once per search.
pub(crate) enum Weighted {
    Term { term: Term, option: IndexRecordOption, weight: Bm25Weight },
    Any(Vec<Weighted>),
    All(Vec<Weighted>),
}

impl Weighted {
    /// The node's terms weighted as Tantivy weighs them: BM25 over the whole index, times
    /// the boosts above them, multiplied in the order its `BoostWeight`s pass them down.
    pub(crate) fn of(node: &Node, searcher: &Searcher, boost: Score) -> tantivy::Result<Self> {
        Ok(match node {
            Node::Term { term, weight } => Self::term(term, IndexRecordOption::WithFreqs, searcher, boost * weight)?,
            Node::Any(children) => Weighted::Any(Self::all_of(children, searcher, boost)?),
            Node::All(children) => Weighted::All(Self::all_of(children, searcher, boost)?),
            Node::Boost(child, factor) => Self::of(child, searcher, boost * factor)?,
        })
    }

    fn all_of(nodes: &[Node], searcher: &Searcher, boost: Score) -> tantivy::Result<Vec<Self>> {
        nodes.iter().map(|node| Self::of(node, searcher, boost)).collect()
    }

    pub(crate) fn term(
        term: &Term,
        option: IndexRecordOption,
        searcher: &Searcher,
        boost: Score,
    ) -> tantivy::Result<Self> {
        let weight = Bm25Weight::for_terms(searcher, std::slice::from_ref(term))?.boost_by(boost);
        Ok(Weighted::Term { term: term.clone(), option, weight })
    }

    /// Its cursors in one segment, a common keyword term's from the bits `cache` keeps
    /// (`common_terms`); `None` when it can match nothing there.
    pub(crate) fn open(
        &self,
        reader: &SegmentReader,
        cache: &BoundsCache,
        tuning: &Tuning,
    ) -> tantivy::Result<Option<Part>> {
        Ok(match self {
            Weighted::Term { term, option, weight } => {
                // A filter's term (indexed without frequencies) is never kept so.
                if *option == IndexRecordOption::WithFreqs
                    && let Some((freqs, doc_freq)) = cache.common_freqs(reader, term)?
                {
                    let cursor = FreqsCursor::new(freqs, field_norms(reader, term)?, weight.clone());
                    return Ok(Some(Part { cost: u64::from(doc_freq), kind: Kind::Freqs(Box::new(cursor)) }));
                }
                let Some(postings) = Postings::open(reader, term, *option)? else { return Ok(None) };
                let fieldnorms = field_norms(reader, term)?;
                let cost = u64::from(postings.block.doc_freq());
                Some(Part {
                    cost,
                    kind: Kind::Term(Box::new(TermCursor::new(
                        postings,
                        fieldnorms,
                        weight.clone(),
                        reader.max_doc(),
                        tuning.table_from,
                    ))),
                })
            }
            Weighted::Any(children) => {
                let mut parts = Vec::new();
                for child in children {
                    parts.extend(child.open(reader, cache, tuning)?);
                }
                let cost = parts.iter().map(|p| p.cost).sum();
                (!parts.is_empty()).then_some(Part { cost, kind: Kind::Any(parts) })
            }
            Weighted::All(children) => {
                let mut parts = Vec::new();
                for child in children {
                    match child.open(reader, cache, tuning)? {
                        Some(part) => parts.push(part),
                        None => return Ok(None),
                    }
                }
                All::of(parts).map(|all| Part { cost: all.cost(), kind: Kind::All(all) })
            }
        })
    }
}

/// The lengths of `term`'s field in `reader`; as Tantivy's `TermWeight`, a field without
/// norms scores as if of length 1.
pub(crate) fn field_norms(reader: &SegmentReader, term: &Term) -> tantivy::Result<FieldNormReader> {
    Ok(reader
        .fieldnorms_readers()
        .get_field(term.field())?
        .unwrap_or_else(|| FieldNormReader::constant(reader.max_doc(), 1)))
}

/// A part of the query in one segment.
pub(crate) struct Part {
    /// How many postings it reads: the cheapest parts of a conjunction go first.
    pub(crate) cost: u64,
    pub(crate) kind: Kind,
}

pub(crate) enum Kind {
    /// Boxed: a term's decoded block of postings is a kilobyte.
    Term(Box<TermCursor>),
    /// A common filter's term, read from its kept bits.
    Bits(Box<BitsCursor>),
    /// A common keyword term, read from its kept bits and frequencies.
    Freqs(Box<FreqsCursor>),
    /// Scores summed in clause order, as Tantivy's buffered union does.
    Any(Vec<Part>),
    All(All),
}

impl Part {
    /// No document before this one at or after `from` can match.
    pub(crate) fn next(&mut self, from: DocId) -> DocId {
        match &mut self.kind {
            Kind::Term(cursor) => {
                cursor.postings.seek(from);
                cursor.postings.doc()
            }
            Kind::Bits(cursor) => cursor.next(from),
            Kind::Freqs(cursor) => cursor.next(from),
            Kind::Any(parts) => parts.iter_mut().map(|p| p.next(from)).min().unwrap_or(TERMINATED),
            Kind::All(all) => all.parts.iter_mut().map(|p| p.next(from)).max().unwrap_or(TERMINATED),
        }
    }

    /// Whether its matches are read from bits kept for the segment: a common filter's
    /// term, a common keyword term, or a union or conjunction of those. It then needs no
    /// cursor moving forward, and is read at any documents for a word operation per 64.
    pub(crate) fn kept_as_bits(&self) -> bool {
        match &self.kind {
            Kind::Bits(_) | Kind::Freqs(_) => true,
            Kind::Any(parts) => parts.iter().all(Part::kept_as_bits),
            Kind::All(all) => all.parts.iter().all(Part::kept_as_bits),
            Kind::Term(_) => false,
        }
    }

    /// Keeps in `both` (a window starting at `start`) only the documents it matches; for
    /// a part `kept_as_bits` only.
    pub(crate) fn and_into(&self, start: DocId, both: &mut [u64; WORDS]) {
        match &self.kind {
            Kind::Bits(cursor) => cursor.and_into(start, both),
            Kind::Freqs(cursor) => cursor.and_into(start, both),
            Kind::Any(parts) => {
                let mut any = [0u64; WORDS];
                for part in parts {
                    let mut its = *both;
                    part.and_into(start, &mut its);
                    for (any, its) in any.iter_mut().zip(its) {
                        *any |= its;
                    }
                }
                *both = any;
            }
            Kind::All(all) => all.parts.iter().for_each(|part| part.and_into(start, both)),
            Kind::Term(_) => debug_assert!(false, "a term read from postings has no bits"),
        }
    }

    /// Adds its matches in the window to `into`: an empty window, or the one of the
    /// union it belongs to (`Node::merged` flattens unions, so a union's terms add up in
    /// their clause order whichever buffer they land in).
    pub(crate) fn fill(&mut self, start: DocId, into: &mut Matches, mask: Option<Mask<'_>>) {
        match &mut self.kind {
            Kind::Term(cursor) => match mask {
                Some(mask) => cursor.fill_masked(start, mask, into),
                None => cursor.fill(start, into),
            },
            Kind::Bits(cursor) => cursor.fill(start, into, mask),
            Kind::Freqs(cursor) => cursor.fill(start, into, mask),
            Kind::Any(parts) => {
                for part in parts {
                    part.fill(start, into, mask);
                }
            }
            Kind::All(all) => all.fill(start, into, mask),
        }
    }
}

impl Weighted {
    /// Its terms' corners, in the order of the tree.
    pub(crate) fn corners(&self, out: &mut Vec<Corners>) {
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

impl Weighted {
    /// Its bounds in `reader`, from every posting of it, read a window at a time.
    pub(crate) fn bounds(
        &self,
        reader: &SegmentReader,
        cache: &BoundsCache,
        corners: Vec<Corners>,
        tuning: &Tuning,
    ) -> tantivy::Result<UnitBounds> {
        UnitBounds::of_matches(reader, corners, |add| {
            let Some(mut cursors) = self.open(reader, cache, tuning)? else { return Ok(()) };
            let mut window = Matches::new();
            let mut from = 0;
            loop {
                let first = cursors.next(from);
                if first >= reader.max_doc() {
                    return Ok(());
                }
                let start = first / WINDOW * WINDOW;
                window.clear();
                cursors.fill(start, &mut window, None);
                each_position(&window.bits, |at| add(start + at as DocId, window.scores[at]));
                from = start + WINDOW;
            }
        })
    }
}

/// Parts that must all match, each with a window of its own.
pub(crate) struct All {
    /// Cheapest first: the order their scores add up in.
    pub(crate) parts: Vec<Part>,
    /// The order they are read in: the filters and common words kept as bits first (a
    /// word operation per 64 documents), then the others cheapest first.
    order: Vec<usize>,
    /// How many of `order` are bits.
    bits: usize,
    pub(crate) windows: Vec<Matches>,
    /// The documents every part matched, in the last window filled.
    pub(crate) both: Box<[u64; WORDS]>,
}

impl All {
    pub(crate) fn of(mut parts: Vec<Part>) -> Option<Self> {
        if parts.is_empty() {
            return None;
        }
        parts.sort_by_key(|p| p.cost);
        let is_bits = Part::kept_as_bits;
        let mut order: Vec<usize> = (0..parts.len()).collect();
        order.sort_by_key(|&i| !is_bits(&parts[i]));
        let bits = parts.iter().filter(|p| is_bits(p)).count();
        let windows = parts.iter().map(|_| Matches::new()).collect();
        Some(Self { parts, order, bits, windows, both: Box::new([0; WORDS]) })
    }

    /// The bits of its filters read from bits.
    pub(crate) fn filter_bits(&self) -> Vec<std::sync::Arc<TermBits>> {
        let bits = self.order[..self.bits].iter().map(|&i| &self.parts[i].kind);
        bits.filter_map(|kind| if let Kind::Bits(cursor) = kind { Some(cursor.bits().clone()) } else { None }).collect()
    }

    /// The postings of its cheapest part: it matches no more documents.
    pub(crate) fn cost(&self) -> u64 {
        self.parts[0].cost
    }

    /// Fills the parts' windows, the bits of the filters and common words ANDed first
    /// and then the others cheapest first, until one leaves nothing in common; the parts
    /// kept as bits are scored last, at the documents left. Returns whether any document
    /// matched them all (then in `both`). Only the documents in `mask` (all when `None`)
    /// are looked at, and after the first part, when few are left, only those every part
    /// before matched: the rest cannot match them all, so they go unscored. A match's
    /// score is the same either way.
    pub(crate) fn matches(&mut self, start: DocId, mask: Option<Mask<'_>>) -> bool {
        let (parts, windows, both) = (&mut self.parts, &mut self.windows, &mut self.both);
        let (bits, rest) = self.order.split_at(self.bits);
        if !bits.is_empty() {
            // The bits ANDed first: the other parts read only what they keep.
            **both = mask.map_or([u64::MAX; WORDS], |mask| *mask.bits);
            for &i in bits {
                parts[i].and_into(start, both);
            }
            if both.iter().all(|&b| b == 0) {
                return false;
            }
        }
        for (n, &i) in rest.iter().enumerate() {
            let first = bits.is_empty() && n == 0;
            let window = &mut windows[i];
            window.clear();
            let part_mask = match (first, n) {
                (true, _) => mask,
                (false, 0) => Mask::if_sparse(both).or(mask),
                _ => Mask::if_sparse(both),
            };
            parts[i].fill(start, window, part_mask);
            if first {
                **both = *window.bits;
            } else {
                for (both, bits) in both.iter_mut().zip(window.bits.iter()) {
                    *both &= bits;
                }
            }
            if both.iter().all(|&b| b == 0) {
                return false;
            }
        }
        // The scores of the parts kept as bits, at the documents that matched everything.
        for &i in bits {
            windows[i].clear();
            parts[i].fill(start, &mut windows[i], Some(Mask::of(both)));
        }
        true
    }

    /// The score of the document at `at` (which every part matched), summed as
    /// Tantivy's `Intersection` does: the first two, then the sum of the others.
    #[inline]
    pub(crate) fn score(&self, at: usize) -> Score {
        let score = |i: usize| self.windows[i].scores[at];
        match self.windows.len() {
            1 => score(0),
            n => score(0) + score(1) + (2..n).map(score).sum::<Score>(),
        }
    }

    pub(crate) fn fill(&mut self, start: DocId, into: &mut Matches, mask: Option<Mask<'_>>) {
        if self.matches(start, mask) {
            each_position(&self.both, |at| into.add(at, self.score(at)));
        }
    }
}
