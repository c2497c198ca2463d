//! One error type for every handler: a status per variant and one JSON envelope,
//! `{"error": {"code": "...", "message": "..."}}`.

use axum::{
    Json,
    http::StatusCode,
    response::{IntoResponse, Response},
};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("{message}")]
    BadRequest { code: &'static str, message: String },
    #[error("Please sign in to continue.")]
    Unauthenticated,
    #[error("{0}")]
    Forbidden(String),
    #[error("Not found.")]
    NotFound,
    /// A 404 with its own code and message, e.g. `profile_not_found`.
    #[error("{message}")]
    Missing { code: &'static str, message: String },
    #[error("{message}")]
    Conflict { code: &'static str, message: String },
    /// A 410: what was there is gone for good, e.g. a withdrawn data export.
    #[error("{message}")]
    Gone { code: &'static str, message: String },
    #[error("The request body is too large.")]
    PayloadTooLarge,
    /// An upload over its size limit, with the words for that upload.
    #[error("{0}")]
    FileTooLarge(String),
    #[error("Send the request body as application/json.")]
    UnsupportedMediaType,
    #[error("{message}")]
    Validation { code: &'static str, message: String },
    #[error("Too many requests. Please wait a moment and try again.")]
    RateLimited,
    /// A 429 that says when the action is allowed again (a company rename within 30 days).
    #[error("{message}")]
    TooSoon { code: &'static str, message: String },
    #[error("The service is busy. Please try again shortly.")]
    Unavailable,
    /// A service we depend on (the AI endpoint) failed or answered nonsense.
    #[error("{message}")]
    Upstream { code: &'static str, message: String },
    /// Anything we did not expect: logged with detail, answered without it.
    #[error("Something went wrong on our side. Please try again.")]
    Internal(#[source] anyhow::Error),
}

/// The JSON body of every error response.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    pub error: ErrorDetail,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorDetail {
    /// Stable machine-readable code, e.g. `invalid_email`.
    pub code: String,
    /// A sentence for people.
    pub message: String,
}

impl ApiError {
    pub fn validation(code: &'static str, message: impl Into<String>) -> Self {
        Self::Validation { code, message: message.into() }
    }

    pub fn bad_request(code: &'static str, message: impl Into<String>) -> Self {
        Self::BadRequest { code, message: message.into() }
    }

    pub fn status(&self) -> StatusCode {
        match self {
            Self::BadRequest { .. } => StatusCode::BAD_REQUEST,
            Self::Unauthenticated => StatusCode::UNAUTHORIZED,
            Self::Forbidden(_) => StatusCode::FORBIDDEN,
            Self::NotFound | Self::Missing { .. } => StatusCode::NOT_FOUND,
            Self::Conflict { .. } => StatusCode::CONFLICT,
            Self::Gone { .. } => StatusCode::GONE,
            Self::PayloadTooLarge | Self::FileTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Self::UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Self::Validation { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            Self::RateLimited | Self::TooSoon { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            Self::Upstream { .. } => StatusCode::BAD_GATEWAY,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    pub fn code(&self) -> &str {
        match self {
            Self::BadRequest { code, .. }
            | Self::Missing { code, .. }
            | Self::Upstream { code, .. }
            | Self::Conflict { code, .. }
            | Self::Gone { code, .. }
            | Self::TooSoon { code, .. }
            | Self::Validation { code, .. } => code,
            Self::Unauthenticated => "unauthenticated",
            Self::Forbidden(_) => "forbidden",
            Self::NotFound => "not_found",
            Self::PayloadTooLarge => "payload_too_large",
            Self::FileTooLarge(_) => "file_too_large",
            Self::UnsupportedMediaType => "unsupported_media_type",
            Self::RateLimited => "rate_limited",
            Self::Unavailable => "unavailable",
            Self::Internal(_) => "internal",
        }
    }

    pub fn body(&self) -> ErrorBody {
        ErrorBody { error: ErrorDetail { code: self.code().to_owned(), message: self.to_string() } }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        if let Self::Internal(source) = &self {
            tracing::error!(error = ?source, "internal error");
        }
        (self.status(), Json(self.body())).into_response()
    }
}

/// Whether `err` is a statement or lock wait cut off by the database's limits
/// (`db::limits`; PostgreSQL `lock_not_available` or `query_canceled`, SQLite
/// `SQLITE_BUSY` and its extended codes): the database was busy, which the caller hears
/// as 503, not as our fault.
fn is_busy(err: &sqlx::Error) -> bool {
    let Some(db) = err.as_database_error() else { return false };
    let Some(code) = db.code() else { return false };
    if db.try_downcast_ref::<sqlx::sqlite::SqliteError>().is_some() {
        // Extended result codes keep the primary code in their low byte.
        return code.parse::<i32>().is_ok_and(|c| c & 0xff == 5);
    }
    matches!(code.as_ref(), "55P03" | "57014")
}

impl From<sqlx::Error> for ApiError {
    fn from(err: sqlx::Error) -> Self {
        match err {
            sqlx::Error::RowNotFound => Self::NotFound,
            sqlx::Error::PoolTimedOut => {
                crate::metrics::pool_timed_out();
                Self::Unavailable
            }
            // A statement or lock wait cut off by the limits below the request timeout.
            ref busy if is_busy(busy) => Self::Unavailable,
            // PostgreSQL refuses a NUL character in text (bodies and query strings with
            // one are refused before, a path value may still carry one): the caller's
            // input, not our fault.
            sqlx::Error::Database(db) if db.code().as_deref() == Some("22021") => {
                Self::validation("invalid_text", "Text must not contain NUL characters.")
            }
            other => Self::Internal(other.into()),
        }
    }
}

/// The search page's reads on SQLite (db/sqlite_reads.rs), judged as sqlx's are.
impl From<rusqlite::Error> for ApiError {
    fn from(err: rusqlite::Error) -> Self {
        match err.sqlite_error_code() {
            Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked) => Self::Unavailable,
            _ => Self::Internal(err.into()),
        }
    }
}

impl From<anyhow::Error> for ApiError {
    fn from(err: anyhow::Error) -> Self {
        Self::Internal(err)
    }
}

pub type ApiResult<T> = Result<T, ApiError>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_other_than_busy_are_not_busy() {
        assert!(!is_busy(&sqlx::Error::RowNotFound));
        assert!(!is_busy(&sqlx::Error::PoolTimedOut));
    }

    #[test]
    fn internal_errors_hide_their_detail() {
        let err = ApiError::Internal(anyhow::anyhow!("password=hunter2 in connection string"));
        let body = serde_json::to_string(&err.body()).unwrap();
        assert!(!body.contains("hunter2"));
        assert_eq!(err.status(), StatusCode::INTERNAL_SERVER_ERROR);
    }

    #[test]
    fn row_not_found_becomes_404() {
        assert_eq!(ApiError::from(sqlx::Error::RowNotFound).status(), StatusCode::NOT_FOUND);
    }
}
