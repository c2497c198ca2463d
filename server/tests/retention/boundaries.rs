//! Every period of the schedule at its boundary, with the fake clock: a record one day
//! younger than its period is kept, one a day older is gone (an e-mail's body emptied),
//! on both databases; and the daily job does it on its own.

use std::collections::BTreeSet;

use veil::{
    app::root_state::RootState,
    config::Settings,
    db::clock::Clock,
    job_dispatch,
    jobs::worker::Worker,
    retention::{
        job::next_run_after,
        schedule::Period,
        sweep::{self, DAY_MS},
    },
    state::AppState,
    with_db,
};

use crate::common::{Backend, PostgresDatabase};

backend_tests!(each_period_keeps_a_day_before_and_removes_a_day_after, the_daily_job_removes_what_is_past_its_period);

const NOW: i64 = 1_800_000_000_000;

struct Setup {
    /// The shared state, for the rows the test writes and reads.
    state: AppState,
    /// The whole state, for the job runner.
    root: RootState,
    clock: Clock,
    _dir: tempfile::TempDir,
    _postgres: Option<PostgresDatabase>,
}

async fn setup(backend: Backend) -> Setup {
    let dir = tempfile::tempdir().unwrap();
    let mut settings = Settings::defaults_with_data_dir(dir.path());
    settings.log = "warn".into();
    settings.job_poll_ms = 0;
    let postgres = match &backend {
        Backend::Sqlite => None,
        Backend::Postgres { admin_url } => {
            let database = PostgresDatabase::create(admin_url).await;
            settings.database_url = database.url.clone();
            Some(database)
        }
    };
    let clock = Clock::manual(NOW);
    let root = RootState::new(settings, clock.clone()).await.expect("app state");
    Setup { state: root.shared.clone(), root, clock, _dir: dir, _postgres: postgres }
}

async fn exec(state: &AppState, sql: &str, id: &str, at: i64) {
    with_db!(&state.db, pool => sqlx::query(sql).bind(id).bind(at).execute(pool).await.map(|_| ()))
        .unwrap_or_else(|err| panic!("{sql}: {err}"));
}

async fn count(state: &AppState, sql: &str, id: &str) -> i64 {
    with_db!(&state.db, pool => sqlx::query_scalar::<_, i64>(sql).bind(id).fetch_one(pool).await)
        .unwrap_or_else(|err| panic!("{sql}: {err}"))
}

/// A job seeker `seeker` with a profile, and recruiters `r0`…`r5` with a company each
/// (one reveal request per pair, so each request case has its own recruiter).
async fn seed_people(state: &AppState) {
    let user = "INSERT INTO users (id, issuer, subject, email, created_at, last_sign_in_at) \
                VALUES ($1, 'https://issuer.example', $1, $1 || '@example.com', $2, $2)";
    exec(state, user, "seeker", NOW).await;
    exec(
        state,
        "INSERT INTO profiles (id, codename, created_at, updated_at) VALUES ($1, 'Quiet Owl', $2, $2)",
        "seeker",
        NOW,
    )
    .await;
    for i in 0..6 {
        let id = format!("r{i}");
        exec(state, user, &id, NOW).await;
        exec(
            state,
            "INSERT INTO employers (id, company_name, created_at, updated_at) VALUES ($1, $1, $2, $2)",
            &id,
            NOW,
        )
        .await;
    }
}

/// One kind of record: how to make one that ended at `$2` (with id `$1`), and how to
/// count it while it is still kept.
struct Case {
    period: Period,
    insert: &'static str,
    kept: &'static str,
}

