//! Reveal requests: a recruiter asks, the job seeker decides, and identity crosses only
//! with consent. `access` holds the one check every identity-bearing response uses.

pub mod access;
pub mod model;
pub mod routes;
pub mod store;
