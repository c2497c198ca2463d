//! A conversation whose other person deleted their account. The one who stayed keeps it:
//! their own messages, and "This person has left Veil" in place of each message of the
//! one who left, of whom nothing is kept (no name, codename, company or text). It is
//! made in the deletion's transaction (`store::KEEP_THREAD`), listed and deleted by its
//! owner (`routes`), exported with their data, and swept after the ended-requests period.

pub mod routes;
pub mod store;
