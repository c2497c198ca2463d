//! Extractors that decide who is asking, on the server, for every route: a handler that
//! takes `JobSeeker` cannot run for anyone else.

use axum::{
    extract::{FromRef, FromRequestParts},
    http::request::Parts,
};
use axum_extra::extract::CookieJar;

use super::{session, store};
use crate::{
    error::ApiError,
    ids::{AccountId, RecruiterId, SeekerId},
    privacy::access::Asker,
    privacy::shield::{
        store::History,
        viewer::{RecruiterFacts, Viewer},
    },
    state::AppState,
};

/// The signed-in person, whatever their role.
#[derive(Debug, Clone)]
pub struct CurrentUser {
    pub id: AccountId,
    pub issuer: String,
    pub email: String,
    /// The issuer vouched for the e-mail (company verification needs it).
    pub email_verified: bool,
    pub is_job_seeker: bool,
    pub is_recruiter: bool,
    pub is_admin: bool,
    /// The company page's name and website (recruiters with one).
    pub company_name: Option<String>,
    pub company_website: Option<String>,
    /// Suspended by the admin (recruiters): see [`ActingRecruiter`].
    pub suspended: bool,
    /// What the employer shield also knows of them: company names held before and
    /// domains proved by a work e-mail code.
    pub shield_history: History,
}

impl CurrentUser {
    /// The facts the employer shield and company verification read, as the session holds them.
    pub fn shield_facts(&self) -> RecruiterFacts {
        RecruiterFacts {
            account: self.id.to_string(),
            email: self.email.clone(),
            email_verified: self.email_verified,
            company_name: self.company_name.clone(),
            website: self.company_website.clone(),
            past_company_keys: self.shield_history.past_company_keys.clone(),
            domains_verified_by_code: self.shield_history.domains_verified_by_code.clone(),
        }
    }

    /// This person asking to see someone's identity (`privacy::access`).
    pub fn asker(&self) -> Asker {
        Asker { account: self.id.clone(), shield: self.shield_viewer() }
    }

    /// Who this person is to the employer shield (`privacy::shield::viewer::Viewer`): read
    /// with the session, so no extra query.
    pub fn shield_viewer(&self) -> Viewer {
        Viewer::of(&self.shield_facts())
    }

    /// This person as a job seeker: the key of their anonymous profile. For handlers
    /// behind the `JobSeeker` extractor, or asking about their own profile.
    pub fn seeker_id(&self) -> SeekerId {
        SeekerId::of(self.id.clone())
    }

    /// This person as a recruiter: the key of their company profile and their requests.
    /// For handlers behind the `Recruiter` extractor.
    pub fn recruiter_id(&self) -> RecruiterId {
        RecruiterId::of(self.id.clone())
    }
}

/// A signed-in person with the job seeker role.
#[derive(Debug, Clone)]
pub struct JobSeeker(pub CurrentUser);

/// A signed-in person with the recruiter role.
#[derive(Debug, Clone)]
pub struct Recruiter(pub CurrentUser);

/// A recruiter who may act: search, open a candidate, send a request or a message. A
/// suspended recruiter gets 403 here, and still reaches their own
/// pages (company profile, lists) through [`Recruiter`].
#[derive(Debug, Clone)]
pub struct ActingRecruiter(pub CurrentUser);

/// What a suspended recruiter is told when they try to act.
pub const SUSPENDED: &str = "Your recruiter account is suspended: you cannot search, view candidates or send requests.";

/// What a suspended job seeker is told when they try to write.
pub const JOB_SEEKER_SUSPENDED: &str =
    "Your account is suspended: recruiters no longer find your profile and you cannot send messages.";

/// The admin: the account whose issuer-verified e-mail equals `VEIL_ADMIN_EMAIL`.
#[derive(Debug, Clone)]
pub struct Admin(pub CurrentUser);

