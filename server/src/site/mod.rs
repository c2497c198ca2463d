//! The public side of Veil: health, site information for the client, the visitor's
//! country for the cookie banner (found by `http::geo`), early-access sign-ups, `robots.txt` and `sitemap.xml`.

pub mod crawlers;
pub mod routes;
pub mod store;
