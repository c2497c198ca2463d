//! Every match and its score, read window by window (`windows::search`), against
//! Tantivy's execution of the plan's query.

use tantivy::{
    DocAddress, Score,
    collector::{Collector, SegmentCollector},
};

use super::{
    corpus::{Corpus, KEYWORDS},
    ranking, tunings,
};
use crate::{
    Tuning,
    windows::{self, BoundsCache},
};

/// Every match with its score, in index order.
struct AllScores;

impl Collector for AllScores {
    type Fruit = Vec<(DocAddress, Score)>;
    type Child = SegmentScores;

    fn for_segment(&self, segment: u32, _: &tantivy::SegmentReader) -> tantivy::Result<SegmentScores> {
        Ok(SegmentScores(segment, Vec::new()))
    }

    fn requires_scoring(&self) -> bool {
        true
    }

    fn merge_fruits(&self, fruits: Vec<Vec<(DocAddress, Score)>>) -> tantivy::Result<Self::Fruit> {
        let mut all: Vec<_> = fruits.into_iter().flatten().collect();
        all.sort_by_key(|(address, _)| *address);
        Ok(all)
    }
}

struct SegmentScores(u32, Vec<(DocAddress, Score)>);

impl SegmentCollector for SegmentScores {
    type Fruit = Vec<(DocAddress, Score)>;

    fn collect(&mut self, doc: tantivy::DocId, score: Score) {
        self.1.push((DocAddress::new(self.0, doc), score));
    }

    fn harvest(self) -> Self::Fruit {
        self.1
    }
}

#[test]
fn windows_find_every_match_with_tantivys_score() {
    for (tuning, segments) in tunings() {
        // With deletions, and without (where one required unit takes a shorter path).
        for deletions in [true, false] {
            let corpus = Corpus::build(segments, deletions);
            // Filters read from their bits and from their postings.
            for cache in [BoundsCache::default(), BoundsCache::without_bits()] {
                compare_windows_with_tantivy(&corpus, &cache, &tuning);
            }
        }
    }
}

fn compare_windows_with_tantivy(corpus: &Corpus, cache: &BoundsCache, tuning: &Tuning) {
    let searcher = &corpus.searcher;
    let mut compared = 0;
    for keyword in KEYWORDS.iter().chain(&["machine learning", "senior calm team work"]) {
        for filtered in [false, true] {
            for typos in [false, true] {
                for (required, ranged) in (1..=3).flat_map(|required| [(required, false), (required, true)]) {
                    let plan = corpus.plan(keyword, filtered, typos, required);
                    let plan = if ranged { corpus.ranged(plan) } else { plan };
                    let case = format!(
                        "{keyword:?} filtered {filtered} typos {typos} {required} required ranged {ranged} at {tuning:?}"
                    );
                    let tantivy = searcher.search(plan.query.as_ref(), &AllScores).unwrap();
                    let windowed =
                        windows::search(searcher, &plan, &AllScores, cache, tuning).unwrap().expect("a keyword plan");
                    assert_eq!(windowed.len(), tantivy.len(), "{case}");
                    for ((doc, score), (tantivy_doc, tantivy_score)) in windowed.iter().zip(&tantivy) {
                        assert_eq!(doc, tantivy_doc, "{case}");
                        // Summed in another order at most (see `windows`).
                        assert!(
                            (score - tantivy_score).abs() <= 1e-5 * tantivy_score.abs(),
                            "{case}: {score} {tantivy_score}"
                        );
                    }
                    // Where the order of the sum is Tantivy's (two required parts at most),
                    // the page is the same to the last tie.
                    let parts = plan.units.iter().filter(|(_, must)| *must).count() + plan.filter_terms.len();
                    if parts <= 2 && !ranged {
                        let top = windows::search(searcher, &plan, &ranking(50), cache, tuning).unwrap();
                        assert_eq!(top, Some(searcher.search(plan.query.as_ref(), &ranking(50)).unwrap()), "{case}");
                    }
                    compared += usize::from(!tantivy.is_empty());
                }
            }
        }
    }
    assert!(compared > 120, "only {compared} comparisons found anything at {tuning:?}");
}
