//! The server's Prometheus metrics: every name in one place, the recorder, and the small
//! functions the rest of the server records through. Labels are route templates, status
//! classes and fixed words, never an id, an address or anything a person typed
//! (invariant 7). Nothing is recorded until `install` runs (`VEIL_METRICS_BIND` set):
//! the `metrics` macros are no-ops without a recorder.

use std::{
    sync::{
        OnceLock,
        atomic::{AtomicI64, Ordering},
    },
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use metrics::{Unit, counter, describe_counter, describe_gauge, describe_histogram, gauge, histogram};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

pub const HTTP_REQUESTS: &str = "veil_http_requests_total";
pub const HTTP_DURATION: &str = "veil_http_request_duration_seconds";
pub const SEARCH_DURATION: &str = "veil_search_duration_seconds";
pub const SEARCH_HITS: &str = "veil_search_hits";
pub const INDEX_LAG_SECONDS: &str = "veil_search_index_lag_seconds";
pub const INDEX_LAG_CHANGES: &str = "veil_search_index_lag_changes";
pub const JOBS_DUE: &str = "veil_jobs_due";
pub const JOBS_RUNNING: &str = "veil_jobs_running";
pub const JOBS_FAILED: &str = "veil_jobs_failed";
pub const JOBS_OLDEST_DUE_AGE: &str = "veil_jobs_oldest_due_age_seconds";
pub const EMAILS_SENT: &str = "veil_emails_sent_total";
pub const EMAILS_FAILED: &str = "veil_emails_failed_total";
pub const EVENT_STREAMS_OPEN: &str = "veil_event_streams_open";
pub const DB_POOL_IN_USE: &str = "veil_db_pool_connections_in_use";
pub const DB_POOL_MAX: &str = "veil_db_pool_connections_max";
pub const DB_POOL_TIMEOUTS: &str = "veil_db_pool_timeouts_total";
pub const SIGN_INS: &str = "veil_sign_ins_total";
pub const PROFILES_CREATED: &str = "veil_profiles_created_total";
pub const REVEAL_REQUESTS: &str = "veil_reveal_requests_total";

/// Every metric the server exports; the dashboard and alert rules may query only these
/// (tests/integration/metrics.rs checks both against this list and the scrape).
pub const ALL: &[&str] = &[
    HTTP_REQUESTS,
    HTTP_DURATION,
    SEARCH_DURATION,
    SEARCH_HITS,
    INDEX_LAG_SECONDS,
    INDEX_LAG_CHANGES,
    JOBS_DUE,
    JOBS_RUNNING,
    JOBS_FAILED,
    JOBS_OLDEST_DUE_AGE,
    EMAILS_SENT,
    EMAILS_FAILED,
    EVENT_STREAMS_OPEN,
    DB_POOL_IN_USE,
    DB_POOL_MAX,
    DB_POOL_TIMEOUTS,
    SIGN_INS,
    PROFILES_CREATED,
    REVEAL_REQUESTS,
];

/// Latency buckets (seconds): the 100 ms target sits on a boundary.
const LATENCY_BUCKETS: &[f64] = &[0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0];
const HITS_BUCKETS: &[f64] = &[0.0, 1.0, 5.0, 10.0, 50.0, 100.0, 500.0, 1000.0, 5000.0, 10000.0];

static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// Installs the process's recorder (once; later calls return the same handle).
pub fn install() -> anyhow::Result<&'static PrometheusHandle> {
    if let Some(handle) = HANDLE.get() {
        return Ok(handle);
    }
    let recorder = PrometheusBuilder::new()
        .set_buckets(LATENCY_BUCKETS)?
        .set_buckets_for_metric(Matcher::Full(SEARCH_HITS.into()), HITS_BUCKETS)?
        .build_recorder();
    let handle = recorder.handle();
    // Two callers racing: the loser's recorder is dropped and the winner's handle used.
    if metrics::set_global_recorder(recorder).is_ok() {
        let _ = HANDLE.set(handle);
        describe();
        start_counters_at_zero();
    }
    HANDLE.get().ok_or_else(|| anyhow::anyhow!("another metrics recorder is installed"))
}

/// The text exposition of everything recorded so far.
pub fn render() -> String {
    HANDLE.get().map_or_else(String::new, |handle| {
        handle.run_upkeep();
        handle.render()
    })
}

fn describe() {
    describe_counter!(HTTP_REQUESTS, "Requests answered, by route template, method and status class.");
    describe_histogram!(HTTP_DURATION, Unit::Seconds, "Time to answer a request (to its headers).");
    describe_histogram!(SEARCH_DURATION, Unit::Seconds, "Time a search takes on the index.");
    describe_histogram!(SEARCH_HITS, "Profiles a search found.");
    describe_gauge!(INDEX_LAG_SECONDS, Unit::Seconds, "Time since the index last reached the end of the change feed.");
    describe_gauge!(INDEX_LAG_CHANGES, "Feed entries the index's last round had to apply.");
    describe_gauge!(JOBS_DUE, "Background jobs due and not taken.");
    describe_gauge!(JOBS_RUNNING, "Background jobs taken under a lease.");
    describe_gauge!(JOBS_FAILED, "Background jobs given up after their last attempt.");
    describe_gauge!(JOBS_OLDEST_DUE_AGE, Unit::Seconds, "How long the oldest due job has waited.");
    describe_counter!(EMAILS_SENT, "E-mails handed to the relay (or captured when none is set).");
    describe_counter!(EMAILS_FAILED, "E-mails the relay did not take.");
    describe_gauge!(EVENT_STREAMS_OPEN, "Open server-sent event streams.");
    describe_gauge!(DB_POOL_IN_USE, "Database connections checked out of the pool.");
    describe_gauge!(DB_POOL_MAX, "The pool's most connections.");
    describe_counter!(DB_POOL_TIMEOUTS, "Requests that waited for a connection past the limit.");
    describe_counter!(SIGN_INS, "Sign-ins completed.");
    describe_counter!(PROFILES_CREATED, "Job-seeker profiles created.");
    describe_counter!(REVEAL_REQUESTS, "Reveal requests by event: sent, approved, declined, expired.");
}

