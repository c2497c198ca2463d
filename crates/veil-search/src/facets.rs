//! Facet counts: for each facet (a filter a searcher may set, as the terms of its
//! choices), how many matches of a search each choice would give, with the other facets'
//! choices as set. The matches of the search without the facets' choices are read once,
//! as bits per segment (every match, as an exhaustive search reads them); each choice's
//! count is then its term's bits ANDed with those and the other facets' choices, a word
//! per 64 documents: no pass over results, no search per choice. When the facets'
//! choices leave few documents a count could hold, the matches are read only among those
//! (the plan's query advanced to each), so a search with its filters set costs what its
//! candidates do, not what its keyword's every match would.
//!
//! A new facet, like a new filter, is only terms: the index gives each document a term
//! per value it has (`seniority:senior`), the search a filter term for the value chosen.
//! Several choices of a facet whose values are exclusive (a profile has one job type) are
//! chosen as exclusions of the others, so the executor still reads only terms.

use std::sync::Arc;

use tantivy::{
    DocId, DocSet, Score, Searcher, SegmentOrdinal, SegmentReader, TERMINATED, Term,
    collector::{Collector, SegmentCollector},
    query::EnableScoring,
    schema::IndexRecordOption,
};

use crate::{
    executor::Executor,
    plan::Plan,
    windows::{self, TermBits, postings::Postings},
};

/// One facet of a search.
#[derive(Debug, Clone)]
pub struct Facet {
    /// The terms of its choices, each counted.
    pub choices: Vec<Term>,
    /// What the searcher chose in it: terms among the plan's filter terms, which the
    /// other facets' counts keep and its own counts leave out (so a facet shows what
    /// choosing otherwise would give).
    pub chosen: Vec<Term>,
    /// What the searcher chose it by leaving out: terms among the plan's exclusions, which
    /// the other facets' counts keep out and its own counts let in.
    pub excluded: Vec<Term>,
}

impl Executor {
    /// For each facet, how many matches of `plan` each of its choices would give: the
    /// plan's matches without any facet's chosen terms, with every other facet's chosen
    /// terms and the choice's term. Exact; deleted documents never count.
    pub fn facet_counts(&self, searcher: &Searcher, plan: &Plan, facets: &[Facet]) -> tantivy::Result<Vec<Vec<usize>>> {
        let chosen: Vec<&Term> = facets.iter().flat_map(|f| &f.chosen).collect();
        let excluded: Vec<&Term> = facets.iter().flat_map(|f| &f.excluded).collect();
        let filters = plan.filter_terms.iter().filter(|t| !chosen.contains(t)).cloned().collect();
        let exclusions = plan.exclusions.iter().filter(|t| !excluded.contains(t)).cloned().collect();
        let base = Plan::new(plan.units.clone(), filters, exclusions, plan.ranges.clone());
        let matches = match self.candidates(searcher, &base, facets)? {
            Some(candidates) => self.matches_among(searcher, &base, candidates)?,
            None => self.match_bits(searcher, &base)?,
        };
        let mut counts: Vec<Vec<usize>> = facets.iter().map(|f| vec![0; f.choices.len()]).collect();
        for (reader, matched) in searcher.segment_readers().iter().zip(&matches) {
            // Only the words that hold a match count anything.
            let at: Vec<usize> = (0..matched.len()).filter(|&i| matched[i] != 0).collect();
            if at.is_empty() {
                continue;
            }
            let chosen = Chosen::open(self, reader, facets)?;
            // The matches failing no facet's choice, and those failing exactly one: a
            // facet's counts hold those two but the ones that fail another facet's.
            let (mut ok, mut one) = (vec![0u64; matched.len()], vec![0u64; matched.len()]);
            for &i in &at {
                (ok[i], one[i]) = chosen.at_most_one_fails(i, matched[i]);
            }
            for (g, facet) in facets.iter().enumerate() {
                let mut kept = vec![0u64; matched.len()];
                for &i in &at {
                    kept[i] = ok[i] | (one[i] & !chosen.word(g, i));
                }
                for (c, choice) in facet.choices.iter().enumerate() {
                    counts[g][c] += self.count_in(reader, choice, &kept, &at)?;
                }
            }
        }
        Ok(counts)
    }

