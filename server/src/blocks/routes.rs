//! Blocking a recruiter over HTTP: block one (named by a request they sent or a view they
//! made, so no account id ever reaches the job seeker), list the blocks, lift one.

use axum::{
    extract::{Path, State},
    http::StatusCode,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::store::{self, BlockRow};
use crate::{
    auth::extract::JobSeeker,
    db::clock::to_rfc3339,
    error::{ApiError, ApiResult, ErrorBody},
    http::json::ApiJson,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_blocks, block_recruiter)).routes(routes!(lift_block))
}

/// Whom to block: the recruiter of one request you received, or of one view of your
/// profile (from the viewers list).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum BlockRequest {
    ByRequest(ByRequest),
    ByView(ByView),
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ByRequest {
    #[schema(max_length = 100)]
    pub request_id: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ByView {
    #[schema(max_length = 100)]
    pub view_id: String,
}

/// A blocked recruiter as the job seeker sees them.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BlockView {
    /// The block's id, to lift it.
    pub id: String,
    pub company_name: Option<String>,
    pub recruiter_role: Option<String>,
    pub blocked_at: String,
}

impl From<BlockRow> for BlockView {
    fn from(row: BlockRow) -> Self {
        Self {
            id: row.id,
            company_name: row.company_name,
            recruiter_role: row.recruiter_role,
            blocked_at: to_rfc3339(row.created_at),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Blocks {
    /// The latest first.
    pub blocks: Vec<BlockView>,
}

/// What a job seeker hears for a request, message or view that names no recruiter of
/// theirs (blocking and reporting alike).
pub fn recruiter_not_found() -> ApiError {
    ApiError::Missing { code: "recruiter_not_found", message: "Recruiter not found".into() }
}

async fn current(state: &AppState, user: &JobSeeker) -> ApiResult<Blocks> {
    let rows = store::of_seeker(&state.db, &user.0.seeker_id()).await?;
    Ok(Blocks { blocks: rows.into_iter().map(BlockView::from).collect() })
}

/// The recruiters the signed-in job seeker blocked.
#[utoipa::path(get, path = "/api/blocks", tag = "seekers", responses((status = 200, body = Blocks)))]
async fn list_blocks(State(state): State<AppState>, user: JobSeeker) -> ApiResult<ApiJson<Blocks>> {
    Ok(ApiJson(current(&state, &user).await?))
}

/// Blocks the recruiter of a request or a view: from this response on they no longer
/// find, view, ask or message this job seeker (404, as for no profile), and are not told.
/// Answers every block, the new one among them.
#[utoipa::path(post, path = "/api/blocks", tag = "seekers", request_body = BlockRequest,
    responses(
        (status = 201, body = Blocks),
        (status = 404, description = "No such request or view of yours", body = ErrorBody),
        (status = 422, body = ErrorBody)))]
async fn block_recruiter(
    State(state): State<AppState>,
    user: JobSeeker,
    ApiJson(body): ApiJson<BlockRequest>,
) -> ApiResult<(StatusCode, ApiJson<Blocks>)> {
    let seeker = user.0.seeker_id();
    // Only ids Veil makes: a made-up one (or one the database could not take) names nobody.
    let known = |id: &str| uuid::Uuid::parse_str(id).is_ok();
    let recruiter = match &body {
        BlockRequest::ByRequest(by) if known(&by.request_id) => {
            store::sender_of_request(&state.db, &seeker, &by.request_id).await?
        }
        BlockRequest::ByView(by) if known(&by.view_id) => {
            store::viewer_of_view(&state.db, &seeker, &by.view_id).await?
        }
        BlockRequest::ByRequest(_) | BlockRequest::ByView(_) => None,
    };
    let recruiter = recruiter.ok_or_else(recruiter_not_found)?;
    store::block(&state.db, &seeker, &recruiter, state.clock.now_millis()).await?;
    // The index leaves the profile out of their searches before we answer.
    state.index_progress.profile_hidden().await;
    tracing::info!(user_id = %user.0.id, "recruiter blocked");
    Ok((StatusCode::CREATED, ApiJson(current(&state, &user).await?)))
}

/// Lifts a block: the recruiter may find the profile again (they are not told either).
#[utoipa::path(delete, path = "/api/blocks/{id}", tag = "seekers",
    params(("id" = String, Path, description = "Block id")),
    responses((status = 200, body = Blocks), (status = 404, body = ErrorBody)))]
async fn lift_block(
    State(state): State<AppState>,
    user: JobSeeker,
    Path(id): Path<String>,
) -> ApiResult<ApiJson<Blocks>> {
    let known = uuid::Uuid::parse_str(&id).is_ok();
    if !known || !store::lift(&state.db, &user.0.seeker_id(), &id).await? {
        return Err(ApiError::Missing { code: "block_not_found", message: "Block not found".into() });
    }
    state.index_progress.profile_hidden().await;
    tracing::info!(user_id = %user.0.id, "block lifted");
    Ok(ApiJson(current(&state, &user).await?))
}
