//! The public side of Veil: health, site information for the client, the visitor's
//! country for the cookie banner, early-access sign-ups, and the web app itself.

pub mod geo;
pub mod model;
pub mod routes;
pub mod store;
