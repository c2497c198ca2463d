//! SQL of moderation: reports and the admin's queue, suspensions (and the requests they
//! withdraw), and the warning template. The audit log has its own store (`audit`).

use sqlx::FromRow;

use super::model::{ReportReason, ReportSubject, WarningTemplate};
use crate::{
    db::Db,
    ids::{AccountId, RecruiterId, RevealRequestId, SeekerId},
    privacy::RequestStatus,
    with_db,
};

/// The recruiter of request `request` to `seeker`, and its message, if it is theirs.
pub async fn request_to(db: &Db, seeker: &SeekerId, request: &str) -> Result<Option<(AccountId, String)>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as("SELECT employer_id, message FROM reveal_requests WHERE id = $1 AND profile_id = $2")
        .bind(request)
        .bind(seeker)
        .fetch_optional(pool)
        .await)
}

/// The recruiter who wrote message `message` to `seeker`, and its text: only a
/// recruiter's message in one of the job seeker's own threads.
pub async fn message_to(db: &Db, seeker: &SeekerId, message: &str) -> Result<Option<(AccountId, String)>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT r.employer_id, m.body FROM reveal_messages m JOIN reveal_requests r ON r.id = m.request_id \
         WHERE m.id = $1 AND r.profile_id = $2 AND m.author = 'recruiter'",
    )
    .bind(message)
    .bind(seeker)
    .fetch_optional(pool)
    .await)
}

/// A report as it is filed.
pub struct NewReport<'a> {
    pub reporter: &'a AccountId,
    pub recruiter: &'a AccountId,
    pub subject: ReportSubject,
    pub subject_id: &'a str,
    pub content: Option<&'a str>,
    pub reason: ReportReason,
    pub note: Option<&'a str>,
    pub at: i64,
}

/// Files a report; reporting the same thing again keeps the first report.
pub async fn insert(db: &Db, report: &NewReport<'_>) -> Result<(), sqlx::Error> {
    let id = uuid::Uuid::now_v7().to_string();
    with_db!(db, pool => sqlx::query(
        "INSERT INTO reports (id, reporter_id, recruiter_id, subject, subject_id, content, reason, note, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (reporter_id, subject, subject_id) DO NOTHING",
    )
    .bind(&id)
    .bind(report.reporter)
    .bind(report.recruiter)
    .bind(report.subject)
    .bind(report.subject_id)
    .bind(report.content)
    .bind(report.reason)
    .bind(report.note)
    .bind(report.at)
    .execute(pool)
    .await
    .map(|_| ()))
}

/// An open report as the admin's queue shows it: never the reporter.
#[derive(Debug, Clone, FromRow)]
pub struct OpenReportRow {
    pub id: String,
    pub recruiter_id: AccountId,
    pub subject: ReportSubject,
    pub content: Option<String>,
    pub reason: ReportReason,
    pub note: Option<String>,
    pub created_at: i64,
    pub company_name: Option<String>,
    pub recruiter_role: Option<String>,
    pub recruiter_email: String,
    pub suspended_at: Option<i64>,
    pub sent: i64,
    pub approved: i64,
    pub declined: i64,
    pub expired: i64,
    pub reports: i64,
}

/// The open reports, oldest first, each with its recruiter's record as of `now`.
pub async fn open_reports(db: &Db, now: i64, limit: i64) -> Result<Vec<OpenReportRow>, sqlx::Error> {
    let requests = |condition: &str| {
        format!("(SELECT COUNT(*) FROM reveal_requests q WHERE q.employer_id = rep.recruiter_id{condition})")
    };
    let sql = format!(
        "SELECT rep.id, rep.recruiter_id, rep.subject, rep.content, rep.reason, rep.note, rep.created_at, \
                e.company_name, e.recruiter_role, u.email AS recruiter_email, u.suspended_at, \
                {} AS sent, {} AS approved, {} AS declined, {} AS expired, \
                (SELECT COUNT(*) FROM reports x WHERE x.recruiter_id = rep.recruiter_id) AS reports \
         FROM reports rep JOIN users u ON u.id = rep.recruiter_id LEFT JOIN employers e ON e.id = rep.recruiter_id \
         WHERE rep.resolved_at IS NULL ORDER BY rep.created_at, rep.id LIMIT $4",
        requests(""),
        requests(" AND q.status = $1"),
        requests(" AND q.status = $2"),
        requests(" AND q.status = $3 AND q.answer_by <= $5 AND q.withdrawn_at IS NULL"),
    );
    with_db!(db, pool => sqlx::query_as::<_, OpenReportRow>(&sql)
        .bind(RequestStatus::Approved)
        .bind(RequestStatus::Declined)
        .bind(RequestStatus::Pending)
        .bind(limit)
        .bind(now)
        .fetch_all(pool)
        .await)
}

/// The recruiter an open report is about; `None` when there is no such open report.
pub async fn open_report(db: &Db, id: &str) -> Result<Option<AccountId>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_scalar("SELECT recruiter_id FROM reports WHERE id = $1 AND resolved_at IS NULL")
        .bind(id)
        .fetch_optional(pool)
        .await)
}

/// Closes an open report; `false` when someone closed it first.
pub async fn resolve(db: &Db, id: &str, resolution: &str, now: i64) -> Result<bool, sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "UPDATE reports SET resolved_at = $3, resolution = $2 WHERE id = $1 AND resolved_at IS NULL",
    )
    .bind(id)
    .bind(resolution)
    .bind(now)
    .execute(pool)
    .await
    .map(|r| r.rows_affected() > 0))
}

