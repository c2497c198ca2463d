//! The OpenAPI document says what `nul_text` enforces: no text a request carries (a JSON
//! body's strings, a query parameter) may hold a NUL character (an upload's bytes are no
//! text). Said once here, on every
//! string schema that requests reach, instead of on each field: a string without a
//! pattern gets `NO_NUL`; an unanchored pattern (`[^\s\u0000\u0085]`: "has a visible
//! character") is anchored between NUL-free runs; an anchored pattern must exclude NUL
//! itself (`tests/openapi.rs` checks every one).

use std::collections::BTreeSet;

use utoipa::openapi::{
    Content, OpenApi, RefOr,
    path::ParameterIn,
    schema::{AdditionalProperties, ArrayItems, Object, Schema, SchemaType, Type},
};

/// Any text without a NUL character.
pub const NO_NUL: &str = r"^[^\u0000]*$";

/// `pattern` as it reads once NUL is refused too (see the module's note).
pub fn without_nul(pattern: Option<&str>) -> Option<String> {
    match pattern {
        None => Some(NO_NUL.to_owned()),
        Some(p) if p.starts_with('^') => None,
        Some(p) => Some(format!(r"^[^\u0000]*(?:{p})[^\u0000]*$")),
    }
}

/// Adds the rule to every string schema of a request body or query parameter, and to
/// every component they refer to (components are shared with responses, which never
/// hold a NUL either).
pub fn refuse_nul_in_request_text(doc: &mut OpenApi) {
    let mut components = BTreeSet::new();
    for item in doc.paths.paths.values_mut() {
        for op in
            [&mut item.get, &mut item.put, &mut item.post, &mut item.delete, &mut item.patch].into_iter().flatten()
        {
            // JSON bodies only: an upload's bytes are an image, not text.
            if let Some(RefOr::T(body)) = op.request_body.as_mut()
                && let Some(RefOr::T(Content { schema: Some(schema), .. })) = body.content.get_mut("application/json")
            {
                visit(schema, &mut components);
            }
            for param in op.parameters.iter_mut().flatten() {
                if let RefOr::T(param) = param
                    && param.parameter_in == ParameterIn::Query
                    && let Some(schema) = param.schema.as_mut()
                {
                    visit(schema, &mut components);
                }
            }
        }
    }
    // Components refer to other components: follow them until no new one turns up.
    let Some(schemas) = doc.components.as_mut().map(|c| &mut c.schemas) else { return };
    let mut done = BTreeSet::new();
    while let Some(name) = components.iter().find(|n| !done.contains(*n)).cloned() {
        done.insert(name.clone());
        if let Some(schema) = schemas.get_mut(&name) {
            visit(schema, &mut components);
        }
    }
}

/// Applies the rule to the strings of `schema` and collects the components it names.
fn visit(schema: &mut RefOr<Schema>, components: &mut BTreeSet<String>) {
    let schema = match schema {
        RefOr::Ref(reference) => {
            if let Some(name) = reference.ref_location.strip_prefix("#/components/schemas/") {
                components.insert(name.to_owned());
            }
            return;
        }
        RefOr::T(schema) => schema,
    };
    match schema {
        Schema::Object(object) => visit_object(object, components),
        Schema::Array(array) => {
            if let ArrayItems::RefOrSchema(items) = &mut array.items {
                visit(items, components);
            }
        }
        Schema::OneOf(of) => of.items.iter_mut().for_each(|s| visit(s, components)),
        Schema::AllOf(of) => of.items.iter_mut().for_each(|s| visit(s, components)),
        Schema::AnyOf(of) => of.items.iter_mut().for_each(|s| visit(s, components)),
        _ => {}
    }
}

fn visit_object(object: &mut Object, components: &mut BTreeSet<String>) {
    if is_text(&object.schema_type)
        && object.enum_values.is_none()
        && let Some(pattern) = without_nul(object.pattern.as_deref())
    {
        object.pattern = Some(pattern);
    }
    object.properties.values_mut().for_each(|s| visit(s, components));
    if let Some(extra) = object.additional_properties.as_deref_mut()
        && let AdditionalProperties::RefOr(schema) = extra
    {
        visit(schema, components);
    }
}

fn is_text(schema_type: &SchemaType) -> bool {
    match schema_type {
        SchemaType::Type(t) => *t == Type::String,
        SchemaType::Array(types) => types.contains(&Type::String),
        SchemaType::AnyValue => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_gain_the_rule_unless_anchored() {
        assert_eq!(without_nul(None).as_deref(), Some(NO_NUL));
        assert_eq!(
            without_nul(Some(r"[^\s\u0000\u0085]")).as_deref(),
            Some(r"^[^\u0000]*(?:[^\s\u0000\u0085])[^\u0000]*$")
        );
        assert_eq!(without_nul(Some("^[A-Z]{3}$")), None);
    }

    #[test]
    fn the_rule_reaches_bodies_queries_and_the_components_they_name() {
        let doc = serde_json::json!({
            "openapi": "3.1.0", "info": {"title": "t", "version": "1"},
            "paths": {"/a": {"post": {
                "parameters": [{"name": "q", "in": "query", "required": false, "schema": {"type": "string"}}],
                "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Body"}}}},
                "responses": {}
            }}, "/upload": {"post": {
                "requestBody": {"content": {"image/png": {"schema": {"type": "string", "format": "binary"}}}},
                "responses": {}
            }}},
            "components": {"schemas": {
                "Body": {"type": "object", "properties": {
                    "name": {"type": "string", "pattern": "[a-z]"},
                    "kind": {"type": "string", "enum": ["x"]},
                    "inner": {"$ref": "#/components/schemas/Inner"}
                }},
                "Inner": {"type": "object", "properties": {"list": {"type": "array", "items": {"type": ["string", "null"]}}}},
                "Untouched": {"type": "object", "properties": {"s": {"type": "string"}}}
            }}
        });
        let mut doc: OpenApi = serde_json::from_value(doc).unwrap();
        refuse_nul_in_request_text(&mut doc);
        let out = serde_json::to_value(&doc).unwrap();
        let schemas = &out["components"]["schemas"];
        assert_eq!(out["paths"]["/a"]["post"]["parameters"][0]["schema"]["pattern"], NO_NUL);
        assert_eq!(schemas["Body"]["properties"]["name"]["pattern"], r"^[^\u0000]*(?:[a-z])[^\u0000]*$");
        assert!(schemas["Body"]["properties"]["kind"].get("pattern").is_none(), "an enum is left as it is");
        assert_eq!(schemas["Inner"]["properties"]["list"]["items"]["pattern"], NO_NUL);
        assert!(schemas["Untouched"]["properties"]["s"].get("pattern").is_none(), "no request reaches it");
        let image = &out["paths"]["/upload"]["post"]["requestBody"]["content"]["image/png"]["schema"];
        assert!(image.get("pattern").is_none(), "an upload's bytes are no text");
    }
}
