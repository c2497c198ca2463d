//! The settings themselves: every flag and variable of the `veil` binary, with its
//! default and its help text (`veil --help`).

use std::{net::SocketAddr, path::PathBuf};

use clap::{Parser, ValueEnum};
use url::Url;

use super::{Origins, Secret};

#[derive(Debug, Clone, Parser)]
#[command(
    name = "veil",
    version,
    about = "Veil: privacy-first anonymous job search. Serves the API and the web app.",
    long_about = "Veil: privacy-first anonymous job search. Serves the API and the web app.\n\n\
        Every setting below can be given as a flag or as the environment variable shown \
        (a .env file in the working directory is read first)."
)]
pub struct Settings {
    /// Address and port to listen on.
    #[arg(long, env = "VEIL_BIND", default_value = "127.0.0.1:8080")]
    pub bind: SocketAddr,

    /// Public address people use to reach Veil (scheme, host, port). Used for the
    /// same-origin check, redirect URIs and whether cookies and HSTS need https.
    #[arg(long, env = "VEIL_PUBLIC_URL", default_value = "http://127.0.0.1:8080")]
    pub public_url: Url,

    /// Directory for the SQLite database, the search index and uploaded files.
    #[arg(long, env = "VEIL_DATA_DIR", default_value = "./data")]
    pub data_dir: PathBuf,

    /// Database: `sqlite://path/to/file.db` or `postgres://user@host/db`. Empty means a
    /// SQLite file `veil.db` in the data dir.
    #[arg(long, env = "DATABASE_URL", default_value = "")]
    pub database_url: String,

    /// Most open database connections.
    #[arg(long, env = "VEIL_DATABASE_MAX_CONNECTIONS", default_value_t = 10)]
    pub database_max_connections: u32,

    /// Seconds a request may run before it answers 503. Database statements and lock
    /// waits are cut off before this, so a stuck statement gives its connection back.
    #[arg(long, env = "VEIL_REQUEST_TIMEOUT_SECS", default_value_t = 30)]
    pub request_timeout_secs: u64,

    /// Seconds between checks of the search index against the database (each instance
    /// compares counts and checksums and repairs what differs; also once at start).
    #[arg(long, env = "VEIL_SEARCH_CHECK_SECS", default_value_t = 600)]
    pub search_check_secs: u64,

    /// Saves answer only once their change is searchable on this instance (at most 5 s).
    /// Off: a save commits and answers, and the index applies it in the background within
    /// moments, on every instance.
    #[arg(long, env = "VEIL_SEARCH_SYNC_SAVES", default_value_t = false)]
    pub search_sync_saves: bool,

    /// What executes searches: `veil`, Veil's own executor (reads only the parts of the
    /// index that may hold a result of the page), or `tantivy`, Tantivy's own (scores
    /// every match: slower on broad searches, for comparison or if Veil's misbehaves).
    /// Both find the same profiles in the same order.
    #[arg(long, env = "VEIL_SEARCH_EXECUTOR", value_enum, default_value_t = SearchExecutor::Veil)]
    pub search_executor: SearchExecutor,

    /// Seconds between sweeps that tell both sides about reveals and requests that ended
    /// (whether identity shows is decided when data is read, never by this sweep).
    #[arg(long, env = "VEIL_REVEAL_SWEEP_SECS", default_value_t = 60)]
    pub reveal_sweep_secs: u64,

    /// Seconds between checks of each saved search for new matching profiles (in the
    /// background; alerts go out when one finds new ones).
    #[arg(long, env = "VEIL_SAVED_SEARCH_CHECK_SECS", default_value_t = 900)]
    pub saved_search_check_secs: u64,

    /// Milliseconds an idle instance waits before looking for due background jobs
    /// (e-mails, digests, clean-ups). 0: this instance runs no background jobs.
    #[arg(long, env = "VEIL_JOB_POLL_MS", default_value_t = 1000)]
    pub job_poll_ms: u64,

    /// TEST ONLY: the end-to-end tests may move this server's clock forward
    /// (POST /dev-idp/test-clock). Refused unless the development identity provider runs
    /// on a loopback public URL (and never with VEIL_INSECURE_DEV_SIGN_IN).
    #[arg(long, env = "VEIL_TEST_CLOCK", default_value_t = false)]
    pub test_clock: bool,

    /// Directory of the built web app (index.html and assets/).
    #[arg(long, env = "VEIL_WEB_DIR", default_value = "./web/dist")]
    pub web_dir: PathBuf,

    /// Support address shown on the contact and legal pages.
    #[arg(long, env = "VEIL_SUPPORT_EMAIL", default_value = "support@veil.example")]
    pub support_email: String,

    /// E-mail address of the one admin account (compared case-insensitively with the
    /// issuer-verified e-mail).
    #[arg(long, env = "VEIL_ADMIN_EMAIL", default_value = "")]
    pub admin_email: String,

    /// Request header set by a trusted proxy with the visitor's ISO country code (for
    /// example `CF-IPCountry`). Used for the cookie banner only.
    #[arg(long, env = "VEIL_GEO_COUNTRY_HEADER", default_value = "")]
    pub geo_country_header: String,

