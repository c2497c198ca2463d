//! The recruiter's company profile and its logo.

use axum::{
    body::Bytes,
    extract::{DefaultBodyLimit, State, rejection::BytesRejection},
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model,
    store::{self, EmployerRow, EmployerWrite, NameChange, Saved},
};
use crate::{
    auth::extract::{CurrentUser, Recruiter},
    db::clock::to_rfc3339,
    error::{ApiError, ApiResult, ErrorBody},
    http::{json::ApiJson, rate_limit::abuse_limit},
    ids::RecruiterId,
    privacy::shield::{keys, verification},
    state::AppState,
    storage::upload::upload_body,
    storage::{
        COMPANY_LOGOS, FileRef,
        images::{self, ImageError, MAX_UPLOAD_BYTES},
    },
};

pub fn router(state: &AppState) -> OpenApiRouter<AppState> {
    let uploads = OpenApiRouter::new()
        .routes(routes!(upload_logo))
        .layer(DefaultBodyLimit::max(MAX_UPLOAD_BYTES + 64 * 1024))
        .layer(abuse_limit(&state.settings));
    OpenApiRouter::new().routes(routes!(get_employer, save_employer)).merge(uploads)
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmployerProfile {
    #[schema(value_type = String)]
    pub id: RecruiterId,
    pub company_name: String,
    pub website: String,
    pub recruiter_role: String,
    /// An address the browser can load, or `null`.
    pub logo_url: Option<String>,
    pub location: String,
    pub city: String,
    pub state: String,
    pub country: String,
    pub company_size: String,
    pub industry: String,
    /// The company is verified: the website's registrable domain is one the recruiter
    /// proved they receive mail at (an issuer-verified sign-in e-mail, or a work e-mail
    /// code); free-mail providers and public suffixes never are.
    pub linkedin_verified: bool,
    /// Domains the recruiter verified with a code sent to a work address.
    pub verified_domains: Vec<String>,
    /// Until when the company name and website cannot change (a change waits 30 days
    /// after the previous one), or `null`.
    pub details_locked_until: Option<String>,
    /// The domain of the recruiter's sign-in e-mail and of the website, to explain the
    /// verification to the recruiter (their own data).
    pub email_domain: Option<String>,
    pub website_domain: Option<String>,
    pub created_at: String,
}

pub fn employer_profile(state: &AppState, row: EmployerRow, user: &CurrentUser) -> EmployerProfile {
    let now = state.clock.now_millis();
    let facts = user.shield_facts();
    EmployerProfile {
        linkedin_verified: verification::is_verified(&verification::proven_domains(&facts), &row.website),
        verified_domains: facts.domains_verified_by_code,
        details_locked_until: model::next_change_allowed(row.details_changed_at, now).map(to_rfc3339),
        email_domain: keys::email_domain(&user.email),
        website_domain: keys::domain(&row.website),
        logo_url: state.storage.browser_url(row.logo_url.as_deref(), now),
        id: row.id,
        company_name: row.company_name,
        website: row.website,
        recruiter_role: row.recruiter_role,
        location: row.location,
        city: row.city,
        state: row.state,
        country: row.country,
        company_size: row.company_size,
        industry: row.industry,
        created_at: to_rfc3339(row.created_at),
    }
}

/// Deletes the stored logo `previous` once the row no longer shows it. The row changed
/// first, so the old URL already answers 404; a failed delete is only logged.
async fn forget_logo(state: &AppState, previous: Option<String>, now_shown: Option<&str>) {
    if previous.as_deref() == now_shown {
        return;
    }
    if let Err(err) = state.storage.delete_stored(&[previous]).await {
        tracing::error!(error = %err, "could not delete a replaced company logo");
    }
}

fn change_too_soon(changed_at: i64) -> ApiError {
    let allowed = changed_at.saturating_add(model::DETAILS_CHANGE_INTERVAL_MS);
    let date = crate::db::clock::day_of(allowed);
    ApiError::TooSoon {
        code: "company_change_too_soon",
        message: format!(
            "Your company name or website changed less than 30 days ago. You can change them again on {date}."
        ),
    }
}

pub fn employer_not_found() -> ApiError {
    ApiError::Missing { code: "employer_not_found", message: "Complete Your Recruiter Profile".into() }
}

/// The signed-in recruiter's company profile; 404 `employer_not_found` before onboarding.
#[utoipa::path(get, path = "/api/employer", tag = "recruiters",
    responses((status = 200, body = EmployerProfile), (status = 404, body = ErrorBody)))]
