//! Reveal requests: a recruiter asks, the job seeker decides, and identity crosses only
//! with consent. The check every identity-bearing response uses is `privacy::access`;
//! the candidate page (`candidates`) shows a profile with this recruiter's request.

pub mod candidates;
pub mod model;
pub mod record;
pub mod routes;
pub mod store;
