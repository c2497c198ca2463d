//! When consent ends, what was shown stops flowing. A recruiter saw a candidate's
//! identity under an approved reveal; then the reveal is revoked, or runs out, or the
//! candidate shields the recruiter's company, or deletes their account. Acting as that
//! recruiter, with everything they kept from before (a photo address, a data export's
//! link), every route shows no identity afterwards, the export answers 410, the photo
//! 404. The sweep that announces endings tells a shielded recruiter nothing; photo
//! addresses of others live hours; exports built before any of this are withdrawn.

mod endings;
mod migration;
mod photos;
mod support;
mod sweep;
