//! SQL of anonymous profiles. Skills are stored as JSON text on both backends, with the
//! vocabulary's canonical id of each beside them (`skill_ids`, a parallel JSON list).

use sqlx::FromRow;

use super::{
    model::{JobType, ProfileStatus},
    precision::{LocationPrecision, Place},
    screening::Screening,
    usual_answer::UsualAnswer,
};
use crate::{
    db::{Db, begin_write_statement, is_unique_violation},
    error::ApiError,
    ids::{PublicProfileId, SeekerId},
    vocabulary::{self, VOCABULARY},
    with_db,
};

/// A stored anonymous profile.
#[derive(Debug, Clone, FromRow)]
pub struct ProfileRow {
    /// The account id: internal, never sent to anyone but the owner.
    pub id: SeekerId,
    /// What everyone else knows the profile by (invariant 9).
    pub public_id: PublicProfileId,
    pub codename: String,
    pub headline: String,
    pub location: String,
    pub city: String,
    pub state: String,
    pub country: String,
    /// How precisely others see the place above.
    pub location_precision: LocationPrecision,
    pub job_type: JobType,
    pub min_salary: i64,
    pub max_salary: i64,
    pub skills: String,
    /// JSON list parallel to `skills`: each one's canonical id, or null.
    pub skill_ids: String,
    pub status: ProfileStatus,
    pub pitch: String,
    pub summary: String,
    /// The screening fields as JSON (`screening::Screening`).
    pub screening: String,
    /// How they usually answer reveal requests (`usual_answer::UsualAnswer`), once known.
    pub usual_answer: Option<String>,
    pub view_count: i64,
    pub created_at: i64,
    pub updated_at: i64,
    /// The owner's last sign-in, answer to a request or "yes" to "Still open to offers?"
    /// (kept by the database's triggers).
    pub last_active_at: i64,
}

impl ProfileRow {
    /// Hidden profiles are seen by their owner only.
    pub fn is_hidden(&self) -> bool {
        self.status == ProfileStatus::Hidden
    }

    /// How fresh the profile is, for ranking equal relevance: the later of its last edit
    /// and its owner's last sign of life.
    pub fn fresh_at(&self) -> i64 {
        self.updated_at.max(self.last_active_at)
    }

    /// The place as saved: the owner's to see.
    pub fn place(&self) -> Place {
        Place {
            location: self.location.clone(),
            city: self.city.clone(),
            state: self.state.clone(),
            country: self.country.clone(),
        }
    }

    /// The place as recruiters and the search index see it.
    pub fn shown_place(&self) -> Place {
        self.place().shown(self.location_precision)
    }

    pub fn screening(&self) -> Screening {
        Screening::from_stored(&self.screening)
    }

    pub fn usual_answer(&self) -> Option<UsualAnswer> {
        self.usual_answer.as_deref().and_then(UsualAnswer::parse)
    }

    pub fn skills(&self) -> Vec<String> {
        serde_json::from_str(&self.skills).unwrap_or_default()
    }

    /// The canonical id beside each skill. A row written around the app (a fixture, a
    /// bulk load) before start-up computed its ids gets them from the vocabulary now.
    pub fn skill_ids(&self) -> Vec<Option<String>> {
        let skills = self.skills();
        match serde_json::from_str::<Vec<Option<String>>>(&self.skill_ids) {
            Ok(ids) if ids.len() == skills.len() => ids,
            _ => VOCABULARY.skill_ids(&skills),
        }
    }
}

/// The JSON text stored in `skill_ids` for `skills`.
pub fn skill_ids_json(skills: &[String]) -> Result<String, ApiError> {
    serde_json::to_string(&VOCABULARY.skill_ids(skills)).map_err(|e| ApiError::Internal(e.into()))
}

const COLUMNS: &str = "id, public_id, codename, headline, location, city, state, country, location_precision, job_type, \
                       min_salary, max_salary, skills, skill_ids, status, pitch, summary, screening, usual_answer, view_count, created_at, updated_at, \
                       last_active_at";

/// What a job seeker saves (already validated).
#[derive(Debug, Clone)]
pub struct ProfileWrite {
    pub codename: String,
    pub headline: String,
    pub location: String,
    pub city: String,
    pub state: String,
    pub country: String,
    /// `None` keeps what the profile has (city for a new one).
    pub location_precision: Option<LocationPrecision>,
    pub job_type: JobType,
    pub min_salary: i64,
    pub max_salary: i64,
    pub skills: Vec<String>,
    pub status: ProfileStatus,
    pub pitch: String,
    pub summary: String,
    /// `None` keeps what the profile has (none for a new one).
    pub screening: Option<Screening>,
}

