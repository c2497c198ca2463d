//! Candidate search over HTTP: ranking, typo tolerance, prefixes, filters and location
//! widening, pagination, what never appears (hidden profiles, the searcher's own, deleted
//! accounts, identities), freshness after an edit, saves that do not wait for the index,
//! history, the debug endpoints, the index rebuilt from the database, and two instances
//! on one PostgreSQL in step.

mod access;
mod budget_and_job_types;
mod executor;
mod filters;
mod fresh_migration;
mod history;
mod index;
mod pagination;
mod ranking;
mod saves;
mod screening;
mod screening_migration;
mod skill_ids;
pub mod support;
mod synonyms;
mod visibility;
