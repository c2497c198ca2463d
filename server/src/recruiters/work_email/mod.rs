//! "Verify your work e-mail": a code sent to an address at the company's domain.

pub mod model;
pub mod routes;
pub mod store;
