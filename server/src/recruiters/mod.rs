//! Recruiters' company profiles (the `employers` rows) and their logos.

pub mod model;
pub mod routes;
pub mod store;
pub mod verification;
pub mod work_email;
