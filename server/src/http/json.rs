//! `ApiJson<T>`: a JSON body in, a JSON body out, with every rejection in our error
//! envelope. Malformed JSON is a 400; well-formed JSON of the wrong shape (missing or
//! unknown fields, wrong types) is a 422 that names the field. A whole number written
//! with a fraction (`50000.0`) is the same number to JSON, so integer fields take it.
//! Text with a NUL character is refused, naming the field (`nul_text`).

use axum::{
    body::Bytes,
    extract::{FromRequest, Request},
    http::{StatusCode, header},
    response::IntoResponse,
};
use serde::de::DeserializeOwned;

use super::{nul_text::nul_in_json, same_origin::is_json_content_type};
use crate::error::ApiError;

#[derive(Debug, Clone, Copy, Default)]
pub struct ApiJson<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for ApiJson<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        let json =
            request.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).is_some_and(is_json_content_type);
        if !json {
            return Err(ApiError::UnsupportedMediaType);
        }
        let bytes = Bytes::from_request(request, state).await.map_err(|rejection| {
            if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
                ApiError::PayloadTooLarge
            } else {
                ApiError::bad_request("invalid_body", "The request body could not be read.")
            }
        })?;
        let mut value: serde_json::Value = serde_json::from_slice(&bytes)
            .map_err(|_| ApiError::bad_request("malformed_json", "The request body is not valid JSON."))?;
        if let Some(refused) = nul_in_json(&value) {
            return Err(refused);
        }
        whole_numbers_as_integers(&mut value);
        let parsed = serde_json::from_value(value)
            .map_err(|e| ApiError::validation("invalid_body", format!("The request body is invalid: {e}")))?;
        Ok(Self(parsed))
    }
}

/// Rewrites every whole float that fits an `i64` (`7873.0`) as an integer, so integer
/// fields accept it; float fields take integers as they are.
pub fn whole_numbers_as_integers(value: &mut serde_json::Value) {
    use serde_json::Value;
    match value {
        Value::Number(n) if n.is_f64() => {
            if let Some(f) = n.as_f64()
                && f.fract() == 0.0
                && f >= i64::MIN as f64
                && f < i64::MAX as f64
            {
                *value = Value::from(f as i64);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(whole_numbers_as_integers),
        Value::Object(fields) => fields.values_mut().for_each(whole_numbers_as_integers),
        _ => {}
    }
}

/// The schema of a list of short texts as handlers take them: 1 to `max_items`, each
/// with a visible character (not only whitespace) and at most `max_chars` characters.
pub fn texts_schema(max_items: usize, max_chars: usize) -> utoipa::openapi::schema::Array {
    use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Type};
    let text = ObjectBuilder::new().schema_type(Type::String).pattern(Some(VISIBLE)).max_length(Some(max_chars));
    ArrayBuilder::new().items(text).min_items(Some(1)).max_items(Some(max_items)).build()
}

/// A pattern for "has a character that is not whitespace": `\s` in JSON Schema's regex
/// dialect misses U+0085, which Rust's `trim` removes.
pub const VISIBLE: &str = r"[^\s\u0000\u0085]";

impl<T: serde::Serialize> IntoResponse for ApiJson<T> {
    fn into_response(self) -> axum::response::Response {
        axum::Json(self.0).into_response()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn whole_floats_become_integers_anywhere_in_the_body() {
        let mut body = json!({"minSalary": 50000.0, "list": [1.0, 2.5], "nested": {"n": -3.0}, "s": "4.0"});
        whole_numbers_as_integers(&mut body);
        assert_eq!(body, json!({"minSalary": 50000, "list": [1, 2.5], "nested": {"n": -3}, "s": "4.0"}));
        assert!(body["minSalary"].is_i64());
    }

    #[test]
    fn floats_beyond_i64_stay_floats() {
        let mut body = json!({"n": 1e300});
        whole_numbers_as_integers(&mut body);
        assert!(body["n"].is_f64());
    }
}
