//! The status each person must get from each operation, written down one by one: 401
//! signed out, 403 for the wrong role, 404 for someone else's object, and the success
//! code (or the validation error the walk's body earns) for the right person.

use super::people::Who;

/// Columns: anonymous, job seeker, recruiter without company page, recruiter, both
/// roles, second recruiter, admin (no role). Notes on the less obvious ones:
/// - someone else's notification is 404 (it does not exist for you); someone else's
///   reveal request is 403, as its owner-only rule says; a request's thread is 404 to
///   all but its two people, and read-only (409) once the walk's job seeker declined it;
/// - a recruiter without a company page reads candidates but sends no request (403) and
///   has no logo to replace (404); their company-page body in the walk is invalid (422);
/// - the three earlier requests make sending again a 409 for the recruiters with a page;
/// - the walk's photo body is not a picture (422 for everyone signed in) so the planted
///   photos stay; the admin's role body names no role (422);
/// - debug reads are open to anyone signed in (scoped to their own rows), debug
///   writes (generate, reindex) are the admin's only in production mode;
/// - an unsubscribe or "Keep my account" link needs no session and answers by its token
///   alone: the walk's is not a signed one (404 for everyone; the signed ones are
///   `tests/emails/` and `tests/retention/`);
/// - the walk's work e-mail is a free-mail address and its code was never sent (422 for
///   recruiters with a company page, 404 without one);
/// - blocking and reporting name a request nobody sent (404 to job seekers, 403 to
///   everyone else); a recruiter's report names a profile nobody has (404 to everyone
///   with the recruiter role, 403 to everyone else); the admin's report and suspension in a path are none (404); and
///   the block or kept conversation in a path is a request's id, which is none of them;
/// - the saved search in the path is the first recruiter's: theirs to change, open and
///   delete (the walk deletes another of theirs), a 404 for every other recruiter.
const TABLE: &[(&str, [u16; 7])] = &[
    ("GET /api/account/avatar-url", [401, 200, 200, 200, 200, 200, 200]),
    ("GET /api/account/data-export", [401, 200, 200, 200, 200, 200, 200]),
    ("GET /api/account/email-settings", [401, 200, 200, 200, 200, 200, 200]),
    ("GET /api/account/end", [401, 200, 200, 200, 200, 200, 200]),
    ("GET /api/account/keep", [404, 404, 404, 404, 404, 404, 404]),
    ("POST /api/account/keep", [404, 404, 404, 404, 404, 404, 404]),
    ("PATCH /api/account/email-settings", [401, 200, 200, 200, 200, 200, 200]),
    ("GET /api/admin/emails/batches/{batchId}", [401, 403, 403, 403, 403, 403, 200]),
    ("GET /api/admin/outbox", [401, 403, 403, 403, 403, 403, 200]),
    ("GET /api/admin/reports", [401, 403, 403, 403, 403, 403, 200]),
    ("GET /api/admin/audit-log", [401, 403, 403, 403, 403, 403, 200]),
    ("GET /api/admin/warning-template", [401, 403, 403, 403, 403, 403, 200]),
    ("PUT /api/admin/warning-template", [401, 403, 403, 403, 403, 403, 200]),
    ("GET /api/admin/job-seeker-warning-template", [401, 403, 403, 403, 403, 403, 200]),
    ("PUT /api/admin/job-seeker-warning-template", [401, 403, 403, 403, 403, 403, 200]),
    ("POST /api/admin/reports/{id}", [401, 403, 403, 403, 403, 403, 404]),
    ("POST /api/admin/suspensions/{accountId}/lift", [401, 403, 403, 403, 403, 403, 404]),
    ("GET /api/assistant/about", [200, 200, 200, 200, 200, 200, 200]),
    ("GET /api/auth/callback", [303, 303, 303, 303, 303, 303, 303]),
    ("GET /api/auth/login", [303, 303, 303, 303, 303, 303, 303]),
    ("GET /api/blocks", [401, 200, 403, 403, 200, 403, 403]),
    ("GET /api/departed-threads", [401, 200, 200, 200, 200, 200, 200]),
    ("GET /api/candidates/{profile_id}", [401, 403, 200, 200, 200, 200, 403]),
    ("GET /api/employer-shield", [401, 200, 403, 403, 200, 403, 403]),
    ("GET /api/employer", [401, 403, 404, 200, 200, 200, 403]),
    ("GET /api/email/unsubscribe", [404, 404, 404, 404, 404, 404, 404]),
    ("POST /api/email/unsubscribe", [404, 404, 404, 404, 404, 404, 404]),
    ("GET /api/geo", [200, 200, 200, 200, 200, 200, 200]),
    ("GET /api/health", [200, 200, 200, 200, 200, 200, 200]),
    ("GET /api/notifications", [401, 200, 200, 200, 200, 200, 200]),
    ("GET /api/places/autocomplete", [401, 200, 200, 200, 200, 200, 200]),
    ("GET /api/places/resolve", [401, 200, 200, 200, 200, 200, 200]),
    ("GET /api/places/reverse", [401, 200, 200, 200, 200, 200, 200]),
    ("GET /api/places/{place_id}", [401, 200, 200, 200, 200, 200, 200]),
    ("GET /api/privacy-activity", [401, 200, 403, 403, 200, 403, 403]),
    ("GET /api/privacy-activity/csv", [401, 200, 403, 403, 200, 403, 403]),
    ("GET /api/privacy-activity/filters", [401, 200, 403, 403, 200, 403, 403]),
    ("GET /api/privacy-activity/summary", [401, 200, 403, 403, 200, 403, 403]),
    ("GET /api/profile", [401, 200, 403, 403, 200, 403, 403]),
    ("GET /api/profile-views/debug/duplicates", [401, 200, 200, 200, 200, 200, 200]),
    ("GET /api/profile-views/debug/raw", [401, 200, 200, 200, 200, 200, 200]),
    ("GET /api/profile-views/debug/stats", [401, 200, 200, 200, 200, 200, 200]),
    ("GET /api/profile-views/recent", [401, 403, 200, 200, 200, 200, 403]),
    ("GET /api/profile-views/total", [401, 200, 403, 403, 200, 403, 403]),
    ("GET /api/profile-views/viewers", [401, 200, 403, 403, 200, 403, 403]),
    ("GET /api/profile/anonymous", [401, 200, 403, 403, 200, 403, 403]),
    ("GET /api/profile/codename-availability", [401, 200, 403, 403, 200, 403, 403]),
    ("GET /api/profile/freshness", [401, 200, 403, 403, 200, 403, 403]),
    ("GET /api/reveal-requests/budget", [401, 403, 200, 200, 200, 200, 403]),
    ("GET /api/reveal-requests/received", [401, 200, 403, 403, 200, 403, 403]),
    ("GET /api/reveal-requests/sent", [401, 403, 200, 200, 200, 200, 403]),
    ("GET /api/reveal-requests/unread", [401, 200, 200, 200, 200, 200, 200]),
    ("GET /api/reveal-requests/{id}/messages", [401, 200, 404, 404, 404, 200, 404]),
    ("GET /api/saved-searches", [401, 403, 200, 200, 200, 200, 403]),
    ("GET /api/search", [401, 403, 200, 200, 200, 200, 403]),
    ("GET /api/search/debug", [401, 200, 200, 200, 200, 200, 200]),
    ("GET /api/search/history", [401, 403, 200, 200, 200, 200, 403]),
    ("GET /api/search/stats", [401, 200, 200, 200, 200, 200, 200]),
    ("GET /api/session", [401, 200, 200, 200, 200, 200, 200]),
    ("GET /api/site", [200, 200, 200, 200, 200, 200, 200]),
    ("POST /api/account/data-export", [401, 202, 202, 202, 202, 202, 202]),
    ("POST /api/admin/emails", [401, 403, 403, 403, 403, 403, 202]),
    ("POST /api/admin/users", [401, 403, 403, 403, 403, 403, 200]),
    ("POST /api/assistant/codenames", [401, 200, 403, 403, 200, 403, 403]),
    ("POST /api/assistant/generate", [401, 200, 403, 403, 200, 403, 403]),
    ("POST /api/early-access", [200, 200, 200, 200, 200, 200, 200]),
    ("POST /api/consent", [201, 201, 201, 201, 201, 201, 201]),
    ("PUT /api/employer", [401, 403, 422, 200, 200, 200, 403]),
    ("PUT /api/employer-shield", [401, 200, 403, 403, 200, 403, 403]),
    ("POST /api/blocks", [401, 404, 403, 403, 404, 403, 403]),
    ("POST /api/reports", [401, 404, 403, 403, 404, 403, 403]),
    ("POST /api/candidate-reports", [401, 403, 404, 404, 404, 404, 403]),
    ("GET /api/profile/request-preferences", [401, 200, 403, 403, 200, 403, 403]),
    ("PUT /api/profile/request-preferences", [401, 200, 403, 403, 200, 403, 403]),
    ("DELETE /api/blocks/{id}", [401, 404, 403, 403, 404, 403, 403]),
    ("DELETE /api/departed-threads/{id}", [401, 404, 404, 404, 404, 404, 404]),
    ("POST /api/employer/work-email", [401, 403, 404, 422, 422, 422, 403]),
    ("POST /api/employer/work-email/code", [401, 403, 404, 422, 422, 422, 403]),
    ("POST /api/notifications/read-all", [401, 200, 200, 200, 200, 200, 200]),
    ("POST /api/notifications/{id}/read", [401, 200, 404, 404, 404, 404, 404]),
    ("PATCH /api/profile", [401, 200, 403, 403, 200, 403, 403]),
    ("PUT /api/profile", [401, 200, 403, 403, 200, 403, 403]),
    ("POST /api/profile/anonymity-check", [401, 200, 403, 403, 200, 403, 403]),
    ("POST /api/profile/freshness", [401, 200, 403, 403, 200, 403, 403]),
    ("POST /api/profile-views", [401, 403, 200, 200, 200, 200, 403]),
    ("POST /api/profile-views/debug/generate", [401, 403, 403, 403, 403, 403, 201]),
    ("DELETE /api/profile-views/recent", [401, 403, 204, 204, 204, 204, 403]),
    ("POST /api/reveal-requests", [401, 403, 403, 409, 409, 409, 403]),
    ("PATCH /api/reveal-requests/{id}", [401, 200, 403, 403, 403, 403, 403]),
    ("POST /api/reveal-requests/{id}/messages", [401, 409, 404, 404, 404, 409, 404]),
    ("POST /api/reveal-requests/{id}/messages/read", [401, 204, 404, 404, 404, 204, 404]),
    ("PUT /api/roles", [401, 200, 200, 200, 200, 200, 422]),
    ("POST /api/saved-searches", [401, 403, 201, 201, 201, 201, 403]),
    ("PATCH /api/saved-searches/{saved_search_id}", [401, 403, 404, 200, 404, 404, 403]),
    ("DELETE /api/saved-searches/{saved_search_id}", [401, 403, 404, 204, 404, 404, 403]),
    ("POST /api/saved-searches/{saved_search_id}/open", [401, 403, 404, 200, 404, 404, 403]),
    ("POST /api/search/history", [401, 403, 204, 204, 204, 204, 403]),
    ("POST /api/search/reindex", [401, 403, 403, 403, 403, 403, 200]),
    ("POST /api/uploads/logo", [401, 403, 404, 200, 200, 200, 403]),
    ("POST /api/uploads/photo", [401, 422, 422, 422, 422, 422, 422]),
];

pub fn status(key: &str, who: Who) -> Option<u16> {
    let column = super::people::EVERYONE.iter().position(|w| *w == who)?;
    TABLE.iter().find(|(k, _)| *k == key).map(|(_, row)| row[column])
}
