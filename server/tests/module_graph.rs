//! The server's module graph has no circle: the shared state sits below the features,
//! only `app.rs` knows every feature, and no feature's routes reach into another's.
//! Nor has the graph of feature folders (`src/<feature>/`): one file of a feature that
//! imports another feature puts the whole folder above it.
//!
//! The graph is read from the source: every `use crate::…` tree and every inline
//! `crate::…` path, resolved to the longest module path that is a file in `server/src`.

use std::{
    collections::{BTreeMap, BTreeSet},
    fs,
    path::Path,
};

type Graph = BTreeMap<String, BTreeSet<String>>;

/// Every module of `server/src` (`auth::dev_idp::routes`) with the source of its file.
fn modules() -> BTreeMap<String, String> {
    fn walk(dir: &Path, root: &Path, out: &mut BTreeMap<String, String>) {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, root, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let relative = path.strip_prefix(root).unwrap().with_extension("");
                let mut segments: Vec<String> =
                    relative.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
                if segments.last().is_some_and(|s| s == "mod") {
                    segments.pop();
                }
                out.insert(segments.join("::"), fs::read_to_string(&path).unwrap());
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut out = BTreeMap::new();
    walk(&root, &root, &mut out);
    out
}

fn strip_comments(source: &str) -> String {
    source.lines().map(|line| line.split("//").next().unwrap_or_default()).collect::<Vec<_>>().join("\n")
}

/// Expands a use tree (`{a::{self, b}, c}`) under `prefix` into full paths.
fn expand(prefix: &str, tree: &str, out: &mut Vec<String>) {
    let tree = tree.trim();
    if let Some(inner) = tree.strip_prefix('{') {
        let inner = &inner[..inner.rfind('}').unwrap_or(inner.len())];
        let (mut depth, mut start) = (0, 0);
        for (i, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    expand(prefix, &inner[start..i], out);
                    start = i + 1;
                }
                _ => {}
            }
        }
        expand(prefix, &inner[start..], out);
        return;
    }
    if tree.is_empty() {
        return;
    }
    match tree.split_once("::") {
        Some((head, rest)) => expand(&format!("{prefix}::{}", head.trim()), rest, out),
        None => {
            let name = tree.split_whitespace().next().unwrap_or_default();
            if name == "self" { out.push(prefix.to_owned()) } else { out.push(format!("{prefix}::{name}")) }
        }
    }
}

/// The `crate::…` paths a source file names.
fn crate_paths(source: &str) -> Vec<String> {
    let source = strip_comments(source);
    let mut out = Vec::new();
    let mut rest = source.as_str();
    while let Some(at) = rest.find("use crate::") {
        let tree_start = at + "use crate::".len();
        let end = rest[tree_start..].find(';').map_or(rest.len(), |e| tree_start + e);
        expand("crate", &rest[tree_start..end], &mut out);
        rest = &rest[end..];
    }
    for (at, _) in source.match_indices("crate::") {
        let path: String = source[at..].chars().take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':').collect();
        out.push(path.trim_end_matches(':').to_owned());
    }
    out
}

/// Module -> the modules it imports (parents and children of a module aside).
fn graph() -> Graph {
    let modules = modules();
    let resolve = |path: &str| {
        let segments: Vec<&str> = path.split("::").skip(1).collect();
        (1..=segments.len()).rev().map(|k| segments[..k].join("::")).find(|m| modules.contains_key(m))
    };
    let mut graph = Graph::new();
    for (module, source) in &modules {
        let targets = graph.entry(module.clone()).or_default();
        for target in crate_paths(source).iter().filter_map(|p| resolve(p)) {
            let related = target == *module
                || module.starts_with(&format!("{target}::"))
                || target.starts_with(&format!("{module}::"));
            if !related {
                targets.insert(target);
            }
        }
    }
    graph
}

/// The folders under `src/` (`auth`, `reveal`, ...). Top-level files (`state.rs`,
/// `app.rs`, `error.rs`, `ids.rs`, ...) are no feature: `state` and `app` compose the
/// features (their edges would join every feature into one circle by design), and the
/// rest is a kernel below all of them.
fn feature_folders() -> BTreeSet<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    fs::read_dir(root)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.is_dir())
        .map(|path| path.file_name().unwrap().to_string_lossy().into_owned())
        .collect()
}

/// Feature folder -> the feature folders its modules import.
fn folder_graph(modules: &Graph, folders: &BTreeSet<String>) -> Graph {
    let mut graph = Graph::new();
    for (module, targets) in modules.iter().filter(|(m, _)| folders.contains(feature(m))) {
        let imports = graph.entry(feature(module).to_owned()).or_default();
        for target in targets.iter().map(|t| feature(t)).filter(|t| folders.contains(*t) && *t != feature(module)) {
            imports.insert(target.to_owned());
        }
    }
    graph
}

