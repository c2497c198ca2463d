//! Reading an uploaded file's body, and the spec's words for an upload we refuse.

use axum::{body::Bytes, extract::rejection::BytesRejection, http::StatusCode};

use super::images::ImageError;
use crate::error::{ApiError, ApiResult};

/// The uploaded bytes; a body over the limit gets the spec's words, not a generic 413.
pub fn upload_body(body: Result<Bytes, BytesRejection>) -> ApiResult<Bytes> {
    body.map_err(|rejection| {
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ImageError::TooLarge.into()
        } else {
            ApiError::bad_request("invalid_body", "The upload could not be read.")
        }
    })
}

impl From<ImageError> for ApiError {
    fn from(err: ImageError) -> Self {
        match err {
            ImageError::TooLarge => ApiError::FileTooLarge(err.to_string()),
            ImageError::NotAnImage => ApiError::validation("invalid_file_type", err.to_string()),
            ImageError::TooManyPixels | ImageError::Unreadable => {
                ApiError::validation("invalid_image", err.to_string())
            }
        }
    }
}
