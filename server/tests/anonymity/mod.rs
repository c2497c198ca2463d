//! Anonymity: location precision (a recruiter and the search index see a job seeker's
//! place only as precisely as they chose) and the re-identification guard (how many
//! other profiles share the shown location, title family and top skills, as a bucket).

use crate::search::support;

mod guard;
mod precision;
