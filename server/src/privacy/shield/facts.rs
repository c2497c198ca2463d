//! What Veil knows of a recruiter that no form lets them change, as the database holds
//! it: the verification rules read it, and a shield `Viewer` is made from it.

/// The facts a [`Viewer`](super::viewer::Viewer) is made of, as the database holds them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RecruiterFacts {
    /// The recruiter's account id, which the job seekers who blocked them name; empty
    /// for nobody in particular.
    pub account: String,
    pub email: String,
    /// The issuer vouched for `email`.
    pub email_verified: bool,
    pub company_name: Option<String>,
    pub website: Option<String>,
    /// Keys of the company names held before (the current one may be among them).
    pub past_company_keys: Vec<String>,
    /// Domains proved with a code sent to a work address.
    pub domains_verified_by_code: Vec<String>,
}
