//! In-app notifications: created by other features (a new reveal request, an answer),
//! read and marked read only by their owner; and the e-mails that tell people the same
//! when they are away (`email`).

pub mod email;
pub mod publish;
pub mod routes;
pub mod store;
