//! The conversation on a reveal request between its recruiter and its job seeker: the
//! rules (`model`), the SQL (`store`), the routes (`routes`, with who may read and
//! write in `party`) and the e-mail that tells the other side (`emails`).

pub mod emails;
pub mod model;
pub mod party;
pub mod routes;
pub mod store;
