//! The index's upkeep, timed: the merge after a rebuild, the periodic check against the
//! database, and how soon an edit is searchable.

use std::time::{Duration, Instant};

use veil::{
    db::Db,
    search::{
        model::{LocationFilter, PAGE_SIZE, SearchRequest},
        sync::SearchService,
    },
};

use crate::report::{self, Samples};

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

/// The check of the index against the database that the server runs at start and every
/// ten minutes (`SearchService::check`), and its read of every document's version alone;
/// the median of three of each.
pub(crate) async fn time_check(service: &SearchService) -> anyhow::Result<()> {
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

/// Edits a profile's headline the way a save does (database write, then the applier's
/// catch-up) and times until a search finds the new word.
pub(crate) async fn edit_visibility(service: &SearchService, db: &Db, ids: &[String]) -> anyhow::Result<Samples> {
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
