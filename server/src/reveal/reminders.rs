//! When a job seeker is reminded of a request they have not answered: 3 days after it was
//! sent, and 4 days before it expires (day 3 and day 10 of the default 14 days). A
//! reminder that would not fall after the one before it and before the deadline is left
//! out, so a short deadline gets one reminder or none.

use super::model::DAY_MS;

pub const FIRST_AFTER_MS: i64 = 3 * DAY_MS;
pub const LAST_BEFORE_MS: i64 = 4 * DAY_MS;

/// The moments to remind the job seeker of a request sent at `sent` and expiring at
/// `answer_by`, earliest first.
pub fn times(sent: i64, answer_by: i64) -> Vec<i64> {
    let mut times: Vec<i64> = Vec::with_capacity(2);
    for at in [sent.saturating_add(FIRST_AFTER_MS), answer_by.saturating_sub(LAST_BEFORE_MS)] {
        let after_previous = times.last().map_or(at > sent, |previous| at > *previous);
        if after_previous && at < answer_by {
            times.push(at);
        }
    }
    times
}

/// Whole days from `from` to `to`, rounded down (for "3 days ago").
pub fn whole_days(from: i64, to: i64) -> i64 {
    to.saturating_sub(from).max(0) / DAY_MS
}

#[cfg(test)]
mod tests {
    use super::*;

    const SENT: i64 = 1_800_000_000_000;

    #[test]
    fn fourteen_days_remind_on_day_three_and_day_ten() {
        assert_eq!(times(SENT, SENT + 14 * DAY_MS), [SENT + 3 * DAY_MS, SENT + 10 * DAY_MS]);
    }

    #[test]
    fn thirty_days_remind_on_day_three_and_day_twenty_six() {
        assert_eq!(times(SENT, SENT + 30 * DAY_MS), [SENT + 3 * DAY_MS, SENT + 26 * DAY_MS]);
    }

    #[test]
    fn a_short_deadline_reminds_once_or_not_at_all() {
        // Seven days: day 3, then four days before the end is day 3 again, not after it.
        assert_eq!(times(SENT, SENT + 7 * DAY_MS), [SENT + 3 * DAY_MS]);
        // Five days: day 3 still comes before the end; the second would be day 1.
        assert_eq!(times(SENT, SENT + 5 * DAY_MS), [SENT + 3 * DAY_MS]);
        // Three days: the first would fall at the deadline, the second before sending.
        assert_eq!(times(SENT, SENT + 3 * DAY_MS), Vec::<i64>::new());
        assert_eq!(times(SENT, SENT + DAY_MS), Vec::<i64>::new());
    }

    #[test]
    fn days_ago_round_down() {
        assert_eq!(whole_days(SENT, SENT + 10 * DAY_MS - 1), 9);
        assert_eq!(whole_days(SENT, SENT + 3 * DAY_MS), 3);
        assert_eq!(whole_days(SENT, SENT - 1), 0);
    }
}
