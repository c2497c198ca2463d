//! Request preferences, over HTTP on both databases: a job seeker accepts requests only
//! with a salary, only for their work mode, only from verified companies; a request that
//! does not meet them is refused (422 naming the preference, nothing sent, nothing
//! spent), the candidate page carries them, and a profile from before has none.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use veil::config::Settings;

use crate::common::{
    Backend, Setup, TestApp, json,
    old_schema::{browser_with_session, database_after, insert_session},
};
use crate::threads::support::{app, count, recruiter, seeker};

backend_tests!(
    a_request_that_does_not_meet_a_preference_is_refused_naming_it,
    a_profile_from_before_has_no_preferences,
);

const ALL: &str = r#"{"withSalary": true, "atOrAboveMinimum": true, "myWorkMode": true, "verifiedCompanies": true}"#;

async fn ask(b: &crate::common::Browser, profile: &str, offer: Value) -> reqwest::Response {
    b.send_json(
        Method::POST,
        "/api/reveal-requests",
        &json!({"profileId": profile, "message": "A role?", "offer": offer}),
    )
    .await
}

async fn a_request_that_does_not_meet_a_preference_is_refused_naming_it(backend: Backend) {
    let app = app(backend).await;
    let (me, profile) = seeker(&app).await;
    // A company whose address is on its website's domain is verified; the other is not.
    let verified = recruiter(&app, "rhea@northwind.example", "Northwind Labs").await;
    let unverified = recruiter(&app, "olga@elsewhere.example", "Elsewhere Co").await;

    let none = json(me.get("/api/profile/request-preferences").await).await;
    assert_eq!(
        none,
        json!({"withSalary": false, "atOrAboveMinimum": false, "myWorkMode": false, "verifiedCompanies": false})
    );
    let all: Value = serde_json::from_str(ALL).unwrap();
    let r = me.send_json(Method::PUT, "/api/profile/request-preferences", &all).await;
    assert_eq!((r.status(), json(r).await), (StatusCode::OK, all.clone()));
    let candidate = json(verified.get(&format!("/api/candidates/{profile}")).await).await;
    assert_eq!(candidate["requestPreferences"], all);

    let good = json!({"salaryMin": 90000, "salaryMax": 120000, "salaryCurrency": "EUR", "workMode": "remote"});
    let refused = async |b: &crate::common::Browser, offer: Value, code: &str, words: &str| {
        let r = ask(b, &profile, offer.clone()).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "{offer}");
        let body = json(r).await;
        assert_eq!((body["error"]["code"].as_str(), body["error"]["message"].as_str()), (Some(code), Some(words)));
    };
    refused(
        &unverified,
        good.clone(),
        "preference_verified_company",
        "This candidate accepts requests only from verified companies.",
    )
    .await;
    refused(
        &verified,
        json!({"workMode": "remote"}),
        "preference_salary",
        "This candidate accepts requests only with a salary.",
    )
    .await;
    // The profile's minimum is 90,000 a year in euros (Germany): 7,000 a month is not.
    let monthly = json!({"salaryMax": 7000, "salaryCurrency": "EUR", "salaryPeriod": "month", "workMode": "remote"});
    refused(
        &verified,
        monthly,
        "preference_minimum_salary",
        "This candidate accepts requests only at or above their minimum salary.",
    )
    .await;
    let onsite = json!({"salaryMax": 100000, "salaryCurrency": "EUR", "workMode": "onsite"});
    refused(&verified, onsite, "preference_work_mode", "This candidate accepts requests only for remote work.").await;
    assert_eq!(count(&app, "SELECT COUNT(*) FROM reveal_requests").await, 0, "nothing was sent");
    let budget = json(verified.get("/api/reveal-requests/budget").await).await;
    assert_eq!(budget["used"], 0, "nothing was spent: {budget}");

    let r = ask(&verified, &profile, good).await;
    assert_eq!(r.status(), StatusCode::CREATED);

    // Only the job seeker sets them, and only what exists.
    let r = verified.send_json(Method::PUT, "/api/profile/request-preferences", &all).await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    let odd = me.send_json(Method::PUT, "/api/profile/request-preferences", &json!({"atNight": true})).await;
    assert_eq!(odd.status(), StatusCode::UNPROCESSABLE_ENTITY);
    // Switched off again, an unverified company may ask.
    me.send_json(Method::PUT, "/api/profile/request-preferences", &json!({})).await;
    assert_eq!(ask(&unverified, &profile, json!({})).await.status(), StatusCode::CREATED);
}

const DANA: &str = "0190a1b2-c3d4-7e5f-8a6b-0000000000d1";
const REX: &str = "0190a1b2-c3d4-7e5f-8a6b-0000000000d2";
const NOW: i64 = 1_800_000_000_000;

fn write_before(settings: Settings) -> std::pin::Pin<Box<dyn Future<Output = ()> + Send>> {
    Box::pin(async move {
        let db = database_after(&settings, 28).await;
        let statements = [
            "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) VALUES ($1, 'old', $1, 'dana@example.com', TRUE, 1, 1)",
            "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) VALUES ($2, 'old', $2, 'rex@globex.example', TRUE, 1, 1)",
            "INSERT INTO users_roles (id, is_job_seeker, is_recruiter, updated_at) VALUES ($1, TRUE, FALSE, 1)",
            "INSERT INTO users_roles (id, is_job_seeker, is_recruiter, updated_at) VALUES ($2, FALSE, TRUE, 1)",
            "INSERT INTO profiles (id, public_id, codename, headline, country, location, created_at, updated_at) \
             VALUES ($1, '5f0c8f5e-8a3c-4b8e-9d1a-3c1f2e4d5ad1', 'old-heron', 'Compiler Engineer', 'Finland', 'Finland', 1, 1)",
            "INSERT INTO employers (id, company_name, website, created_at, updated_at) VALUES ($2, 'Globex', 'https://globex.example', 1, 1)",
        ];
        for sql in statements {
            veil::with_db!(&db, pool => sqlx::query(sql).bind(DANA).bind(REX).execute(pool).await.map(|_| ())).unwrap();
        }
        insert_session(&db, DANA, "dana-token", NOW).await;
        insert_session(&db, REX, "rex-token", NOW).await;
        veil::with_db!(&db, pool => pool.close().await);
    })
}

async fn a_profile_from_before_has_no_preferences(backend: Backend) {
    let setup: Setup = Box::new(write_before);
    let app = TestApp::spawn_with_setup(backend, Box::new(|_| {}), setup).await;
    let dana = browser_with_session(&app, "dana-token");
    let none = json(dana.get("/api/profile/request-preferences").await).await;
    assert_eq!(
        none,
        json!({"withSalary": false, "atOrAboveMinimum": false, "myWorkMode": false, "verifiedCompanies": false})
    );
    let rex = browser_with_session(&app, "rex-token");
    let r = ask(&rex, "5f0c8f5e-8a3c-4b8e-9d1a-3c1f2e4d5ad1", json!({})).await;
    assert_eq!(r.status(), StatusCode::CREATED, "every request, as before");
    app.stop().await.unwrap();
}
