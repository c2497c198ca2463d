//! The weekly budget of reveal requests, as a pure rule: how many a recruiter may send
//! this week, and whether their recent requests shrink it. `docs/request-budgets.md`
//! explains it for people.

use super::super::model::DAY_MS;

/// How many recent ended requests the rule judges a recruiter by.
pub const JUDGED: usize = 20;
/// Under this share of approvals among the judged requests, in percent, the budget shrinks.
pub const APPROVED_PERCENT_AT_LEAST: usize = 10;
const WEEK_MS: i64 = 7 * DAY_MS;

/// The budgets from the settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    pub weekly: u32,
    /// The budget of a recruiter whose recent requests are mostly declined or ignored.
    pub reduced: u32,
}

/// How one of a recruiter's requests ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Approved,
    Declined,
    /// Nobody answered before it expired.
    Expired,
}

/// Why a budget is smaller, in the figures the recruiter is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reduction {
    /// Approved among the last [`JUDGED`] requests that ended.
    pub approved: u32,
    /// Approvals among the last [`JUDGED`] that bring the full budget back.
    pub needed: u32,
}

/// This week's allowance.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Allowance {
    pub weekly: u32,
    pub reduced: Option<Reduction>,
}

/// Approvals that keep the full budget: at least [`APPROVED_PERCENT_AT_LEAST`] percent
/// of [`JUDGED`], rounded up.
pub const fn approvals_needed() -> u32 {
    (JUDGED * APPROVED_PERCENT_AT_LEAST).div_ceil(100) as u32
}

/// The allowance of a recruiter whose ended requests, latest first, are `recent`. Fewer
/// than [`JUDGED`] ended requests is too little to judge by: the full budget.
pub fn allowance(limits: Limits, recent: &[Outcome]) -> Allowance {
    let full = Allowance { weekly: limits.weekly, reduced: None };
    if recent.len() < JUDGED {
        return full;
    }
    let approved = recent.iter().take(JUDGED).filter(|o| **o == Outcome::Approved).count() as u32;
    let needed = approvals_needed();
    if approved >= needed {
        return full;
    }
    Allowance { weekly: limits.reduced.min(limits.weekly), reduced: Some(Reduction { approved, needed }) }
}

/// The start of the week `now` falls in: Monday 00:00 UTC, in milliseconds.
pub fn week_start(now: i64) -> i64 {
    let day = now.div_euclid(DAY_MS);
    // 1970-01-01 was a Thursday: three days after a Monday.
    (day - (day + 3).rem_euclid(7)) * DAY_MS
}

/// When the budget renews: the next Monday 00:00 UTC.
pub fn renews_at(now: i64) -> i64 {
    week_start(now) + WEEK_MS
}

/// Requests left of `weekly` after `sent` this week.
pub fn left(weekly: u32, sent: i64) -> u32 {
    u32::try_from(i64::from(weekly).saturating_sub(sent).max(0)).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: Limits = Limits { weekly: 30, reduced: 10 };

    fn outcomes(approved: usize, declined: usize, expired: usize) -> Vec<Outcome> {
        let mut all = vec![Outcome::Approved; approved];
        all.extend(vec![Outcome::Declined; declined]);
        all.extend(vec![Outcome::Expired; expired]);
        all
    }

    #[test]
    fn too_few_ended_requests_keep_the_full_budget() {
        assert_eq!(allowance(LIMITS, &outcomes(0, 19, 0)), Allowance { weekly: 30, reduced: None });
        assert_eq!(allowance(LIMITS, &[]), Allowance { weekly: 30, reduced: None });
    }

    #[test]
    fn two_approvals_in_twenty_keep_it_one_shrinks_it() {
        assert_eq!(approvals_needed(), 2);
        assert_eq!(allowance(LIMITS, &outcomes(2, 10, 8)).reduced, None);
        assert_eq!(
            allowance(LIMITS, &outcomes(1, 10, 9)),
            Allowance { weekly: 10, reduced: Some(Reduction { approved: 1, needed: 2 }) }
        );
        // Expired counts as ignored, as declined does.
        assert_eq!(allowance(LIMITS, &outcomes(0, 0, 20)).weekly, 10);
    }

    #[test]
    fn only_the_latest_twenty_count() {
        // The approvals are older than the twenty latest: they no longer help.
        let mut recent = outcomes(0, 20, 0);
        recent.extend(outcomes(5, 0, 0));
        assert_eq!(allowance(LIMITS, &recent).weekly, 10);
        // Two recent approvals bring it back, whatever came before.
        let mut recent = outcomes(2, 18, 0);
        recent.extend(outcomes(0, 40, 0));
        assert_eq!(allowance(LIMITS, &recent).weekly, 30);
    }

    #[test]
    fn a_reduced_budget_never_exceeds_the_weekly_one() {
        let limits = Limits { weekly: 5, reduced: 10 };
        assert_eq!(allowance(limits, &outcomes(0, 20, 0)).weekly, 5);
    }

    #[test]
    fn weeks_start_on_monday_at_midnight_utc() {
        // 2026-12-07 is a Monday; 2026-12-13 a Sunday.
        let monday = 1_796_601_600_000; // 2026-12-07T00:00:00Z
        assert_eq!(week_start(monday), monday);
        assert_eq!(week_start(monday + 6 * DAY_MS + DAY_MS - 1), monday);
        assert_eq!(week_start(monday - 1), monday - WEEK_MS);
        assert_eq!(renews_at(monday + 3 * DAY_MS), monday + WEEK_MS);
        assert_eq!(week_start(0), -3 * DAY_MS);
    }

    #[test]
    fn what_is_left_never_goes_below_zero() {
        assert_eq!(left(30, 18), 12);
        assert_eq!(left(30, 30), 0);
        assert_eq!(left(10, 25), 0);
        assert_eq!(left(30, 0), 30);
    }
}