    /// The only documents a count can hold, per segment, when they are few enough to
    /// read the plan's matches among them rather than all of them: a document counted
    /// for a facet has the base plan's filter terms, none of its exclusions, and every
    /// other facet's choices, so it is in the union over the facets of the documents
    /// with all the others' choices. With no facet chosen that union is every document
    /// (`None`), and so it is when it holds more than one document in
    /// `Tuning::facet_candidates_share`.
    fn candidates(&self, searcher: &Searcher, base: &Plan, facets: &[Facet]) -> tantivy::Result<Option<Vec<Vec<u64>>>> {
        if facets.iter().all(|f| f.chosen.is_empty() && f.excluded.is_empty()) {
            return Ok(None);
        }
        let (mut kept, mut max_docs) = (0u64, 0u64);
        let mut per_segment = Vec::with_capacity(searcher.segment_readers().len());
        for reader in searcher.segment_readers() {
            let chosen = Chosen::open(self, reader, facets)?;
            let filters: Vec<Arc<TermBits>> =
                base.filter_terms.iter().map(|t| self.term_bits(reader, t)).collect::<tantivy::Result<_>>()?;
            let exclusions: Vec<Arc<TermBits>> =
                base.exclusions.iter().map(|t| self.term_bits(reader, t)).collect::<tantivy::Result<_>>()?;
            let words = reader.max_doc().div_ceil(64) as usize;
            let mut union = vec![0u64; words];
            for (i, word) in union.iter_mut().enumerate() {
                let mut all = filters.iter().fold(u64::MAX, |w, bits| w & bits.word(i));
                all = exclusions.iter().fold(all, |w, bits| w & !bits.word(i));
                if all != 0 {
                    let (ok, one) = chosen.at_most_one_fails(i, all);
                    *word = ok | one;
                }
            }
            // Past the segment's last document.
            if let Some(last) = union.last_mut()
                && reader.max_doc() % 64 != 0
            {
                *last &= (1u64 << (reader.max_doc() % 64)) - 1;
            }
            kept += union.iter().map(|w| u64::from(w.count_ones())).sum::<u64>();
            max_docs += u64::from(reader.max_doc());
            per_segment.push(union);
        }
        let share = self.tuning().facet_candidates_share;
        Ok((kept as f64 <= share * max_docs as f64).then_some(per_segment))
    }

    /// The matches of `plan` among `candidates` (one bit per document of each segment),
    /// as bits: the plan's query is advanced to each candidate in turn, so the cost
    /// follows the candidates, not the matches. Deleted documents never match.
    fn matches_among(
        &self,
        searcher: &Searcher,
        plan: &Plan,
        candidates: Vec<Vec<u64>>,
    ) -> tantivy::Result<Vec<Vec<u64>>> {
        let weight = plan.query.weight(EnableScoring::disabled_from_searcher(searcher))?;
        let mut matches = Vec::with_capacity(candidates.len());
        for (reader, mut words) in searcher.segment_readers().iter().zip(candidates) {
            let mut scorer = weight.scorer(reader, 1.0)?;
            let alive = reader.alive_bitset();
            for (at, word) in words.iter_mut().enumerate() {
                let mut kept = 0u64;
                let mut left = *word;
                while left != 0 {
                    let bit = left.trailing_zeros();
                    left &= left - 1;
                    let doc = at as DocId * 64 + bit;
                    if scorer.doc() < doc {
                        scorer.seek(doc);
                    }
                    if scorer.doc() == doc && alive.is_none_or(|a| a.is_alive(doc)) {
                        kept |= 1 << bit;
                    }
                }
                *word = kept;
            }
            matches.push(words);
        }
        Ok(matches)
    }

    /// Every match of `plan` as one bit per document of each segment, in segment order.
    fn match_bits(&self, searcher: &Searcher, plan: &Plan) -> tantivy::Result<Vec<Vec<u64>>> {
        match windows::search(searcher, plan, &MatchBits, self.bounds(), self.tuning())? {
            Some(bits) => Ok(bits),
            None => searcher.search(plan.query.as_ref(), &MatchBits),
        }
    }

