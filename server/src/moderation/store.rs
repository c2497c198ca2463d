//! SQL of moderation: reports and the admin's queue, suspensions (the requests a
//! recruiter's withdraws, the profile a job seeker's hides), and the warning template. The audit log has its own store (`audit`).

use sqlx::FromRow;

use super::model::{ReportReason, ReportSubject, ReportedRole, WarningTemplate};
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

/// A message and who wrote it, with its request: whether the reader may see it is the
/// thread's rule (`reveal::thread::party::open`).
#[derive(Debug, Clone, FromRow)]
pub struct MessageRow {
    pub request_id: String,
    pub author: crate::reveal::thread::model::Side,
    pub body: String,
}

pub async fn message(db: &Db, message: &str) -> Result<Option<MessageRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as("SELECT request_id, author, body FROM reveal_messages WHERE id = $1")
        .bind(message)
        .fetch_optional(pool)
        .await)
}

/// A report as it is filed.
pub struct NewReport<'a> {
    pub reporter: &'a AccountId,
    /// The account the report is about, and its side.
    pub reported: &'a AccountId,
    pub reported_role: ReportedRole,
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
        "INSERT INTO reports (id, reporter_id, reported_id, reported_role, subject, subject_id, content, reason, note, \
           created_at) \
         VALUES ($1, $2, $3, $10, $4, $5, $6, $7, $8, $9) ON CONFLICT (reporter_id, subject, subject_id) DO NOTHING",
    )
    .bind(&id)
    .bind(report.reporter)
    .bind(report.reported)
    .bind(report.subject)
    .bind(report.subject_id)
    .bind(report.content)
    .bind(report.reason)
    .bind(report.note)
    .bind(report.at)
    .bind(report.reported_role)
    .execute(pool)
    .await
    .map(|_| ()))
}

/// An open report as the admin's queue shows it: never the reporter. About a job seeker,
/// their codename and never their address (`recruiter_email` is the empty text then).
#[derive(Debug, Clone, FromRow)]
pub struct OpenReportRow {
    pub id: String,
    pub reported_id: AccountId,
    pub reported_role: ReportedRole,
    pub codename: Option<String>,
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

/// The open reports, oldest first, each with its recruiter's record as of `now` (a job
/// seeker's: the reports against them).
pub async fn open_reports(db: &Db, now: i64, limit: i64) -> Result<Vec<OpenReportRow>, sqlx::Error> {
    let requests = |condition: &str| {
        format!("(SELECT COUNT(*) FROM reveal_requests q WHERE q.employer_id = rep.reported_id{condition})")
    };
    // A job seeker's address never leaves the database: the admin knows them by codename.
    let sql = format!(
        "SELECT rep.id, rep.reported_id, rep.reported_role, p.codename, rep.subject, rep.content, rep.reason, \
                rep.note, rep.created_at, e.company_name, e.recruiter_role, \
                CASE WHEN rep.reported_role = 'recruiter' THEN u.email ELSE '' END AS recruiter_email, \
                u.suspended_at, {} AS sent, {} AS approved, {} AS declined, {} AS expired, \
                (SELECT COUNT(*) FROM reports x WHERE x.reported_id = rep.reported_id) AS reports \
         FROM reports rep JOIN users u ON u.id = rep.reported_id LEFT JOIN employers e ON e.id = rep.reported_id \
           LEFT JOIN profiles p ON p.id = rep.reported_id AND rep.reported_role = 'job_seeker' \
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

/// The account an open report is about, and its side; `None` when there is no such open
/// report.
pub async fn open_report(db: &Db, id: &str) -> Result<Option<(AccountId, ReportedRole)>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as("SELECT reported_id, reported_role FROM reports WHERE id = $1 AND resolved_at IS NULL")
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

/// Where a warning goes and whom it names: the account's address, company name (a
/// recruiter's) and codename (a job seeker's).
#[derive(Debug, Clone, FromRow)]
pub struct Contact {
    pub email: String,
    pub company_name: Option<String>,
    pub codename: Option<String>,
}

pub async fn contact(db: &Db, account: &AccountId) -> Result<Option<Contact>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT u.email, e.company_name, p.codename FROM users u LEFT JOIN employers e ON e.id = u.id \
         LEFT JOIN profiles p ON p.id = u.id WHERE u.id = $1",
    )
    .bind(account)
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

/// Suspends job seeker `seeker` (the first suspension's time stays) and hides their
/// profile, keeping the visibility they chose in `suspended_status` until it is lifted;
/// in one transaction. `false` when they have no profile.
pub async fn suspend_job_seeker(db: &Db, seeker: &SeekerId, now: i64) -> Result<bool, sqlx::Error> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        sqlx::query("UPDATE users SET suspended_at = $2 WHERE id = $1 AND suspended_at IS NULL")
            .bind(seeker)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        let hidden = sqlx::query(
            "UPDATE profiles SET suspended_status = status, status = 'hidden' WHERE id = $1 AND suspended_status IS NULL",
        )
        .bind(seeker)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(hidden.rows_affected() > 0)
    })
}

