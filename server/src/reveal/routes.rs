//! Reveal requests: a recruiter asks (with optional job details), the job seeker answers
//! (approving for a chosen time, or declining with an optional reason), and identity
//! crosses only with consent. Every rule is checked here, on the server.

use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    budget, emails,
    events::publish_change,
    model::{self, DeclineReason, RequestStatus, RevealDuration, RevealMessage, ShownStatus},
    notices,
    offer::Offer,
    received::{self, ReceivedRequest},
    store::{self, RequestRow},
    view::TermsView,
};
use crate::{
    auth::extract::{ActingRecruiter, CurrentUser, Recruiter},
    error::{ApiError, ApiResult, ErrorBody},
    http::{json::ApiJson, rate_limit::abuse_limit},
    ids::{PublicProfileId, RecruiterId, RevealRequestId},
    metrics::{self, Pulse},
    notifications::publish::notify,
    privacy::activity::model::ActivityKind,
    privacy::shield::store as shield,
    recruiters,
    seekers::{self, usual_answer, view::Identity},
    state::AppState,
};

pub fn router(state: &AppState) -> OpenApiRouter<AppState> {
    let sending = OpenApiRouter::new().routes(routes!(send_request)).layer(abuse_limit(&state.settings));
    OpenApiRouter::new()
        .routes(routes!(received::received_requests))
        .routes(routes!(sent_requests))
        .routes(routes!(answer_request))
        .merge(sending)
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SendRequest {
    pub profile_id: PublicProfileId,
    #[schema(pattern = r"[^\s\u0000\u0085]", max_length = 500)]
    pub message: String,
    /// Optional structured fields: role, salary range, work mode, location.
    #[serde(default)]
    pub offer: Option<Offer>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CandidateSummary {
    pub codename: String,
    pub headline: String,
    pub location: String,
    pub job_type: String,
}

/// A request as the recruiter who sent it sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SentRequest {
    #[schema(value_type = String)]
    pub id: RevealRequestId,
    pub profile_id: PublicProfileId,
    pub message: String,
    #[serde(flatten)]
    pub terms: TermsView,
    pub candidate: CandidateSummary,
    /// Only while the request is approved.
    pub revealed: Option<Identity>,
}

fn existing_request_error(status: ShownStatus) -> ApiError {
    let code = match status {
        ShownStatus::Approved => "request_already_approved",
        ShownStatus::Declined => "request_already_declined",
        ShownStatus::Pending => "request_already_pending",
        ShownStatus::Expired => "request_expired",
        ShownStatus::Withdrawn => "request_withdrawn",
    };
    ApiError::Conflict { code, message: format!("Your request status is: {}", status.as_str()) }
}

/// Tells both sides; the event names the profile by its public id only.
async fn publish_row(state: &AppState, row: &RequestRow, public_id: &PublicProfileId, now: i64) {
    publish_change(state, &row.id, &row.profile_id, &row.employer_id, public_id, row.terms.shown(now)).await;
}

/// Inserts the request, or asks again on this recruiter's request that ended (its row
/// is reused: one request per candidate and recruiter). A request still in force is 409.
async fn insert_or_ask_again(
    state: &AppState,
    profile: &seekers::store::ProfileRow,
    recruiter: &RecruiterId,
    message: &RevealMessage,
    offer: &Offer,
    now: i64,
) -> ApiResult<RequestRow> {
    let conflict = |row: Option<RequestRow>| match row {
        Some(existing) => existing_request_error(existing.terms.shown(now)),
        None => ApiError::NotFound,
    };
    let answer_by = now.saturating_add(i64::from(state.settings.reveal_answer_days) * model::DAY_MS);
    let asked = store::Asked { message: message.as_str(), offer, at: now, answer_by };
    if let Some(existing) = store::find_between(&state.db, &profile.id, recruiter).await? {
        // An ended request (expired, or withdrawn while a suspension lasted) may be asked again.
        if !matches!(existing.terms.shown(now), ShownStatus::Expired | ShownStatus::Withdrawn) {
            return Err(conflict(Some(existing)));
        }
        return match store::ask_again(&state.db, &existing.id, &asked).await? {
            Some(row) => Ok(row),
            None => Err(conflict(store::find(&state.db, &existing.id).await?)),
        };
    }
    let id = RevealRequestId::new_v7();
    match store::insert(&state.db, &id, &profile.id, recruiter, &asked).await? {
        Some(row) => Ok(row),
        // Lost a race with another click: the first request stands.
        None => Err(conflict(store::find_between(&state.db, &profile.id, recruiter).await?)),
    }
}

/// Sends a reveal request. Needs a company profile; never to yourself; one per
/// candidate and recruiter (a second try answers 409 with the existing status, unless
/// that request has expired: then it is sent again).
#[utoipa::path(post, path = "/api/reveal-requests", tag = "reveal", request_body = SendRequest,
    responses(
        (status = 201, body = SentRequest),
        (status = 403, description = "No company profile yet", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Already requested; the code tells the status", body = ErrorBody),
        (status = 422, description = "Invalid, or a preference of the job seeker's stops it (`preference_salary`, `preference_minimum_salary`, `preference_work_mode`, `preference_verified_company`)", body = ErrorBody),
        (status = 429, description = "This week's budget is spent (`request_budget_spent`), or too many at once", body = ErrorBody)))]
