//! Veil against a hostile recruiter, over HTTP on both databases: someone who controls
//! their own company details, opens several accounts, compares counts and waits. Each
//! test acts as they would and checks that they learn nothing the employer shield was
//! meant to keep from them (docs/threat-model.md names each guarantee and its test).

mod counts;
mod migration;
mod rename;
pub mod support;
mod work_email;
