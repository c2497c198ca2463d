//! The salary filter: a recruiter's budget, in a currency of their choice, keeps the
//! profiles whose salary range overlaps it once both are in one currency (the reference
//! rates of `money::rates`, through US dollars). Pure: the index keeps each profile's
//! range in dollars (`ProfileSalary`), and a budget becomes ranges of those two columns.
//!
//! A profile states a minimum, a maximum, both or neither (0 is "not stated", as the
//! spec stores it, and the two are not checked against each other, so they are read in
//! order). A side not stated is open: "from 80,000" overlaps every budget reaching
//! 80,000. Profiles stating neither match every budget unless the recruiter leaves them
//! out (`Budget::stated_only`).

use crate::money;

/// A profile's salary range in whole US dollars, low to high, each side open when not
/// stated; `None` when the profile states no salary.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProfileSalary {
    pub low: i64,
    pub high: i64,
}

impl ProfileSalary {
    /// What the index keeps for an open side.
    pub const OPEN_LOW: i64 = 0;
    pub const OPEN_HIGH: i64 = i64::MAX;

    /// The range of `min` and `max` (0: not stated) in the currency of `country`.
    pub fn of(min: i64, max: i64, country: &str) -> Option<Self> {
        let currency = money::currency_of_country(country);
        let dollars = |amount: i64| money::to_usd(amount, currency).unwrap_or(amount);
        let (low, high) = match (min > 0, max > 0) {
            (false, false) => return None,
            (true, false) => (dollars(min), Self::OPEN_HIGH),
            (false, true) => (Self::OPEN_LOW, dollars(max)),
            (true, true) => (dollars(min.min(max)), dollars(min.max(max))),
        };
        Some(Self { low, high })
    }
}

/// What a recruiter can pay: a minimum, a maximum or both, in a currency the reference
/// rates know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Budget {
    pub min: Option<i64>,
    pub max: Option<i64>,
    /// ISO 4217, as `money::rates` lists it.
    pub currency: String,
}

/// The budget as bounds on the index's columns: the profile's high side at least `high_at_least`,
/// its low side at most `low_at_most` (each `None`: no bound).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Bounds {
    pub high_at_least: Option<i64>,
    pub low_at_most: Option<i64>,
}

impl Budget {
    /// `None` when it names no amount. A minimum above the maximum is read in order.
    pub fn new(min: Option<i64>, max: Option<i64>, currency: &str) -> Option<Self> {
        let (min, max) = match (min, max) {
            (Some(a), Some(b)) if a > b => (Some(b), Some(a)),
            other => other,
        };
        (min.is_some() || max.is_some()).then(|| Self { min, max, currency: currency.to_owned() })
    }

    /// Overlap as bounds: the profile's range reaches the budget's minimum and starts
    /// at or below its maximum.
    pub fn bounds(&self) -> Bounds {
        let dollars = |amount: i64| money::to_usd(amount, &self.currency).unwrap_or(amount);
        Bounds { high_at_least: self.min.map(dollars), low_at_most: self.max.map(dollars) }
    }

    /// Whether a profile's range overlaps the budget (what the bounds say, for tests and
    /// for what does not go through the index).
    pub fn overlaps(&self, salary: Option<ProfileSalary>) -> bool {
        let Some(salary) = salary else { return true };
        let bounds = self.bounds();
        bounds.high_at_least.is_none_or(|least| salary.high >= least)
            && bounds.low_at_most.is_none_or(|most| salary.low <= most)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn budget(min: Option<i64>, max: Option<i64>, currency: &str) -> Budget {
        Budget::new(min, max, currency).unwrap()
    }

    #[test]
    fn a_profile_range_is_read_in_order_with_unstated_sides_open() {
        assert_eq!(ProfileSalary::of(0, 0, "Germany"), None);
        assert_eq!(
            ProfileSalary::of(90_000, 60_000, "United States"),
            Some(ProfileSalary { low: 60_000, high: 90_000 })
        );
        assert_eq!(ProfileSalary::of(80_000, 0, "US"), Some(ProfileSalary { low: 80_000, high: i64::MAX }));
        assert_eq!(ProfileSalary::of(0, 120_000, "Atlantis"), Some(ProfileSalary { low: 0, high: 120_000 }));
        // In the currency of the country, as the profile shows it: 86,200 EUR is $100,000.
        assert_eq!(ProfileSalary::of(86_200, 0, "Germany").unwrap().low, 100_000);
    }

    #[test]
    fn a_budget_names_an_amount_and_is_read_in_order() {
        assert_eq!(Budget::new(None, None, "USD"), None);
        assert_eq!(
            budget(Some(150_000), Some(100_000), "USD").bounds(),
            Bounds { high_at_least: Some(100_000), low_at_most: Some(150_000) }
        );
    }

    #[test]
    fn overlap_at_each_edge() {
        let range = |low, high| Some(ProfileSalary { low, high });
        let b = budget(Some(100_000), Some(150_000), "USD");
        assert!(b.overlaps(range(150_000, 200_000)), "starts at the budget's top");
        assert!(!b.overlaps(range(150_001, 200_000)), "starts above it");
        assert!(b.overlaps(range(50_000, 100_000)), "ends at the budget's floor");
        assert!(!b.overlaps(range(50_000, 99_999)), "ends below it");
        assert!(b.overlaps(range(0, i64::MAX)), "open on both sides");
        assert!(b.overlaps(None), "no salary stated: kept unless left out");
        let floor_only = budget(Some(100_000), None, "USD");
        assert!(floor_only.overlaps(range(0, 100_000)) && !floor_only.overlaps(range(0, 99_999)));
        let ceiling_only = budget(None, Some(100_000), "USD");
        assert!(ceiling_only.overlaps(range(100_000, i64::MAX)) && !ceiling_only.overlaps(range(100_001, i64::MAX)));
    }

    #[test]
    fn budget_and_profile_meet_in_one_currency() {
        // A budget of 60,000 to 70,000 GBP is $78,947 to $92,105.
        let pounds = budget(Some(60_000), Some(70_000), "GBP");
        assert_eq!(pounds.bounds(), Bounds { high_at_least: Some(78_947), low_at_most: Some(92_105) });
        // A German profile asking 75,000 to 85,000 EUR is $87,007 to $98,608: they overlap.
        assert!(pounds.overlaps(ProfileSalary::of(75_000, 85_000, "Germany")));
        // From 80,000 EUR ($92,807) is above the budget's top.
        assert!(!pounds.overlaps(ProfileSalary::of(80_000, 0, "Germany")));
        // 10,000,000 JPY ($64,516) reaches a $60,000 floor.
        assert!(budget(Some(60_000), None, "USD").overlaps(ProfileSalary::of(0, 10_000_000, "Japan")));
    }
}
