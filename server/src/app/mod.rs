//! The application: the router assembled from each feature's routes, and
//! the server loop with graceful shutdown.

mod metrics_endpoint;
pub mod root_state;

use std::{future::Future, net::SocketAddr, sync::Arc, time::Duration};

use axum::{Router, extract::DefaultBodyLimit, middleware, routing::get};
use tokio::net::TcpListener;
use tower_http::{catch_panic::CatchPanicLayer, timeout::TimeoutLayer};
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;

use crate::{
    accounts, admin,
    assistant::{self},
    auth::{self},
    consent, data_export,
    error::ApiError,
    http::{
        api_errors::json_error_envelope,
        json_compression,
        no_store::{SessionPaths, no_store_for_session_responses},
        nul_text::refuse_nul_in_query,
        openapi_errors::add_shared_errors,
        openapi_text::refuse_nul_in_request_text,
        request_trace,
        same_origin::{SameOriginPolicy, require_same_origin},
        security_headers::{SecurityHeaders, add_security_headers},
        static_files::web_app,
    },
    notifications, places,
    realtime::{self},
    recruiters, retention, reveal, saved_searches,
    search::{self},
    seekers,
    site::{self},
    state::AppState,
    storage::{self},
    views,
};
use root_state::RootState;

/// Largest JSON body we accept; uploads set their own limit.
pub const JSON_BODY_LIMIT: usize = 64 * 1024;

#[derive(OpenApi)]
#[openapi(info(
    title = "Veil API",
    description = "Privacy-first anonymous job search.",
    license(name = "Proprietary")
))]
struct ApiDoc;

/// Every API route with its OpenAPI description, feature by feature.
fn api_routes(root: &RootState) -> OpenApiRouter<RootState> {
    let state = &root.shared;
    // The features that read only the shared state.
    let shared = OpenApiRouter::<AppState>::new()
        .merge(site::routes::router(state))
        .merge(auth::routes::router(state))
        .merge(recruiters::routes::router(state))
        .merge(recruiters::work_email::routes::router(state))
        .merge(reveal::candidates::router())
        .merge(places::routes::router())
        .merge(reveal::routes::router(state))
        .merge(reveal::budget::routes::router())
        .merge(seekers::freshness::routes::router())
        .merge(crate::reveal::preferences::routes::router())
        .merge(reveal::thread::routes::router())
        .merge(reveal::thread::departed::routes::router())
        .merge(crate::blocks::routes::router())
        .merge(crate::moderation::report_routes::router())
        .merge(crate::moderation::candidate_report_routes::router())
        .merge(crate::moderation::admin_routes::router())
        .merge(notifications::routes::router())
        .merge(crate::mail::routes::router())
        .merge(realtime::routes::router())
        .merge(admin::routes::router())
        .merge(views::routes::router())
        .merge(crate::privacy::activity::routes::router())
        .merge(crate::privacy::shield::list::routes::router())
        .merge(saved_searches::routes::router())
        .merge(retention::inactive::routes::router())
        .merge(consent::routes::router(state))
        .with_state(state.clone());
    // And those that take a service of their own besides (search, its history, the
    // assistant), each named in its router's bounds.
    OpenApiRouter::with_openapi(ApiDoc::openapi())
        .merge(shared)
        .merge(accounts::routes::router(state))
        .merge(seekers::routes::router(state))
        .merge(search::routes::router())
        .merge(assistant::routes::router(state))
        .merge(assistant::transparency::router())
        .merge(data_export::routes::router(state))
}

/// The OpenAPI document, as served at `/api/openapi.json`.
pub fn openapi_document(root: &RootState) -> utoipa::openapi::OpenApi {
    let mut doc = api_routes(root).split_for_parts().1;
    add_shared_errors(&mut doc);
    refuse_nul_in_request_text(&mut doc);
    doc
}

