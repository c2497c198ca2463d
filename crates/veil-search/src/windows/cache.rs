//! What a search engine keeps from one search to the next, per segment: the parts' bounds
//! (`bounds`), the common filters' bits (`filter_bits`) and, within a budget of their
//! own, the common keyword terms' bits and frequencies (`common_terms`). A segment never
//! changes but for deletions, so what is kept for it stays true (a bound only loosens).

use std::{
    collections::HashMap,
    hash::Hash,
    sync::{Arc, Mutex},
};

use tantivy::{SegmentReader, Term, index::SegmentId};

use super::{
    bounds::UnitBounds,
    common_terms::{self, TermFreqs},
    filter_bits::{self, TermBits},
};

/// Bytes of bounds kept at most (about 190 kB a part at a million profiles, 19 kB at
/// 100,000); when full, all are dropped and the parts searched next are read again.
const BUDGET: usize = 64 << 20;

/// Bytes of common keyword terms' bits kept at most (about 250 kB a term at a million
/// profiles); when full, all of them are dropped.
const FREQS_BUDGET: usize = 64 << 20;

/// The bounds computed so far, per segment and part (its node or term, as the query
/// built it), and the common filters' bits (`filter_bits`), and the bytes they take; and apart,
/// within a budget of their own, the common keyword terms' bits and frequencies (`common_terms`).
#[derive(Default)]
pub struct BoundsCache {
    kept: Mutex<Kept>,
    freqs: Mutex<KeptFreqs>,
    /// Filters and keyword terms read from their postings only (tests compare both ways).
    no_bits: bool,
}

/// The common keyword terms' bits and frequencies, per segment and term.
#[derive(Default)]
struct KeptFreqs {
    freqs: HashMap<(SegmentId, Term), Arc<TermFreqs>>,
    bytes: usize,
}

#[derive(Default)]
struct Kept {
    bounds: HashMap<(SegmentId, String), Arc<UnitBounds>>,
    bits: HashMap<(SegmentId, Term), Arc<TermBits>>,
    bytes: usize,
}

/// Values kept within a budget of bytes: when the next would not fit, all are dropped.
trait Shelf: Default {
    const BUDGET: usize;

    /// The bytes its values take.
    fn bytes(&mut self) -> &mut usize;
}

impl Shelf for Kept {
    const BUDGET: usize = BUDGET;

    fn bytes(&mut self) -> &mut usize {
        &mut self.bytes
    }
}

impl Shelf for KeptFreqs {
    const BUDGET: usize = FREQS_BUDGET;

    fn bytes(&mut self) -> &mut usize {
        &mut self.bytes
    }
}

/// What the map `of` of `shelf` keeps under `key`, else `compute`d now (outside the lock,
/// so that other searches go on meanwhile) and kept, within the shelf's budget.
fn kept_or<S: Shelf, K: Eq + Hash, V>(
    shelf: &Mutex<S>,
    of: fn(&mut S) -> &mut HashMap<K, Arc<V>>,
    key: K,
    bytes: fn(&V) -> usize,
    compute: impl FnOnce() -> tantivy::Result<V>,
) -> tantivy::Result<Arc<V>> {
    if let Some(kept) = of(&mut lock(shelf)).get(&key) {
        return Ok(kept.clone());
    }
    let computed = Arc::new(compute()?);
    let mut kept = lock(shelf);
    let size = bytes(&computed);
    if *kept.bytes() + size > S::BUDGET {
        *kept = S::default();
    }
    *kept.bytes() += size;
    if let Some(replaced) = of(&mut kept).insert(key, computed.clone()) {
        *kept.bytes() -= bytes(&replaced);
    }
    Ok(computed)
}

impl BoundsCache {
    /// The bounds of a part (a unit or a filter's term, whose node prints as `key`) in
    /// `reader`, `compute`d now unless kept.
    pub(crate) fn get(
        &self,
        reader: &SegmentReader,
        key: &str,
        compute: impl FnOnce() -> tantivy::Result<UnitBounds>,
    ) -> tantivy::Result<Arc<UnitBounds>> {
        let id = (reader.segment_id(), key.to_owned());
        kept_or(&self.kept, |kept| &mut kept.bounds, id, UnitBounds::bytes, compute)
    }

    /// The bits of a filter's `term` in `reader`, read now unless kept; `None` when the
    /// cache keeps none (`without_bits`).
    fn bits(&self, reader: &SegmentReader, term: &Term) -> tantivy::Result<Option<Arc<TermBits>>> {
        if self.no_bits {
            return Ok(None);
        }
        let id = (reader.segment_id(), term.clone());
        kept_or(&self.kept, |kept| &mut kept.bits, id, TermBits::bytes, || TermBits::compute(reader, term)).map(Some)
    }

    /// The bits of a filter's `term` in `reader` and how many documents have it, when
    /// common enough there to be kept as bits (`filter_bits::dense`) and this cache keeps bits.
    pub(crate) fn dense_bits(
        &self,
        reader: &SegmentReader,
        term: &Term,
    ) -> tantivy::Result<Option<(Arc<TermBits>, u32)>> {
        let doc_freq = reader.inverted_index(term.field())?.doc_freq(term)?;
        if !filter_bits::dense(doc_freq, reader.max_doc()) {
            return Ok(None);
        }
        Ok(self.bits(reader, term)?.map(|bits| (bits, doc_freq)))
    }

    /// The frequencies of a keyword `term` in `reader` and how many documents have it,
    /// when common enough there to be kept (`common_terms::common`) and this cache keeps them.
    pub(crate) fn common_freqs(
        &self,
        reader: &SegmentReader,
        term: &Term,
    ) -> tantivy::Result<Option<(Arc<TermFreqs>, u32)>> {
        if self.no_bits {
            return Ok(None);
        }
        let doc_freq = reader.inverted_index(term.field())?.doc_freq(term)?;
        if !common_terms::common(doc_freq, reader.max_doc()) {
            return Ok(None);
        }
        let id = (reader.segment_id(), term.clone());
        let kept =
            kept_or(&self.freqs, |kept| &mut kept.freqs, id, TermFreqs::bytes, || TermFreqs::compute(reader, term))?;
        Ok(Some((kept, doc_freq)))
    }

    /// A cache that reads every filter and keyword term from its postings, never from
    /// bits or frequencies.
    pub fn without_bits() -> Self {
        Self { no_bits: true, ..Self::default() }
    }

    /// Forgets every bound kept (the benchmark measures the first searches with it).
    pub fn clear(&self) {
        *self.lock() = Kept::default();
        *lock(&self.freqs) = KeptFreqs::default();
    }

    pub fn len(&self) -> usize {
        let kept = self.lock();
        kept.bounds.len() + kept.bits.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Kept> {
        lock(&self.kept)
    }
}

fn lock<T>(kept: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    // A panic elsewhere never leaves a map half-written: insert and clear are whole.
    kept.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}
