//! Reveal requests: a recruiter asks, the job seeker decides, and identity crosses only
//! with consent and only for as long as the job seeker chose. The check every
//! identity-bearing response uses is `privacy::access`; the candidate page
//! (`candidates`) shows a profile with this recruiter's request; `ending` tells both
//! sides when a reveal or an unanswered request ends; `emails` tells them by e-mail; `thread` is
//! the conversation between the two; `budget` is how many requests a recruiter may send a week.

pub mod budget;
pub mod candidates;
pub mod emails;
pub mod ending;
pub mod events;
pub mod model;
pub mod notices;
pub mod offer;
pub mod preferences;
pub mod received;
pub mod record;
pub mod reminders;
pub mod routes;
pub mod store;
pub mod thread;
pub mod view;
