//! Which object store `VEIL_STORAGE_URL` names, configured from Veil's own settings only
//! (never from whatever AWS_* variables the environment happens to hold), and the cheap
//! check at start that it answers: a wrong bucket or credential stops the binary with a
//! clear message instead of failing the first upload.

use std::{sync::Arc, time::Duration};

use anyhow::Context;
use object_store::{
    ClientOptions, ObjectStore, RetryConfig, aws::AmazonS3Builder, local::LocalFileSystem, path::Path as StorePath,
    prefix::PrefixStore,
};
use url::Url;

use crate::config::Settings;

/// The store behind a non-empty `VEIL_STORAGE_URL`: `s3://bucket/prefix` or
/// `file:///shared/directory`.
pub fn from_url(settings: &Settings) -> anyhow::Result<Arc<dyn ObjectStore>> {
    let name = settings.name("storage_url");
    let url = Url::parse(settings.storage_url.trim())
        .with_context(|| format!("{name} must be a URL like s3://bucket/prefix or file:///srv/veil-files"))?;
    match url.scheme() {
        "s3" => {
            let bucket = url
                .host_str()
                .filter(|b| !b.is_empty())
                .with_context(|| format!("{name} names no bucket; use s3://bucket or s3://bucket/prefix"))?;
            let store = s3_builder(settings, bucket).build().with_context(|| format!("{name}: invalid S3 settings"))?;
            Ok(with_prefix(Arc::new(store), url.path()))
        }
        "file" => {
            let dir = url.to_file_path().map_err(|()| anyhow::anyhow!("{name} is not a local path"))?;
            std::fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
            Ok(Arc::new(LocalFileSystem::new_with_prefix(&dir)?))
        }
        other => anyhow::bail!("{name} has the scheme `{other}`; use s3://bucket/prefix or file:///srv/veil-files"),
    }
}

/// An S3 client from the `VEIL_S3_*` settings. No access key means the machine's own
/// role (instance metadata), as on AWS.
fn s3_builder(settings: &Settings, bucket: &str) -> AmazonS3Builder {
    // object_store's HTTP client is built without a crypto provider of its own (Cargo.toml)
    // and panics without a process default; a second call finds ring already installed.
    let _ = rustls::crypto::ring::default_provider().install_default();
    let mut builder = AmazonS3Builder::new()
        .with_bucket_name(bucket)
        .with_region(settings.s3_region.trim())
        // Bounded well below the request timeout: a store that does not answer fails the
        // upload, not the whole request slot for minutes. (Client options first: they
        // carry allow-http too.)
        .with_client_options(
            ClientOptions::new().with_connect_timeout(Duration::from_secs(5)).with_timeout(Duration::from_secs(20)),
        )
        .with_allow_http(settings.s3_allow_http)
        .with_retry(RetryConfig { max_retries: 2, retry_timeout: Duration::from_secs(10), ..RetryConfig::default() });
    if !settings.s3_endpoint.trim().is_empty() {
        builder = builder.with_endpoint(settings.s3_endpoint.trim());
    }
    if !settings.s3_access_key_id.trim().is_empty() {
        builder = builder
            .with_access_key_id(settings.s3_access_key_id.trim())
            .with_secret_access_key(settings.s3_secret_access_key.expose());
    }
    if !settings.s3_session_token.expose().is_empty() {
        builder = builder.with_token(settings.s3_session_token.expose());
    }
    builder
}

fn with_prefix(store: Arc<dyn ObjectStore>, path: &str) -> Arc<dyn ObjectStore> {
    let prefix = path.trim_matches('/');
    if prefix.is_empty() { store } else { Arc::new(PrefixStore::new(store, StorePath::from(prefix))) }
}

/// Lists the store's top level (a few entries at most): proves the bucket exists and
/// the credentials may read it.
pub async fn check(store: &dyn ObjectStore, settings: &Settings) -> anyhow::Result<()> {
    let described = if settings.storage_url.trim().is_empty() { "the files directory" } else { "VEIL_STORAGE_URL" };
    store.list_with_delimiter(None).await.map(|_| ()).with_context(|| {
        format!(
            "cannot read the object store ({described} = {}); check the bucket and the VEIL_S3_* settings",
            settings.storage_url.trim()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(url: &str) -> Settings {
        let mut s = Settings::defaults_with_data_dir("/tmp/veil-storage-test");
        s.storage_url = url.into();
        s
    }

    #[test]
    fn unsupported_or_bucketless_urls_are_refused_with_the_setting_named() {
        for url in ["gs://bucket", "s3:///prefix", "not a url"] {
            let err = from_url(&settings(url)).expect_err(url).to_string();
            assert!(err.contains("VEIL_STORAGE_URL"), "{url}: {err}");
        }
    }

    #[test]
    fn an_s3_url_builds_from_the_settings_alone() {
        let mut s = settings("s3://photos/veil");
        s.s3_endpoint = "http://127.0.0.1:9000".into();
        s.s3_allow_http = true;
        s.s3_access_key_id = "key".into();
        s.s3_secret_access_key = crate::config::Secret::new("secret");
        assert!(from_url(&s).is_ok());
    }
}
