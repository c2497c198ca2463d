//! Reads what one Rust file names, with `syn`: the modules it declares, every `use` tree
//! (`crate::`, `super::`, `self::`, grouped, nested, renamed, globbed, `pub use`), and every
//! path of two segments or more written in code, in a type or inside a macro's tokens, each
//! with the inline module (`mod tests { … }`) it was written in.

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::{self, Visit};

/// A path as written (`super::card::Card`), where it was written.
#[derive(Debug, Clone)]
pub struct Named {
    /// The inline modules around it inside its file (`["tests"]`), outermost first.
    pub scope: Vec<String>,
    pub segments: Vec<String>,
    pub kind: Kind,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Kind {
    /// From a `use` tree (`pub use` too): the name it brings in, `None` for a glob.
    /// A path through that name (`super::name::…` in a child) is followed to its source.
    Use { name: Option<String> },
    /// A path in code, a type, a pattern or a macro's tokens.
    Code,
}

/// A `mod name;` whose body is another file.
#[derive(Debug)]
pub struct ModDecl {
    pub name: String,
    /// Its `#[path = "…"]`, if any.
    pub path: Option<String>,
}

#[derive(Debug, Default)]
pub struct FileNames {
    pub mods: Vec<ModDecl>,
    pub names: Vec<Named>,
}

pub fn read(source: &str) -> syn::Result<FileNames> {
    let file = syn::parse_file(source)?;
    let mut reader = Reader::default();
    reader.visit_file(&file);
    Ok(reader.out)
}

#[derive(Default)]
struct Reader {
    scope: Vec<String>,
    out: FileNames,
}

impl Reader {
    fn push(&mut self, segments: Vec<String>, kind: Kind) {
        self.out.names.push(Named { scope: self.scope.clone(), segments, kind });
    }

    fn use_tree(&mut self, tree: &syn::UseTree, prefix: &mut Vec<String>) {
        match tree {
            syn::UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                self.use_tree(&path.tree, prefix);
                prefix.pop();
            }
            syn::UseTree::Name(name) if name.ident == "self" => {
                self.push(prefix.clone(), Kind::Use { name: prefix.last().cloned() });
            }
            syn::UseTree::Name(name) => {
                let ident = name.ident.to_string();
                let segments = [prefix.as_slice(), std::slice::from_ref(&ident)].concat();
                self.push(segments, Kind::Use { name: Some(ident) });
            }
            syn::UseTree::Rename(rename) => {
                let segments = if rename.ident == "self" {
                    prefix.clone()
                } else {
                    [prefix.as_slice(), &[rename.ident.to_string()]].concat()
                };
                self.push(segments, Kind::Use { name: Some(rename.rename.to_string()) });
            }
            syn::UseTree::Glob(_) => self.push(prefix.clone(), Kind::Use { name: None }),
            syn::UseTree::Group(group) => {
                for item in &group.items {
                    self.use_tree(item, prefix);
                }
            }
        }
    }

    /// Paths inside a macro's tokens (`with_db!(…, crate::x::y(…))`, `$crate::db::…`).
    fn tokens(&mut self, tokens: TokenStream) {
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        let mut i = 0;
        while i < tokens.len() {
            if let TokenTree::Group(group) = &tokens[i] {
                self.tokens(group.stream());
                i += 1;
                continue;
            }
            let (segments, next) = path_at(&tokens, i);
            if segments.len() >= 2 {
                self.push(segments, Kind::Code);
            }
            i = next.max(i + 1);
        }
    }
}

/// The path that starts at `tokens[at]` (`a :: b :: c`, `$crate :: x`) and where it ends.
fn path_at(tokens: &[TokenTree], at: usize) -> (Vec<String>, usize) {
    let mut i = at;
    let mut segments = Vec::new();
    if let (Some(TokenTree::Punct(dollar)), Some(TokenTree::Ident(krate))) = (tokens.get(i), tokens.get(i + 1))
        && dollar.as_char() == '$'
        && krate == "crate"
    {
        segments.push("crate".to_owned());
        i += 2;
    } else if let Some(TokenTree::Ident(ident)) = tokens.get(i) {
        segments.push(ident.to_string());
        i += 1;
    } else {
        return (segments, i);
    }
    loop {
        let colons = matches!((tokens.get(i), tokens.get(i + 1)),
            (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b))) if a.as_char() == ':' && b.as_char() == ':');
        match tokens.get(i + 2) {
            Some(TokenTree::Ident(ident)) if colons => {
                segments.push(ident.to_string());
                i += 3;
            }
            _ => return (segments, i),
        }
    }
}

impl<'ast> Visit<'ast> for Reader {
    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        if item.content.is_none() {
            let path = item.attrs.iter().find(|a| a.path().is_ident("path")).and_then(|a| match &a.meta {
                syn::Meta::NameValue(syn::MetaNameValue {
                    value: syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }),
                    ..
                }) => Some(s.value()),
                _ => None,
            });
            assert!(self.scope.is_empty(), "`mod {};` inside an inline module is not read", item.ident);
            self.out.mods.push(ModDecl { name: item.ident.to_string(), path });
            return;
        }
        self.scope.push(item.ident.to_string());
        visit::visit_item_mod(self, item);
        self.scope.pop();
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.use_tree(&item.tree, &mut Vec::new());
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        if path.leading_colon.is_none() && path.segments.len() >= 2 {
            self.push(path.segments.iter().map(|s| s.ident.to_string()).collect(), Kind::Code);
        }
        visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.tokens(mac.tokens.clone());
        visit::visit_macro(self, mac);
    }
}

#[test]
fn every_import_form_is_read() {
    let source = r#"
        use crate::{a::{self, b::C}, d::e as f};
        pub use super::g::*;
        pub(crate) use self::h::I;
        // use crate::ignored::x;
        fn f() -> super::super::j::K { crate::l::m(); tracing::info!("{}", crate::n::o()); }
        macro_rules! p { () => { $crate::q::r!() }; }
        mod tests { use super::s::T; }
        mod child;
        #[path = "../other.rs"] mod other;
    "#;
    let names = read(source).unwrap();
    let paths: Vec<String> =
        names.names.iter().map(|n| format!("{}{}", n.scope.join("/"), n.segments.join("::"))).collect();
    for expected in [
        "crate::a",
        "crate::a::b::C",
        "crate::d::e",
        "super::g",
        "self::h::I",
        "super::super::j::K",
        "crate::l::m",
        "crate::n::o",
        "crate::q::r",
        "testssuper::s::T",
    ] {
        assert!(paths.iter().any(|p| p == expected), "{expected} missing from {paths:?}");
    }
    assert!(!paths.iter().any(|p| p.contains("ignored")), "a comment was read: {paths:?}");
    let renamed = names.names.iter().find(|n| n.segments == ["crate", "d", "e"]).unwrap();
    assert_eq!(renamed.kind, Kind::Use { name: Some("f".into()) });
    let glob = names.names.iter().find(|n| n.segments == ["super", "g"]).unwrap();
    assert_eq!(glob.kind, Kind::Use { name: None });
    let mods: Vec<(&str, Option<&str>)> = names.mods.iter().map(|m| (m.name.as_str(), m.path.as_deref())).collect();
    assert_eq!(mods, [("child", None), ("other", Some("../other.rs"))]);
}
