//! "Verify your work e-mail": a recruiter who signed in with a personal address proves
//! they receive mail at their company's domain with a code sent there, which verifies the
//! company for their account.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::{self, Check},
    store,
};
use crate::{
    admin,
    auth::extract::Recruiter,
    db::clock::to_rfc3339,
    error::{ApiError, ApiResult, ErrorBody},
    http::{json::ApiJson, rate_limit::abuse_limit},
    mail::OutgoingEmail,
    privacy::shield::{
        store::history_of,
        verification::{WorkAddress, check_work_address},
    },
    recruiters::{
        routes::{EmployerProfile, employer_not_found, employer_profile},
        store as employers,
    },
    state::AppState,
};

pub fn router(state: &AppState) -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(send_code)).layer(abuse_limit(&state.settings)).routes(routes!(enter_code))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WorkEmailRequest {
    /// An address at the company website's domain.
    #[schema(max_length = 254)]
    pub email: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CodeSent {
    /// The domain the code will verify.
    pub domain: String,
    /// When the code stops working.
    pub expires_at: String,
}

fn refused(address: WorkAddress) -> ApiError {
    match address {
        WorkAddress::Verifiable(_) => ApiError::Internal(anyhow::anyhow!("a verifiable address was refused")),
        WorkAddress::NotAnAddress => ApiError::validation("invalid_email", "Enter your work e-mail address"),
        WorkAddress::FreeMail => ApiError::validation(
            "free_mail",
            "Personal e-mail providers such as Gmail or Outlook cannot verify a company. Use your work address.",
        ),
        WorkAddress::NoCompanyDomain => ApiError::validation(
            "no_company_domain",
            "Enter your company's website first: the address must be at its domain.",
        ),
        WorkAddress::OtherDomain(site) => ApiError::validation(
            "other_domain",
            format!("Use an address at {site}, the domain of your company website."),
        ),
    }
}

/// Sends a 6-digit code to a work address at the company website's domain. It works for
/// 15 minutes and 5 tries; an account may ask for 5 codes a day.
#[utoipa::path(post, path = "/api/employer/work-email", tag = "recruiters", request_body = WorkEmailRequest,
    responses((status = 200, body = CodeSent), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody),
        (status = 429, body = ErrorBody), (status = 502, body = ErrorBody)))]
async fn send_code(
    State(state): State<AppState>,
    Recruiter(user): Recruiter,
    ApiJson(body): ApiJson<WorkEmailRequest>,
) -> ApiResult<ApiJson<CodeSent>> {
    let id = user.recruiter_id();
    let employer = employers::find(&state.db, &id).await?.ok_or_else(employer_not_found)?;
    let address = body.email.trim();
    let domain = match check_work_address(address, &employer.website) {
        WorkAddress::Verifiable(domain) => domain,
        other => return Err(refused(other)),
    };
    let now = state.clock.now_millis();
    if store::sends_since(&state.db, &id, now - model::SEND_WINDOW_MS).await? >= model::MAX_SENDS {
        return Err(ApiError::TooSoon {
            code: "too_many_codes",
            message: format!("You asked for {} codes today. Please try again tomorrow.", model::MAX_SENDS),
        });
    }
    let code = model::new_code();
    let row_id = uuid::Uuid::now_v7().to_string();
    let expires_at = now + model::CODE_LIFETIME_MS;
    store::insert(&state.db, &id, &row_id, &domain, &model::hash(&row_id, &code), now, expires_at).await?;

    let (subject, text) = model::email(&code, &domain);
    // Without SMTP the outbox is the only mailbox there is; with it, the outbox keeps
    // only that a code went out.
    let (recorded_subject, recorded_text) =
        if state.mailer.is_smtp() { model::recorded(&domain) } else { (subject.clone(), text.clone()) };
    let outbox_id = format!("work-email:{row_id}");
    store::record_in_outbox(&state.db, &outbox_id, &id, address, &recorded_subject, &recorded_text, now).await?;
    let outgoing = OutgoingEmail { to: address, subject: &subject, text: &text, html: None, list_unsubscribe: None };
    match state.mailer.send(outgoing).await {
        Ok(delivery) => admin::store::mark_delivered(&state.db, &outbox_id, delivery.into(), now).await?,
        Err(error) => {
            admin::store::mark_failed(&state.db, &outbox_id, &error).await?;
            return Err(ApiError::Upstream {
                code: "email_not_sent",
                message: "We could not send the code to that address. Check it and try again.".into(),
            });
        }
    }
    tracing::info!(user_id = %user.id, "work e-mail code sent");
    Ok(ApiJson(CodeSent { domain, expires_at: to_rfc3339(expires_at) }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WorkEmailCode {
    #[schema(max_length = 20)]
    pub code: String,
}

/// Checks the code last sent; the right one verifies its domain for this account, and
/// the company page comes back verified when that is its website's domain.
#[utoipa::path(post, path = "/api/employer/work-email/code", tag = "recruiters", request_body = WorkEmailCode,
    responses((status = 200, body = EmployerProfile), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn enter_code(
    State(state): State<AppState>,
    Recruiter(mut user): Recruiter,
    ApiJson(body): ApiJson<WorkEmailCode>,
) -> ApiResult<ApiJson<EmployerProfile>> {
    let id = user.recruiter_id();
    let employer = employers::find(&state.db, &id).await?.ok_or_else(employer_not_found)?;
    let now = state.clock.now_millis();
    let latest = store::latest(&state.db, &id).await?;
    let no_code = || ApiError::validation("no_live_code", "This code has expired or was used up. Ask for a new code.");
    match model::check(latest.as_ref(), &body.code, now) {
        Check::Verified(domain) => {
            let row_id = latest.as_ref().map(|c| c.id.as_str()).unwrap_or_default();
            if !store::verify(&state.db, &id, row_id, &domain, now).await? {
                return Err(no_code());
            }
        }
        Check::Wrong { tries_left } => {
            let row_id = latest.as_ref().map(|c| c.id.as_str()).unwrap_or_default();
            store::count_try(&state.db, row_id).await?;
            let message = match tries_left {
                0 => "That code is not right, and it no longer works. Ask for a new code.".to_owned(),
                1 => "That code is not right. 1 try left.".to_owned(),
                n => format!("That code is not right. {n} tries left."),
            };
            return Err(ApiError::validation("wrong_code", message));
        }
        Check::NoLiveCode => return Err(no_code()),
    }
    // What the shields match this recruiter by changed: the session reads it afresh.
    state.sessions.forget_user(&user.id);
    user.shield_history = history_of(&state.db, &user.id).await?;
    tracing::info!(user_id = %user.id, "work e-mail domain verified");
    Ok(ApiJson(employer_profile(&state, employer, &user)))
}
