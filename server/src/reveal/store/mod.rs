//! SQL of reveal requests: one request's writes and reads here, lists in `lists`.

pub mod lists;

use sqlx::FromRow;

use super::{
    model::{Decision, DeclineReason, RequestStatus, RevealDuration, ShownStatus},
    offer::{Offer, SalaryPeriod},
};
use crate::{
    db::{Db, sqlite_reads},
    ids::{RecruiterId, RevealRequestId, SeekerId},
    privacy::lifetime::Lifetime,
    seekers::model::JobType,
    with_db,
};

crate::sqlite_text_enum!(RequestStatus, RevealDuration, DeclineReason, SalaryPeriod, JobType);

/// The columns of a [`Decision`] and an [`Offer`], each with `prefix` (a table alias and
/// a dot, or nothing where a statement allows no alias, as SQLite's `RETURNING`).
pub(super) fn terms(prefix: &str) -> String {
    [
        "answer_by",
        "withdrawn_at",
        "status",
        "approved_at",
        "reveal_duration",
        "visible_until",
        "decline_reason",
        "decline_note",
        "role_title",
        "salary_min",
        "salary_max",
        "salary_currency",
        "salary_period",
        "work_mode",
        "job_location",
    ]
    .map(|c| format!("{prefix}{c}"))
    .join(", ")
}

/// What was asked and what was answered, as every view of a request needs them.
#[derive(Debug, Clone, FromRow)]
pub struct Terms {
    pub created_at: i64,
    /// When a pending request ends unanswered.
    pub answer_by: i64,
    /// Ended by the recruiter's suspension.
    pub withdrawn_at: Option<i64>,
    #[sqlx(flatten)]
    pub decision: Decision,
    #[sqlx(flatten)]
    pub offer: Offer,
}

impl Terms {
    pub fn lifetime(&self) -> Lifetime {
        Lifetime {
            status: self.decision.status,
            answer_by: self.answer_by,
            visible_until: self.decision.visible_until,
            withdrawn_at: self.withdrawn_at,
        }
    }

    pub fn shown(&self, now: i64) -> ShownStatus {
        self.lifetime().shown(now)
    }

    /// The offer, or `None` when the recruiter gave no structured fields.
    pub fn offer(&self) -> Option<Offer> {
        (self.offer != Offer::default()).then(|| self.offer.clone())
    }
}

/// A request as its recruiter sees it next to a candidate.
#[derive(Debug, Clone, FromRow)]
pub struct RequestBrief {
    pub id: RevealRequestId,
    pub profile_id: SeekerId,
    #[sqlx(flatten)]
    pub terms: Terms,
}

/// The recruiter's requests to any of `profile_ids`.
pub async fn briefs_for_employer(
    db: &Db,
    employer_id: &RecruiterId,
    profile_ids: &[SeekerId],
) -> Result<Vec<RequestBrief>, sqlx::Error> {
    let Some((sql, params)) = briefs_statement(employer_id, profile_ids) else { return Ok(Vec::new()) };
    with_db!(db, pool => {
        let mut query = sqlx::query_as::<_, RequestBrief>(&sql);
        for param in &params {
            query = query.bind(param);
        }
        query.fetch_all(pool).await
    })
}

/// [`briefs_for_employer`] on a read connection of SQLite's, on the caller's thread.
pub fn briefs_for_employer_on(
    conn: &rusqlite::Connection,
    employer_id: &RecruiterId,
    profile_ids: &[SeekerId],
) -> rusqlite::Result<Vec<RequestBrief>> {
    let Some((sql, params)) = briefs_statement(employer_id, profile_ids) else { return Ok(Vec::new()) };
    sqlite_reads::fetch_all(conn, &sql, &params, |row| {
        Ok(RequestBrief {
            id: row.get("id")?,
            profile_id: row.get("profile_id")?,
            terms: Terms {
                created_at: row.get("created_at")?,
                answer_by: row.get("answer_by")?,
                withdrawn_at: row.get("withdrawn_at")?,
                decision: Decision {
                    status: row.get("status")?,
                    approved_at: row.get("approved_at")?,
                    duration: row.get("reveal_duration")?,
                    visible_until: row.get("visible_until")?,
                    decline_reason: row.get("decline_reason")?,
                    decline_note: row.get("decline_note")?,
                },
                offer: Offer {
                    role_title: row.get("role_title")?,
                    salary_min: row.get("salary_min")?,
                    salary_max: row.get("salary_max")?,
                    salary_currency: row.get("salary_currency")?,
                    salary_period: row.get("salary_period")?,
                    work_mode: row.get("work_mode")?,
                    location: row.get("job_location")?,
                },
            },
        })
    })
}

