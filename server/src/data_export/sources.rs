//! SQL of the rows an export reads that no other feature already reads whole: each
//! statement is keyed by the person the export is for. Rows serialize as they go into
//! the ZIP (camelCase, times as RFC 3339); fields only the export's own checks need are
//! skipped.

use serde::{Serialize, Serializer};
use sqlx::{FromRow, postgres::PgRow, sqlite::SqliteRow};

use crate::{
    db::{Db, clock::to_rfc3339},
    ids::{AccountId, PublicProfileId, RecruiterId, SavedSearchId, SeekerId},
    privacy::shield::{
        store::{self as shield, Condition},
        viewer::Viewer,
    },
    seekers::model::ProfileStatus,
    with_db,
};

fn time<S: Serializer>(millis: &i64, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&to_rfc3339(*millis))
}

fn optional_time<S: Serializer>(millis: &Option<i64>, s: S) -> Result<S::Ok, S::Error> {
    match millis {
        Some(m) => s.serialize_str(&to_rfc3339(*m)),
        None => s.serialize_none(),
    }
}

/// `users` and `user_profiles`: the sign-in account and the identity it carries.
#[derive(Debug, Clone, FromRow, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AccountRow {
    pub id: AccountId,
    /// Who signs the person in, and their id there.
    pub issuer: String,
    pub subject: String,
    pub email: String,
    pub email_verified: bool,
    #[serde(serialize_with = "time")]
    pub created_at: i64,
    #[serde(serialize_with = "time")]
    pub last_sign_in_at: i64,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub contact_email: Option<String>,
    pub linkedin_url: Option<String>,
    pub share_linkedin: Option<bool>,
    pub phone_number: Option<String>,
    pub phone_country_code: Option<String>,
    /// Stored references: the files go into the ZIP, not these.
    #[serde(skip)]
    pub avatar_url: Option<String>,
    #[serde(skip)]
    pub blurred_avatar_url: Option<String>,
}

pub async fn account(db: &Db, user_id: &AccountId) -> Result<Option<AccountRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT u.id, u.issuer, u.subject, u.email, u.email_verified, u.created_at, u.last_sign_in_at, \
                p.first_name, p.last_name, p.email AS contact_email, p.linkedin_url, p.share_linkedin, \
                p.phone_number, p.phone_country_code, p.avatar_url, p.blurred_avatar_url \
         FROM users u LEFT JOIN user_profiles p ON p.id = u.id WHERE u.id = $1",
    )
    .bind(user_id)
    .fetch_optional(pool)
    .await)
}

/// `users_roles`.
#[derive(Debug, Clone, FromRow, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RolesRow {
    pub is_job_seeker: bool,
    pub is_recruiter: bool,
    #[serde(serialize_with = "time")]
    pub updated_at: i64,
}

pub async fn roles(db: &Db, user_id: &AccountId) -> Result<Option<RolesRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as("SELECT is_job_seeker, is_recruiter, updated_at FROM users_roles WHERE id = $1")
        .bind(user_id)
        .fetch_optional(pool)
        .await)
}

/// `sessions`: when each sign-in began, was last used and ends (never its secret id).
#[derive(Debug, Clone, FromRow, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionRow {
    #[serde(serialize_with = "time")]
    pub created_at: i64,
    #[serde(serialize_with = "time")]
    pub last_seen_at: i64,
    #[serde(serialize_with = "time")]
    pub expires_at: i64,
}

pub async fn sessions(db: &Db, user_id: &AccountId) -> Result<Vec<SessionRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT created_at, last_seen_at, expires_at FROM sessions WHERE user_id = $1 ORDER BY created_at",
    )
    .bind(user_id)
    .fetch_all(pool)
    .await)
}

/// `search_history`.
#[derive(Debug, Clone, FromRow, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchRow {
    pub keyword: String,
    /// The place searched, as the search page sent it (JSON text).
    pub location_data: Option<String>,
    #[serde(serialize_with = "time")]
    pub created_at: i64,
}

pub async fn searches(db: &Db, user_id: &AccountId) -> Result<Vec<SearchRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT keyword, location_data, created_at FROM search_history WHERE user_id = $1 ORDER BY created_at, id",
    )
    .bind(user_id)
    .fetch_all(pool)
    .await)
}

/// `email_outbox`: the e-mails Veil sent (or kept) for the person.
#[derive(Debug, Clone, FromRow, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EmailRow {
    pub to_address: String,
    pub subject: String,
    pub text_body: String,
    pub html_body: Option<String>,
    pub status: String,
    #[serde(serialize_with = "time")]
    pub created_at: i64,
    #[serde(serialize_with = "optional_time")]
    pub sent_at: Option<i64>,
}

