//! The module graph has no circle, in the server and in the benchmarks, and the server's
//! dependencies point one way: from the top (`app.rs`, which composes everything) through
//! the features down to the shared layers, never back up. Nor has the graph of feature
//! folders (`src/<feature>/`) a circle: one file of a feature that imports another feature
//! puts the whole folder above it.
//!
//! The graph is read from the source with a Rust parser (`reader.rs`): every `use` tree
//! and every path in code, whether it starts with `crate::`, `super::`, `self::` or an
//! imported module, resolved to the module that defines what it names (`crates.rs`).

mod crates;
mod layers;
mod reader;

use std::{
    collections::{BTreeMap, BTreeSet},
    fs,
    path::{Path, PathBuf},
};

use crates::{Crate, display};

type Graph = BTreeMap<String, BTreeSet<String>>;

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_owned()
}

/// The server's library, where every module of the server lives.
fn server() -> Crate {
    Crate::load(&repository().join("server/src/lib.rs"))
}

/// Every crate root of the workspace (each member's library and binaries, read from the
/// Cargo manifests), relative to the repository: a new crate is checked as it lands.
fn crate_roots() -> Vec<String> {
    let mut roots = Vec::new();
    for member in workspace_members() {
        let manifest = fs::read_to_string(repository().join(&member).join("Cargo.toml")).unwrap();
        let mut section = "";
        for line in manifest.lines().map(str::trim) {
            if line.starts_with('[') {
                section = line;
            } else if ["[lib]", "[[bin]]"].contains(&section)
                && let Some(path) = line.strip_prefix("path").and_then(|rest| quoted(rest).into_iter().next())
            {
                roots.push(format!("{member}/{path}"));
            }
        }
        for default in ["src/lib.rs", "src/main.rs"] {
            let root = format!("{member}/{default}");
            if repository().join(&root).exists() && !roots.contains(&root) {
                roots.push(root);
            }
        }
    }
    roots
}

/// The workspace's members (`members = [...]` in the root manifest).
fn workspace_members() -> Vec<String> {
    let manifest = fs::read_to_string(repository().join("Cargo.toml")).unwrap();
    let list = manifest.split_once("members").map(|(_, rest)| rest.split(']').next().unwrap_or_default());
    quoted(list.unwrap_or_default())
}

/// The strings in double quotes in `text`.
fn quoted(text: &str) -> Vec<String> {
    text.split('"').skip(1).step_by(2).map(str::to_owned).collect()
}

/// Module -> the modules it imports, named `a::b` (`crate` for the root).
fn graph_of(krate: &Crate) -> Graph {
    krate
        .imports()
        .into_iter()
        .map(|(module, targets)| (display(&module), targets.iter().map(|t| display(t)).collect()))
        .collect()
}

fn graph() -> Graph {
    graph_of(&server())
}

/// The top-level modules of the server that are folders (`auth`, `reveal`, ...).
fn feature_folders() -> BTreeSet<String> {
    fs::read_dir(repository().join("server/src"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.is_dir())
        .map(|path| path.file_name().unwrap().to_string_lossy().into_owned())
        .filter(|name| layers::layer_of(name) == layers::FEATURES)
        .collect()
}

/// Feature folder -> the feature folders its modules import (a folder's modules of a
/// shared layer, such as `mail::transport`, are no part of its feature).
fn folder_graph(modules: &Graph, folders: &BTreeSet<String>) -> Graph {
    let in_feature = |m: &str| folders.contains(top(m)) && layers::layer_of(m) == layers::FEATURES;
    let mut graph = Graph::new();
    for (module, targets) in modules.iter().filter(|(m, _)| in_feature(m)) {
        let imports = graph.entry(top(module).to_owned()).or_default();
        for target in targets.iter().filter(|t| in_feature(t)).map(|t| top(t)).filter(|t| *t != top(module)) {
            imports.insert(target.to_owned());
        }
    }
    graph
}

/// The top-level module a module sits in (`search` for `search::window::gated`).
fn top(module: &str) -> &str {
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

/// Every set of modules that import each other round a circle (strongly connected
/// components of more than one module), so a failure shows all of them at once.
fn circles(graph: &Graph) -> Vec<BTreeSet<String>> {
    struct Tarjan<'g> {
        graph: &'g Graph,
        index: BTreeMap<&'g str, usize>,
        low: BTreeMap<&'g str, usize>,
        stack: Vec<&'g str>,
        out: Vec<BTreeSet<String>>,
    }
    impl<'g> Tarjan<'g> {
        fn visit(&mut self, node: &'g str) {
            let at = self.index.len();
            self.index.insert(node, at);
            self.low.insert(node, at);
            self.stack.push(node);
            for next in self.graph.get(node).into_iter().flatten() {
                if !self.index.contains_key(next.as_str()) {
                    self.visit(next);
                    let low = self.low[node].min(self.low[next.as_str()]);
                    self.low.insert(node, low);
                } else if self.stack.contains(&next.as_str()) {
                    let low = self.low[node].min(self.index[next.as_str()]);
                    self.low.insert(node, low);
                }
            }
            if self.low[node] == at {
                let from = self.stack.iter().position(|n| *n == node).unwrap();
                let component: BTreeSet<String> = self.stack.drain(from..).map(str::to_owned).collect();
                if component.len() > 1 {
                    self.out.push(component);
                }
            }
        }
    }
    let mut tarjan = Tarjan { graph, index: BTreeMap::new(), low: BTreeMap::new(), stack: Vec::new(), out: Vec::new() };
    for node in graph.keys() {
        if !tarjan.index.contains_key(node.as_str()) {
            tarjan.visit(node);
        }
    }
    tarjan.out
}

#[test]
fn every_source_file_belongs_to_a_crate_read() {
    let roots = crate_roots();
    assert!(roots.len() >= 5, "crate roots: {roots:?}");
    let read: BTreeSet<PathBuf> = roots
        .iter()
        .flat_map(|root| {
            Crate::load(&repository().join(root)).modules.into_values().map(|m| fs::canonicalize(m.file).unwrap())
        })
        .collect();
    fn walk(dir: &Path, out: &mut BTreeSet<PathBuf>) {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.insert(fs::canonicalize(path).unwrap());
            }
        }
    }
    let mut on_disk = BTreeSet::new();
    for member in workspace_members() {
        walk(&repository().join(member).join("src"), &mut on_disk);
    }
    assert!(on_disk.len() > 100, "only {} files found", on_disk.len());
    let unread: Vec<&PathBuf> = on_disk.difference(&read).collect();
    assert!(unread.is_empty(), "files no crate root reaches: {unread:?}");
}

