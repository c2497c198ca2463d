//! The account: roles, the identity profile and its photo, and deleting everything.

pub mod deletion;
pub mod model;
pub mod routes;
pub mod store;
