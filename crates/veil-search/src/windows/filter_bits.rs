//! A filter's documents in a segment as one bit each, read once and then kept
//! (`BoundsCache`): a window of a common filter ("remote", a country) is then 64 words
//! ANDed with the others' instead of a thousand postings decoded, and the keyword units
//! are read only at the documents every filter keeps. Measured at a million profiles: a
//! rare word with a job type and a place twice as fast, the mix's p95 a fifth lower
//! (docs/search.md).

use tantivy::{DocId, SegmentReader, TERMINATED, Term, fieldnorm::FieldNormReader, query::Bm25Weight};

use super::{GROUP, Mask, Matches, WORDS, postings::Postings};

/// A filter's term is kept as bits when at least one document in this many has it:
/// below, its postings are fewer bytes than the bits and skip faster to the next match.
pub const BITS_FROM_SHARE: u32 = 64;

/// Whether a term of `doc_freq` postings in a segment of `max_doc` is kept as bits.
pub fn dense(doc_freq: u32, max_doc: DocId) -> bool {
    u64::from(doc_freq) * u64::from(BITS_FROM_SHARE) >= u64::from(max_doc)
}

/// One bit per document of a segment: whether the term's postings hold it (deleted
/// documents included, as in the postings; the alive bitset takes them out later).
pub struct TermBits {
    words: Vec<u64>,
}

impl TermBits {
    /// Reads every posting of `term` in `reader`.
    pub(crate) fn compute(reader: &SegmentReader, term: &Term) -> tantivy::Result<Self> {
        let mut words = vec![0u64; reader.max_doc().div_ceil(64) as usize];
        if let Some(mut postings) = Postings::open(reader, term, tantivy::schema::IndexRecordOption::Basic)? {
            postings.each_between(0, TERMINATED, |doc, _| words[doc as usize / 64] |= 1 << (doc % 64));
        }
        Ok(Self { words })
    }

    /// The bits of a segment's documents, 64 a word, the first in bit 0 of the first.
    pub(crate) fn of_words(words: Vec<u64>) -> Self {
        Self { words }
    }

    pub(crate) fn bytes(&self) -> usize {
        self.words.len() * 8
    }

    /// The bits of `docs` in a segment of `max_doc` (for tests).
    #[cfg(test)]
    pub(crate) fn of_docs(docs: &[DocId], max_doc: DocId) -> Self {
        let mut words = vec![0u64; max_doc.div_ceil(64) as usize];
        for &doc in docs {
            words[doc as usize / 64] |= 1 << (doc % 64);
        }
        Self { words }
    }

    /// Word `i`: the documents from `i * 64`, the first in bit 0 (none past the segment).
    #[inline]
    pub(crate) fn word(&self, i: usize) -> u64 {
        self.words.get(i).copied().unwrap_or(0)
    }

    /// The 64 documents from `from` (any position) as one word, the first in bit 0.
    #[inline]
    pub(crate) fn word_at(&self, from: DocId) -> u64 {
        let (at, shift) = ((from / 64) as usize, from % 64);
        let low = self.words.get(at).copied().unwrap_or(0);
        if shift == 0 {
            return low;
        }
        let high = self.words.get(at + 1).copied().unwrap_or(0);
        (low >> shift) | (high << (64 - shift))
    }

    /// Keeps in `bits` (a window starting at `start`) only the documents it has.
    #[inline]
    pub(crate) fn and_into(&self, start: DocId, bits: &mut [u64; WORDS]) {
        for (i, word) in bits.iter_mut().enumerate() {
            if *word != 0 {
                *word &= self.word_at(start + i as DocId * 64);
            }
        }
    }

    /// Its first document at or after `from`, `TERMINATED` when none.
    pub(crate) fn next(&self, from: DocId) -> DocId {
        let mut at = (from / 64) as usize;
        let Some(&first) = self.words.get(at) else { return TERMINATED };
        let mut word = first & (u64::MAX << (from % 64));
        loop {
            if word != 0 {
                return at as DocId * 64 + word.trailing_zeros();
            }
            at += 1;
            match self.words.get(at) {
                Some(&next) => word = next,
                None => return TERMINATED,
            }
        }
    }
}

/// The documents of a segment every one of some filters has: their bits ANDed.
pub(crate) struct Every {
    words: Vec<u64>,
}

impl Every {
    /// `None` without any bits.
    pub(crate) fn of(bits: &[std::sync::Arc<TermBits>]) -> Option<Self> {
        let (first, rest) = bits.split_first()?;
        let mut words = first.words.clone();
        for other in rest {
            for (word, theirs) in words.iter_mut().zip(&other.words) {
                *word &= theirs;
            }
        }
        Some(Self { words })
    }

