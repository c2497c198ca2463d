//! A common keyword term's documents in a segment as one bit each, and its frequency
//! where above 1, read once and then kept (`BoundsCache`). Its bits are then ANDed with
//! the filters' and the other common words' a 64-bit word at a time, and it is scored
//! only at the documents that match everything. From postings, a search reads past every
//! posting in a window to reach the few it needs: at a million profiles "developer"
//! matches 7 profiles in 10, about 2,900 of a window of 4,096, where a city and a job
//! type keep about 70 (docs/search.md).

use std::sync::Arc;

use tantivy::{
    DocId, Score, SegmentReader, TERMINATED, Term, fieldnorm::FieldNormReader, query::Bm25Weight,
    schema::IndexRecordOption,
};

use super::{
    Mask, Matches, WORDS,
    filter_bits::TermBits,
    postings::{Postings, score},
};

/// A keyword term's documents are kept as bits when at least one document in this many
/// has it: two bits per document then cost at most 32 per posting, less than its
/// postings take once decoded.
pub const FREQS_FROM_SHARE: u32 = 16;

/// Whether a term of `doc_freq` postings in a segment of `max_doc` is kept.
pub fn common(doc_freq: u32, max_doc: DocId) -> bool {
    u64::from(doc_freq) * u64::from(FREQS_FROM_SHARE) >= u64::from(max_doc)
}

/// A keyword term in a segment: which documents have it (deleted ones included, as in
/// the postings) and, apart, those that have it more than once and how many times. Most
/// have it once: a byte per document for the frequency would be read at every match,
/// and at a million profiles those bytes outgrow the processor's caches.
pub struct TermFreqs {
    bits: TermBits,
    repeated: TermBits,
    /// The documents of `repeated` in order, each with its frequency.
    repeats: Vec<(DocId, u32)>,
}

impl TermFreqs {
    /// Reads every posting of `term` in `reader`.
    pub(crate) fn compute(reader: &SegmentReader, term: &Term) -> tantivy::Result<Self> {
        let mut postings = Postings::open(reader, term, IndexRecordOption::WithFreqs)?;
        let each = |each: &mut dyn FnMut(DocId, u32)| {
            if let Some(postings) = &mut postings {
                postings.each_between(0, TERMINATED, each);
            }
        };
        Ok(Self::of_postings(each, reader.max_doc()))
    }

    /// From what `postings` gives (each document and its frequency, in order).
    fn of_postings(postings: impl FnOnce(&mut dyn FnMut(DocId, u32)), max_doc: DocId) -> Self {
        let words = max_doc.div_ceil(64) as usize;
        let (mut bits, mut repeated, mut repeats) = (vec![0u64; words], vec![0u64; words], Vec::new());
        postings(&mut |doc, freq| {
            bits[doc as usize / 64] |= 1 << (doc % 64);
            if freq > 1 {
                repeated[doc as usize / 64] |= 1 << (doc % 64);
                repeats.push((doc, freq));
            }
        });
        Self { bits: TermBits::of_words(bits), repeated: TermBits::of_words(repeated), repeats }
    }

    pub(crate) fn bytes(&self) -> usize {
        self.bits.bytes() + self.repeated.bytes() + self.repeats.len() * 8
    }

    /// How many times document `doc` (which has the term) has it.
    #[inline]
    fn freq(&self, doc: DocId, repeated: bool) -> u32 {
        if !repeated {
            return 1;
        }
        self.repeats.binary_search_by_key(&doc, |&(d, _)| d).map_or(1, |i| self.repeats[i].1)
    }
}

/// A common keyword term read from its bits, scored as Tantivy's `TermScorer` scores it.
pub(crate) struct FreqsCursor {
    kept: Arc<TermFreqs>,
    fieldnorms: FieldNormReader,
    weight: Bm25Weight,
    /// Its score at frequency 1 (most documents) for each field length, as for a term
    /// read from postings (`postings::score`).
    once: Box<[Score; 256]>,
}

impl FreqsCursor {
    pub(crate) fn new(kept: Arc<TermFreqs>, fieldnorms: FieldNormReader, weight: Bm25Weight) -> Self {
        let once = Box::new(std::array::from_fn(|id| weight.score(id as u8, 1)));
        Self { kept, fieldnorms, weight, once }
    }

    /// Its first document at or after `from`, `TERMINATED` when none.
    pub(crate) fn next(&self, from: DocId) -> DocId {
        self.kept.bits.next(from)
    }

    /// Keeps in `bits` (a window starting at `start`) only the documents it has.
    pub(crate) fn and_into(&self, start: DocId, bits: &mut [u64; WORDS]) {
        self.kept.bits.and_into(start, bits);
    }

    /// Adds its documents in the window starting at `start` to `into`, those in `mask`
    /// only when given.
    pub(crate) fn fill(&self, start: DocId, into: &mut Matches, mask: Option<Mask<'_>>) {
        let once = Some(&*self.once);
        for i in 0..WORDS {
            let from = start + i as DocId * 64;
            let mut word = self.kept.bits.word_at(from);
            if let Some(mask) = mask {
                word &= mask.bits[i];
            }
            if word == 0 {
                continue;
            }
            let repeated = self.kept.repeated.word_at(from);
            while word != 0 {
                let bit = word.trailing_zeros();
                word &= word - 1;
                // Past the window's end of a segment (`start` near `max_doc`) no bit is set.
                let doc = from + bit;
                let freq = self.kept.freq(doc, repeated & (1 << bit) != 0);
                into.add(i * 64 + bit as usize, score(once, &self.weight, self.fieldnorms.fieldnorm_id(doc), freq));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_term_is_common_from_one_document_in_sixteen() {
        assert!(common(1_000, 16_000));
        assert!(!common(999, 16_000));
        assert!(!common(0, 1));
    }

    #[test]
    fn its_documents_are_found_and_scored_at_their_frequency() {
        let weight = Bm25Weight::for_one_term(3, 300, 1.0);
        let postings = [(1, 1), (70, 3), (260, 1)];
        let kept = TermFreqs::of_postings(|each| postings.iter().for_each(|&(doc, freq)| each(doc, freq)), 300);
        let cursor = FreqsCursor::new(Arc::new(kept), FieldNormReader::constant(300, 1), weight.clone());
        assert_eq!((cursor.next(0), cursor.next(2), cursor.next(261)), (1, 70, TERMINATED));
        let mut window = Matches::new();
        cursor.fill(64, &mut window, None);
        assert_eq!((window.bits[0], window.bits[(260 - 64) / 64]), (1 << 6, 1 << ((260 - 64) % 64)));
        assert_eq!((window.scores[6], window.scores[260 - 64]), (weight.score(1, 3), weight.score(1, 1)));
        let mut masked = Matches::new();
        cursor.fill(0, &mut masked, Some(Mask::of(&[0; WORDS])));
        assert!(masked.bits.iter().all(|&word| word == 0));
    }
}
