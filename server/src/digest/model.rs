//! Pure rules of the weekly digest: when it goes, and what it says.

use crate::{
    mail::model::{Action, EmailKind, NotificationEmail},
    privacy::activity::model::WeeklyCounts,
};

pub const DAY_MS: i64 = 86_400_000;
pub const WEEK_MS: i64 = 7 * DAY_MS;
/// Digests go on Mondays at 08:00 UTC, about the 7 days before.
const SEND_HOUR_MS: i64 = 8 * 3_600_000;

/// The first Monday 08:00 UTC after `now`.
pub fn next_send_after(now: i64) -> i64 {
    // Day 0 of the Unix epoch was a Thursday: Mondays are days 4, 11, 18, …
    let monday_of_now = (now - SEND_HOUR_MS - 4 * DAY_MS).div_euclid(WEEK_MS) * WEEK_MS + 4 * DAY_MS;
    monday_of_now + SEND_HOUR_MS + WEEK_MS
}

/// A day as `YYYY-MM-DD` (UTC), for dedupe keys.
pub fn day_label(millis: i64) -> String {
    chrono::DateTime::from_timestamp_millis(millis).unwrap_or_default().format("%Y-%m-%d").to_string()
}

/// What the week held for one job seeker.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Week {
    pub counts: WeeklyCounts,
    /// Requests waiting for an answer now.
    pub open_requests: i64,
}

impl Week {
    /// Nothing to tell: no digest.
    pub fn is_empty(&self) -> bool {
        self.counts.searches == 0 && self.counts.profile_views == 0 && self.open_requests == 0
    }
}

fn counted(n: i64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

pub fn digest_email(week: &Week) -> NotificationEmail {
    let c = week.counts;
    NotificationEmail {
        kind: EmailKind::WeeklyDigest,
        subject: "Your week on Veil".into(),
        paragraphs: vec![
            "Here is what happened with your anonymous profile in the last 7 days.".into(),
            format!(
                "Seen in {} by {}.",
                counted(c.searches, "search", "searches"),
                counted(c.companies, "company", "companies")
            ),
            format!("{}.", counted(c.profile_views, "profile view", "profile views")),
            format!("{} waiting for your answer.", counted(week.open_requests, "reveal request", "reveal requests")),
        ],
        action: Some(Action { label: "Open your dashboard".into(), path: "/job-seeker-dashboard".into() }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // 2027-01-15 08:00 UTC, a Friday.
    const FRIDAY: i64 = 1_800_000_000_000;

    #[test]
    fn digests_go_on_the_next_monday_morning() {
        let next = next_send_after(FRIDAY);
        assert_eq!(chrono::DateTime::from_timestamp_millis(next).unwrap().to_rfc3339(), "2027-01-18T08:00:00+00:00");
        assert_eq!(next_send_after(next - 1), next, "a minute before, the same Monday");
        assert_eq!(next_send_after(next), next + WEEK_MS, "at the time itself, the next week");
    }

    #[test]
    fn an_empty_week_sends_nothing() {
        assert!(Week::default().is_empty());
        let identity_only =
            Week { counts: WeeklyCounts { identity_recruiters: 1, ..Default::default() }, open_requests: 0 };
        assert!(identity_only.is_empty());
        assert!(!Week { open_requests: 1, ..Default::default() }.is_empty());
    }

    #[test]
    fn the_digest_counts_in_words() {
        let week = Week {
            counts: WeeklyCounts { searches: 14, companies: 1, profile_views: 1, identity_recruiters: 0 },
            open_requests: 2,
        };
        let email = digest_email(&week);
        assert_eq!(
            email.paragraphs[1..],
            ["Seen in 14 searches by 1 company.", "1 profile view.", "2 reveal requests waiting for your answer."]
        );
    }
}
