//! Moderation reaches people who were there before it (migration 0026): a recruiter
//! from before is not suspended and their pending request stays pending with its
//! deadline; the admin can then suspend them, which withdraws it.

use reqwest::{Method, StatusCode};
use serde_json::json;
use veil::{config::Settings, with_db};

use crate::common::{
    Backend, Setup, TestApp, json,
    old_schema::{browser_with_session, database_after, insert_session},
};

crate::backend_tests!(a_recruiter_from_before_is_not_suspended_and_can_be);

const DANA: &str = "0190a1b2-c3d4-7e5f-8a6b-000000000031";
const REX: &str = "0190a1b2-c3d4-7e5f-8a6b-000000000032";
const ADA: &str = "0190a1b2-c3d4-7e5f-8a6b-000000000033";
const REQUEST: &str = "0190a1b2-c3d4-7e5f-8a6b-000000000034";
const ADMIN_EMAIL: &str = "ada@veil.example";
const NOW: i64 = 1_800_000_000_000;
const DAY_MS: i64 = 86_400_000;

fn write_old_data(settings: Settings) -> std::pin::Pin<Box<dyn Future<Output = ()> + Send>> {
    Box::pin(async move {
        let db = database_after(&settings, 25).await;
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
        with_db!(&db, pool => pool.close().await);
    })
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
