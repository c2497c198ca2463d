//! The data set of the HTTP benchmark (bench/http, `make bench-http`): generated profiles
//! in a Veil data dir, its search index built and merged, and a signed-in recruiter whose
//! session token is written to `session-token` for the load generator's cookie. It also
//! times the engine alone on the benchmark's keywords, as that recruiter searches (own
//! profile excluded), so the HTTP figures have their baseline from the same run.

use std::{
    path::Path,
    time::{Duration, Instant},
};

use veil::{
    auth::session,
    config::Settings,
    db::Db,
    search::{
        model::{LocationFilter, PAGE_SIZE, SearchRequest},
        query,
        sync::SearchService,
    },
    with_db,
};

use crate::report::{Samples, ms};

const RECRUITER_ID: &str = "00000000-0000-7000-8000-00000000b0b0";
/// Engine timings per keyword (after a warm-up of the same length).
const ENGINE_RUNS: usize = 400;

pub async fn prepare(dir: &Path, size: usize, seed: u64, keywords: &[String]) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir)?;
    let settings = Settings::defaults_with_data_dir(dir);
    Db::connect(&settings).await?.close().await;
    let started = Instant::now();
    // Without `ANALYZE`, as the server keeps its database (see `crate::stored::analyze`).
    crate::stored::store_profiles(&dir.join("veil.db"), size, seed)?;
    println!("{size} profiles generated and stored in {:.1} s", started.elapsed().as_secs_f64());

    let db = Db::connect(&settings).await?;
    let now = i64::try_from(std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH)?.as_millis())?;
    add_recruiter(&db, now).await?;
    let recruiter = veil::ids::AccountId::parse(RECRUITER_ID).expect("a UUID");
    let token = session::open(&db, &settings, &recruiter, now).await?;
    std::fs::write(dir.join("session-token"), token)?;

    // The canonical skill ids a running server has already stored; otherwise its first
    // start computes them for every profile and re-indexes them all (a one-off upgrade
    // step, not the steady state this benchmark measures).
    veil::seekers::skills::refresh_stored_skill_ids(&db).await?;
    let service = SearchService::open(&dir.join("search"), db.clone()).await?;
    service.rebuild().await?;
    let waited = Instant::now();
    while service.index.reader.searcher().segment_readers().len() > 1 && waited.elapsed() < Duration::from_secs(600) {
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    tokio::task::block_in_place(|| time_keywords(&service, keywords))?;
    db.close().await;
    Ok(())
}

async fn add_recruiter(db: &Db, now: i64) -> anyhow::Result<()> {
    with_db!(db, pool => {
        sqlx::query(
            "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) \
             VALUES ($1, 'bench', $1, 'recruiter@bench.example', 1, $2, $2)",
        )
        .bind(RECRUITER_ID)
        .bind(now)
        .execute(pool)
        .await?;
        sqlx::query("INSERT INTO users_roles (id, is_job_seeker, is_recruiter, updated_at) VALUES ($1, FALSE, TRUE, $2)")
            .bind(RECRUITER_ID)
            .bind(now)
            .execute(pool)
            .await?;
    });
    Ok(())
}

/// Times the engine alone on each keyword and prints its p50 and p95.
pub fn time_keywords(service: &SearchService, keywords: &[String]) -> anyhow::Result<()> {
    for keyword in keywords {
        let samples = time_engine(service, keyword)?;
        println!(
            "engine p50 {keyword:?}: {:.3} ms (p95 {:.3} ms, {} runs)",
            ms(samples.percentile(50.0)),
            ms(samples.percentile(95.0)),
            samples.len()
        );
    }
    Ok(())
}

/// The search the page sends for `keyword` (first page, no filters), engine only.
fn time_engine(service: &SearchService, keyword: &str) -> anyhow::Result<Samples> {
    let request = SearchRequest {
        keyword: keyword.to_owned(),
        job_type: None,
        location: LocationFilter::default(),
        flexible: true,
        page: 1,
        per_page: PAGE_SIZE,
        exclude_id: Some(RECRUITER_ID.to_owned()),
        shield_terms: Vec::new(),
        screen: Default::default(),
    };
    let mut samples = Samples::default();
    for run in 0..ENGINE_RUNS * 2 {
        let started = Instant::now();
        query::run(&service.index, &request)?;
        if run >= ENGINE_RUNS {
            samples.push(started.elapsed());
        }
    }
    Ok(samples)
}
