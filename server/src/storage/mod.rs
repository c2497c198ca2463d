//! Files (profile photos, company logos) in an object store: a local directory by
//! default, any `object_store` URL (S3 and compatible) by config. Files are served only
//! through HMAC-signed, expiring URLs, and the route checks who asks as well.

pub mod backend;
pub mod images;
pub mod migrate;
pub mod routes;
pub mod signing;
pub mod store;
pub mod upload;

use std::sync::Arc;

use anyhow::Context;
use object_store::{ObjectStore, ObjectStoreExt, PutPayload, local::LocalFileSystem, path::Path as StorePath};

use tracing::Instrument;

use crate::{config::Settings, ids::FileKey, secrets::InstanceKey};

/// A call to the object store, as a child of what made it: the operation, never the key.
fn storage_span(operation: &'static str) -> tracing::Span {
    tracing::info_span!("storage", operation, "otel.kind" = "client")
}

pub const PROFILE_PHOTOS: &str = "profile-photos";
pub const COMPANY_LOGOS: &str = "company-logos";
/// The ZIPs of "Download my data" (`data_export`), each for its owner only.
pub const DATA_EXPORTS: &str = "data-exports";

/// Where the files that depend on who asks are served (photos and data exports; logos
/// are public): never stored by a browser or proxy (`http::no_store`).
pub fn private_paths() -> [String; 2] {
    [format!("/files/{PROFILE_PHOTOS}"), format!("/files/{DATA_EXPORTS}")]
}

/// A file reference as kept in the database: `storage:{bucket}/{key}`. The key is
/// random and new on every upload (invariant 9), so a URL names one file, says nothing
/// about its owner, and stops resolving once the file is replaced or deleted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileRef {
    pub bucket: &'static str,
    pub key: FileKey,
}

impl FileRef {
    /// A fresh reference for a new upload.
    pub fn random(bucket: &'static str, extension: &str) -> Self {
        Self { bucket, key: FileKey::random(extension) }
    }

    /// A known bucket and a key of our shape, or nothing.
    pub fn new(bucket: &str, key: &str) -> Option<Self> {
        let bucket = [PROFILE_PHOTOS, COMPANY_LOGOS, DATA_EXPORTS].into_iter().find(|b| *b == bucket)?;
        Some(Self { bucket, key: FileKey::parse(key)? })
    }

    pub fn parse(stored: &str) -> Option<Self> {
        let (bucket, key) = stored.strip_prefix("storage:")?.split_once('/')?;
        Self::new(bucket, key)
    }

    pub fn to_stored(&self) -> String {
        format!("storage:{}/{}", self.bucket, self.key)
    }

    fn location(&self) -> StorePath {
        StorePath::from(format!("{}/{}", self.bucket, self.key))
    }
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
            backend::from_url(settings)?
        };
        Ok(Self { store, signer: signing::UrlSigner::new(key.derive("file-urls")) })
    }

    /// Fails unless the store answers a listing (see `backend::check`).
    pub async fn check(&self, settings: &Settings) -> anyhow::Result<()> {
        backend::check(self.store.as_ref(), settings).await
    }

    pub async fn put(&self, file: &FileRef, bytes: Vec<u8>) -> anyhow::Result<()> {
        let location = file.location();
        self.store.put(&location, PutPayload::from(bytes)).instrument(storage_span("put")).await?;
        Ok(())
    }

    pub async fn get(&self, file: &FileRef) -> anyhow::Result<Option<Vec<u8>>> {
        let read = async {
            match self.store.get(&file.location()).await {
                Ok(result) => Ok(Some(result.bytes().await?.to_vec())),
                Err(object_store::Error::NotFound { .. }) => Ok(None),
                Err(e) => Err(e.into()),
            }
        };
        read.instrument(storage_span("get")).await
    }

    /// Removes a file; one that is already gone is fine.
    pub async fn delete(&self, file: &FileRef) -> anyhow::Result<()> {
        delete_quietly(self.store.as_ref(), &file.location()).instrument(storage_span("delete")).await
    }

    /// Removes the files behind stored references that are ours (an https photo from
    /// the sign-in provider is not). Used when a reference is replaced or its row goes.
    pub async fn delete_stored(&self, stored: &[Option<String>]) -> anyhow::Result<()> {
        for file in stored.iter().flatten().filter_map(|s| FileRef::parse(s)) {
            self.delete(&file).await?;
        }
        Ok(())
    }

    /// A URL the browser can load, valid for at least `life.secs`. The expiry is rounded
    /// up to the next `life.step_secs`, so the URL stays the same for that long (a page
    /// that refetches its data does not reload the image, and a logo stays cacheable).
    pub fn signed_url(&self, file: &FileRef, now_millis: i64, life: UrlLife) -> String {
        let next_step = (now_millis.div_euclid(1000) / life.step_secs + 1) * life.step_secs;
        self.signer.sign(file, next_step + life.secs)
    }
}

