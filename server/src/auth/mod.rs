//! Who is asking: sessions and (with the sign-in issue) the OIDC relying party and the
//! development identity provider.

pub mod routes;
