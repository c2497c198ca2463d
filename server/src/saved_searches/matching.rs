//! Finding each saved search's new matches in the background, never per search request.
//! A check runs the saved search as its recruiter would see it through the real search
//! path (the index's query, then the database's last word on what it still shows them):
//! hidden profiles, the job seekers' employer shields, location precision and the
//! recruiter's own profile all apply exactly as on the search page. Of what that search
//! finds, the profiles created since the recruiter last opened it are its new matches;
//! each one is remembered, so an alert goes out once per new batch, never twice for the
//! same profile.

use serde_json::json;

use super::{
    model::{self, DAY_MS, EmailLine, MAX_TRACKED_MATCHES, stored_filters},
    store::{self, SavedSearchRow},
};
use crate::{
    auth::store::find_user,
    jobs::{self, Job, JobKind},
    mail::{self, Sent},
    notifications::publish::notify,
    privacy::shield::viewer::{RecruiterFacts, Viewer},
    search::{
        self,
        model::{LocationFilter, SearchRequest},
        screen::Screen,
        sync::SearchService,
    },
    state::AppState,
};

/// Searches one round checks at most; the rest wait for the next round.
const ROUND_LIMIT: i64 = 500;

/// What one round did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Round {
    pub checked: usize,
    /// Profiles matched for the first time (each alerted once when alerts are on).
    pub new_matches: i64,
    pub emails: usize,
}

/// Enqueues the round of the check period after `now` (`VEIL_SAVED_SEARCH_CHECK_SECS`;
/// once per period, whichever instance asks).
pub async fn schedule_after(state: &AppState, now: i64) -> Result<bool, sqlx::Error> {
    let every = (state.settings.saved_search_check().as_millis() as i64).max(1);
    let period = now.div_euclid(every) + 1;
    let key = format!("saved-search-check:{every}:{period}");
    jobs::enqueue(&state.db, JobKind::SavedSearchCheck, &json!({}), period * every, &key, None).await
}

/// The recurring job: the next round is enqueued first, so a round that fails (and is
/// retried with backoff) never stops the ones after it.
pub async fn run_job(state: &AppState, search: &SearchService, job: &Job) -> anyhow::Result<()> {
    schedule_after(state, job.run_at.max(state.clock.now_millis())).await?;
    let round = run(state, search).await?;
    if round.checked > 0 {
        tracing::info!(
            checked = round.checked,
            new_matches = round.new_matches,
            emails = round.emails,
            "saved searches checked"
        );
    }
    Ok(())
}

/// One round: checks every saved search not checked for a check interval (each claimed
/// in the statement that takes it, so even rounds that overlap, a retried job beside the
/// next period's, never check one twice at once), then sends the daily alert e-mails
/// that are due.
pub async fn run(state: &AppState, index: &SearchService) -> anyhow::Result<Round> {
    let mut round = Round::default();
    // A half-built index would find too little; its first catch-up is moments away.
    if !state.index_progress.is_ready() {
        return Ok(round);
    }
    let now = state.clock.now_millis();
    let interval = state.settings.saved_search_check().as_millis() as i64;
    // A little early, so a round that runs a moment before the interval ends still
    // takes the searches the previous round checked.
    let due = now - interval + interval / 10;
    for search in store::claim_due(&state.db, now, due, ROUND_LIMIT).await? {
        round.new_matches += check(state, index, &search, now).await?;
        round.checked += 1;
    }
    round.emails = send_emails(state, now).await?;
    Ok(round)
}

/// The search as its recruiter would run it now: their own profile left out, their
/// employer's shield terms applied.
fn request(search: &SavedSearchRow, viewer: &Viewer) -> SearchRequest {
    SearchRequest {
        keyword: search.keyword.clone(),
        job_type: search.job_type.map(|t| t.as_str().to_owned()),
        location: LocationFilter {
            city: search.city.clone(),
            state: search.state.clone(),
            country: search.country.clone(),
        },
        flexible: search.flexible,
        page: 1,
        per_page: MAX_TRACKED_MATCHES,
        exclude_id: Some(search.recruiter_id.to_string()),
        shield_terms: viewer.terms(),
        // Stored valid; one that no longer reads filters nothing rather than stopping alerts.
        screen: stored_filters(&search.filters).screen().map(|s| Screen { facets: false, ..s }).unwrap_or_default(),
    }
}

