//! The realtime event both sides of a request get when it changes: ids and the status
//! as of now, never identity or messages (the browser refetches through the API, where
//! the privacy rule applies).

use serde_json::json;

use super::model::ShownStatus;
use crate::{
    ids::{AccountId, PublicProfileId, RecruiterId, RevealRequestId, SeekerId},
    realtime::Event,
    state::AppState,
};

pub async fn publish_change(
    state: &AppState,
    id: &RevealRequestId,
    seeker: &SeekerId,
    recruiter: &RecruiterId,
    public_id: &PublicProfileId,
    status: ShownStatus,
) {
    let to = vec![seeker.account().clone(), recruiter.account().clone()];
    state.events.publish(event(to, id, public_id, status)).await;
}

/// The same event to the job seeker alone, when the recruiter is shielded from them.
pub async fn publish_change_to_seeker(
    state: &AppState,
    id: &RevealRequestId,
    seeker: &SeekerId,
    public_id: &PublicProfileId,
    status: ShownStatus,
) {
    state.events.publish(event(vec![seeker.account().clone()], id, public_id, status)).await;
}

fn event(user_ids: Vec<AccountId>, id: &RevealRequestId, public_id: &PublicProfileId, status: ShownStatus) -> Event {
    Event {
        user_ids,
        kind: "reveal_request".into(),
        data: json!({ "id": id, "profileId": public_id, "status": status }),
    }
}
