//! The checks that stop the binary before it serves anything.

use url::Url;

use super::Settings;

/// Why the binary refuses to start on a public URL others can reach with no issuer.
pub const NO_ISSUER_OFF_LOOPBACK: &str = "VEIL_PUBLIC_URL is not loopback, so configure an OIDC issuer \
    (VEIL_OIDC_CLIENT_ID, VEIL_OIDC_CLIENT_SECRET, VEIL_OIDC_ISSUER_URL); the development sign-in runs only \
    on 127.0.0.1, ::1 or localhost, or with VEIL_INSECURE_DEV_SIGN_IN=true";

impl Settings {
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
        self.metrics_addr()?;
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
        // A clock anyone can move would end (or prolong) reveals at will: tests only.
        if self.test_clock && !(self.development_mode() && self.public_url_is_loopback() && !self.insecure_dev_sign_in)
        {
            return Err(format!(
                "{} is for the end-to-end tests only: it needs the development identity provider \
                 (no VEIL_OIDC_CLIENT_ID) on a loopback VEIL_PUBLIC_URL, without VEIL_INSECURE_DEV_SIGN_IN",
                self.name("test_clock")
            ));
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
            return Err(format!(
                "{} is 0: a request needs one connection, so use at least 1, like 10 (listeners for \
                 other instances' changes open their own)",
                self.name("database_max_connections")
            ));
        }
        if self.request_timeout_secs < 2 {
            return Err(format!(
                "{} must be at least 2 seconds, like 30 (database statements stop a little before it)",
                self.name("request_timeout_secs")
            ));
        }
        self.otlp_traces_url()?;
        if !(0.0..=1.0).contains(&self.otlp_sample_ratio) {
            return Err(format!("{} must be a number from 0 to 1, like 0.1", self.name("otlp_sample_ratio")));
        }
        self.retention.validate(|id| self.name(id))
    }
}

impl Settings {
    /// The metrics endpoint's address, `None` when metrics are off. It may not share the
    /// public port: the metrics are for the operator, not for visitors.
    pub fn metrics_addr(&self) -> Result<Option<std::net::SocketAddr>, String> {
        let text = self.metrics_bind.trim();
        if text.is_empty() {
            return Ok(None);
        }
        let addr: std::net::SocketAddr = text.parse().map_err(|_| {
            format!("{} must be an address and port, like 127.0.0.1:9464, or empty", self.name("metrics_bind"))
        })?;
        let overlaps = addr.ip() == self.bind.ip() || addr.ip().is_unspecified() || self.bind.ip().is_unspecified();
        if addr.port() == self.bind.port() && overlaps {
            return Err(format!(
                "{} must not be the public address {} ({}): serve metrics on a port of their own",
                self.name("metrics_bind"),
                self.bind,
                self.name("bind")
            ));
        }
        Ok(Some(addr))
    }
}

impl Settings {
    /// Where traces are sent (`VEIL_OTLP_ENDPOINT` with the OTLP/HTTP traces path), `None`
    /// when tracing export is off.
    pub fn otlp_traces_url(&self) -> Result<Option<Url>, String> {
        let text = self.otlp_endpoint.trim();
        if text.is_empty() {
            return Ok(None);
        }
        let wrong =
            || format!("{} must be an http(s) URL, like http://127.0.0.1:4318, or empty", self.name("otlp_endpoint"));
        let base = Url::parse(text).map_err(|_| wrong())?;
        if !matches!(base.scheme(), "http" | "https") || base.host().is_none() {
            return Err(wrong());
        }
        Ok(Some(Url::parse(&format!("{}/v1/traces", text.trim_end_matches('/'))).map_err(|_| wrong())?))
    }
}

#[cfg(test)]
mod metrics_and_log_tests {
    use std::collections::HashSet;

    use super::Settings;
    use crate::config::LogFormat;

    fn parse(args: &[&str]) -> Settings {
        let args: Vec<_> = std::iter::once("veil").chain(args.iter().copied()).map(Into::into).collect();
        Settings::try_parse_with_origins(&args, &HashSet::new()).unwrap()
    }

    #[test]
    fn metrics_are_off_by_default_and_never_on_the_public_port() {
        assert_eq!(parse(&[]).metrics_addr(), Ok(None));
        let on = parse(&["--metrics-bind", "127.0.0.1:9464"]);
        assert_eq!(on.metrics_addr().unwrap().map(|a| a.port()), Some(9464));
        assert!(on.validate().is_ok());
        for same in ["127.0.0.1:8080", "0.0.0.0:8080"] {
            let clash = parse(&["--metrics-bind", same]);
            let err = clash.validate().unwrap_err();
            assert!(err.starts_with("--metrics-bind must not be the public address"), "{err}");
        }
        let bad = parse(&["--metrics-bind", "9464"]).validate().unwrap_err();
        assert_eq!(bad, "--metrics-bind must be an address and port, like 127.0.0.1:9464, or empty");
    }

    #[test]
    fn traces_go_to_the_collectors_traces_path_and_a_bad_endpoint_or_ratio_is_refused() {
        assert_eq!(parse(&[]).otlp_traces_url(), Ok(None));
        for base in ["http://127.0.0.1:4318", "http://127.0.0.1:4318/"] {
            let url = parse(&["--otlp-endpoint", base]).otlp_traces_url().unwrap().unwrap();
            assert_eq!(url.as_str(), "http://127.0.0.1:4318/v1/traces");
        }
        let behind_a_path = parse(&["--otlp-endpoint", "https://otel.example/collector"]);
        assert_eq!(
            behind_a_path.otlp_traces_url().unwrap().unwrap().as_str(),
            "https://otel.example/collector/v1/traces"
        );
        for bad in ["127.0.0.1:4318", "grpc://collector:4317", "not a url"] {
            let err = parse(&["--otlp-endpoint", bad]).validate().unwrap_err();
            assert_eq!(err, "--otlp-endpoint must be an http(s) URL, like http://127.0.0.1:4318, or empty", "{bad}");
        }
        assert!(parse(&["--otlp-sample-ratio", "0.25"]).validate().is_ok());
        let err = parse(&["--otlp-sample-ratio", "1.5"]).validate().unwrap_err();
        assert_eq!(err, "--otlp-sample-ratio must be a number from 0 to 1, like 0.1");
    }

    #[test]
    fn log_format_is_text_unless_json_is_asked_for() {
        assert_eq!(parse(&[]).log_format, LogFormat::Text);
        assert_eq!(parse(&["--log-format", "json"]).log_format, LogFormat::Json);
        let args: Vec<std::ffi::OsString> = ["veil", "--log-format", "xml"].iter().map(Into::into).collect();
        assert!(Settings::try_parse_with_origins(&args, &HashSet::new()).is_err());
    }
}
