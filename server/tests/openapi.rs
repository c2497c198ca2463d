//! The checked-in OpenAPI document (which the web app's TypeScript types are generated
//! from) must match what the server describes now, and every error it lists carries the
//! error envelope, and no text a request carries may hold a NUL character. (tools/api-fuzz
//! checks the live server against it.)

use std::collections::BTreeSet;

use regex_syntax::hir::{Class, Hir, HirKind};
use serde_json::Value;
use veil::{
    app::{openapi_document, root_state::RootState},
    config::Settings,
    db::clock::Clock,
    http::openapi_errors::PUBLIC,
};

#[tokio::test]
async fn checked_in_openapi_document_is_current() {
    let dir = tempfile::tempdir().unwrap();
    let state = RootState::new(Settings::defaults_with_data_dir(dir.path()), Clock::System).await.unwrap();
    let current = openapi_document(&state).to_pretty_json().unwrap();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../web/src/api/openapi.json");
    let checked_in = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        checked_in.trim() == current.trim(),
        "web/src/api/openapi.json is stale: run `make api-types` and commit the result"
    );
}

#[tokio::test]
async fn every_operation_lists_its_shared_errors_with_the_envelope() {
    let dir = tempfile::tempdir().unwrap();
    let state = RootState::new(Settings::defaults_with_data_dir(dir.path()), Clock::System).await.unwrap();
    let doc: Value = serde_json::to_value(openapi_document(&state)).unwrap();
    let resolve = |response: &Value| -> Value {
        match response["$ref"].as_str() {
            Some(r) => doc.pointer(&r.replace("#/", "/")).cloned().expect("the reference resolves"),
            None => response.clone(),
        }
    };
    let mut operations = 0;
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            operations += 1;
            let responses = op["responses"].as_object().unwrap();
            let public = PUBLIC.contains(&(method.to_uppercase().as_str(), path.as_str()));
            assert_eq!(responses.contains_key("401"), !public, "{method} {path}: 401 unless public");
            assert!(responses.contains_key("503"), "{method} {path}: 503 when busy");
            if method != "get" {
                assert!(responses.contains_key("403"), "{method} {path}: 403 cross-origin");
            }
            if path.contains('{') {
                assert!(responses.contains_key("404"), "{method} {path}: 404 for an unknown id");
            }
            // Shared errors carry the envelope; a handler's own error may carry its own body
            // (the health check's 503 reports what is down), but always a JSON one.
            for (status, response) in responses.iter().filter(|(s, _)| s.starts_with('4') || s.starts_with('5')) {
                let schema = resolve(response)["content"]["application/json"]["schema"].clone();
                assert!(schema.is_object(), "{method} {path} {status}: a JSON body");
                if response.get("$ref").is_some() {
                    assert_eq!(schema["$ref"], "#/components/schemas/ErrorBody", "{method} {path} {status}");
                }
            }
        }
    }
    assert!(operations > 50, "walked {operations} operations");
}

/// Whether a string matching the pattern could hold a NUL character somewhere in what
/// the pattern itself matches (a class or literal that admits it).
fn admits_nul(hir: &Hir) -> bool {
    match hir.kind() {
        HirKind::Literal(literal) => literal.0.contains(&0),
        HirKind::Class(Class::Unicode(class)) => class.ranges().iter().any(|r| r.start() == '\0'),
        HirKind::Class(Class::Bytes(class)) => class.ranges().iter().any(|r| r.start() == 0),
        HirKind::Repetition(repetition) => admits_nul(&repetition.sub),
        HirKind::Capture(capture) => admits_nul(&capture.sub),
        HirKind::Concat(all) | HirKind::Alternation(all) => all.iter().any(admits_nul),
        HirKind::Empty | HirKind::Look(_) => false,
    }
}

/// The pattern refuses every text with a NUL: anchored at both ends, nothing in it
/// admits one.
fn refuses_nul(pattern: &str) -> bool {
    let hir = regex_syntax::parse(pattern).unwrap_or_else(|e| panic!("{pattern} does not parse: {e}"));
    pattern.starts_with('^') && pattern.ends_with('$') && !admits_nul(&hir)
}

#[test]
fn the_pattern_reader_tells_which_patterns_refuse_nul() {
    assert!(refuses_nul(r"^[^\u0000]*$"));
    assert!(refuses_nul(r"^[^\u0000]*(?:[^\s\u0000\u0085])[^\u0000]*$"));
    assert!(refuses_nul("^[A-Z]{3}$"));
    assert!(!refuses_nul(r"[^\s\u0000\u0085]"), "unanchored: anything may surround the match");
    assert!(!refuses_nul(r"^/files/\S*$"), "\\S admits NUL");
    assert!(!refuses_nul(r"^[^@\s]+@[^@\s]+$"));
}

/// Every string a request body or query parameter carries says, by its pattern, that
/// NUL is refused (the server answers 422 naming the field): schemathesis generates
/// only what the document allows and fails on a refusal of valid data.
#[tokio::test]
async fn no_text_a_request_carries_may_hold_a_nul_character() {
    let dir = tempfile::tempdir().unwrap();
    let state = RootState::new(Settings::defaults_with_data_dir(dir.path()), Clock::System).await.unwrap();
    let doc: Value = serde_json::to_value(openapi_document(&state)).unwrap();
    let mut strings = 0;
    let mut seen = BTreeSet::new();
    let mut todo: Vec<(String, Value)> = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            let place = format!("{method} {path}");
            if let Some(body) = op.pointer("/requestBody/content/application~1json/schema") {
                todo.push((format!("{place} body"), body.clone()));
            }
            for param in op["parameters"].as_array().into_iter().flatten().filter(|p| p["in"] == "query") {
                todo.push((format!("{place} ?{}", param["name"]), param["schema"].clone()));
            }
        }
    }
    while let Some((place, schema)) = todo.pop() {
        if let Some(reference) = schema["$ref"].as_str() {
            if seen.insert(reference.to_owned()) {
                let target = doc.pointer(&reference.replace("#/", "/")).expect("the reference resolves").clone();
                todo.push((reference.to_owned(), target));
            }
            continue;
        }
        let text =
            schema["type"] == "string" || schema["type"].as_array().is_some_and(|t| t.contains(&"string".into()));
        if text && schema.get("enum").is_none() {
            strings += 1;
            let pattern = schema["pattern"].as_str().unwrap_or_else(|| panic!("{place}: a string with no pattern"));
            assert!(refuses_nul(pattern), "{place}: the pattern {pattern} lets a NUL character through");
        }
        if schema["type"] == "object" || schema.get("properties").is_some() {
            // Text under keys the document does not name would be refused without its saying so.
            assert!(schema.get("additionalProperties").is_some(), "{place}: an object that takes any key");
        }
        for (name, property) in schema["properties"].as_object().into_iter().flatten() {
            todo.push((format!("{place}.{name}"), property.clone()));
        }
        for key in ["items", "additionalProperties"] {
            if schema[key].is_object() {
                todo.push((format!("{place}.{key}"), schema[key].clone()));
            }
        }
        for key in ["allOf", "oneOf", "anyOf"] {
            for (i, part) in schema[key].as_array().into_iter().flatten().enumerate() {
                todo.push((format!("{place}.{key}[{i}]"), part.clone()));
            }
        }
    }
    assert!(strings > 60, "checked {strings} strings");
}
