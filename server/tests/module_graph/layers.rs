//! The server's layers, bottom first. A module may import its own layer and the layers
//! below it, never one above: the shared layers (the shared state among them) know no
//! feature, and only the top knows every feature. Every top-level module not named here
//! is a feature. A folder may hold parts of two layers: `mail/` keeps its transport,
//! templates and link signer with the infrastructure, and its sending and settings,
//! which read accounts and the outbox, with the features; the parts are named here.

use super::graph;

pub const FEATURES: &str = "features";

const LAYERS: [(&str, &[&str]); 5] = [
    ("foundations", &["config", "error", "ids", "metrics", "secrets", "telemetry"]),
    (
        "infrastructure",
        &[
            "db",
            "http",
            "index_progress",
            "storage",
            "mail::address",
            "mail::transport",
            "mail::text",
            "mail::model",
            "mail::unsubscribe",
            "mail::keep_link",
            "mail::signed_subject",
            "realtime",
            "jobs",
        ],
    ),
    // The routes of the event stream and of stored files ask who is signed in, and the
    // file route the privacy rule: they sit with the rules, above their folders.
    ("rules", &["auth", "privacy", "state", "realtime::routes", "storage::routes"]),
    (FEATURES, &[]),
    ("top", &["crate", "app", "job_dispatch"]),
];

/// The layer of a module: that of the longest member naming it or one of its parents.
pub fn layer_of(module: &str) -> &'static str {
    LAYERS
        .iter()
        .flat_map(|(layer, members)| members.iter().map(move |member| (*layer, *member)))
        .filter(|(_, member)| module == *member || module.starts_with(&format!("{member}::")))
        .max_by_key(|(_, member)| member.len())
        .map_or(FEATURES, |(layer, _)| layer)
}

fn rank(module: &str) -> usize {
    let layer = layer_of(module);
    LAYERS.iter().position(|(name, _)| *name == layer).unwrap()
}

/// The imports up the layers not yet turned round; the test fails on any other, and on
/// one of these once it is gone, so the list only shrinks.
const KNOWN_UPWARD: &[&str] = &[];

#[test]
fn no_module_imports_a_layer_above_its_own() {
    let graph = graph();
    let upward: Vec<String> = graph
        .iter()
        .flat_map(|(module, targets)| {
            targets
                .iter()
                .filter(|target| rank(target) > rank(module))
                .map(move |target| format!("{module} ({}) -> {target} ({})", layer_of(module), layer_of(target)))
        })
        .collect();
    assert!(graph.keys().any(|m| layer_of(m) == "infrastructure"), "no shared module read");
    assert_eq!(upward, KNOWN_UPWARD, "imports up the layers (left) other than the known ones (right)");
}

#[test]
fn every_named_layer_member_exists() {
    let graph = graph();
    for (layer, members) in LAYERS {
        for member in members {
            let exists = graph.keys().any(|m| m == member || m.starts_with(&format!("{member}::")));
            assert!(exists, "{layer}: no module {member}");
        }
    }
}
