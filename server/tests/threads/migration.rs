//! A request from before threads existed: after the upgrade its thread is there, empty
//! and open to its two people, everyone's e-mails are discreet until they say not, the
//! privacy activity log keeps its rows and takes the new kind, and the request keeps the
//! 30 days to answer it was sent with (new requests get `VEIL_REVEAL_ANSWER_DAYS`).

use reqwest::StatusCode;
use veil::{config::Settings, with_db};

use super::support::{thread, write_ok};
use crate::common::{
    Backend, Setup, TestApp, json,
    old_schema::{browser_with_session, database_after, insert_session},
};

crate::backend_tests!(a_request_from_before_gets_an_empty_open_thread_discreet_emails_and_its_thirty_days);

const DANA: &str = "0190a1b2-c3d4-7e5f-8a6b-000000000021";
const REX: &str = "0190a1b2-c3d4-7e5f-8a6b-000000000022";
const REQUEST: &str = "0190a1b2-c3d4-7e5f-8a6b-000000000023";
const PUBLIC_ID: &str = "5f0c8f5e-8a3c-4b8e-9d1a-3c1f2e4d5a7c";
const NOW: i64 = 1_800_000_000_000;

fn write_old_data(settings: Settings) -> std::pin::Pin<Box<dyn Future<Output = ()> + Send>> {
    Box::pin(async move {
        let db = database_after(&settings, 18).await;
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
                "INSERT INTO users_roles (id, is_job_seeker, is_recruiter, updated_at) VALUES ($1, TRUE, FALSE, 1)",
                vec![DANA],
            ),
            (
                "INSERT INTO users_roles (id, is_job_seeker, is_recruiter, updated_at) VALUES ($1, FALSE, TRUE, 1)",
                vec![REX],
            ),
            (
                "INSERT INTO profiles (id, public_id, codename, headline, city, state, country, location, created_at, updated_at) \
                 VALUES ($1, $2, 'old-heron', 'Principal Compiler Engineer', 'Tampere', 'Pirkanmaa', 'Finland', 'Tampere', 1, 1)",
                vec![DANA, PUBLIC_ID],
            ),
            (
                "INSERT INTO employers (id, company_name, website, created_at, updated_at) VALUES ($1, 'Globex', 'https://globex.example', 1, 1)",
                vec![REX],
            ),
            // The activity log is built again (a new kind): its rows stay.
            (
                "INSERT INTO activity_events (id, seeker_id, kind, employer_id, company_name, occurred_at) \
                 VALUES ('old-view', $1, 'profile_viewed', $2, 'Globex', 1799999000000)",
                vec![DANA, REX],
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
            "INSERT INTO reveal_requests (id, profile_id, employer_id, status, message, created_at, updated_at) \
             VALUES ($1, $2, $3, 'pending', 'Hello from before', $4, $4)",
        )
        .bind(REQUEST)
        .bind(DANA)
        .bind(REX)
        .bind(NOW)
        .execute(pool)
        .await
        .map(|_| ()))
        .unwrap();
        for (user, token) in [(DANA, "dana-token"), (REX, "rex-token")] {
            insert_session(&db, user, token, NOW).await;
        }
        with_db!(&db, pool => pool.close().await);
    })
}

async fn a_request_from_before_gets_an_empty_open_thread_discreet_emails_and_its_thirty_days(backend: Backend) {
    let setup: Setup = Box::new(write_old_data);
    let app = TestApp::spawn_with_setup(backend, Box::new(|_| {}), setup).await;
    let dana = browser_with_session(&app, "dana-token");
    let rex = browser_with_session(&app, "rex-token");

    let received = json(dana.get("/api/reveal-requests/received").await).await;
    assert_eq!(received["requests"][0]["answerBy"], "2027-02-14T08:00:00.000Z", "{received}");
    assert_eq!(received["requests"][0]["status"], "pending");

    let seen = thread(&rex, REQUEST).await;
    assert_eq!((seen["messages"].as_array().map(Vec::len), seen["canWrite"].as_bool()), (Some(0), Some(true)));
    assert_eq!(seen["otherSide"], "old-heron");
    write_ok(&rex, REQUEST, "Is the role of interest?").await;
    write_ok(&dana, REQUEST, "Perhaps.").await;
    let settings = dana.get("/api/account/email-settings").await;
    assert_eq!(settings.status(), StatusCode::OK);
    assert_eq!(json(settings).await["discreet"], true, "on for everyone who never chose");
    let log = json(dana.get("/api/privacy-activity").await).await;
    let kinds: Vec<&str> = log["days"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|d| d["events"].as_array().unwrap())
        .map(|e| e["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["message_received", "profile_viewed"], "the old row kept, the new kind taken");
    app.stop().await.unwrap();
}
