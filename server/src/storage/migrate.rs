//! The start-up data migration from the old file layout (`{bucket}/{account id}/avatar.jpg`,
//! `{bucket}/{account id}/{ms}.png`, references with a `#version`) to random keys
//! (`{bucket}/{random}.jpg`). File moves cannot run in SQL, so this runs in Rust at
//! start, through the `ObjectStore` trait (local directory and S3 alike).
//!
//! Idempotent and resumable: each move is planned in `file_moves` before anything is
//! touched, then copied, re-pointed (rows and the "done" mark in one transaction), and
//! only then is the old object deleted. A run stopped anywhere picks up where it was;
//! repeating a copy or a delete is harmless.

use object_store::{ObjectStoreExt, path::Path as StorePath};

use super::{COMPANY_LOGOS, FileRef, PROFILE_PHOTOS, Storage, delete_quietly, store};
use crate::db::Db;

/// A reference in the old layout: `storage:{bucket}/{account id}/{name}.{ext}[#version]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LegacyRef {
    pub bucket: &'static str,
    pub path: String,
}

impl LegacyRef {
    pub fn parse(stored: &str) -> Option<Self> {
        if FileRef::parse(stored).is_some() {
            return None;
        }
        let rest = stored.strip_prefix("storage:")?;
        let location = rest.split_once('#').map_or(rest, |(location, _version)| location);
        let (bucket, path) = location.split_once('/')?;
        let bucket = [PROFILE_PHOTOS, COMPANY_LOGOS].into_iter().find(|b| *b == bucket)?;
        let safe = path.split('/').all(|seg| {
            !seg.is_empty()
                && seg != "."
                && seg != ".."
                && seg.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        });
        safe.then(|| Self { bucket, path: path.to_owned() })
    }

    fn location(&self) -> StorePath {
        StorePath::from(format!("{}/{}", self.bucket, self.path))
    }

    /// A fresh random reference in the same bucket, keeping the file type.
    fn new_target(&self) -> FileRef {
        let extension = if self.path.ends_with(".png") { "png" } else { "jpg" };
        FileRef::random(self.bucket, extension)
    }
}

/// What a run did, for the start-up log and the tests.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct MoveReport {
    pub moved: usize,
    pub missing: usize,
    pub swept: usize,
}

/// Moves every file still in the old layout to a random key and re-points its rows.
pub async fn move_legacy_files(db: &Db, storage: &Storage, now: i64) -> anyhow::Result<MoveReport> {
    let mut report = MoveReport::default();
    for old in store::stored_references(db).await? {
        if let Some(legacy) = LegacyRef::parse(&old) {
            store::plan_move(db, &old, &legacy.new_target().to_stored(), now).await?;
        }
    }
    for (old_ref, new_ref) in store::pending_moves(db).await? {
        let (Some(legacy), Some(target)) = (LegacyRef::parse(&old_ref), FileRef::parse(&new_ref)) else {
            continue;
        };
        let from = legacy.location();
        match storage.store.copy(&from, &target.location()).await {
            Ok(()) => report.moved += 1,
            // Copied and deleted by an interrupted run, or lost before we came: either
            // way the rows are re-pointed; a lost file then answers 404 as it did.
            Err(object_store::Error::NotFound { .. }) => {
                if storage.store.head(&target.location()).await.is_err() {
                    report.missing += 1;
                    tracing::warn!(bucket = legacy.bucket, "a referenced file was missing during the key migration");
                }
            }
            Err(e) => return Err(e.into()),
        }
        store::finish_move(db, &old_ref, &new_ref).await?;
        delete_quietly(storage.store.as_ref(), &from).await?;
    }
    if !store::legacy_layout_swept(db).await? {
        report.swept = sweep_legacy_layout(storage).await?;
        store::mark_legacy_layout_swept(db, now).await?;
    }
    if report != MoveReport::default() {
        tracing::info!(
            moved = report.moved,
            missing = report.missing,
            swept = report.swept,
            "stored files moved to random keys"
        );
    }
    Ok(report)
}

/// Deletes whatever is left under per-account folders (files no row referred to any
/// more): new keys never contain a `/`, so anything deeper than `{bucket}/{key}` is old.
async fn sweep_legacy_layout(storage: &Storage) -> anyhow::Result<usize> {
    use futures::TryStreamExt;
    let mut swept = 0;
    for bucket in [PROFILE_PHOTOS, COMPANY_LOGOS] {
        let found: Vec<_> = storage.store.list(Some(&StorePath::from(bucket))).try_collect().await?;
        for meta in found.into_iter().filter(|m| m.location.parts().count() > 2) {
            delete_quietly(storage.store.as_ref(), &meta.location).await?;
            swept += 1;
        }
    }
    Ok(swept)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn old_layout_references_are_recognised_and_new_ones_are_not() {
        let old = LegacyRef::parse("storage:profile-photos/0190a1b2-c3d4/avatar.jpg#1700000000000").unwrap();
        assert_eq!((old.bucket, old.path.as_str()), (PROFILE_PHOTOS, "0190a1b2-c3d4/avatar.jpg"));
        assert_eq!(old.new_target().key.extension(), "jpg");
        let logo = LegacyRef::parse("storage:company-logos/u1/1700000000000.png").unwrap();
        assert_eq!(logo.new_target().key.extension(), "png");
        for not_legacy in [
            FileRef::random(PROFILE_PHOTOS, "jpg").to_stored(),
            "https://idp.example/pic.jpg".to_owned(),
            "storage:other/u1/avatar.jpg".to_owned(),
            "storage:profile-photos/../avatar.jpg".to_owned(),
        ] {
            assert_eq!(LegacyRef::parse(&not_legacy), None, "{not_legacy}");
        }
    }
}