#[test]
fn the_graph_sees_the_features_and_their_imports() {
    let graph = graph();
    assert!(graph["app"].contains("state"), "app imports the shared state");
    assert!(graph["reveal::routes"].contains("reveal::model"), "{:?}", graph["reveal::routes"]);
    assert!(graph.len() > 150, "only {} modules found", graph.len());
}

#[test]
fn no_routes_module_imports_another_features_routes() {
    let offending: Vec<String> = graph()
        .iter()
        .filter(|(module, _)| is_routes(module))
        .flat_map(|(module, targets)| {
            targets.iter().filter(|t| is_routes(t) && top(t) != top(module)).map(move |t| format!("{module} -> {t}"))
        })
        .collect();
    assert!(offending.is_empty(), "routes importing another feature's routes: {offending:#?}");
}

#[test]
fn only_the_entry_points_know_the_app() {
    let offending: Vec<String> =
        graph().into_iter().filter(|(_, targets)| targets.contains("app")).map(|(module, _)| module).collect();
    assert!(offending.is_empty(), "modules importing crate::app: {offending:?}");
}

/// The circles not yet taken apart, by crate root; the test fails on any other, and on one
/// of these once it is gone, so the list only shrinks.
const KNOWN_CIRCLES: &[(&str, &[&str])] = &[];

#[test]
fn no_module_imports_itself_through_a_circle() {
    let mut found = Vec::new();
    for root in crate_roots() {
        let graph = graph_of(&Crate::load(&repository().join(&root)));
        assert!(!graph.is_empty(), "{root}: no module read");
        found.extend(circles(&graph).into_iter().map(|circle| (root.clone(), circle.into_iter().collect::<Vec<_>>())));
    }
    let known: Vec<(String, Vec<String>)> = KNOWN_CIRCLES
        .iter()
        .map(|(root, modules)| (root.to_string(), modules.iter().map(|m| m.to_string()).collect()))
        .collect();
    assert_eq!(found, known, "modules in circles (left) other than the known ones (right)");
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
    graph.entry("d".into()).or_default().insert("a".into());
    assert_eq!(circles(&graph), vec![["a", "b", "c"].map(String::from).into()]);
    graph.get_mut("c").unwrap().clear();
    assert_eq!(circles(&graph), Vec::<BTreeSet<String>>::new());
    assert_eq!(find_cycle(&graph), None);
}

/// A crate on disk whose `shop::cart` and `shop::price` import each other only through
/// `super::`, one of them through a re-export of the parent and a path in code.
#[test]
fn a_circle_through_super_is_found() {
    let dir = tempfile::tempdir().unwrap();
    let write = |path: &str, text: &str| {
        let path = dir.path().join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    };
    write("lib.rs", "mod shop;\nmod util;\n");
    write("util.rs", "pub fn round(x: u32) -> u32 { x }\n");
    write("shop/mod.rs", "mod cart;\nmod price;\npub use price::Price;\n");
    write("shop/cart.rs", "use super::Price;\npub struct Cart(Price);\n");
    write(
        "shop/price.rs",
        "pub struct Price(u32);\nfn total() -> usize { super::cart::Cart::count() + crate::util::round(1) }\n",
    );
    let graph = graph_of(&Crate::load(&dir.path().join("lib.rs")));
    assert_eq!(graph["shop::price"], ["shop::cart".to_owned(), "util".to_owned()].into());
    let cycle = find_cycle(&graph).expect("the planted circle is found");
    assert!(cycle.contains(&"shop::cart".to_owned()) && cycle.contains(&"shop::price".to_owned()), "{cycle:?}");

    write("shop/price.rs", "pub struct Price(u32);\nfn total() -> u32 { crate::util::round(1) }\n");
    assert_eq!(find_cycle(&graph_of(&Crate::load(&dir.path().join("lib.rs")))), None);
}
