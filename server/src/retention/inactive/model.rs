//! Pure rules of an unused account's end: it is deleted when nobody signed in, answered
//! or edited for the configured period, after two warnings (30 and 7 days before), and
//! never sooner than 7 days after the last one, so a warning always comes first.

pub const DAY_MS: i64 = 86_400_000;
/// The first warning goes this long before the deletion date.
pub const FIRST_WARNING_MS: i64 = 30 * DAY_MS;
/// The final warning goes this long before it, and deletion waits at least this long
/// after it.
pub const FINAL_WARNING_MS: i64 = 7 * DAY_MS;

/// What is known of one account's inactivity.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    /// The last sign-in, answer, edit or "Keep my account" click.
    pub last_active: i64,
    /// The deletion date the recorded warnings were about (another date: they no longer count).
    pub warned_deadline: Option<i64>,
    pub first_warning_at: Option<i64>,
    pub final_warning_at: Option<i64>,
}

/// What the daily job does about an account.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Nothing,
    /// Warn that it will be deleted on the given day.
    FirstWarning {
        deletion_on: i64,
    },
    FinalWarning {
        deletion_on: i64,
    },
    Delete,
}

impl Standing {
    /// When the account ends if nobody uses it: the end of the period after its last use.
    pub fn deadline(&self, period_ms: i64) -> i64 {
        self.last_active.saturating_add(period_ms)
    }

    pub fn next_step(&self, period_ms: i64, now: i64) -> Step {
        let deadline = self.deadline(period_ms);
        if now < deadline - FIRST_WARNING_MS {
            return Step::Nothing;
        }
        let current = self.warned_deadline == Some(deadline);
        let first = self.first_warning_at.filter(|_| current);
        let last = self.final_warning_at.filter(|_| current);
        match (first, last) {
            (None, _) => Step::FirstWarning { deletion_on: deadline.max(now + FINAL_WARNING_MS) },
            (Some(_), None) if now >= deadline - FINAL_WARNING_MS => {
                Step::FinalWarning { deletion_on: deadline.max(now + FINAL_WARNING_MS) }
            }
            (Some(_), Some(warned)) if now >= deadline && now >= warned + FINAL_WARNING_MS => Step::Delete,
            _ => Step::Nothing,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PERIOD: i64 = 730 * DAY_MS;
    const LAST: i64 = 1_000 * DAY_MS;
    const DEADLINE: i64 = LAST + PERIOD;

    fn standing(first: Option<i64>, last: Option<i64>) -> Standing {
        Standing { last_active: LAST, warned_deadline: Some(DEADLINE), first_warning_at: first, final_warning_at: last }
    }

    #[test]
    fn warned_thirty_days_then_seven_days_before_then_deleted() {
        let fresh =
            Standing { last_active: LAST, warned_deadline: None, first_warning_at: None, final_warning_at: None };
        assert_eq!(fresh.next_step(PERIOD, DEADLINE - FIRST_WARNING_MS - 1), Step::Nothing);
        let first_at = DEADLINE - FIRST_WARNING_MS;
        assert_eq!(fresh.next_step(PERIOD, first_at), Step::FirstWarning { deletion_on: DEADLINE });
        let warned = standing(Some(first_at), None);
        assert_eq!(warned.next_step(PERIOD, DEADLINE - FINAL_WARNING_MS - 1), Step::Nothing);
        let final_at = DEADLINE - FINAL_WARNING_MS;
        assert_eq!(warned.next_step(PERIOD, final_at), Step::FinalWarning { deletion_on: DEADLINE });
        let twice = standing(Some(first_at), Some(final_at));
        assert_eq!(twice.next_step(PERIOD, DEADLINE - 1), Step::Nothing);
        assert_eq!(twice.next_step(PERIOD, DEADLINE), Step::Delete);
    }

    #[test]
    fn deletion_waits_seven_days_after_a_late_final_warning() {
        let late = DEADLINE + 3 * DAY_MS;
        let unwarned = standing(None, None);
        assert_eq!(unwarned.next_step(PERIOD, late), Step::FirstWarning { deletion_on: late + FINAL_WARNING_MS });
        let warned = standing(Some(late), Some(late + DAY_MS));
        assert_eq!(warned.next_step(PERIOD, late + 7 * DAY_MS), Step::Nothing);
        assert_eq!(warned.next_step(PERIOD, late + 8 * DAY_MS), Step::Delete);
    }

    #[test]
    fn use_after_a_warning_moves_the_deadline_and_the_old_warnings_no_longer_count() {
        let old = standing(Some(DEADLINE - FIRST_WARNING_MS), Some(DEADLINE - FINAL_WARNING_MS));
        let used_again = Standing { last_active: DEADLINE - DAY_MS, ..old };
        assert_eq!(used_again.next_step(PERIOD, DEADLINE), Step::Nothing);
        let next = used_again.deadline(PERIOD);
        assert_eq!(used_again.next_step(PERIOD, next), Step::FirstWarning { deletion_on: next + FINAL_WARNING_MS });
    }
}
