//! Moderation reaches people who were there before it (migration 0026): a recruiter
//! from before is not suspended and their pending request stays pending with its
//! deadline; the admin can then suspend them, which withdraws it. Reports filed before
//! recruiters could report job seekers (migration 0027) stay about their recruiter, with
//! the warning template the admin saved.

use reqwest::{Method, StatusCode};
use serde_json::json;
use veil::{config::Settings, with_db};

use crate::common::{
    Backend, Setup, TestApp, json,
    old_schema::{browser_with_session, database_after, insert_session},
};

crate::backend_tests!(
    a_recruiter_from_before_is_not_suspended_and_can_be,
    a_report_from_before_stays_about_its_recruiter,
);

const DANA: &str = "0190a1b2-c3d4-7e5f-8a6b-000000000031";
const REX: &str = "0190a1b2-c3d4-7e5f-8a6b-000000000032";
const ADA: &str = "0190a1b2-c3d4-7e5f-8a6b-000000000033";
const REQUEST: &str = "0190a1b2-c3d4-7e5f-8a6b-000000000034";
const ADMIN_EMAIL: &str = "ada@veil.example";
const NOW: i64 = 1_800_000_000_000;
const DAY_MS: i64 = 86_400_000;

fn write_old_data(settings: Settings) -> std::pin::Pin<Box<dyn Future<Output = ()> + Send>> {
    Box::pin(write_people(settings, 25, &[]))
}

