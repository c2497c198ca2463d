//! The privacy activity log: every event about a job seeker's profile —
//! seen in search results, viewed, reveal requested, approved, declined, expired,
//! revoked, and identity served — for that job seeker to read, filter and download.
//! Other features write to it with one call on `AppState::activity` (`log.rs`).

pub mod csv;
pub mod log;
pub mod model;
pub mod pending;
pub mod routes;
pub mod store;