/// Lifts `account`'s suspension, giving a job seeker's profile back the visibility they
/// chose; `false` when they were not suspended.
pub async fn lift(db: &Db, account: &AccountId) -> Result<bool, sqlx::Error> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let lifted = sqlx::query("UPDATE users SET suspended_at = NULL WHERE id = $1 AND suspended_at IS NOT NULL")
            .bind(account)
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "UPDATE profiles SET status = suspended_status, suspended_status = NULL \
             WHERE id = $1 AND suspended_status IS NOT NULL",
        )
        .bind(account)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(lifted.rows_affected() > 0)
    })
}

/// A suspended account, for the admin's list: a recruiter by address and company, a job
/// seeker by codename only.
#[derive(Debug, Clone, FromRow)]
pub struct SuspendedRow {
    pub id: AccountId,
    pub email: Option<String>,
    pub company_name: Option<String>,
    pub codename: Option<String>,
    pub suspended_at: i64,
}

/// Every suspended account, the latest first.
pub async fn suspended(db: &Db) -> Result<Vec<SuspendedRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, SuspendedRow>(
        "SELECT u.id, CASE WHEN p.id IS NULL THEN u.email END AS email, e.company_name, p.codename, u.suspended_at \
         FROM users u LEFT JOIN employers e ON e.id = u.id \
           LEFT JOIN profiles p ON p.id = u.id AND p.suspended_status IS NOT NULL \
         WHERE u.suspended_at IS NOT NULL ORDER BY u.suspended_at DESC, u.id",
    )
    .fetch_all(pool)
    .await)
}

/// The warning template to `side` as the admin last saved it, or the built-in one.
pub async fn warning_template(db: &Db, side: ReportedRole) -> Result<WarningTemplate, sqlx::Error> {
    let saved: Option<(String, String)> = with_db!(db, pool => sqlx::query_as(
        "SELECT subject, body FROM moderation_templates WHERE name = $1",
    )
    .bind(side.template_name())
    .fetch_optional(pool)
    .await)?;
    Ok(saved
        .map(|(subject, body)| WarningTemplate { subject, body })
        .unwrap_or_else(|| WarningTemplate::built_in(side)))
}

pub async fn save_warning_template(
    db: &Db,
    side: ReportedRole,
    template: &WarningTemplate,
    now: i64,
) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO moderation_templates (name, subject, body, updated_at) VALUES ($4, $1, $2, $3) \
         ON CONFLICT (name) DO UPDATE SET subject = excluded.subject, body = excluded.body, updated_at = excluded.updated_at",
    )
    .bind(&template.subject)
    .bind(&template.body)
    .bind(now)
    .bind(side.template_name())
    .execute(pool)
    .await
    .map(|_| ()))
}

/// A report as its maker finds it in their data export: the company of a recruiter they
/// reported, the codename of a job seeker.
#[derive(Debug, Clone, FromRow, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ReportMadeRow {
    pub subject: ReportSubject,
    pub content: Option<String>,
    pub reason: ReportReason,
    pub note: Option<String>,
    pub company_name: Option<String>,
    pub codename: Option<String>,
    #[serde(serialize_with = "crate::db::clock::serialize_millis")]
    pub created_at: i64,
    pub resolution: Option<String>,
}

/// The reports `reporter` made, the latest first.
pub async fn made_by(db: &Db, reporter: &AccountId) -> Result<Vec<ReportMadeRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, ReportMadeRow>(
        "SELECT r.subject, r.content, r.reason, r.note, e.company_name, p.codename, r.created_at, r.resolution \
         FROM reports r LEFT JOIN employers e ON e.id = r.reported_id AND r.reported_role = 'recruiter' \
           LEFT JOIN profiles p ON p.id = r.reported_id AND r.reported_role = 'job_seeker' \
         WHERE r.reporter_id = $1 ORDER BY r.created_at DESC, r.id DESC",
    )
    .bind(reporter)
    .fetch_all(pool)
    .await)
}

/// A report about someone, as their own data export holds it: when, why and what came of
/// it; never who made it, nor their note (it could name them), nor the reported content.
#[derive(Debug, Clone, FromRow, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ReportAboutRow {
    pub subject: ReportSubject,
    pub reason: ReportReason,
    #[serde(serialize_with = "crate::db::clock::serialize_millis")]
    pub created_at: i64,
    pub resolution: Option<String>,
}

/// The reports about `account`, the latest first.
pub async fn about(db: &Db, account: &AccountId) -> Result<Vec<ReportAboutRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, ReportAboutRow>(
        "SELECT subject, reason, created_at, resolution FROM reports WHERE reported_id = $1 ORDER BY created_at DESC, id DESC",
    )
    .bind(account)
    .fetch_all(pool)
    .await)
}
