//! Every integration suite in one test binary: one link instead of thirty, and the suites'
//! tests share the test threads instead of running one binary after another. Each module
//! is the suite of one file or folder (`cargo test -p veil --test integration search::`
//! runs one). `request_trace` and `search_round_trips` stay binaries of their own: each
//! reads back the server's log through the one subscriber a process can have.

#[macro_use]
mod common;
mod smtp_sink;

mod accounts;
mod activity;
mod admin;
mod ai_transparency;
mod anonymity;
mod assistant;
mod blocks;
mod consent_ends;
mod data_export;
mod dev_sign_in;
mod emails;
mod freshness;
mod hostile_recruiter;
mod http_basics;
mod jobs;
mod list_privacy;
mod metrics_scrape;
mod moderation;
mod moderation_migration;
mod moderation_of_job_seekers;
mod module_graph;
mod nul_text;
mod openapi;
mod places;
mod probe;
mod profiles;
mod readme_settings;
mod request_budgets;
mod request_preferences;
mod retention;
mod reveal;
mod reveal_control;
mod saved_searches;
mod scale_out;
mod search;
mod session_cache;
mod settings_errors;
mod shield;
mod sign_in;
mod site;
mod telemetry;
mod threads;
mod unlinkable;
mod usual_answer;
mod views;
mod web_assets;

/// With `autotests = false`, a suite that is in neither list would never run: every file
/// and folder under `tests/` is a module above or a test target of Cargo.toml.
#[test]
fn every_suite_under_tests_is_compiled() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let modules = include_str!("integration.rs");
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(root.join("tests")).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let module = name.trim_end_matches(".rs");
        let listed =
            modules.contains(&format!("\nmod {module};")) || manifest.contains(&format!("path = \"tests/{name}\""));
        if !listed {
            missing.push(name);
        }
    }
    assert!(missing.is_empty(), "not compiled into any test target: {missing:?}");
}
