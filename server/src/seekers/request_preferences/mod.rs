//! Request preferences: a job seeker accepts reveal requests only with a salary named,
//! only for their work mode, only from verified companies. A request that does not meet
//! them cannot be sent (422 naming the preference), and the candidate page tells the
//! recruiter which one stops it before they write: the preference itself, nothing more.

pub mod routes;
pub mod store;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{reveal::offer::Offer, seekers::model::JobType};

/// What a job seeker accepts. Every preference is off until they switch it on.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct RequestPreferences {
    /// Only requests that name a salary (a minimum, a maximum or both).
    pub with_salary: bool,
    /// Only requests that name the job's work mode, and it is the profile's.
    pub my_work_mode: bool,
    /// Only requests from recruiters whose company is verified.
    pub verified_companies: bool,
}

/// The first preference a request does not meet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    NoSalary,
    OtherWorkMode(JobType),
    Unverified,
}

impl Stop {
    pub fn code(self) -> &'static str {
        match self {
            Self::NoSalary => "preference_salary",
            Self::OtherWorkMode(_) => "preference_work_mode",
            Self::Unverified => "preference_verified_company",
        }
    }

    /// The words the recruiter reads: the preference, nothing else about the person.
    pub fn message(self) -> String {
        match self {
            Self::NoSalary => "This candidate accepts requests only with a salary.".into(),
            Self::OtherWorkMode(mode) => {
                format!("This candidate accepts requests only for {} work.", work_mode_words(mode))
            }
            Self::Unverified => "This candidate accepts requests only from verified companies.".into(),
        }
    }
}

fn work_mode_words(mode: JobType) -> &'static str {
    match mode {
        JobType::Remote => "remote",
        JobType::Onsite => "on-site",
        JobType::Hybrid => "hybrid",
    }
}

impl RequestPreferences {
    /// Reads the stored JSON; anything unreadable is no preference at all.
    pub fn from_stored(raw: &str) -> Self {
        serde_json::from_str(raw).unwrap_or_default()
    }

    pub fn to_stored(self) -> String {
        serde_json::to_string(&self).unwrap_or_else(|_| "{}".into())
    }

    /// The first preference that `offer`, from a recruiter whose company is `verified`
    /// or not, does not meet, for a profile whose work mode is `mode`.
    pub fn stop(&self, offer: &Offer, mode: JobType, verified: bool) -> Option<Stop> {
        if self.verified_companies && !verified {
            return Some(Stop::Unverified);
        }
        if self.with_salary && offer.salary_min.is_none() && offer.salary_max.is_none() {
            return Some(Stop::NoSalary);
        }
        if self.my_work_mode && offer.work_mode != Some(mode) {
            return Some(Stop::OtherWorkMode(mode));
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: RequestPreferences =
        RequestPreferences { with_salary: true, my_work_mode: true, verified_companies: true };

    fn offer(salary: Option<i64>, mode: Option<JobType>) -> Offer {
        Offer { salary_max: salary, salary_currency: salary.map(|_| "EUR".into()), work_mode: mode, ..Offer::default() }
    }

    #[test]
    fn no_preference_stops_nothing() {
        assert_eq!(RequestPreferences::default().stop(&Offer::default(), JobType::Remote, false), None);
    }

    #[test]
    fn each_preference_stops_what_does_not_meet_it_first_the_company() {
        let good = offer(Some(90_000), Some(JobType::Hybrid));
        assert_eq!(ALL.stop(&good, JobType::Hybrid, true), None);
        assert_eq!(ALL.stop(&good, JobType::Hybrid, false), Some(Stop::Unverified));
        assert_eq!(ALL.stop(&offer(None, Some(JobType::Hybrid)), JobType::Hybrid, true), Some(Stop::NoSalary));
        let min_only = Offer { salary_min: Some(1), ..offer(None, Some(JobType::Hybrid)) };
        assert_eq!(ALL.stop(&min_only, JobType::Hybrid, true), None, "a minimum alone names a salary");
        assert_eq!(
            ALL.stop(&offer(Some(1), Some(JobType::Onsite)), JobType::Hybrid, true),
            Some(Stop::OtherWorkMode(JobType::Hybrid))
        );
        assert_eq!(ALL.stop(&offer(Some(1), None), JobType::Remote, true), Some(Stop::OtherWorkMode(JobType::Remote)));
    }

    #[test]
    fn the_words_name_the_preference_only() {
        assert_eq!(Stop::NoSalary.message(), "This candidate accepts requests only with a salary.");
        assert_eq!(
            Stop::OtherWorkMode(JobType::Onsite).message(),
            "This candidate accepts requests only for on-site work."
        );
        assert_eq!(Stop::Unverified.code(), "preference_verified_company");
    }

    #[test]
    fn the_stored_form_reads_back_and_anything_else_is_none() {
        assert_eq!(RequestPreferences::from_stored(&ALL.to_stored()), ALL);
        assert_eq!(RequestPreferences::from_stored("{}"), RequestPreferences::default());
        assert_eq!(RequestPreferences::from_stored("not json"), RequestPreferences::default());
    }
}
