//! Reading the settings: defaults, then `.env`, then the environment and the command
//! line, remembering where each value came from.

use std::{collections::HashSet, ffi::OsString, path::PathBuf};

use clap::{CommandFactory, FromArgMatches};

use super::{Origins, Settings, origins};

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
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::SettingsError;
    use crate::config::Settings;

    fn parse(args: &[&str], from_dotenv: &[&str]) -> Result<Settings, SettingsError> {
        let args: Vec<_> = std::iter::once("veil").chain(args.iter().copied()).map(Into::into).collect();
        let from_dotenv: HashSet<String> = from_dotenv.iter().map(|s| s.to_string()).collect();
        Settings::try_parse_with_origins(&args, &from_dotenv)
    }

    fn invalid(args: &[&str]) -> String {
        match parse(args, &[]) {
            Err(SettingsError::InvalidValue(message)) => message,
            other => panic!("expected an invalid value, got {other:?}"),
        }
    }

    #[test]
    fn a_bad_flag_value_names_the_flag_and_a_valid_example() {
        let message = invalid(&["--bind", "foo"]);
        assert_eq!(
            message,
            "--bind is not valid: `foo` (invalid socket address syntax); a valid value looks like 127.0.0.1:8080"
        );
        assert!(invalid(&["--bind=8080"]).starts_with("--bind is not valid: `8080`"));
        assert!(invalid(&["--rate-limit-burst", "lots"]).ends_with("a valid value looks like 10"));
    }

    #[test]
    fn settings_checked_after_parsing_name_the_flag_or_the_variable() {
        let from_flag = parse(&["--support-email", "nobody"], &[]).unwrap();
        assert_eq!(
            from_flag.validate().unwrap_err(),
            "--support-email must be an e-mail address, like support@veil.example"
        );
        // Not given on the command line: the variable is what people set.
        let mut defaulted = parse(&[], &[]).unwrap();
        defaulted.support_email = "nobody".into();
        assert!(defaulted.validate().unwrap_err().starts_with("VEIL_SUPPORT_EMAIL must be"));
        assert_eq!(defaulted.name("bind"), "VEIL_BIND");
        assert_eq!(defaulted.name("database_url"), "DATABASE_URL");
    }

    #[test]
    fn help_and_unknown_flags_stay_with_clap() {
        assert!(matches!(parse(&["--help"], &[]), Err(SettingsError::Clap(_))));
        assert!(matches!(parse(&["--no-such-flag"], &[]), Err(SettingsError::Clap(_))));
    }
}
