//! The re-identification guard's endpoint: how many other profiles a draft of the job
//! seeker's own would blend in with, as a bucket, with the warning and one-click fixes.
//! Asked live while the profile is edited and again as it is saved; it never names,
//! lists or exactly counts other profiles.

use axum::extract::{FromRef, State};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    anonymity::{self, CrowdBucket, CrowdKeys, Fix},
    crowd_count::Crowds,
    model::{self, HEADLINE_MAX, SKILL_MAX_CHARS, SKILLS_MAX},
    precision::{LocationPrecision, Place},
    screening::{self, Screening},
};
use crate::{
    auth::extract::{CurrentUser, JobSeeker},
    error::{ApiError, ApiResult, ErrorBody},
    http::{json::ApiJson, rate_limit::per_session_limit},
    state::AppState,
};

/// Checks a person may run in a burst, then one more every `CHECK_REFILL`: enough for
/// live checks while typing, too few to map the profiles around a place by trying drafts.
const CHECK_BURST: u32 = 30;
const CHECK_REFILL: std::time::Duration = std::time::Duration::from_secs(2);

pub fn router<S>(state: &AppState) -> OpenApiRouter<S>
where
    S: Clone + Send + Sync + 'static,
    AppState: FromRef<S>,
    Crowds: FromRef<S>,
{
    let cookie = crate::auth::session::cookie_name(&state.settings);
    OpenApiRouter::new().routes(routes!(anonymity_check)).layer(per_session_limit(
        &state.settings,
        cookie,
        CHECK_BURST,
        CHECK_REFILL,
    ))
}

fn draft_skills_schema() -> utoipa::openapi::schema::Array {
    use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Type};
    let text = ObjectBuilder::new().schema_type(Type::String).max_length(Some(SKILL_MAX_CHARS));
    ArrayBuilder::new().items(text).max_items(Some(SKILLS_MAX)).build()
}

/// The fields of a profile being edited that the check compares; the rest do not matter.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AnonymityDraft {
    #[serde(default)]
    #[schema(max_length = 150)]
    pub headline: String,
    #[serde(default)]
    #[schema(max_length = 100)]
    pub city: String,
    #[serde(default)]
    #[schema(max_length = 100)]
    pub state: String,
    #[serde(default)]
    #[schema(max_length = 100)]
    pub country: String,
    #[serde(default)]
    pub location_precision: LocationPrecision,
    #[serde(default)]
    #[schema(schema_with = draft_skills_schema)]
    pub skills: Vec<String>,
    /// The screening fields being edited; none when absent.
    #[serde(default)]
    pub screening: Screening,
}

/// `region` and `country` show less of the place; `headline` replaces the headline.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum FixKind {
    Region,
    Country,
    Headline,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnonymityFix {
    pub kind: FixKind,
    /// The general headline to use, for `headline`.
    pub headline: Option<String>,
    /// The crowd once this fix is applied.
    pub bucket: CrowdBucket,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnonymityCheck {
    /// How many other visible profiles share the shown location, title family and top
    /// skills: `fewer than 5`, `5 to 20` or `more than 20`.
    pub bucket: CrowdBucket,
    /// Shown to the job seeker when the crowd is smaller than 5; otherwise `null`.
    pub warning: Option<String>,
    /// One-click fixes, offered with a warning only.
    pub fixes: Vec<AnonymityFix>,
}

fn short(raw: &str, max: usize, what: &str) -> ApiResult<String> {
    let text = raw.trim();
    if text.chars().count() > max {
        return Err(ApiError::validation("invalid_draft", format!("{what} must be {max} characters or fewer")));
    }
    Ok(text.to_owned())
}

/// Checks whether a draft of the job seeker's profile could be recognised: the other
/// searchable profiles that share its shown location, title family and top skills, as a
/// bucket; below 5, the warning and the fixes (each with the bucket it would give).
#[utoipa::path(post, path = "/api/profile/anonymity-check", tag = "seekers", request_body = AnonymityDraft,
    responses((status = 200, body = AnonymityCheck), (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn anonymity_check(
    State(crowds): State<Crowds>,
    JobSeeker(user): JobSeeker,
    ApiJson(draft): ApiJson<AnonymityDraft>,
) -> ApiResult<ApiJson<AnonymityCheck>> {
    let headline = short(&draft.headline, HEADLINE_MAX, "The headline")?;
    let place = Place {
        location: String::new(),
        city: short(&draft.city, 100, "The city")?,
        state: short(&draft.state, 100, "The state")?,
        country: short(&draft.country, 100, "The country")?,
    };
    let skills = model::normalize_skills(&draft.skills)?;
    let screening = draft.screening.validated()?;
    let draft = Draft { place, precision: draft.location_precision, headline, skills, screening };
    Ok(ApiJson(check(&crowds, &user, &draft).await?))
}

/// A profile as the check compares it.
pub struct Draft {
    pub place: Place,
    pub precision: LocationPrecision,
    pub headline: String,
    pub skills: Vec<String>,
    pub screening: Screening,
}

/// The check of a profile (a draft, or what was just saved) of `me`, counted over the
/// profiles `me` could find as a recruiter: a count over all of them would tell someone
/// with both roles that profiles hidden from them exist in a niche.
pub async fn check(crowds: &Crowds, me: &CurrentUser, draft: &Draft) -> ApiResult<AnonymityCheck> {
    let (place, precision, headline) = (&draft.place, draft.precision, draft.headline.as_str());
    let hidden_from_me = me.shield_viewer().terms();
    let bucket_of = |precision: LocationPrecision, headline: &str| {
        let keys = CrowdKeys::new(place, precision, headline, &draft.skills)
            .with_screening(screening::terms::crowd_keys(&draft.screening));
        let count = crowds.0.crowd_size(keys, me.id.to_string(), hidden_from_me.clone());
        async move { count.await.map(CrowdBucket::of) }
    };
    let bucket = bucket_of(precision, headline).await?;
    let mut fixes = Vec::new();
    if bucket.is_risky() {
        for fix in anonymity::fixes(place, precision, headline) {
            let (kind, general, fixed) = match fix {
                Fix::ShowRegion => (FixKind::Region, None, bucket_of(LocationPrecision::Region, headline).await?),
                Fix::ShowCountry => (FixKind::Country, None, bucket_of(LocationPrecision::Country, headline).await?),
                Fix::GeneraliseHeadline(general) => {
                    let fixed = bucket_of(precision, &general).await?;
                    (FixKind::Headline, Some(general), fixed)
                }
            };
            fixes.push(AnonymityFix { kind, headline: general, bucket: fixed });
        }
    }
    Ok(AnonymityCheck { bucket, warning: anonymity::warning(bucket, precision), fixes })
}
