//! Many instances on one database, as an operator runs them: listeners that never take
//! the request pool, statements that end before their requests, the port bound before
//! the index is ready, a change feed that loses nothing and an index that heals, object
//! store settings checked at start, and two real `veil` processes on one PostgreSQL
//! (serving the same people, and running each background job once).

use crate::search::support;

pub mod binary;
mod feed;
mod heal;
mod jobs;
mod pool;
mod startup;
mod storage;
mod timeouts;
mod two_processes;
