//! The account: roles, the identity profile and its photo, and deleting everything.

pub mod model;
pub mod routes;
pub mod store;