async fn send_request(
    State(state): State<AppState>,
    ActingRecruiter(user): ActingRecruiter,
    ApiJson(body): ApiJson<SendRequest>,
) -> ApiResult<(StatusCode, ApiJson<SentRequest>)> {
    let recruiter = user.recruiter_id();
    let Some(employer) = recruiters::store::find(&state.db, &recruiter).await? else {
        return Err(ApiError::Forbidden(
            "Please complete your recruiter profile before sending reveal requests.".into(),
        ));
    };
    let message = RevealMessage::parse(&body.message)?;
    let offer = Offer::parse(body.offer.unwrap_or_default())?.unwrap_or_default();
    let profile = seekers::store::find_public(&state.db, &body.profile_id)
        .await?
        .filter(|p| !p.is_hidden() || p.id == user.id)
        .ok_or(ApiError::Missing { code: "candidate_not_found", message: "Profile Not Found".into() })?;
    if profile.id == user.id {
        return Err(ApiError::validation("invalid_action", "You cannot send a reveal request to yourself"));
    }
    // A profile that hides from this recruiter does not exist for them: no request, no
    // notification, no event.
    let viewer = user.shield_viewer();
    if shield::hides(&state.db, &profile.id, &viewer).await? {
        return Err(ApiError::Missing { code: "candidate_not_found", message: "Profile Not Found".into() });
    }
    // The job seeker's preferences: the first one the request does not meet, in words.
    let preferences = super::preferences::store::of(&state.db, &profile.id).await?.unwrap_or_default();
    let against = super::preferences::Profile {
        mode: profile.job_type,
        min_salary: profile.min_salary,
        country: &profile.country,
    };
    if let Some(stop) = preferences.stop(&offer, &against, viewer.verified) {
        return Err(ApiError::validation(stop.code(), stop.message()));
    }
    let now = state.clock.now_millis();
    // Checked before writing; two sends racing at the last request of the week may both
    // pass, which the abuse limit above bounds.
    let budget = budget::of(&state.db, budget::limits(&state.settings), &recruiter, now).await?;
    if budget.left == 0 {
        return Err(budget::spent_error(&budget, now));
    }
    let row = insert_or_ask_again(&state, &profile, &recruiter, &message, &offer, now).await?;
    let verified = viewer.verified;
    let text = notices::new_request(&employer.company_name, row.terms.offer().as_ref(), verified);
    notify(&state, profile.id.account(), "New Reveal Request", &text, "/reveal-requests").await;
    emails::after_request(&state, &row).await;
    publish_row(&state, &row, &profile.public_id, now).await;
    state.activity.record(&profile.id, &recruiter, ActivityKind::RevealRequested).await;
    tracing::info!(request_id = %row.id, "reveal request sent");
    metrics::pulse(Pulse::RevealSent);
    let location = profile.shown_place().location;
    let sent = SentRequest {
        terms: TermsView::at(&row.terms, now),
        id: row.id,
        profile_id: profile.public_id,
        message: row.message,
        candidate: CandidateSummary {
            codename: profile.codename,
            headline: profile.headline,
            location,
            job_type: profile.job_type.as_str().to_owned(),
        },
        revealed: None,
    };
    Ok((StatusCode::CREATED, ApiJson(sent)))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SentQuery {
    /// How many, newest first (default 50, at most 100).
    pub limit: Option<i64>,
}

/// The requests the signed-in recruiter sent, newest first. A candidate's identity is
/// included only while that request is approved.
#[utoipa::path(get, path = "/api/reveal-requests/sent", tag = "reveal", params(SentQuery),
    responses((status = 200, body = Vec<SentRequest>)))]
async fn sent_requests(
    State(state): State<AppState>,
    Recruiter(user): Recruiter,
    Query(query): Query<SentQuery>,
) -> ApiResult<ApiJson<Vec<SentRequest>>> {
    let viewer = user.shield_viewer();
    let rows =
        store::lists::sent(&state.db, &user.recruiter_id(), &viewer, query.limit.unwrap_or(50).clamp(1, 100)).await?;
    let owners: Vec<_> = rows.iter().map(|r| r.profile_id.clone()).collect();
    let mut identities = seekers::view::identities_for(&state, &owners, &user.asker()).await?;
    let now = state.clock.now_millis();
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        let revealed = identities.remove(&r.profile_id);
        let location = r.shown_location();
        out.push(SentRequest {
            terms: TermsView::at(&r.terms, now),
            candidate: CandidateSummary {
                codename: r.codename,
                headline: r.headline,
                location,
                job_type: r.job_type.as_str().to_owned(),
            },
            revealed,
            id: r.id,
            profile_id: r.public_id,
            message: r.message,
        });
    }
    Ok(ApiJson(out))
}