/// The people, their request and sessions, in a database migrated up to `last`, and then
/// `more` statements (binding nothing).
async fn write_people(settings: Settings, last: i64, more: &[&str]) {
    {
        let db = database_after(&settings, last).await;
        let user = "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) \
                    VALUES ($1, 'old', $1, $2, TRUE, 1, 1)";
        let statements: Vec<(&str, Vec<&str>)> = vec![
            (user, vec![DANA, "dana@example.com"]),
            (user, vec![REX, "rex@globex.example"]),
            (user, vec![ADA, ADMIN_EMAIL]),
            (
                "INSERT INTO users_roles (id, is_job_seeker, is_recruiter, updated_at) VALUES ($1, TRUE, FALSE, 1)",
                vec![DANA],
            ),
            (
                "INSERT INTO users_roles (id, is_job_seeker, is_recruiter, updated_at) VALUES ($1, FALSE, TRUE, 1)",
                vec![REX],
            ),
            (
                "INSERT INTO profiles (id, public_id, codename, headline, country, location, created_at, updated_at) \
                 VALUES ($1, '5f0c8f5e-8a3c-4b8e-9d1a-3c1f2e4d5a70', 'old-heron', 'Compiler Engineer', 'Finland', 'Finland', 1, 1)",
                vec![DANA],
            ),
            (
                "INSERT INTO employers (id, company_name, website, created_at, updated_at) \
                 VALUES ($1, 'Globex', 'https://globex.example', 1, 1)",
                vec![REX],
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
        with_db!(&db, pool => sqlx::query(
            "INSERT INTO reveal_requests (id, profile_id, employer_id, status, message, created_at, updated_at, answer_by) \
             VALUES ($1, $2, $3, 'pending', 'Hello from before', $4, $4, $5)",
        )
        .bind(REQUEST)
        .bind(DANA)
        .bind(REX)
        .bind(NOW)
        .bind(NOW + 14 * DAY_MS)
        .execute(pool)
        .await
        .map(|_| ()))
        .unwrap();
        for (user, token) in [(DANA, "dana-token"), (REX, "rex-token"), (ADA, "ada-token")] {
            insert_session(&db, user, token, NOW).await;
        }
        for sql in more {
            with_db!(&db, pool => sqlx::query(sql).execute(pool).await.map(|_| ())).unwrap();
        }
        with_db!(&db, pool => pool.close().await);
    }
}

fn write_data_with_a_report(settings: Settings) -> std::pin::Pin<Box<dyn Future<Output = ()> + Send>> {
    Box::pin(write_people(
        settings,
        26,
        &[
            "INSERT INTO reports (id, reporter_id, recruiter_id, subject, subject_id, content, reason, created_at) \
             VALUES ('0190a1b2-c3d4-7e5f-8a6b-000000000035', '0190a1b2-c3d4-7e5f-8a6b-000000000031', \
             '0190a1b2-c3d4-7e5f-8a6b-000000000032', 'request', '0190a1b2-c3d4-7e5f-8a6b-000000000034', \
             'Hello from before', 'spam', 1800000000000)",
            "INSERT INTO moderation_templates (name, subject, body, updated_at) \
             VALUES ('warning', 'Old subject for {company}', 'Old body', 1)",
        ],
    ))
}

async fn a_report_from_before_stays_about_its_recruiter(backend: Backend) {
    let setup: Setup = Box::new(write_data_with_a_report);
    let app = TestApp::spawn_with_setup(backend, Box::new(|s| s.admin_email = ADMIN_EMAIL.into()), setup).await;
    let ada = browser_with_session(&app, "ada-token");
    let queue = json(ada.get("/api/admin/reports").await).await;
    let report = &queue["reports"][0];
    assert_eq!((report["against"].as_str(), report["subject"].as_str()), (Some("recruiter"), Some("request")));
    assert_eq!(report["content"], "Hello from before");
    assert_eq!(report["recruiter"]["companyName"], "Globex", "{queue}");
    assert_eq!(report["recruiter"]["record"]["reports"], 1);
    let template = json(ada.get("/api/admin/warning-template").await).await;
    assert_eq!(template["subject"], "Old subject for {company}");
    let to_job_seekers = json(ada.get("/api/admin/job-seeker-warning-template").await).await;
    assert!(to_job_seekers["body"].as_str().unwrap().contains("{codename}"), "the built-in one");
    // The old report closes as before, and the table takes reports about job seekers.
    let id = report["id"].as_str().unwrap();
    let r = ada
        .send_json(Method::POST, &format!("/api/admin/reports/{id}"), &json!({"action": "dismiss", "reason": "Old"}))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let rex = browser_with_session(&app, "rex-token");
    let r = rex
        .send_json(
            Method::POST,
            "/api/candidate-reports",
            &json!({"profileId": "5f0c8f5e-8a3c-4b8e-9d1a-3c1f2e4d5a70", "reason": "spam"}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    let queue = json(ada.get("/api/admin/reports").await).await;
    assert_eq!(queue["reports"][0]["jobSeeker"]["codename"], "old-heron", "{queue}");
    app.stop().await.unwrap();
}

async fn a_recruiter_from_before_is_not_suspended_and_can_be(backend: Backend) {
    let setup: Setup = Box::new(write_old_data);
    let app = TestApp::spawn_with_setup(backend, Box::new(|s| s.admin_email = ADMIN_EMAIL.into()), setup).await;
    let (dana, rex, ada) = (
        browser_with_session(&app, "dana-token"),
        browser_with_session(&app, "rex-token"),
        browser_with_session(&app, "ada-token"),
    );
    assert_eq!(rex.get("/api/search?q=Compiler").await.status(), StatusCode::OK, "not suspended by the upgrade");
    let received = json(dana.get("/api/reveal-requests/received").await).await;
    assert_eq!(received["requests"][0]["status"], "pending", "{received}");
    let queue = json(ada.get("/api/admin/reports").await).await;
    assert_eq!(queue, json!({"reports": [], "suspended": []}));

    let r = dana
        .send_json(Method::POST, "/api/reports", &json!({"requestId": REQUEST, "reason": "spam", "block": false}))
        .await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let report = json(ada.get("/api/admin/reports").await).await["reports"][0]["id"].as_str().unwrap().to_owned();
    let suspend = ada
        .send_json(
            Method::POST,
            &format!("/api/admin/reports/{report}"),
            &json!({"action": "suspend", "reason": "Spam"}),
        )
        .await;
    assert_eq!(suspend.status(), StatusCode::OK);
    let received = json(dana.get("/api/reveal-requests/received").await).await;
    assert_eq!(received["requests"][0]["status"], "withdrawn", "{received}");
    assert_eq!(rex.get("/api/search?q=Compiler").await.status(), StatusCode::FORBIDDEN);
    app.stop().await.unwrap();
}
