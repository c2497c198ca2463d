//! Profiles from before freshness ranked equal relevance (migration 0028): each starts
//! with its owner's last sign of life from before (a sign-in, an answer, a "yes"), so the
//! fresher of two equal profiles ranks first from the first search on.

use veil::{config::Settings, with_db};

use super::support::{codenames, search};
use crate::common::{
    Backend, Setup, TestApp,
    old_schema::{browser_with_session, database_after, insert_session},
};

crate::backend_tests!(profiles_from_before_rank_by_their_last_sign_of_life);

const EARLY: &str = "0190a1b2-c3d4-7e5f-8a6b-0000000000c1";
const LATE: &str = "0190a1b2-c3d4-7e5f-8a6b-0000000000c2";
const RHEA: &str = "0190a1b2-c3d4-7e5f-8a6b-0000000000c3";
const NOW: i64 = 1_800_000_000_000;

fn write_before(settings: Settings) -> std::pin::Pin<Box<dyn Future<Output = ()> + Send>> {
    Box::pin(async move {
        let db = database_after(&settings, 27).await;
        let user = "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) \
                    VALUES ($1, 'old', $1, $1 || '@example.com', TRUE, 1, $2)";
        let profile = "INSERT INTO profiles (id, public_id, codename, headline, country, location, created_at, updated_at) \
                       VALUES ($1, $2, $3, 'Compiler Engineer', 'Finland', 'Finland', $4, $4)";
        // The early profile is older and was edited earlier, but its owner answered a
        // request last: it is the fresher.
        for (id, signed_in) in [(EARLY, 10), (LATE, 30), (RHEA, 1)] {
            with_db!(&db, pool => sqlx::query(user).bind(id).bind(signed_in).execute(pool).await.map(|_| ())).unwrap();
        }
        for (id, public, codename, at) in [
            (EARLY, "5f0c8f5e-8a3c-4b8e-9d1a-3c1f2e4d5ac1", "early-heron", 5),
            (LATE, "5f0c8f5e-8a3c-4b8e-9d1a-3c1f2e4d5ac2", "late-heron", 20),
        ] {
            with_db!(&db, pool => sqlx::query(profile).bind(id).bind(public).bind(codename).bind(at).execute(pool).await.map(|_| ()))
                .unwrap();
        }
        let statements = [
            "INSERT INTO users_roles (id, is_job_seeker, is_recruiter, updated_at) VALUES ($1, FALSE, TRUE, 1)",
            "INSERT INTO employers (id, company_name, created_at, updated_at) VALUES ($1, 'Northwind Labs', 1, 1)",
            "INSERT INTO reveal_requests (id, profile_id, employer_id, status, message, created_at, updated_at, answer_by, answered_at) \
             VALUES ('0190a1b2-c3d4-7e5f-8a6b-0000000000c4', $2, $1, 'declined', 'Hello', 40, 50, 100, 50)",
        ];
        for sql in statements {
            with_db!(&db, pool => sqlx::query(sql).bind(RHEA).bind(EARLY).execute(pool).await.map(|_| ())).unwrap();
        }
        insert_session(&db, RHEA, "rhea-session-token", NOW).await;
        with_db!(&db, pool => pool.close().await);
    })
}

async fn profiles_from_before_rank_by_their_last_sign_of_life(backend: Backend) {
    let setup: Setup = Box::new(write_before);
    let app = TestApp::spawn_with_setup(backend, Box::new(|_| {}), setup).await;
    let last_active = |id: &'static str| {
        let db = app.db.clone();
        async move {
            with_db!(&db, pool => sqlx::query_scalar::<_, i64>("SELECT last_active_at FROM profiles WHERE id = $1")
                .bind(id)
                .fetch_one(pool)
                .await)
            .unwrap()
        }
    };
    assert_eq!((last_active(EARLY).await, last_active(LATE).await), (50, 30));
    let rhea = browser_with_session(&app, "rhea-session-token");
    let found = search(&rhea, "q=compiler").await;
    assert_eq!(codenames(&found), ["early-heron", "late-heron"], "{found}");
    app.stop().await.unwrap();
}
