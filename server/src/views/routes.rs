//! Profile-view endpoints: recording a visit, who viewed me, what I viewed (and
//! clearing it), my total, and the debug screen's data.

use std::collections::HashMap;

use axum::{
    extract::{Query, State},
    http::StatusCode,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::{DUPLICATE_CHECK_WINDOW_MS, LIST_LIMIT},
    store::{self, Scope},
};
use crate::{
    auth::extract::{ActingRecruiter, CurrentUser, JobSeeker, Recruiter},
    db::clock::to_rfc3339,
    error::{ApiError, ApiResult, ErrorBody},
    http::json::ApiJson,
    ids::{AccountId, PublicProfileId, RecruiterId, SeekerId},
    privacy::activity::model::ActivityKind,
    privacy::shield::{store as shield, viewer::Viewer as ShieldViewer},
    recruiters,
    reveal::model::RevealedName,
    seekers,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(record_view))
        .routes(routes!(recent_viewers))
        .routes(routes!(recently_viewed, clear_recently_viewed))
        .routes(routes!(total_views))
        .routes(routes!(debug_stats))
        .routes(routes!(debug_raw))
        .routes(routes!(debug_duplicates))
        .routes(routes!(debug_generate))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RecordView {
    pub profile_id: PublicProfileId,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ViewRecorded {
    /// False for your own profile and for a repeat visit within 30 seconds.
    pub recorded: bool,
}

/// Records a visit of a candidate's profile (once per page visit; repeats within 30 s
/// and your own profile are not counted).
#[utoipa::path(post, path = "/api/profile-views", tag = "views", request_body = RecordView,
    responses((status = 200, body = ViewRecorded), (status = 404, body = ErrorBody),
        (status = 422, description = "Not a profile id", body = ErrorBody)))]
async fn record_view(
    State(state): State<AppState>,
    ActingRecruiter(user): ActingRecruiter,
    ApiJson(body): ApiJson<RecordView>,
) -> ApiResult<ApiJson<ViewRecorded>> {
    let not_found = || ApiError::Missing { code: "candidate_not_found", message: "Profile Not Found".into() };
    let profile = seekers::store::find_public(&state.db, &body.profile_id).await?.ok_or_else(not_found)?;
    if profile.id == user.id {
        return Ok(ApiJson(ViewRecorded { recorded: false }));
    }
    // A profile that hides from this recruiter does not exist for them: no view.
    let viewer = user.shield_viewer();
    if profile.is_hidden() || shield::hides(&state.db, &profile.id, &viewer).await? {
        return Err(not_found());
    }
    let recorded = store::record(&state.db, &user.id, &profile.id, state.clock.now_millis()).await?;
    if recorded {
        state.activity.record(&profile.id, &user.recruiter_id(), ActivityKind::ProfileViewed).await;
    }
    Ok(ApiJson(ViewRecorded { recorded }))
}

/// A viewer as a job seeker sees them: their company and role, nothing more.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Viewer {
    /// Names this viewer to block them (`POST /api/blocks`), never who they are.
    pub view_id: String,
    pub viewed_at: String,
    pub company_name: Option<String>,
    pub company_logo_url: Option<String>,
    pub company_location: Option<String>,
    pub recruiter_role: Option<String>,
    /// "Verified company domain" (the viewer's issuer-verified e-mail is at their company
    /// website's domain) or "Company not verified".
    pub company_verified: bool,
}

/// The latest viewers of the signed-in job seeker's profile (one entry per viewer).
#[utoipa::path(get, path = "/api/profile-views/viewers", tag = "views",
    responses((status = 200, body = Vec<Viewer>)))]
async fn recent_viewers(State(state): State<AppState>, JobSeeker(user): JobSeeker) -> ApiResult<ApiJson<Vec<Viewer>>> {
    let now = state.clock.now_millis();
    let rows = store::recent_viewers(&state.db, &user.seeker_id(), LIST_LIMIT).await?;
    let viewers: Vec<RecruiterId> = rows.iter().map(|r| RecruiterId::of(r.viewer_id.clone())).collect();
    let verified = recruiters::verification::verified_among(&state.db, &viewers).await?;
    Ok(ApiJson(
        rows.into_iter()
            .map(|r| Viewer {
                company_verified: verified.get(&RecruiterId::of(r.viewer_id.clone())).copied().unwrap_or(false),
                view_id: r.view_id,
                viewed_at: to_rfc3339(r.viewed_at),
                company_logo_url: state.storage.browser_url(r.logo_url.as_deref(), now),
                company_name: r.company_name,
                company_location: r.location,
                recruiter_role: r.recruiter_role,
            })
            .collect(),
    ))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ViewedProfile {
    pub profile_id: PublicProfileId,
    pub viewed_at: String,
    pub codename: String,
    pub headline: String,
    /// Name and photo only while this recruiter's request is approved.
    pub revealed: Option<RevealedName>,
}

/// Profiles the signed-in recruiter viewed lately (one entry per profile).
#[utoipa::path(get, path = "/api/profile-views/recent", tag = "views",
    responses((status = 200, body = Vec<ViewedProfile>)))]
