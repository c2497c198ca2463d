//! The anonymous profile as others see it. One function builds it for recruiters
//! (search, candidate page) and for the job seeker's own "how recruiters see me"
//! preview, so the preview can never drift from what recruiters get. Identity is
//! attached only when `privacy::access` allows it.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{
    precision::Place,
    store::{self, ProfileRow},
};
use crate::{
    db::clock::to_rfc3339,
    error::ApiError,
    ids::{PublicProfileId, SeekerId},
    privacy::access::{Asker, identities_visible_to, may_see_identity},
    state::AppState,
};

/// Who a person is: only for the owner, or a recruiter whose request is approved now.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Identity {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub linkedin_url: Option<String>,
    pub avatar_url: Option<String>,
    pub phone_number: Option<String>,
    pub phone_country_code: Option<String>,
}

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
            // The day only: a creation time to the millisecond could be matched against
            // other timestamps of the same person (invariant 9).
            created_at: to_rfc3339(row.created_at - row.created_at.rem_euclid(DAY_MS)),
        }
    }
}

/// Identity of `owner` for `viewer`, or `None` unless the privacy rule allows it.
/// `as_stranger` builds the view of someone with no approved request, whoever asks.
pub async fn identity_for(
    state: &AppState,
    owner: &SeekerId,
    viewer: &Asker,
    as_stranger: bool,
) -> Result<Option<Identity>, ApiError> {
    if as_stranger || !may_see_identity(&state.db, owner, viewer, state.clock.now_millis()).await? {
        return Ok(None);
    }
    state.activity.identity_served(owner, &viewer.account);
    identity_of(state, owner).await
}

/// The identities `viewer` may see among `owners`, by owner: the privacy rule is asked
/// once for the whole list.
pub async fn identities_for(
    state: &AppState,
    owners: &[SeekerId],
    viewer: &Asker,
) -> Result<HashMap<SeekerId, Identity>, ApiError> {
    let now = state.clock.now_millis();
    let visible: Vec<SeekerId> = identities_visible_to(&state.db, viewer, owners, now).await?.into_iter().collect();
    // One query for all of them, not one per result.
    let contacts = store::contacts(&state.db, &visible).await?;
    contacts.iter().for_each(|owned| state.activity.identity_served(&owned.id, &viewer.account));
    Ok(contacts.into_iter().map(|owned| (owned.id, identity_from(state, owned.contact))).collect())
}

/// Callers have asked the privacy rule first.
async fn identity_of(state: &AppState, owner_id: &SeekerId) -> Result<Option<Identity>, ApiError> {
    let Some(contact) = store::contact(&state.db, owner_id).await? else { return Ok(None) };
    Ok(Some(identity_from(state, contact)))
}

fn identity_from(state: &AppState, contact: store::ContactRow) -> Identity {
    Identity {
        first_name: contact.first_name,
        last_name: contact.last_name,
        email: contact.email,
        linkedin_url: contact.linkedin_url,
        // Hours, not the year of one's own photo: this address is handed out under a
        // reveal, and must not outlive it by much even if copied.
        avatar_url: state.storage.photo_url_for_others(contact.avatar_url.as_deref(), state.clock.now_millis()),
        phone_number: contact.phone_number,
        phone_country_code: contact.phone_country_code,
    }
}
