//! Relevance benchmark: Veil's search over a generated corpus whose truth is
//! known, against labelled queries with graded judgements; prints nDCG@10 and recall@10
//! per query class, with synonyms and without. `make bench-relevance` runs it.

mod corpus;
mod metrics;
mod queries;
mod roles;
mod truth;

use std::collections::{BTreeMap, HashMap};

use clap::Parser;
use veil::{
    config::Settings,
    db::Db,
    search::{
        model::{LocationFilter, PAGE_SIZE, SearchRequest},
        query::{self, Options},
        sync::SearchService,
    },
    vocabulary::{self, VOCABULARY},
};

use crate::{corpus::Generated, queries::QUERIES};

#[derive(Parser, Debug)]
#[command(about = "nDCG@10 and recall@10 of Veil's search on labelled queries over a generated corpus")]
struct Args {
    #[arg(long, default_value_t = 12_000)]
    profiles: usize,
    #[arg(long, default_value_t = 20)]
    seed: u64,
    /// Print each query's figures too.
    #[arg(long)]
    verbose: bool,
}

const K: usize = 10;

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let temp = tempfile::tempdir()?;
    let settings = Settings::defaults_with_data_dir(temp.path());
    Db::connect(&settings).await?.close().await;
    let profiles = corpus::generate(args.profiles, args.seed, QUERIES);
    store(&temp.path().join("veil.db"), &profiles)?;
    let db = Db::connect(&settings).await?;
    let service = SearchService::open(&temp.path().join("search"), db.clone()).await?;
    println!(
        "Relevance: {} generated profiles ({} background, seed {}), {} labelled queries, {} skills in the vocabulary",
        profiles.len(),
        args.profiles,
        args.seed,
        QUERIES.len(),
        VOCABULARY.skills.len()
    );

    let by_id: HashMap<&str, &Generated> = profiles.iter().map(|p| (p.id.as_str(), p)).collect();
    // class -> (nDCG, recall) sums and counts, with synonyms (0) and without (1).
    let mut classes: BTreeMap<&str, [(f64, f64, usize); 2]> = BTreeMap::new();
    let mut differing = 0;
    for labelled in QUERIES {
        let all: Vec<u8> = profiles.iter().map(|p| labelled.grade(&p.truth)).collect();
        let relevant = all.iter().filter(|&&g| g > 0).count();
        let request = SearchRequest {
            keyword: labelled.text.to_owned(),
            job_type: labelled.job_type.map(str::to_owned),
            location: labelled
                .city
                .map(|(city, state, country)| LocationFilter {
                    city: city.into(),
                    state: state.into(),
                    country: country.into(),
                })
                .unwrap_or_default(),
            flexible: true,
            page: 1,
            per_page: PAGE_SIZE,
            exclude_id: None,
            shield_terms: Vec::new(),
            screen: Default::default(),
        };
        let entry = classes.entry(labelled.class).or_insert([(0.0, 0.0, 0); 2]);
        for (slot, synonyms) in [true, false].into_iter().enumerate() {
            let outcome = query::run_with(&service.index, &request, Options { synonyms, exhaustive: false })?;
            // The gated top k must be the one scoring every match finds.
            let every = query::run_with(&service.index, &request, Options { synonyms, exhaustive: true })?;
            let ids = |hits: &[veil::search::card::Hit]| hits.iter().map(|h| h.id.clone()).collect::<Vec<_>>();
            if ids(&outcome.hits) != ids(&every.hits) {
                differing += 1;
                println!("  gated top differs from the exhaustive one: {:?} (synonyms {synonyms})", labelled.text);
            }
            let ranked: Vec<u8> = outcome
                .hits
                .iter()
                .map(|hit| by_id.get(hit.id.as_str()).map_or(0, |p| labelled.grade(&p.truth)))
                .collect();
            let (ndcg, recall) = (metrics::ndcg_at(K, &ranked, &all), metrics::recall_at(K, &ranked, relevant));
            entry[slot].0 += ndcg;
            entry[slot].1 += recall;
            entry[slot].2 += 1;
            if args.verbose && synonyms {
                println!(
                    "  {:<12} {:<30} relevant {relevant:>5}  found {:>5}  nDCG@10 {ndcg:.3}  recall@10 {recall:.3}{}",
                    labelled.class,
                    labelled.text,
                    outcome.total.count,
                    if outcome.relaxed { "  (relaxed)" } else { "" }
                );
            }
        }
    }
    report(&classes);
    println!("\nqueries whose gated first page differs from scoring every match: {differing}");
    db.close().await;
    Ok(())
}

