//! The API's JSON answers go compressed (brotli, or gzip) when the browser accepts it. A
//! signed-in page reads several of them, and a search page's results with their facets
//! were 7 KiB as plain JSON, about 1.5 KiB compressed. Only JSON: the web app's files are
//! served from the copies the build compressed ahead (`static_files`), the event stream
//! must not be buffered, and files (photos, exports) are compressed already. Brotli at
//! quality 4, not the library's 11: this is dynamic content, compressed on every answer.
//!
//! Compression of an answer that mixes a secret with text the requester chose can leak the
//! secret by its size (BREACH). Veil's answers carry no token a third party could want,
//! and a session cookie sent only to same-site requests keeps other sites from asking.

use axum::http::{Extensions, HeaderMap, StatusCode, Version, header::CONTENT_TYPE};
use tower_http::{
    CompressionLevel,
    compression::{
        CompressionLayer,
        predicate::{DefaultPredicate, Predicate},
    },
};

/// Quality 4: Cloudflare's measurement of brotli for content compressed on the fly.
const BROTLI_QUALITY: i32 = 4;

fn is_json(_: StatusCode, _: Version, headers: &HeaderMap, _: &Extensions) -> bool {
    headers.get(CONTENT_TYPE).is_some_and(|value| value.as_bytes().starts_with(b"application/json"))
}

/// The layer: JSON above the default predicate's 32 bytes, brotli or gzip.
pub fn layer() -> CompressionLayer<impl Predicate> {
    CompressionLayer::new()
        .quality(CompressionLevel::Precise(BROTLI_QUALITY))
        .compress_when(DefaultPredicate::new().and(is_json))
}
