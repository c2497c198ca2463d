//! Latency samples, percentiles, memory readings and the printed tables.

use std::{path::Path, time::Duration};

#[derive(Default, Clone)]
pub struct Samples(Vec<Duration>);

impl Samples {
    pub fn push(&mut self, d: Duration) {
        self.0.push(d);
    }

    pub fn merged<'a>(all: impl Iterator<Item = &'a Samples>) -> Self {
        Self(all.flat_map(|s| s.0.iter().copied()).collect())
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Nearest-rank percentile.
    pub fn percentile(&self, p: f64) -> Duration {
        let mut sorted = self.0.clone();
        sorted.sort();
        if sorted.is_empty() {
            return Duration::ZERO;
        }
        let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
        sorted[rank.clamp(1, sorted.len()) - 1]
    }

    pub fn max(&self) -> Duration {
        self.0.iter().copied().max().unwrap_or_default()
    }
}

/// CPU time the process has used so far, on all its threads: a search's CPU time is the
/// difference around it, wherever it ran (a segment of half a million profiles or more
/// is read in slices on several threads: crates/veil-search/src/top_k/slices.rs); the
/// benchmark's other threads wait meanwhile. Unlike the elapsed time, it does not grow
/// when other processes take the cores.
pub fn cpu_time() -> Duration {
    let ts = rustix::time::clock_gettime(rustix::time::ClockId::ProcessCPUTime);
    Duration::new(ts.tv_sec.unsigned_abs(), ts.tv_nsec.clamp(0, 999_999_999) as u32)
}

pub fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

pub fn throughput(what: &str, count: usize, took: Duration) {
    println!(
        "{what}: {count} profiles in {:.2} s = {:.0} profiles/s",
        took.as_secs_f64(),
        count as f64 / took.as_secs_f64()
    );
}

fn status_kb(field: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Resets the peak resident size (`VmHWM`), so each size reports its own peak.
pub fn reset_peak_memory() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

pub fn memory(when: &str) {
    let mb = |kb: Option<u64>| kb.map(|k| format!("{:.0} MB", k as f64 / 1024.0)).unwrap_or_else(|| "n/a".into());
    println!("resident memory {when}: VmRSS {}, peak VmHWM {}", mb(status_kb("VmRSS:")), mb(status_kb("VmHWM:")));
}

/// Bytes under `path` (a file, or a directory's files), for display.
pub fn size_of(path: &Path) -> String {
    fn bytes(path: &Path) -> u64 {
        match std::fs::metadata(path) {
            Ok(m) if m.is_dir() => {
                std::fs::read_dir(path).into_iter().flatten().flatten().map(|e| bytes(&e.path())).sum()
            }
            Ok(m) => m.len(),
            Err(_) => 0,
        }
    }
    format!("{:.0} MB", bytes(path) as f64 / 1_048_576.0)
}

/// Per query: p50 and p95 of each engine and the totals each found.
pub fn mix_table(queries: &[(&str, bool, &str)], tantivy: &[(Samples, usize)], fts5: &[(Samples, usize)]) {
    println!(
        "\n{:<11} {:<9} {:<28} {:>10} {:>10} {:>9} {:>10} {:>10} {:>9}",
        "kind", "filters", "keywords", "tantivy50", "tantivy95", "total", "fts5 p50", "fts5 p95", "total"
    );
    for (i, (kind, filtered, keywords)) in queries.iter().enumerate() {
        let (t, f) = (&tantivy[i], &fts5[i]);
        println!(
            "{:<11} {:<9} {:<28} {:>8.3}ms {:>8.3}ms {:>9} {:>8.3}ms {:>8.3}ms {:>9}",
            kind,
            if *filtered { "type+loc" } else { "none" },
            keywords,
            ms(t.0.percentile(50.0)),
            ms(t.0.percentile(95.0)),
            t.1,
            ms(f.0.percentile(50.0)),
            ms(f.0.percentile(95.0)),
            f.1,
        );
    }
    println!("(FTS5 has no typo tolerance: it searches a misspelt word as written, so its totals there are 0)\n");
}

/// Percentiles of one set of samples on one line.
pub fn percentiles(name: &str, s: &Samples) {
    println!(
        "{name:<15} p50 {:>8.3} ms   p95 {:>8.3} ms   p99 {:>8.3} ms   ({} searches)",
        ms(s.percentile(50.0)),
        ms(s.percentile(95.0)),
        ms(s.percentile(99.0)),
        s.len()
    );
}

pub fn engines(tantivy: &Samples, fts5: &Samples) {
    for (name, s) in [("Tantivy (Veil)", tantivy), ("SQLite FTS5", fts5)] {
        println!(
            "{name:<15} p50 {:>8.3} ms   p95 {:>8.3} ms   p99 {:>8.3} ms   ({} searches)",
            ms(s.percentile(50.0)),
            ms(s.percentile(95.0)),
            ms(s.percentile(99.0)),
            s.len()
        );
    }
    let ratio = ms(tantivy.percentile(95.0)) / ms(fts5.percentile(95.0));
    println!("Tantivy p95 / FTS5 p95 = {ratio:.3}");
}

pub fn across_sizes(results: &[(usize, Duration, Duration)]) {
    if results.len() < 2 {
        return;
    }
    let (small, t_small, f_small) = results[0];
    println!("=== across sizes ===");
    for &(size, t, f) in &results[1..] {
        println!(
            "p95 at {size} / p95 at {small}: Tantivy {:.2}x, FTS5 {:.2}x",
            ms(t) / ms(t_small),
            ms(f) / ms(f_small)
        );
    }
}
