//! Candidate search: a Tantivy index of anonymous profile fields in the data dir, kept
//! in step with the database through the `search_changes` feed (written by triggers),
//! rebuilt from the database when missing, outdated or on demand.

pub mod card;
pub mod common_skills;
pub mod crowd;
pub mod debug_routes;
pub mod expand;
pub mod facets;
pub mod feed;
pub mod feed_store;
pub mod follow;
pub mod heal;
pub mod highlight;
pub mod history;
pub mod index;
pub mod index_writes;
pub mod model;
pub mod page;
pub mod query;
pub mod routes;
pub mod run;
pub mod salary;
pub mod screen;
pub mod screen_params;
pub mod store;
pub mod sync;
pub mod synonyms;

/// How many a search matched (exact, or an estimate beyond `veil_search::EXACT_UP_TO`).
pub use veil_search::Total;
