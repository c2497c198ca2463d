//! Consent you can prove: each cookie-consent choice (accept all, reject all, custom) is
//! recorded with the random consent id the browser keeps, the choices, the policy
//! version and the time. No IP address is stored, and an account only when the choice
//! was made signed in. Kept for the retention schedule's period, then deleted.

pub mod model;
pub mod routes;
pub mod store;
