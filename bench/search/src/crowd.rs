//! `--crowd`: times the re-identification guard's count (`search::crowd`)
//! on the index of the generated profiles, for drafts taken from those profiles at each
//! location precision, and a whole check as the endpoint runs it (the count, then one
//! per fix when the crowd is small).

use std::{path::Path, time::Instant};

use veil::{
    config::Settings,
    db::Db,
    search::{crowd, sync::SearchService},
    seekers::{
        anonymity::{self, CrowdBucket, CrowdKeys},
        precision::{LocationPrecision, Place},
    },
};

use crate::{data::Generator, report::Samples};

const PRECISIONS: [LocationPrecision; 4] =
    [LocationPrecision::City, LocationPrecision::Region, LocationPrecision::Country, LocationPrecision::Remote];

pub async fn run(size: usize, seed: u64, rounds: usize, dir: &Path) -> anyhow::Result<()> {
    println!("=== re-identification guard: {size} profiles, {rounds} drafts per precision ===");
    let settings = Settings::defaults_with_data_dir(dir);
    Db::connect(&settings).await?.close().await;
    crate::stored::store_profiles(&dir.join("veil.db"), size, seed)?;
    crate::stored::analyze(&dir.join("veil.db"))?;
    let db = Db::connect(&settings).await?;
    let service = SearchService::open(&dir.join("search"), db.clone()).await?;
    crate::upkeep::wait_for_merge(&service).await;

    // Drafts are the generated profiles themselves (the same seed gives the same ones).
    let mut generator = Generator::new(seed);
    let drafts: Vec<_> = (0..rounds).map(|_| generator.next_profile()).collect();
    let index = service.index.clone();
    tokio::task::block_in_place(|| -> anyhow::Result<()> {
        let mut all = Samples::default();
        let mut whole_checks = Samples::default();
        for precision in PRECISIONS {
            let mut samples = Samples::default();
            let mut buckets = [0usize; 3];
            for (round, p) in drafts.iter().enumerate() {
                let place = Place {
                    location: p.location.clone(),
                    city: p.city.clone(),
                    state: p.state.clone(),
                    country: p.country.clone(),
                };
                let skills: Vec<String> = serde_json::from_str(&p.skills)?;
                let keys = CrowdKeys::new(&place, precision, &p.headline, &skills);
                let started = Instant::now();
                let others = crowd::count(&index, &keys, &p.id, &[])?;
                let took = started.elapsed();
                let bucket = CrowdBucket::of(others);
                buckets[bucket as usize] += 1;
                // The first pass over the drafts only warms caches up.
                if round > 0 {
                    samples.push(took);
                }
                // A whole check: each fix is one more count.
                let started = Instant::now();
                let base = CrowdBucket::of(crowd::count(&index, &keys, &p.id, &[])?);
                if base.is_risky() {
                    for fix in anonymity::fixes(&place, precision, &p.headline) {
                        let keys = match fix {
                            anonymity::Fix::ShowRegion => {
                                CrowdKeys::new(&place, LocationPrecision::Region, &p.headline, &skills)
                            }
                            anonymity::Fix::ShowCountry => {
                                CrowdKeys::new(&place, LocationPrecision::Country, &p.headline, &skills)
                            }
                            anonymity::Fix::GeneraliseHeadline(h) => CrowdKeys::new(&place, precision, &h, &skills),
                        };
                        crowd::count(&index, &keys, &p.id, &[])?;
                    }
                }
                if round > 0 {
                    whole_checks.push(started.elapsed());
                }
            }
            println!(
                "{precision:?}: count p50 {:.3} ms, p95 {:.3} ms, max {:.3} ms; buckets: fewer than 5 {}, 5 to 20 {}, more than 20 {}",
                crate::report::ms(samples.percentile(50.0)),
                crate::report::ms(samples.percentile(95.0)),
                crate::report::ms(samples.max()),
                buckets[0],
                buckets[1],
                buckets[2]
            );
            all = Samples::merged([&all, &samples].into_iter());
        }
        println!(
            "all counts: p50 {:.3} ms, p95 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
            crate::report::ms(all.percentile(50.0)),
            crate::report::ms(all.percentile(95.0)),
            crate::report::ms(all.percentile(99.0)),
            crate::report::ms(all.max())
        );
        println!(
            "whole checks (count plus one per fix when fewer than 5): p50 {:.3} ms, p95 {:.3} ms, max {:.3} ms",
            crate::report::ms(whole_checks.percentile(50.0)),
            crate::report::ms(whole_checks.percentile(95.0)),
            crate::report::ms(whole_checks.max())
        );
        Ok(())
    })?;
    db.close().await;
    Ok(())
}
