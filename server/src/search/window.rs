//! Every match of a keyword search scored and counted a window of 4,096 documents at a
//! time, as Lucene's bulk scorers do. Each keyword unit reads its terms' postings block
//! by block into the window (a bit and a score per document), the required units' and
//! filters' bits are intersected a 64-bit word at a time, the exclusions' bits taken out,
//! and only the documents left are summed and collected; once the parts read so far leave
//! few documents in a window, the next part scores only those, and seeks them in its
//! postings when they are far fewer than its postings there. A common word (in one
//! profile in 16 or more) is read from bits kept for the segment (`freqs`), as a common
//! filter is (`bits`): ANDed with the others a word at a time, scored only at the
//! documents that match everything (docs/search.md). Tantivy's boolean scorer steps
//! each unit's union document by document and seeks the other units to it: for two broad
//! units ("python developer") that cost three times reading their postings.
//!
//! The scores are Tantivy's: the same BM25 weights and boosts per term, summed within a
//! unit in its clause order, across the required parts as Tantivy's `Intersection` adds
//! them (the two cheapest first). Which parts are cheapest Tantivy decides from its
//! scorers' state, so with three parts or more a sum can differ from its sum in the last
//! bit; `query::pruning_tests` checks every match and score against Tantivy's.

use tantivy::{
    DocId, Score, Searcher, SegmentReader, TERMINATED, Term,
    collector::{Collector, SegmentCollector},
    fastfield::AliveBitSet,
    fieldnorm::FieldNormReader,
    postings::BlockSegmentPostings,
    query::Bm25Weight,
    schema::IndexRecordOption,
};

use super::{node::Node, query::Plan};

mod bits;
mod bounds;
mod freqs;
pub(super) mod gated;

pub use bounds::BoundsCache;
use bounds::GROUP;
pub use gated::top;

/// Documents per window; fewer in tests, so that their small segments have several.
const WINDOW: u32 = if cfg!(test) { 256 } else { 4096 };
const WORDS: usize = WINDOW as usize / 64;
/// Documents per full block of postings (Tantivy's `COMPRESSION_BLOCK_SIZE`); only the
/// last block of a term is shorter.
const BLOCK: usize = 128;

/// One window's matches of a part of the query: a bit and a score per document.
struct Matches {
    bits: Box<[u64; WORDS]>,
    scores: Box<[Score; WINDOW as usize]>,
}

impl Matches {
    fn new() -> Self {
        Self { bits: Box::new([0; WORDS]), scores: Box::new([0.0; WINDOW as usize]) }
    }

    /// Empties the window, touching only the scores of the words that matched.
    fn clear(&mut self) {
        for (word, bits) in self.bits.iter_mut().enumerate() {
            if *bits != 0 {
                self.scores[word * 64..word * 64 + 64].fill(0.0);
                *bits = 0;
            }
        }
    }

    #[inline]
    fn add(&mut self, at: usize, score: Score) {
        self.bits[at / 64] |= 1 << (at % 64);
        self.scores[at] += score;
    }
}

/// Documents of a window that a part needs to score: those every part before it matched,
/// or the groups whose bound may reach the page (`gated`).
#[derive(Clone, Copy)]
struct Mask<'a> {
    bits: &'a [u64; WORDS],
    /// How many are set.
    count: u32,
    /// Whether it is whole groups of `GROUP` documents (so read as runs of groups).
    grouped: bool,
    /// How many runs of consecutive groups it has (when grouped).
    runs: u32,
}

impl<'a> Mask<'a> {
    /// The groups set in `bits`, each set whole.
    fn grouped(bits: &'a [u64; WORDS]) -> Self {
        let mask = Self { bits, count: bits.iter().map(|b| b.count_ones()).sum(), grouped: true, runs: 0 };
        let mut runs = 0;
        mask.each_run(|_, _| runs += 1);
        Self { runs, ..mask }
    }

    /// Calls `each(from, to)` for each run of consecutive groups set, as window positions.
    fn each_run(&self, mut each: impl FnMut(u32, u32)) {
        let mut open = None;
        for group in 0..WINDOW / GROUP {
            let at = group * GROUP;
            let set = is_set(self.bits, at as usize);
            match (set, open) {
                (true, None) => open = Some(at),
                (false, Some(from)) => {
                    each(from, at);
                    open = None;
                }
                _ => {}
            }
        }
        if let Some(from) = open {
            each(from, WINDOW);
        }
    }

