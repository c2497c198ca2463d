//! How a request's terms read in the API, the same for the job seeker, the recruiter who
//! sent it and the candidate page: the status as of now (with `expired`), the offer, the
//! approval's end and the decline's reason. Only ever attached to a request the reader
//! is a party to.

use serde::Serialize;
use utoipa::ToSchema;

use super::{
    model::{DeclineReason, RevealDuration, ShownStatus},
    offer::Offer,
    store::Terms,
};
use crate::db::clock::to_rfc3339;

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TermsView {
    /// `pending`, `approved`, `declined`, `expired` (an approval past its end, or a
    /// request left unanswered until its deadline) or `withdrawn` (its recruiter was
    /// suspended while it waited), as of now.
    pub status: ShownStatus,
    pub created_at: String,
    /// While pending: when it expires unanswered.
    pub answer_by: Option<String>,
    /// While approved.
    pub approved_at: Option<String>,
    /// What the recruiter said about the job, when they said anything.
    pub offer: Option<Offer>,
    /// While approved: how long the job seeker chose.
    pub reveal_duration: Option<RevealDuration>,
    /// While approved with an end: the first moment identity is hidden again.
    pub visible_until: Option<String>,
    /// When expired: the moment it ended.
    pub expired_at: Option<String>,
    /// When declined, if the job seeker gave one.
    pub decline_reason: Option<DeclineReason>,
    pub decline_note: Option<String>,
}

impl TermsView {
    pub fn at(terms: &Terms, now: i64) -> Self {
        let status = terms.shown(now);
        let approved = status == ShownStatus::Approved;
        let declined = status == ShownStatus::Declined;
        let d = &terms.decision;
        Self {
            status,
            created_at: to_rfc3339(terms.created_at),
            answer_by: Some(terms.answer_by).filter(|_| status == ShownStatus::Pending).map(to_rfc3339),
            approved_at: d.approved_at.filter(|_| approved).map(to_rfc3339),
            offer: terms.offer(),
            reveal_duration: d.duration.filter(|_| approved),
            visible_until: d.visible_until.filter(|_| approved).map(to_rfc3339),
            expired_at: terms.lifetime().ends_at().filter(|_| status == ShownStatus::Expired).map(to_rfc3339),
            decline_reason: d.decline_reason.filter(|_| declined),
            decline_note: d.decline_note.clone().filter(|_| declined),
        }
    }
}
