//! Job seekers' anonymous profiles: the codename and profile rules, the profile a
//! job seeker edits, and the anonymous view everyone else gets.

pub mod anonymity;
pub mod anonymous_profile;
pub mod crowd_count;
pub mod freshness;
pub mod guard;
pub mod model;
pub mod precision;
pub mod routes;
pub mod screening;
pub mod skills;
pub mod store;
pub mod usual_answer;
pub mod view;
