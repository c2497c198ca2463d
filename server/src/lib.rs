//! Veil's server: the JSON API, the built web app, and everything behind them.

/// jemalloc for every binary that links Veil (the server, its tests, the benchmarks, so
/// the engine is measured with the allocator the server runs with): glibc's malloc and
/// free were a quarter of a search's CPU over HTTP, and mimalloc, as fast, stayed twice
/// as resident (`make bench-http`, docs/benchmarks.md).
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

pub mod accounts;
pub mod admin;
pub mod app;
pub mod assistant;
pub mod auth;
pub mod blocks;
pub mod config;
pub mod consent;
pub mod data_export;
pub mod db;
pub mod digest;
pub mod error;
pub mod http;
pub mod ids;
pub mod index_progress;
pub mod job_dispatch;
pub mod jobs;
pub mod mail;
pub mod metrics;
pub mod moderation;
pub mod money;
pub mod notifications;
pub mod places;
pub mod privacy;
pub mod realtime;
pub mod recruiters;
pub mod retention;
pub mod reveal;
pub mod saved_searches;
pub mod search;
pub mod secrets;
pub mod seekers;
pub mod site;
pub mod state;
pub mod storage;
pub mod telemetry;
pub mod views;
pub mod vocabulary;
