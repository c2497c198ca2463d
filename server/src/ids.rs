//! Ids that leave the server, as types: each is parsed once at the edge (a malformed one
//! is a 404 or 422, never a 500) and cannot be mistaken for another kind of id.
//!
//! Invariant 9: nothing a person is shown may link another person to their anonymous
//! profile. So the anonymous profile has a random [`PublicProfileId`] that is not the
//! account id, and every stored file has a random [`FileKey`], new on each upload.

use std::fmt;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

/// The public id of an anonymous profile: a random UUID v4, unrelated to the account
/// id (a v7 would carry its creation time to the millisecond).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, ToSchema, sqlx::Type)]
#[serde(try_from = "String", into = "String")]
#[sqlx(transparent)]
#[schema(value_type = String, format = Uuid)]
pub struct PublicProfileId(String);

impl PublicProfileId {
    pub fn random() -> Self {
        Self(Uuid::new_v4().to_string())
    }

    /// Accepts any UUID spelling and keeps the canonical one (lowercase, hyphenated).
    pub fn parse(s: &str) -> Option<Self> {
        Uuid::try_parse(s.trim()).ok().map(|u| Self(u.hyphenated().to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<String> for PublicProfileId {
    type Error = &'static str;

    fn try_from(s: String) -> Result<Self, Self::Error> {
        Self::parse(&s).ok_or("not a profile id")
    }
}

impl From<PublicProfileId> for String {
    fn from(id: PublicProfileId) -> Self {
        id.0
    }
}

impl fmt::Display for PublicProfileId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The name of a stored file inside its bucket: 32 random hex digits and the extension
/// (`3f9c…e1.jpg`). Nothing in it comes from an account, a profile or a clock.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FileKey(String);

const KEY_HEX_LEN: usize = 32;
const EXTENSIONS: [&str; 2] = ["jpg", "png"];

impl FileKey {
    /// A fresh key for a file of type `extension` (`jpg` or `png`).
    pub fn random(extension: &str) -> Self {
        debug_assert!(EXTENSIONS.contains(&extension));
        Self(format!("{}.{extension}", Uuid::new_v4().simple()))
    }

    /// Only keys of exactly our shape, so nothing else (paths, dot segments, old
    /// account-id paths) ever reaches the object store from a URL.
    pub fn parse(s: &str) -> Option<Self> {
        let (stem, extension) = s.split_once('.')?;
        let stem_ok = stem.len() == KEY_HEX_LEN && stem.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
        (stem_ok && EXTENSIONS.contains(&extension)).then(|| Self(s.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn extension(&self) -> &str {
        self.0.rsplit('.').next().unwrap_or_default()
    }
}

impl fmt::Display for FileKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn public_ids_are_random_v4_uuids() {
        let (a, b) = (PublicProfileId::random(), PublicProfileId::random());
        assert_ne!(a, b);
        assert_eq!(Uuid::parse_str(a.as_str()).unwrap().get_version_num(), 4);
    }

    #[test]
    fn public_ids_parse_to_their_canonical_form_and_refuse_the_rest() {
        let id = PublicProfileId::random();
        assert_eq!(PublicProfileId::parse(&id.as_str().to_uppercase()), Some(id.clone()));
        for bad in ["", "not-a-uuid", "../etc/passwd", "1234"] {
            assert_eq!(PublicProfileId::parse(bad), None, "{bad}");
        }
        let parsed: PublicProfileId = serde_json::from_str(&format!("\"{id}\"")).unwrap();
        assert_eq!(parsed, id);
        assert!(serde_json::from_str::<PublicProfileId>("\"x\"").is_err());
    }

    #[test]
    fn file_keys_are_random_and_only_our_shape_parses() {
        let key = FileKey::random("jpg");
        assert_ne!(key, FileKey::random("jpg"));
        assert_eq!(FileKey::parse(key.as_str()), Some(key.clone()));
        assert_eq!(key.extension(), "jpg");
        for bad in [
            "0190a1b2-c3d4-7000-8000-000000000000/avatar.jpg",
            "avatar.jpg",
            "../0123456789abcdef0123456789abcdef.jpg",
            "0123456789abcdef0123456789abcdef.svg",
            "0123456789ABCDEF0123456789ABCDEF.jpg",
            "0123456789abcdef0123456789abcdef.jpg.png",
        ] {
            assert_eq!(FileKey::parse(bad), None, "{bad}");
        }
    }
}