    /// Path of a MaxMind-format country database (GeoLite2-Country.mmdb). Empty means the
    /// public-domain geo-whois-asn-country table built into the binary.
    #[arg(long, env = "VEIL_GEOIP_DB", default_value = "")]
    pub geoip_db: String,

    /// Trust `X-Forwarded-For` for the client address (only behind your own proxy).
    #[arg(long, env = "VEIL_TRUST_PROXY", default_value_t = false)]
    pub trust_proxy: bool,

    /// Address of an analytics script, loaded only after a visitor grants analytics
    /// consent. Empty means no analytics at all.
    #[arg(long, env = "VEIL_ANALYTICS_SCRIPT_URL", default_value = "")]
    pub analytics_script_url: String,

    /// Requests a client may burst on endpoints that invite abuse (sign-in, early access,
    /// uploads, reveal requests) before it gets 429.
    #[arg(long, env = "VEIL_RATE_LIMIT_BURST", default_value_t = 10)]
    pub rate_limit_burst: u32,

    /// Seconds until one more such request is allowed after the burst is spent.
    #[arg(long, env = "VEIL_RATE_LIMIT_REFILL_SECS", default_value_t = 6)]
    pub rate_limit_refill_secs: u64,

    /// Days a job seeker has to answer a reveal request before it expires, counted from
    /// when it is sent (requests already sent keep the deadline they were sent with). The
    /// job seeker is reminded 3 days after it was sent and 4 days before it expires.
    #[arg(long, env = "VEIL_REVEAL_ANSWER_DAYS", default_value_t = 14, value_parser = clap::value_parser!(u32).range(1..=365))]
    pub reveal_answer_days: u32,

    /// Days without a profile edit, a sign-in or an answer to a request after which Veil
    /// asks a job seeker "Still open to offers?".
    #[arg(long, env = "VEIL_FRESHNESS_ASK_DAYS", default_value_t = 60, value_parser = clap::value_parser!(u32).range(1..=3650))]
    pub freshness_ask_days: u32,

    /// Days Veil waits for that answer before it pauses the profile (hidden from search
    /// until its owner resumes it).
    #[arg(long, env = "VEIL_FRESHNESS_PAUSE_DAYS", default_value_t = 14, value_parser = clap::value_parser!(u32).range(1..=365))]
    pub freshness_pause_days: u32,

    /// Reveal requests a recruiter may send each week (the week starts Monday 00:00 UTC).
    #[arg(long, env = "VEIL_REVEAL_BUDGET_WEEKLY", default_value_t = 30, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub reveal_budget_weekly: u32,

    /// The weekly budget of a recruiter with fewer than 2 approvals among their last 20
    /// requests that ended (declined or unanswered ones mostly): see docs/request-budgets.md.
    #[arg(long, env = "VEIL_REVEAL_BUDGET_REDUCED", default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub reveal_budget_reduced: u32,

    /// Seconds to let requests finish after SIGTERM/SIGINT before stopping anyway.
    #[arg(long, env = "VEIL_SHUTDOWN_GRACE_SECS", default_value_t = 10)]
    pub shutdown_grace_secs: u64,

    /// OpenID Connect issuer for sign-in. LinkedIn by default; any OIDC issuer works.
    #[arg(long, env = "VEIL_OIDC_ISSUER_URL", default_value = "https://www.linkedin.com/oauth")]
    pub oidc_issuer_url: String,

    /// Client id registered with the issuer. Empty means no external issuer: Veil runs
    /// its own development identity provider under /dev-idp (development mode), which
    /// only starts on a loopback public URL or with VEIL_INSECURE_DEV_SIGN_IN.
    #[arg(long, env = "VEIL_OIDC_CLIENT_ID", default_value = "")]
    pub oidc_client_id: String,

    /// Runs the development identity provider although the public URL is not loopback.
    /// INSECURE: anyone who reaches Veil can then sign in as anyone, the admin included.
    /// Only for a throwaway demo on a private network.
    #[arg(long, env = "VEIL_INSECURE_DEV_SIGN_IN", default_value_t = false)]
    pub insecure_dev_sign_in: bool,

    /// Client secret registered with the issuer (required with a client id).
    #[arg(long, env = "VEIL_OIDC_CLIENT_SECRET", default_value = "", hide_default_value = true)]
    pub oidc_client_secret: Secret,

    /// Key for signing file URLs, at least 32 characters. Empty means a random key kept
    /// in the data dir (set it when several instances share one database).
    #[arg(long, env = "VEIL_SIGNING_KEY", default_value = "", hide_default_value = true)]
    pub signing_key: Secret,

    /// Where photos and logos are stored: empty for `<data dir>/files`, or an object
    /// store URL such as `s3://bucket/prefix` (configured by the VEIL_S3_* settings only).
    #[arg(long, env = "VEIL_STORAGE_URL", default_value = "")]
    pub storage_url: String,

    /// S3 endpoint for an S3-compatible store (MinIO, R2, ...). Empty means AWS.
    #[arg(long, env = "VEIL_S3_ENDPOINT", default_value = "")]
    pub s3_endpoint: String,