    /// How many documents set in `words` (one bit per document of `reader`, set only at
    /// the word indices `at`) have `term`: by its kept bits when common, else by its
    /// postings, which for a rare term are fewer than the words bits would take to build.
    fn count_in(&self, reader: &SegmentReader, term: &Term, words: &[u64], at: &[usize]) -> tantivy::Result<usize> {
        if let Some((bits, _)) = self.bounds().dense_bits(reader, term)? {
            return Ok(at.iter().map(|&i| (words[i] & bits.word(i)).count_ones() as usize).sum());
        }
        let mut count = 0;
        if let Some(mut postings) = Postings::open(reader, term, IndexRecordOption::Basic)? {
            postings.each_between(0, TERMINATED, |doc, _| {
                count += (words[doc as usize / 64] >> (doc % 64) & 1) as usize;
            });
        }
        Ok(count)
    }

    /// The bits of `term` in `reader`: kept ones when common, else read now.
    fn term_bits(&self, reader: &SegmentReader, term: &Term) -> tantivy::Result<Arc<TermBits>> {
        match self.bounds().dense_bits(reader, term)? {
            Some((bits, _)) => Ok(bits),
            None => Ok(Arc::new(TermBits::compute(reader, term)?)),
        }
    }
}

/// Each facet's choice in one segment, as the bits of its chosen terms and of those it
/// left out: a document passes a facet when it has every chosen term and none left out
/// (a facet with neither passes every document).
struct Chosen {
    facets: Vec<Vec<(Arc<TermBits>, bool)>>,
}

impl Chosen {
    fn open(executor: &Executor, reader: &SegmentReader, facets: &[Facet]) -> tantivy::Result<Self> {
        let mut all = Vec::with_capacity(facets.len());
        for facet in facets {
            let mut bits = Vec::new();
            for term in &facet.chosen {
                bits.push((executor.term_bits(reader, term)?, false));
            }
            for term in &facet.excluded {
                bits.push((executor.term_bits(reader, term)?, true));
            }
            all.push(bits);
        }
        Ok(Self { facets: all })
    }

    /// The documents of word `i` that pass facet `g`.
    fn word(&self, g: usize, i: usize) -> u64 {
        self.facets[g]
            .iter()
            .fold(u64::MAX, |w, (bits, left_out)| w & if *left_out { !bits.word(i) } else { bits.word(i) })
    }

    /// Of the documents set in `docs` (word `i`), those that pass every facet, and those
    /// that fail exactly one: counted bit-parallel, one facet at a time.
    fn at_most_one_fails(&self, i: usize, docs: u64) -> (u64, u64) {
        let (mut ok, mut one) = (docs, 0u64);
        for g in 0..self.facets.len() {
            let passes = self.word(g, i);
            one = (one & passes) | (ok & !passes);
            ok &= passes;
        }
        (ok, one)
    }
}

/// Collects the matches of each segment as bits.
struct MatchBits;

struct SegmentBits {
    ordinal: SegmentOrdinal,
    words: Vec<u64>,
}

impl Collector for MatchBits {
    type Fruit = Vec<Vec<u64>>;
    type Child = SegmentBits;

    fn for_segment(&self, ordinal: SegmentOrdinal, reader: &SegmentReader) -> tantivy::Result<SegmentBits> {
        Ok(SegmentBits { ordinal, words: vec![0; reader.max_doc().div_ceil(64) as usize] })
    }

    fn requires_scoring(&self) -> bool {
        false
    }

    fn merge_fruits(&self, mut fruits: Vec<(SegmentOrdinal, Vec<u64>)>) -> tantivy::Result<Vec<Vec<u64>>> {
        fruits.sort_by_key(|(ordinal, _)| *ordinal);
        Ok(fruits.into_iter().map(|(_, words)| words).collect())
    }
}

impl SegmentCollector for SegmentBits {
    type Fruit = (SegmentOrdinal, Vec<u64>);

    fn collect(&mut self, doc: DocId, _score: Score) {
        self.words[doc as usize / 64] |= 1 << (doc % 64);
    }

    fn harvest(self) -> Self::Fruit {
        (self.ordinal, self.words)
    }
}
