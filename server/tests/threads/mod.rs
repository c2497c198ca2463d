//! The conversation on a reveal request, over HTTP on both databases: who reaches a
//! thread (`access`), when it is open (`rules`), and what leaves Veil about it: the
//! bell, events, e-mails, exports and deletion (`outside`); what the one who stays keeps
//! when the other leaves (`departed`);
//! and a request from before the upgrade (`migration`).

mod access;
mod departed;
mod migration;
mod outside;
mod rules;
pub(crate) mod support;
