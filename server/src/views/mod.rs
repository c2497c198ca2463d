//! Profile views: one view per visit of another person's candidate profile, skipped
//! when the same viewer saw the same profile within 30 seconds; who viewed me, what I
//! viewed, totals, and the debug screen's data.

pub mod model;
pub mod routes;
pub mod store;