pub async fn emails(db: &Db, user_id: &AccountId) -> Result<Vec<EmailRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT to_address, subject, text_body, html_body, status, created_at, sent_at FROM email_outbox \
         WHERE recipient_user_id = $1 ORDER BY created_at, id",
    )
    .bind(user_id)
    .fetch_all(pool)
    .await)
}

/// `email_settings`: the notification e-mails the person turned on or off (a row only
/// where they chose; the other kinds are as Veil sets them by default).
#[derive(Debug, Clone, FromRow, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EmailSettingRow {
    pub kind: String,
    pub enabled: bool,
    #[serde(serialize_with = "time")]
    pub updated_at: i64,
}

pub async fn email_settings(db: &Db, user_id: &AccountId) -> Result<Vec<EmailSettingRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT kind, enabled, updated_at FROM email_settings WHERE account_id = $1 \
         UNION ALL SELECT 'discreet', discreet, updated_at FROM email_preferences WHERE account_id = $1 ORDER BY kind",
    )
    .bind(user_id)
    .fetch_all(pool)
    .await)
}

/// A view of the person's anonymous profile, with the viewer as a job seeker is shown
/// them: their company and role, nothing more.
#[derive(Debug, Clone, FromRow, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ViewOfYouRow {
    #[serde(serialize_with = "time")]
    pub viewed_at: i64,
    pub company_name: Option<String>,
    pub company_location: Option<String>,
    pub recruiter_role: Option<String>,
}

pub async fn views_of(db: &Db, profile_id: &SeekerId) -> Result<Vec<ViewOfYouRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT v.viewed_at, e.company_name, e.location AS company_location, e.recruiter_role \
         FROM profile_views v LEFT JOIN employers e ON e.id = v.user_id \
         WHERE v.viewed_profile_id = $1 ORDER BY v.viewed_at, v.id",
    )
    .bind(profile_id)
    .fetch_all(pool)
    .await)
}

/// A view the person made of a candidate, with the candidate as the app shows them to
/// this recruiter (identity is added only through `privacy::access`).
#[derive(Debug, Clone, FromRow, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ViewByYouRow {
    /// For the privacy check; never written.
    #[serde(skip)]
    pub profile_id: SeekerId,
    pub public_id: PublicProfileId,
    pub codename: String,
    pub headline: String,
    #[serde(serialize_with = "time")]
    pub viewed_at: i64,
    /// Whether the person cleared it from their "recently viewed" list (Veil keeps the
    /// view for the candidate's count).
    pub viewer_cleared: bool,
}

/// Views of profiles that are hidden, or that hide from this recruiter, are left out:
/// for them the profile does not exist.
pub async fn views_by(db: &Db, viewer_id: &AccountId, viewer: &Viewer) -> Result<Vec<ViewByYouRow>, sqlx::Error> {
    let visible = shield::visible_to(viewer, "v.viewed_profile_id", 3);
    let sql = format!(
        "SELECT v.viewed_profile_id AS profile_id, p.public_id, p.codename, p.headline, v.viewed_at, v.viewer_cleared \
         FROM profile_views v JOIN profiles p ON p.id = v.viewed_profile_id \
         WHERE v.user_id = $1 AND p.status <> $2 AND {} ORDER BY v.viewed_at, v.id",
        visible.sql
    );
    shown_rows(db, &sql, viewer_id.as_str(), &visible).await
}

/// An entry of the job seeker's privacy activity log, as the log page shows it.
#[derive(Debug, Clone, FromRow, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ActivityRow {
    pub kind: String,
    pub company_name: Option<String>,
    pub recruiter_role: Option<String>,
    #[serde(serialize_with = "time")]
    pub occurred_at: i64,
    pub occurrences: i64,
}

pub async fn activity_about(db: &Db, seeker: &SeekerId) -> Result<Vec<ActivityRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT kind, company_name, recruiter_role, occurred_at, occurrences FROM activity_events \
         WHERE seeker_id = $1 ORDER BY occurred_at, id",
    )
    .bind(seeker)
    .fetch_all(pool)
    .await)
}

/// What the log recorded of the person's own actions as a recruiter, without the job
/// seekers it is about (their logs are theirs).
#[derive(Debug, Clone, FromRow, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ActionRow {
    pub kind: String,
    #[serde(serialize_with = "time")]
    pub occurred_at: i64,
    pub occurrences: i64,
}

