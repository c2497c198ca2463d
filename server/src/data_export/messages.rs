//! The conversations on reveal requests in a person's ZIP: every message they wrote or
//! received, the other side named as the app names them before any reveal (the company
//! to a job seeker, the codename to a recruiter), never by an identity. A thread whose
//! candidate now shields this recruiter is left out, as it is in the app. Of a thread
//! whose other person left Veil, only the person's own messages (nothing else was kept).

use serde::Serialize;

use crate::{
    db::clock::to_rfc3339,
    ids::AccountId,
    privacy::shield::{store as shield, viewer::Viewer},
    reveal::thread::{departed::store as departed, model::Side, store},
    state::AppState,
};

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MessageEntry {
    /// The request's id, the same for every message of one conversation.
    conversation: String,
    /// Your side in it: `job_seeker` or `recruiter`.
    you_were: Side,
    /// Who the conversation was with: a company, or a candidate's codename.
    with: String,
    /// `you`, or the other side as in `with`.
    from: String,
    body: String,
    created_at: String,
}

/// Who a conversation was with once they left.
const LEFT: &str = "This person has left Veil";

pub async fn of(state: &AppState, user_id: &AccountId, viewer: &Viewer) -> anyhow::Result<Vec<MessageEntry>> {
    let mut entries = with_those_here(state, user_id, viewer).await?;
    let sides: std::collections::HashMap<String, Side> =
        departed::threads(&state.db, user_id).await?.into_iter().map(|t| (t.id, t.side)).collect();
    for message in departed::messages(&state.db, user_id).await? {
        let (Some(body), Some(side)) = (message.body, sides.get(&message.thread_id)) else { continue };
        entries.push(MessageEntry {
            conversation: message.thread_id,
            you_were: *side,
            with: LEFT.into(),
            from: "you".into(),
            body,
            created_at: to_rfc3339(message.created_at),
        });
    }
    Ok(entries)
}

async fn with_those_here(state: &AppState, user_id: &AccountId, viewer: &Viewer) -> anyhow::Result<Vec<MessageEntry>> {
    let rows = store::all_of(&state.db, user_id).await?;
    let as_recruiter: Vec<_> =
        rows.iter().filter(|r| r.employer_id.account() == user_id).map(|r| r.profile_id.clone()).collect();
    let hidden = shield::hidden_among(&state.db, viewer, &as_recruiter).await?;
    Ok(rows
        .into_iter()
        .filter(|r| r.profile_id.account() == user_id || !hidden.contains(&r.profile_id))
        .map(|r| {
            let you_were = if r.profile_id.account() == user_id { Side::JobSeeker } else { Side::Recruiter };
            let with = match you_were {
                Side::JobSeeker => r.company_name.clone().unwrap_or_else(|| "Company".into()),
                Side::Recruiter => r.codename.clone().unwrap_or_default(),
            };
            MessageEntry {
                conversation: r.request_id.to_string(),
                from: if r.author == you_were { "you".into() } else { with.clone() },
                you_were,
                with,
                body: r.body,
                created_at: to_rfc3339(r.created_at),
            }
        })
        .collect())
}
