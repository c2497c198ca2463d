//! The anonymous profile as others see it. One function builds it for recruiters
//! (search, candidate page) and for the job seeker's own "how recruiters see me"
//! preview, so the preview can never drift from what recruiters get. Who the person is
//! comes only through `view`, when the privacy rule allows it.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{precision::Place, screening::Screening, store::ProfileRow, usual_answer::UsualAnswer};
use crate::{db::clock::to_rfc3339, ids::PublicProfileId};

const DAY_MS: i64 = 86_400_000;

// Deserialize: the search index stores it in each result card (`search::card`). (A `//`
// comment: a doc comment would change the OpenAPI document.)
/// The anonymous fields of a profile.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnonymousProfile {
    /// The public id (never the account id).
    pub id: PublicProfileId,
    pub codename: String,
    pub headline: String,
    pub location: String,
    pub city: String,
    pub state: String,
    pub country: String,
    /// `remote`, `onsite` or `hybrid`.
    pub job_type: String,
    pub min_salary: i64,
    pub max_salary: i64,
    pub skills: Vec<String>,
    /// `active`, `passive` or `hidden`.
    pub status: String,
    pub pitch: String,
    pub summary: String,
    /// Seniority band, availability, work authorization, languages and relocation, as
    /// coarse as the job seeker gave them.
    pub screening: Screening,
    /// How quickly they usually answer reveal requests, from 3 answers on (`null` before).
    pub usual_answer: Option<UsualAnswer>,
    pub created_at: String,
}

/// Everyone but the owner sees the place at the precision the owner chose.
impl From<&ProfileRow> for AnonymousProfile {
    fn from(row: &ProfileRow) -> Self {
        Self::with_place(row, row.shown_place())
    }
}

impl AnonymousProfile {
    /// The owner's own view: the place exactly as saved.
    pub fn for_owner(row: &ProfileRow) -> Self {
        Self::with_place(row, row.place())
    }

    fn with_place(row: &ProfileRow, place: Place) -> Self {
        Self {
            id: row.public_id.clone(),
            codename: row.codename.clone(),
            headline: row.headline.clone(),
            location: place.location,
            city: place.city,
            state: place.state,
            country: place.country,
            job_type: row.job_type.as_str().to_owned(),
            min_salary: row.min_salary,
            max_salary: row.max_salary,
            skills: row.skills(),
            status: row.status.as_str().to_owned(),
            pitch: row.pitch.clone(),
            summary: row.summary.clone(),
            screening: row.screening(),
            usual_answer: row.usual_answer(),
            // The day only: a creation time to the millisecond could be matched against
            // other timestamps of the same person (invariant 9).
            created_at: to_rfc3339(row.created_at - row.created_at.rem_euclid(DAY_MS)),
        }
    }
}
