//! The privacy activity log, for the signed-in job seeker only: the events about their
//! profile (newest first, by day, filtered by kind and company), the filters' choices,
//! the dashboard's weekly summary, and the whole log as CSV.

use axum::{
    extract::{Query, State},
    http::header,
    response::IntoResponse,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    csv,
    model::{self, ActivityKind, PAGE_SIZE, WEEK_MS, clamp_page, day_label, day_of, group_by_day, retention_cutoff},
    store::{self, EventRow, Filter},
};
use crate::{
    auth::extract::JobSeeker,
    db::clock::to_rfc3339,
    error::{ApiError, ApiResult, ErrorBody},
    http::json::ApiJson,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_activity))
        .routes(routes!(activity_filters))
        .routes(routes!(weekly_summary))
        .routes(routes!(download_csv))
}

const COMPANY_MAX_CHARS: usize = 200;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ActivityQuery {
    /// One kind of event; empty or absent for every kind.
    #[param(
        pattern = "^(appeared_in_search|profile_viewed|reveal_requested|reveal_approved|reveal_declined|reveal_expired|reveal_revoked|identity_served|message_received)?$"
    )]
    pub kind: Option<String>,
    /// One company, by name as the filters list it; empty or absent for every company.
    #[param(max_length = 200, pattern = r"^[^\u0000]*$")]
    pub company: Option<String>,
    /// 1-based page of 50 events.
    pub page: Option<i64>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CsvQuery {
    /// One kind of event; empty or absent for every kind.
    #[param(
        pattern = "^(appeared_in_search|profile_viewed|reveal_requested|reveal_approved|reveal_declined|reveal_expired|reveal_revoked|identity_served|message_received)?$"
    )]
    pub kind: Option<String>,
    /// One company, by name as the filters list it; empty or absent for every company.
    #[param(max_length = 200, pattern = r"^[^\u0000]*$")]
    pub company: Option<String>,
}

fn filter(kind: Option<&str>, company: Option<&str>) -> ApiResult<Filter> {
    let kind = match kind.map(str::trim).filter(|k| !k.is_empty()) {
        None => None,
        Some(raw) => Some(
            ActivityKind::parse(raw).ok_or_else(|| ApiError::validation("invalid_kind", "Unknown kind of activity"))?,
        ),
    };
    let company = company.filter(|c| !c.is_empty());
    if company.is_some_and(|c| c.chars().count() > COMPANY_MAX_CHARS) {
        return Err(ApiError::validation("company_too_long", "Company name is too long"));
    }
    Ok(Filter { kind, company: company.map(str::to_owned) })
}

/// One event as the job seeker sees it: the company and the recruiter's role, never the
/// recruiter's name.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ActivityEvent {
    pub id: String,
    pub kind: ActivityKind,
    /// The kind in words.
    pub label: String,
    /// When it happened; for search results, the latest search of that day.
    pub occurred_at: String,
    /// `null` when the recruiter had no company profile.
    pub company_name: Option<String>,
    pub recruiter_role: Option<String>,
    /// How many times that day (searches); 1 for the other kinds.
    pub count: i64,
}

