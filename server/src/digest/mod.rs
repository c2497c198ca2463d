//! The job seeker's weekly digest: profile views, search appearances and
//! open reveal requests of the last 7 days, e-mailed on Monday mornings, skipped when
//! the week was empty. A recurring job: each Monday's sweep enqueues one digest job per
//! job seeker who did not turn the digest off, then enqueues next Monday's sweep (both
//! with keys naming the week, so a restart or a second instance adds nothing twice).

pub mod model;
pub mod store;

use serde::{Deserialize, Serialize};
use serde_json::json;

use model::{WEEK_MS, Week, day_label, digest_email, next_send_after};

use crate::{
    db::Db,
    ids::{AccountId, SeekerId},
    jobs::{self, Job, JobKind},
    mail,
    privacy::activity,
    reveal,
    state::AppState,
};

#[derive(Debug, Serialize, Deserialize)]
struct SweepPayload {
    /// The end of the week the digests are about.
    until: i64,
}

#[derive(Debug, Serialize, Deserialize)]
struct DigestPayload {
    seeker: AccountId,
    until: i64,
}

/// Enqueues the sweep of the first Monday morning after `now`.
pub async fn schedule_after(db: &Db, now: i64) -> Result<bool, sqlx::Error> {
    let until = next_send_after(now);
    let key = format!("weekly-digest:{}", day_label(until));
    jobs::enqueue(db, JobKind::WeeklyDigestSweep, &json!(SweepPayload { until }), until, &key, None).await
}

/// The sweep: one digest job per job seeker with the digest on, then next week's sweep.
pub async fn sweep(state: &AppState, job: &Job) -> anyhow::Result<()> {
    let SweepPayload { until } = job.payload()?;
    let seekers = store::seekers_wanting_digest(&state.db).await?;
    let day = day_label(until);
    let mut enqueued = 0;
    for seeker in seekers {
        let key = format!("weekly-digest:{day}:{seeker}");
        let payload = json!(DigestPayload { seeker: seeker.clone(), until });
        if jobs::enqueue(&state.db, JobKind::WeeklyDigestEmail, &payload, until, &key, Some(&seeker)).await? {
            enqueued += 1;
        }
    }
    tracing::info!(enqueued, "weekly digests enqueued");
    schedule_after(&state.db, until).await?;
    Ok(())
}

/// One job seeker's digest, unless their week was empty.
pub async fn send(state: &AppState, job: &Job) -> anyhow::Result<()> {
    let DigestPayload { seeker, until } = job.payload()?;
    let profile = SeekerId::of(seeker.clone());
    let counts = activity::store::weekly_counts(&state.db, &profile, until - WEEK_MS).await?;
    let open_requests =
        reveal::store::lists::count_open_received(&state.db, &profile, state.clock.now_millis()).await?;
    let week = Week { counts, open_requests };
    if week.is_empty() {
        return Ok(());
    }
    mail::send(state, &seeker, &digest_email(&week), &job.id).await?;
    Ok(())
}
