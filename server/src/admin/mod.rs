//! The admin e-mail center: the user list with its filters, e-mail to chosen users sent
//! in the background, and the outbox of what went out; and the audit log of every admin
//! action (moderation's too).

pub mod audit;
pub mod batch;
pub mod model;
pub mod routes;
pub mod store;
