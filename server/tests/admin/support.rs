//! The fixtures of the admin tests: an app with the admin's address (and an SMTP relay,
//! if given), the admin signed in, accounts written straight to the database, and
//! readers of sends, batches and the outbox.

use std::time::{Duration, Instant};

use reqwest::Method;
use serde_json::Value;
use veil::{db::begin_write_statement, with_db};

use crate::common::{Backend, Browser, TestApp, json};

pub const ADMIN_EMAIL: &str = "admin@veil.test";

pub async fn spawn(backend: Backend, smtp_url: Option<String>) -> TestApp {
    TestApp::spawn_with(
        backend,
        Box::new(move |s| {
            s.admin_email = ADMIN_EMAIL.into();
            if let Some(url) = smtp_url {
                s.smtp_url = veil::config::Secret::new(url);
            }
        }),
    )
    .await
}

pub async fn admin(app: &TestApp) -> Browser {
    let browser = app.new_browser();
    browser.sign_in(ADMIN_EMAIL, "Ada", "Admin").await;
    browser
}

pub struct Person {
    pub email: &'static str,
    pub first: &'static str,
    pub last: &'static str,
    /// (skills JSON, pitch) of a job seeker profile, if any.
    pub profile: Option<(&'static str, &'static str)>,
}

/// Creates accounts straight in the database (fast, and independent of sign-in), with
/// creation times one second apart in the given order. Returns their ids.
pub async fn add_people(app: &TestApp, people: &[Person]) -> Vec<String> {
    let start = app.clock.now_millis() - 10_000_000;
    let kind = app.db.kind();
    let ids: Vec<String> = people.iter().map(|_| uuid::Uuid::new_v4().to_string()).collect();
    with_db!(&app.db, pool => {
        let mut tx = pool.begin_with(begin_write_statement(&kind)).await.unwrap();
        for (i, (p, id)) in people.iter().zip(&ids).enumerate() {
            let at = start + i as i64 * 1000;
            sqlx::query("INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) \
                         VALUES ($1, 'https://issuer.test', $1, $2, TRUE, $3, $3)")
                .bind(id).bind(p.email).bind(at).execute(&mut *tx).await.unwrap();
            sqlx::query("INSERT INTO user_profiles (id, email, first_name, last_name, updated_at) VALUES ($1, $2, $3, $4, $5)")
                .bind(id).bind(p.email).bind(p.first).bind(p.last).bind(at).execute(&mut *tx).await.unwrap();
            if let Some((skills, pitch)) = p.profile {
                sqlx::query("INSERT INTO profiles (id, codename, skills, pitch, created_at, updated_at) \
                             VALUES ($1, $2, $3, $4, $5, $5)")
                    .bind(id).bind(format!("codename-{id}")).bind(skills).bind(pitch).bind(at)
                    .execute(&mut *tx).await.unwrap();
            }
        }
        tx.commit().await.unwrap();
    });
    ids
}

pub fn person(email: &'static str, first: &'static str, last: &'static str) -> Person {
    Person { email, first, last, profile: None }
}

pub async fn send(browser: &Browser, body: Value) -> reqwest::Response {
    browser.send_json(Method::POST, "/api/admin/emails", &body).await
}

/// Polls the batch until nothing is queued and returns its last progress.
pub async fn wait_for_batch(browser: &Browser, batch_id: &str) -> Value {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let progress = json(browser.get(&format!("/api/admin/emails/batches/{batch_id}")).await).await;
        if progress["done"] == true {
            return progress;
        }
        assert!(Instant::now() < deadline, "the batch did not finish: {progress}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

pub async fn outbox(browser: &Browser, limit: usize) -> Vec<Value> {
    let body = json(browser.get(&format!("/api/admin/outbox?limit={limit}")).await).await;
    body["data"].as_array().unwrap_or_else(|| panic!("no outbox list in {body}")).clone()
}
