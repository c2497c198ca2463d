//! Request preferences: a job seeker accepts reveal requests only with a salary named,
//! only at or above their minimum, only for their work mode, only from verified companies. A request that does not meet
//! them cannot be sent (422 naming the preference), and the candidate page tells the
//! recruiter which one stops it before they write: the preference itself, nothing more.

pub mod routes;
pub mod store;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{
    money,
    reveal::offer::{Offer, SalaryPeriod},
    seekers::model::JobType,
};

/// What a job seeker accepts. Every preference is off until they switch it on.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct RequestPreferences {
    /// Only requests that name a salary (a minimum, a maximum or both).
    pub with_salary: bool,
    /// Only requests whose salary reaches the profile's minimum (`Self::reaches`).
    pub at_or_above_minimum: bool,
    /// Only requests that name the job's work mode, and it is the profile's.
    pub my_work_mode: bool,
    /// Only requests from recruiters whose company is verified.
    pub verified_companies: bool,
}

/// The first preference a request does not meet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    NoSalary,
    BelowMinimum,
    OtherWorkMode(JobType),
    Unverified,
}

impl Stop {
    pub fn code(self) -> &'static str {
        match self {
            Self::NoSalary => "preference_salary",
            Self::BelowMinimum => "preference_minimum_salary",
            Self::OtherWorkMode(_) => "preference_work_mode",
            Self::Unverified => "preference_verified_company",
        }
    }

    /// The words the recruiter reads: the preference, nothing else about the person.
    pub fn message(self) -> String {
        match self {
            Self::NoSalary => "This candidate accepts requests only with a salary.".into(),
            Self::BelowMinimum => "This candidate accepts requests only at or above their minimum salary.".into(),
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
    /// or not, does not meet, for `profile`.
    pub fn stop(&self, offer: &Offer, profile: &Profile<'_>, verified: bool) -> Option<Stop> {
        let mode = profile.mode;
        if self.verified_companies && !verified {
            return Some(Stop::Unverified);
        }
        if self.with_salary && offer.salary_min.is_none() && offer.salary_max.is_none() {
            return Some(Stop::NoSalary);
        }
        if self.at_or_above_minimum && !reaches(offer, profile) {
            return Some(Stop::BelowMinimum);
        }
        if self.my_work_mode && offer.work_mode != Some(mode) {
            return Some(Stop::OtherWorkMode(mode));
        }
        None
    }
}

/// What the preferences are checked against: the profile's work mode, yearly minimum
/// salary and country (whose currency the minimum is in).
#[derive(Debug, Clone, Copy)]
pub struct Profile<'a> {
    pub mode: JobType,
    pub min_salary: i64,
    pub country: &'a str,
}

/// Hours in a working year, to set an hourly offer against a yearly minimum.
const HOURS_A_YEAR: i64 = 2_080;