async fn get_employer(
    State(state): State<AppState>,
    Recruiter(user): Recruiter,
) -> ApiResult<ApiJson<EmployerProfile>> {
    let row = store::find(&state.db, &user.recruiter_id()).await?.ok_or_else(employer_not_found)?;
    Ok(ApiJson(employer_profile(&state, row, &user)))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EmployerRequest {
    #[schema(pattern = r"[^\s\u0000\u0085]", max_length = 150)]
    pub company_name: String,
    #[schema(pattern = r"[^\s\u0000\u0085]", max_length = 300)]
    pub website: String,
    #[schema(pattern = r"[^\s\u0000\u0085]", max_length = 150)]
    pub recruiter_role: String,
    #[schema(pattern = r"[^\s\u0000\u0085]", max_length = 200)]
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
    #[serde(default)]
    #[schema(max_length = 50)]
    pub company_size: String,
    #[serde(default)]
    #[schema(max_length = 100)]
    pub industry: String,
    /// Absent: keep the current logo. Empty: remove it. An https address: use it. The
    /// signed address of the stored logo keeps it. The pattern describes host names a URL
    /// parser accepts: a last label that starts with a letter (one of digits reads as an
    /// IPv4 address) and no double hyphens (which would make "xn--" punycode).
    #[schema(
        max_length = 500,
        pattern = r"^(https://([a-z0-9]+(-[a-z0-9]+)*\.)*[a-z][a-z0-9]*(-[a-z0-9]+)*(/[A-Za-z0-9._~/-]*)?|/files/company-logos/[^\s\u0000]*)?$"
    )]
    pub logo_url: Option<String>,
}

