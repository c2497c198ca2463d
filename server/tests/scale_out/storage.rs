//! The S3 store is configured from Veil's documented settings only, and checked at
//! start. The S3 side is a small HTTP endpoint that answers as S3 does (a listing, or
//! AccessDenied) and records who asked with which key.

use std::sync::{Arc, Mutex};

use axum::{Router, extract::State, http::HeaderMap, response::IntoResponse};

use super::binary::{Veil, command, free_port, refused};

#[derive(Clone, Default)]
struct Seen(Arc<Mutex<Vec<String>>>);

impl Seen {
    fn authorizations(&self) -> Vec<String> {
        self.0.lock().unwrap().clone()
    }
}

/// Serves S3's answer to every request on a free port; returns its URL and its log of
/// `Authorization` headers.
async fn endpoint(allow: bool) -> (String, Seen) {
    let seen = Seen::default();
    let app = Router::new().fallback(answer).with_state((seen.clone(), allow));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await });
    (url, seen)
}

async fn answer(State((seen, allow)): State<(Seen, bool)>, headers: HeaderMap) -> impl IntoResponse {
    let authorization = headers.get("authorization").and_then(|v| v.to_str().ok()).unwrap_or_default();
    seen.0.lock().unwrap().push(authorization.to_owned());
    let xml = [("content-type", "application/xml")];
    if allow {
        let body = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><ListBucketResult><Name>veil-photos</Name>\
                    <Prefix></Prefix><KeyCount>0</KeyCount><MaxKeys>1000</MaxKeys><Delimiter>/</Delimiter>\
                    <IsTruncated>false</IsTruncated></ListBucketResult>";
        (http::StatusCode::OK, xml, body)
    } else {
        let body = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Error><Code>AccessDenied</Code>\
                    <Message>Access Denied</Message></Error>";
        (http::StatusCode::FORBIDDEN, xml, body)
    }
}

fn s3_command(dir: &std::path::Path, port: u16, endpoint: &str) -> std::process::Command {
    let mut veil = command(dir, port);
    veil.env("VEIL_STORAGE_URL", "s3://veil-photos/files")
        .env("VEIL_S3_ENDPOINT", endpoint)
        .env("VEIL_S3_ALLOW_HTTP", "true")
        .env("VEIL_S3_ACCESS_KEY_ID", "veil-key")
        .env("VEIL_S3_SECRET_ACCESS_KEY", "veil-secret");
    veil
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_credential_stops_the_start_with_a_clear_message() {
    let (denying, seen) = endpoint(false).await;
    let dir = tempfile::tempdir().unwrap();
    let veil = s3_command(dir.path(), free_port(), &denying);
    let stderr = tokio::task::spawn_blocking(move || refused(veil)).await.unwrap();
    assert!(stderr.contains("cannot read the object store"), "{stderr}");
    assert!(stderr.contains("VEIL_S3_"), "{stderr}");
    assert!(!stderr.contains("veil-secret"), "{stderr}");
    assert!(!seen.authorizations().is_empty(), "the check asked the store");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_veils_own_settings_configure_the_store() {
    let (store, used) = endpoint(true).await;
    let (elsewhere, ignored) = endpoint(true).await;
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let mut veil = s3_command(dir.path(), port, &store);
    // What a generic AWS environment may hold: none of it may steer Veil's store.
    veil.env("AWS_ENDPOINT", &elsewhere)
        .env("AWS_ENDPOINT_URL", &elsewhere)
        .env("AWS_ACCESS_KEY_ID", "someone-else")
        .env("AWS_SECRET_ACCESS_KEY", "not-ours")
        .env("AWS_ALLOW_HTTP", "true");
    let _veil = Veil::start(veil, port).ready().await;
    let asked = used.authorizations();
    assert!(!asked.is_empty(), "the start-up check listed the bucket");
    assert!(asked.iter().all(|a| a.contains("Credential=veil-key/")), "{asked:?}");
    assert!(ignored.authorizations().is_empty(), "AWS_* variables were ignored");
}
