//! Pure rules of the privacy activity log: the kinds of event, days, the retention
//! window, grouping by day, the weekly summary's sentence.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub const DAY_MS: i64 = 86_400_000;
/// The log keeps the last 12 months.
pub const RETENTION_MS: i64 = 365 * DAY_MS;
/// The dashboard's "this week": the last 7 days.
pub const WEEK_MS: i64 = 7 * DAY_MS;
/// Events per page of the log.
pub const PAGE_SIZE: i64 = 50;
/// Deep pages cost more than they help; 12 months rarely need more.
pub const MAX_PAGE: i64 = 200;

// Kept as TEXT on both databases, spelled as in JSON. (A `//` comment: a doc comment
// would change the OpenAPI document.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema, sqlx::Type)]
#[serde(rename_all = "snake_case")]
#[sqlx(type_name = "text", rename_all = "snake_case")]
pub enum ActivityKind {
    AppearedInSearch,
    ProfileViewed,
    RevealRequested,
    RevealApproved,
    RevealDeclined,
    RevealExpired,
    RevealRevoked,
    IdentityServed,
    MessageReceived,
}

impl ActivityKind {
    pub const ALL: [ActivityKind; 9] = [
        Self::AppearedInSearch,
        Self::ProfileViewed,
        Self::RevealRequested,
        Self::RevealApproved,
        Self::RevealDeclined,
        Self::RevealExpired,
        Self::RevealRevoked,
        Self::IdentityServed,
        Self::MessageReceived,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::AppearedInSearch => "appeared_in_search",
            Self::ProfileViewed => "profile_viewed",
            Self::RevealRequested => "reveal_requested",
            Self::RevealApproved => "reveal_approved",
            Self::RevealDeclined => "reveal_declined",
            Self::RevealExpired => "reveal_expired",
            Self::RevealRevoked => "reveal_revoked",
            Self::IdentityServed => "identity_served",
            Self::MessageReceived => "message_received",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.as_str() == raw)
    }

    /// What the job seeker reads for this kind (the page, its filter and the CSV).
    pub fn label(self) -> &'static str {
        match self {
            Self::AppearedInSearch => "Appeared in search results",
            Self::ProfileViewed => "Profile viewed",
            Self::RevealRequested => "Reveal requested",
            Self::RevealApproved => "Reveal approved",
            Self::RevealDeclined => "Reveal declined",
            Self::RevealExpired => "Reveal expired",
            Self::RevealRevoked => "Reveal revoked",
            Self::IdentityServed => "Identity shown",
            Self::MessageReceived => "Message received",
        }
    }

    /// The event of a reveal request entering `status` (as `RequestStatus::as_str`
    /// spells it): `approved`, `declined`, `expired` and `revoked` are events; a status
    /// without one (`pending`) is none.
    pub fn for_request_status(status: &str) -> Option<Self> {
        match status {
            "approved" => Some(Self::RevealApproved),
            "declined" => Some(Self::RevealDeclined),
            "expired" => Some(Self::RevealExpired),
            "revoked" => Some(Self::RevealRevoked),
            _ => None,
        }
    }

    /// Kinds kept as one row per company (or recruiter) per day.
    pub fn once_per_day(self) -> bool {
        matches!(self, Self::AppearedInSearch | Self::IdentityServed)
    }
}

/// The UTC day number of a timestamp (days since the Unix epoch).
pub fn day_of(millis: i64) -> i64 {
    millis.div_euclid(DAY_MS)
}

/// A day as `YYYY-MM-DD` (UTC).
pub fn day_label(day: i64) -> String {
    chrono::DateTime::from_timestamp_millis(day * DAY_MS).unwrap_or_default().format("%Y-%m-%d").to_string()
}

/// The oldest timestamp still kept at `now`.
pub fn retention_cutoff(now: i64) -> i64 {
    now - RETENTION_MS
}

/// The 1-based page asked for, within bounds.
pub fn clamp_page(page: Option<i64>) -> i64 {
    page.unwrap_or(1).clamp(1, MAX_PAGE)
}

/// Consecutive items of the same day, in the order given (newest first in, newest
/// first out); `day` says which day an item belongs to.
pub fn group_by_day<T>(items: Vec<T>, day: impl Fn(&T) -> i64) -> Vec<(i64, Vec<T>)> {
    let mut groups: Vec<(i64, Vec<T>)> = Vec::new();
    for item in items {
        let d = day(&item);
        match groups.last_mut() {
            Some((last, members)) if *last == d => members.push(item),
            _ => groups.push((d, vec![item])),
        }
    }
    groups
}