/// Creates (onboarding) or updates the company profile. The company name and website
/// may change at most once per 30 days (429 `company_change_too_soon` says when).
#[utoipa::path(put, path = "/api/employer", tag = "recruiters", request_body = EmployerRequest,
    responses((status = 200, body = EmployerProfile), (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn save_employer(
    State(state): State<AppState>,
    Recruiter(user): Recruiter,
    ApiJson(body): ApiJson<EmployerRequest>,
) -> ApiResult<ApiJson<EmployerProfile>> {
    let current = store::find(&state.db, &user.recruiter_id()).await?;
    let logo_url = match body.logo_url.as_deref() {
        // A signed address we handed out stands for the stored logo itself.
        None => current.as_ref().and_then(|c| c.logo_url.clone()),
        Some(url) if url.starts_with("/files/company-logos/") => current.as_ref().and_then(|c| c.logo_url.clone()),
        Some(url) => model::logo_url(url)?,
    };
    let write = EmployerWrite {
        company_name: model::required(&body.company_name, 150, "missing_company_name", "Company name")?,
        website: model::required(&body.website, 300, "missing_website", "Company website")?,
        recruiter_role: model::required(&body.recruiter_role, 150, "missing_role", "Your role")?,
        location: model::required(&body.location, 200, "missing_location", "Location")?,
        city: model::optional(&body.city, 100, "invalid_location", "City")?,
        state: model::optional(&body.state, 100, "invalid_location", "State")?,
        country: model::optional(&body.country, 100, "invalid_location", "Country")?,
        company_size: model::optional(&body.company_size, 50, "invalid_company_size", "Company size")?,
        industry: model::optional(&body.industry, 100, "invalid_industry", "Industry")?,
        logo_url,
    };
    let now = state.clock.now_millis();
    let verified = verification::is_verified(&verification::proven_domains(&user.shield_facts()), &write.website);
    let (previous_key, new_key) = (
        current.as_ref().map(|c| keys::company_key(&c.company_name)).unwrap_or_default(),
        keys::company_key(&write.company_name),
    );
    let change = current
        .as_ref()
        .filter(|c| model::changes_identity((&c.company_name, &c.website), (&write.company_name, &write.website)))
        .map(|_| NameChange { previous_key: &previous_key, new_key: &new_key });
    let row = match store::upsert(&state.db, &user.recruiter_id(), &write, verified, change, now).await? {
        Saved::Row(row) => *row,
        Saved::TooSoon { changed_at } => return Err(change_too_soon(changed_at)),
    };
    // The session carries the company the employer shield matches by; read it afresh.
    state.sessions.forget_user(&user.id);
    forget_logo(&state, current.and_then(|c| c.logo_url), row.logo_url.as_deref()).await;
    tracing::info!(user_id = %user.id, "company profile saved");
    Ok(ApiJson(employer_profile(&state, row, &user)))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LogoUploaded {
    pub logo_url: String,
}

/// Replaces the company logo. The body is the image file; it is sniffed, capped at
/// 5 MB and re-encoded like profile photos.
#[utoipa::path(post, path = "/api/uploads/logo", tag = "recruiters",
    request_body(content = inline(crate::storage::images::ImageBytes), content_type = "image/*"),
    responses((status = 200, body = LogoUploaded), (status = 404, body = ErrorBody), (status = 413, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn upload_logo(
    State(state): State<AppState>,
    Recruiter(user): Recruiter,
    body: Result<Bytes, BytesRejection>,
) -> ApiResult<ApiJson<LogoUploaded>> {
    let body = upload_body(body)?;
    if store::find(&state.db, &user.recruiter_id()).await?.is_none() {
        return Err(employer_not_found());
    }
    if body.is_empty() {
        return Err(ImageError::NotAnImage.into());
    }
    let logo = tokio::task::spawn_blocking(move || images::encode_photo(&images::decode_upload(&body)?))
        .await
        .map_err(|e| ApiError::Internal(e.into()))??;
    let now = state.clock.now_millis();
    let file = FileRef::random(COMPANY_LOGOS, logo.extension);
    let previous = store::find(&state.db, &user.recruiter_id()).await?.and_then(|e| e.logo_url);
    state.storage.put(&file, logo.bytes).await?;
    store::set_logo(&state.db, &user.recruiter_id(), &file.to_stored(), now).await?;
    forget_logo(&state, previous, Some(&file.to_stored())).await;
    let logo_url = state.storage.browser_url(Some(&file.to_stored()), now).unwrap_or_default();
    Ok(ApiJson(LogoUploaded { logo_url }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recruiters::model::logo_url;

    /// The API's schema tells clients (and the API fuzzer) which logo addresses are valid;
    /// each it admits must pass here, and the ones a URL parser refuses must not match it.
    #[test]
    fn the_schema_admits_only_addresses_this_rule_accepts() {
        use utoipa::PartialSchema;
        let schema = serde_json::to_value(EmployerRequest::schema()).unwrap();
        let pattern = schema["properties"]["logoUrl"]["pattern"].as_str().unwrap();
        let admits = regex::Regex::new(pattern).unwrap();
        let candidates = [
            "https://cdn.example/logo.png",
            "https://a-b.c-d.example/x/y_z.png",
            "https://localhost",
            "https://x1.io/",
            // Found by the fuzzer: a last label of digits reads as a broken IPv4 address.
            "https://gq-9nwok8t.zw.3/AR",
            "https://1.2.3.4/logo.png",
            "https://0x1/",
            "https://xn--a.example/",
            "https://a--b.example/",
            "https://-a.example/",
        ];
        for url in candidates {
            if admits.is_match(url) {
                assert!(logo_url(url).is_ok(), "{url} matches the schema but is refused");
            }
        }
        assert!(admits.is_match("https://cdn.example/logo.png"));
        assert!(!admits.is_match("https://gq-9nwok8t.zw.3/AR"));
        assert!(logo_url("https://gq-9nwok8t.zw.3/AR").is_err());
    }
}
