//! Search benchmark: Veil's Tantivy search (the server's own `SearchService`, index and
//! query code) against SQLite FTS5 over the same generated profiles, in one run.
//!
//! For each size it stores the profiles in a Veil SQLite database, rebuilds the search
//! index from it as `/api/search/reindex` does, builds an FTS5 index over the same rows,
//! runs a fixed query mix alternating engine by engine, and measures how soon an edit is
//! searchable. `make bench` runs it at 100,000 and 1,000,000 profiles.

mod crowd;
mod data;
mod fts;
mod http_fixture;
mod report;
mod screening;

use std::{
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use clap::Parser;
use veil::{
    config::Settings,
    db::Db,
    privacy::shield::{
        keys,
        viewer::{RecruiterFacts, Viewer},
    },
    search::{
        Total,
        model::{LocationFilter, PAGE_SIZE, SearchRequest},
        query::{self, Options},
        sync::SearchService,
    },
};

use crate::{
    data::{Employers, Generator},
    fts::Fts5,
    report::Samples,
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
    /// With `--existing`: only the mix's queries for these keywords (to profile them).
    #[arg(long, requires = "existing", value_delimiter = ',')]
    only: Vec<String>,
    /// Keywords the HTTP fixture (or `--existing --engine`) times the engine on.
    #[arg(long, value_delimiter = ',', default_value = "elixir,engineer")]
    keywords: Vec<String>,
}

/// The fixed query mix: kind and keywords.
const QUERIES: &[(&str, &str)] = &[
    ("narrow", "elixir"),
    ("narrow", "fortran"),
    ("narrow", "solidity"),
    ("broad", "engineer"),
    ("broad", "developer"),
    ("broad", "senior"),
    ("multi-term", "senior software engineer"),
    ("multi-term", "python machine learning"),
    ("multi-term", "react typescript developer"),
    ("prefix", "kube"),
    ("prefix", "reac"),
    ("prefix", "data engi"),
    ("typo", "kubernets"),
    ("typo", "pyhton developer"),
    ("typo", "javasript"),
];

/// Job type and location for the filtered variant of each query, in turn.
const FILTERS: &[(&str, &str, &str, &str)] = &[
    ("remote", "", "", "United States"),
    ("hybrid", "London", "England", "United Kingdom"),
    ("onsite", "Bangalore", "Karnataka", "India"),
];

struct MixQuery {
    kind: &'static str,
    filtered: bool,
    request: SearchRequest,
}

fn query_mix() -> Vec<MixQuery> {
    let mut mix = Vec::new();
    for (i, (kind, keyword)) in QUERIES.iter().enumerate() {
        for filtered in [false, true] {
            let (job_type, city, state, country) = FILTERS[i % FILTERS.len()];
            let request = SearchRequest {
                keyword: (*keyword).into(),
                job_type: filtered.then(|| job_type.to_owned()),
                location: if filtered {
                    LocationFilter { city: city.into(), state: state.into(), country: country.into() }
                } else {
                    LocationFilter::default()
                },
                flexible: true,
                page: 1,
                per_page: PAGE_SIZE,
                // Searches exclude the recruiter's own profile, as the server's do.
                exclude_id: Some("bench-recruiter".into()),
                shield_terms: Vec::new(),
                screen: Default::default(),
            };
            mix.push(MixQuery { kind, filtered, request });
        }
    }
    mix
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
        return compare_on_existing(&args.existing, &mix, args.rounds, args.engine.then_some(&args.keywords[..])).await;
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

    let (with, without) = tokio::task::block_in_place(|| screening::screened_cost(&service, &mix, args.rounds))?;
    println!(
        "Tantivy with every screening filter and the facets p50 {:.2} ms, p95 {:.2} ms; without p50 {:.2} ms, \
         p95 {:.2} ms (p95 ratio {:.2})",
        report::ms(with.percentile(50.0)),
        report::ms(with.percentile(95.0)),
        report::ms(without.percentile(50.0)),
        report::ms(without.percentile(95.0)),
        report::ms(with.percentile(95.0)) / report::ms(without.percentile(95.0)).max(f64::EPSILON)
    );

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

/// What `pruning_cost` measured of one query, gated then scoring every match: the CPU
/// time of each search, its elapsed time and the total.
struct GatedCost {
    times: [Samples; 2],
    elapsed: [Samples; 2],
    totals: [Total; 2],
}

/// The table of `pruning_cost`: per query, then over the whole mix.
fn print_pruning_cost(mix: &[MixQuery], per_query: &[GatedCost], differing: usize) {
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

/// The mix per query, gated and scoring every match, on each prepared data dir in turn;
/// or with `keywords`, the engine alone on each of them. With two dirs or more, the p95
/// over the mix of the last dir ÷ the first, for both ways of searching.
async fn compare_on_existing(
    dirs: &[PathBuf],
    mix: &[MixQuery],
    rounds: usize,
    keywords: Option<&[String]>,
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

/// The check of the index against the database that the server runs at start and every
/// ten minutes (`SearchService::check`), and its read of every document's version alone;
/// the median of three of each.
async fn time_check(service: &SearchService) -> anyhow::Result<()> {
    let mut whole = Samples::default();
    let mut read = Samples::default();
    let mut documents = 0;
    for _ in 0..3 {
        let started = Instant::now();
        let report = service.check().await?;
        whole.push(started.elapsed());
        documents = report.index_documents;
        let started = Instant::now();
        tokio::task::block_in_place(|| service.index.versions())?;
        read.push(started.elapsed());
    }
    println!(
        "index check against the database ({documents} documents): {:.0} ms, of which reading the index's versions {:.0} ms",
        report::ms(whole.percentile(50.0)),
        report::ms(read.percentile(50.0))
    );
    Ok(())
}

/// The rebuild merges its segments into one in the background (searches work on the
/// unmerged index meanwhile); measurements are of the settled index.
pub(crate) async fn wait_for_merge(service: &SearchService) {
    let waited = Instant::now();
    while service.index.reader.searcher().segment_readers().len() > 1 && waited.elapsed() < Duration::from_secs(600) {
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    println!(
        "Tantivy segments when searching starts: {} (waited {:.1} s more for the background merge)",
        service.index.reader.searcher().segment_readers().len(),
        waited.elapsed().as_secs_f64()
    );
}

/// Stores `size` generated profiles (and their accounts) straight into the database, in
/// large transactions; returns a few searchable ids to edit later.
pub(crate) fn store_profiles(path: &Path, size: usize, seed: u64) -> anyhow::Result<Vec<String>> {
    let mut conn = rusqlite::Connection::open(path)?;
    conn.execute_batch("PRAGMA synchronous = OFF; PRAGMA foreign_keys = ON;")?;
    let mut generator = Generator::new(seed);
    let mut employers = Employers::new(seed);
    let mut edit_ids = Vec::new();
    let mut stored = 0;
    while stored < size {
        let tx = conn.transaction()?;
        {
            let mut user = tx.prepare_cached(
                "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) \
                 VALUES (?1, 'bench', ?1, ?2, 1, ?3, ?3)",
            )?;
            let mut profile = tx.prepare_cached(
                "INSERT INTO profiles (id, codename, headline, location, city, state, country, job_type, min_salary, \
                 max_salary, skills, status, pitch, summary, view_count, created_at, updated_at, screening) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, 0, ?15, ?15, ?16)",
            )?;
            let mut shield = tx.prepare_cached(
                "INSERT INTO employer_shields (id, seeker_id, company_name, company_key, domain, position, created_at) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )?;
            for _ in 0..(size - stored).min(50_000) {
                let p = generator.next_profile();
                user.execute(rusqlite::params![p.id, format!("{}@bench.example", p.codename), p.created_at])?;
                profile.execute(rusqlite::params![
                    p.id,
                    p.codename,
                    p.headline,
                    p.location,
                    p.city,
                    p.state,
                    p.country,
                    p.job_type,
                    p.min_salary,
                    p.max_salary,
                    p.skills,
                    p.status,
                    p.pitch,
                    p.summary,
                    p.created_at,
                    screening::screening_json(seed, &p.id)
                ])?;
                // The job seeker's employer shield.
                for (position, (name, domain)) in employers.entries().into_iter().enumerate() {
                    let id = format!("{}-{position}", p.id);
                    let key = keys::company_key(&name);
                    shield.execute(rusqlite::params![id, p.id, name, key, domain, position as i64, p.created_at])?;
                }
                if p.status != "hidden" && edit_ids.len() < 20 && stored % 997 == 0 {
                    edit_ids.push(p.id.clone());
                }
                stored += 1;
            }
        }
        tx.commit()?;
    }
    conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE);")?;
    Ok(edit_ids)
}

/// Gathers SQLite's statistics for the query planner (the FTS5 comparison's joins). Not
/// for a data dir the server runs on: the server never runs `ANALYZE`, and with the STAT4
/// statistics that libsqlite3-sys compiles in, a statement whose plan may depend on a
/// bound value is parsed and planned again each time it runs with new values (the search
/// page's two reads: 0.14 ms per search over HTTP).
pub(crate) fn analyze(path: &Path) -> anyhow::Result<()> {
    rusqlite::Connection::open(path)?.execute_batch("ANALYZE;")?;
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

/// The mix on Tantivy with synonyms (as the server searches) and without, alternating
/// query by query after one warm-up pass, to measure what synonyms cost.
fn synonym_cost(service: &SearchService, mix: &[MixQuery], rounds: usize) -> anyhow::Result<(Samples, Samples)> {
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
fn pruning_cost(service: &SearchService, mix: &[MixQuery], rounds: usize) -> anyhow::Result<(Vec<GatedCost>, usize)> {
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
fn print_bounds_cost(service: &SearchService, mix: &[MixQuery]) -> anyhow::Result<()> {
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
fn exclusion_cost(
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

/// Edits a profile's headline the way a save does (database write, then the applier's
/// catch-up) and times until a search finds the new word.
async fn edit_visibility(service: &SearchService, db: &Db, ids: &[String]) -> anyhow::Result<Samples> {
    let mut samples = Samples::default();
    for (i, id) in ids.iter().enumerate() {
        let marker = format!("benchmarker{i}x");
        let request = SearchRequest {
            keyword: marker.clone(),
            job_type: None,
            location: LocationFilter::default(),
            flexible: true,
            page: 1,
            per_page: PAGE_SIZE,
            exclude_id: None,
            shield_terms: Vec::new(),
            screen: Default::default(),
        };
        let started = Instant::now();
        let Db::Sqlite(pool) = db else { anyhow::bail!("the benchmark runs on SQLite") };
        sqlx::query("UPDATE profiles SET headline = $1, updated_at = updated_at + 1 WHERE id = $2")
            .bind(format!("Staff Engineer {marker}"))
            .bind(id)
            .execute(pool)
            .await?;
        service.catch_up().await?;
        loop {
            let total = service.search(request.clone()).await?.total.count;
            if total > 0 {
                break;
            }
            if started.elapsed() > Duration::from_secs(10) {
                anyhow::bail!("an edit was not searchable after 10 s");
            }
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
        samples.push(started.elapsed());
    }
    Ok(samples)
}
