//! The real `veil` binary, started as an operator starts it: its own environment (none
//! of the test runner's VEIL_*, DATABASE_URL or AWS_* variables), its own data dir and a
//! stand-in web build, on a free port; killed when dropped.

use std::{
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

pub struct Veil {
    pub base_url: String,
    child: Child,
}

impl Drop for Veil {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A command for the binary on `port`, data in `dir`/data, web app in `dir`/web.
/// `VEIL_TEST_BIN` runs another build instead (a release build, or an older version to
/// show what these tests catch).
pub fn command(dir: &Path, port: u16) -> Command {
    let binary = std::env::var("VEIL_TEST_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_veil").to_owned());
    let mut command = Command::new(binary);
    for (key, _) in std::env::vars_os() {
        let key = key.to_string_lossy().into_owned();
        if key.starts_with("VEIL_") || key.starts_with("AWS_") || key == "DATABASE_URL" {
            command.env_remove(key);
        }
    }
    let web = dir.join("web");
    std::fs::create_dir_all(&web).unwrap();
    std::fs::write(web.join("index.html"), "<!doctype html><title>Veil</title><div id=\"root\"></div>").unwrap();
    command
        .current_dir(dir)
        .env("VEIL_BIND", format!("127.0.0.1:{port}"))
        .env("VEIL_PUBLIC_URL", format!("http://127.0.0.1:{port}"))
        .env("VEIL_DATA_DIR", data_dir(dir))
        .env("VEIL_WEB_DIR", web)
        .env("VEIL_LOG", "warn")
        .env("VEIL_RATE_LIMIT_BURST", "1000")
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    command
}

pub fn data_dir(dir: &Path) -> PathBuf {
    dir.join("data")
}

impl Veil {
    pub fn start(mut command: Command, port: u16) -> Self {
        let child = command.spawn().expect("start veil");
        Self { base_url: format!("http://127.0.0.1:{port}"), child }
    }

    /// Waits until `/api/health` answers 200.
    pub async fn ready(self) -> Self {
        let client = reqwest::Client::new();
        let started = Instant::now();
        loop {
            if let Ok(r) = client.get(format!("{}/api/health", self.base_url)).send().await
                && r.status() == reqwest::StatusCode::OK
            {
                return self;
            }
            assert!(started.elapsed() < Duration::from_secs(60), "veil was not ready within 60 s");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

/// Runs the binary to its end (it must refuse to start) and returns what it printed.
pub fn refused(mut command: Command) -> String {
    let output = command.stdout(Stdio::null()).output().expect("run veil");
    assert!(!output.status.success(), "veil started although it should have refused");
    String::from_utf8_lossy(&output.stderr).into_owned()
}
