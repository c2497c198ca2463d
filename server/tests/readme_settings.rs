//! The README's configuration table is the documentation of the settings: every variable
//! `veil` reads is a row, with the default `veil --help` shows, and every row is a
//! variable `veil` reads.

use std::collections::BTreeMap;

use clap::CommandFactory;
use veil::config::Settings;

/// The rows of the README's "Configuration" table: each variable with its default cell.
fn readme_rows() -> BTreeMap<String, String> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md");
    let readme = std::fs::read_to_string(path).expect("README.md beside the server");
    let section = readme.split("\n## Configuration\n").nth(1).expect("a Configuration section");
    let section = section.split("\n## ").next().unwrap_or(section);
    section
        .lines()
        .filter_map(|line| line.strip_prefix("| `"))
        .map(|row| {
            let (variable, rest) = row.split_once("` | ").expect("a row: | `VARIABLE` | default | what it does |");
            let default = rest.split(" | ").next().unwrap_or_default();
            (variable.to_owned(), default.to_owned())
        })
        .collect()
}

/// Every variable of the settings with its default (empty when it has none).
fn settings() -> BTreeMap<String, String> {
    Settings::command()
        .get_arguments()
        .filter_map(|arg| {
            let variable = arg.get_env()?.to_string_lossy().into_owned();
            let default =
                arg.get_default_values().first().map(|d| d.to_string_lossy().into_owned()).unwrap_or_default();
            Some((variable, default))
        })
        .collect()
}

#[test]
fn the_readme_lists_every_setting_with_its_default() {
    let (rows, settings) = (readme_rows(), settings());
    assert!(settings.len() > 30, "the settings were not read: {settings:?}");
    let missing: Vec<&String> = settings.keys().filter(|v| !rows.contains_key(*v)).collect();
    assert!(missing.is_empty(), "settings without a row in the README's configuration table: {missing:?}");
    let unknown: Vec<&String> = rows.keys().filter(|v| !settings.contains_key(*v)).collect();
    assert!(unknown.is_empty(), "rows of the README's configuration table that are no setting: {unknown:?}");
    for (variable, default) in &settings {
        let shown = &rows[variable];
        if default.is_empty() {
            assert!(shown.starts_with("*(empty"), "{variable}: no default, but the README shows {shown}");
        } else {
            assert_eq!(shown, &format!("`{default}`"), "{variable}: the README's default");
        }
    }
}