/// The counts behind the dashboard's sentence, over the last 7 days.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WeeklyCounts {
    /// Search results the profile appeared in.
    pub searches: i64,
    /// Companies those searches came from.
    pub companies: i64,
    pub profile_views: i64,
    /// Recruiters who were served the job seeker's identity.
    pub identity_recruiters: i64,
}

fn counted(n: i64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// "This week: seen in 14 searches by 6 companies, 3 profile views, identity shown to 1
/// recruiter", each noun agreeing with its number.
pub fn weekly_sentence(c: WeeklyCounts) -> String {
    format!(
        "This week: seen in {} by {}, {}, identity shown to {}",
        counted(c.searches, "search", "searches"),
        counted(c.companies, "company", "companies"),
        counted(c.profile_views, "profile view", "profile views"),
        counted(c.identity_recruiters, "recruiter", "recruiters"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip_and_only_two_are_daily() {
        for kind in ActivityKind::ALL {
            assert_eq!(ActivityKind::parse(kind.as_str()), Some(kind));
            assert_eq!(serde_json::to_value(kind).unwrap(), kind.as_str());
        }
        assert_eq!(ActivityKind::parse("viewed"), None);
        let daily: Vec<_> = ActivityKind::ALL.into_iter().filter(|k| k.once_per_day()).collect();
        assert_eq!(daily, [ActivityKind::AppearedInSearch, ActivityKind::IdentityServed]);
    }

    #[test]
    fn request_statuses_name_their_events() {
        assert_eq!(ActivityKind::for_request_status("approved"), Some(ActivityKind::RevealApproved));
        assert_eq!(ActivityKind::for_request_status("declined"), Some(ActivityKind::RevealDeclined));
        assert_eq!(ActivityKind::for_request_status("expired"), Some(ActivityKind::RevealExpired));
        assert_eq!(ActivityKind::for_request_status("revoked"), Some(ActivityKind::RevealRevoked));
        assert_eq!(ActivityKind::for_request_status("pending"), None);
    }

    #[test]
    fn days_are_utc_and_start_at_midnight() {
        assert_eq!(day_of(0), 0);
        assert_eq!(day_of(DAY_MS - 1), 0);
        assert_eq!(day_of(DAY_MS), 1);
        assert_eq!(day_of(-1), -1, "before the epoch is the day before, not day 0");
        assert_eq!(day_label(day_of(1_764_028_800_000)), "2025-11-25");
        assert_eq!(day_label(0), "1970-01-01");
    }

    #[test]
    fn retention_is_twelve_months() {
        assert_eq!(retention_cutoff(400 * DAY_MS), 35 * DAY_MS);
    }

    #[test]
    fn pages_stay_in_bounds() {
        assert_eq!(clamp_page(None), 1);
        assert_eq!(clamp_page(Some(0)), 1);
        assert_eq!(clamp_page(Some(3)), 3);
        assert_eq!(clamp_page(Some(i64::MAX)), MAX_PAGE);
    }

    #[test]
    fn grouping_keeps_order_and_splits_on_day_changes() {
        let times = vec![2 * DAY_MS + 5, 2 * DAY_MS + 1, DAY_MS + 9, 3];
        let groups = group_by_day(times, |t| day_of(*t));
        assert_eq!(groups, vec![(2, vec![2 * DAY_MS + 5, 2 * DAY_MS + 1]), (1, vec![DAY_MS + 9]), (0, vec![3])]);
        assert!(group_by_day(Vec::<i64>::new(), |t| day_of(*t)).is_empty());
    }

    #[test]
    fn the_weekly_sentence_is_the_issues_words() {
        let c = WeeklyCounts { searches: 14, companies: 6, profile_views: 3, identity_recruiters: 1 };
        assert_eq!(
            weekly_sentence(c),
            "This week: seen in 14 searches by 6 companies, 3 profile views, identity shown to 1 recruiter"
        );
    }

    #[test]
    fn the_weekly_sentence_agrees_in_number() {
        let one = WeeklyCounts { searches: 1, companies: 1, profile_views: 1, identity_recruiters: 1 };
        assert_eq!(
            weekly_sentence(one),
            "This week: seen in 1 search by 1 company, 1 profile view, identity shown to 1 recruiter"
        );
        assert_eq!(
            weekly_sentence(WeeklyCounts::default()),
            "This week: seen in 0 searches by 0 companies, 0 profile views, identity shown to 0 recruiters"
        );
    }
}
