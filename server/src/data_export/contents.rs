//! What goes into a person's ZIP: one JSON file per topic, each naming the tables it
//! comes from (`manifest.json` lists them), and their photo and logo files. Everything
//! about someone else is as the app shows it to this person: a recruiter sees a
//! candidate's identity only where `privacy::access` allows it right now, a job seeker
//! sees recruiters as on their requests page.

use std::collections::BTreeSet;

use serde::Serialize;

use super::{
    sources,
    topics::{ExportFile, Files},
};
use crate::{
    blocks::routes::BlockView,
    db::{Db, clock::to_rfc3339},
    ids::{AccountId, PublicProfileId, RecruiterId, SeekerId},
    moderation::{
        self,
        store::{ReportAboutRow, ReportMadeRow},
    },
    notifications,
    privacy::{
        access::Asker,
        shield::{list as shield, viewer::Viewer},
    },
    recruiters,
    reveal::{self, view::TermsView},
    saved_searches::{self, routes::SavedSearch},
    search::history::SearchHistory,
    seekers::{self, precision::LocationPrecision, view::Identity},
    state::AppState,
};

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct AccountFile {
    #[serde(flatten)]
    account: sources::AccountRow,
    /// Paths inside this ZIP.
    photo: Option<String>,
    blurred_photo: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ProfileFile {
    public_id: PublicProfileId,
    codename: String,
    headline: String,
    location: String,
    city: String,
    state: String,
    country: String,
    location_precision: LocationPrecision,
    job_type: String,
    min_salary: i64,
    max_salary: i64,
    skills: Vec<String>,
    status: String,
    pitch: String,
    summary: String,
    screening: seekers::screening::Screening,
    /// How quickly you usually answer reveal requests, as recruiters see it.
    usual_answer: Option<seekers::usual_answer::UsualAnswer>,
    /// "Still open to offers?": when Veil asked (no answer yet), when you last said yes,
    /// and, while paused from the question, the visibility a resume gives back.
    still_open_to_offers: Option<FreshnessFile>,
    view_count: i64,
    created_at: String,
    updated_at: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct FreshnessFile {
    asked_at: Option<String>,
    confirmed_at: Option<String>,
    paused_from: Option<String>,
}

impl From<seekers::store::ProfileRow> for ProfileFile {
    fn from(p: seekers::store::ProfileRow) -> Self {
        let (skills, screening, usual_answer) = (p.skills(), p.screening(), p.usual_answer());
        Self {
            public_id: p.public_id,
            codename: p.codename,
            headline: p.headline,
            location: p.location,
            city: p.city,
            state: p.state,
            country: p.country,
            location_precision: p.location_precision,
            job_type: p.job_type.as_str().to_owned(),
            min_salary: p.min_salary,
            max_salary: p.max_salary,
            skills,
            status: p.status.as_str().to_owned(),
            pitch: p.pitch,
            summary: p.summary,
            screening,
            usual_answer,
            still_open_to_offers: None,
            view_count: p.view_count,
            created_at: to_rfc3339(p.created_at),
            updated_at: to_rfc3339(p.updated_at),
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct EmployerFile {
    company_name: String,
    website: String,
    recruiter_role: String,
    location: String,
    city: String,
    state: String,
    country: String,
    company_size: String,
    industry: String,
    /// A path inside this ZIP.
    logo: Option<String>,
    created_at: String,
    updated_at: String,
}

/// A request as the job seeker who received it sees it (recruiters ask under their own
/// name and company).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ReceivedEntry {
    message: String,
    #[serde(flatten)]
    terms: TermsView,
    company_name: Option<String>,
    company_website: Option<String>,
    company_location: Option<String>,
    company_verified: bool,
    recruiter_role: Option<String>,
    recruiter_first_name: Option<String>,
    recruiter_last_name: Option<String>,
    recruiter_linkedin_url: Option<String>,
}

/// A request as the recruiter who sent it sees it: the candidate by their anonymous
/// profile, and their identity only while `privacy::access` allows it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SentEntry {
    candidate_profile_id: PublicProfileId,
    codename: String,
    headline: String,
    location: String,
    job_type: String,
    message: String,
    /// The status as of the export, the offer and the answer.
    #[serde(flatten)]
    terms: TermsView,
    identity: Option<Identity>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct NotificationEntry {
    title: String,
    message: String,
    read: bool,
    action_url: Option<String>,
    created_at: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ViewByYouEntry {
    #[serde(flatten)]
    view: sources::ViewByYouRow,
    /// Name only while this recruiter's request is approved.
    identity: Option<Identity>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ViewsFile {
    of_your_profile: Vec<sources::ViewOfYouRow>,
    by_you: Vec<ViewByYouEntry>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SavedSearchEntry {
    /// As the recruiter's dashboard shows it.
    #[serde(flatten)]
    search: SavedSearch,
    matches: Vec<sources::SavedSearchMatchRow>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ShieldEntry {
    company_name: String,
    domain: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ActivityFile {
    about_your_profile: Vec<sources::ActivityRow>,
    about_you_as_recruiter: Vec<sources::ActionRow>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ReportsFile {
    made_by_you: Vec<ReportMadeRow>,
    /// About the account, whichever side it was reported on.
    about_you: Vec<ReportAboutRow>,
}

/// A ZIP's files, and the candidates whose identity they hold (as a recruiter).
pub struct Gathered {
    pub files: Vec<ExportFile>,
    pub identities: Vec<SeekerId>,
}

/// Everything Veil keeps about `user_id`, as the files of their ZIP.
pub async fn gather(state: &AppState, history: &SearchHistory, user_id: &AccountId) -> anyhow::Result<Gathered> {
    let db = &state.db;
    let now = state.clock.now_millis();
    // Searches and activity are written in batches; the export includes the latest.
    history.flush().await?;
    state.activity.flush().await?;
    let seeker = SeekerId::of(user_id.clone());
    let recruiter = RecruiterId::of(user_id.clone());
    let mut files = Files::default();

    let account = sources::account(db, user_id).await?.ok_or_else(|| anyhow::anyhow!("the account is gone"))?;
    let photo = files.attach(state, account.avatar_url.as_deref(), "photo").await?;
    let blurred_photo = files.attach(state, account.blurred_avatar_url.as_deref(), "photo-blurred").await?;
    files.json("account.json", &AccountFile { account, photo, blurred_photo })?;
    files.json("roles.json", &sources::roles(db, user_id).await?)?;
    files.json("sign-ins.json", &sources::sessions(db, user_id).await?)?;
    let mut profile = seekers::store::find(db, &seeker).await?.map(ProfileFile::from);
    if let (Some(profile), Some(fresh)) = (profile.as_mut(), seekers::freshness::store::own(db, &seeker).await?) {
        profile.still_open_to_offers = Some(FreshnessFile {
            asked_at: fresh.freshness_asked_at.map(to_rfc3339),
            confirmed_at: fresh.freshness_confirmed_at.map(to_rfc3339),
            paused_from: fresh.paused_status.map(|status| status.as_str().to_owned()),
        });
    }
    files.json("profile.json", &profile)?;

    let employer = recruiters::store::find(db, &recruiter).await?;
    let asker = Asker::load(db, user_id).await?;
    let viewer = asker.shield.clone();
    let employer_file = match employer {
        Some(e) => Some(EmployerFile {
            logo: files.attach(state, e.logo_url.as_deref(), "company-logo").await?,
            company_name: e.company_name,
            website: e.website,
            recruiter_role: e.recruiter_role,
            location: e.location,
            city: e.city,
            state: e.state,
            country: e.country,
            company_size: e.company_size,
            industry: e.industry,
            created_at: to_rfc3339(e.created_at),
            updated_at: to_rfc3339(e.updated_at),
        }),
        None => None,
    };
    files.json("employer-profile.json", &employer_file)?;
    files.json("company-verification.json", &sources::company_verification(db, user_id).await?)?;

    files.json("reveal-requests-received.json", &received(state, &seeker, now).await?)?;
    let sent = sent(state, &asker, now).await?;
    let mut identities: BTreeSet<SeekerId> = sent.held.into_iter().collect();
    files.json("reveal-requests-sent.json", &sent.entries)?;
    files.json("messages.json", &super::messages::of(state, user_id, &viewer).await?)?;

    let notifications: Vec<NotificationEntry> = notifications::store::list(db, user_id, i64::MAX)
        .await?
        .into_iter()
        .rev()
        .map(|n| NotificationEntry {
            title: n.title,
            message: n.message,
            read: n.read,
            action_url: n.action_url,
            created_at: to_rfc3339(n.created_at),
        })
        .collect();
    files.json("notifications.json", &notifications)?;

    let by_you = sources::views_by(db, user_id, &viewer).await?;
    let owners: Vec<SeekerId> = by_you.iter().map(|v| v.profile_id.clone()).collect();
    let viewed = seekers::view::identities_for(state, &owners, &asker).await?;
    identities.extend(viewed.keys().filter(|owner| *owner != user_id).cloned());
    let by_you = by_you
        .into_iter()
        .map(|view| ViewByYouEntry { identity: viewed.get(&view.profile_id).cloned().map(without_photo), view })
        .collect();
    files.json("profile-views.json", &ViewsFile { of_your_profile: sources::views_of(db, &seeker).await?, by_you })?;

    files.json("search-history.json", &sources::searches(db, user_id).await?)?;
    files.json("saved-searches.json", &saved_searches(db, &recruiter, &viewer).await?)?;
    let shields: Vec<ShieldEntry> = shield::store::list(db, &seeker)
        .await?
        .into_iter()
        .map(|e| ShieldEntry { company_name: e.company_name, domain: e.domain })
        .collect();
    files.json("employer-shield.json", &shields)?;
    let blocks: Vec<BlockView> =
        crate::blocks::store::of_seeker(db, &seeker).await?.into_iter().map(BlockView::from).collect();
    files.json("blocks.json", &blocks)?;
    let reports = ReportsFile {
        made_by_you: moderation::store::made_by(db, user_id).await?,
        about_you: moderation::store::about(db, user_id).await?,
    };
    files.json("reports.json", &reports)?;
    let activity = ActivityFile {
        about_your_profile: sources::activity_about(db, &seeker).await?,
        about_you_as_recruiter: sources::activity_by(db, &recruiter).await?,
    };
    files.json("privacy-activity.json", &activity)?;
    files.json("emails.json", &sources::emails(db, user_id).await?)?;
    files.json("email-settings.json", &sources::email_settings(db, user_id).await?)?;
    files.json("retention.json", &crate::retention::export::of(db, user_id).await?)?;
    Ok(Gathered { files: files.finish(now)?, identities: identities.into_iter().collect() })
}

/// A candidate's photo is theirs, not part of this person's data: an identity goes in
/// without it (a signed address in a file would outlive the approval it came with).
fn without_photo(identity: Identity) -> Identity {
    Identity { avatar_url: None, ..identity }
}

async fn saved_searches(db: &Db, recruiter: &RecruiterId, viewer: &Viewer) -> anyhow::Result<Vec<SavedSearchEntry>> {
    let mut matches = sources::saved_search_matches(db, recruiter, viewer).await?;
    Ok(saved_searches::store::list(db, recruiter)
        .await?
        .into_iter()
        .map(SavedSearch::from)
        .map(|search| {
            let (own, rest) = matches.drain(..).partition(|m| m.saved_search_id == search.id);
            matches = rest;
            SavedSearchEntry { search, matches: own }
        })
        .collect())
}

async fn received(state: &AppState, seeker: &SeekerId, now: i64) -> anyhow::Result<Vec<ReceivedEntry>> {
    let rows = reveal::store::lists::received(&state.db, seeker, true).await?;
    let askers: Vec<RecruiterId> = rows.iter().map(|r| r.employer_id.clone()).collect();
    let verified = recruiters::verification::verified_among(&state.db, &askers).await?;
    Ok(rows
        .into_iter()
        .rev()
        .map(|r| ReceivedEntry {
            terms: TermsView::at(&r.terms, now),
            company_verified: verified.get(&r.employer_id).copied().unwrap_or(false),
            message: r.message,
            company_name: r.company_name,
            company_website: r.website,
            company_location: r.company_location,
            recruiter_role: r.recruiter_role,
            recruiter_first_name: r.first_name,
            recruiter_last_name: r.last_name,
            recruiter_linkedin_url: r.linkedin_url,
        })
        .collect())
}

/// The requests a recruiter sent, and whose identities they carry.
struct Sent {
    entries: Vec<SentEntry>,
    held: Vec<SeekerId>,
}

async fn sent(state: &AppState, asker: &Asker, now: i64) -> anyhow::Result<Sent> {
    let user_id = &asker.account;
    let recruiter = RecruiterId::of(user_id.clone());
    let rows = reveal::store::lists::sent(&state.db, &recruiter, &asker.shield, i64::MAX).await?;
    let owners: Vec<SeekerId> = rows.iter().map(|r| r.profile_id.clone()).collect();
    let mut identities = seekers::view::identities_for(state, &owners, asker).await?;
    let held = identities.keys().filter(|owner| *owner != user_id).cloned().collect();
    let entries = rows
        .into_iter()
        .rev()
        .map(|r| SentEntry {
            identity: identities.remove(&r.profile_id).map(without_photo),
            location: r.shown_location(),
            terms: TermsView::at(&r.terms, now),
            candidate_profile_id: r.public_id,
            codename: r.codename,
            headline: r.headline,
            job_type: r.job_type,
            message: r.message,
        })
        .collect();
    Ok(Sent { entries, held })
}
