//! How quickly a job seeker usually answers reveal requests, in coarse bands recruiters
//! see beside the profile: the median of their last 10 answers (from sending to the first
//! approval or decline), shown only from 3 answers on, so one quick or slow answer says
//! little. Coarse on purpose: an exact figure would be one more detail to tell people apart.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::privacy::lifetime::DAY_MS;

/// Answers the band is taken over, latest first.
pub const LAST: usize = 10;
/// Fewer answers than this show nothing.
pub const AT_LEAST: usize = 3;

// TEXT in `profiles.usual_answer`, spelled as in JSON.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum UsualAnswer {
    WithinADay,
    WithinTwoDays,
    WithinAWeek,
    LongerThanAWeek,
}

impl UsualAnswer {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::WithinADay => "within_a_day",
            Self::WithinTwoDays => "within_two_days",
            Self::WithinAWeek => "within_a_week",
            Self::LongerThanAWeek => "longer_than_a_week",
        }
    }

    pub fn parse(stored: &str) -> Option<Self> {
        [Self::WithinADay, Self::WithinTwoDays, Self::WithinAWeek, Self::LongerThanAWeek]
            .into_iter()
            .find(|band| band.as_str() == stored)
    }

    fn of(millis: i64) -> Self {
        match millis {
            m if m <= DAY_MS => Self::WithinADay,
            m if m <= 2 * DAY_MS => Self::WithinTwoDays,
            m if m <= 7 * DAY_MS => Self::WithinAWeek,
            _ => Self::LongerThanAWeek,
        }
    }
}

/// The band of `answer_times` (milliseconds from sending to answering, latest first):
/// the median of the latest [`LAST`], or `None` with fewer than [`AT_LEAST`]. With an even
/// count the slower of the two middle answers counts, so the band never flatters.
pub fn usual(answer_times: &[i64]) -> Option<UsualAnswer> {
    let mut latest: Vec<i64> = answer_times.iter().take(LAST).map(|t| (*t).max(0)).collect();
    if latest.len() < AT_LEAST {
        return None;
    }
    latest.sort_unstable();
    Some(UsualAnswer::of(latest[latest.len() / 2]))
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOUR: i64 = 3_600_000;

    #[test]
    fn nothing_before_three_answers() {
        assert_eq!(usual(&[]), None);
        assert_eq!(usual(&[HOUR, HOUR]), None);
        assert_eq!(usual(&[HOUR, HOUR, HOUR]), Some(UsualAnswer::WithinADay));
    }

    #[test]
    fn the_median_decides_and_one_slow_answer_does_not() {
        assert_eq!(usual(&[HOUR, 20 * DAY_MS, 2 * HOUR]), Some(UsualAnswer::WithinADay));
        assert_eq!(usual(&[30 * HOUR, 40 * HOUR, 3 * DAY_MS]), Some(UsualAnswer::WithinTwoDays));
        assert_eq!(usual(&[3 * DAY_MS, 6 * DAY_MS, 7 * DAY_MS]), Some(UsualAnswer::WithinAWeek));
        assert_eq!(usual(&[8 * DAY_MS, 9 * DAY_MS, HOUR]), Some(UsualAnswer::LongerThanAWeek));
    }

    #[test]
    fn the_bands_end_at_their_day_inclusive() {
        assert_eq!(UsualAnswer::of(DAY_MS), UsualAnswer::WithinADay);
        assert_eq!(UsualAnswer::of(DAY_MS + 1), UsualAnswer::WithinTwoDays);
        assert_eq!(UsualAnswer::of(7 * DAY_MS), UsualAnswer::WithinAWeek);
        assert_eq!(UsualAnswer::of(7 * DAY_MS + 1), UsualAnswer::LongerThanAWeek);
    }

    #[test]
    fn an_even_count_takes_the_slower_middle_answer() {
        assert_eq!(usual(&[HOUR, HOUR, 3 * DAY_MS, 3 * DAY_MS]), Some(UsualAnswer::WithinAWeek));
    }

    #[test]
    fn only_the_latest_ten_count() {
        let mut times = vec![HOUR; 10];
        times.extend([20 * DAY_MS; 30]);
        assert_eq!(usual(&times), Some(UsualAnswer::WithinADay));
    }

    #[test]
    fn what_is_stored_reads_back() {
        for band in [
            UsualAnswer::WithinADay,
            UsualAnswer::WithinTwoDays,
            UsualAnswer::WithinAWeek,
            UsualAnswer::LongerThanAWeek,
        ] {
            assert_eq!(UsualAnswer::parse(band.as_str()), Some(band));
            assert_eq!(serde_json::to_value(band).unwrap(), band.as_str());
        }
        assert_eq!(UsualAnswer::parse("soon"), None);
    }
}
