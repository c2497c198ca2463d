//! Notification e-mails through a real SMTP server on loopback: what the
//! job seeker and the recruiter receive and when, both parts, the RFC 8058 headers and
//! the unsubscribe link (that it works without signing in), the settings respected, the
//! weekly digest, and that nothing in a recruiter's e-mail identifies a job seeker.

mod delivery;
mod digest;
mod reveal;
mod settings;
mod support;
