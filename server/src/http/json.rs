//! `ApiJson<T>`: a JSON body in, a JSON body out, with every rejection in our error
//! envelope. Malformed JSON is a 400; well-formed JSON of the wrong shape (missing or
//! unknown fields, wrong types) is a 422 that names the field.

use axum::{
    body::Bytes,
    extract::{FromRequest, Request},
    http::{StatusCode, header},
    response::IntoResponse,
};
use serde::de::DeserializeOwned;

use super::same_origin::is_json_content_type;
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
        let value: serde_json::Value = serde_json::from_slice(&bytes)
            .map_err(|_| ApiError::bad_request("malformed_json", "The request body is not valid JSON."))?;
        let parsed = serde_json::from_value(value)
            .map_err(|e| ApiError::validation("invalid_body", format!("The request body is invalid: {e}")))?;
        Ok(Self(parsed))
    }
}

impl<T: serde::Serialize> IntoResponse for ApiJson<T> {
    fn into_response(self) -> axum::response::Response {
        axum::Json(self.0).into_response()
    }
}
