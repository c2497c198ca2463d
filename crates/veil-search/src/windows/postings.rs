//! A term's postings read block by block into a window, each document scored as
//! Tantivy's `TermScorer` scores it: read past, sought one by one, or read in runs,
//! whichever costs less for the documents the parts before it left.

use tantivy::{
    DocId, Score, SegmentReader, TERMINATED, Term, fieldnorm::FieldNormReader, postings::BlockSegmentPostings,
    query::Bm25Weight, schema::IndexRecordOption,
};

use super::{BLOCK, Mask, Matches, WINDOW, each_position};

/// A term's postings in one segment, read a block at a time.
pub(crate) struct Postings {
    pub(crate) block: BlockSegmentPostings,
    /// The current document's index in the loaded block.
    at: usize,
}

impl Postings {
    pub(crate) fn open(
        reader: &SegmentReader,
        term: &Term,
        option: IndexRecordOption,
    ) -> tantivy::Result<Option<Self>> {
        let block = reader.inverted_index(term.field())?.read_block_postings(term, option)?;
        Ok(block.filter(|b| b.doc_freq() > 0).map(|block| Self { block, at: 0 }))
    }

    /// The current document, `TERMINATED` once every one was read.
    pub(crate) fn doc(&self) -> DocId {
        self.block.docs().get(self.at).copied().unwrap_or(TERMINATED)
    }

    /// The current document's term frequency.
    pub(crate) fn freq(&self) -> u32 {
        self.block.freq(self.at)
    }

    /// Moves to the first document at or after `target`.
    pub(crate) fn seek(&mut self, target: DocId) {
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
    pub(crate) fn each_in(&mut self, start: DocId, mut each: impl FnMut(usize, DocId, u32)) {
        self.each_between(start, start.saturating_add(WINDOW), |doc, freq| each((doc - start) as usize, doc, freq));
    }

    /// Calls `each(document, term frequency)` for its documents from `from` to before
    /// `end`, and moves past them.
    #[inline]
    pub(crate) fn each_between(&mut self, from: DocId, end: DocId, mut each: impl FnMut(DocId, u32)) {
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
pub(crate) struct TermCursor {
    pub(crate) postings: Postings,
    fieldnorms: FieldNormReader,
    weight: Bm25Weight,
    /// For a term with many postings, its score at term frequency 1 (most postings) for
    /// each field length, computed as `weight.score` computes it: a division less per posting.
    once: Option<Box<[Score; 256]>>,
    /// How many postings it has in a window, on average: whether seeking a mask's
    /// documents beats reading every posting past.
    per_window: u32,
}

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
pub(crate) fn score(once: Option<&[Score; 256]>, weight: &Bm25Weight, id: u8, freq: u32) -> Score {
    match once {
        Some(once) if freq == 1 => once[usize::from(id)],
        _ => weight.score(id, freq),
    }
}

impl TermCursor {
    /// `table_from`: from how many postings in the segment it gets the table of `once`
    /// (`Tuning::table_from`).
    pub(crate) fn new(
        postings: Postings,
        fieldnorms: FieldNormReader,
        weight: Bm25Weight,
        max_doc: DocId,
        table_from: u32,
    ) -> Self {
        let doc_freq = postings.block.doc_freq();
        let once = (doc_freq >= table_from).then(|| Box::new(std::array::from_fn(|id| weight.score(id as u8, 1))));
        let per_window = (u64::from(doc_freq) * u64::from(WINDOW) / u64::from(max_doc.max(1))) as u32;
        Self { postings, fieldnorms, weight, once, per_window }
    }

    /// Adds its documents in the window to `into`, each scored as Tantivy's `TermScorer`.
    pub(crate) fn fill(&mut self, start: DocId, into: &mut Matches) {
        self.fill_kept(start, into, |_| true);
    }

    /// As `fill`, for its documents set in `mask` only. When the mask holds far fewer
    /// documents than the term has postings in a window, each is sought in the decoded
    /// blocks (a binary search); otherwise the postings are read past the others unscored.
    pub(crate) fn fill_masked(&mut self, start: DocId, mask: Mask<'_>, into: &mut Matches) {
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
