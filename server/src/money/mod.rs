//! Money across countries: which currency a profile's salary is in (from its country, as
//! the web app shows it) and a reference rate per currency, so a recruiter's budget or
//! offer in one currency can be set against a salary in another.

pub mod currencies;
pub mod rates;

pub use currencies::currency_of_country;
pub use rates::{convert, to_usd};
