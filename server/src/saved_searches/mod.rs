//! Saved searches for recruiters: the search page's criteria under a name,
//! the count of new matching profiles since each was last opened, and optional alerts
//! (in-app and a daily e-mail). Matching runs in the background (`matching`), through
//! the same search path as the search page.

pub mod matching;
pub mod model;
pub mod routes;
pub mod store;
