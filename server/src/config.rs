//! Every setting of the `veil` binary: one typed struct, read from defaults, then an
//! optional `.env` file, then the environment. `veil --help` lists them all.

use std::{collections::HashSet, ffi::OsString, fmt, net::SocketAddr, path::PathBuf, time::Duration};

use clap::{CommandFactory, FromArgMatches, Parser};
use url::Url;

mod origins;
pub use origins::Origins;

/// A value that must never be printed: `Debug` and `Display` redact it.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    pub fn new(value: impl Into<String>) -> Self {
        Self(value.into())
    }
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(***)")
    }
}

impl std::str::FromStr for Secret {
    type Err = std::convert::Infallible;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(Self(s.to_owned()))
    }
}

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
    /// store URL such as `s3://bucket/prefix` (credentials from the usual AWS_* variables).
    #[arg(long, env = "VEIL_STORAGE_URL", default_value = "")]
    pub storage_url: String,

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

/// Why the binary refuses to start on a public URL others can reach with no issuer.
pub const NO_ISSUER_OFF_LOOPBACK: &str = "VEIL_PUBLIC_URL is not loopback, so configure an OIDC issuer \
    (VEIL_OIDC_CLIENT_ID, VEIL_OIDC_CLIENT_SECRET, VEIL_OIDC_ISSUER_URL); the development sign-in runs only \
    on 127.0.0.1, ::1 or localhost, or with VEIL_INSECURE_DEV_SIGN_IN=true";

/// Why the settings could not be read.
#[derive(Debug)]
pub enum SettingsError {
    /// A value that does not parse, explained with the name the person used.
    InvalidValue(String),
    /// Anything else clap reports (help, version, an unknown flag).
    Clap(clap::Error),
}

/// Loads `.env` without overriding the environment; returns the variables it set.
fn load_dotenv() -> HashSet<String> {
    let Ok(entries) = dotenvy::dotenv_iter() else { return HashSet::new() };
    let from_file: HashSet<String> =
        entries.filter_map(Result::ok).map(|(key, _)| key).filter(|key| std::env::var_os(key).is_none()).collect();
    let _ = dotenvy::dotenv();
    from_file
}

/// The database the binary talks to, chosen once at start-up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DatabaseKind {
    Sqlite,
    Postgres,
}

impl Settings {
    /// Reads `.env` (if any), then the command line and environment. A value that does
    /// not parse stops the binary with a message naming the variable or flag it came from.
    pub fn from_env_and_args() -> Self {
        let from_dotenv = load_dotenv();
        let args: Vec<OsString> = std::env::args_os().collect();
        match Self::try_parse_with_origins(&args, &from_dotenv) {
            Ok(settings) => settings,
            Err(SettingsError::Clap(err)) => err.exit(),
            Err(SettingsError::InvalidValue(message)) => {
                eprintln!("veil: {message}");
                std::process::exit(2)
            }
        }
    }

    /// Parses `args` and the environment, recording where each value came from;
    /// `from_dotenv` names the variables that `.env` set.
    pub fn try_parse_with_origins(args: &[OsString], from_dotenv: &HashSet<String>) -> Result<Self, SettingsError> {
        let cmd = Self::command();
        let parsed = cmd.clone().try_get_matches_from(args).and_then(|matches| {
            let mut settings = Self::from_arg_matches(&matches)?;
            settings.origins = Origins::from_matches(&cmd, &matches, from_dotenv);
            Ok(settings)
        });
        parsed.map_err(|err| match origins::explain_invalid_value(&err, &cmd, args, from_dotenv) {
            Some(message) => SettingsError::InvalidValue(message),
            None => SettingsError::Clap(err),
        })
    }

    /// Settings for tests and tools: every default, with the given data dir.
    pub fn defaults_with_data_dir(data_dir: impl Into<PathBuf>) -> Self {
        let mut s = Self::try_parse_with_origins(&["veil".into()], &HashSet::new())
            .unwrap_or_else(|e| panic!("the defaults parse: {e:?}"));
        s.data_dir = data_dir.into();
        s
    }

    /// The variable or flag a setting was given as (`VEIL_BIND`, `--bind`), for errors.
    pub fn name(&self, id: &str) -> String {
        self.origins.name(id)
    }

    /// The database URL with the default filled in.
    pub fn effective_database_url(&self) -> String {
        if self.database_url.trim().is_empty() {
            format!("sqlite://{}", self.data_dir.join("veil.db").display())
        } else {
            self.database_url.trim().to_owned()
        }
    }

    pub fn database_kind(&self) -> Result<DatabaseKind, String> {
        let url = self.effective_database_url();
        let scheme = url.split(':').next().unwrap_or_default();
        match scheme {
            "sqlite" => Ok(DatabaseKind::Sqlite),
            "postgres" | "postgresql" => Ok(DatabaseKind::Postgres),
            other => Err(format!(
                "{} has the scheme `{other}`; use sqlite://path/to/veil.db or postgres://user@host/db",
                self.name("database_url")
            )),
        }
    }