async fn recently_viewed(
    State(state): State<AppState>,
    Recruiter(user): Recruiter,
) -> ApiResult<ApiJson<Vec<ViewedProfile>>> {
    let viewer = user.shield_viewer();
    let rows = store::recently_viewed(&state.db, &user.id, &viewer, LIST_LIMIT).await?;
    let owners: Vec<SeekerId> = rows.iter().map(|r| r.profile_id.clone()).collect();
    let mut identities = seekers::view::identities_for(&state, &owners, &user.asker()).await?;
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        let identity = identities.remove(&r.profile_id);
        out.push(ViewedProfile {
            viewed_at: to_rfc3339(r.viewed_at),
            revealed: identity.map(|i| RevealedName {
                first_name: i.first_name,
                last_name: i.last_name,
                avatar_url: i.avatar_url,
            }),
            profile_id: r.public_id,
            codename: r.codename,
            headline: r.headline,
        });
    }
    Ok(ApiJson(out))
}

/// Clears the signed-in recruiter's recently viewed list (the candidates' counts stay).
#[utoipa::path(delete, path = "/api/profile-views/recent", tag = "views",
    responses((status = 204, description = "Cleared")))]
async fn clear_recently_viewed(State(state): State<AppState>, Recruiter(user): Recruiter) -> ApiResult<StatusCode> {
    store::clear_recently_viewed(&state.db, &user.id).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TotalViews {
    pub total: i64,
}

/// How many times the signed-in job seeker's profile was viewed.
#[utoipa::path(get, path = "/api/profile-views/total", tag = "views",
    responses((status = 200, body = TotalViews)))]
async fn total_views(State(state): State<AppState>, JobSeeker(user): JobSeeker) -> ApiResult<ApiJson<TotalViews>> {
    Ok(ApiJson(TotalViews { total: store::total_views(&state.db, &user.seeker_id()).await? }))
}

/// Debug data covers every view for the admin only; anyone else, in every mode, sees
/// only views by or of themselves (who looked at whom is not theirs to read).
fn debug_scope<'a>(user: &'a CurrentUser, viewer: &'a ShieldViewer) -> Scope<'a> {
    if user.is_admin { Scope::Everyone } else { Scope::Involving(&user.id, viewer) }
}

/// Test data changes what everyone's screens show: the admin's, or development mode's.
fn may_generate(state: &AppState, user: &CurrentUser) -> bool {
    user.is_admin || state.settings.development_mode()
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ViewStats {
    pub total_views: i64,
    pub test_views: i64,
    pub unique_viewers: i64,
    pub unique_profiles: i64,
    pub last_24h: i64,
    /// Whether these numbers cover everyone (the admin) or only you.
    pub scope: String,
    /// Whether this person may generate test data.
    pub can_generate: bool,
}

const DAY_MS: i64 = 24 * 3600 * 1000;

/// Counts for the profile-views debug screen.
#[utoipa::path(get, path = "/api/profile-views/debug/stats", tag = "views",
    responses((status = 200, body = ViewStats)))]