/// The statement of [`briefs_for_employer`] and its parameters; `None` for no profiles.
fn briefs_statement(employer_id: &RecruiterId, profile_ids: &[SeekerId]) -> Option<(String, Vec<String>)> {
    if profile_ids.is_empty() {
        return None;
    }
    let placeholders: Vec<String> = (2..=profile_ids.len() + 1).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT r.id, r.profile_id, r.created_at, {} FROM reveal_requests r \
         WHERE r.employer_id = $1 AND r.profile_id IN ({})",
        terms("r."),
        placeholders.join(", ")
    );
    let params = std::iter::once(employer_id.to_string()).chain(profile_ids.iter().map(|id| id.to_string())).collect();
    Some((sql, params))
}

#[derive(Debug, Clone, FromRow)]
pub struct RequestRow {
    pub id: RevealRequestId,
    pub profile_id: SeekerId,
    pub employer_id: RecruiterId,
    pub message: String,
    #[sqlx(flatten)]
    pub terms: Terms,
}

fn request_columns(prefix: &str) -> String {
    let p = prefix;
    format!("{p}id, {p}profile_id, {p}employer_id, {p}message, {p}created_at, {}", terms(p))
}

/// Inserts a pending request; `Ok(None)` when this recruiter already asked this
/// candidate (the unique index decides, so a double click or a race makes one row).
pub async fn insert(
    db: &Db,
    id: &RevealRequestId,
    profile_id: &SeekerId,
    employer_id: &RecruiterId,
    asked: &Asked<'_>,
) -> Result<Option<RequestRow>, sqlx::Error> {
    let Asked { message, offer, at: now, answer_by } = *asked;
    let sql = format!(
        "INSERT INTO reveal_requests (id, profile_id, employer_id, status, message, created_at, updated_at, \
             role_title, salary_min, salary_max, salary_currency, salary_period, work_mode, job_location, answer_by) \
         VALUES ($1, $2, $3, $6, $4, $5, $5, $7, $8, $9, $10, $11, $12, $13, $14) \
         ON CONFLICT (profile_id, employer_id) DO NOTHING RETURNING {}",
        request_columns("")
    );
    with_db!(db, pool => sqlx::query_as::<_, RequestRow>(&sql)
        .bind(id)
        .bind(profile_id)
        .bind(employer_id)
        .bind(message)
        .bind(now)
        .bind(RequestStatus::Pending)
        .bind(&offer.role_title)
        .bind(offer.salary_min)
        .bind(offer.salary_max)
        .bind(&offer.salary_currency)
        .bind(offer.salary_period)
        .bind(offer.work_mode)
        .bind(&offer.location)
        .bind(answer_by)
        .fetch_optional(pool)
        .await)
}

/// What a recruiter asks with, when, and until when the job seeker may answer.
#[derive(Debug, Clone, Copy)]
pub struct Asked<'a> {
    pub message: &'a str,
    pub offer: &'a Offer,
    pub at: i64,
    pub answer_by: i64,
}

/// The SQL form of [`Lifetime::has_ended`], with the statuses at `$approved`/`$pending`
/// and the clock at `$now`.
pub(super) fn ended_sql(approved: &str, pending: &str, now: &str) -> String {
    format!(
        "((status = {approved} AND visible_until IS NOT NULL AND visible_until <= {now}) \
          OR (status = {pending} AND answer_by <= {now}))"
    )
}

