//! Pure rules of data exports: their states, how long a link lasts, how often a build is
//! tried, and how an export reads in the API.

use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    db::clock::to_rfc3339,
    ids::{AccountId, DataExportId},
};

pub const HOUR_MS: i64 = 3_600_000;
/// A ready export can be downloaded this long; then it is deleted.
pub const LINK_LIFETIME_MS: i64 = 24 * HOUR_MS;
/// A failed export is shown (with a retry) this long before its row goes.
pub const FAILED_KEPT_MS: i64 = 24 * HOUR_MS;
/// How long an instance holds a claimed build before another may take it over.
pub const LEASE_MS: i64 = 10 * 60_000;
/// Builds tried this often without success are marked failed.
pub const MAX_ATTEMPTS: i64 = 3;

// Kept as TEXT on both databases, spelled as in JSON. (A `//` comment: a doc comment
// would change the OpenAPI document.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema, sqlx::Type)]
#[serde(rename_all = "lowercase")]
#[sqlx(type_name = "text", rename_all = "lowercase")]
pub enum ExportStatus {
    Preparing,
    Ready,
    Failed,
}

/// An export as its owner is shown it: the stored status, or `withdrawn` once a ready
/// export held the identity of a candidate who no longer shares it with its owner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ShownExportStatus {
    Preparing,
    Ready,
    Failed,
    Withdrawn,
}

/// What the owner of a withdrawn export is told, on the account page and by its link.
pub const WITHDRAWN_MESSAGE: &str = "This export is no longer available: it holds the identity of a candidate who no \
     longer shares it with you. Request a new export to get your data as it is now.";

/// The stored state of one export.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct ExportRow {
    pub id: DataExportId,
    pub user_id: AccountId,
    pub status: ExportStatus,
    pub file_ref: Option<String>,
    pub size_bytes: Option<i64>,
    pub requested_at: i64,
    pub finished_at: Option<i64>,
    pub expires_at: Option<i64>,
    /// Set when consent to an identity it holds ended; its file is deleted then.
    pub withdrawn_at: Option<i64>,
}

impl ExportRow {
    pub fn shown_status(&self) -> ShownExportStatus {
        match self.status {
            _ if self.withdrawn_at.is_some() => ShownExportStatus::Withdrawn,
            ExportStatus::Preparing => ShownExportStatus::Preparing,
            ExportStatus::Ready => ShownExportStatus::Ready,
            ExportStatus::Failed => ShownExportStatus::Failed,
        }
    }

    /// Whether the row is past its end at `now`: a ready export whose link expired, a
    /// failed one shown long enough. A preparing export never expires by itself.
    pub fn has_expired(&self, now: i64) -> bool {
        self.status != ExportStatus::Preparing && self.expires_at.is_some_and(|end| now >= end)
    }
}

/// The signed-in person's export as the account page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DataExport {
    /// `preparing`, `ready`, `failed`, or `withdrawn` (it held the identity of a candidate
    /// who no longer shares it: no link; a new export is needed).
    pub status: ShownExportStatus,
    pub requested_at: String,
    /// When ready: the signed link, which works for its owner, signed in, until `expiresAt`.
    pub download_url: Option<String>,
    /// When ready: the moment the link stops working and the file is deleted.
    pub expires_at: Option<String>,
    /// When ready: the ZIP's size.
    pub size_bytes: Option<i64>,
}

impl DataExport {
    /// `signed_url` signs the stored file reference until the given moment.
    pub fn of(row: &ExportRow, signed_url: impl FnOnce(&str, i64) -> Option<String>) -> Self {
        let status = row.shown_status();
        let ready = status == ShownExportStatus::Ready;
        let link = match (ready, row.file_ref.as_deref(), row.expires_at) {
            (true, Some(file), Some(until)) => signed_url(file, until),
            _ => None,
        };
        Self {
            status,
            requested_at: to_rfc3339(row.requested_at),
            expires_at: row.expires_at.filter(|_| ready).map(to_rfc3339),
            size_bytes: row.size_bytes.filter(|_| ready),
            download_url: link,
        }
    }
}

/// The export as `GET /api/account/data-export` answers: `null` when there is none.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct DataExportState {
    pub export: Option<DataExport>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(status: ExportStatus, expires_at: Option<i64>) -> ExportRow {
        ExportRow {
            id: DataExportId::new_v7(),
            user_id: AccountId::new_v7(),
            status,
            file_ref: Some("storage:data-exports/k.zip".into()),
            size_bytes: Some(120),
            requested_at: 0,
            finished_at: Some(10),
            expires_at,
            withdrawn_at: None,
        }
    }

    #[test]
    fn a_ready_export_expires_at_its_end_to_the_millisecond() {
        let ready = row(ExportStatus::Ready, Some(10 + LINK_LIFETIME_MS));
        assert!(!ready.has_expired(10 + LINK_LIFETIME_MS - 1));
        assert!(ready.has_expired(10 + LINK_LIFETIME_MS));
    }

    #[test]
    fn a_preparing_export_never_expires_by_itself() {
        assert!(!row(ExportStatus::Preparing, None).has_expired(i64::MAX));
        assert!(!row(ExportStatus::Preparing, Some(0)).has_expired(i64::MAX));
    }

    #[test]
    fn only_a_ready_export_has_a_link_size_and_end() {
        let sign = |file: &str, until: i64| Some(format!("/files/{file}?expires={until}"));
        let ready = DataExport::of(&row(ExportStatus::Ready, Some(86_400_010)), sign);
        assert_eq!(ready.download_url.as_deref(), Some("/files/storage:data-exports/k.zip?expires=86400010"));
        assert_eq!(ready.expires_at.as_deref(), Some("1970-01-02T00:00:00.010Z"));
        assert_eq!(ready.size_bytes, Some(120));
        for status in [ExportStatus::Preparing, ExportStatus::Failed] {
            let shown = DataExport::of(&row(status, Some(86_400_010)), sign);
            assert_eq!((shown.download_url, shown.expires_at, shown.size_bytes), (None, None, None), "{status:?}");
        }
    }

    #[test]
    fn a_withdrawn_export_shows_no_link_and_says_so() {
        let sign = |file: &str, until: i64| Some(format!("/files/{file}?expires={until}"));
        let withdrawn = ExportRow { withdrawn_at: Some(20), ..row(ExportStatus::Ready, Some(86_400_010)) };
        let shown = DataExport::of(&withdrawn, sign);
        assert_eq!(shown.status, ShownExportStatus::Withdrawn);
        assert_eq!((shown.download_url, shown.expires_at, shown.size_bytes), (None, None, None));
        assert_eq!(serde_json::to_string(&shown.status).unwrap(), "\"withdrawn\"");
    }

    #[test]
    fn statuses_read_as_lowercase_words() {
        assert_eq!(serde_json::to_string(&ExportStatus::Preparing).unwrap(), "\"preparing\"");
        assert_eq!(serde_json::to_string(&ExportStatus::Ready).unwrap(), "\"ready\"");
    }
}
