//! Data that ends: the retention schedule (every kind of record, why it is kept and for
//! how long), and the daily job that deletes what is past its period.

pub mod export;
pub mod inactive;
pub mod job;
pub mod schedule;
pub mod sweep;