fn report(classes: &BTreeMap<&str, [(f64, f64, usize); 2]>) {
    println!("\n| class | queries | nDCG@10 | recall@10 | without synonyms: nDCG@10 | recall@10 |");
    println!("|---|---|---|---|---|---|");
    let mut total = [(0.0, 0.0, 0); 2];
    for (class, slots) in classes {
        let n = slots[0].2 as f64;
        println!(
            "| {class} | {} | {:.3} | {:.3} | {:.3} | {:.3} |",
            slots[0].2,
            slots[0].0 / n,
            slots[0].1 / n,
            slots[1].0 / n,
            slots[1].1 / n
        );
        for (t, s) in total.iter_mut().zip(slots) {
            t.0 += s.0;
            t.1 += s.1;
            t.2 += s.2;
        }
    }
    let n = total[0].2 as f64;
    println!(
        "| all | {} | {:.3} | {:.3} | {:.3} | {:.3} |",
        total[0].2,
        total[0].0 / n,
        total[0].1 / n,
        total[1].0 / n,
        total[1].1 / n
    );
    let recall = |class: &str| classes.get(class).map_or(0.0, |s| s[0].1 / s[0].2 as f64);
    let targets = [
        ("recall@10 on synonyms ≥ 0.95", recall("synonym") >= 0.95),
        ("recall@10 on abbreviations ≥ 0.95", recall("abbreviation") >= 0.95),
        ("nDCG@10 overall ≥ 0.85", total[0].0 / n >= 0.85),
    ];
    println!();
    for (target, met) in targets {
        println!("{target}: {}", if met { "met" } else { "MISSED" });
    }
}

/// Stores the profiles (and their accounts) as the app would, canonical skill ids included.
fn store(path: &std::path::Path, profiles: &[Generated]) -> anyhow::Result<()> {
    let mut conn = rusqlite::Connection::open(path)?;
    conn.execute_batch("PRAGMA synchronous = OFF; PRAGMA foreign_keys = ON;")?;
    let tx = conn.transaction()?;
    {
        let mut user = tx.prepare(
            "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) \
             VALUES (?1, 'bench', ?1, ?2, 1, ?3, ?3)",
        )?;
        let mut profile = tx.prepare(
            "INSERT INTO profiles (id, codename, headline, location, city, state, country, job_type, skills, \
             skill_ids, skill_vocabulary, status, pitch, created_at, updated_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, 'active', ?12, ?13, ?13)",
        )?;
        for (n, p) in profiles.iter().enumerate() {
            let created_at = 1_700_000_000_000 + n as i64 * 1000;
            user.execute(rusqlite::params![p.id, format!("{}@bench.example", p.codename), created_at])?;
            let (city, state, country) = p.place;
            profile.execute(rusqlite::params![
                p.id,
                p.codename,
                p.headline,
                format!("{city}, {state}, {country}"),
                city,
                state,
                country,
                p.truth.job_type,
                serde_json::to_string(&p.skills)?,
                serde_json::to_string(&VOCABULARY.skill_ids(&p.skills))?,
                vocabulary::VERSION,
                p.pitch,
                created_at
            ])?;
        }
    }
    tx.commit()?;
    Ok(())
}
