//! "Still open to offers?", as a pure rule: after a while without a profile edit, a
//! sign-in, an answer to a request or a yes to this question, Veil asks; with no answer
//! for a while more, it pauses the profile (hidden from search, as the job seeker could
//! set it themselves), and one click resumes it.

pub use crate::privacy::lifetime::DAY_MS;

/// How long each wait lasts, from the settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Periods {
    /// Without any sign of life this long, Veil asks.
    pub ask_after: i64,
    /// Asked and no sign of life since for this long, Veil pauses the profile.
    pub pause_after: i64,
}

/// What Veil knows of a visible profile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    /// The latest edit, sign-in, answer or "yes, keep me visible".
    pub last_active: i64,
    /// When Veil asked and has no answer yet.
    pub asked_at: Option<i64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Nothing,
    /// Ask now; without an answer the profile pauses on `pauses_on`.
    Ask {
        pauses_on: i64,
    },
    Pause,
}

impl Standing {
    /// When an asked profile pauses unless its owner shows up first.
    pub fn pauses_on(&self, periods: Periods) -> Option<i64> {
        self.asked_at.filter(|asked| *asked >= self.last_active).map(|asked| asked.saturating_add(periods.pause_after))
    }

    pub fn next_step(&self, periods: Periods, now: i64) -> Step {
        if let Some(pauses_on) = self.pauses_on(periods) {
            return if now >= pauses_on { Step::Pause } else { Step::Nothing };
        }
        // Never asked, or active since the question: ask again only after a new quiet spell.
        if now >= self.last_active.saturating_add(periods.ask_after) {
            return Step::Ask { pauses_on: now.saturating_add(periods.pause_after) };
        }
        Step::Nothing
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: Periods = Periods { ask_after: 60 * DAY_MS, pause_after: 14 * DAY_MS };
    const T: i64 = 1_800_000_000_000;

    #[test]
    fn sixty_quiet_days_ask_to_the_millisecond() {
        let quiet = Standing { last_active: T, asked_at: None };
        assert_eq!(quiet.next_step(P, T + 60 * DAY_MS - 1), Step::Nothing);
        assert_eq!(quiet.next_step(P, T + 60 * DAY_MS), Step::Ask { pauses_on: T + 74 * DAY_MS });
    }

    #[test]
    fn fourteen_days_without_an_answer_pause() {
        let asked = Standing { last_active: T, asked_at: Some(T + 60 * DAY_MS) };
        assert_eq!(asked.pauses_on(P), Some(T + 74 * DAY_MS));
        assert_eq!(asked.next_step(P, T + 74 * DAY_MS - 1), Step::Nothing);
        assert_eq!(asked.next_step(P, T + 74 * DAY_MS), Step::Pause);
    }

    #[test]
    fn a_sign_of_life_after_the_question_stops_the_pause() {
        let came_back = Standing { last_active: T + 61 * DAY_MS, asked_at: Some(T + 60 * DAY_MS) };
        assert_eq!(came_back.pauses_on(P), None);
        assert_eq!(came_back.next_step(P, T + 80 * DAY_MS), Step::Nothing);
        // And sixty quiet days after that, Veil asks again.
        assert_eq!(came_back.next_step(P, T + 121 * DAY_MS), Step::Ask { pauses_on: T + 135 * DAY_MS });
    }
}