    /// S3 region.
    #[arg(long, env = "VEIL_S3_REGION", default_value = "us-east-1")]
    pub s3_region: String,

    /// S3 access key id.
    #[arg(long, env = "VEIL_S3_ACCESS_KEY_ID", default_value = "")]
    pub s3_access_key_id: String,

    /// S3 secret access key.
    #[arg(long, env = "VEIL_S3_SECRET_ACCESS_KEY", default_value = "", hide_default_value = true)]
    pub s3_secret_access_key: Secret,

    /// S3 session token, for temporary credentials.
    #[arg(long, env = "VEIL_S3_SESSION_TOKEN", default_value = "", hide_default_value = true)]
    pub s3_session_token: Secret,

    /// Allow a plain-http S3 endpoint (a local MinIO only).
    #[arg(long, env = "VEIL_S3_ALLOW_HTTP", default_value_t = false)]
    pub s3_allow_http: bool,

    /// Base URL of an OpenAI-compatible API (e.g. `https://api.openai.com/v1`,
    /// `http://127.0.0.1:11434/v1` for Ollama). Empty means the built-in generator.
    #[arg(long, env = "VEIL_AI_BASE_URL", default_value = "")]
    pub ai_base_url: String,

    /// API key for that endpoint (sent as a bearer token; may be empty for local servers).
    #[arg(long, env = "VEIL_AI_API_KEY", default_value = "", hide_default_value = true)]
    pub ai_api_key: Secret,

    /// Model name for that endpoint.
    #[arg(long, env = "VEIL_AI_MODEL", default_value = "gpt-4o-mini")]
    pub ai_model: String,

    /// Seconds to wait for the AI endpoint.
    #[arg(long, env = "VEIL_AI_TIMEOUT_SECS", default_value_t = 20)]
    pub ai_timeout_secs: u64,

    /// Hours a session may stay unused before it ends.
    #[arg(long, env = "VEIL_SESSION_IDLE_HOURS", default_value_t = 168)]
    pub session_idle_hours: u64,

    /// Days after sign-in when a session ends however active it is.
    #[arg(long, env = "VEIL_SESSION_MAX_DAYS", default_value_t = 30)]
    pub session_max_days: u64,

    /// SMTP relay for outgoing e-mail, e.g. `smtp://user:pass@host:587?tls=required`,
    /// `smtps://user:pass@host` or `smtp://127.0.0.1:2525` (plain, local only). Empty
    /// means e-mail is only captured in the outbox the admin sees.
    #[arg(long, env = "VEIL_SMTP_URL", default_value = "", hide_default_value = true)]
    pub smtp_url: Secret,

    /// Sender of outgoing e-mail.
    #[arg(long, env = "VEIL_MAIL_FROM", default_value = "Veil <no-reply@veil.example>")]
    pub mail_from: String,

    /// Log filter (tracing's EnvFilter syntax).
    #[arg(long, env = "VEIL_LOG", default_value = "info")]
    pub log: String,

    /// How log lines are written: `text` for people, `json` for one JSON object per
    /// line (for log shippers).
    #[arg(long, env = "VEIL_LOG_FORMAT", value_enum, default_value = "text")]
    pub log_format: LogFormat,

    /// Address and port of the Prometheus metrics endpoint (`GET /metrics`), e.g.
    /// `127.0.0.1:9464`: keep it off the public network. Empty serves no metrics. It
    /// cannot be the public port.
    #[arg(long, env = "VEIL_METRICS_BIND", default_value = "", hide_default_value = true)]
    pub metrics_bind: String,

    /// Base URL of an OpenTelemetry collector's OTLP/HTTP receiver, e.g.
    /// `http://127.0.0.1:4318`: request spans and their children (database statements,
    /// search, e-mail, file storage, AI calls) are sent to `{this}/v1/traces`. Empty sends
    /// no traces.
    #[arg(long, env = "VEIL_OTLP_ENDPOINT", default_value = "", hide_default_value = true)]
    pub otlp_endpoint: String,

    /// Share of traces kept, from 0 to 1, when a request does not say (a W3C
    /// `traceparent` header's sampled flag is followed).
    #[arg(long, env = "VEIL_OTLP_SAMPLE_RATIO", default_value_t = 1.0)]
    pub otlp_sample_ratio: f64,

    /// How long each kind of record is kept (config/retention.rs).
    #[command(flatten)]
    pub retention: super::RetentionSettings,

    #[command(subcommand)]
    pub command: Option<Command>,

    /// Where each value came from, so errors name what the person set.
    #[arg(skip)]
    pub origins: Origins,
}

#[derive(Debug, Clone, clap::Subcommand)]
pub enum Command {
    /// Print the OpenAPI document and exit.
    Openapi,
}

/// The values of `VEIL_LOG_FORMAT`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}

/// The values of `VEIL_SEARCH_EXECUTOR`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SearchExecutor {
    Veil,
    Tantivy,
}

impl From<SearchExecutor> for veil_search::Execution {
    fn from(executor: SearchExecutor) -> Self {
        match executor {
            SearchExecutor::Veil => Self::Veil,
            SearchExecutor::Tantivy => Self::Tantivy,
        }
    }
}