    /// How many documents of group `g` (of `GROUP`) it has.
    #[inline]
    pub(crate) fn in_group(&self, g: usize) -> u32 {
        let per_word = 64 / GROUP as usize;
        let word = self.words.get(g / per_word).copied().unwrap_or(0);
        ((word >> (g % per_word * GROUP as usize)) & 0xFFFF).count_ones()
    }

    /// How many documents of window `w` it has.
    pub(crate) fn in_window(&self, w: usize) -> u32 {
        let words = self.words.iter().skip(w * WORDS).take(WORDS);
        words.map(|word| word.count_ones()).sum()
    }
}

/// A filter's term read from its bits, scored as Tantivy's `TermScorer` scores it (a
/// filter's term is indexed without frequencies: each of its documents has it once).
/// Only the documents that matched everything are scored, so no table of scores is
/// computed ahead as for a keyword's term.
pub(crate) struct BitsCursor {
    bits: std::sync::Arc<TermBits>,
    fieldnorms: FieldNormReader,
    weight: Bm25Weight,
}

impl BitsCursor {
    pub(crate) fn new(bits: std::sync::Arc<TermBits>, fieldnorms: FieldNormReader, weight: Bm25Weight) -> Self {
        Self { bits, fieldnorms, weight }
    }

    /// Its bits, kept for the segment.
    pub(crate) fn bits(&self) -> &std::sync::Arc<TermBits> {
        &self.bits
    }

    pub(crate) fn next(&self, from: DocId) -> DocId {
        self.bits.next(from)
    }

    pub(crate) fn and_into(&self, start: DocId, bits: &mut [u64; WORDS]) {
        self.bits.and_into(start, bits);
    }

    /// Adds its documents in the window starting at `start` to `into`, those in `mask`
    /// only when given.
    pub(crate) fn fill(&self, start: DocId, into: &mut Matches, mask: Option<Mask<'_>>) {
        for i in 0..WORDS {
            let mut word = self.bits.word_at(start + i as DocId * 64);
            if let Some(mask) = mask {
                word &= mask.bits[i];
            }
            while word != 0 {
                let at = i * 64 + word.trailing_zeros() as usize;
                word &= word - 1;
                // Past the window's end of a segment (`start` near `max_doc`) no bit is set.
                let doc = start + at as DocId;
                into.add(at, self.weight.score(self.fieldnorms.fieldnorm_id(doc), 1));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::windows::WINDOW;

    fn bits(docs: &[DocId], max_doc: DocId) -> TermBits {
        TermBits::of_docs(docs, max_doc)
    }

    #[test]
    fn next_finds_the_first_document_at_or_after() {
        let b = bits(&[3, 64, 200], 300);
        assert_eq!(b.next(0), 3);
        assert_eq!(b.next(3), 3);
        assert_eq!(b.next(4), 64);
        assert_eq!(b.next(65), 200);
        assert_eq!(b.next(201), TERMINATED);
        assert_eq!(b.next(10_000), TERMINATED);
    }

    #[test]
    fn a_window_may_start_anywhere() {
        let b = bits(&[5, 70, 130, 131], 200);
        assert_eq!(b.word_at(0), 1 << 5);
        assert_eq!(b.word_at(5), 1);
        assert_eq!(b.word_at(70), 1 | (1 << 60) | (1 << 61));
        assert_eq!(b.word_at(190), 0);
        let mut window = [u64::MAX; WORDS];
        b.and_into(69, &mut window);
        assert_eq!(window[0], (1 << 1) | (1 << 61) | (1 << 62));
        assert!(window[1..].iter().all(|&w| w == 0));
    }

    #[test]
    fn every_counts_the_documents_all_filters_have_per_group_and_window() {
        let (next, max_doc) = (WINDOW + 44, 2 * WINDOW);
        let (a, b) = (bits(&[1, 2, 17, 40, next], max_doc), bits(&[2, 17, 18, 40, next, next + 1], max_doc));
        let every = Every::of(&[std::sync::Arc::new(a), std::sync::Arc::new(b)]).unwrap();
        assert_eq!((every.in_group(0), every.in_group(1), every.in_group(2)), (1, 1, 1));
        assert_eq!(every.in_group(next as usize / 16), 1);
        assert_eq!((every.in_window(0), every.in_window(1)), (3, 1));
        assert!(Every::of(&[]).is_none());
    }
}
