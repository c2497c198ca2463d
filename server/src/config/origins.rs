//! Where each setting came from, so an error names what the person actually set: the
//! variable when it came from the environment or `.env`, the flag when it came from the
//! command line.

use std::{
    collections::{HashMap, HashSet},
    error::Error as _,
    ffi::OsString,
};

use clap::{
    ArgMatches,
    error::{ContextKind, ContextValue, ErrorKind},
    parser::ValueSource,
};

/// The name to show for each setting (by clap id), fixed when the settings are parsed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Origins {
    names: HashMap<String, String>,
}

impl Origins {
    /// Names every setting after where its value came from.
    pub fn from_matches(cmd: &clap::Command, matches: &ArgMatches, from_dotenv: &HashSet<String>) -> Self {
        let names = cmd
            .get_arguments()
            .filter_map(|arg| {
                let id = arg.get_id().as_str();
                let from_command_line = matches.value_source(id) == Some(ValueSource::CommandLine);
                Some((id.to_owned(), display_name(arg, from_command_line, from_dotenv)?))
            })
            .collect();
        Self { names }
    }

    /// The name of a setting as the person set it (`--bind`, `VEIL_BIND`, `VEIL_BIND (in
    /// .env)`); settings left at their default are named by their variable.
    pub fn name(&self, id: &str) -> String {
        self.names.get(id).cloned().unwrap_or_else(|| id.to_owned())
    }
}

fn display_name(arg: &clap::Arg, from_command_line: bool, from_dotenv: &HashSet<String>) -> Option<String> {
    let env = arg.get_env().map(|e| e.to_string_lossy().into_owned());
    let long = arg.get_long().map(|l| format!("--{l}"));
    match (from_command_line, env, long) {
        (true, _, Some(flag)) => Some(flag),
        (_, Some(var), _) if from_dotenv.contains(&var) => Some(format!("{var} (in .env)")),
        (_, Some(var), _) => Some(var),
        (_, None, flag) => flag,
    }
}

/// Rewrites clap's "invalid value for '--bind <BIND>'" into a message that names the
/// variable or flag the person used and shows what a valid value looks like. `None` for
/// errors that are not about one setting's value (help, version, unknown flags).
pub fn explain_invalid_value(
    err: &clap::Error,
    cmd: &clap::Command,
    args: &[OsString],
    from_dotenv: &HashSet<String>,
) -> Option<String> {
    if !matches!(err.kind(), ErrorKind::ValueValidation | ErrorKind::InvalidValue) {
        return None;
    }
    let Some(ContextValue::String(shown)) = err.get(ContextKind::InvalidArg) else { return None };
    let flag = shown.split_whitespace().next()?;
    let arg = cmd.get_arguments().find(|a| a.get_long().is_some_and(|l| format!("--{l}") == flag))?;
    let value = match err.get(ContextKind::InvalidValue) {
        Some(ContextValue::String(v)) => v.clone(),
        _ => String::new(),
    };
    let on_command_line = args.iter().skip(1).any(|a| {
        let a = a.to_string_lossy();
        a == flag || a.starts_with(&format!("{flag}="))
    });
    let name = display_name(arg, on_command_line, from_dotenv)?;
    let reason = err.source().map(|s| format!(" ({s})")).unwrap_or_default();
    Some(format!("{name} is not valid: `{value}`{reason}; {}", valid_value_hint(arg)))
}

/// What a valid value looks like: the accepted values, or the default as an example.
fn valid_value_hint(arg: &clap::Arg) -> String {
    let possible: Vec<String> = arg.get_possible_values().iter().map(|v| v.get_name().to_owned()).collect();
    if !possible.is_empty() {
        return format!("use {}", possible.join(" or "));
    }
    let example = arg.get_default_values().first().map(|v| v.to_string_lossy().into_owned()).unwrap_or_default();
    if example.is_empty() || arg.is_hide_default_value_set() {
        "see `veil --help` for what it accepts".to_owned()
    } else {
        format!("a valid value looks like {example}")
    }
}
