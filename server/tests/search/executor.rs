//! `VEIL_SEARCH_EXECUTOR`: a running Veil switched to Tantivy's own execution of its
//! searches finds the same profiles in the same order, with the same totals.

use serde_json::{Value, json};
use veil::config::SearchExecutor;
use veil_search::Execution;

use super::support::{codenames, profile, recruiter, search, seeker, total};
use crate::common::{Backend, TestApp};

crate::backend_tests!(tantivys_execution_finds_what_veils_finds);

/// Searches of every kind: one word and several, a prefix, a typo, a phrase, filters,
/// a widened location, a relaxed keyword, no keyword, a second page.
const SEARCHES: &[&str] = &[
    "q=engineer",
    "q=rust%20engineer",
    "q=pyth",
    "q=kubernets",
    "q=machine%20learning",
    "q=engineer&jobType=remote",
    "q=python&city=Perth&state=Western%20Australia&country=Australia",
    "q=rust%20haskell%20cobol",
    "jobType=hybrid",
    "q=engineer&page=2&perPage=3",
];

/// Each search's profiles in order and its total.
async fn pages(app: &TestApp, recruiter_email: &str) -> Vec<(Vec<String>, u64)> {
    let rita = recruiter(app, recruiter_email).await;
    let mut pages = Vec::new();
    for query in SEARCHES {
        let found: Value = search(&rita, query).await;
        pages.push((codenames(&found), total(&found)));
    }
    pages
}

async fn tantivys_execution_finds_what_veils_finds(backend: Backend) {
    let mut app = TestApp::spawn(backend).await;
    let people = [
        ("north-wind", "Senior Rust Engineer", &["Rust", "Kubernetes"][..], json!({"jobType": "remote"})),
        ("quiet-river", "Rust Engineer", &["Rust"][..], json!({"jobType": "hybrid"})),
        ("bright-field", "Data Engineer", &["Python", "Machine Learning"][..], json!({})),
        ("slow-hill", "Python Developer", &["Python"][..], json!({"jobType": "onsite"})),
        ("red-cloud", "Machine Learning Engineer", &["Python", "Machine Learning"][..], json!({})),
        (
            "green-stone",
            "Platform Engineer",
            &["Kubernetes", "Go"][..],
            json!({"pitch": "Engineer of calm platforms."}),
        ),
        ("old-bridge", "Engineering Manager", &["Leadership"][..], json!({"jobType": "hybrid"})),
        ("far-shore", "Frontend Developer", &["React", "TypeScript"][..], json!({})),
    ];
    for (i, (codename, headline, skills, with)) in people.into_iter().enumerate() {
        seeker(&app, &format!("{i}@example.com"), profile(codename, headline, skills, with)).await;
    }
    assert_eq!(app.search().index.executor.execution(), Execution::Veil, "the default");
    let veils = pages(&app, "rita@example.com").await;
    assert!(veils.iter().filter(|(found, _)| !found.is_empty()).count() >= 8, "{veils:?}");

    app.settings.search_executor = SearchExecutor::Tantivy;
    app.restart(|_| {}).await;
    assert_eq!(app.search().index.executor.execution(), Execution::Tantivy);
    assert_eq!(pages(&app, "tina@example.com").await, veils);
}
