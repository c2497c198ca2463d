//! Data that ends: the retention schedule against the schema and the documentation, and
//! its daily job at the boundaries of every period, on both databases.

mod boundaries;
mod documented;
mod every_table;
mod inactive;
