//! The job seeker's own profile: read, save (wizard and edit form), partial updates
//! from the assistant, codename availability, and the anonymous preview.

use axum::extract::{FromRef, Query, State};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    anonymous_profile::AnonymousProfile,
    crowd_count::Crowds,
    guard::{self, AnonymityCheck},
    model::{self, Codename, JobType, ProfileStatus},
    precision::LocationPrecision,
    screening::Screening,
    store::{self, ProfileRow, ProfileWrite},
    view::{Identity, identity_for},
};
use crate::{
    auth::extract::JobSeeker,
    db::clock::to_rfc3339,
    error::{ApiError, ApiResult, ErrorBody},
    http::json::ApiJson,
    metrics::{self, Pulse},
    state::AppState,
};

/// Under any router state that holds the shared state and the crowd counter.
pub fn router<S>(state: &AppState) -> OpenApiRouter<S>
where
    S: Clone + Send + Sync + 'static,
    AppState: FromRef<S>,
    Crowds: FromRef<S>,
{
    OpenApiRouter::new()
        .routes(routes!(get_profile, save_profile, update_profile))
        .routes(routes!(codename_availability))
        .routes(routes!(anonymous_preview))
        .merge(super::guard::router(state))
}

/// The job seeker's own profile, with their identity (theirs to see).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OwnProfile {
    /// The place exactly as saved: recruiters see it at `locationPrecision`.
    #[serde(flatten)]
    pub profile: AnonymousProfile,
    pub location_precision: LocationPrecision,
    pub view_count: i64,
    pub updated_at: String,
    pub identity: Option<Identity>,
    /// The re-identification check of what was just saved (`PUT` only; otherwise `null`).
    pub anonymity: Option<AnonymityCheck>,
}

fn profile_not_found() -> ApiError {
    ApiError::Missing { code: "profile_not_found", message: "Profile Not Found".into() }
}

async fn own_profile(state: &AppState, row: &ProfileRow) -> ApiResult<OwnProfile> {
    Ok(OwnProfile {
        profile: AnonymousProfile::for_owner(row),
        location_precision: row.location_precision,
        view_count: row.view_count,
        updated_at: to_rfc3339(row.updated_at),
        identity: identity_for(state, &row.id, &crate::privacy::access::Asker::themselves(row.id.account()), false)
            .await?,
        anonymity: None,
    })
}

/// The signed-in job seeker's profile; 404 `profile_not_found` when there is none yet.
#[utoipa::path(get, path = "/api/profile", tag = "seekers",
    responses((status = 200, body = OwnProfile), (status = 404, body = ErrorBody)))]