const CASES: &[Case] = &[
    Case {
        period: Period::ProfileViews,
        insert: "INSERT INTO profile_views (id, user_id, viewed_profile_id, viewed_at) VALUES ($1, 'r0', 'seeker', $2)",
        kept: "SELECT COUNT(*) FROM profile_views WHERE id = $1",
    },
    Case {
        period: Period::PrivacyActivity,
        insert: "INSERT INTO activity_events (id, seeker_id, kind, employer_id, occurred_at) \
                 VALUES ($1, 'seeker', 'profile_viewed', 'r0', $2)",
        kept: "SELECT COUNT(*) FROM activity_events WHERE id = $1",
    },
    Case {
        period: Period::Notifications,
        insert: "INSERT INTO notifications (id, user_id, title, message, created_at) VALUES ($1, 'seeker', 't', 'm', $2)",
        kept: "SELECT COUNT(*) FROM notifications WHERE id = $1",
    },
    Case {
        period: Period::SearchHistory,
        insert: "INSERT INTO search_history (id, user_id, keyword, created_at) VALUES ($1, 'r0', 'rust', $2)",
        kept: "SELECT COUNT(*) FROM search_history WHERE id = $1",
    },
    Case {
        period: Period::EmailBodies,
        insert: "INSERT INTO email_outbox (id, batch_id, recipient_user_id, to_address, subject, html_body, text_body, \
                     status, created_at) VALUES ($1, 'b', 'seeker', 'seeker@example.com', 's', '<p>hi</p>', 'hi', 'sent', $2)",
        kept: "SELECT COUNT(*) FROM email_outbox WHERE id = $1 AND text_body = 'hi' AND html_body IS NOT NULL",
    },
    Case {
        period: Period::EmailRecords,
        insert: "INSERT INTO email_outbox (id, batch_id, recipient_user_id, to_address, subject, text_body, status, \
                     created_at) VALUES ($1, 'b', 'seeker', 'seeker@example.com', 's', 'hi', 'captured', $2)",
        kept: "SELECT COUNT(*) FROM email_outbox WHERE id = $1",
    },
    Case {
        period: Period::EndedRequests,
        insert: "INSERT INTO reveal_requests (id, profile_id, employer_id, status, message, created_at, updated_at) \
                 VALUES ($1, 'seeker', 'r' || substr($1, 2, 1), 'declined', 'hello', $2 - 86400000, $2)",
        kept: "SELECT COUNT(*) FROM reveal_requests WHERE id = $1",
    },
    Case {
        period: Period::EndedRequests,
        insert: "INSERT INTO reveal_requests (id, profile_id, employer_id, status, message, created_at, updated_at, \
                     approved_at, reveal_duration, visible_until) \
                 VALUES ($1, 'seeker', 'r' || substr($1, 2, 1), 'approved', 'hello', $2 - 86400000, $2 - 86400000, \
                     $2 - 86400000, 'days_30', $2)",
        kept: "SELECT COUNT(*) FROM reveal_requests WHERE id = $1",
    },
    Case {
        period: Period::EndedRequests,
        // Unanswered: it ended at its deadline, 14 days after it was sent.
        insert: "INSERT INTO reveal_requests (id, profile_id, employer_id, status, message, created_at, updated_at, answer_by) \
                 VALUES ($1, 'seeker', 'r' || substr($1, 2, 1), 'pending', 'hello', $2 - 1209600000, $2 - 1209600000, $2)",
        kept: "SELECT COUNT(*) FROM reveal_requests WHERE id = $1",
    },
    Case {
        period: Period::EndedRequests,
        // A conversation kept after the other person left: it ended when they left.
        insert: "INSERT INTO departed_threads (id, account_id, side, started_at, left_at) \
                 VALUES ($1, 'r0', 'recruiter', $2 - 86400000, $2)",
        kept: "SELECT COUNT(*) FROM departed_threads WHERE id = $1",
    },
    Case {
        period: Period::EarlyAccess,
        insert: "INSERT INTO early_access_signups (id, email, email_normalized, created_at) \
                 VALUES ($1, $1 || '@example.com', $1 || '@example.com', $2)",
        kept: "SELECT COUNT(*) FROM early_access_signups WHERE id = $1",
    },
    Case {
        period: Period::ConsentRecords,
        insert: "INSERT INTO consent_records (id, consent_id, choice, analytics, advertising, policy_version, recorded_at) \
                 VALUES ($1, $1 || '-browser', 'reject_all', FALSE, FALSE, '1', $2)",
        kept: "SELECT COUNT(*) FROM consent_records WHERE id = $1",
    },
    Case {
        period: Period::Moderation,
        // A closed report: its period runs from when the admin closed it.
        insert: "INSERT INTO reports (id, reported_id, subject, subject_id, reason, created_at, resolved_at, resolution) \
                 VALUES ($1, 'r0', 'recruiter', $1, 'spam', $2 - 86400000, $2, 'dismissed')",
        kept: "SELECT COUNT(*) FROM reports WHERE id = $1",
    },
    Case {
        period: Period::Moderation,
        insert: "INSERT INTO admin_audit_log (admin_id, admin_email, action, target, reason, created_at) \
                 VALUES ('admin', 'admin@example.com', 'report_dismissed', $1, 'not abuse', $2)",
        kept: "SELECT COUNT(*) FROM admin_audit_log WHERE target = $1",
    },
];

