//! Facet counts against counting each choice with a search of its own (Tantivy's
//! execution of the plan with the other facets' choices and the choice as filters).

use tantivy::Term;

use super::{
    corpus::{Corpus, KEYWORDS},
    tunings,
};
use crate::{Execution, Executor, Facet, Plan};

#[test]
fn each_choice_counts_what_choosing_it_would_find() {
    for (tuning, segments) in tunings() {
        let corpus = Corpus::build(segments, true);
        let veil = Executor::with_tuning("fresh_at", "created_at", tuning);
        let tantivy = Executor::with_tuning("fresh_at", "created_at", tuning);
        tantivy.set_execution(Execution::Tantivy);
        let term = |field, value: &str| Term::from_field_text(field, value);
        let job_types: Vec<Term> =
            ["remote", "hybrid", "onsite"].iter().map(|t| term(corpus.fields.job_type, t)).collect();
        let countries: Vec<Term> =
            ["united kingdom", "united states", "india"].iter().map(|c| term(corpus.fields.country, c)).collect();
        let mut counted = 0;
        let budget = corpus.ranged(Plan::new(Vec::new(), Vec::new(), Vec::new(), Vec::new())).ranges;
        for (keyword, ranges) in
            KEYWORDS.iter().copied().chain([""]).flat_map(|k| [(k, Vec::new()), (k, budget.clone())])
        {
            // Two job types of three are chosen by leaving the third out.
            for (chosen_country, left_out_job_type) in
                [(None, None), (Some(1), None), (None, Some(2)), (Some(0), Some(0))]
            {
                let facets = [
                    Facet {
                        choices: job_types.clone(),
                        chosen: Vec::new(),
                        excluded: left_out_job_type.map(|t| job_types[t].clone()).into_iter().collect(),
                    },
                    Facet {
                        choices: countries.clone(),
                        chosen: chosen_country.map(|c| countries[c].clone()).into_iter().collect(),
                        excluded: Vec::new(),
                    },
                ];
                let units = corpus.units(keyword, false, 1);
                let plan_with = |filters: Vec<Term>, exclusions: Vec<Term>| {
                    Plan::new(units.clone(), filters, exclusions, ranges.clone())
                };
                let page = plan_with(facets[1].chosen.clone(), facets[0].excluded.clone());
                let counts = veil.facet_counts(&corpus.searcher, &page, &facets).unwrap();
                for (g, facet) in facets.iter().enumerate() {
                    let others = || facets.iter().enumerate().filter(|(h, _)| *h != g).map(|(_, f)| f);
                    for (c, choice) in facet.choices.iter().enumerate() {
                        let mut filters: Vec<Term> = others().flat_map(|f| f.chosen.clone()).collect();
                        filters.push(choice.clone());
                        let exclusions = others().flat_map(|f| f.excluded.clone()).collect();
                        let (_, alone) =
                            tantivy.top(&corpus.searcher, &plan_with(filters, exclusions), 1, true).unwrap();
                        assert_eq!(
                            counts[g][c],
                            alone.count,
                            "{keyword:?} facet {g} choice {c} chosen {chosen_country:?} left out {left_out_job_type:?} \
                             ranges {}",
                            ranges.len()
                        );
                        counted += usize::from(alone.count > 0);
                    }
                }
            }
        }
        assert!(counted > 100, "only {counted} counts were above zero");
    }
}
