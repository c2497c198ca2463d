//! Text with a NUL character (U+0000) is refused with a 422 that names the field, never
//! changed: PostgreSQL cannot store it, SQLite could, and silently dropping it would
//! save something other than what was sent (`a@example.test\u0000b` is not
//! `a@example.testb`). Checked on every JSON body (`json::ApiJson`) and on the query
//! string of every API request (`refuse_nul_in_query`).

use axum::{
    extract::Request,
    middleware::Next,
    response::{IntoResponse, Response},
};
use serde_json::Value;

use crate::error::ApiError;

/// The error code of text refused for a NUL character.
pub const CODE: &str = "invalid_text";

/// Where the first NUL character of a JSON value is: the path of the text that holds it
/// (`codename`, `offer.roleTitle`, `entries[2].companyName`), or a field name that holds
/// one. `None` when there is none.
pub fn nul_in_json(value: &Value) -> Option<ApiError> {
    find(value, "").map(|place| match place {
        Place::Text(path) if path.is_empty() => refused("The request body"),
        Place::Text(path) => refused(&path),
        Place::Name => ApiError::validation(CODE, "A field name must not contain a NUL character."),
    })
}

enum Place {
    Text(String),
    Name,
}

fn find(value: &Value, path: &str) -> Option<Place> {
    match value {
        Value::String(text) => text.contains('\0').then(|| Place::Text(path.to_owned())),
        Value::Array(items) => items.iter().enumerate().find_map(|(i, item)| find(item, &format!("{path}[{i}]"))),
        Value::Object(fields) => fields.iter().find_map(|(name, field)| {
            if name.contains('\0') {
                return Some(Place::Name);
            }
            let inner = if path.is_empty() { name.clone() } else { format!("{path}.{name}") };
            find(field, &inner)
        }),
        _ => None,
    }
}

fn refused(what: &str) -> ApiError {
    ApiError::validation(CODE, format!("{what} must not contain a NUL character"))
}

/// The query parameter of `query` that holds a NUL character, as an error.
pub fn nul_in_query(query: &str) -> Option<ApiError> {
    url::form_urlencoded::parse(query.as_bytes()).find_map(|(name, value)| {
        if name.contains('\0') {
            Some(ApiError::validation(CODE, "A parameter name must not contain a NUL character."))
        } else {
            value.contains('\0').then(|| refused(&name))
        }
    })
}

/// Refuses an API request whose query string holds a NUL character, before any handler.
pub async fn refuse_nul_in_query(request: Request, next: Next) -> Response {
    if request.uri().path().starts_with("/api/")
        && let Some(error) = request.uri().query().and_then(nul_in_query)
    {
        return error.into_response();
    }
    next.run(request).await
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn message(error: Option<ApiError>) -> String {
        let error = error.expect("refused");
        assert_eq!(error.code(), CODE);
        assert_eq!(error.status(), axum::http::StatusCode::UNPROCESSABLE_ENTITY);
        error.to_string()
    }

    #[test]
    fn a_nul_anywhere_in_a_body_is_refused_by_its_path() {
        assert_eq!(
            message(nul_in_json(&json!({"codename": "amber\u{0}-comet"}))),
            "codename must not contain a NUL character"
        );
        assert_eq!(
            message(nul_in_json(&json!({"offer": {"roleTitle": "SRE\u{0}"}}))),
            "offer.roleTitle must not contain a NUL character"
        );
        assert_eq!(
            message(nul_in_json(&json!({"entries": [{"companyName": "ok"}, {"companyName": "\u{0}"}]}))),
            "entries[1].companyName must not contain a NUL character"
        );
        assert_eq!(message(nul_in_json(&json!(["a", "\u{0}"]))), "[1] must not contain a NUL character");
        assert_eq!(message(nul_in_json(&json!("\u{0}"))), "The request body must not contain a NUL character");
        assert_eq!(message(nul_in_json(&json!({"a\u{0}": 1}))), "A field name must not contain a NUL character.");
    }

    #[test]
    fn text_without_nul_passes_whatever_else_it_holds() {
        assert!(nul_in_json(&json!({"a": "x\u{1}y\\u0000", "n": 0, "list": [null, true, "ü"]})).is_none());
        assert!(nul_in_query("q=rust%20dev&page=2&city=").is_none());
    }

    #[test]
    fn a_nul_in_a_query_names_the_parameter() {
        assert_eq!(message(nul_in_query("q=ok&city=Ber%00lin")), "city must not contain a NUL character");
        assert_eq!(message(nul_in_query("a%00b=1")), "A parameter name must not contain a NUL character.");
    }
}