    /// Whether the public URL names this machine only (127.0.0.0/8, ::1, localhost), so
    /// nobody else can reach what it serves.
    pub fn public_url_is_loopback(&self) -> bool {
        match self.public_url.host() {
            Some(url::Host::Domain(name)) => name.eq_ignore_ascii_case("localhost"),
            Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
            Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
            None => false,
        }
    }

    pub fn served_over_https(&self) -> bool {
        self.public_url.scheme() == "https"
    }

    /// `scheme://host[:port]` of the public URL, as browsers send it in `Origin`.
    pub fn public_origin(&self) -> String {
        self.public_url.origin().ascii_serialization()
    }

    /// Development mode: no external issuer, so the built-in identity provider signs
    /// people in and debug actions that change data are allowed.
    pub fn development_mode(&self) -> bool {
        self.oidc_client_id.trim().is_empty()
    }

    /// The issuer the relying party trusts: the configured one, or our own `/dev-idp`.
    pub fn effective_issuer_url(&self) -> String {
        if self.development_mode() {
            format!("{}/dev-idp", self.public_origin())
        } else {
            self.oidc_issuer_url.trim().trim_end_matches('/').to_owned()
        }
    }

    pub fn session_idle(&self) -> Duration {
        Duration::from_secs(self.session_idle_hours * 3600)
    }

    pub fn session_max_age(&self) -> Duration {
        Duration::from_secs(self.session_max_days * 86_400)
    }

    pub fn shutdown_grace(&self) -> Duration {
        Duration::from_secs(self.shutdown_grace_secs)
    }

    /// Every check that should stop the binary before it serves anything.
    pub fn validate(&self) -> Result<(), String> {
        self.database_kind()?;
        if !matches!(self.public_url.scheme(), "http" | "https") {
            return Err(format!(
                "{} must start with http:// or https://, like https://veil.example",
                self.name("public_url")
            ));
        }
        if !self.support_email.contains('@') {
            return Err(format!("{} must be an e-mail address, like support@veil.example", self.name("support_email")));
        }
        if !self.admin_email.is_empty() && !self.admin_email.contains('@') {
            return Err(format!(
                "{} must be an e-mail address, like admin@veil.example, or empty",
                self.name("admin_email")
            ));
        }
        if !self.analytics_script_url.is_empty() {
            let url = Url::parse(&self.analytics_script_url).map_err(|_| {
                format!(
                    "{} must be an absolute URL, like https://stats.example/script.js",
                    self.name("analytics_script_url")
                )
            })?;
            if url.scheme() != "https" {
                return Err(format!(
                    "{} must use https, like https://stats.example/script.js",
                    self.name("analytics_script_url")
                ));
            }
        }
        if !self.geoip_db.is_empty() && !std::path::Path::new(&self.geoip_db).is_file() {
            return Err(format!(
                "{}: no file at {}; give the path of a .mmdb country database",
                self.name("geoip_db"),
                self.geoip_db
            ));
        }
        if self.rate_limit_burst == 0 || self.rate_limit_refill_secs == 0 {
            return Err(format!(
                "{} and {} must be whole numbers above 0, like 10 and 6",
                self.name("rate_limit_burst"),
                self.name("rate_limit_refill_secs")
            ));
        }
        // The development provider lets any visitor pick any identity, the admin's
        // included: it must never be the way into a Veil others can reach.
        if self.development_mode() && !self.public_url_is_loopback() && !self.insecure_dev_sign_in {
            return Err(NO_ISSUER_OFF_LOOPBACK.into());
        }
        if !self.development_mode() {
            if self.oidc_client_secret.expose().trim().is_empty() {
                return Err(format!(
                    "{} is set but {} is empty",
                    self.name("oidc_client_id"),
                    self.name("oidc_client_secret")
                ));
            }
            let issuer = Url::parse(self.oidc_issuer_url.trim()).map_err(|_| {
                format!("{} must be an absolute URL, like https://www.linkedin.com/oauth", self.name("oidc_issuer_url"))
            })?;
            let local = matches!(issuer.host_str(), Some("127.0.0.1" | "localhost" | "[::1]"));
            if issuer.scheme() != "https" && !local {
                return Err(format!(
                    "{} must use https, like https://www.linkedin.com/oauth",
                    self.name("oidc_issuer_url")
                ));
            }
        }
        if !self.ai_base_url.trim().is_empty() {
            let url = Url::parse(self.ai_base_url.trim()).map_err(|_| {
                format!("{} must be an absolute URL, like https://api.openai.com/v1", self.name("ai_base_url"))
            })?;
            if !matches!(url.scheme(), "http" | "https") {
                return Err(format!(
                    "{} must use http or https, like https://api.openai.com/v1",
                    self.name("ai_base_url")
                ));
            }
            if self.ai_timeout_secs == 0 {
                return Err(format!("{} must be a whole number above 0, like 20", self.name("ai_timeout_secs")));
            }
        }
        let key = self.signing_key.expose();
        if !key.is_empty() && key.len() < 32 {
            return Err(format!(
                "{} must be at least 32 characters (or empty for a generated key)",
                self.name("signing_key")
            ));
        }
        if self.session_idle_hours == 0 || self.session_max_days == 0 {
            return Err(format!(
                "{} and {} must be whole numbers above 0, like 168 and 30",
                self.name("session_idle_hours"),
                self.name("session_max_days")
            ));
        }
        if self.database_max_connections == 0 {
            return Err(format!("{} must be a whole number above 0, like 10", self.name("database_max_connections")));
        }
        Ok(())
    }

