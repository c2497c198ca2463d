//! A crate's modules, found from its root file by following `mod` declarations the way
//! rustc does, and the module each path of theirs leads to.
//!
//! A path leads to the deepest module it names (`crate::search::sync::SearchService` to
//! `search::sync`); a name that module only imports (`pub use`, or a `use` its children
//! reach through `super::`) is followed to the module that defines it. Paths that start with an imported module's name (`use crate::search;`
//! then `search::sync::…`) are followed too. Names of other crates lead nowhere.

use std::{
    collections::BTreeMap,
    fs,
    path::{Path, PathBuf},
};

use super::reader::{self, FileNames, Kind};

pub type ModulePath = Vec<String>;

pub struct Module {
    pub file: PathBuf,
    pub names: FileNames,
}

pub struct Crate {
    pub modules: BTreeMap<ModulePath, Module>,
}

impl Crate {
    /// Reads the crate whose root is `root` (`src/lib.rs`, `src/main.rs`).
    pub fn load(root: &Path) -> Self {
        let mut modules = BTreeMap::new();
        load_module(root.to_owned(), Vec::new(), true, &mut modules);
        Self { modules }
    }

    /// Module -> the modules its paths lead to, itself and its ancestors aside (a module
    /// may use what its parent defines: the parent is where it is declared).
    pub fn imports(&self) -> BTreeMap<ModulePath, Vec<ModulePath>> {
        self.modules
            .iter()
            .map(|(module, source)| {
                let aliases = self.aliases(module, &source.names);
                let mut targets: Vec<ModulePath> = source
                    .names
                    .names
                    .iter()
                    .filter_map(|named| {
                        let scope = [module.as_slice(), &named.scope].concat();
                        let absolute = self.absolute(&scope, &named.segments, &aliases)?;
                        Some(self.target(&absolute, 0))
                    })
                    .filter(|target| !module.starts_with(target))
                    .collect();
                targets.sort();
                targets.dedup();
                (module.clone(), targets)
            })
            .collect()
    }

    /// The names a file's `use` items bring in, as full paths in this crate.
    fn aliases(&self, module: &ModulePath, names: &FileNames) -> BTreeMap<String, ModulePath> {
        let none = BTreeMap::new();
        names
            .names
            .iter()
            .filter_map(|named| match &named.kind {
                Kind::Use { name: Some(name), .. } => {
                    let scope = [module.as_slice(), &named.scope].concat();
                    Some((name.clone(), self.absolute(&scope, &named.segments, &none)?))
                }
                _ => None,
            })
            .collect()
    }

    /// The full path in this crate of `segments` written in module `scope`, or `None` for a
    /// name of another crate, a local name or a single imported item.
    fn absolute(
        &self,
        scope: &[String],
        segments: &[String],
        aliases: &BTreeMap<String, ModulePath>,
    ) -> Option<ModulePath> {
        let (first, rest) = segments.split_first()?;
        match first.as_str() {
            "crate" => Some(rest.to_vec()),
            "self" => Some([scope, rest].concat()),
            "super" => {
                let supers = segments.iter().take_while(|s| *s == "super").count();
                let kept = scope.len().checked_sub(supers)?;
                Some([&scope[..kept], &segments[supers..]].concat())
            }
            _ => {
                let child = [scope, std::slice::from_ref(first)].concat();
                if self.modules.contains_key(&child) {
                    Some([scope, segments].concat())
                } else {
                    aliases.get(first).map(|path| [path.as_slice(), rest].concat())
                }
            }
        }
    }

    /// The module that a full path leads to, through re-exports.
    fn target(&self, path: &[String], depth: usize) -> ModulePath {
        let module_len = (0..=path.len()).rev().find(|k| self.modules.contains_key(&path[..*k])).unwrap_or(0);
        let module = path[..module_len].to_vec();
        let (Some(item), true) = (path.get(module_len), depth < 16) else { return module };
        let reexport = self.modules[&module].names.names.iter().find_map(|named| match &named.kind {
            Kind::Use { name: Some(name) } if name == item => {
                let scope = [module.as_slice(), &named.scope].concat();
                self.absolute(&scope, &named.segments, &BTreeMap::new())
            }
            _ => None,
        });
        match reexport {
            Some(source) if source != path[..=module_len] => {
                self.target(&[source.as_slice(), &path[module_len + 1..]].concat(), depth + 1)
            }
            _ => module,
        }
    }
}

fn load_module(file: PathBuf, path: ModulePath, owns_dir: bool, out: &mut BTreeMap<ModulePath, Module>) {
    let source = fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let names = reader::read(&source).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let here = file.parent().unwrap().to_owned();
    // `mod x;` in `a/mod.rs` or a crate root is `a/x.rs`; in `a/b.rs` it is `a/b/x.rs`.
    let children_dir = if owns_dir { here.clone() } else { here.join(file.file_stem().unwrap()) };
    for declared in &names.mods {
        let child_path = [path.as_slice(), std::slice::from_ref(&declared.name)].concat();
        let (child_file, child_owns_dir) = match &declared.path {
            Some(relative) => (here.join(relative), false),
            None => {
                let flat = children_dir.join(format!("{}.rs", declared.name));
                if flat.exists() { (flat, false) } else { (children_dir.join(&declared.name).join("mod.rs"), true) }
            }
        };
        load_module(child_file, child_path, child_owns_dir, out);
    }
    out.insert(path, Module { file, names });
}

/// `a::b`, or `crate` for the root.
pub fn display(module: &[String]) -> String {
    if module.is_empty() { "crate".to_owned() } else { module.join("::") }
}
