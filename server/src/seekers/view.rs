//! A job seeker's identity as others may see it, beside their anonymous profile
//! (`anonymous_profile`): attached only when `privacy::access` allows it, and each
//! identity served counted in the privacy activity log.

use std::collections::HashMap;

use serde::Serialize;
use utoipa::ToSchema;

use super::store;
use crate::{
    error::ApiError,
    ids::SeekerId,
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