/// Whether the offer reaches the profile's minimum: its best figure (the maximum, or the
/// minimum when it gives no maximum), made yearly and converted into the currency of the
/// profile's country (`money`), is at least the minimum. A profile without a minimum (0)
/// is always reached; an offer without a salary, or in a currency Veil cannot convert,
/// never reaches one.
pub fn reaches(offer: &Offer, profile: &Profile<'_>) -> bool {
    if profile.min_salary <= 0 {
        return true;
    }
    let (Some(best), Some(currency)) = (offer.salary_max.or(offer.salary_min), offer.salary_currency.as_deref()) else {
        return false;
    };
    let yearly = match offer.salary_period.unwrap_or(SalaryPeriod::Year) {
        SalaryPeriod::Year => best,
        SalaryPeriod::Month => best.saturating_mul(12),
        SalaryPeriod::Hour => best.saturating_mul(HOURS_A_YEAR),
    };
    money::convert(yearly, currency, money::currency_of_country(profile.country))
        .is_some_and(|converted| converted >= profile.min_salary)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: RequestPreferences = RequestPreferences {
        with_salary: true,
        at_or_above_minimum: false,
        my_work_mode: true,
        verified_companies: true,
    };

    fn profile(mode: JobType) -> Profile<'static> {
        Profile { mode, min_salary: 0, country: "Germany" }
    }

    fn offer(salary: Option<i64>, mode: Option<JobType>) -> Offer {
        Offer { salary_max: salary, salary_currency: salary.map(|_| "EUR".into()), work_mode: mode, ..Offer::default() }
    }

    #[test]
    fn no_preference_stops_nothing() {
        assert_eq!(RequestPreferences::default().stop(&Offer::default(), &profile(JobType::Remote), false), None);
    }

    #[test]
    fn each_preference_stops_what_does_not_meet_it_first_the_company() {
        let good = offer(Some(90_000), Some(JobType::Hybrid));
        let hybrid = profile(JobType::Hybrid);
        assert_eq!(ALL.stop(&good, &hybrid, true), None);
        assert_eq!(ALL.stop(&good, &hybrid, false), Some(Stop::Unverified));
        assert_eq!(ALL.stop(&offer(None, Some(JobType::Hybrid)), &hybrid, true), Some(Stop::NoSalary));
        let min_only = Offer { salary_min: Some(1), ..offer(None, Some(JobType::Hybrid)) };
        assert_eq!(ALL.stop(&min_only, &hybrid, true), None, "a minimum alone names a salary");
        assert_eq!(
            ALL.stop(&offer(Some(1), Some(JobType::Onsite)), &hybrid, true),
            Some(Stop::OtherWorkMode(JobType::Hybrid))
        );
        assert_eq!(
            ALL.stop(&offer(Some(1), None), &profile(JobType::Remote), true),
            Some(Stop::OtherWorkMode(JobType::Remote))
        );
    }

    #[test]
    fn the_minimum_is_reached_by_the_best_figure_made_yearly_in_the_profiles_currency() {
        let minimum = RequestPreferences { at_or_above_minimum: true, ..RequestPreferences::default() };
        let berlin = Profile { mode: JobType::Remote, min_salary: 90_000, country: "Germany" };
        let eur = |min: Option<i64>, max: Option<i64>, period| Offer {
            salary_min: min,
            salary_max: max,
            salary_currency: Some("EUR".into()),
            salary_period: Some(period),
            ..Offer::default()
        };
        assert_eq!(minimum.stop(&eur(Some(80_000), Some(90_000), SalaryPeriod::Year), &berlin, false), None);
        assert_eq!(minimum.stop(&eur(Some(95_000), None, SalaryPeriod::Year), &berlin, false), None);
        assert_eq!(
            minimum.stop(&eur(Some(80_000), Some(89_999), SalaryPeriod::Year), &berlin, false),
            Some(Stop::BelowMinimum)
        );
        assert_eq!(minimum.stop(&eur(None, Some(7_500), SalaryPeriod::Month), &berlin, false), None);
        assert_eq!(minimum.stop(&eur(None, Some(44), SalaryPeriod::Hour), &berlin, false), None, "91,520 a year");
        assert_eq!(minimum.stop(&eur(None, Some(43), SalaryPeriod::Hour), &berlin, false), Some(Stop::BelowMinimum));
        assert_eq!(minimum.stop(&Offer::default(), &berlin, false), Some(Stop::BelowMinimum), "no salary");
        let unknown = Offer { salary_currency: Some("XXX".into()), ..eur(None, Some(1_000_000), SalaryPeriod::Year) };
        assert_eq!(minimum.stop(&unknown, &berlin, false), Some(Stop::BelowMinimum));
        let no_minimum = Profile { min_salary: 0, ..berlin };
        assert_eq!(minimum.stop(&Offer::default(), &no_minimum, false), None);
        // Another currency is converted: far above in dollars, far below in yen.
        let usd = Offer { salary_currency: Some("USD".into()), ..eur(None, Some(200_000), SalaryPeriod::Year) };
        assert_eq!(minimum.stop(&usd, &berlin, false), None);
        let jpy = Offer { salary_currency: Some("JPY".into()), ..eur(None, Some(200_000), SalaryPeriod::Year) };
        assert_eq!(minimum.stop(&jpy, &berlin, false), Some(Stop::BelowMinimum));
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