pub fn codename_taken() -> ApiError {
    ApiError::Conflict {
        code: "codename_taken",
        message: "This codename is already taken. Please choose another.".into(),
    }
}

fn map_write_error(err: sqlx::Error) -> ApiError {
    if is_unique_violation(&err, "profiles_codename_key", "profiles.codename") { codename_taken() } else { err.into() }
}

pub async fn find(db: &Db, id: &SeekerId) -> Result<Option<ProfileRow>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM profiles WHERE id = $1");
    with_db!(db, pool => sqlx::query_as::<_, ProfileRow>(&sql).bind(id).fetch_optional(pool).await)
}

/// The profile others know by `public_id`.
pub async fn find_public(db: &Db, public_id: &PublicProfileId) -> Result<Option<ProfileRow>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM profiles WHERE public_id = $1");
    with_db!(db, pool => sqlx::query_as::<_, ProfileRow>(&sql).bind(public_id).fetch_optional(pool).await)
}

/// Inserts the profile, or updates it when the person has one.
pub async fn upsert(db: &Db, id: &SeekerId, p: &ProfileWrite, now: i64) -> Result<ProfileRow, ApiError> {
    let skills = serde_json::to_string(&p.skills).map_err(|e| ApiError::Internal(e.into()))?;
    let skill_ids = skill_ids_json(&p.skills)?;
    let sql = format!(
        "INSERT INTO profiles (id, codename, headline, location, city, state, country, job_type, min_salary, \
           max_salary, skills, status, pitch, summary, view_count, created_at, updated_at, public_id, skill_ids, \
           skill_vocabulary, location_precision, screening) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 0, $15, $15, $16, $17, $18, \
           COALESCE($19, 'city'), COALESCE($20, '{{}}')) \
         ON CONFLICT (id) DO UPDATE SET codename = excluded.codename, headline = excluded.headline, \
           location = excluded.location, city = excluded.city, state = excluded.state, country = excluded.country, \
           job_type = excluded.job_type, min_salary = excluded.min_salary, max_salary = excluded.max_salary, \
           skills = excluded.skills, pitch = excluded.pitch, summary = excluded.summary, \
           status = CASE WHEN profiles.suspended_status IS NULL THEN excluded.status ELSE profiles.status END, \
           suspended_status = CASE WHEN profiles.suspended_status IS NULL THEN NULL ELSE excluded.status END, \
           updated_at = excluded.updated_at, skill_ids = excluded.skill_ids, \
           skill_vocabulary = excluded.skill_vocabulary, \
           location_precision = COALESCE($19, profiles.location_precision), \
           screening = COALESCE($20, profiles.screening), \
           paused_status = NULL, freshness_asked_at = NULL \
         RETURNING {COLUMNS}"
    );
    with_db!(db, pool => sqlx::query_as::<_, ProfileRow>(&sql)
        .bind(id)
        .bind(&p.codename)
        .bind(&p.headline)
        .bind(&p.location)
        .bind(&p.city)
        .bind(&p.state)
        .bind(&p.country)
        .bind(p.job_type)
        .bind(p.min_salary)
        .bind(p.max_salary)
        .bind(&skills)
        .bind(p.status)
        .bind(&p.pitch)
        .bind(&p.summary)
        .bind(now)
        .bind(PublicProfileId::random())
        .bind(&skill_ids)
        .bind(vocabulary::VERSION)
        .bind(p.location_precision)
        .bind(p.screening.as_ref().map(Screening::to_stored))
        .fetch_one(pool)
        .await)
    .map_err(map_write_error)
}

/// Writes the fields the assistant changes, leaving the rest as they are.
pub async fn update_parts(
    db: &Db,
    id: &SeekerId,
    codename: &str,
    headline: &str,
    pitch: &str,
    skills: &[String],
    now: i64,
) -> Result<ProfileRow, ApiError> {
    let skill_ids = skill_ids_json(skills)?;
    let skills = serde_json::to_string(skills).map_err(|e| ApiError::Internal(e.into()))?;
    let sql = format!(
        "UPDATE profiles SET codename = $2, headline = $3, pitch = $4, skills = $5, updated_at = $6, skill_ids = $7, \
         skill_vocabulary = $8 WHERE id = $1 RETURNING {COLUMNS}"
    );
    with_db!(db, pool => sqlx::query_as::<_, ProfileRow>(&sql)
        .bind(id)
        .bind(codename)
        .bind(headline)
        .bind(pitch)
        .bind(&skills)
        .bind(now)
        .bind(&skill_ids)
        .bind(vocabulary::VERSION)
        .fetch_optional(pool)
        .await)
    .map_err(map_write_error)?
    .ok_or(ApiError::NotFound)
}

