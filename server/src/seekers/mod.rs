//! Job seekers' anonymous profiles: the codename and profile rules, the profile a
//! job seeker edits, and the anonymous view everyone else gets.

pub mod model;
pub mod routes;
pub mod store;
pub mod view;