fn answer_schema() -> utoipa::openapi::Object {
    use utoipa::openapi::schema::{ObjectBuilder, Type};
    ObjectBuilder::new().schema_type(Type::String).enum_values(Some(["approved", "declined"])).build()
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AnswerRequest {
    /// `approved` or `declined` (nothing goes back to `pending`).
    #[schema(schema_with = answer_schema)]
    pub status: RequestStatus,
    /// With an approval: how long the recruiter may see who you are (default `days_90`;
    /// given again on an approved request, it changes the end, counted from now).
    #[serde(default)]
    pub duration: Option<RevealDuration>,
    /// With a decline: why (shown to this recruiter only).
    #[serde(default)]
    pub reason: Option<DeclineReason>,
    /// With a decline: a short note for the recruiter, at most 200 characters.
    #[serde(default)]
    #[schema(max_length = 200)]
    pub note: Option<String>,
}

/// Recomputes how the job seeker usually answers from their latest answers; written only
/// when the band changes (a change reaches the search index).
async fn refresh_usual_answer(state: &AppState, profile: &seekers::store::ProfileRow) -> ApiResult<()> {
    let times = store::answer_times(&state.db, &profile.id, usual_answer::LAST as i64).await?;
    let usual = usual_answer::usual(&times);
    if usual != profile.usual_answer() {
        seekers::store::set_usual_answer(&state.db, &profile.id, usual).await?;
        // The search card shows it too.
        state.index_progress.profile_changed().await;
    }
    Ok(())
}

/// Approves or declines a request, or changes how long an approval lasts. Only the job
/// seeker it was sent to may answer; a decided or expired request can be switched.
#[utoipa::path(patch, path = "/api/reveal-requests/{id}", tag = "reveal", request_body = AnswerRequest,
    params(("id" = String, Path, description = "Request id")),
    responses((status = 200, body = ReceivedRequest), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn answer_request(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<AnswerRequest>,
) -> ApiResult<ApiJson<ReceivedRequest>> {
    let not_found = || ApiError::Missing { code: "request_not_found", message: "Request not found".into() };
    // A malformed id is the same 404 as an unknown one.
    let id = RevealRequestId::parse(&id).ok_or_else(not_found)?;
    let row = store::find(&state.db, &id).await?.ok_or_else(not_found)?;
    if row.profile_id != user.id {
        return Err(ApiError::Forbidden("You do not have permission to update this request".into()));
    }
    let seeker = row.profile_id.clone();
    let now = state.clock.now_millis();
    let current = row.terms.shown(now);
    let answer = model::Answer {
        status: body.status,
        duration: body.duration,
        reason: body.reason,
        note: model::decline_note(body.note.as_deref())?,
    };
    let decision = model::decide(current, &row.terms.decision, answer, now)?;
    let changed = decision != row.terms.decision;
    let updated = store::set_decision(&state.db, &id, &seeker, &decision, now).await?.ok_or_else(not_found)?;
    let next = updated.terms.shown(now);
    if changed {
        let profile = seekers::store::find(&state.db, &seeker).await?.ok_or_else(not_found)?;
        refresh_usual_answer(&state, &profile).await?;
        let (title, message) = notices::answer(&profile.codename, current, &updated.terms.decision);
        notify(&state, row.employer_id.account(), title, &message, &format!("/candidate/{}", profile.public_id)).await;
        publish_row(&state, &updated, &profile.public_id, now).await;
        emails::after_answer(&state, current, &updated, now).await;
        if let Some(event) = model::activity_event(current, next) {
            state.activity.record_status(&seeker, &row.employer_id, event, now).await;
        }
        tracing::info!(request_id = %id, status = next.as_str(), "reveal request answered");
        match updated.terms.decision.status {
            RequestStatus::Approved => metrics::pulse(Pulse::RevealApproved),
            RequestStatus::Declined => metrics::pulse(Pulse::RevealDeclined),
            RequestStatus::Pending => {}
        }
    }
    let received = store::lists::received(&state.db, &seeker, false)
        .await?
        .into_iter()
        .find(|r| r.id == id)
        .ok_or_else(not_found)?;
    let mut answered = received::received_with_facts(&state, vec![received]).await?;
    Ok(ApiJson(answered.pop().ok_or_else(not_found)?))
}
