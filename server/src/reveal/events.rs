//! The realtime event both sides of a request get when it changes: ids and the status
//! as of now, never identity or messages (the browser refetches through the API, where
//! the privacy rule applies).

use serde_json::json;

use super::model::ShownStatus;
use crate::{
    ids::{PublicProfileId, RecruiterId, RevealRequestId, SeekerId},
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
    let event = Event {
        user_ids: vec![seeker.account().clone(), recruiter.account().clone()],
        kind: "reveal_request".into(),
        data: json!({ "id": id, "profileId": public_id, "status": status }),
    };
    state.events.publish(event).await;
}
