//! The conversation on a reveal request between its recruiter and its job seeker: the
//! rules (`model`), the SQL (`store`), the routes (`routes`, with who may read and
//! write in `party`), the e-mail that tells the other side (`emails`), and what the one
//! who stays keeps when the other deletes their account (`departed`).

pub mod departed;
pub mod emails;
pub mod model;
pub mod party;
pub mod routes;
pub mod store;
