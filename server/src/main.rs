use std::process::ExitCode;

use veil::{
    app::{self, root_state::RootState},
    config::{Command, Settings},
    db::clock::Clock,
    telemetry,
};

#[tokio::main]
async fn main() -> ExitCode {
    let settings = Settings::from_env_and_args();
    let telemetry = telemetry::init(&settings);
    let outcome = run(settings).await;
    // Off the async workers: the exporter's last send blocks until it is done.
    let _ = tokio::task::spawn_blocking(move || telemetry.shutdown()).await;
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("veil: {err:#}");
            ExitCode::FAILURE
        }
    }
}

async fn run(settings: Settings) -> anyhow::Result<()> {
    if let Some(Command::Openapi) = settings.command {
        settings.validate().map_err(anyhow::Error::msg)?;
        // The document does not depend on data: describe it from an in-memory database.
        let scratch = tempfile_dir()?;
        let mut doc_settings = Settings::defaults_with_data_dir(scratch.path());
        doc_settings.support_email = settings.support_email.clone();
        let root = RootState::new(doc_settings, Clock::System).await?;
        println!("{}", app::openapi_document(&root).to_pretty_json()?);
        return Ok(());
    }
    // The port first: a load balancer's readiness check gets `starting` while the search
    // index is brought up to date, rather than a refused connection.
    settings.validate().map_err(anyhow::Error::msg)?;
    let bind = settings.bind;
    let listener =
        tokio::net::TcpListener::bind(bind).await.map_err(|e| anyhow::anyhow!("cannot listen on {bind}: {e}"))?;
    // `validate` refused the test clock unless this is a loopback development run.
    let clock = if settings.test_clock { Clock::shifted() } else { Clock::System };
    let root = RootState::new(settings, clock).await?;
    // Load the place data now rather than on the first location search.
    tokio::task::spawn_blocking(|| veil::places::gazetteer().is_some());
    let web_index = root.shared.settings.web_dir.join("index.html");
    if !web_index.is_file() {
        tracing::warn!(path = %web_index.display(), "the web app is not built; pages will 404 (run `make run`)");
    }
    println!("Veil is running at http://{} (public URL {})", listener.local_addr()?, root.shared.settings.public_url);
    app::serve(root, listener, app::shutdown_signal()).await
}

fn tempfile_dir() -> anyhow::Result<TempDir> {
    let path = std::env::temp_dir().join(format!("veil-openapi-{}", std::process::id()));
    std::fs::create_dir_all(&path)?;
    Ok(TempDir(path))
}

/// A scratch directory removed when dropped.
struct TempDir(std::path::PathBuf);

impl TempDir {
    fn path(&self) -> &std::path::Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
