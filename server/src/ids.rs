//! Ids that leave the server, as types: each is parsed once at the edge (a malformed one
//! is a 404 or 422, never a 500) and cannot be mistaken for another kind of id.
//!
//! Invariant 9 (docs/privacy-invariants.md): nothing a person is shown may link another
//! person to their anonymous profile. So the anonymous profile has a random
//! [`PublicProfileId`] that is not the account id, and every stored file has a random
//! [`FileKey`], new on each upload.

use std::fmt;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

/// Defines an id kept as text in the database: a UUID in its canonical spelling when
/// it comes from outside (`parse`, and serde on the way in), the stored text as it is
/// when it comes from our own rows (sqlx decodes without judging).
macro_rules! text_uuid_id {
    ($(#[$meta:meta])* $name:ident, $what:literal) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, sqlx::Type)]
        #[serde(try_from = "String", into = "String")]
        #[sqlx(transparent)]
        pub struct $name(String);

        impl $name {
            /// Accepts any UUID spelling and keeps the canonical one (lowercase, hyphenated).
            pub fn parse(s: &str) -> Option<Self> {
                Uuid::try_parse(s.trim()).ok().map(|u| Self(u.hyphenated().to_string()))
            }

            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl TryFrom<String> for $name {
            type Error = &'static str;

            fn try_from(s: String) -> Result<Self, Self::Error> {
                Self::parse(&s).ok_or(concat!("not ", $what))
            }
        }

        impl From<$name> for String {
            fn from(id: $name) -> Self {
                id.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }

        /// Read as sqlx reads it: our own stored text, as it is.
        impl rusqlite::types::FromSql for $name {
            fn column_result(value: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
                String::column_result(value).map(Self)
            }
        }
    };
}

text_uuid_id!(
    /// The public id of an anonymous profile: a random UUID v4, unrelated to the account
    /// id (a v7 would carry its creation time to the millisecond).
    #[derive(ToSchema)]
    #[schema(value_type = String, format = Uuid)]
    PublicProfileId,
    "a profile id"
);

impl PublicProfileId {
    pub fn random() -> Self {
        Self(Uuid::new_v4().to_string())
    }
}

text_uuid_id!(
    /// A person's account (`users.id`): internal, shown to nobody but its owner and the
    /// admin. Where the role matters, [`SeekerId`] or [`RecruiterId`] says which.
    AccountId,
    "an account id"
);

impl AccountId {
    /// A new account id: a UUID v7 (time-ordered, so the index stays compact).
    pub fn new_v7() -> Self {
        Self(Uuid::now_v7().to_string())
    }
}

/// Ids of rows created by one feature; v7, so they sort by creation time.
macro_rules! row_id {
    ($(#[$meta:meta])* $name:ident, $what:literal) => {
        text_uuid_id!($(#[$meta])* $name, $what);

        impl $name {
            pub fn new_v7() -> Self {
                Self(Uuid::now_v7().to_string())
            }
        }
    };
}

row_id!(
    /// A reveal request (`reveal_requests.id`).
    RevealRequestId,
    "a request id"
);

row_id!(
    /// A notification (`notifications.id`).
    NotificationId,
    "a notification id"
);

row_id!(
    /// A "Download my data" export (`data_exports.id`); internal, never sent.
    DataExportId,
    "an export id"
);

row_id!(
    /// One send of e-mails by the admin (`email_outbox.batch_id`).
    MailBatchId,
    "a batch id"
);

row_id!(
    /// A recruiter's saved search (`saved_searches.id`).
    SavedSearchId,
    "a saved search id"
);

/// Defines an account id in one role. Both roles are accounts in the schema
/// (`profiles.id` and `employers.id` are the account id), so the type is what keeps a
/// job seeker's id from being passed where the recruiter's is meant.
macro_rules! role_id {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, sqlx::Type)]
        #[serde(transparent)]
        #[sqlx(transparent)]
        pub struct $name(AccountId);

        impl $name {
            /// The account `account` in this role: the caller knows it has the role (an
            /// extractor checked it, or the id comes from that role's table).
            pub fn of(account: AccountId) -> Self {
                Self(account)
            }

            pub fn account(&self) -> &AccountId {
                &self.0
            }

            pub fn as_str(&self) -> &str {
                self.0.as_str()
            }
        }

        /// The same person: someone looking at their own profile, or asking themselves.
        impl PartialEq<AccountId> for $name {
            fn eq(&self, other: &AccountId) -> bool {
                &self.0 == other
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }

        impl rusqlite::types::FromSql for $name {
            fn column_result(value: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
                AccountId::column_result(value).map(Self)
            }
        }
    };
}

role_id!(
    /// A job seeker's account id, which is also the internal key of their anonymous
    /// profile (`profiles.id`, `reveal_requests.profile_id`). Recruiters never see it:
    /// they know the profile by its [`PublicProfileId`].
    SeekerId
);

role_id!(
    /// A recruiter's account id, which also keys their company profile (`employers.id`)
    /// and the requests they send (`reveal_requests.employer_id`).
    RecruiterId
);

/// The name of a stored file inside its bucket: 32 random hex digits and the extension
/// (`3f9c…e1.jpg`). Nothing in it comes from an account, a profile or a clock.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, sqlx::Type)]
#[serde(try_from = "String", into = "String")]
#[sqlx(transparent)]
pub struct FileKey(String);

const KEY_HEX_LEN: usize = 32;
const EXTENSIONS: [&str; 3] = ["jpg", "png", "zip"];

impl FileKey {
    /// A fresh key for a file of type `extension` (`jpg`, `png`, or `zip` for a data export).
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

impl TryFrom<String> for FileKey {
    type Error = &'static str;

    fn try_from(s: String) -> Result<Self, Self::Error> {
        Self::parse(&s).ok_or("not a file key")
    }
}

impl From<FileKey> for String {
    fn from(key: FileKey) -> Self {
        key.0
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
    fn row_ids_are_time_ordered_uuids_and_parse_like_the_others() {
        let (first, second) = (RevealRequestId::new_v7(), RevealRequestId::new_v7());
        assert!(first < second, "v7 ids sort by creation");
        assert_eq!(Uuid::parse_str(first.as_str()).unwrap().get_version_num(), 7);
        assert_eq!(NotificationId::parse(&first.as_str().to_uppercase()).unwrap().as_str(), first.as_str());
        for bad in ["", "42", "../x", "0190a1b2-c3d4-7e5f-8a6b"] {
            assert_eq!(AccountId::parse(bad), None, "{bad}");
            assert_eq!(MailBatchId::parse(bad), None, "{bad}");
        }
        assert!(serde_json::from_str::<AccountId>("\"not-an-id\"").is_err());
    }

    #[test]
    fn a_role_id_is_its_account_and_serializes_as_it() {
        let account = AccountId::new_v7();
        let seeker = SeekerId::of(account.clone());
        assert!(seeker == account, "the same person");
        assert_eq!(seeker.account(), &account);
        assert!(RecruiterId::of(AccountId::new_v7()) != account);
        assert_eq!(serde_json::to_string(&seeker).unwrap(), format!("\"{account}\""));
        let parsed: RecruiterId = serde_json::from_str(&format!("\"{account}\"")).unwrap();
        assert!(parsed == account);
    }

    #[tokio::test]
    async fn ids_bind_and_decode_as_plain_text() {
        let pool = sqlx::SqlitePool::connect("sqlite::memory:").await.unwrap();
        let seeker = SeekerId::of(AccountId::new_v7());
        let (text, back): (String, SeekerId) =
            sqlx::query_as("SELECT $1, $1").bind(&seeker).fetch_one(&pool).await.unwrap();
        assert_eq!(text, seeker.as_str());
        assert_eq!(back, seeker);
        // Rows written before ids were checked decode as they are (sqlx does not judge).
        let old: AccountId = sqlx::query_scalar("SELECT 'silent-1'").fetch_one(&pool).await.unwrap();
        assert_eq!(old.as_str(), "silent-1");
        let key = FileKey::random("png");
        let stored: String = sqlx::query_scalar("SELECT $1").bind(&key).fetch_one(&pool).await.unwrap();
        assert_eq!(FileKey::parse(&stored), Some(key));
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