/// Counts the search's new matches and alerts about the ones never seen before; returns
/// how many those were.
async fn check(state: &AppState, index: &SearchService, search: &SavedSearchRow, now: i64) -> anyhow::Result<i64> {
    let Some(recruiter) = find_user(&state.db, search.recruiter_id.account()).await? else {
        return Ok(0); // The account went meanwhile; its searches go with it.
    };
    if !recruiter.is_recruiter {
        return Ok(0);
    }
    let viewer = Viewer::of(&RecruiterFacts {
        account: search.recruiter_id.account().to_string(),
        email: recruiter.email,
        email_verified: recruiter.email_verified,
        company_name: recruiter.company_name,
        website: recruiter.company_website,
        past_company_keys: recruiter.shield_history.past_company_keys,
        domains_verified_by_code: recruiter.shield_history.domains_verified_by_code,
    });
    let outcome = index.search_created_after(request(search, &viewer), search.opened_at).await?;
    let ids: Vec<String> = outcome.hits.iter().map(|h| h.id.clone()).collect();
    // What the database still shows this recruiter (the index may lag a moment behind a
    // profile hidden or a shield entry added on another instance).
    let shown = search::store::shown_profiles(&state.db, &ids, &viewer).await?;
    let new_count = (outcome.total.count - (ids.len() - shown.len())) as i64;
    let first_seen = store::record_matches(&state.db, &search.id, &shown, now).await?;
    if search.alerts && first_seen > 0 {
        let notice = model::alert_notice(&search.name, first_seen);
        notify(state, search.recruiter_id.account(), notice.title, &notice.message, "/recruiter-dashboard").await;
    }
    // Last, so a check whose count shows has told what it had to.
    let to_email = if search.alerts { first_seen } else { 0 };
    store::record_count(&state.db, &search.id, search.opened_at, now, new_count, to_email).await?;
    tracing::debug!(saved_search_id = %search.id, new_count, first_seen, "saved search checked");
    Ok(first_seen)
}

/// Sends each recruiter with news (and no alert e-mail in the last day) one e-mail about
/// all their alerting saved searches; returns how many went out.
async fn send_emails(state: &AppState, now: i64) -> anyhow::Result<usize> {
    let claimed = store::claim_emails(&state.db, now, now - DAY_MS).await?;
    let mut by_recruiter: Vec<(crate::ids::RecruiterId, Vec<SavedSearchRow>)> = Vec::new();
    for row in claimed {
        match by_recruiter.iter_mut().find(|(r, _)| *r == row.recruiter_id) {
            Some((_, rows)) => rows.push(row),
            None => by_recruiter.push((row.recruiter_id.clone(), vec![row])),
        }
    }
    let mut sent = 0;
    for (recruiter, rows) in by_recruiter {
        // A match hidden again since it was found is no news.
        let lines: Vec<EmailLine> = rows
            .iter()
            .filter(|r| r.new_count > 0)
            .map(|r| EmailLine { name: r.name.clone(), new_count: r.new_count })
            .collect();
        if !lines.is_empty() {
            // Each claim is one message: the claim above is what keeps it from going twice.
            let once = format!("saved-search-alert-{}", uuid::Uuid::now_v7());
            match mail::send(state, recruiter.account(), &model::alert_email(&lines), &once).await {
                Ok(Sent::Delivered(_)) => sent += 1,
                Ok(_) => {}
                Err(err) => {
                    // Its news stays untold, for the next day's e-mail; the others go on.
                    tracing::warn!(error = %err, recruiter_id = %recruiter, "a saved search alert e-mail failed");
                    continue;
                }
            }
        }
        for row in &rows {
            store::mark_emailed(&state.db, &row.id, row.unemailed).await?;
        }
    }
    Ok(sent)
}
