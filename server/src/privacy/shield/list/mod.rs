//! The job seeker's employer shield list: read and replace it. Who the entries hide
//! from, and how every recruiter-facing read enforces it, is the rest of
//! `privacy::shield`.

pub mod model;
pub mod routes;
pub mod store;