    /// The documents set in `bits` when under a quarter of the window: then reading the
    /// next part's postings past the others (a hard-to-predict branch per posting) costs
    /// less than scoring them all. Measured at 1M profiles: the filtered searches 10 to
    /// 30% faster, the unfiltered ones unchanged (docs/search.md).
    fn if_sparse(bits: &'a [u64; WORDS]) -> Option<Self> {
        let mask = Self::of(bits);
        (mask.count * 4 < WINDOW).then_some(mask)
    }

    /// The documents set in `bits`.
    fn of(bits: &'a [u64; WORDS]) -> Self {
        Self { bits, count: bits.iter().map(|b| b.count_ones()).sum(), grouped: false, runs: 0 }
    }

    #[inline]
    fn has(&self, at: usize) -> bool {
        is_set(self.bits, at)
    }
}

/// Whether the window position `at` is set in `bits`.
#[inline]
fn is_set(bits: &[u64; WORDS], at: usize) -> bool {
    bits[at / 64] & (1 << (at % 64)) != 0
}

/// Calls `each` with the window positions set in `bits`, in order.
#[inline]
fn each_position(bits: &[u64; WORDS], mut each: impl FnMut(usize)) {
    for (word, &bits) in bits.iter().enumerate() {
        let mut rest = bits;
        while rest != 0 {
            each(word * 64 + rest.trailing_zeros() as usize);
            rest &= rest - 1;
        }
    }
}

/// A term's postings in one segment, read a block at a time.
struct Postings {
    block: BlockSegmentPostings,
    /// The current document's index in the loaded block.
    at: usize,
}

impl Postings {
    fn open(reader: &SegmentReader, term: &Term, option: IndexRecordOption) -> tantivy::Result<Option<Self>> {
        let block = reader.inverted_index(term.field())?.read_block_postings(term, option)?;
        Ok(block.filter(|b| b.doc_freq() > 0).map(|block| Self { block, at: 0 }))
    }

    /// The current document, `TERMINATED` once every one was read.
    fn doc(&self) -> DocId {
        self.block.docs().get(self.at).copied().unwrap_or(TERMINATED)
    }

    /// The current document's term frequency.
    fn freq(&self) -> u32 {
        self.block.freq(self.at)
    }

    /// Moves to the first document at or after `target`.
    fn seek(&mut self, target: DocId) {
        let docs = self.block.docs();
        match docs.last() {
            None => {}
            Some(&last) if last >= target => self.at += docs[self.at..].partition_point(|&d| d < target),
            Some(_) => self.at = self.block.seek(target),
        }
    }

    /// Calls `each(position in the window, document, term frequency)` for its documents
    /// in the window starting at `start`, and moves past them.
    #[inline]
    fn each_in(&mut self, start: DocId, mut each: impl FnMut(usize, DocId, u32)) {
        self.each_between(start, start.saturating_add(WINDOW), |doc, freq| each((doc - start) as usize, doc, freq));
    }

    /// Calls `each(document, term frequency)` for its documents from `from` to before
    /// `end`, and moves past them.
    #[inline]
    fn each_between(&mut self, from: DocId, end: DocId, mut each: impl FnMut(DocId, u32)) {
        self.seek(from);
        loop {
            let docs = self.block.docs();
            if self.at >= docs.len() {
                if docs.len() < BLOCK {
                    return;
                }
                self.block.advance();
                self.at = 0;
                continue;
            }
            while self.at < docs.len() {
                let doc = docs[self.at];
                if doc >= end {
                    return;
                }
                each(doc, self.freq());
                self.at += 1;
            }
        }
    }
}

/// A term of a unit or a filter: its postings and its BM25 weight with the boosts above it.
struct TermCursor {
    postings: Postings,
    fieldnorms: FieldNormReader,
    weight: Bm25Weight,
    /// For a term with many postings, its score at term frequency 1 (most postings) for
    /// each field length, computed as `weight.score` computes it: a division less per posting.
    once: Option<Box<[Score; 256]>>,
    /// How many postings it has in a window, on average: whether seeking a mask's
    /// documents beats reading every posting past.
    per_window: u32,
}