/// Whether nobody but `except_id` uses the codename (compared case-insensitively).
pub async fn codename_is_free(db: &Db, codename: &str, except_id: &SeekerId) -> Result<bool, sqlx::Error> {
    let taken: i64 = with_db!(db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM profiles WHERE lower(codename) = lower($1) AND id <> $2",
    )
    .bind(codename)
    .bind(except_id)
    .fetch_one(pool)
    .await)?;
    Ok(taken == 0)
}

/// The identity fields a job seeker edits next to the profile (kept in user_profiles).
pub async fn update_contact(
    db: &Db,
    id: &SeekerId,
    linkedin_url: Option<&str>,
    phone_number: Option<&str>,
    phone_country_code: Option<&str>,
    now: i64,
) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query(
        "UPDATE user_profiles SET linkedin_url = $2, phone_number = $3, phone_country_code = $4, updated_at = $5 WHERE id = $1",
    )
    .bind(id)
    .bind(linkedin_url)
    .bind(phone_number)
    .bind(phone_country_code)
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ()))
}

#[derive(Debug, Clone, FromRow)]
pub struct ContactRow {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub avatar_url: Option<String>,
    pub linkedin_url: Option<String>,
    pub phone_number: Option<String>,
    pub phone_country_code: Option<String>,
}

/// A person's identity with their id.
#[derive(Debug, Clone, FromRow)]
pub struct OwnedContact {
    pub id: SeekerId,
    #[sqlx(flatten)]
    pub contact: ContactRow,
}

/// Identities of several people in one query; the same rule as `contact` applies.
pub async fn contacts(db: &Db, ids: &[SeekerId]) -> Result<Vec<OwnedContact>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let placeholders: Vec<String> = (1..=ids.len()).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT id, first_name, last_name, email, avatar_url, linkedin_url, phone_number, phone_country_code \
         FROM user_profiles WHERE id IN ({})",
        placeholders.join(", ")
    );
    with_db!(db, pool => {
        let mut query = sqlx::query_as::<_, OwnedContact>(&sql);
        for id in ids {
            query = query.bind(id);
        }
        query.fetch_all(pool).await
    })
}

/// Identity of a person. Only for the owner, or for a recruiter whose request the owner
/// approved (`privacy::access::may_see_identity` decides; callers must ask it first).
pub async fn contact(db: &Db, id: &SeekerId) -> Result<Option<ContactRow>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as::<_, ContactRow>(
        "SELECT first_name, last_name, email, avatar_url, linkedin_url, phone_number, phone_country_code \
         FROM user_profiles WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(pool)
    .await)
}

/// Up to `limit` profiles whose canonical skill ids an older vocabulary computed (or none
/// did): (id, skills as JSON text).
pub async fn stale_skill_ids(
    db: &Db,
    version: i64,
    after: &str,
    limit: i64,
) -> Result<Vec<(String, String)>, sqlx::Error> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT id, skills FROM profiles WHERE id > $2 AND skill_vocabulary <> $1 ORDER BY id LIMIT $3",
    )
    .bind(version)
    .bind(after)
    .bind(limit)
    .fetch_all(pool)
    .await)
}

/// Stores canonical skill ids computed by vocabulary `version`, one transaction per call.
pub async fn set_skill_ids(db: &Db, version: i64, rows: &[(String, String)]) -> Result<(), sqlx::Error> {
    let kind = db.kind();
    with_db!(db, pool => {
        let mut tx = pool.begin_with(begin_write_statement(&kind)).await?;
        for (id, skill_ids) in rows {
            sqlx::query("UPDATE profiles SET skill_ids = $2, skill_vocabulary = $3 WHERE id = $1")
                .bind(id)
                .bind(skill_ids)
                .bind(version)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await
    })
}

/// Records how `id` usually answers reveal requests (`None`: too few answers to say).
pub async fn set_usual_answer(db: &Db, id: &SeekerId, usual: Option<UsualAnswer>) -> Result<(), sqlx::Error> {
    with_db!(db, pool => sqlx::query("UPDATE profiles SET usual_answer = $2 WHERE id = $1")
        .bind(id)
        .bind(usual.map(UsualAnswer::as_str))
        .execute(pool)
        .await
        .map(|_| ()))
}
