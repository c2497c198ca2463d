//! In-app notifications: created by other features (a new reveal request, an answer),
//! read and marked read only by their owner.

pub mod publish;
pub mod routes;
pub mod store;
