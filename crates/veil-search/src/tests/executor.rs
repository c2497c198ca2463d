//! The executor's page, as a search engine asks for it, against Tantivy's execution of
//! the same plan (`Execution::Tantivy`).

use tantivy::Term;

use super::{
    corpus::{Corpus, KEYWORDS, id},
    tunings,
};
use crate::{Execution, Executor, Plan};

/// The executor's page, as a search engine asks for it, against Tantivy's execution of
/// the same plan: the same documents in the same order, and exact totals the same.
#[test]
fn the_executor_gives_the_page_tantivys_execution_gives() {
    for (tuning, segments) in tunings() {
        let corpus = Corpus::build(segments, true);
        let veil = Executor::with_tuning("fresh_at", "created_at", tuning);
        let tantivy = Executor::with_tuning("fresh_at", "created_at", tuning);
        tantivy.set_execution(Execution::Tantivy);
        compare_executions(&corpus, &veil, &tantivy);
    }
}

fn compare_executions(corpus: &Corpus, veil: &Executor, tantivy: &Executor) {
    let mut compared = 0;
    for keyword in KEYWORDS {
        // At most two required parts: the order Tantivy sums their scores in is known.
        for required in [1, 2] {
            let plan = corpus.plan(keyword, false, false, required);
            for k in [10, 60] {
                let case = format!("{keyword:?} {required} required top {k} at {:?}", veil.tuning());
                let (ours, total) = veil.top(&corpus.searcher, &plan, k, false).unwrap();
                let (theirs, exact) = tantivy.top(&corpus.searcher, &plan, k, false).unwrap();
                assert_eq!(ours, theirs, "{case}");
                assert!(exact.exact, "{case}");
                if total.exact {
                    assert_eq!(total, exact, "{case}");
                } else {
                    assert!(total.count.abs_diff(exact.count) * 3 <= exact.count, "{case}: {total:?} for {exact:?}");
                }
                compared += usize::from(!ours.is_empty());
            }
        }
    }
    assert!(compared > 20, "only {compared} comparisons found anything");
    // A plan without keywords: the newest first, by either.
    let newest = Plan::new(Vec::new(), Vec::new(), vec![Term::from_field_text(corpus.fields.id, &id(1))], Vec::new());
    assert_eq!(
        veil.top(&corpus.searcher, &newest, 10, false).unwrap(),
        tantivy.top(&corpus.searcher, &newest, 10, false).unwrap()
    );
}

/// Equal scores rank the larger tie-break first, as Tantivy's own collector orders by
/// (score, tie-break) with the document's address last; a plan without keywords orders
/// by the other field, the creation time, as Tantivy's sort by that field does.
#[test]
fn equal_scores_rank_by_the_tie_break_and_no_keywords_by_the_newest() {
    use tantivy::{
        DocId, Score, SegmentReader,
        collector::{Count, TopDocs},
    };
    let (tuning, segments) = tunings()[0];
    let corpus = Corpus::build(segments, true);
    let veil = Executor::with_tuning("fresh_at", "created_at", tuning);
    let mut ties = 0;
    for keyword in KEYWORDS {
        let plan = corpus.plan(keyword, false, false, 1);
        let (ours, _) = veil.top(&corpus.searcher, &plan, 60, true).unwrap();
        let by_score_then_fresh = TopDocs::with_limit(60).tweak_score(|segment: &SegmentReader| {
            let fresh = segment.fast_fields().i64("fresh_at").unwrap();
            move |doc: DocId, score: Score| (score, fresh.first(doc).unwrap_or(i64::MIN))
        });
        let theirs = corpus.searcher.search(plan.query.as_ref(), &by_score_then_fresh).unwrap();
        let addresses: Vec<_> = theirs.iter().map(|(_, address)| *address).collect();
        assert_eq!(ours, addresses, "{keyword:?}");
        ties += theirs.windows(2).filter(|w| w[0].0.0 == w[1].0.0 && w[0].0.1 != w[1].0.1).count();
    }
    assert!(ties > 10, "only {ties} equal scores with different tie-breaks: the test tests nothing");

    let newest = Plan::new(Vec::new(), Vec::new(), vec![Term::from_field_text(corpus.fields.id, &id(1))], Vec::new());
    let (ours, _) = veil.top(&corpus.searcher, &newest, 10, false).unwrap();
    let by_creation = TopDocs::with_limit(10).order_by_fast_field::<i64>("created_at", tantivy::Order::Desc);
    let (theirs, _) = corpus.searcher.search(newest.query.as_ref(), &(by_creation, Count)).unwrap();
    assert_eq!(ours, theirs.into_iter().map(|(_, address)| address).collect::<Vec<_>>());
}
