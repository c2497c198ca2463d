//! Each recruiter's weekly budget of reveal requests, so that no one can spam job seekers:
//! the rule is pure (`rule`), the counts come from `store`, and `routes` shows it. Sending
//! checks it in `reveal::routes`.

pub mod routes;
pub mod rule;
pub mod store;

use serde::Serialize;
use utoipa::ToSchema;

use self::rule::{Limits, Reduction};
use crate::{
    config::Settings,
    db::{
        Db,
        clock::{day_of, to_rfc3339},
    },
    error::ApiError,
    ids::RecruiterId,
};

/// A recruiter's budget this week, as the dashboard and the reveal dialog show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Budget {
    /// Requests this recruiter may send this week.
    pub weekly: u32,
    /// Sent (or sent again) since the week began, Monday 00:00 UTC.
    pub used: i64,
    pub left: u32,
    /// When the budget renews: next Monday 00:00 UTC.
    pub renews_at: String,
    /// Present when recent requests shrank the budget: why, and how to earn it back.
    pub reduced: Option<BudgetReduction>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BudgetReduction {
    /// The budget of a recruiter whose recent requests do well.
    pub full_weekly: u32,
    /// How many of the last `judged` requests that ended were approved.
    pub approved: u32,
    pub judged: u32,
    /// Approvals among the last `judged` that bring the full budget back.
    pub needed: u32,
}

pub fn limits(settings: &Settings) -> Limits {
    Limits { weekly: settings.reveal_budget_weekly, reduced: settings.reveal_budget_reduced }
}

/// `recruiter`'s budget as of `now`.
pub async fn of(db: &Db, limits: Limits, recruiter: &RecruiterId, now: i64) -> Result<Budget, sqlx::Error> {
    let recent = store::recent_outcomes(db, recruiter, now).await?;
    let allowance = rule::allowance(limits, &recent);
    let used = store::sent_since(db, recruiter, rule::week_start(now)).await?;
    Ok(Budget {
        weekly: allowance.weekly,
        used,
        left: rule::left(allowance.weekly, used),
        renews_at: to_rfc3339(rule::renews_at(now)),
        reduced: allowance.reduced.map(|Reduction { approved, needed }| BudgetReduction {
            full_weekly: limits.weekly,
            approved,
            judged: rule::JUDGED as u32,
            needed,
        }),
    })
}

/// The 429 for a recruiter with nothing left this week.
pub fn spent_error(budget: &Budget, now: i64) -> ApiError {
    let renews = day_of(rule::renews_at(now));
    ApiError::TooSoon {
        code: "request_budget_spent",
        message: format!(
            "You have used all {} reveal requests for this week. Your budget renews on Monday, {renews}.",
            budget.weekly
        ),
    }
}