async fn get_profile(State(state): State<AppState>, JobSeeker(user): JobSeeker) -> ApiResult<ApiJson<OwnProfile>> {
    let row = store::find(&state.db, &user.seeker_id()).await?.ok_or_else(profile_not_found)?;
    Ok(ApiJson(own_profile(&state, &row).await?))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProfileRequest {
    #[schema(pattern = r"^[A-Za-z0-9-]{3,30}$")]
    pub codename: String,
    #[schema(pattern = r"[^\s\u0000\u0085]", max_length = 150)]
    pub headline: String,
    #[serde(default)]
    #[schema(max_length = 200)]
    pub location: String,
    #[serde(default)]
    #[schema(max_length = 100)]
    pub city: String,
    #[serde(default)]
    #[schema(max_length = 100)]
    pub state: String,
    #[serde(default)]
    #[schema(max_length = 100)]
    pub country: String,
    /// How precisely recruiters see the location. Left unchanged when absent (a new
    /// profile starts at `city`).
    pub location_precision: Option<LocationPrecision>,
    /// `remote`, `onsite` or `hybrid`; anything else is saved as `remote`.
    #[serde(default)]
    pub job_type: String,
    #[serde(default)]
    #[schema(minimum = 0, maximum = 1_000_000_000)]
    pub min_salary: i64,
    #[serde(default)]
    #[schema(minimum = 0, maximum = 1_000_000_000)]
    pub max_salary: i64,
    #[schema(schema_with = model::skills_schema)]
    pub skills: Vec<String>,
    /// `active`, `passive` or `hidden`; anything else is saved as `active`.
    #[serde(default)]
    pub status: String,
    #[serde(default)]
    #[schema(max_length = 2000)]
    pub pitch: String,
    #[serde(default)]
    #[schema(max_length = 2000)]
    pub summary: String,
    /// Left unchanged when absent; an empty string clears it.
    #[schema(pattern = r"^(https://(www\.)?linkedin\.com/in/[A-Za-z0-9_-]{1,100})?$")]
    pub linkedin_url: Option<String>,
    /// 4 to 15 digits, with spaces, dashes, dots or brackets between them.
    #[schema(pattern = r"^(\+?[0-9]{4,15})?$")]
    pub phone_number: Option<String>,
    #[schema(pattern = r"^(\+[0-9]{1,4})?$")]
    pub phone_country_code: Option<String>,
    /// Seniority, availability, work authorization, languages and relocation, all
    /// optional. Left unchanged when absent.
    pub screening: Option<Screening>,
}

fn short(raw: &str, max: usize, code: &'static str, what: &str) -> ApiResult<String> {
    let text = raw.trim();
    if text.chars().count() > max {
        return Err(ApiError::validation(code, format!("{what} must be {max} characters or fewer")));
    }
    Ok(text.to_owned())
}

impl ProfileRequest {
    fn validate(&self) -> ApiResult<ProfileWrite> {
        let codename = Codename::parse(&self.codename)?;
        let headline = model::headline(&self.headline)?;
        if headline.is_empty() {
            return Err(ApiError::validation("missing_headline", "Please enter your professional headline"));
        }
        let skills = model::normalize_skills(&self.skills)?;
        if skills.is_empty() {
            return Err(ApiError::validation("missing_skills", "Please add at least one skill to your profile"));
        }
        Ok(ProfileWrite {
            codename: codename.as_str().to_owned(),
            headline,
            location: short(&self.location, 200, "invalid_location", "The location")?,
            city: short(&self.city, 100, "invalid_location", "The city")?,
            state: short(&self.state, 100, "invalid_location", "The state")?,
            country: short(&self.country, 100, "invalid_location", "The country")?,
            location_precision: self.location_precision,
            job_type: JobType::parse_or_default(&self.job_type),
            min_salary: model::salary(self.min_salary)?,
            max_salary: model::salary(self.max_salary)?,
            skills,
            status: ProfileStatus::parse_or_default(&self.status),
            pitch: model::pitch(&self.pitch)?,
            summary: model::pitch(&self.summary)?,
            screening: self.screening.as_ref().map(Screening::validated).transpose()?,
        })
    }
}

/// Creates or replaces the profile (the onboarding wizard and the edit form). A codename
/// someone else holds is refused with 409 `codename_taken` and nothing is saved.
#[utoipa::path(put, path = "/api/profile", tag = "seekers", request_body = ProfileRequest,
    responses((status = 200, body = OwnProfile), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn save_profile(
    State(state): State<AppState>,
    State(crowds): State<Crowds>,
    JobSeeker(user): JobSeeker,
    ApiJson(body): ApiJson<ProfileRequest>,
) -> ApiResult<ApiJson<OwnProfile>> {
    let write = body.validate()?;
    let linkedin = body.linkedin_url.as_deref().map(model::linkedin_url).transpose()?;
    let phone = match (&body.phone_number, &body.phone_country_code) {
        (None, None) => None,
        (number, code) => Some(model::phone(number.as_deref().unwrap_or(""), code.as_deref().unwrap_or(""))?),
    };
    let now = state.clock.now_millis();
    let seeker = user.seeker_id();
    let row = store::upsert(&state.db, &seeker, &write, now).await?;
    if row.created_at == now {
        metrics::pulse(Pulse::ProfileCreated);
    }
    if linkedin.is_some() || phone.is_some() {
        let current = store::contact(&state.db, &seeker).await?.ok_or(ApiError::Unauthenticated)?;
        let linkedin = linkedin.unwrap_or(current.linkedin_url);
        let (number, code) = phone.unwrap_or((current.phone_number, current.phone_country_code));
        store::update_contact(&state.db, &seeker, linkedin.as_deref(), number.as_deref(), code.as_deref(), now).await?;
    }
    if row.is_hidden() {
        // Hidden leaves every search's hits and totals before the answer.
        state.index_progress.profile_hidden().await;
    } else {
        state.index_progress.profile_changed().await;
    }
    tracing::info!(user_id = %user.id, "profile saved");
    let mut saved = own_profile(&state, &row).await?;
    // The profile is saved whatever the check says; it only informs.
    let draft = guard::Draft {
        place: row.place(),
        precision: row.location_precision,
        headline: row.headline.clone(),
        skills: row.skills(),
        screening: row.screening(),
    };
    saved.anonymity = guard::check(&crowds, &user, &draft).await.ok();
    Ok(ApiJson(saved))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProfileUpdate {
    #[schema(pattern = r"^[A-Za-z0-9-]{3,30}$")]
    pub codename: Option<String>,
    #[schema(pattern = r"[^\s\u0000\u0085]", max_length = 150)]
    pub headline: Option<String>,
    #[schema(pattern = r"[^\s\u0000\u0085]", max_length = 2000)]
    pub pitch: Option<String>,
    /// Added when not present yet (case-insensitive). More than 50 skills in all is
    /// refused with 409 `too_many_skills`.
    #[schema(schema_with = model::skills_schema_nullable)]
    pub add_skills: Option<Vec<String>>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProfileUpdated {
    pub profile: OwnProfile,
    /// How many of `addSkills` were new.
    pub added_skills: usize,
}

/// Saves what the AI assistant produced: a codename, headline or pitch, or skills to add.
#[utoipa::path(patch, path = "/api/profile", tag = "seekers", request_body = ProfileUpdate,
    responses((status = 200, body = ProfileUpdated), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn update_profile(
    State(state): State<AppState>,
    JobSeeker(user): JobSeeker,
    ApiJson(body): ApiJson<ProfileUpdate>,
) -> ApiResult<ApiJson<ProfileUpdated>> {
    let seeker = user.seeker_id();
    let row = store::find(&state.db, &seeker).await?.ok_or_else(profile_not_found)?;
    let codename = match &body.codename {
        Some(c) => Codename::parse(c)?.as_str().to_owned(),
        None => row.codename.clone(),
    };
    let headline = match &body.headline {
        Some(h) if h.trim().is_empty() => return Err(ApiError::validation("missing_headline", "No headline to save")),
        Some(h) => model::headline(h)?,
        None => row.headline.clone(),
    };
    let pitch = match &body.pitch {
        Some(p) if p.trim().is_empty() => return Err(ApiError::validation("missing_pitch", "No pitch to save")),
        Some(p) => model::pitch(p)?,
        None => row.pitch.clone(),
    };
    let mut skills = row.skills();
    let mut added_skills = 0;
    if let Some(new) = &body.add_skills {
        let new = model::normalize_skills(new)?;
        if new.is_empty() {
            return Err(ApiError::validation("missing_skills", "No skills to add"));
        }
        added_skills = model::merge_skills(&mut skills, &new);
        // Valid on its own, too many with what the profile has: a conflict with its state.
        model::normalize_skills(&skills).map_err(|_| ApiError::Conflict {
            code: "too_many_skills",
            message: "Please list at most 50 skills".into(),
        })?;
    }
    let updated =
        store::update_parts(&state.db, &seeker, &codename, &headline, &pitch, &skills, state.clock.now_millis())
            .await?;
    state.index_progress.profile_changed().await;
    Ok(ApiJson(ProfileUpdated { profile: own_profile(&state, &updated).await?, added_skills }))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct CodenameQuery {
    #[param(max_length = 200, pattern = r"^[^\u0000]*$")]
    pub codename: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CodenameAvailability {
    pub available: bool,
    /// Why not, in the spec's words; `null` when available.
    pub message: Option<String>,
}

/// Whether a codename can be used: it follows the rules and nobody else has it.
#[utoipa::path(get, path = "/api/profile/codename-availability", tag = "seekers", params(CodenameQuery),
    responses((status = 200, body = CodenameAvailability)))]
async fn codename_availability(
    State(state): State<AppState>,
    JobSeeker(user): JobSeeker,
    Query(query): Query<CodenameQuery>,
) -> ApiResult<ApiJson<CodenameAvailability>> {
    let codename = match Codename::parse(&query.codename) {
        Ok(c) => c,
        Err(err) => return Ok(ApiJson(CodenameAvailability { available: false, message: Some(err.to_string()) })),
    };
    let free = store::codename_is_free(&state.db, codename.as_str(), &user.seeker_id()).await?;
    Ok(ApiJson(CodenameAvailability { available: free, message: (!free).then(|| store::codename_taken().to_string()) }))
}

/// The job seeker's profile exactly as a recruiter without an approved request sees it.
#[utoipa::path(get, path = "/api/profile/anonymous", tag = "seekers",
    responses((status = 200, body = AnonymousProfile), (status = 404, body = ErrorBody)))]
async fn anonymous_preview(
    State(state): State<AppState>,
    JobSeeker(user): JobSeeker,
) -> ApiResult<ApiJson<AnonymousProfile>> {
    let row = store::find(&state.db, &user.seeker_id()).await?.ok_or_else(profile_not_found)?;
    Ok(ApiJson(AnonymousProfile::from(&row)))
}
