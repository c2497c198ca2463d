//! The development sign-in is no door into a deployed Veil (invariant 12): the real
//! binary, started on a public URL others can reach and with no issuer, refuses to start
//! with one line saying what to configure; only the explicit insecure flag lets it serve
//! `/dev-idp` there.

use std::{
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use veil::config::NO_ISSUER_OFF_LOOPBACK;

/// The binary with a clean environment, its own data dir and working directory (so no
/// `.env` of the repository is read).
fn veil(data_dir: &std::path::Path, public_url: &str, bind: &str) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_veil"));
    command
        .env_clear()
        .current_dir(data_dir)
        .env("VEIL_PUBLIC_URL", public_url)
        .env("VEIL_BIND", bind)
        .env("VEIL_DATA_DIR", data_dir.join("data"))
        .env("VEIL_WEB_DIR", data_dir.join("web"))
        .env("VEIL_LOG", "warn");
    command
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

#[test]
fn off_loopback_without_an_issuer_the_binary_refuses_to_start() {
    let dir = tempfile::tempdir().unwrap();
    let bind = format!("127.0.0.1:{}", free_port());
    for public_url in ["https://veil.example", "http://192.168.1.20:8080", "http://0.0.0.0:8080"] {
        let output = veil(dir.path(), public_url, &bind).output().expect("run veil");
        assert!(!output.status.success(), "{public_url}: it must not start");
        let stderr = String::from_utf8_lossy(&output.stderr);
        let lines: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty()).collect();
        assert_eq!(lines, [format!("veil: {NO_ISSUER_OFF_LOOPBACK}")], "{public_url}: one clear line");
        assert!(stderr.contains("VEIL_OIDC_CLIENT_ID"));
    }
}

struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Polls `url` until it answers 200 (the binary needs a moment to open its database).
async fn wait_for_ok(child: &mut Child, url: &str) -> reqwest::Response {
    let client = reqwest::Client::new();
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        if let Ok(response) = client.get(url).send().await {
            return response;
        }
        if let Some(status) = child.try_wait().unwrap() {
            panic!("veil exited with {status} before serving");
        }
        assert!(Instant::now() < deadline, "veil did not start within 60 s");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn the_insecure_flag_serves_the_development_sign_in_off_loopback() {
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let mut command = veil(dir.path(), "https://veil.example", &format!("127.0.0.1:{port}"));
    command.env("VEIL_INSECURE_DEV_SIGN_IN", "true").stdout(Stdio::null()).stderr(Stdio::null());
    let mut running = Running(command.spawn().expect("start veil"));
    let url = format!("http://127.0.0.1:{port}/dev-idp/.well-known/openid-configuration");
    let response = wait_for_ok(&mut running.0, &url).await;
    assert_eq!(response.status(), reqwest::StatusCode::OK);
    let discovery: serde_json::Value = response.json().await.unwrap();
    assert_eq!(discovery["issuer"], "https://veil.example/dev-idp");
}

#[tokio::test]
async fn on_loopback_the_development_sign_in_needs_no_flag() {
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let mut command = veil(dir.path(), &format!("http://localhost:{port}"), &format!("127.0.0.1:{port}"));
    command.stdout(Stdio::null()).stderr(Stdio::null());
    let mut running = Running(command.spawn().expect("start veil"));
    let url = format!("http://127.0.0.1:{port}/dev-idp/.well-known/openid-configuration");
    let response = wait_for_ok(&mut running.0, &url).await;
    assert_eq!(response.status(), reqwest::StatusCode::OK);
}
