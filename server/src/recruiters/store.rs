//! SQL of company profiles.

use sqlx::FromRow;

use crate::{db::Db, ids::RecruiterId, with_db};

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
                       company_size, industry, linkedin_verified, created_at, updated_at";

pub async fn find(db: &Db, id: &RecruiterId) -> Result<Option<EmployerRow>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM employers WHERE id = $1");
    with_db!(db, pool => sqlx::query_as::<_, EmployerRow>(&sql).bind(id).fetch_optional(pool).await)
}

/// Creates the company profile (verified through the sign-in network, as the product
/// promises) or updates it.
pub async fn upsert(db: &Db, id: &RecruiterId, e: &EmployerWrite, now: i64) -> Result<EmployerRow, sqlx::Error> {
    let sql = format!(
        "INSERT INTO employers (id, company_name, website, recruiter_role, logo_url, location, city, state, country, \
           company_size, industry, linkedin_verified, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, TRUE, $12, $12) \
         ON CONFLICT (id) DO UPDATE SET company_name = excluded.company_name, website = excluded.website, \
           recruiter_role = excluded.recruiter_role, logo_url = excluded.logo_url, location = excluded.location, \
           city = excluded.city, state = excluded.state, country = excluded.country, \
           company_size = excluded.company_size, industry = excluded.industry, updated_at = excluded.updated_at \
         RETURNING {COLUMNS}"
    );
    with_db!(db, pool => sqlx::query_as::<_, EmployerRow>(&sql)
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
        .fetch_one(pool)
        .await)
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
