//! A candidate's profile as a recruiter opens it: the anonymous fields, this recruiter's
//! reveal request, and identity only while that request is approved.

use axum::extract::{Path, State};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    preferences::{self, RequestPreferences},
    store::{RequestBrief, briefs_for_employer},
    view::TermsView,
};
use crate::{
    auth::extract::{ActingRecruiter, CurrentUser},
    error::{ApiError, ApiResult, ErrorBody},
    http::json::ApiJson,
    ids::{PublicProfileId, RevealRequestId},
    privacy::{access::may_see_identity, shield::store as shield},
    seekers::{
        self,
        anonymous_profile::AnonymousProfile,
        store::ProfileRow,
        view::{Identity, identity_for},
    },
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_candidate))
}

/// This recruiter's request to a candidate, as of now.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RequestState {
    #[schema(value_type = String)]
    pub id: RevealRequestId,
    #[serde(flatten)]
    pub terms: TermsView,
}

impl RequestState {
    pub fn at(b: &RequestBrief, now: i64) -> Self {
        Self { id: b.id.clone(), terms: TermsView::at(&b.terms, now) }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CandidateView {
    pub profile: AnonymousProfile,
    /// Only while this recruiter's request is approved (or for the owner).
    pub identity: Option<Identity>,
    pub reveal_request: Option<RequestState>,
    /// The viewer is looking at their own profile (treated as revealed).
    pub is_own_profile: bool,
    /// Which requests the candidate accepts, so the reveal dialog says which one stops a
    /// request before the recruiter writes it.
    pub request_preferences: RequestPreferences,
}

pub fn candidate_not_found() -> ApiError {
    ApiError::Missing { code: "candidate_not_found", message: "Profile Not Found".into() }
}

/// The profile `user` opens by its public id, and whether it is their own; the same 404
/// for a malformed id, an unknown one, a hidden one and one that hides from them.
pub async fn open_candidate(state: &AppState, user: &CurrentUser, profile_id: &str) -> ApiResult<(ProfileRow, bool)> {
    // A malformed id is the same 404 as an unknown one.
    let public_id = PublicProfileId::parse(profile_id).ok_or_else(candidate_not_found)?;
    let row = seekers::store::find_public(&state.db, &public_id).await?.ok_or_else(candidate_not_found)?;
    let is_own_profile = row.id == user.id;
    // For a recruiter the profile hides from, it does not exist (invariant 10).
    let viewer = user.shield_viewer();
    if !is_own_profile && shield::hides(&state.db, &row.id, &viewer).await? {
        return Err(candidate_not_found());
    }
    // Hidden is gone for everyone else, except that a paused profile (from "Still open to
    // offers?") stays open to a recruiter the job seeker had revealed themselves to.
    if row.is_hidden() && !is_own_profile {
        let now = state.clock.now_millis();
        let revealed_before_the_pause = seekers::freshness::store::is_paused(&state.db, &row.id).await?
            && may_see_identity(&state.db, &row.id, &user.asker(), now).await?;
        if !revealed_before_the_pause {
            return Err(candidate_not_found());
        }
    }
    Ok((row, is_own_profile))
}

/// A candidate's profile for a recruiter. Hidden and unknown profiles are 404 alike.
#[utoipa::path(get, path = "/api/candidates/{profile_id}", tag = "search",
    params(("profile_id" = String, Path, format = Uuid, description = "The candidate's public profile id")),
    responses((status = 200, body = CandidateView), (status = 404, body = ErrorBody)))]
async fn get_candidate(
    State(state): State<AppState>,
    ActingRecruiter(user): ActingRecruiter,
    Path(profile_id): Path<String>,
) -> ApiResult<ApiJson<CandidateView>> {
    let (row, is_own_profile) = open_candidate(&state, &user, &profile_id).await?;
    let identity = identity_for(&state, &row.id, &user.asker(), false).await?;
    let brief =
        briefs_for_employer(&state.db, &user.recruiter_id(), std::slice::from_ref(&row.id)).await?.into_iter().next();
    Ok(ApiJson(CandidateView {
        profile: AnonymousProfile::from(&row),
        identity,
        reveal_request: brief.as_ref().map(|b| RequestState::at(b, state.clock.now_millis())),
        is_own_profile,
        request_preferences: preferences::store::of(&state.db, &row.id).await?.unwrap_or_default(),
    }))
}
