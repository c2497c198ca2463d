//! Moderation: a job seeker reports a recruiter (the recruiter themselves, a request or a
//! message they sent), and reporting blocks them unless the job seeker unticks it; a
//! recruiter reports a job seeker (a candidate's profile, or a message they wrote). The
//! admin works through the open reports oldest first and dismisses, warns (an e-mail from
//! a template they edit, one for each side) or suspends. A suspended recruiter cannot
//! search, view or send (`auth::extract::ActingRecruiter`), and their pending requests end
//! as "Withdrawn"; a suspended job seeker's profile is hidden and they cannot write.
//! Every admin action, the e-mail center's sends among them, goes to the append-only
//! audit log (`admin::audit`) that the database itself refuses to change.
//!
//! The reporter is never named to anyone: the queue shows the reported content, the
//! reason and the note, and the recruiter's record (a job seeker: their codename and the
//! reports against them, never their name or address).

pub mod admin_routes;
pub mod candidate_report_routes;
pub mod model;
pub mod report_routes;
pub mod store;
pub mod suspension;
