//! The privacy invariant in one place, below every feature that shows a person: who may
//! see a job seeker's identity (`access`), decided by the status of a reveal request.
//! The reveal feature writes that status; search, the candidate page, profile views and
//! the file route only ask. Kept apart from `reveal` so that those features can ask
//! without depending on the reveal feature's routes and its dependencies. The employer
//! shield (`shield`) is here too: who a job seeker hides from, and their list; and the
//! job seeker's privacy activity log (`activity`), which every feature that shows a
//! profile writes to.

pub mod access;
pub mod activity;
pub mod lifetime;
pub mod shield;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

// Kept as TEXT on both databases (`type_name = "text"`), spelled as in JSON. (A `//`
// comment: a doc comment would change the OpenAPI document.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema, sqlx::Type)]
#[serde(rename_all = "lowercase")]
#[sqlx(type_name = "text", rename_all = "lowercase")]
pub enum RequestStatus {
    Pending,
    Approved,
    Declined,
}

impl RequestStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "pending",
            Self::Approved => "approved",
            Self::Declined => "declined",
        }
    }
}
