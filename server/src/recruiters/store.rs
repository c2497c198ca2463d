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

/// Creates the company profile or updates it; `verified` is what `verification` says
/// of the recruiter's e-mail and this website.
pub async fn upsert(
    db: &Db,
    id: &RecruiterId,
    e: &EmployerWrite,
    verified: bool,
    now: i64,
) -> Result<EmployerRow, sqlx::Error> {
    let sql = format!(
        "INSERT INTO employers (id, company_name, website, recruiter_role, logo_url, location, city, state, country, \
           company_size, industry, linkedin_verified, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $13, $12, $12) \
         ON CONFLICT (id) DO UPDATE SET company_name = excluded.company_name, website = excluded.website, \
           recruiter_role = excluded.recruiter_role, logo_url = excluded.logo_url, location = excluded.location, \
           city = excluded.city, state = excluded.state, country = excluded.country, \
           company_size = excluded.company_size, industry = excluded.industry, updated_at = excluded.updated_at, \
           linkedin_verified = excluded.linkedin_verified \
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
        .bind(verified)
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
