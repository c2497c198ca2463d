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
        let veil = Executor::with_tuning("created_at", tuning);
        let tantivy = Executor::with_tuning("created_at", tuning);
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
