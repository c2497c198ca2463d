//! E-mail, all of it: the address someone types (`address`), how a message leaves (`transport`: SMTP, or only the outbox), how
//! it is written (`model`: the kinds of e-mail, each message's text and HTML, its
//! links; `text`: escaping and the plain-text part), the one `send` every feature calls
//! (`sending`: it respects the person's settings, adds the signed one-click unsubscribe
//! link and headers, records the message in the outbox and hands it to the transport),
//! the person's settings and the unsubscribe pages (`routes`, `store`), and the signer of
//! unsubscribe links (`unsubscribe`) and of the "Keep my account" links of inactivity warnings
//! (`keep_link`).
//!
//! Features write only what they send: a `model::NotificationEmail` built from their
//! own data (`reveal/emails.rs`, `data_export/emails.rs`, `digest/`,
//! `saved_searches/model.rs`), passed to `send`. The admin's e-mail to chosen users
//! (`admin/batch.rs`) uses the transport directly.
//!
//! The transport, the templates and the signer are infrastructure, below every feature;
//! sending, the settings and their routes read accounts and the outbox, at the features'
//! level (`tests/module_graph/layers.rs` names the parts).

pub mod address;
pub mod keep_link;
pub mod model;
pub mod routes;
pub mod sending;
pub mod signed_subject;
pub mod store;
pub mod text;
pub mod transport;
pub mod unsubscribe;

pub use sending::{Sent, send};
pub use transport::{Delivery, MAX_CONCURRENT_SENDS, Mailer, OutgoingEmail};
