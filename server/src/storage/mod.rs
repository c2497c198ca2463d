//! Files (profile photos, company logos) in an object store: a local directory by
//! default, any `object_store` URL (S3 and compatible) by config. Files are served only
//! through HMAC-signed, expiring URLs, and the route checks who asks as well.

pub mod images;
pub mod routes;
pub mod signing;

use std::sync::Arc;

use anyhow::Context;
use futures::TryStreamExt;
use object_store::{ObjectStore, ObjectStoreExt, PutPayload, local::LocalFileSystem, path::Path as StorePath};

use crate::{config::Settings, secrets::InstanceKey};

pub const PROFILE_PHOTOS: &str = "profile-photos";
pub const COMPANY_LOGOS: &str = "company-logos";

/// A file reference as kept in the database: `storage:{bucket}/{path}#{version}`. The
/// version changes with every upload to the same path, so URLs change with the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileRef {
    pub bucket: String,
    pub path: String,
    pub version: String,
}

impl FileRef {
    pub fn new(bucket: &str, path: impl Into<String>) -> Self {
        Self { bucket: bucket.to_owned(), path: path.into(), version: String::new() }
    }

    pub fn with_version(mut self, version: impl Into<String>) -> Self {
        self.version = version.into();
        self
    }

    pub fn parse(stored: &str) -> Option<Self> {
        let rest = stored.strip_prefix("storage:")?;
        let (location, version) = rest.split_once('#').unwrap_or((rest, ""));
        let (bucket, path) = location.split_once('/')?;
        let known = bucket == PROFILE_PHOTOS || bucket == COMPANY_LOGOS;
        let version_ok = version.chars().all(|c| c.is_ascii_alphanumeric());
        (known && is_safe_path(path) && version_ok).then(|| Self::new(bucket, path).with_version(version))
    }

    pub fn to_stored(&self) -> String {
        if self.version.is_empty() {
            format!("storage:{}/{}", self.bucket, self.path)
        } else {
            format!("storage:{}/{}#{}", self.bucket, self.path, self.version)
        }
    }

    /// The first path segment: the owner's user id.
    pub fn owner(&self) -> &str {
        self.path.split('/').next().unwrap_or_default()
    }
}

/// Paths we make are `{uuid}/{name}.{ext}`; anything else (dot segments, empty
/// segments, odd characters) is refused before it reaches the store.
pub fn is_safe_path(path: &str) -> bool {
    !path.is_empty()
        && path.len() <= 200
        && path.split('/').all(|seg| {
            !seg.is_empty()
                && seg != "."
                && seg != ".."
                && seg.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        })
}

#[derive(Clone)]
pub struct Storage {
    store: Arc<dyn ObjectStore>,
    pub signer: signing::UrlSigner,
}

impl Storage {
    pub fn from_settings(settings: &Settings, key: &InstanceKey) -> anyhow::Result<Self> {
        let store: Arc<dyn ObjectStore> = if settings.storage_url.trim().is_empty() {
            let dir = settings.data_dir.join("files");
            std::fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
            Arc::new(LocalFileSystem::new_with_prefix(&dir)?)
        } else {
            let url = url::Url::parse(settings.storage_url.trim()).context("VEIL_STORAGE_URL is not a URL")?;
            let (store, prefix) = object_store::parse_url_opts(&url, std::env::vars())
                .context("VEIL_STORAGE_URL is not a supported object store")?;
            Arc::new(object_store::prefix::PrefixStore::new(store, prefix))
        };
        Ok(Self { store, signer: signing::UrlSigner::new(key.derive("file-urls")) })
    }

    fn location(file: &FileRef) -> StorePath {
        StorePath::from(format!("{}/{}", file.bucket, file.path))
    }

    pub async fn put(&self, file: &FileRef, bytes: Vec<u8>) -> anyhow::Result<()> {
        self.store.put(&Self::location(file), PutPayload::from(bytes)).await?;
        Ok(())
    }

    pub async fn get(&self, file: &FileRef) -> anyhow::Result<Option<Vec<u8>>> {
        match self.store.get(&Self::location(file)).await {
            Ok(result) => Ok(Some(result.bytes().await?.to_vec())),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// Removes every file under `{bucket}/{prefix}/`.
    pub async fn delete_prefix(&self, bucket: &str, prefix: &str) -> anyhow::Result<()> {
        let base = StorePath::from(format!("{bucket}/{prefix}"));
        let found: Vec<_> = self.store.list(Some(&base)).try_collect().await?;
        for meta in found {
            match self.store.delete(&meta.location).await {
                Ok(()) | Err(object_store::Error::NotFound { .. }) => {}
                Err(e) => return Err(e.into()),
            }
        }
        Ok(())
    }

    /// A URL the browser can load, valid for at least `lifetime_secs`. The expiry is
    /// rounded up to the next day, so the URL stays the same (and cacheable) all day.
    pub fn signed_url(&self, file: &FileRef, now_millis: i64, lifetime_secs: i64) -> String {
        const DAY: i64 = 86_400;
        let next_day = (now_millis / 1000 / DAY + 1) * DAY;
        self.signer.sign(file, next_day + lifetime_secs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_references_round_trip() {
        let f = FileRef::new(PROFILE_PHOTOS, "0190a1b2-c3d4/avatar.jpg");
        assert_eq!(FileRef::parse(&f.to_stored()), Some(f.clone()));
        let versioned = f.clone().with_version("1700000000000");
        assert_eq!(FileRef::parse(&versioned.to_stored()), Some(versioned));
        assert_eq!(f.owner(), "0190a1b2-c3d4");
    }

    #[test]
    fn unsafe_or_foreign_references_are_refused() {
        for bad in [
            "https://cdn/x.jpg",
            "storage:other/x.jpg",
            "storage:profile-photos/../x",
            "storage:profile-photos/a//b",
            "storage:profile-photos/a/b c.jpg",
        ] {
            assert_eq!(FileRef::parse(bad), None, "{bad}");
        }
    }
}

/// Signed URLs for photos live a year, as the spec asks; the file route still checks who
/// asks on every load.
pub const SIGNED_URL_LIFETIME_SECS: i64 = 31_536_000;

impl Storage {
    /// What the browser gets for a stored image: a fresh signed URL for our own files,
    /// the address itself for an https photo from the sign-in provider.
    pub fn browser_url(&self, stored: Option<&str>, now_millis: i64) -> Option<String> {
        let stored = stored?;
        if let Some(file) = FileRef::parse(stored) {
            return Some(self.signed_url(&file, now_millis, SIGNED_URL_LIFETIME_SECS));
        }
        stored.starts_with("https://").then(|| stored.to_owned())
    }
}
