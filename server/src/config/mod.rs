//! Every setting of the `veil` binary: one typed struct, read from defaults, then an
//! optional `.env` file, then the environment. `veil --help` lists them all.

mod derived;
mod load;
mod origins;
mod retention;
mod secret;
mod settings;
mod validate;

pub use derived::DatabaseKind;
pub use load::SettingsError;
pub use origins::Origins;
pub use retention::RetentionSettings;
pub use secret::Secret;
pub use settings::{Command, LogFormat, SearchExecutor, Settings};
pub use validate::NO_ISSUER_OFF_LOOPBACK;

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
    fn an_analytics_script_is_accepted_only_over_https() {
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
    fn the_test_clock_runs_only_with_development_sign_in_on_loopback() {
        let mut s = Settings::defaults_with_data_dir("/tmp");
        s.test_clock = true;
        assert!(s.validate().is_ok(), "loopback and the development provider");
        s.public_url = "https://veil.example".parse().unwrap();
        s.insecure_dev_sign_in = true;
        assert!(s.validate().unwrap_err().contains("VEIL_TEST_CLOCK"), "never off loopback, even when insecure");
        s.public_url = "http://127.0.0.1:8080".parse().unwrap();
        assert!(s.validate().unwrap_err().contains("VEIL_TEST_CLOCK"), "never with the insecure flag");
        s.insecure_dev_sign_in = false;
        s.oidc_client_id = "abc".into();
        s.oidc_client_secret = Secret::new("shh");
        assert!(s.validate().unwrap_err().contains("VEIL_TEST_CLOCK"), "never with a real issuer");
    }

    #[test]
    fn secrets_do_not_print() {
        assert_eq!(format!("{:?}", Secret::new("hunter2")), "Secret(***)");
    }
}
