//! What the data export holds of this module's tables: the person's cookie-consent
//! records made while signed in, and the state of their account's inactivity clock.

use serde::Serialize;
use sqlx::FromRow;

use crate::{db::Db, db::clock::to_rfc3339, ids::AccountId, with_db};

#[derive(Debug, Clone, FromRow)]
struct ConsentRow {
    consent_id: String,
    choice: String,
    analytics: bool,
    advertising: bool,
    policy_version: String,
    recorded_at: i64,
}

#[derive(Debug, Clone, FromRow)]
struct InactivityRow {
    kept_at: Option<i64>,
    first_warning_at: Option<i64>,
    final_warning_at: Option<i64>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ConsentRecord {
    pub consent_id: String,
    pub choice: String,
    pub analytics: bool,
    pub advertising: bool,
    pub policy_version: String,
    pub recorded_at: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Retention {
    /// Cookie choices recorded while signed in to this account.
    pub consent_records: Vec<ConsentRecord>,
    /// When the "Keep my account" link was last used.
    pub account_kept_at: Option<String>,
    /// When the warnings before an unused account's deletion were sent.
    pub inactivity_warnings_sent_at: Vec<String>,
}

pub async fn of(db: &Db, account: &AccountId) -> Result<Retention, sqlx::Error> {
    let consents: Vec<ConsentRow> = with_db!(db, pool => sqlx::query_as(
        "SELECT consent_id, choice, analytics, advertising, policy_version, recorded_at FROM consent_records \
         WHERE account_id = $1 ORDER BY recorded_at, id",
    )
    .bind(account)
    .fetch_all(pool)
    .await)?;
    let inactivity: Option<InactivityRow> = with_db!(db, pool => sqlx::query_as(
        "SELECT kept_at, first_warning_at, final_warning_at FROM account_inactivity WHERE account_id = $1",
    )
    .bind(account)
    .fetch_optional(pool)
    .await)?;
    let (kept, warnings) = match inactivity {
        Some(row) => (row.kept_at, [row.first_warning_at, row.final_warning_at].into_iter().flatten().collect()),
        None => (None, Vec::new()),
    };
    Ok(Retention {
        consent_records: consents
            .into_iter()
            .map(|c| ConsentRecord {
                consent_id: c.consent_id,
                choice: c.choice,
                analytics: c.analytics,
                advertising: c.advertising,
                policy_version: c.policy_version,
                recorded_at: to_rfc3339(c.recorded_at),
            })
            .collect(),
        account_kept_at: kept.map(to_rfc3339),
        inactivity_warnings_sent_at: warnings.into_iter().map(to_rfc3339).collect::<Vec<_>>(),
    })
}