pub async fn activity_by(db: &Db, recruiter: &RecruiterId) -> Result<Vec<ActionRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT kind, occurred_at, occurrences FROM activity_events WHERE employer_id = $1 ORDER BY occurred_at, id",
    )
    .bind(recruiter)
    .fetch_all(pool)
    .await)
}

/// `saved_search_matches`: a profile a saved search found, by its anonymous face.
#[derive(Debug, Clone, FromRow, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SavedSearchMatchRow {
    /// Which saved search found it; never written (the match sits under its search).
    #[serde(skip)]
    pub saved_search_id: SavedSearchId,
    pub public_id: PublicProfileId,
    pub codename: String,
    pub headline: String,
    #[serde(serialize_with = "time")]
    pub found_at: i64,
}

/// Matches of profiles that are hidden now, or that hide from this recruiter, are left
/// out, as in `views_by`.
pub async fn saved_search_matches(
    db: &Db,
    recruiter: &RecruiterId,
    viewer: &Viewer,
) -> Result<Vec<SavedSearchMatchRow>, sqlx::Error> {
    let visible = shield::visible_to(viewer, "m.profile_id", 3);
    let sql = format!(
        "SELECT m.saved_search_id, p.public_id, p.codename, p.headline, m.found_at \
         FROM saved_search_matches m JOIN saved_searches ss ON ss.id = m.saved_search_id \
         JOIN profiles p ON p.id = m.profile_id \
         WHERE ss.recruiter_id = $1 AND p.status <> $2 AND {} ORDER BY m.found_at, p.public_id",
        visible.sql
    );
    shown_rows(db, &sql, recruiter.as_str(), &visible).await
}

/// The rows of `sql` about profiles the person may still see: `$1` is the person, `$2`
/// the hidden status, then `visible`'s parameters.
async fn shown_rows<T>(db: &Db, sql: &str, person: &str, visible: &Condition) -> Result<Vec<T>, sqlx::Error>
where
    T: for<'r> FromRow<'r, SqliteRow> + for<'r> FromRow<'r, PgRow> + Send + Unpin,
{
    with_db!(db, pool => {
        let mut query = sqlx::query_as(sql).bind(person).bind(ProfileStatus::Hidden);
        for param in &visible.params {
            query = query.bind(param);
        }
        query.fetch_all(pool).await
    })
}

/// `company_name_history`, `verified_mail_domains` and `work_email_codes`: what the
/// employer shield knows of the person as a recruiter (never shown to anyone else).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CompanyVerification {
    /// The keys of the company names the account has held: the shield matches a verified
    /// recruiter by all of them.
    pub company_names_held: Vec<NameHeldRow>,
    pub domains_verified_by_code: Vec<VerifiedDomainRow>,
    /// Each code sent to a work address (the code itself is never kept).
    pub codes_sent: Vec<CodeSentRow>,
}

#[derive(Debug, Clone, FromRow, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NameHeldRow {
    pub company_key: String,
    #[serde(serialize_with = "time")]
    pub first_held_at: i64,
}

#[derive(Debug, Clone, FromRow, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VerifiedDomainRow {
    pub domain: String,
    #[serde(serialize_with = "time")]
    pub verified_at: i64,
}

#[derive(Debug, Clone, FromRow, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CodeSentRow {
    pub domain: String,
    #[serde(serialize_with = "time")]
    pub created_at: i64,
    #[serde(serialize_with = "time")]
    pub expires_at: i64,
    pub attempts: i64,
    #[serde(serialize_with = "optional_time")]
    pub used_at: Option<i64>,
}

pub async fn company_verification(db: &Db, user_id: &AccountId) -> Result<CompanyVerification, sqlx::Error> {
    let company_names_held = with_db!(db, pool => sqlx::query_as(
        "SELECT company_key, first_held_at FROM company_name_history WHERE account_id = $1 \
         ORDER BY first_held_at, company_key",
    )
    .bind(user_id)
    .fetch_all(pool)
    .await)?;
    let domains_verified_by_code = with_db!(db, pool => sqlx::query_as(
        "SELECT domain, verified_at FROM verified_mail_domains WHERE account_id = $1 ORDER BY verified_at, domain",
    )
    .bind(user_id)
    .fetch_all(pool)
    .await)?;
    let codes_sent = with_db!(db, pool => sqlx::query_as(
        "SELECT domain, created_at, expires_at, attempts, used_at FROM work_email_codes WHERE account_id = $1 \
         ORDER BY created_at, id",
    )
    .bind(user_id)
    .fetch_all(pool)
    .await)?;
    Ok(CompanyVerification { company_names_held, domains_verified_by_code, codes_sent })
}