/// Asks again on a request that ended: pending anew, with the new message and offer.
/// `Ok(None)` unless it has ended at `now` (the statement checks it again).
pub async fn ask_again(db: &Db, id: &RevealRequestId, asked: &Asked<'_>) -> Result<Option<RequestRow>, sqlx::Error> {
    let Asked { message, offer, at: now, answer_by } = *asked;
    let sql = format!(
        "UPDATE reveal_requests SET status = $2, message = $3, created_at = $4, updated_at = $4, \
             approved_at = NULL, reveal_duration = NULL, visible_until = NULL, decline_reason = NULL, \
             decline_note = NULL, ended_notified_at = NULL, answered_at = NULL, withdrawn_at = NULL, role_title = $6, salary_min = $7, salary_max = $8, \
             salary_currency = $9, salary_period = $10, work_mode = $11, job_location = $12, answer_by = $13 \
         WHERE id = $1 AND {} RETURNING {}",
        ended_sql("$5", "$2", "$4"),
        request_columns("")
    );
    with_db!(db, pool => sqlx::query_as::<_, RequestRow>(&sql)
        .bind(id)
        .bind(RequestStatus::Pending)
        .bind(message)
        .bind(now)
        .bind(RequestStatus::Approved)
        .bind(&offer.role_title)
        .bind(offer.salary_min)
        .bind(offer.salary_max)
        .bind(&offer.salary_currency)
        .bind(offer.salary_period)
        .bind(offer.work_mode)
        .bind(&offer.location)
        .bind(answer_by)
        .fetch_optional(pool)
        .await)
}

pub async fn find(db: &Db, id: &RevealRequestId) -> Result<Option<RequestRow>, sqlx::Error> {
    let sql = format!("SELECT {} FROM reveal_requests r WHERE r.id = $1", request_columns("r."));
    with_db!(db, pool => sqlx::query_as::<_, RequestRow>(&sql).bind(id).fetch_optional(pool).await)
}

pub async fn find_between(
    db: &Db,
    profile_id: &SeekerId,
    employer_id: &RecruiterId,
) -> Result<Option<RequestRow>, sqlx::Error> {
    let sql = format!(
        "SELECT {} FROM reveal_requests r WHERE r.profile_id = $1 AND r.employer_id = $2",
        request_columns("r.")
    );
    with_db!(db, pool => sqlx::query_as::<_, RequestRow>(&sql).bind(profile_id).bind(employer_id).fetch_optional(pool).await)
}

/// Writes an answer, but only if the request still belongs to `profile_id` (the owner
/// check is repeated in the statement itself). A new answer may end again, so the
/// sweep's "announced" mark is cleared.
pub async fn set_decision(
    db: &Db,
    id: &RevealRequestId,
    profile_id: &SeekerId,
    decision: &Decision,
    now: i64,
) -> Result<Option<RequestRow>, sqlx::Error> {
    let sql = format!(
        "UPDATE reveal_requests SET status = $3, approved_at = $4, reveal_duration = $5, visible_until = $6, \
             decline_reason = $7, decline_note = $8, updated_at = $9, ended_notified_at = NULL, \
             answered_at = COALESCE(answered_at, $9) \
         WHERE id = $1 AND profile_id = $2 RETURNING {}",
        request_columns("")
    );
    with_db!(db, pool => sqlx::query_as::<_, RequestRow>(&sql)
        .bind(id)
        .bind(profile_id)
        .bind(decision.status)
        .bind(decision.approved_at)
        .bind(decision.duration)
        .bind(decision.visible_until)
        .bind(decision.decline_reason)
        .bind(&decision.decline_note)
        .bind(now)
        .fetch_optional(pool)
        .await)
}

/// How long `profile_id` took to answer each of their latest answered requests (from
/// sending to the first answer), latest first.
pub async fn answer_times(db: &Db, profile_id: &SeekerId, limit: i64) -> Result<Vec<i64>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_scalar(
        "SELECT answered_at - created_at FROM reveal_requests WHERE profile_id = $1 AND answered_at IS NOT NULL \
         ORDER BY answered_at DESC, id DESC LIMIT $2",
    )
    .bind(profile_id)
    .bind(limit)
    .fetch_all(pool)
    .await)
}
