//! The load: job seekers saving their profiles over HTTP as fast as they get answers,
//! and a probe that saves a new word and times until search finds it on every instance.

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::{Duration, Instant},
};

use reqwest::{Client, header};
use serde_json::{Value, json};

/// A signed-in person's requests to one instance.
#[derive(Clone)]
pub struct Caller {
    client: Client,
    base: String,
    origin: String,
    cookie: String,
}

impl Caller {
    pub fn new(base: &str, origin: &str, token: &str) -> Self {
        Self {
            client: Client::builder().timeout(Duration::from_secs(60)).build().expect("an HTTP client"),
            base: base.to_owned(),
            origin: origin.to_owned(),
            cookie: format!("veil_session={token}"),
        }
    }

    async fn save(&self, body: &Value) -> anyhow::Result<()> {
        let r = self
            .client
            .put(format!("{}/api/profile", self.base))
            .header(header::ORIGIN, &self.origin)
            .header(header::COOKIE, &self.cookie)
            .json(body)
            .send()
            .await?;
        anyhow::ensure!(r.status().is_success(), "a save answered {}", r.status());
        Ok(())
    }

    /// Whether a search for `word` finds `codename`.
    async fn finds(&self, word: &str, codename: &str) -> anyhow::Result<bool> {
        let r = self
            .client
            .get(format!("{}/api/search?q={word}", self.base))
            .header(header::COOKIE, &self.cookie)
            .send()
            .await?;
        anyhow::ensure!(r.status().is_success(), "a search answered {}", r.status());
        let result: Value = r.json().await?;
        let hits = result["hits"].as_array().cloned().unwrap_or_default();
        Ok(hits.iter().any(|h| h["document"]["codename"] == codename))
    }
}

fn profile(codename: &str, headline: &str) -> Value {
    json!({
        "codename": codename,
        "headline": headline,
        "location": "Lisbon, Lisbon, Portugal",
        "city": "Lisbon", "state": "Lisbon", "country": "Portugal",
        "jobType": "remote",
        "minSalary": 90000, "maxSalary": 120000,
        "skills": ["Rust", "PostgreSQL", "Kubernetes"],
        "status": "active",
        "pitch": "Steady hands for systems that must not fall over.",
        "summary": "",
    })
}

/// Saves answered, and in how long.
#[derive(Clone, Copy)]
pub struct Throughput {
    pub saves: u64,
    pub seconds: f64,
}

impl Throughput {
    pub fn per_second(&self) -> f64 {
        self.saves as f64 / self.seconds
    }
}

/// Saves for about `seconds`, each writer saving again as soon as it is answered.
pub async fn saves_per_second(writers: &[Caller], seconds: f64) -> anyhow::Result<Throughput> {
    // Every writer's first save creates its profile; that is not what is measured.
    for (i, writer) in writers.iter().enumerate() {
        writer.save(&profile(&format!("bench-saver-{i}"), "Platform Engineer")).await?;
    }
    let stop = Arc::new(AtomicBool::new(false));
    let started = Instant::now();
    let mut tasks = Vec::new();
    for (i, writer) in writers.iter().cloned().enumerate() {
        let stop = stop.clone();
        tasks.push(tokio::spawn(async move {
            let mut saved = 0u64;
            while !stop.load(Ordering::Relaxed) {
                writer.save(&profile(&format!("bench-saver-{i}"), &format!("Platform Engineer {saved}"))).await?;
                saved += 1;
            }
            anyhow::Ok(saved)
        }));
    }
    tokio::time::sleep(Duration::from_secs_f64(seconds)).await;
    stop.store(true, Ordering::Relaxed);
    let mut saved = 0;
    for task in tasks {
        saved += task.await??;
    }
    // The saves under way when time ran out are counted, and so is the time they took.
    Ok(Throughput { saves: saved, seconds: started.elapsed().as_secs_f64() })
}

/// A word no earlier probe used and no typo-tolerant match connects to another probe's.
fn marker(n: usize) -> String {
    let mut state = (n as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (0..10)
        .map(|_| {
            state ^= state >> 29;
            state = state.wrapping_mul(0xBF58_476D_1CE4_E5B9);
            char::from(b'a' + (state % 26) as u8)
        })
        .collect()
}

/// `count` probes: `saver` saves a headline with a new word, then search polls every
/// instance in `searchers` until each finds it. Per probe, the time from sending the save
/// until the last instance found it.
pub async fn searchable_within(saver: &Caller, searchers: &[Caller], count: usize) -> anyhow::Result<Vec<Duration>> {
    let codename = "bench-probe";
    saver.save(&profile(codename, "Probe Engineer")).await?;
    let mut everywhere = Vec::with_capacity(count);
    for n in 0..count {
        let word = marker(n);
        let started = Instant::now();
        saver.save(&profile(codename, &format!("Probe Engineer {word}"))).await?;
        let mut pending: Vec<&Caller> = searchers.iter().collect();
        while !pending.is_empty() {
            anyhow::ensure!(started.elapsed() < Duration::from_secs(30), "a save was not searchable after 30 s");
            let mut still = Vec::new();
            for searcher in pending {
                if !searcher.finds(&word, codename).await? {
                    still.push(searcher);
                }
            }
            pending = still;
            if !pending.is_empty() {
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
        }
        everywhere.push(started.elapsed());
        // Probes spread out, so each starts at a different point of the applier's rounds.
        tokio::time::sleep(Duration::from_millis(50 + (n as u64 * 37) % 200)).await;
    }
    Ok(everywhere)
}

/// Nearest-rank percentile.
pub fn percentile(samples: &[Duration], p: f64) -> Duration {
    let mut sorted = samples.to_vec();
    sorted.sort();
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_are_distinct_letters() {
        let words: std::collections::BTreeSet<String> = (0..500).map(marker).collect();
        assert_eq!(words.len(), 500);
        assert!(words.iter().all(|w| w.len() == 10 && w.bytes().all(|b| b.is_ascii_lowercase())));
    }

    #[test]
    fn percentiles_are_nearest_rank() {
        let samples: Vec<Duration> = (1..=20).map(Duration::from_millis).collect();
        assert_eq!(percentile(&samples, 95.0), Duration::from_millis(19));
        assert_eq!(percentile(&samples, 50.0), Duration::from_millis(10));
    }
}
