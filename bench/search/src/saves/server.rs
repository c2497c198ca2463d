//! A real `veil` process, as an operator starts it: its own port and data dir (its search
//! index), a database (SQLite in the data dir, or a shared PostgreSQL), a signing key
//! every instance shares, and one public address, as behind a load balancer.

use std::{
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use anyhow::Context;

use crate::cpu::CpuGroup;

pub struct Server {
    child: Child,
    /// Where requests go (this instance's own port).
    pub base: String,
    /// The CPU group it runs in, capped at a budget (none: it shares the machine).
    pub group: Option<CpuGroup>,
}

/// What every instance of one deployment shares.
#[derive(Clone)]
pub struct Deployment {
    pub bin: PathBuf,
    /// The address browsers use, sent as the `Origin` of changing requests.
    pub public_url: String,
    /// Empty: SQLite in the data dir.
    pub database_url: String,
    pub web_dir: PathBuf,
}

fn free_port() -> anyhow::Result<u16> {
    Ok(std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
}

impl Deployment {
    /// Starts an instance on `data_dir`, in `group` if any, and waits until it answers
    /// `ok` on health (its index up to date).
    pub async fn start(&self, data_dir: &Path, port: Option<u16>, group: Option<&CpuGroup>) -> anyhow::Result<Server> {
        let port = match port {
            Some(port) => port,
            None => free_port()?,
        };
        let base = format!("http://127.0.0.1:{port}");
        let child = Command::new(&self.bin)
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", data_dir)
            .env("VEIL_BIND", format!("127.0.0.1:{port}"))
            .env("VEIL_PUBLIC_URL", &self.public_url)
            .env("VEIL_DATA_DIR", data_dir)
            .env("DATABASE_URL", &self.database_url)
            .env("VEIL_WEB_DIR", &self.web_dir)
            .env("VEIL_SIGNING_KEY", "bench-signing-key-shared-by-every-instance")
            // Errors only: `unavailable` warnings while it starts are expected.
            .env("VEIL_LOG", "error")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .spawn()
            .with_context(|| format!("cannot start {}", self.bin.display()))?;
        let server = Server { child, base, group: group.cloned() };
        if let Some(group) = group {
            group.join(server.child.id())?;
        }
        server.wait_ready().await?;
        Ok(server)
    }
}

impl Server {
    async fn wait_ready(&self) -> anyhow::Result<()> {
        let client = reqwest::Client::new();
        let started = Instant::now();
        while started.elapsed() < Duration::from_secs(300) {
            if let Ok(r) = client.get(format!("{}/api/health", self.base)).send().await
                && r.status().is_success()
            {
                return Ok(());
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        anyhow::bail!("{} did not become ready within 300 s", self.base)
    }

    /// CPU time the process has used so far (user and system, from `/proc`).
    pub fn cpu_time(&self) -> anyhow::Result<Duration> {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id()))?;
        // Fields after the command name, which is in brackets and may hold spaces.
        let fields: Vec<&str> = stat.rsplit_once(')').map(|(_, rest)| rest).unwrap_or("").split_whitespace().collect();
        let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok()).unwrap_or(0);
        // utime and stime are fields 14 and 15 of the line (11 and 12 after the name), in
        // clock ticks of 1/100 s on Linux.
        Ok(Duration::from_millis((ticks(11) + ticks(12)) * 10))
    }

    /// Stops it as SIGTERM does and waits for it.
    pub fn stop(mut self) -> anyhow::Result<()> {
        let _ = Command::new("kill").arg("-TERM").arg(self.child.id().to_string()).status();
        let started = Instant::now();
        while started.elapsed() < Duration::from_secs(20) {
            if self.child.try_wait()?.is_some() {
                return Ok(());
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        self.child.kill()?;
        self.child.wait()?;
        Ok(())
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// A stand-in for `web/dist`: the API is what is measured.
pub fn web_dir(root: &Path) -> anyhow::Result<PathBuf> {
    let dir = root.join("web");
    std::fs::create_dir_all(dir.join("assets"))?;
    std::fs::write(dir.join("index.html"), "<!doctype html><title>Veil</title><div id=\"root\"></div>")?;
    Ok(dir)
}
