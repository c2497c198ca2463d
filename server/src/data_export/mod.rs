//! "Download my data": a ZIP with everything Veil keeps about a person, as
//! JSON, one file per topic, with their photo and logo. It is built in the background
//! (`runner`), from rows read as the person themselves is shown them (`contents`: a
//! recruiter gets a candidate's identity only through `privacy::access`), and offered
//! through a signed link for 24 hours, after which row and file are deleted; an e-mail
//! (`emails`) says when it is ready. A recruiter's export holds candidates' identities
//! only while they consent: once one no longer does, it is withdrawn (`withdrawal`).

pub mod archive;
pub mod contents;
pub mod emails;
pub mod files;
pub mod messages;
pub mod model;
pub mod routes;
pub mod runner;
pub mod sources;
pub mod store;
pub mod topics;
pub mod withdrawal;
