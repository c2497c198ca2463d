//! A result card as the index stores it: the profile's anonymous fields and its skills'
//! canonical ids, written when the profile is indexed, so a page of results is read from
//! the index instead of from the database.

use serde::{Deserialize, Serialize};

use crate::seekers::{store::ProfileRow, view::AnonymousProfile};

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct StoredCard {
    pub profile: AnonymousProfile,
    /// Parallel to `profile.skills`, for highlighting the matched skills.
    pub skill_ids: Vec<Option<String>>,
}

impl StoredCard {
    pub fn of(row: &ProfileRow) -> Self {
        Self { profile: AnonymousProfile::from(row), skill_ids: row.skill_ids() }
    }

    pub fn to_bytes(&self) -> anyhow::Result<Vec<u8>> {
        Ok(serde_json::to_vec(self)?)
    }

    pub fn from_bytes(bytes: &[u8]) -> anyhow::Result<Self> {
        Ok(serde_json::from_slice(bytes)?)
    }
}

/// One result: the profile's account id as indexed (internal, never sent to a recruiter)
/// and its card.
#[derive(Debug, Clone)]
pub struct Hit {
    pub id: String,
    pub card: StoredCard,
}
