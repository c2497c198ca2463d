//! `GET /metrics` on the operator's own address (`VEIL_METRICS_BIND`), never on the
//! public port. The gauges that describe a state (jobs, the pool, open streams, the
//! index's lag) are read at each scrape; counters and histograms are recorded as things
//! happen (`crate::metrics`).

use std::time::Duration;

use axum::{Router, extract::State, http::header, response::IntoResponse, routing::get};
use tokio::net::TcpListener;

use super::root_state::RootState;
use crate::metrics::{self, JobsSample};

/// Binds `addr` and installs the recorder; the caller serves the listener with `serve`.
pub async fn bind(addr: std::net::SocketAddr) -> anyhow::Result<TcpListener> {
    metrics::install()?;
    TcpListener::bind(addr).await.map_err(|e| anyhow::anyhow!("cannot serve metrics on {addr}: {e}"))
}

pub async fn serve(root: RootState, listener: TcpListener) {
    let app = Router::new().route("/metrics", get(scrape)).with_state(root);
    if let Err(err) = axum::serve(listener, app).await {
        tracing::error!(error = %err, "the metrics endpoint stopped");
    }
}

async fn scrape(State(root): State<RootState>) -> impl IntoResponse {
    sample(&root).await;
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8")], metrics::render())
}

/// Reads the state gauges. A failed read of the jobs leaves their last values: the scrape
/// still answers, and the log says why.
async fn sample(root: &RootState) {
    let state = &root.shared;
    let (in_use, max) = state.db.pool_usage();
    metrics::sample_pool(in_use, max);
    metrics::sample_event_streams(state.events.open_streams());
    metrics::sample_index_lag();
    let now = state.clock.now_millis();
    match crate::jobs::store::counts(&state.db, now).await {
        Ok((due, running, failed, oldest_due)) => metrics::sample_jobs(&JobsSample {
            due,
            running,
            failed,
            oldest_due_age: Duration::from_millis(oldest_due.map_or(0, |at| (now - at).max(0) as u64)),
        }),
        Err(err) => tracing::warn!(error = %err, "could not read the jobs for the metrics"),
    }
}
