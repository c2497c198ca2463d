//! Search benchmark: Veil's Tantivy search (the server's own `SearchService`, index and
//! query code) against SQLite FTS5 over the same generated profiles, in one run.
//!
//! For each size it stores the profiles in a Veil SQLite database, rebuilds the search
//! index from it as `/api/search/reindex` does, builds an FTS5 index over the same rows,
//! runs a fixed query mix alternating engine by engine, and measures how soon an edit is
//! searchable. `make bench` runs it at 100,000 and 1,000,000 profiles.

mod costs;
mod crowd;
mod data;
mod fts;
mod http_fixture;
mod mix;
mod report;
mod screening;
mod stored;
mod upkeep;

use std::{
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use clap::Parser;
use veil::{
    config::Settings,
    db::Db,
    privacy::shield::viewer::{RecruiterFacts, Viewer},
    search::{model::PAGE_SIZE, query, sync::SearchService},
};

use crate::{
    costs::{GatedCost, exclusion_cost, print_bounds_cost, print_pruning_cost, pruning_cost, synonym_cost},
    data::Employers,
    fts::Fts5,
    mix::{MixQuery, QUERIES, query_mix},
    report::Samples,
    stored::{analyze, store_profiles},
    upkeep::{edit_visibility, time_check, wait_for_merge},
};

#[derive(Parser, Debug)]
#[command(about = "Veil's Tantivy search against SQLite FTS5 over the same generated profiles")]
struct Args {
    /// Numbers of profiles, comma-separated; each size is a separate data set.
    #[arg(long, value_delimiter = ',', default_value = "100000")]
    sizes: Vec<usize>,
    /// Seed of the generated profiles (the same seed gives the same profiles).
    #[arg(long, default_value_t = 42)]
    seed: u64,
    /// Passes over the query mix (each pass runs every query once per engine).
    #[arg(long, default_value_t = 20)]
    rounds: usize,
    /// Where to put the databases and indexes (default: a temporary directory).
    #[arg(long)]
    dir: Option<PathBuf>,
    /// Instead of the comparison: prepare the HTTP benchmark's data dir here (first size,
    /// a signed-in recruiter, the index) and time the engine on `--keywords` (bench/http).
    #[arg(long)]
    http_fixture: Option<PathBuf>,
    /// Instead of the comparison: time the re-identification guard's count on the first
    /// size, for `--rounds` drafts per location precision.
    #[arg(long)]
    crowd: bool,
    /// Instead of the comparison: on each data dir the HTTP fixture prepared here
    /// (comma-separated, in one run), time the mix per query gated and scoring every
    /// match (no generation, no FTS5); with two or more, the p95 of the last ÷ the first.
    #[arg(long, value_delimiter = ',')]
    existing: Vec<PathBuf>,
    /// With `--existing`: time the engine alone on `--keywords` instead of the mix.
    #[arg(long, requires = "existing")]
    engine: bool,
    /// With `--existing`: time the mix with every screening filter and the facets against
    /// the same without, instead of gated against every match.
    #[arg(long, requires = "existing", conflicts_with = "engine")]
    screening: bool,
    /// With `--existing`: only the mix's queries for these keywords (to profile them).
    #[arg(long, requires = "existing", value_delimiter = ',')]
    only: Vec<String>,
    /// Keywords the HTTP fixture (or `--existing --engine`) times the engine on.
    #[arg(long, value_delimiter = ',', default_value = "elixir,engineer")]
    keywords: Vec<String>,
}

/// What one size measured, for the comparison across sizes.
struct SizeResult {
    size: usize,
    tantivy_p95: Duration,
    fts_p95: Duration,
    tantivy_cpu_p95: Duration,
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    if let Some(dir) = &args.http_fixture {
        return http_fixture::prepare(dir, args.sizes[0], args.seed, &args.keywords).await;
    }
    if !args.existing.is_empty() {
        let mut mix = query_mix();
        if !args.only.is_empty() {
            mix.retain(|q| args.only.contains(&q.request.keyword));
            anyhow::ensure!(
                !mix.is_empty(),
                "--only: no query of the mix has the keywords {:?}; the mix's keywords are {:?}",
                args.only,
                QUERIES.iter().map(|(_, keywords)| keywords).collect::<Vec<_>>()
            );
        }
        let keywords = args.engine.then_some(&args.keywords[..]);
        return compare_on_existing(&args.existing, &mix, args.rounds, keywords, args.screening).await;
    }
    let temp = tempfile::tempdir()?;
    let root = args.dir.clone().unwrap_or_else(|| temp.path().to_owned());
    if args.crowd {
        let dir = root.join(format!("crowd-{}", args.sizes[0]));
        std::fs::remove_dir_all(&dir).ok();
        return crowd::run(args.sizes[0], args.seed, args.rounds, &dir).await;
    }
    println!(
        "Veil search benchmark: seed {}, {} rounds of {} queries per engine",
        args.seed,
        args.rounds,
        query_mix().len()
    );
    println!(
        "(times are per search: top {PAGE_SIZE} ids plus the total as the server counts it (exact up to 1,000, beyond that possibly estimated), location widening included)\n"
    );
    let mut results = Vec::new();
    for &size in &args.sizes {
        let dir = root.join(format!("profiles-{size}"));
        if dir.exists() {
            std::fs::remove_dir_all(&dir)?;
        }
        results.push(run_size(size, &args, &dir).await?);
        std::fs::remove_dir_all(&dir).ok();
    }
    report::across_sizes(&results.iter().map(|r| (r.size, r.tantivy_p95, r.fts_p95)).collect::<Vec<_>>());
    if let [small, rest @ ..] = results.as_slice() {
        for r in rest {
            println!(
                "Tantivy CPU time p95 at {} / p95 at {}: {:.2}x",
                r.size,
                small.size,
                report::ms(r.tantivy_cpu_p95) / report::ms(small.tantivy_cpu_p95)
            );
        }
    }
    Ok(())
}

async fn run_size(size: usize, args: &Args, dir: &Path) -> anyhow::Result<SizeResult> {
    report::reset_peak_memory();
    println!("=== {size} profiles ===");
    let settings = Settings::defaults_with_data_dir(dir);
    // Creates the database with Veil's migrations.
    Db::connect(&settings).await?.close().await;
    let db_path = dir.join("veil.db");

    let started = Instant::now();
    let edit_ids = store_profiles(&db_path, size, args.seed)?;
    analyze(&db_path)?;
    println!("generated and stored in {:.1} s", started.elapsed().as_secs_f64());

    // Full rebuild from the database, as at start-up with no index and as the reindex
    // endpoint does.
    let db = Db::connect(&settings).await?;
    let started = Instant::now();
    let service = SearchService::open(&dir.join("search"), db.clone()).await?;
    let first_build = started.elapsed();
    let started = Instant::now();
    let documents = service.rebuild().await?;
    let rebuild = started.elapsed();
    report::throughput("Tantivy index built from the database", documents as usize, first_build);
    report::throughput("Tantivy reindex (replacing the index)", documents as usize, rebuild);

    let (fts, fts_build) = tokio::task::block_in_place(|| Fts5::build(&db_path))?;
    report::throughput("FTS5 index built over the same rows", size, fts_build);
    report::memory("after building both indexes");
    println!(
        "on disk: Tantivy {}, database with FTS5 {}",
        report::size_of(&dir.join("search")),
        report::size_of(&db_path)
    );

    wait_for_merge(&service).await;
    let mix = query_mix();
    let (tantivy, fts5, cpu) = tokio::task::block_in_place(|| run_mix(&service, &fts, &mix, args.rounds))?;
    report::mix_table(
        &mix.iter().map(|q| (q.kind, q.filtered, q.request.keyword.as_str())).collect::<Vec<_>>(),
        &tantivy,
        &fts5,
    );
    let tantivy_all = Samples::merged(tantivy.iter().map(|(s, _)| s));
    let fts_all = Samples::merged(fts5.iter().map(|(s, _)| s));
    report::engines(&tantivy_all, &fts_all);
    report::percentiles("Tantivy CPU", &cpu);
    println!("(CPU time: what the search used on every thread, which other processes on the machine do not inflate)");
    report::memory("after searching");
    let (per_query, differing) = tokio::task::block_in_place(|| pruning_cost(&service, &mix, args.rounds))?;
    print_pruning_cost(&mix, &per_query, differing);
    tokio::task::block_in_place(|| print_bounds_cost(&service, &mix))?;
    let (with, without) = tokio::task::block_in_place(|| synonym_cost(&service, &mix, args.rounds))?;
    println!(
        "Tantivy with synonyms p50 {:.2} ms, p95 {:.2} ms; without synonyms p50 {:.2} ms, p95 {:.2} ms (p95 ratio {:.2})",
        report::ms(with.percentile(50.0)),
        report::ms(with.percentile(95.0)),
        report::ms(without.percentile(50.0)),
        report::ms(without.percentile(95.0)),
        report::ms(with.percentile(95.0)) / report::ms(without.percentile(95.0)).max(f64::EPSILON)
    );

    print_screened_cost(&service, &mix, args.rounds)?;

    let employers = Employers::new(args.seed);
    let (most_listed, domain) = employers.most_listed();
    // A recruiter at the employer the most job seekers hide from, signed in with a work
    // e-mail, as the server computes their terms.
    let at_employer = Viewer::of(&RecruiterFacts {
        email: format!("recruiter@mail.{domain}"),
        email_verified: true,
        company_name: Some(most_listed.to_owned()),
        website: Some(format!("https://{domain}")),
        ..RecruiterFacts::default()
    });
    let (with, without, hidden) =
        tokio::task::block_in_place(|| exclusion_cost(&service, &mix, args.rounds, &at_employer.terms()))?;
    println!(
        "Tantivy with employer exclusions ({} terms, {hidden} fewer results over the mix) p50 {:.2} ms, p95 {:.2} ms; \
         without p50 {:.2} ms, p95 {:.2} ms (p95 ratio {:.2})",
        at_employer.terms().len(),
        report::ms(with.percentile(50.0)),
        report::ms(with.percentile(95.0)),
        report::ms(without.percentile(50.0)),
        report::ms(without.percentile(95.0)),
        report::ms(with.percentile(95.0)) / report::ms(without.percentile(95.0)).max(f64::EPSILON)
    );

    time_check(&service).await?;
    let edits = edit_visibility(&service, &db, &edit_ids).await?;
    println!(
        "edit searchable within: median {:.1} ms, worst {:.1} ms over {} edits (save, apply from the feed, search)\n",
        report::ms(edits.percentile(50.0)),
        report::ms(edits.max()),
        edits.len()
    );
    db.close().await;
    Ok(SizeResult {
        size,
        tantivy_p95: tantivy_all.percentile(95.0),
        fts_p95: fts_all.percentile(95.0),
        tantivy_cpu_p95: cpu.percentile(95.0),
    })
}

/// The mix per query, gated and scoring every match, on each prepared data dir in turn;
/// or with `keywords`, the engine alone on each of them. With two dirs or more, the p95
/// over the mix of the last dir ÷ the first, for both ways of searching.
/// The mix with every screening filter and the facets against the same without, in one
/// run (`screening::screened_cost`).
fn print_screened_cost(service: &SearchService, mix: &[MixQuery], rounds: usize) -> anyhow::Result<()> {
    let (with, without) = tokio::task::block_in_place(|| screening::screened_cost(service, mix, rounds))?;
    println!(
        "Tantivy with every screening filter and the facets p50 {:.2} ms, p95 {:.2} ms; without p50 {:.2} ms, \
         p95 {:.2} ms (p95 ratio {:.2})",
        report::ms(with.percentile(50.0)),
        report::ms(with.percentile(95.0)),
        report::ms(without.percentile(50.0)),
        report::ms(without.percentile(95.0)),
        report::ms(with.percentile(95.0)) / report::ms(without.percentile(95.0)).max(f64::EPSILON)
    );
    Ok(())
}

async fn compare_on_existing(
    dirs: &[PathBuf],
    mix: &[MixQuery],
    rounds: usize,
    keywords: Option<&[String]>,
    screening: bool,
) -> anyhow::Result<()> {
    let mut p95s = Vec::new();
    for dir in dirs {
        println!("== {}", dir.display());
        let settings = Settings::defaults_with_data_dir(dir);
        let db = Db::connect(&settings).await?;
        let service = SearchService::open(&dir.join("search"), db.clone()).await?;
        println!("{} profiles in the index", service.index.num_documents());
        wait_for_merge(&service).await;
        time_check(&service).await?;
        if let Some(keywords) = keywords {
            tokio::task::block_in_place(|| http_fixture::time_keywords(&service, keywords))?;
        } else if screening {
            print_screened_cost(&service, mix, rounds)?;
        } else {
            let (per_query, differing) = tokio::task::block_in_place(|| pruning_cost(&service, mix, rounds))?;
            print_pruning_cost(mix, &per_query, differing);
            tokio::task::block_in_place(|| print_bounds_cost(&service, mix))?;
            let p95 =
                |samples: fn(&GatedCost) -> &Samples| Samples::merged(per_query.iter().map(samples)).percentile(95.0);
            p95s.push((
                service.index.num_documents(),
                [p95(|c| &c.elapsed[0]), p95(|c| &c.times[0]), p95(|c| &c.times[1])],
            ));
        }
        db.close().await;
    }
    if let (Some((small, small_p95s)), Some((large, large_p95s))) = (p95s.first(), p95s.last())
        && p95s.len() > 1
    {
        let ratio = |i: usize| large_p95s[i].as_secs_f64() / small_p95s[i].as_secs_f64();
        println!(
            "p95 over the mix at {large} profiles ÷ at {small}: gated elapsed {:.2}×, gated CPU {:.2}×, every match CPU {:.2}×",
            ratio(0),
            ratio(1),
            ratio(2)
        );
    }
    Ok(())
}

type PerQuery = Vec<(Samples, usize)>;

/// Runs the mix `rounds` times after one warm-up pass, alternating the engines query by
/// query (and which goes first), so both see the same machine state. Returns per query
/// the latencies and the total found, and Tantivy's CPU time per search.
fn run_mix(
    service: &SearchService,
    fts: &Fts5,
    mix: &[MixQuery],
    rounds: usize,
) -> anyhow::Result<(PerQuery, PerQuery, Samples)> {
    let mut tantivy: PerQuery = mix.iter().map(|_| (Samples::default(), 0)).collect();
    let mut fts5: PerQuery = mix.iter().map(|_| (Samples::default(), 0)).collect();
    let mut cpu = Samples::default();
    for round in 0..=rounds {
        for (i, q) in mix.iter().enumerate() {
            let tantivy_first = (round + i) % 2 == 0;
            for engine in if tantivy_first { [0, 1] } else { [1, 0] } {
                let (started, cpu_started) = (Instant::now(), report::cpu_time());
                let total = if engine == 0 {
                    query::run(&service.index, &q.request)?.total.count
                } else {
                    fts.search(&q.request)?.1
                };
                let took = started.elapsed();
                if engine == 0 && round > 0 {
                    cpu.push(report::cpu_time().saturating_sub(cpu_started));
                }
                let slot = if engine == 0 { &mut tantivy[i] } else { &mut fts5[i] };
                slot.1 = total;
                // Round 0 warms caches up and is not recorded.
                if round > 0 {
                    slot.0.push(took);
                }
            }
        }
    }
    Ok((tantivy, fts5, cpu))
}
