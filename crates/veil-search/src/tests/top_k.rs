//! The best k read by gated windows (`top_k`) against every match scored, with fresh
//! and kept bounds, after commits that move the statistics; and its totals against the
//! exact ones.

use tantivy::{Term, collector::Count};

use super::{
    corpus::{Corpus, KEYWORDS},
    ranking, slices_at, tunings,
};
use crate::{
    Plan, Total, Tuning,
    top_k::{self, sliced_segments},
    windows::{self, BoundsCache},
};

/// Compares the gated top with scoring every match on each keyword, with and without
/// filters, as typed and with typos, for pages of several sizes; returns how many
/// comparisons found anything and how many of those were estimated.
fn compare_gated_with_every_match(corpus: &Corpus, cache: &BoundsCache, tuning: &Tuning) -> (usize, usize) {
    let searcher = &corpus.searcher;
    // Every match with each filter read from its postings; the gated top with `cache`.
    let postings_only = BoundsCache::without_bits();
    let (mut compared, mut estimated) = (0, 0);
    for keyword in KEYWORDS {
        for (filtered, ranged) in [(false, false), (true, false), (false, true), (true, true)] {
            for typos in [false, true] {
                let plan = corpus.plan(keyword, filtered, typos, usize::MAX);
                let plan = if ranged { corpus.ranged(plan) } else { plan };
                for k in [1, 10, 50, 400] {
                    let case =
                        format!("{keyword:?} filtered {filtered} ranged {ranged} typos {typos} top {k} at {tuning:?}");
                    let (all, count) = windows::search(searcher, &plan, &ranking(k), &postings_only, tuning)
                        .unwrap()
                        .expect("a keyword plan");
                    let (gated, total) =
                        top_k::find(searcher, &plan, ranking(k), cache, tuning).unwrap().expect("a keyword plan");
                    assert_eq!(gated, all, "{case}");
                    if total.exact {
                        assert_eq!(total.count, count, "{case}");
                    } else {
                        let error = (total.count as f64 - count as f64).abs() / count as f64;
                        assert!(error < 0.35, "{case}: about {} for {count}", total.count);
                        estimated += 1;
                    }
                    compared += usize::from(!all.is_empty());
                }
            }
        }
    }
    (compared, estimated)
}

#[test]
fn gated_windows_find_the_same_top_as_scoring_every_match() {
    for (tuning, segments) in tunings() {
        let corpus = Corpus::build(segments, true);
        // Filters read from their bits, then from their postings.
        for cache in [BoundsCache::default(), BoundsCache::without_bits()] {
            let sliced_before = sliced_segments();
            let (compared, estimated) = compare_gated_with_every_match(&corpus, &cache, &tuning);
            let sliced = sliced_segments() > sliced_before;
            assert_eq!(sliced, slices_at(&tuning), "segments read in slices: {sliced} at {tuning:?}");
            assert!(compared > 100, "only {compared} comparisons found anything at {tuning:?}");
            assert!(estimated > 0, "no window was ever skipped at {tuning:?}");
            assert!(!cache.is_empty());
            // Again with the bounds kept from the first time.
            assert_eq!(compare_gated_with_every_match(&corpus, &cache, &tuning), (compared, estimated));
        }
    }
}

#[test]
fn kept_bounds_still_hold_after_commits_move_the_statistics() {
    for (tuning, segments) in tunings() {
        let mut corpus = Corpus::build(segments, true);
        let cache = BoundsCache::default();
        compare_gated_with_every_match(&corpus, &cache, &tuning);
        // Documents without the common words: their idf rises, and so does every score on
        // them, above the best scores kept for the old segments.
        corpus.add_titles_alone(10_000);
        let (compared, _) = compare_gated_with_every_match(&corpus, &cache, &tuning);
        assert!(compared > 100, "only {compared} comparisons found anything at {tuning:?}");
    }
}

#[test]
fn totals_of_one_unit_without_filters_stay_exact_until_a_deletion() {
    for (tuning, segments) in tunings() {
        totals_stay_exact_until_a_deletion(Corpus::build(segments, false), &tuning);
    }
}

fn totals_stay_exact_until_a_deletion(mut corpus: Corpus, tuning: &Tuning) {
    let cache = BoundsCache::default();
    let engineer = |corpus: &Corpus, exclusions: Vec<Term>| {
        Plan::new(corpus.units("engineer", false, usize::MAX), Vec::new(), exclusions, Vec::new())
    };
    let total = |corpus: &Corpus, plan: &Plan| {
        let exact = corpus.searcher.search(plan.query.as_ref(), &Count).unwrap();
        (top_k::find(&corpus.searcher, plan, ranking(1), &cache, tuning).unwrap().unwrap().1, exact)
    };
    let (found, exact) = total(&corpus, &engineer(&corpus, Vec::new()));
    assert_eq!(found, Total::exact(exact), "{tuning:?}");
    // A range takes matches out of the windows skipped too: their kept counts no longer
    // say how many match, so the total is counted or estimated, never taken from them.
    let (found, exact) = total(&corpus, &corpus.ranged(engineer(&corpus, Vec::new())));
    assert!(!found.exact || found.count == exact, "ranged: {found:?} for {exact} at {tuning:?}");
    // The searcher's own document excluded: when it is no match the total stays exact;
    // when it is one, exact only if counted right.
    let own = |id: &str| vec![Term::from_field_text(corpus.fields.id, id)];
    let (found, exact) = total(&corpus, &engineer(&corpus, own("nobody")));
    assert_eq!(found, Total::exact(exact), "no document of the searcher's, at {tuning:?}");
    let (all, _) = corpus.searcher.search(engineer(&corpus, Vec::new()).query.as_ref(), &ranking(100_000)).unwrap();
    let mut estimated = 0;
    // The weakest matches lie in the windows skipped.
    for &address in all.iter().rev().take(20).chain(all.iter().step_by(397)) {
        let (found, exact) = total(&corpus, &engineer(&corpus, own(&corpus.id_of(address))));
        assert!(!found.exact || found.count == exact, "{found:?} for {exact} at {tuning:?}");
        estimated += usize::from(!found.exact);
    }
    assert!(estimated > 0, "no excluded match lay in a skipped window at {tuning:?}");
    // The best matches deleted: their windows' kept counts are too high now.
    let deleted: Vec<String> = all.iter().take(20).map(|&address| corpus.id_of(address)).collect();
    corpus.delete(&deleted);
    // The kept counts include the deleted documents now: the total says it estimates.
    let (found, exact) = total(&corpus, &engineer(&corpus, Vec::new()));
    assert!(!found.exact, "{found:?} for {exact} at {tuning:?}");
}
