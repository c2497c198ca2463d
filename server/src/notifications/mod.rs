//! In-app notifications: created by other features (a new reveal request, an answer),
//! read and marked read only by their owner. The e-mails that tell people the same when
//! they are away are in `mail`.

pub mod publish;
pub mod routes;
pub mod store;
