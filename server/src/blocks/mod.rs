//! A job seeker blocks a recruiter: from then on the profile is gone to that recruiter,
//! as to one the employer shield names (the shield's rule reads the blocks: 404 on every
//! route, left out of every search, count and alert), and they are not told. The job
//! seeker blocks from a request or the viewers list (naming the request or the view, never
//! an account), sees their blocks on the account page and can lift each one. A blocked
//! recruiter's requests and views leave the job seeker's lists while the block lasts.

pub mod routes;
pub mod store;
