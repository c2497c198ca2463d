//! What each part of the engine costs, measured within one run: synonyms, the gated
//! pass against scoring every match, the block bounds kept between searches, and the
//! employer shield's exclusions.

use std::time::Instant;

use veil::search::{
    Total,
    model::SearchRequest,
    query::{self, Options},
    sync::SearchService,
};

use crate::{
    mix::MixQuery,
    report::{self, Samples},
};

/// What `pruning_cost` measured of one query, gated then scoring every match: the CPU
/// time of each search, its elapsed time and the total.
pub(crate) struct GatedCost {
    pub(crate) times: [Samples; 2],
    pub(crate) elapsed: [Samples; 2],
    pub(crate) totals: [Total; 2],
}

/// The table of `pruning_cost`: per query, then over the whole mix.
pub(crate) fn print_pruning_cost(mix: &[MixQuery], per_query: &[GatedCost], differing: usize) {
    println!(
        "\nPer search, skipping the windows that cannot hold a match of the page (as the server searches) / scoring and counting every match:"
    );
    println!(
        "| query | filtered | gated elapsed p50 / p95 | gated CPU p50 / p95 | exhaustive CPU p50 / p95 | gated total / exact |"
    );
    println!("|---|---|---|---|---|---|");
    for (q, GatedCost { times: [gated, every], elapsed: [waited, _], totals: [total, exact] }) in
        mix.iter().zip(per_query)
    {
        let total = if total.exact {
            format!("{} (exact)", total.count)
        } else {
            let off = total.count as f64 / exact.count.max(1) as f64 - 1.0;
            format!("about {} / {} ({:+.1}%)", total.count, exact.count, 100.0 * off)
        };
        println!(
            "| {} {:?} | {} | {:.3} / {:.3} ms | {:.3} / {:.3} ms | {:.3} / {:.3} ms | {total} |",
            q.kind,
            q.request.keyword,
            if q.filtered { "yes" } else { "no" },
            report::ms(waited.percentile(50.0)),
            report::ms(waited.percentile(95.0)),
            report::ms(gated.percentile(50.0)),
            report::ms(gated.percentile(95.0)),
            report::ms(every.percentile(50.0)),
            report::ms(every.percentile(95.0))
        );
    }
    let gated = Samples::merged(per_query.iter().map(|c| &c.times[0]));
    let every = Samples::merged(per_query.iter().map(|c| &c.times[1]));
    report::percentiles("Tantivy elapsed, gated", &Samples::merged(per_query.iter().map(|c| &c.elapsed[0])));
    report::percentiles("Tantivy CPU, gated", &gated);
    report::percentiles("Tantivy CPU, every match", &every);
    println!("first pages that differ between the two: {differing}\n");
}

/// The mix on Tantivy with synonyms (as the server searches) and without, alternating
/// query by query after one warm-up pass, to measure what synonyms cost.
pub(crate) fn synonym_cost(
    service: &SearchService,
    mix: &[MixQuery],
    rounds: usize,
) -> anyhow::Result<(Samples, Samples)> {
    let (mut with, mut without) = (Samples::default(), Samples::default());
    for round in 0..=rounds {
        for (i, q) in mix.iter().enumerate() {
            let order = if (round + i) % 2 == 0 { [true, false] } else { [false, true] };
            for synonyms in order {
                let started = Instant::now();
                query::run_with(&service.index, &q.request, Options { synonyms, ..Options::default() })?;
                let took = started.elapsed();
                if round > 0 {
                    if synonyms { with.push(took) } else { without.push(took) }
                }
            }
        }
    }
    Ok((with, without))
}

/// The mix with windows gated (totals above 1,000 may be estimated) and
/// scoring and counting every match, alternating query by query after one warm-up pass:
/// CPU time per search of each, per query and overall, and how many first pages differ
/// (none may), and the totals of each.
pub(crate) fn pruning_cost(
    service: &SearchService,
    mix: &[MixQuery],
    rounds: usize,
) -> anyhow::Result<(Vec<GatedCost>, usize)> {
    let mut per_query: Vec<GatedCost> = mix
        .iter()
        .map(|_| GatedCost { times: Default::default(), elapsed: Default::default(), totals: [Total::exact(0); 2] })
        .collect();
    let mut differing = 0;
    for round in 0..=rounds {
        for (i, q) in mix.iter().enumerate() {
            let order = if (round + i) % 2 == 0 { [false, true] } else { [true, false] };
            let mut pages: [Vec<String>; 2] = Default::default();
            for exhaustive in order {
                let (started, cpu_started) = (Instant::now(), report::cpu_time());
                let outcome =
                    query::run_with(&service.index, &q.request, Options { exhaustive, ..Options::default() })?;
                let (waited, took) = (started.elapsed(), report::cpu_time().saturating_sub(cpu_started));
                let way = usize::from(exhaustive);
                pages[way] = outcome.hits.into_iter().map(|h| h.id).collect();
                per_query[i].totals[way] = outcome.total;
                if round > 0 {
                    per_query[i].times[way].push(took);
                    per_query[i].elapsed[way].push(waited);
                }
            }
            if round == 0 && pages[0] != pages[1] {
                differing += 1;
                println!("the gated first page differs from the exhaustive one: {:?}", q.request.keyword);
            }
        }
    }
    Ok((per_query, differing))
}

/// The mix with windows gated, each query twice: first with no bounds kept (as the first
/// search of its words after a start or a merge, which reads each broad unit's postings
/// whole to bound its windows), then again with the bounds that search kept. Prints the
/// CPU time of each.
pub(crate) fn print_bounds_cost(service: &SearchService, mix: &[MixQuery]) -> anyhow::Result<()> {
    let (mut first, mut again) = (Samples::default(), Samples::default());
    for q in mix {
        service.index.executor.bounds().clear();
        for samples in [&mut first, &mut again] {
            let started = report::cpu_time();
            query::run_with(&service.index, &q.request, Options { exhaustive: false, ..Options::default() })?;
            samples.push(report::cpu_time().saturating_sub(started));
        }
    }
    report::percentiles("Tantivy CPU, first search with no bounds kept", &first);
    report::percentiles("Tantivy CPU, the same search again", &again);
    println!();
    Ok(())
}

/// The mix as a recruiter at a listed employer searches (the profiles that hide from
/// them excluded inside the query) and as one elsewhere, alternating query by query
/// after one warm-up pass. Also returns how many fewer results the excluded searches
/// counted over one pass, to show the exclusion at work.
pub(crate) fn exclusion_cost(
    service: &SearchService,
    mix: &[MixQuery],
    rounds: usize,
    terms: &[String],
) -> anyhow::Result<(Samples, Samples, usize)> {
    let (mut with, mut without) = (Samples::default(), Samples::default());
    let mut hidden = 0;
    for round in 0..=rounds {
        for (i, q) in mix.iter().enumerate() {
            let excluded = SearchRequest { shield_terms: terms.to_vec(), ..q.request.clone() };
            let order = if (round + i) % 2 == 0 { [true, false] } else { [false, true] };
            let mut totals = [0, 0];
            for exclusions in order {
                let started = Instant::now();
                let total = query::run(&service.index, if exclusions { &excluded } else { &q.request })?.total.count;
                let took = started.elapsed();
                totals[usize::from(exclusions)] = total;
                if round > 0 {
                    if exclusions { with.push(took) } else { without.push(took) }
                }
            }
            if round == 0 {
                hidden += totals[0].saturating_sub(totals[1]);
            }
        }
    }
    Ok((with, without, hidden))
}