impl From<EventRow> for ActivityEvent {
    fn from(r: EventRow) -> Self {
        Self {
            id: r.id,
            kind: r.kind,
            label: r.kind.label().to_owned(),
            occurred_at: to_rfc3339(r.occurred_at),
            company_name: r.company_name,
            recruiter_role: r.recruiter_role.filter(|role| !role.is_empty()),
            count: r.occurrences,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ActivityDay {
    /// `YYYY-MM-DD`, UTC.
    pub day: String,
    pub events: Vec<ActivityEvent>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ActivityPage {
    /// Newest day first; a day can continue on the next page.
    pub days: Vec<ActivityDay>,
    pub page: i64,
    pub has_more: bool,
}

/// Writes what is counted in memory, so a read shows every event before it.
async fn flushed(state: &AppState) -> ApiResult<()> {
    state.activity.flush().await?;
    Ok(())
}

/// Events about the signed-in job seeker's profile over the last 12 months, newest
/// first, grouped by day (UTC), 50 per page.
#[utoipa::path(get, path = "/api/privacy-activity", tag = "activity", params(ActivityQuery),
    responses((status = 200, body = ActivityPage), (status = 422, body = ErrorBody)))]
async fn list_activity(
    State(state): State<AppState>,
    JobSeeker(user): JobSeeker,
    Query(query): Query<ActivityQuery>,
) -> ApiResult<ApiJson<ActivityPage>> {
    let filter = filter(query.kind.as_deref(), query.company.as_deref())?;
    let page = clamp_page(query.page);
    flushed(&state).await?;
    let since = retention_cutoff(state.clock.now_millis());
    let mut rows =
        store::list(&state.db, &user.seeker_id(), since, &filter, PAGE_SIZE + 1, (page - 1) * PAGE_SIZE).await?;
    let has_more = rows.len() as i64 > PAGE_SIZE;
    rows.truncate(PAGE_SIZE as usize);
    let days = group_by_day(rows, |r| day_of(r.occurred_at))
        .into_iter()
        .map(|(day, rows)| ActivityDay { day: day_label(day), events: rows.into_iter().map(Into::into).collect() })
        .collect();
    Ok(ApiJson(ActivityPage { days, page, has_more }))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct KindChoice {
    pub kind: ActivityKind,
    pub label: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ActivityFilters {
    /// Every kind of event, in the order the page offers them.
    pub kinds: Vec<KindChoice>,
    /// The companies in the log, by name.
    pub companies: Vec<String>,
}

/// The choices of the log's filters: the kinds of event and the companies in the log.
#[utoipa::path(get, path = "/api/privacy-activity/filters", tag = "activity",
    responses((status = 200, body = ActivityFilters)))]
async fn activity_filters(
    State(state): State<AppState>,
    JobSeeker(user): JobSeeker,
) -> ApiResult<ApiJson<ActivityFilters>> {
    flushed(&state).await?;
    let since = retention_cutoff(state.clock.now_millis());
    let companies = store::companies(&state.db, &user.seeker_id(), since).await?;
    let kinds = ActivityKind::ALL.into_iter().map(|kind| KindChoice { kind, label: kind.label().to_owned() }).collect();
    Ok(ApiJson(ActivityFilters { kinds, companies }))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WeeklySummary {
    /// Search results the profile appeared in over the last 7 days.
    pub searches: i64,
    /// Companies those searches came from.
    pub companies: i64,
    pub profile_views: i64,
    /// Recruiters who were shown the job seeker's identity.
    pub identity_recruiters: i64,
    /// The sentence for the dashboard.
    pub text: String,
}

/// The dashboard's summary of the last 7 days.
#[utoipa::path(get, path = "/api/privacy-activity/summary", tag = "activity",
    responses((status = 200, body = WeeklySummary)))]
async fn weekly_summary(
    State(state): State<AppState>,
    JobSeeker(user): JobSeeker,
) -> ApiResult<ApiJson<WeeklySummary>> {
    flushed(&state).await?;
    let since = state.clock.now_millis() - WEEK_MS;
    let counts = store::weekly_counts(&state.db, &user.seeker_id(), since).await?;
    Ok(ApiJson(WeeklySummary {
        searches: counts.searches,
        companies: counts.companies,
        profile_views: counts.profile_views,
        identity_recruiters: counts.identity_recruiters,
        text: model::weekly_sentence(counts),
    }))
}

/// Most rows a download holds (a year of daily rows is far fewer).
const CSV_MAX_ROWS: i64 = 100_000;

/// The log over the last 12 months as a CSV file, with the same filters as the page.
#[utoipa::path(get, path = "/api/privacy-activity/csv", tag = "activity", params(CsvQuery),
    responses(
        (status = 200, description = "The log as CSV, newest first", content_type = "text/csv", body = String),
        (status = 422, body = ErrorBody)))]
async fn download_csv(
    State(state): State<AppState>,
    JobSeeker(user): JobSeeker,
    Query(query): Query<CsvQuery>,
) -> ApiResult<impl IntoResponse> {
    let filter = filter(query.kind.as_deref(), query.company.as_deref())?;
    flushed(&state).await?;
    let since = retention_cutoff(state.clock.now_millis());
    let rows = store::list(&state.db, &user.seeker_id(), since, &filter, CSV_MAX_ROWS, 0).await?;
    let texts: Vec<(String, String)> =
        rows.iter().map(|r| (day_label(day_of(r.occurred_at)), to_rfc3339(r.occurred_at))).collect();
    let body = csv::document(rows.iter().zip(&texts).map(|(r, (day, time))| csv::CsvEvent {
        day,
        time,
        kind: r.kind,
        company: r.company_name.as_deref().unwrap_or("Unknown Company"),
        recruiter_role: r.recruiter_role.as_deref().unwrap_or_default(),
        count: r.occurrences,
    }));
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8"),
            (header::CONTENT_DISPOSITION, "attachment; filename=\"privacy-activity.csv\""),
        ],
        body,
    ))
}
