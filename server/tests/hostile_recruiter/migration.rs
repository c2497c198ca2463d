//! Data as the code before the shield matched by verified facts left it: after the
//! upgrade, a profile with shield entries keeps unverified recruiters out (the safe
//! default), a verified recruiter is still matched by the company name they hold, and
//! nobody's company change waits (none is recorded yet).

use reqwest::StatusCode;
use serde_json::json;
use veil::{config::Settings, with_db};

use super::support::{save_employer, what_recruiter_sees};
use crate::common::{
    Backend, Setup, TestApp,
    old_schema::{browser_with_session, database_after, insert_session},
};

crate::backend_tests!(shields_and_companies_from_before_follow_the_new_rules);

const DANA: &str = "0190a1b2-c3d4-7e5f-8a6b-000000000011";
const REX: &str = "0190a1b2-c3d4-7e5f-8a6b-000000000012";
const UMA: &str = "0190a1b2-c3d4-7e5f-8a6b-000000000013";
const PUBLIC_ID: &str = "5f0c8f5e-8a3c-4b8e-9d1a-3c1f2e4d5a6b";
const NOW: i64 = 1_800_000_000_000;

fn write_old_data(settings: Settings) -> std::pin::Pin<Box<dyn Future<Output = ()> + Send>> {
    Box::pin(async move {
        let db = database_after(&settings, 15).await;
        let statements: Vec<(&str, Vec<&str>)> = vec![
            (
                "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) VALUES ($1, 'old', $1, 'dana@example.com', TRUE, 1, 1)",
                vec![DANA],
            ),
            (
                "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) VALUES ($1, 'old', $1, 'rex@globex.example', TRUE, 1, 1)",
                vec![REX],
            ),
            (
                "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) VALUES ($1, 'old', $1, 'uma@gmail.com', TRUE, 1, 1)",
                vec![UMA],
            ),
            (
                "INSERT INTO users_roles (id, is_job_seeker, is_recruiter, updated_at) VALUES ($1, TRUE, FALSE, 1)",
                vec![DANA],
            ),
            (
                "INSERT INTO users_roles (id, is_job_seeker, is_recruiter, updated_at) VALUES ($1, FALSE, TRUE, 1)",
                vec![REX],
            ),
            (
                "INSERT INTO users_roles (id, is_job_seeker, is_recruiter, updated_at) VALUES ($1, FALSE, TRUE, 1)",
                vec![UMA],
            ),
            (
                "INSERT INTO profiles (id, public_id, codename, headline, city, state, country, location, created_at, updated_at) \
                 VALUES ($1, $2, 'old-heron', 'Principal Quantum Compiler Engineer', 'Tampere', 'Pirkanmaa', 'Finland', 'Tampere', 1, 1)",
                vec![DANA, PUBLIC_ID],
            ),
            (
                "INSERT INTO employer_shields (id, seeker_id, company_name, company_key, domain, position, created_at) \
                 VALUES ('old-entry', $1, 'Acme', 'acme', '', 0, 1)",
                vec![DANA],
            ),
            // Verified (a work e-mail at the website), under the name the entry lists.
            (
                "INSERT INTO employers (id, company_name, website, created_at, updated_at) VALUES ($1, 'Acme', 'https://globex.example', 1, 1)",
                vec![REX],
            ),
            (
                "INSERT INTO employers (id, company_name, website, created_at, updated_at) VALUES ($1, 'Initech', 'https://initech.example', 1, 1)",
                vec![UMA],
            ),
        ];
        for (sql, binds) in statements {
            with_db!(&db, pool => {
                let mut query = sqlx::query(sql);
                for b in binds {
                    query = query.bind(b);
                }
                query.execute(pool).await.unwrap();
            });
        }
        for (user, token) in [(REX, "rex-token"), (UMA, "uma-token")] {
            insert_session(&db, user, token, NOW).await;
        }
        with_db!(&db, pool => pool.close().await);
    })
}

async fn shields_and_companies_from_before_follow_the_new_rules(backend: Backend) {
    let setup: Setup = Box::new(write_old_data);
    let app = TestApp::spawn_with_setup(backend, Box::new(|_| {}), setup).await;
    let rex = browser_with_session(&app, "rex-token");
    let uma = browser_with_session(&app, "uma-token");

    // Rex is verified and holds the name the entry lists: the profile does not exist for him.
    let seen = what_recruiter_sees(&rex, PUBLIC_ID).await;
    assert_eq!((seen["candidatePage"].as_u64(), seen["everyoneTotal"].as_u64()), (Some(404), Some(0)));
    // Uma is unverified: a profile with any entry is out of her sight by default.
    let seen = what_recruiter_sees(&uma, PUBLIC_ID).await;
    assert_eq!((seen["candidatePage"].as_u64(), seen["everyoneTotal"].as_u64()), (Some(404), Some(0)));
    // No change was recorded before: each may change the company once now, and Rex's
    // old name stays his.
    assert_eq!(save_employer(&rex, "Globex", "https://globex.example").await.status(), StatusCode::OK);
    assert_eq!(what_recruiter_sees(&rex, PUBLIC_ID).await["candidatePage"], json!(404));
    assert_eq!(save_employer(&uma, "Umbrella", "https://umbrella.example").await.status(), StatusCode::OK);
    app.stop().await.unwrap();
}
