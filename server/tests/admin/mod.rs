//! The admin e-mail center: only the admin gets in; the user list filters and counts;
//! sends are validated like the page validates them; every message goes to its one
//! recipient through a real SMTP server on loopback (or is captured without one), and the
//! outbox records what became of each.

mod access;
mod delivery;
mod sends;
mod support;
mod users;
