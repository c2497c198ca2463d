//! Cross-cutting HTTP concerns that every feature's routes share.

pub mod api_errors;
pub mod client_ip;
pub mod geo;
pub mod json;
pub mod json_compression;
pub mod no_store;
pub mod nul_text;
pub mod openapi_errors;
pub mod openapi_text;
pub mod rate_limit;
pub mod request_trace;
pub mod same_origin;
pub mod security_headers;
pub mod static_files;