/// Counters show from the first scrape, at 0: a rate over a series that appears only at
/// the first failure would miss it, and an alert on it would never fire.
fn start_counters_at_zero() {
    for name in [EMAILS_FAILED, DB_POOL_TIMEOUTS, SIGN_INS, PROFILES_CREATED] {
        counter!(name).absolute(0);
    }
    for transport in ["smtp", "captured"] {
        counter!(EMAILS_SENT, "transport" => transport).absolute(0);
    }
    for event in ["sent", "approved", "declined", "expired"] {
        counter!(REVEAL_REQUESTS, "event" => event).absolute(0);
    }
}

/// `404` is `4xx`: a status class, so a label never multiplies by status code.
pub fn status_class(status: u16) -> &'static str {
    match status / 100 {
        1 => "1xx",
        2 => "2xx",
        3 => "3xx",
        4 => "4xx",
        _ => "5xx",
    }
}

/// A request answered; `route` is the matched route template, never the path.
pub fn request_answered(route: &str, method: &str, status: u16, latency: Duration) {
    let method = match method {
        "GET" => "GET",
        "POST" => "POST",
        "PUT" => "PUT",
        "PATCH" => "PATCH",
        "DELETE" => "DELETE",
        "HEAD" => "HEAD",
        _ => "other",
    };
    let class = status_class(status);
    let route = route.to_owned();
    counter!(HTTP_REQUESTS, "route" => route.clone(), "method" => method, "status" => class).increment(1);
    histogram!(HTTP_DURATION, "route" => route, "method" => method, "status" => class).record(latency.as_secs_f64());
}

pub fn search_ran(latency: Duration, hits: u64) {
    histogram!(SEARCH_DURATION).record(latency.as_secs_f64());
    histogram!(SEARCH_HITS).record(hits as f64);
}

/// When the index last reached the end of the feed (ms since the epoch; 0: not yet).
static INDEX_LEVEL_AT_MS: AtomicI64 = AtomicI64::new(0);

/// The index reached the end of the feed after applying `changes` entries.
pub fn index_level(changes: usize) {
    INDEX_LEVEL_AT_MS.store(now_ms(), Ordering::Relaxed);
    gauge!(INDEX_LAG_CHANGES).set(changes as f64);
}

/// Sets the lag in seconds from the last time the index was level (before a scrape).
pub fn sample_index_lag() {
    let level_at = INDEX_LEVEL_AT_MS.load(Ordering::Relaxed);
    if level_at > 0 {
        gauge!(INDEX_LAG_SECONDS).set((now_ms() - level_at).max(0) as f64 / 1000.0);
    }
}

/// The background jobs' state, sampled before a scrape.
pub struct JobsSample {
    pub due: i64,
    pub running: i64,
    pub failed: i64,
    pub oldest_due_age: Duration,
}

pub fn sample_jobs(sample: &JobsSample) {
    gauge!(JOBS_DUE).set(sample.due as f64);
    gauge!(JOBS_RUNNING).set(sample.running as f64);
    gauge!(JOBS_FAILED).set(sample.failed as f64);
    gauge!(JOBS_OLDEST_DUE_AGE).set(sample.oldest_due_age.as_secs_f64());
}

pub fn sample_pool(in_use: u64, max: u64) {
    gauge!(DB_POOL_IN_USE).set(in_use as f64);
    gauge!(DB_POOL_MAX).set(max as f64);
}

pub fn sample_event_streams(open: usize) {
    gauge!(EVENT_STREAMS_OPEN).set(open as f64);
}

pub fn pool_timed_out() {
    counter!(DB_POOL_TIMEOUTS).increment(1);
}

/// An e-mail the relay took; `captured` when none is configured and the outbox kept it.
pub fn email_sent(captured: bool) {
    counter!(EMAILS_SENT, "transport" => if captured { "captured" } else { "smtp" }).increment(1);
}

pub fn email_failed() {
    counter!(EMAILS_FAILED).increment(1);
}

/// The product's pulse: what people did, counted without saying who.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pulse {
    SignIn,
    ProfileCreated,
    RevealSent,
    RevealApproved,
    RevealDeclined,
    RevealExpired,
}

pub fn pulse(what: Pulse) {
    match what {
        Pulse::SignIn => counter!(SIGN_INS).increment(1),
        Pulse::ProfileCreated => counter!(PROFILES_CREATED).increment(1),
        Pulse::RevealSent => counter!(REVEAL_REQUESTS, "event" => "sent").increment(1),
        Pulse::RevealApproved => counter!(REVEAL_REQUESTS, "event" => "approved").increment(1),
        Pulse::RevealDeclined => counter!(REVEAL_REQUESTS, "event" => "declined").increment(1),
        Pulse::RevealExpired => counter!(REVEAL_REQUESTS, "event" => "expired").increment(1),
    }
}

fn now_ms() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_classes_group_codes() {
        assert_eq!(status_class(200), "2xx");
        assert_eq!(status_class(404), "4xx");
        assert_eq!(status_class(503), "5xx");
        assert_eq!(status_class(999), "5xx");
    }

    #[test]
    fn every_name_is_prefixed_and_listed_once() {
        let mut names = ALL.to_vec();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), ALL.len());
        assert!(ALL.iter().all(|n| n.starts_with("veil_")));
    }
}