/// Terms with at least this many postings in a segment get the table of `once`
/// (256 scores computed ahead). Lower in tests, whose segments are small, so that they
/// compare the table's scores with Tantivy's.
const TABLE_FROM: u32 = if cfg!(test) { 64 } else { 2048 };

/// A masked term seeks its documents when the mask holds fewer than one in this many of
/// its postings per window. Measured at 1M profiles within one run: 16 beat 4 and 32
/// (docs/search.md).
const SEEK_BELOW: u32 = 16;

/// A masked term reads its postings within the mask's runs of groups only when they are
/// fewer than one in this many of its postings per window: each run costs a seek, and
/// reading the postings in between costs less than many seeks.
const RUN_SEEKS_BELOW: u32 = 8;

/// A term's score at `freq` in a field of length `id`: from the table of scores at
/// frequency 1 when there is one, as `weight.score` computes it otherwise.
#[inline(always)]
fn score(once: Option<&[Score; 256]>, weight: &Bm25Weight, id: u8, freq: u32) -> Score {
    match once {
        Some(once) if freq == 1 => once[usize::from(id)],
        _ => weight.score(id, freq),
    }
}

impl TermCursor {
    fn new(postings: Postings, fieldnorms: FieldNormReader, weight: Bm25Weight, max_doc: DocId) -> Self {
        let doc_freq = postings.block.doc_freq();
        let once = (doc_freq >= TABLE_FROM).then(|| Box::new(std::array::from_fn(|id| weight.score(id as u8, 1))));
        let per_window = (u64::from(doc_freq) * u64::from(WINDOW) / u64::from(max_doc.max(1))) as u32;
        Self { postings, fieldnorms, weight, once, per_window }
    }

    /// Adds its documents in the window to `into`, each scored as Tantivy's `TermScorer`.
    fn fill(&mut self, start: DocId, into: &mut Matches) {
        self.fill_kept(start, into, |_| true);
    }

    /// As `fill`, for its documents set in `mask` only. When the mask holds far fewer
    /// documents than the term has postings in a window, each is sought in the decoded
    /// blocks (a binary search); otherwise the postings are read past the others unscored.
    fn fill_masked(&mut self, start: DocId, mask: Mask<'_>, into: &mut Matches) {
        if mask.count * SEEK_BELOW < self.per_window {
            self.fill_sought(start, mask, into);
        } else if mask.grouped && mask.runs * RUN_SEEKS_BELOW < self.per_window {
            self.fill_runs(start, mask, into);
        } else {
            self.fill_kept(start, into, |at| mask.has(at));
        }
    }

    /// Reads its postings within each run of the groups of `mask` only: the skip list and
    /// a binary search pass those in between.
    fn fill_runs(&mut self, start: DocId, mask: Mask<'_>, into: &mut Matches) {
        let (postings, fieldnorms, weight, once) = (&mut self.postings, &self.fieldnorms, &self.weight, &self.once);
        mask.each_run(|from, to| {
            postings.each_between(start + from, start.saturating_add(to), |doc, freq| {
                let id = fieldnorms.fieldnorm_id(doc);
                into.add((doc - start) as usize, score(once.as_deref(), weight, id, freq));
            });
        });
    }

    /// Seeks each document of `mask` in its postings: the skip list passes the blocks
    /// with none, and within a block a binary search passes the postings between two.
    fn fill_sought(&mut self, start: DocId, mask: Mask<'_>, into: &mut Matches) {
        let (postings, fieldnorms, weight, once) = (&mut self.postings, &self.fieldnorms, &self.weight, &self.once);
        each_position(mask.bits, |at| {
            let doc = start + at as DocId;
            postings.seek(doc);
            if postings.doc() == doc {
                let id = fieldnorms.fieldnorm_id(doc);
                into.add(at, score(once.as_deref(), weight, id, postings.freq()));
            }
        });
    }