    /// Origin of the analytics script, which the CSP must allow.
    pub fn analytics_origin(&self) -> Option<String> {
        Url::parse(&self.analytics_script_url).ok().map(|u| u.origin().ascii_serialization())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_valid_and_use_sqlite_in_the_data_dir() {
        let s = Settings::defaults_with_data_dir("/tmp/veil-x");
        assert!(s.validate().is_ok());
        assert_eq!(s.database_kind(), Ok(DatabaseKind::Sqlite));
        assert_eq!(s.effective_database_url(), "sqlite:///tmp/veil-x/veil.db");
    }

    #[test]
    fn unknown_database_scheme_is_refused_with_a_clear_message() {
        let mut s = Settings::defaults_with_data_dir("/tmp");
        s.database_url = "mysql://root@localhost/veil".into();
        let err = s.validate().unwrap_err();
        assert!(err.contains("mysql"), "{err}");
    }

    #[test]
    fn analytics_must_be_https() {
        let mut s = Settings::defaults_with_data_dir("/tmp");
        s.analytics_script_url = "http://stats.example/script.js".into();
        assert!(s.validate().is_err());
        s.analytics_script_url = "https://stats.example/script.js".into();
        assert!(s.validate().is_ok());
        assert_eq!(s.analytics_origin().as_deref(), Some("https://stats.example"));
    }

    #[test]
    fn an_issuer_needs_its_client_secret() {
        let mut s = Settings::defaults_with_data_dir("/tmp");
        assert!(s.development_mode());
        assert_eq!(s.effective_issuer_url(), "http://127.0.0.1:8080/dev-idp");
        s.oidc_client_id = "abc".into();
        assert!(!s.development_mode());
        assert!(s.validate().unwrap_err().contains("VEIL_OIDC_CLIENT_SECRET"));
        s.oidc_client_secret = Secret::new("shh");
        assert!(s.validate().is_ok());
        assert_eq!(s.effective_issuer_url(), "https://www.linkedin.com/oauth");
    }

    #[test]
    fn development_sign_in_runs_on_loopback_public_urls() {
        let mut s = Settings::defaults_with_data_dir("/tmp");
        for url in ["http://127.0.0.1:8080", "http://127.8.9.10", "http://[::1]:3000", "http://localhost:5173"] {
            s.public_url = url.parse().unwrap();
            assert!(s.public_url_is_loopback(), "{url}");
            assert!(s.validate().is_ok(), "{url}");
        }
    }

    #[test]
    fn development_sign_in_off_loopback_refuses_to_start() {
        let mut s = Settings::defaults_with_data_dir("/tmp");
        for url in
            ["https://veil.example", "http://0.0.0.0:8080", "http://192.168.1.5", "http://localhost.evil.example"]
        {
            s.public_url = url.parse().unwrap();
            assert!(!s.public_url_is_loopback(), "{url}");
            assert_eq!(s.validate().unwrap_err(), NO_ISSUER_OFF_LOOPBACK, "{url}");
        }
        assert!(NO_ISSUER_OFF_LOOPBACK.contains("VEIL_OIDC_CLIENT_ID"));
    }

    #[test]
    fn the_insecure_flag_or_an_issuer_allows_a_public_url() {
        let mut s = Settings::defaults_with_data_dir("/tmp");
        s.public_url = "https://veil.example".parse().unwrap();
        s.insecure_dev_sign_in = true;
        assert!(s.validate().is_ok());
        assert!(s.development_mode());
        s.insecure_dev_sign_in = false;
        s.oidc_client_id = "abc".into();
        s.oidc_client_secret = Secret::new("shh");
        assert!(s.validate().is_ok());
    }

    #[test]
    fn secrets_do_not_print() {
        assert_eq!(format!("{:?}", Secret::new("hunter2")), "Secret(***)");
    }
}
