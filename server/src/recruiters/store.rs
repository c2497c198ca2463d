//! SQL of company profiles.

use sqlx::FromRow;

use super::model::DETAILS_CHANGE_INTERVAL_MS;
use crate::{
    db::{Db, begin_write_statement},
    ids::RecruiterId,
    privacy::shield::keys::company_key,
    with_db,
};

#[derive(Debug, Clone, FromRow)]
pub struct EmployerRow {
    pub id: RecruiterId,
    pub company_name: String,
    pub website: String,
    pub recruiter_role: String,
    pub logo_url: Option<String>,
    pub location: String,
    pub city: String,
    pub state: String,
    pub country: String,
    pub company_size: String,
    pub industry: String,
    pub linkedin_verified: bool,
    pub created_at: i64,
    pub updated_at: i64,
    /// When the name's key or the website's domain last changed (`None`: never).
    pub details_changed_at: Option<i64>,
}

#[derive(Debug, Clone)]
pub struct EmployerWrite {
    pub company_name: String,
    pub website: String,
    pub recruiter_role: String,
    pub logo_url: Option<String>,
    pub location: String,
    pub city: String,
    pub state: String,
    pub country: String,
    pub company_size: String,
    pub industry: String,
}

const COLUMNS: &str = "id, company_name, website, recruiter_role, logo_url, location, city, state, country, \
                       company_size, industry, linkedin_verified, created_at, updated_at, details_changed_at";

pub async fn find(db: &Db, id: &RecruiterId) -> Result<Option<EmployerRow>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM employers WHERE id = $1");
    with_db!(db, pool => sqlx::query_as::<_, EmployerRow>(&sql).bind(id).fetch_optional(pool).await)
}

/// What saving the company profile did.
#[derive(Debug)]
pub enum Saved {
    Row(Box<EmployerRow>),
    /// The name or website changed too soon after the previous change (`at`: when that was).
    TooSoon {
        changed_at: i64,
    },
}

/// Creates the company profile or updates it, in one transaction; `verified` is what
/// `verification` says of the recruiter and this website. `change` says the name's key
/// or the website's domain changes: the update then happens only if the previous change
/// is at least the interval old (checked in the statement, so two saves cannot both
/// pass). Each company name's key goes into the account's history, which the employer
/// shield matches by.
pub async fn upsert(
    db: &Db,
    id: &RecruiterId,
    e: &EmployerWrite,
    verified: bool,
    change: Option<NameChange<'_>>,
    now: i64,
) -> Result<Saved, sqlx::Error> {
    let sql = format!(
        "INSERT INTO employers (id, company_name, website, recruiter_role, logo_url, location, city, state, country, \
           company_size, industry, linkedin_verified, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $13, $12, $12) \
         ON CONFLICT (id) DO UPDATE SET company_name = excluded.company_name, website = excluded.website, \
           recruiter_role = excluded.recruiter_role, logo_url = excluded.logo_url, location = excluded.location, \
           city = excluded.city, state = excluded.state, country = excluded.country, \
           company_size = excluded.company_size, industry = excluded.industry, updated_at = excluded.updated_at, \
           linkedin_verified = excluded.linkedin_verified, \
           details_changed_at = CASE WHEN $14 THEN $12 ELSE employers.details_changed_at END \
         WHERE NOT $14 OR employers.details_changed_at IS NULL OR employers.details_changed_at <= $15 \
         RETURNING {COLUMNS}"
    );
    let kind = db.kind();
    let keys: Vec<&str> = change.iter().flat_map(|c| [c.previous_key, c.new_key]).collect();
    with_db!(db, pool => {
        let mut tx = pool.begin_with(begin_write_statement(&kind)).await?;
        let row = sqlx::query_as::<_, EmployerRow>(&sql)
            .bind(id)
            .bind(&e.company_name)
            .bind(&e.website)
            .bind(&e.recruiter_role)
            .bind(&e.logo_url)
            .bind(&e.location)
            .bind(&e.city)
            .bind(&e.state)
            .bind(&e.country)
            .bind(&e.company_size)
            .bind(&e.industry)
            .bind(now)
            .bind(verified)
            .bind(change.is_some())
            .bind(now.saturating_sub(DETAILS_CHANGE_INTERVAL_MS))
            .fetch_optional(&mut *tx)
            .await?;
        let Some(row) = row else {
            let changed_at: Option<i64> =
                sqlx::query_scalar("SELECT details_changed_at FROM employers WHERE id = $1")
                    .bind(id)
                    .fetch_one(&mut *tx)
                    .await?;
            tx.rollback().await?;
            return Ok(Saved::TooSoon { changed_at: changed_at.unwrap_or(now) });
        };
        let current_key = company_key(&row.company_name);
        for key in keys.iter().copied().chain([current_key.as_str()]).filter(|k| !k.is_empty()) {
            sqlx::query(
                "INSERT INTO company_name_history (account_id, company_key, first_held_at) VALUES ($1, $2, $3) \
                 ON CONFLICT (account_id, company_key) DO NOTHING",
            )
            .bind(id)
            .bind(key)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(Saved::Row(Box::new(row)))
    })
}

/// A save that changes the company's name key or website domain.
#[derive(Debug, Clone, Copy)]
pub struct NameChange<'a> {
    pub previous_key: &'a str,
    pub new_key: &'a str,
}

pub async fn set_logo(db: &Db, id: &RecruiterId, logo: &str, now: i64) -> Result<bool, sqlx::Error> {
    let done = with_db!(db, pool => sqlx::query("UPDATE employers SET logo_url = $2, updated_at = $3 WHERE id = $1")
        .bind(id)
        .bind(logo)
        .bind(now)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(done > 0)
}

/// The domains each of `ids` proved by a code sent to a work address.
pub async fn domains_verified_by_code(db: &Db, ids: &[RecruiterId]) -> Result<Vec<(RecruiterId, String)>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let placeholders: Vec<String> = (1..=ids.len()).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT account_id, domain FROM verified_mail_domains WHERE account_id IN ({}) ORDER BY account_id, domain",
        placeholders.join(", ")
    );
    with_db!(db, pool => {
        let mut query = sqlx::query_as(&sql);
        for id in ids {
            query = query.bind(id);
        }
        query.fetch_all(pool).await
    })
}

/// (recruiter, website, sign-in e-mail, whether the issuer verified it) of those of
/// `ids` with a company profile, for `verification`.
pub async fn verification_inputs(
    db: &Db,
    ids: &[RecruiterId],
) -> Result<Vec<(RecruiterId, String, String, bool)>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let placeholders: Vec<String> = (1..=ids.len()).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT e.id, e.website, u.email, u.email_verified FROM employers e JOIN users u ON u.id = e.id \
         WHERE e.id IN ({})",
        placeholders.join(", ")
    );
    with_db!(db, pool => {
        let mut query = sqlx::query_as(&sql);
        for id in ids {
            query = query.bind(id);
        }
        query.fetch_all(pool).await
    })
}
