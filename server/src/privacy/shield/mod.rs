//! The employer shield (issue 18 §1, invariant 10): a job seeker lists the employers
//! who must never see them, and for a recruiter who matches an entry the profile does
//! not exist. `keys` says who matches (pure rules); `store` asks the database. Search
//! enforces it inside the index query (each profile's document carries its entries'
//! terms); every other recruiter-facing read asks `store`.

pub mod keys;
pub mod store;
pub mod verification;