/// Whether an account is the admin's.
pub fn is_admin_email(admin_email: &str, email: &str, email_verified: bool) -> bool {
    let admin = admin_email.trim();
    email_verified && !admin.is_empty() && email.trim().eq_ignore_ascii_case(admin)
}

/// Any router state that holds the shared state: the extractors work under the
/// composition root's state as under a feature's own.
impl<S: Send + Sync> FromRequestParts<S> for CurrentUser
where
    AppState: FromRef<S>,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        if let Some(user) = parts.extensions.get::<CurrentUser>() {
            return Ok(user.clone());
        }
        signed_in(parts, &AppState::from_ref(state)).await
    }
}

/// Who the session cookie names, remembered in the request for later extractors.
async fn signed_in(parts: &mut Parts, state: &AppState) -> Result<CurrentUser, ApiError> {
    let jar = CookieJar::from_headers(&parts.headers);
    let hash = session::cookie_hash(&state.settings, &jar).ok_or(ApiError::Unauthenticated)?;
    let now = state.clock.now_millis();
    let row = match state.sessions.get(&hash, now) {
        Some(row) => row,
        None => {
            let generation = state.sessions.generation();
            let live =
                session::resolve(&state.db, &state.settings, &hash, now).await?.ok_or(ApiError::Unauthenticated)?;
            // A session whose account was deleted is no session.
            let row = store::find_user(&state.db, &live.user_id).await?.ok_or(ApiError::Unauthenticated)?;
            state.sessions.put(&hash, row.clone(), now, live.ends_at, generation);
            row
        }
    };
    let user = CurrentUser {
        is_admin: is_admin_email(&state.settings.admin_email, &row.email, row.email_verified),
        id: row.id,
        issuer: row.issuer,
        email: row.email,
        email_verified: row.email_verified,
        is_job_seeker: row.is_job_seeker,
        is_recruiter: row.is_recruiter,
        company_name: row.company_name,
        company_website: row.company_website,
        suspended: row.suspended,
        shield_history: row.shield_history,
    };
    parts.extensions.insert(user.clone());
    Ok(user)
}

impl<S: Send + Sync> FromRequestParts<S> for JobSeeker
where
    AppState: FromRef<S>,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let user = CurrentUser::from_request_parts(parts, state).await?;
        if !user.is_job_seeker {
            return Err(ApiError::Forbidden("This is for job seekers.".into()));
        }
        Ok(Self(user))
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Recruiter
where
    AppState: FromRef<S>,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let user = CurrentUser::from_request_parts(parts, state).await?;
        if !user.is_recruiter {
            return Err(ApiError::Forbidden("This is for recruiters.".into()));
        }
        Ok(Self(user))
    }
}

impl<S: Send + Sync> FromRequestParts<S> for ActingRecruiter
where
    AppState: FromRef<S>,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let Recruiter(user) = Recruiter::from_request_parts(parts, state).await?;
        if user.suspended {
            return Err(ApiError::Forbidden(SUSPENDED.into()));
        }
        Ok(Self(user))
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Admin
where
    AppState: FromRef<S>,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let user = CurrentUser::from_request_parts(parts, state).await?;
        if !user.is_admin {
            return Err(ApiError::Forbidden("You don't have permission to access this page.".into()));
        }
        Ok(Self(user))
    }
}

impl<S: Send + Sync> axum::extract::OptionalFromRequestParts<S> for CurrentUser
where
    AppState: FromRef<S>,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Option<Self>, Self::Rejection> {
        match <CurrentUser as FromRequestParts<S>>::from_request_parts(parts, state).await {
            Ok(user) => Ok(Some(user)),
            Err(ApiError::Unauthenticated) => Ok(None),
            Err(other) => Err(other),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn admin_needs_the_verified_configured_address() {
        assert!(is_admin_email("Admin@Veil.example", "admin@veil.example", true));
        assert!(!is_admin_email("admin@veil.example", "admin@veil.example", false));
        assert!(!is_admin_email("", "", true));
        assert!(!is_admin_email("admin@veil.example", "someone@veil.example", true));
    }
}
