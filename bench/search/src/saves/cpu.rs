//! CPU budgets for instances. On one machine a second instance brings no CPU of its own
//! (the first already uses every core, beside PostgreSQL and the load generator), so
//! scale-out is measured with each instance in a CPU group capped at a budget, as a
//! machine of its own with that many CPUs would be (cgroup v1 `cpu` controller; the
//! groups are made, given a high `cpu.shares` and removed by `bench/saves/run.sh`).

use std::{
    path::{Path, PathBuf},
    time::Duration,
};

use anyhow::Context;

#[derive(Clone, Debug)]
pub struct CpuGroup {
    dir: PathBuf,
}

/// Enforcement periods, and those in which the group used up its budget.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Throttling {
    pub periods: u64,
    pub throttled: u64,
}

impl Throttling {
    /// Between two readings of `cpu.stat`.
    pub fn since(self, before: Throttling) -> Throttling {
        Throttling {
            periods: self.periods.saturating_sub(before.periods),
            throttled: self.throttled.saturating_sub(before.throttled),
        }
    }

    /// The share of periods in which the group had used its whole budget.
    pub fn share(self) -> f64 {
        if self.periods == 0 { 0.0 } else { self.throttled as f64 / self.periods as f64 }
    }
}

impl CpuGroup {
    pub fn at(dir: &Path) -> Self {
        Self { dir: dir.to_owned() }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn read(&self, file: &str) -> anyhow::Result<String> {
        let path = self.dir.join(file);
        std::fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))
    }

    /// CPUs the group may use (its quota over its period); `None` when unbounded.
    pub fn budget(&self) -> anyhow::Result<Option<f64>> {
        let quota: i64 = self.read("cpu.cfs_quota_us")?.trim().parse()?;
        let period: i64 = self.read("cpu.cfs_period_us")?.trim().parse()?;
        Ok((quota > 0 && period > 0).then(|| quota as f64 / period as f64))
    }

    /// Moves process `pid` (every thread of it) into the group.
    pub fn join(&self, pid: u32) -> anyhow::Result<()> {
        let path = self.dir.join("cgroup.procs");
        std::fs::write(&path, pid.to_string()).with_context(|| format!("cannot write {}", path.display()))
    }

    pub fn throttling(&self) -> anyhow::Result<Throttling> {
        Ok(parse_stat(&self.read("cpu.stat")?))
    }
}

fn parse_stat(stat: &str) -> Throttling {
    let field =
        |name: &str| stat.lines().find_map(|l| l.strip_prefix(name).and_then(|v| v.trim().parse().ok())).unwrap_or(0);
    Throttling { periods: field("nr_periods "), throttled: field("nr_throttled ") }
}

/// CPUs used on average: CPU time over wall time.
pub fn cpus(cpu: Duration, wall: Duration) -> f64 {
    if wall.is_zero() { 0.0 } else { cpu.as_secs_f64() / wall.as_secs_f64() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpu_stat_is_read_by_name() {
        let stat = "nr_periods 120\nnr_throttled 90\nthrottled_time 1173230885\nnr_bursts 0\n";
        assert_eq!(parse_stat(stat), Throttling { periods: 120, throttled: 90 });
        let later = Throttling { periods: 220, throttled: 140 };
        assert_eq!(later.since(parse_stat(stat)), Throttling { periods: 100, throttled: 50 });
        assert!((later.since(parse_stat(stat)).share() - 0.5).abs() < 1e-9);
    }

    #[test]
    fn a_budget_is_the_quota_over_the_period() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("cpu.cfs_quota_us"), "40000\n").unwrap();
        std::fs::write(dir.path().join("cpu.cfs_period_us"), "100000\n").unwrap();
        assert_eq!(CpuGroup::at(dir.path()).budget().unwrap(), Some(0.4));
        std::fs::write(dir.path().join("cpu.cfs_quota_us"), "-1\n").unwrap();
        assert_eq!(CpuGroup::at(dir.path()).budget().unwrap(), None);
        assert_eq!(cpus(Duration::from_millis(800), Duration::from_secs(2)), 0.4);
    }
}