async fn each_period_keeps_a_day_before_and_removes_a_day_after(backend: Backend) {
    let s = setup(backend).await;
    seed_people(&s.state).await;
    let settings = &s.state.settings.retention;
    // Request ids carry the digit of their recruiter (one request per pair).
    let mut requests = 0;
    let mut ids = Vec::new();
    for (i, case) in CASES.iter().enumerate() {
        let days = case.period.days(settings) as i64;
        let (young, old) = if case.period == Period::EndedRequests {
            requests += 2;
            (format!("r{}-{i}", requests - 2), format!("r{}-{i}", requests - 1))
        } else {
            (format!("young-{i}"), format!("old-{i}"))
        };
        exec(&s.state, case.insert, &young, NOW - (days - 1) * DAY_MS).await;
        exec(&s.state, case.insert, &old, NOW - (days + 1) * DAY_MS).await;
        assert_eq!(count(&s.state, case.kept, &old).await, 1, "{:?}: seeded", case.period);
        ids.push((case, young, old));
    }

    let counts = sweep::run(&s.state.db, settings, s.clock.now_millis()).await.unwrap();

    let mut walked = BTreeSet::new();
    for (case, young, old) in &ids {
        assert_eq!(count(&s.state, case.kept, young).await, 1, "{:?}: a day before its end, kept", case.period);
        assert_eq!(count(&s.state, case.kept, old).await, 0, "{:?}: a day after its end, gone", case.period);
        walked.insert(case.period.key());
    }
    assert_eq!(walked, Period::ALL.iter().map(|p| p.key()).collect(), "every period was walked");
    // One record past its period per case; bodies are emptied first, so the two records
    // kept for the audit (both older than the bodies' period) lose theirs as well.
    for (period, removed) in &counts {
        let cases = CASES.iter().filter(|c| c.period == *period).count() as u64;
        let expected = if *period == Period::EmailBodies { cases + 2 } else { cases };
        assert_eq!(*removed, expected, "{period:?}: {counts:?}");
    }
    // An e-mail whose body went still shows it was sent, until the audit period ends.
    let emptied = ids.iter().find(|(c, ..)| c.period == Period::EmailBodies).map(|(_, _, old)| old.clone()).unwrap();
    assert_eq!(count(&s.state, "SELECT COUNT(*) FROM email_outbox WHERE id = $1 AND subject = 's'", &emptied).await, 1);
}

async fn the_daily_job_removes_what_is_past_its_period(backend: Backend) {
    let s = setup(backend).await;
    seed_people(&s.state).await;
    let insert = "INSERT INTO search_history (id, user_id, keyword, created_at) VALUES ($1, 'r0', 'rust', $2)";
    let kept = "SELECT COUNT(*) FROM search_history WHERE id = $1";
    let run_at = next_run_after(NOW);
    exec(&s.state, insert, "recent", run_at - 10 * DAY_MS).await;
    exec(&s.state, insert, "old", run_at - 91 * DAY_MS).await;

    job_dispatch::schedule_recurring(&s.state, NOW).await.unwrap();
    let worker = Worker::new(job_dispatch::dispatch);
    s.clock.advance_millis(run_at - 1 - NOW);
    worker.run_due(&s.root).await.unwrap();
    assert_eq!(count(&s.state, kept, "old").await, 1, "not before its hour");
    s.clock.advance_millis(1);
    worker.run_due(&s.root).await.unwrap();
    assert_eq!(count(&s.state, kept, "old").await, 0);
    assert_eq!(count(&s.state, kept, "recent").await, 1);
    let next = "SELECT COUNT(*) FROM jobs WHERE kind = 'retention_sweep' AND status = 'pending' AND dedupe_key = $1";
    let tomorrow = format!("retention-sweep:{}", (run_at + DAY_MS).div_euclid(DAY_MS));
    assert_eq!(count(&s.state, next, &tomorrow).await, 1, "the next day's run is enqueued");
}
