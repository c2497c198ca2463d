//! Some answers are made below our handlers (405 from the router, 413 from the body
//! limit, 429 from the rate limiter, timeouts). Under `/api` they are rewritten into
//! the same JSON envelope as every other error, so clients parse one shape.

use axum::{
    body::Body,
    extract::Request,
    http::{StatusCode, header},
    middleware::Next,
    response::{IntoResponse, Response},
};

use crate::error::ApiError;

pub async fn json_error_envelope(request: Request, next: Next) -> Response {
    let is_api = request.uri().path().starts_with("/api/");
    let response = next.run(request).await;
    let status = response.status();
    if !is_api || !(status.is_client_error() || status.is_server_error()) {
        return response;
    }
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if is_json {
        return response;
    }
    let replacement = match status {
        StatusCode::METHOD_NOT_ALLOWED => {
            ApiError::bad_request("method_not_allowed", "This method is not allowed here.")
        }
        StatusCode::PAYLOAD_TOO_LARGE => ApiError::PayloadTooLarge,
        StatusCode::TOO_MANY_REQUESTS => ApiError::RateLimited,
        StatusCode::UNSUPPORTED_MEDIA_TYPE => ApiError::UnsupportedMediaType,
        StatusCode::NOT_FOUND => ApiError::NotFound,
        StatusCode::REQUEST_TIMEOUT | StatusCode::SERVICE_UNAVAILABLE => ApiError::Unavailable,
        s if s.is_client_error() => ApiError::bad_request("bad_request", "The request could not be processed."),
        _ => ApiError::Internal(anyhow::anyhow!("{status} from a layer below the handlers")),
    };
    let (mut parts, _) = response.into_parts();
    let fresh = replacement.into_response();
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.insert(header::CONTENT_TYPE, header::HeaderValue::from_static("application/json"));
    let (_, body) = fresh.into_parts();
    Response::from_parts(parts, Body::new(body))
}