/// How long a signed file URL lives, and the step its expiry is rounded up to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UrlLife {
    pub secs: i64,
    pub step_secs: i64,
}

const HOUR_SECS: i64 = 3_600;
const DAY_SECS: i64 = 86_400;

/// Logos, and a person's own photo shown to themselves, live a year, as the spec asks
/// for photos: nothing about them ends with someone's consent (the file route still
/// checks who asks on every load, and the app asks for a fresh URL when one fails).
pub const LONG_LIFE: UrlLife = UrlLife { secs: 31_536_000, step_secs: DAY_SECS };

/// A person's photo shown to someone else (a candidate revealed to a recruiter, a
/// recruiter to the job seeker they asked) lives hours: a URL copied or saved while
/// consent lasted stops working soon after it ends, on top of the route's check. The
/// app refetches the data that carries it before then (the URL changes every hour).
pub const SHORT_LIFE: UrlLife = UrlLife { secs: 4 * HOUR_SECS, step_secs: HOUR_SECS };

async fn delete_quietly(store: &dyn ObjectStore, location: &StorePath) -> anyhow::Result<()> {
    match store.delete(location).await {
        Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
        Err(e) => Err(e.into()),
    }
}

impl Storage {
    /// What the browser gets for a logo or for a person's own photo: a signed URL for a
    /// year for our own files, the address itself for an https photo from the sign-in
    /// provider.
    pub fn browser_url(&self, stored: Option<&str>, now_millis: i64) -> Option<String> {
        self.browser_url_living(stored, now_millis, LONG_LIFE)
    }

    /// What the browser gets for the photo of a person other than the one who asks: a
    /// signed URL for hours (`SHORT_LIFE`).
    pub fn photo_url_for_others(&self, stored: Option<&str>, now_millis: i64) -> Option<String> {
        self.browser_url_living(stored, now_millis, SHORT_LIFE)
    }

    fn browser_url_living(&self, stored: Option<&str>, now_millis: i64, life: UrlLife) -> Option<String> {
        let stored = stored?;
        if let Some(file) = FileRef::parse(stored) {
            return Some(self.signed_url(&file, now_millis, life));
        }
        stored.starts_with("https://").then(|| stored.to_owned())
    }

    /// A URL that works until `expires_millis` exactly (a data export's 24 hours), not
    /// rounded up to the next day as photos' are.
    pub fn signed_url_until(&self, file: &FileRef, expires_millis: i64) -> String {
        self.signer.sign(file, expires_millis.div_euclid(1000))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_references_round_trip() {
        let f = FileRef::random(PROFILE_PHOTOS, "jpg");
        assert_eq!(FileRef::parse(&f.to_stored()), Some(f.clone()));
        assert!(f.to_stored().starts_with("storage:profile-photos/"));
        assert_ne!(FileRef::random(PROFILE_PHOTOS, "jpg"), f);
    }

    #[test]
    fn unsafe_foreign_or_old_style_references_are_refused() {
        for bad in [
            "https://cdn/x.jpg",
            "storage:other/0123456789abcdef0123456789abcdef.jpg",
            "storage:profile-photos/../x",
            "storage:profile-photos/0190a1b2-c3d4/avatar.jpg",
            "storage:profile-photos/0190a1b2-c3d4/avatar.jpg#1700000000000",
            "storage:company-logos/a/b c.jpg",
        ] {
            assert_eq!(FileRef::parse(bad), None, "{bad}");
        }
    }
}
