//! The employer shield (invariant 10, docs/privacy-invariants.md): a job seeker lists the employers
//! who must never see them, and for a recruiter who matches an entry the profile does
//! not exist. `keys` says who matches (pure rules), `viewer` who a recruiter is to the
//! shields (from their `facts` and the `verification` rules); `store` asks the database.
//! Search enforces it inside the index query (each profile's document carries its
//! entries' terms); every other recruiter-facing read asks `store`. The job seeker
//! reads and replaces their own list through `list`.

pub mod facts;
pub mod keys;
pub mod list;
pub mod store;
pub mod verification;
pub mod viewer;