    /// Adds the documents `keep` keeps; a loop of its own for each kind of lookup, so
    /// that the common one (the table, no `keep`) has no branch but the term frequency's.
    #[inline(always)]
    fn fill_kept(&mut self, start: DocId, into: &mut Matches, keep: impl Fn(usize) -> bool) {
        let (fieldnorms, weight) = (&self.fieldnorms, &self.weight);
        match &self.once {
            Some(once) => self.postings.each_in(start, |at, doc, freq| {
                if keep(at) {
                    into.add(at, score(Some(once), weight, fieldnorms.fieldnorm_id(doc), freq));
                }
            }),
            None => self.postings.each_in(start, |at, doc, freq| {
                if keep(at) {
                    into.add(at, score(None, weight, fieldnorms.fieldnorm_id(doc), freq));
                }
            }),
        }
    }
}

/// A unit's node with each term's weight, prepared once per search.
enum Weighted {
    Term { term: Term, option: IndexRecordOption, weight: Bm25Weight },
    Any(Vec<Weighted>),
    All(Vec<Weighted>),
}

impl Weighted {
    /// The node's terms weighted as Tantivy weighs them: BM25 over the whole index, times
    /// the boosts above them, multiplied in the order its `BoostWeight`s pass them down.
    fn of(node: &Node, searcher: &Searcher, boost: Score) -> tantivy::Result<Self> {
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

    fn term(term: &Term, option: IndexRecordOption, searcher: &Searcher, boost: Score) -> tantivy::Result<Self> {
        let weight = Bm25Weight::for_terms(searcher, std::slice::from_ref(term))?.boost_by(boost);
        Ok(Weighted::Term { term: term.clone(), option, weight })
    }

    /// Its cursors in one segment, a common keyword term's from the bits `cache` keeps
    /// (`freqs`); `None` when it can match nothing there.
    fn open(&self, reader: &SegmentReader, cache: &BoundsCache) -> tantivy::Result<Option<Part>> {
        Ok(match self {
            Weighted::Term { term, option, weight } => {
                // A filter's term (indexed without frequencies) is never kept so.
                if *option == IndexRecordOption::WithFreqs
                    && let Some((freqs, doc_freq)) = cache.common_freqs(reader, term)?
                {
                    let cursor = freqs::FreqsCursor::new(freqs, field_norms(reader, term)?, weight.clone());
                    return Ok(Some(Part { cost: u64::from(doc_freq), kind: Kind::Freqs(Box::new(cursor)) }));
                }
                let Some(postings) = Postings::open(reader, term, *option)? else { return Ok(None) };
                let fieldnorms = field_norms(reader, term)?;
                let cost = u64::from(postings.block.doc_freq());
                Some(Part {
                    cost,
                    kind: Kind::Term(Box::new(TermCursor::new(postings, fieldnorms, weight.clone(), reader.max_doc()))),
                })
            }
            Weighted::Any(children) => {
                let mut parts = Vec::new();
                for child in children {
                    parts.extend(child.open(reader, cache)?);
                }
                let cost = parts.iter().map(|p| p.cost).sum();
                (!parts.is_empty()).then_some(Part { cost, kind: Kind::Any(parts) })
            }
            Weighted::All(children) => {
                let mut parts = Vec::new();
                for child in children {
                    match child.open(reader, cache)? {
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
fn field_norms(reader: &SegmentReader, term: &Term) -> tantivy::Result<FieldNormReader> {
    Ok(reader
        .fieldnorms_readers()
        .get_field(term.field())?
        .unwrap_or_else(|| FieldNormReader::constant(reader.max_doc(), 1)))
}

/// A part of the query in one segment.
struct Part {
    /// How many postings it reads: the cheapest parts of a conjunction go first.
    cost: u64,
    kind: Kind,
}

enum Kind {
    /// Boxed: a term's decoded block of postings is a kilobyte.
    Term(Box<TermCursor>),
    /// A common filter's term, read from its kept bits.
    Bits(Box<bits::BitsCursor>),
    /// A common keyword term, read from its kept bits and frequencies.
    Freqs(Box<freqs::FreqsCursor>),
    /// Scores summed in clause order, as Tantivy's buffered union does.
    Any(Vec<Part>),
    All(All),
}

impl Part {
    /// No document before this one at or after `from` can match.
    fn next(&mut self, from: DocId) -> DocId {
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
    fn kept_as_bits(&self) -> bool {
        match &self.kind {
            Kind::Bits(_) | Kind::Freqs(_) => true,
            Kind::Any(parts) => parts.iter().all(Part::kept_as_bits),
            Kind::All(all) => all.parts.iter().all(Part::kept_as_bits),
            Kind::Term(_) => false,
        }
    }

    /// Keeps in `both` (a window starting at `start`) only the documents it matches; for
    /// a part `kept_as_bits` only.
    fn and_into(&self, start: DocId, both: &mut [u64; WORDS]) {
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
    fn fill(&mut self, start: DocId, into: &mut Matches, mask: Option<Mask<'_>>) {
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

/// Parts that must all match, each with a window of its own.
struct All {
    /// Cheapest first: the order their scores add up in.
    parts: Vec<Part>,
    /// The order they are read in: the filters and common words kept as bits first (a
    /// word operation per 64 documents), then the others cheapest first.
    order: Vec<usize>,
    /// How many of `order` are bits.
    bits: usize,
    windows: Vec<Matches>,
    /// The documents every part matched, in the last window filled.
    both: Box<[u64; WORDS]>,
}

impl All {
    fn of(mut parts: Vec<Part>) -> Option<Self> {
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
    fn filter_bits(&self) -> Vec<std::sync::Arc<bits::TermBits>> {
        let bits = self.order[..self.bits].iter().map(|&i| &self.parts[i].kind);
        bits.filter_map(|kind| if let Kind::Bits(cursor) = kind { Some(cursor.bits().clone()) } else { None }).collect()
    }

    /// The postings of its cheapest part: it matches no more documents.
    fn cost(&self) -> u64 {
        self.parts[0].cost
    }

    /// Fills the parts' windows, the bits of the filters and common words ANDed first
    /// and then the others cheapest first, until one leaves nothing in common; the parts
    /// kept as bits are scored last, at the documents left. Returns whether any document
    /// matched them all (then in `both`). Only the documents in `mask` (all when `None`)
    /// are looked at, and after the first part, when few are left, only those every part
    /// before matched: the rest cannot match them all, so they go unscored. A match's
    /// score is the same either way.
    fn matches(&mut self, start: DocId, mask: Option<Mask<'_>>) -> bool {
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
    fn score(&self, at: usize) -> Score {
        let score = |i: usize| self.windows[i].scores[at];
        match self.windows.len() {
            1 => score(0),
            n => score(0) + score(1) + (2..n).map(score).sum::<Score>(),
        }
    }

    fn fill(&mut self, start: DocId, into: &mut Matches, mask: Option<Mask<'_>>) {
        if self.matches(start, mask) {
            each_position(&self.both, |at| into.add(at, self.score(at)));
        }
    }
}

/// The plan prepared once for every segment.
struct Prepared {
    /// The required keyword units, then the filters' terms.
    required: Vec<Weighted>,
    optional: Vec<Weighted>,
    exclusions: Vec<Term>,
    /// How many of `required` are keyword units (the rest are filters).
    required_units: usize,
    /// For each keyword unit, required then optional (as `units` gives them), its index
    /// in the plan's units.
    plan_order: Vec<usize>,
}

impl Prepared {
    /// `None` for a plan this module does not evaluate (no required keyword unit, or
    /// only newer profiles): Tantivy's scorer runs it.
    fn of(searcher: &Searcher, plan: &Plan) -> tantivy::Result<Option<Self>> {
        if plan.newer_than.is_some() || !plan.units.iter().any(|(_, required)| *required) {
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
        let exclusions = plan.exclusions.clone();
        Ok(Some(Self { required, optional, exclusions, required_units, plan_order }))
    }

    /// The keyword units, required first, each with its index in the plan's units.
    fn units(&self) -> impl Iterator<Item = (usize, &Weighted)> {
        let weighted = self.required[..self.required_units].iter().chain(&self.optional);
        self.plan_order.iter().copied().zip(weighted)
    }

    /// The filters' terms.
    fn filters(&self) -> &[Weighted] {
        &self.required[self.required_units..]
    }

    /// Whether each of `windows` windows of `reader` holds a document an exclusion names.
    fn excluded_windows(&self, reader: &SegmentReader, windows: usize) -> tantivy::Result<Vec<bool>> {
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
    fn open<'r>(&self, reader: &'r SegmentReader, cache: &BoundsCache) -> tantivy::Result<Option<Run<'r>>> {
        let mut parts = Vec::with_capacity(self.required.len());
        for (i, weighted) in self.required.iter().enumerate() {
            let part =
                if i < self.required_units { weighted.open(reader, cache)? } else { filter(weighted, reader, cache)? };
            match part {
                Some(part) => parts.push(part),
                None => return Ok(None),
            }
        }
        let Some(required) = All::of(parts) else { return Ok(None) };
        let mut optional = Vec::new();
        for weighted in &self.optional {
            optional.extend(weighted.open(reader, cache)?.map(|part| (part, Matches::new())));
        }
        let mut exclusions = Vec::new();
        for term in &self.exclusions {
            exclusions.extend(Postings::open(reader, term, IndexRecordOption::Basic)?);
        }
        let alive = reader.alive_bitset();
        Ok(Some(Run { required, optional, optional_sum: Matches::new(), exclusions, alive }))
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
fn filter(weighted: &Weighted, reader: &SegmentReader, cache: &BoundsCache) -> tantivy::Result<Option<Part>> {
    let Weighted::Term { term, weight, .. } = weighted else { return weighted.open(reader, cache) };
    let Some((kept, doc_freq)) = cache.dense_bits(reader, term)? else { return weighted.open(reader, cache) };
    let cursor = bits::BitsCursor::new(kept, field_norms(reader, term)?, weight.clone());
    Ok(Some(Part { cost: u64::from(doc_freq), kind: Kind::Bits(Box::new(cursor)) }))
}

/// The plan's cursors in one segment, read window by window.
struct Run<'r> {
    required: All,
    optional: Vec<(Part, Matches)>,
    optional_sum: Matches,
    exclusions: Vec<Postings>,
    alive: Option<&'r AliveBitSet>,
}

impl Run<'_> {
    /// No document before this one at or after `from` matches every required part.
    fn first_from(&mut self, from: DocId) -> DocId {
        self.required.parts.iter_mut().map(|p| p.next(from)).max().unwrap_or(TERMINATED)
    }

    /// Collects every match of a segment of `max_doc` documents, from where the cursors
    /// stand, each window starting at the first document that may match.
    fn every_window(&mut self, max_doc: DocId, collector: &mut impl SegmentCollector) {
        self.every_window_between(0, max_doc, collector);
    }

    /// As `every_window`, for the windows starting from `from` to before `end` (the last
    /// of them may reach past it).
    fn every_window_between(&mut self, mut from: DocId, end: DocId, collector: &mut impl SegmentCollector) {
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
    fn window(&mut self, start: DocId, groups: Option<&[u64; WORDS]>, collector: &mut impl SegmentCollector) {
        let mask = groups.map(Mask::grouped);
        let required = &mut self.required;
        if !required.matches(start, mask) {
            return;
        }
        for postings in &mut self.exclusions {
            let both = &mut required.both;
            postings.each_in(start, |at, _, _| both[at / 64] &= !(1 << (at % 64)));
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
) -> tantivy::Result<Option<C::Fruit>> {
    let Some(prepared) = Prepared::of(searcher, plan)? else { return Ok(None) };
    let mut fruits = Vec::new();
    for (ordinal, reader) in searcher.segment_readers().iter().enumerate() {
        let mut segment = collector.for_segment(ordinal as u32, reader)?;
        prepared.collect(reader, cache, &mut segment)?;
        fruits.push(segment.harvest());
    }
    collector.merge_fruits(fruits).map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_the_set_bits_in_order() {
        let mut bits = [0u64; WORDS];
        bits[0] = 0b1010;
        bits[2] = 1 << 63;
        let mut positions = Vec::new();
        each_position(&bits, |at| positions.push(at));
        assert_eq!(positions, [1, 3, 191]);
    }
}