/// The recruiter's company name, for the warning e-mail, and their address.
pub async fn recruiter_contact(
    db: &Db,
    recruiter: &AccountId,
) -> Result<Option<(String, Option<String>)>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT u.email, e.company_name FROM users u LEFT JOIN employers e ON e.id = u.id WHERE u.id = $1",
    )
    .bind(recruiter)
    .fetch_optional(pool)
    .await)
}

/// A pending request a suspension withdrew.
#[derive(Debug, Clone, FromRow)]
pub struct WithdrawnRow {
    pub id: RevealRequestId,
    pub profile_id: SeekerId,
}

/// Suspends `recruiter` (the first suspension's time stays) and ends their pending
/// requests as withdrawn, announced already (the ending sweep must not call them
/// expired), in one transaction. Returns the withdrawn requests.
pub async fn suspend(db: &Db, recruiter: &RecruiterId, now: i64) -> Result<Vec<WithdrawnRow>, sqlx::Error> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        sqlx::query("UPDATE users SET suspended_at = $2 WHERE id = $1 AND suspended_at IS NULL")
            .bind(recruiter)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        let withdrawn = sqlx::query_as::<_, WithdrawnRow>(
            "UPDATE reveal_requests SET withdrawn_at = $2, answer_by = $2, ended_notified_at = $2, updated_at = $2 \
             WHERE employer_id = $1 AND status = $3 AND answer_by > $2 RETURNING id, profile_id",
        )
        .bind(recruiter)
        .bind(now)
        .bind(RequestStatus::Pending)
        .fetch_all(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(withdrawn)
    })
}

/// Lifts `recruiter`'s suspension; `false` when they were not suspended.
pub async fn lift(db: &Db, recruiter: &AccountId) -> Result<bool, sqlx::Error> {
    with_db!(db, pool => sqlx::query("UPDATE users SET suspended_at = NULL WHERE id = $1 AND suspended_at IS NOT NULL")
        .bind(recruiter)
        .execute(pool)
        .await
        .map(|r| r.rows_affected() > 0))
}

/// A suspended recruiter, for the admin's list.
#[derive(Debug, Clone, FromRow)]
pub struct SuspendedRow {
    pub id: AccountId,
    pub email: String,
    pub company_name: Option<String>,
    pub suspended_at: i64,
}

/// Every suspended recruiter, the latest first.
pub async fn suspended(db: &Db) -> Result<Vec<SuspendedRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, SuspendedRow>(
        "SELECT u.id, u.email, e.company_name, u.suspended_at FROM users u LEFT JOIN employers e ON e.id = u.id \
         WHERE u.suspended_at IS NOT NULL ORDER BY u.suspended_at DESC, u.id",
    )
    .fetch_all(pool)
    .await)
}

/// The warning template as the admin last saved it, or the built-in one.
pub async fn warning_template(db: &Db) -> Result<WarningTemplate, sqlx::Error> {
    let saved: Option<(String, String)> = with_db!(db, pool => sqlx::query_as(
        "SELECT subject, body FROM moderation_templates WHERE name = 'warning'",
    )
    .fetch_optional(pool)
    .await)?;
    Ok(saved.map(|(subject, body)| WarningTemplate { subject, body }).unwrap_or_default())
}

pub async fn save_warning_template(db: &Db, template: &WarningTemplate, now: i64) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO moderation_templates (name, subject, body, updated_at) VALUES ('warning', $1, $2, $3) \
         ON CONFLICT (name) DO UPDATE SET subject = excluded.subject, body = excluded.body, updated_at = excluded.updated_at",
    )
    .bind(&template.subject)
    .bind(&template.body)
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ()))
}

/// A report as its maker finds it in their data export.
#[derive(Debug, Clone, FromRow, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ReportMadeRow {
    pub subject: ReportSubject,
    pub content: Option<String>,
    pub reason: ReportReason,
    pub note: Option<String>,
    pub company_name: Option<String>,
    #[serde(serialize_with = "crate::db::clock::serialize_millis")]
    pub created_at: i64,
    pub resolution: Option<String>,
}

/// The reports `reporter` made, the latest first.
pub async fn made_by(db: &Db, reporter: &AccountId) -> Result<Vec<ReportMadeRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, ReportMadeRow>(
        "SELECT r.subject, r.content, r.reason, r.note, e.company_name, r.created_at, r.resolution FROM reports r \
         LEFT JOIN employers e ON e.id = r.recruiter_id WHERE r.reporter_id = $1 ORDER BY r.created_at DESC, r.id DESC",
    )
    .bind(reporter)
    .fetch_all(pool)
    .await)
}

/// A report about a recruiter, as their own data export holds it: when, why and what came
/// of it; never who made it, nor their note (it could name them).
#[derive(Debug, Clone, FromRow, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ReportAboutRow {
    pub subject: ReportSubject,
    pub reason: ReportReason,
    #[serde(serialize_with = "crate::db::clock::serialize_millis")]
    pub created_at: i64,
    pub resolution: Option<String>,
}

/// The reports about `recruiter`, the latest first.
pub async fn about(db: &Db, recruiter: &AccountId) -> Result<Vec<ReportAboutRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, ReportAboutRow>(
        "SELECT subject, reason, created_at, resolution FROM reports WHERE recruiter_id = $1 ORDER BY created_at DESC, id DESC",
    )
    .bind(recruiter)
    .fetch_all(pool)
    .await)
}
