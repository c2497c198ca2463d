//! Exports built before the identities they hold were recorded: at the upgrade, the
//! ready export of anyone who ever sent a reveal request is withdrawn (it may hold an
//! identity whose consent has ended since); a job seeker's stays downloadable.

use reqwest::StatusCode;
use serde_json::Value;
use veil::{config::Settings, with_db};

use crate::common::{
    Backend, Setup, TestApp, json,
    old_schema::{browser_with_session, database_after, insert_session},
};

crate::backend_tests!(a_recruiters_export_from_before_the_upgrade_is_withdrawn);

const RHEA: &str = "0190a1b2-c3d4-7e5f-8a6b-0000000000a1";
const PIA: &str = "0190a1b2-c3d4-7e5f-8a6b-0000000000a2";
const NOW: i64 = 1_800_000_000_000;
const RHEA_ZIP: &str = "0123456789abcdef0123456789abcdef.zip";
const PIA_ZIP: &str = "fedcba9876543210fedcba9876543210.zip";
const TOKENS: [(&str, &str); 2] = [(RHEA, "rhea-session-token"), (PIA, "pia-session-token")];

fn write_exports_before(settings: Settings) -> std::pin::Pin<Box<dyn Future<Output = ()> + Send>> {
    Box::pin(async move {
        let db = database_after(&settings, 15).await;
        let statements = [
            "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) VALUES ($1, 'old', $1, 'rhea@northwind-labs.com', TRUE, 1, 1)",
            "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) VALUES ($2, 'old', $2, 'pia@example.com', TRUE, 1, 1)",
            "INSERT INTO users_roles (id, is_job_seeker, is_recruiter, updated_at) VALUES ($1, FALSE, TRUE, 1)",
            "INSERT INTO users_roles (id, is_job_seeker, is_recruiter, updated_at) VALUES ($2, TRUE, FALSE, 1)",
            "INSERT INTO user_profiles (id, email, first_name, last_name, updated_at) VALUES ($1, 'rhea@northwind-labs.com', 'Rhea', 'Hires', 1)",
            "INSERT INTO user_profiles (id, email, first_name, last_name, updated_at) VALUES ($2, 'pia@example.com', 'Pia', 'Old', 1)",
            "INSERT INTO employers (id, company_name, created_at, updated_at) VALUES ($1, 'Northwind Labs', 1, 1)",
            "INSERT INTO profiles (id, public_id, codename, created_at, updated_at) VALUES ($2, $2 || '-public', 'old-heron', 1, 1)",
            "INSERT INTO reveal_requests (id, profile_id, employer_id, status, message, created_at, updated_at, approved_at) VALUES ('old-request', $2, $1, 'approved', 'Hi', 1, 1, 1)",
        ];
        for sql in statements {
            with_db!(&db, pool => sqlx::query(sql).bind(RHEA).bind(PIA).execute(pool).await.map(|_| ())).unwrap();
        }
        for (user, key) in [(RHEA, RHEA_ZIP), (PIA, PIA_ZIP)] {
            with_db!(&db, pool => sqlx::query(
                "INSERT INTO data_exports (id, user_id, status, file_ref, size_bytes, requested_at, finished_at, expires_at, attempts) \
                 VALUES ($1 || '-x', $1, 'ready', $2, 4, $3, $3, $4, 1)",
            )
            .bind(user)
            .bind(format!("storage:data-exports/{key}"))
            .bind(NOW - 3_600_000)
            .bind(NOW + 3_600_000)
            .execute(pool)
            .await
            .map(|_| ()))
            .unwrap();
        }
        for (user, token) in TOKENS {
            insert_session(&db, user, token, NOW).await;
        }
        with_db!(&db, pool => pool.close().await);
        let dir = settings.data_dir.join("files").join("data-exports");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(RHEA_ZIP), b"PK\x05\x06").unwrap();
        std::fs::write(dir.join(PIA_ZIP), b"PK\x05\x06").unwrap();
    })
}

async fn a_recruiters_export_from_before_the_upgrade_is_withdrawn(backend: Backend) {
    let setup: Setup = Box::new(write_exports_before);
    let app = TestApp::spawn_with_setup(backend, Box::new(|_| {}), setup).await;
    let rhea = browser_with_session(&app, TOKENS[0].1);
    let pia = browser_with_session(&app, TOKENS[1].1);

    let hers = json(rhea.get("/api/account/data-export").await).await["export"].clone();
    assert_eq!(hers["status"], "withdrawn", "{hers}");
    assert_eq!(hers["downloadUrl"], Value::Null);

    let theirs = json(pia.get("/api/account/data-export").await).await["export"].clone();
    assert_eq!(theirs["status"], "ready", "{theirs}");
    let download = pia.get(theirs["downloadUrl"].as_str().unwrap()).await;
    assert_eq!(download.status(), StatusCode::OK);
    assert_eq!(download.bytes().await.unwrap().as_ref(), b"PK\x05\x06");
}
