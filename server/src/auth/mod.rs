//! Who is asking. Sign-in is OpenID Connect (`oidc`), against LinkedIn or any issuer,
//! or against the built-in development provider (`dev_idp`); a successful sign-in opens
//! a server-side session (`session`); extractors (`extract`) give handlers the signed-in
//! person with the role the route needs.

pub mod dev_idp;
pub mod extract;
pub mod model;
pub mod oidc;
pub mod routes;
pub mod session;
pub mod session_cache;
pub mod store;