async fn debug_stats(State(state): State<AppState>, user: CurrentUser) -> ApiResult<ApiJson<ViewStats>> {
    let viewer = user.shield_viewer();
    let scope = debug_scope(&user, &viewer);
    let (total_views, test_views, unique_viewers, unique_profiles, last_24h) =
        store::stats(&state.db, state.clock.now_millis() - DAY_MS, scope).await?;
    Ok(ApiJson(ViewStats {
        total_views,
        test_views,
        unique_viewers,
        unique_profiles,
        last_24h,
        scope: if matches!(scope, Scope::Everyone) { "everyone".into() } else { "you".into() },
        can_generate: may_generate(&state, &user),
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RawQuery {
    /// `latest` (the latest 100, default) or `24h`.
    pub range: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RawView {
    pub id: String,
    #[schema(value_type = String)]
    pub viewer_id: AccountId,
    /// The viewed profile's public id.
    pub viewed_profile_id: PublicProfileId,
    pub viewed_at: String,
    pub is_test_data: bool,
}

/// Raw view rows for the debug screen (opaque ids only).
#[utoipa::path(get, path = "/api/profile-views/debug/raw", tag = "views", params(RawQuery),
    responses((status = 200, body = Vec<RawView>)))]
async fn debug_raw(
    State(state): State<AppState>,
    user: CurrentUser,
    Query(query): Query<RawQuery>,
) -> ApiResult<ApiJson<Vec<RawView>>> {
    let since = (query.range.as_deref() == Some("24h")).then(|| state.clock.now_millis() - DAY_MS);
    let viewer = user.shield_viewer();
    let rows =
        store::raw_views(&state.db, since, if since.is_some() { 1000 } else { 100 }, debug_scope(&user, &viewer))
            .await?;
    Ok(ApiJson(
        rows.into_iter()
            .map(|r| RawView {
                id: r.id,
                viewer_id: r.user_id,
                viewed_profile_id: r.viewed_public_id,
                viewed_at: to_rfc3339(r.viewed_at),
                is_test_data: r.is_test_data,
            })
            .collect(),
    ))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DuplicatePair {
    #[schema(value_type = String)]
    pub viewer_id: AccountId,
    pub viewed_profile_id: PublicProfileId,
    /// Views of this pair less than 10 seconds after the previous one.
    pub close_repeats: usize,
}

/// Same viewer and profile seen twice within 10 seconds over the last 24 hours (there
/// should be none outside test data: the 30-second rule prevents them).
#[utoipa::path(get, path = "/api/profile-views/debug/duplicates", tag = "views",
    responses((status = 200, body = Vec<DuplicatePair>)))]
async fn debug_duplicates(State(state): State<AppState>, user: CurrentUser) -> ApiResult<ApiJson<Vec<DuplicatePair>>> {
    let viewer = user.shield_viewer();
    let rows =
        store::raw_views(&state.db, Some(state.clock.now_millis() - DAY_MS), 10_000, debug_scope(&user, &viewer))
            .await?;
    let mut by_pair: HashMap<(AccountId, PublicProfileId), Vec<i64>> = HashMap::new();
    for r in rows {
        by_pair.entry((r.user_id, r.viewed_public_id)).or_default().push(r.viewed_at);
    }
    let mut out: Vec<DuplicatePair> = by_pair
        .into_iter()
        .filter_map(|((viewer_id, viewed_profile_id), mut times)| {
            times.sort_unstable();
            let close_repeats = times.windows(2).filter(|w| w[1] - w[0] < DUPLICATE_CHECK_WINDOW_MS).count();
            (close_repeats > 0).then_some(DuplicatePair { viewer_id, viewed_profile_id, close_repeats })
        })
        .collect();
    out.sort_by(|a, b| b.close_repeats.cmp(&a.close_repeats).then(a.viewer_id.cmp(&b.viewer_id)));
    Ok(ApiJson(out))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GenerateView {
    pub viewer_id: String,
    /// The viewed profile's public id.
    pub viewed_profile_id: PublicProfileId,
}

/// Inserts a test-data view between two chosen people. The admin, or development mode.
#[utoipa::path(post, path = "/api/profile-views/debug/generate", tag = "views", request_body = GenerateView,
    responses((status = 201, description = "Inserted"), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn debug_generate(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiJson(body): ApiJson<GenerateView>,
) -> ApiResult<StatusCode> {
    if !may_generate(&state, &user) {
        return Err(ApiError::Forbidden("Only the admin can generate test data.".into()));
    }
    // A malformed viewer id is as unknown as a missing one.
    let viewer = match AccountId::parse(&body.viewer_id) {
        Some(id) => crate::auth::store::find_user(&state.db, &id).await?.map(|_| id),
        None => None,
    };
    let profile = seekers::store::find_public(&state.db, &body.viewed_profile_id).await?;
    let (Some(viewer), Some(profile)) = (viewer, profile) else {
        return Err(ApiError::Missing {
            code: "unknown_person",
            message: "Choose an existing viewer and profile".into(),
        });
    };
    if profile.id == viewer {
        return Err(ApiError::validation("invalid_action", "A person cannot view their own profile"));
    }
    store::insert_test_view(&state.db, &viewer, &profile.id, state.clock.now_millis()).await?;
    Ok(StatusCode::CREATED)
}
