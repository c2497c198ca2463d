//! Every table the migrations create belongs to an entry of the retention schedule, and
//! every table the schedule names exists: a migration that adds a table without saying
//! how long its rows are kept fails here.

use std::collections::BTreeSet;

use veil::retention::schedule;

/// The tables the migrations of one backend leave: created, minus dropped, renamed.
fn tables_of(backend: &str) -> BTreeSet<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations").join(backend);
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    let mut tables = BTreeSet::new();
    for file in files {
        let sql = std::fs::read_to_string(&file).unwrap();
        let sql: String = sql.lines().map(|l| l.split("--").next().unwrap_or_default()).collect::<Vec<_>>().join("\n");
        let words: Vec<String> = sql
            .split(|c: char| c.is_whitespace() || c == '(' || c == ';')
            .filter(|w| !w.is_empty())
            .map(|w| w.to_ascii_lowercase())
            .collect();
        for (i, window) in words.windows(2).enumerate() {
            let name = || {
                let mut at = i + 2;
                if words.get(at).is_some_and(|w| w == "if") {
                    at += 3; // IF [NOT] EXISTS
                }
                words.get(at).cloned().unwrap_or_default()
            };
            match (window[0].as_str(), window[1].as_str()) {
                ("create", "table") => {
                    tables.insert(name());
                }
                ("drop", "table") => {
                    tables.remove(&name());
                }
                ("rename", "to") => {
                    // ALTER TABLE old RENAME TO new: the table keeps its rows under a new name.
                    let old = words[..i].iter().rposition(|w| w == "table").and_then(|t| words.get(t + 1)).cloned();
                    if let Some(old) = old
                        && tables.remove(&old)
                    {
                        tables.insert(words.get(i + 2).cloned().unwrap_or_default());
                    }
                }
                _ => {}
            }
        }
    }
    tables
}

#[test]
fn every_table_of_the_migrations_has_a_retention_entry() {
    let named: BTreeSet<String> = schedule::tables().map(str::to_owned).collect();
    for backend in ["sqlite", "postgres"] {
        let tables = tables_of(backend);
        assert!(tables.len() >= 28, "the {backend} migrations were read: {tables:?}");
        let missing: Vec<&String> = tables.difference(&named).collect();
        assert!(missing.is_empty(), "{backend}: tables without an entry in retention::schedule::SCHEDULE: {missing:?}");
        let unknown: Vec<&String> = named.difference(&tables).collect();
        assert!(unknown.is_empty(), "{backend}: the retention schedule names tables that do not exist: {unknown:?}");
    }
}