pub fn router(root: RootState) -> Router {
    let (api, mut openapi) = api_routes(&root).split_for_parts();
    let state = root.shared.clone();
    add_shared_errors(&mut openapi);
    refuse_nul_in_request_text(&mut openapi);
    let openapi = Arc::new(openapi);
    let security =
        SecurityHeaders::new(state.settings.analytics_origin().as_deref(), state.settings.served_over_https());
    let same_origin = SameOriginPolicy {
        public_origin: state.settings.public_origin().into(),
        signed_link_paths: &[crate::mail::routes::ONE_CLICK_PATH],
    };
    let web_dir = state.settings.web_dir.clone();
    let request_timeout = state.settings.request_timeout();
    let dev_idp = if state.dev_idp.is_some() { auth::dev_idp::routes::router() } else { Router::new() };
    // Settings validation allows the test clock only beside the loopback development provider.
    let test_clock = if state.settings.test_clock && state.dev_idp.is_some() {
        auth::dev_idp::test_clock::router()
    } else {
        Router::new()
    };

    let shared = Router::new()
        .merge(dev_idp)
        .merge(test_clock)
        .merge(storage::routes::router())
        .merge(data_export::routes::download_router())
        .merge(site::crawlers::router())
        .with_state(state.clone());
    let router = Router::new()
        .merge(api)
        .merge(shared)
        .route("/api/openapi.json", get(move || async move { axum::Json(openapi.as_ref().clone()) }))
        .route("/api", get(api_not_found).fallback(api_not_found))
        .route("/api/", get(api_not_found).fallback(api_not_found))
        .route("/api/{*rest}", get(api_not_found).fallback(api_not_found))
        .with_state(root)
        .merge(web_app(&web_dir))
        .layer(DefaultBodyLimit::max(JSON_BODY_LIMIT))
        .layer(middleware::from_fn(refuse_nul_in_query))
        .layer(middleware::from_fn_with_state(same_origin, require_same_origin))
        .layer(middleware::from_fn(json_error_envelope))
        .layer(TimeoutLayer::with_status_code(http::StatusCode::SERVICE_UNAVAILABLE, request_timeout))
        .layer(CatchPanicLayer::new())
        .layer(middleware::from_fn_with_state(
            SessionPaths::with(storage::private_paths()),
            no_store_for_session_responses,
        ))
        .layer(middleware::from_fn_with_state(security, add_security_headers))
        .layer(json_compression::layer());
    request_trace::layer(router)
}

async fn api_not_found() -> ApiError {
    ApiError::NotFound
}

/// Serves `state` on `listener` until `shutdown` resolves, then lets requests finish for
/// the configured grace period and stops regardless.
pub async fn serve(
    root: RootState,
    listener: TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    // Derived data, before the index catches up with the rows: a failure is logged, never
    // a reason not to start (rows keep their old ids, and search computes missing ones
    // from the vocabulary).
    let state = root.shared.clone();
    if let Err(err) = seekers::skills::refresh_stored_skill_ids(&state.db).await {
        tracing::warn!(error = %err, "computing canonical skill ids failed; it runs again at the next start");
    }
    // Bound before anything starts, so a taken metrics port stops the start.
    let metrics = match state.settings.metrics_addr().map_err(anyhow::Error::msg)? {
        Some(addr) => {
            let listener = metrics_endpoint::bind(addr).await?;
            tracing::info!(%addr, "serving metrics at /metrics");
            Some(listener)
        }
        None => None,
    };
    let grace = state.settings.shutdown_grace();
    let db = state.db.clone();
    let search_history = root.search_history.clone();
    let mut background = vec![tokio::spawn(housekeeping(state.clone())), tokio::spawn(search_history.clone().run())];
    background.push(tokio::spawn(state.activity.clone().run()));
    let activity = state.activity.clone();
    background.extend(root.search.spawn_followers());
    background.extend(state.events.spawn_relay());
    background.push(tokio::spawn(reveal::ending::run(state.clone())));
    background.push(tokio::spawn(crate::job_dispatch::run(root.clone())));
    background.push(tokio::spawn(data_export::runner::run(state.clone(), search_history.clone())));
    if let Some(metrics) = metrics {
        background.push(tokio::spawn(metrics_endpoint::serve(root.clone(), metrics)));
    }
    let streams = state.shutdown.clone();
    let app = router(root).into_make_service_with_connect_info::<SocketAddr>();
    let (stopping_tx, stopping_rx) = tokio::sync::watch::channel(false);
    let server = axum::serve(listener, app).with_graceful_shutdown(async move {
        shutdown.await;
        // Event streams never end by themselves; end them so the server can drain.
        streams.cancel();
        let _ = stopping_tx.send(true);
    });
    let deadline = async move {
        let mut rx = stopping_rx;
        let _ = rx.wait_for(|stopping| *stopping).await;
        tokio::time::sleep(grace).await;
    };
    tokio::select! {
        result = server => result?,
        () = deadline => tracing::warn!("shutdown grace period over; stopping with requests still open"),
    }
    for task in background {
        task.abort();
    }
    if let Err(err) = search_history.flush().await {
        tracing::warn!(error = %err, "could not write the last searches to the history");
    }
    if let Err(err) = activity.flush().await {
        tracing::warn!(error = %err, "could not write the last privacy activity");
    }
    db.close().await;
    Ok(())
}

/// Periodic clean-up of ended sessions and abandoned sign-ins.
async fn housekeeping(state: AppState) {
    let mut tick = tokio::time::interval(Duration::from_secs(15 * 60));
    loop {
        tick.tick().await;
        let idle = state.settings.session_idle().as_millis() as i64;
        if let Err(err) = auth::store::purge_expired(&state.db, state.clock.now_millis(), idle).await {
            tracing::warn!(error = %err, "session clean-up failed");
        }
    }
}

/// Resolves on SIGINT or SIGTERM.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutting down");
}
