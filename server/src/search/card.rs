//! A result card as the index stores it: the profile's anonymous fields and its skills'
//! canonical ids, written when the profile is indexed, so a page of results is read from
//! the index instead of from the database.
//!
//! Encoded with postcard (serde's fields in order, strings length-prefixed): reading ten
//! cards back as JSON was 8% of a rare word's search CPU over HTTP (`make bench-http`).
//! Changing the encoding bumps `index::SCHEMA_VERSION`.

use serde::{Deserialize, Serialize};

use crate::seekers::{anonymous_profile::AnonymousProfile, store::ProfileRow};

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
        Ok(postcard::to_stdvec(self)?)
    }

    pub fn from_bytes(bytes: &[u8]) -> anyhow::Result<Self> {
        Ok(postcard::from_bytes(bytes)?)
    }
}

/// One result: the profile's account id as indexed (internal, never sent to a recruiter)
/// and its card.
#[derive(Debug, Clone)]
pub struct Hit {
    pub id: String,
    pub card: StoredCard,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::PublicProfileId;

    #[test]
    fn a_card_reads_back_as_it_was_written() {
        let card = StoredCard {
            profile: AnonymousProfile {
                id: PublicProfileId::random(),
                codename: "calm-lynx-33890".into(),
                headline: "Ingénieure \"full-stack\" | C++ & Rust".into(),
                location: "Zürich, Switzerland".into(),
                city: "Zürich".into(),
                state: String::new(),
                country: "Switzerland".into(),
                job_type: "hybrid".into(),
                min_salary: -1,
                max_salary: i64::MAX,
                skills: vec!["Rust".into(), "C++".into(), "日本語".into()],
                status: "passive".into(),
                pitch: "Line one\nline two, with a tab\t and an emoji 🦀".into(),
                summary: String::new(),
                screening: crate::seekers::screening::Screening {
                    seniority: Some(crate::seekers::screening::Seniority::Senior),
                    relocation: crate::seekers::screening::Relocation { open: true, countries: vec!["DE".into()] },
                    ..Default::default()
                },
                usual_answer: Some(crate::seekers::usual_answer::UsualAnswer::WithinTwoDays),
                created_at: "2026-12-02T03:00:00.000Z".into(),
            },
            skill_ids: vec![Some("rust".into()), Some("cpp".into()), None],
        };
        let read = StoredCard::from_bytes(&card.to_bytes().unwrap()).unwrap();
        assert_eq!(serde_json::to_value(&read).unwrap(), serde_json::to_value(&card).unwrap());
    }

    #[test]
    fn bytes_that_are_not_a_card_are_an_error() {
        assert!(StoredCard::from_bytes(b"{\"profile\":{}}").is_err());
        assert!(StoredCard::from_bytes(&[]).is_err());
    }
}