fn feature(module: &str) -> &str {
    module.split("::").next().unwrap_or_default()
}

fn is_routes(module: &str) -> bool {
    module.rsplit("::").next() == Some("routes")
}

/// The first cycle found, as the modules along it.
fn find_cycle(graph: &Graph) -> Option<Vec<String>> {
    fn visit(node: &str, graph: &Graph, path: &mut Vec<String>, done: &mut BTreeSet<String>) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|m| m == node) {
            let mut cycle = path[at..].to_vec();
            cycle.push(node.to_owned());
            return Some(cycle);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_owned());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, graph, path, done) {
                return Some(cycle);
            }
        }
        path.pop();
        done.insert(node.to_owned());
        None
    }
    let mut done = BTreeSet::new();
    graph.keys().find_map(|start| visit(start, graph, &mut Vec::new(), &mut done))
}

#[test]
fn the_reader_understands_nested_use_trees() {
    let paths = crate_paths("use crate::{a::{self, b::C}, d::e}; // use crate::ignored::x;\nfn f() { crate::g::h(); }");
    for expected in ["crate::a", "crate::a::b::C", "crate::d::e", "crate::g::h"] {
        assert!(paths.iter().any(|p| p == expected), "{expected} missing from {paths:?}");
    }
    assert!(!paths.iter().any(|p| p.contains("ignored")));
}

#[test]
fn the_graph_sees_the_features_and_their_imports() {
    let graph = graph();
    assert!(graph["app"].contains("state"), "app imports the shared state");
    assert!(graph["reveal::routes"].contains("state"));
    assert!(graph.len() > 50, "only {} modules found", graph.len());
}

#[test]
fn no_routes_module_imports_another_features_routes() {
    let offending: Vec<String> = graph()
        .iter()
        .filter(|(module, _)| is_routes(module))
        .flat_map(|(module, targets)| {
            targets
                .iter()
                .filter(|t| is_routes(t) && feature(t) != feature(module))
                .map(move |t| format!("{module} -> {t}"))
        })
        .collect();
    assert!(offending.is_empty(), "routes importing another feature's routes: {offending:#?}");
}

#[test]
fn only_the_entry_points_know_the_app() {
    let offending: Vec<String> = graph()
        .into_iter()
        .filter(|(module, targets)| !["main", "lib"].contains(&module.as_str()) && targets.contains("app"))
        .map(|(module, _)| module)
        .collect();
    assert!(offending.is_empty(), "modules importing crate::app: {offending:?}");
}

#[test]
fn the_shared_state_depends_on_no_routes() {
    let graph = graph();
    let routes: Vec<&String> = graph["state"].iter().filter(|t| is_routes(t)).collect();
    assert!(routes.is_empty(), "state imports {routes:?}");
}

#[test]
fn no_module_imports_itself_through_a_circle() {
    assert_eq!(find_cycle(&graph()), None);
}

#[test]
fn no_feature_folder_imports_itself_through_a_circle() {
    let folders = folder_graph(&graph(), &feature_folders());
    assert!(folders.contains_key("reveal") && folders.contains_key("seekers"), "folders: {:?}", folders.keys());
    assert_eq!(find_cycle(&folders), None, "feature folders in a circle");
}

#[test]
fn the_folder_graph_joins_the_modules_of_a_folder() {
    let mut modules = Graph::new();
    modules.entry("a::routes".into()).or_default().insert("b::store".into());
    modules.entry("b::model".into()).or_default().insert("a::model".into());
    modules.entry("b::routes".into()).or_default().insert("state".into());
    let folders: BTreeSet<String> = ["a", "b"].map(String::from).into();
    let graph = folder_graph(&modules, &folders);
    assert_eq!(graph["a"], ["b".to_owned()].into());
    assert_eq!(find_cycle(&graph), Some(vec!["a".into(), "b".into(), "a".into()]));
}

#[test]
fn the_cycle_finder_finds_a_planted_cycle() {
    let mut graph = Graph::new();
    graph.entry("a".into()).or_default().insert("b".into());
    graph.entry("b".into()).or_default().insert("c".into());
    graph.entry("c".into()).or_default().insert("a".into());
    assert_eq!(find_cycle(&graph), Some(vec!["a".into(), "b".into(), "c".into(), "a".into()]));
    graph.get_mut("c").unwrap().clear();
    assert_eq!(find_cycle(&graph), None);
}
