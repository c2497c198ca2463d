//! `ApiJson<T>`: axum's `Json`, with its rejections answered in our error envelope.

use axum::{extract::FromRequest, response::IntoResponse};

use crate::error::ApiError;

#[derive(Debug, Clone, Copy, Default, FromRequest)]
#[from_request(via(axum::Json), rejection(ApiError))]
pub struct ApiJson<T>(pub T);

impl<T: serde::Serialize> IntoResponse for ApiJson<T> {
    fn into_response(self) -> axum::response::Response {
        axum::Json(self.0).into_response()
    }
}
