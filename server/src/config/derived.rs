//! What the settings imply: the effective database, origin, issuer and durations.

use std::time::Duration;

use url::Url;

use super::Settings;

/// The database the binary talks to, chosen once at start-up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DatabaseKind {
    Sqlite,
    Postgres,
}

impl Settings {
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

    pub fn request_timeout(&self) -> Duration {
        Duration::from_secs(self.request_timeout_secs)
    }

    pub fn search_check(&self) -> Duration {
        Duration::from_secs(self.search_check_secs.max(1))
    }

    pub fn reveal_sweep(&self) -> Duration {
        Duration::from_secs(self.reveal_sweep_secs.max(1))
    }

    /// How often an idle instance looks for due background jobs; `None`: it runs none.
    pub fn job_poll(&self) -> Option<Duration> {
        (self.job_poll_ms > 0).then(|| Duration::from_millis(self.job_poll_ms))
    }

    pub fn shutdown_grace(&self) -> Duration {
        Duration::from_secs(self.shutdown_grace_secs)
    }

    /// Origin of the analytics script, which the CSP must allow.
    pub fn analytics_origin(&self) -> Option<String> {
        Url::parse(&self.analytics_script_url).ok().map(|u| u.origin().ascii_serialization())
    }
}
