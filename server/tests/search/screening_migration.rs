//! Profiles and saved searches from before the screening fields: after the upgrade a
//! profile has none of them and is found with and without filters as before, and a saved
//! search has no filters.

use veil::{config::Settings, with_db};

use super::support::search;
use crate::common::{
    Backend, Setup, TestApp, json,
    old_schema::{browser_with_session, database_after, insert_session},
};

crate::backend_tests!(profiles_and_saved_searches_from_before_have_no_screening);

const PIA: &str = "0190a1b2-c3d4-7e5f-8a6b-0000000000b1";
const RHEA: &str = "0190a1b2-c3d4-7e5f-8a6b-0000000000b2";
const NOW: i64 = 1_800_000_000_000;
const TOKENS: [(&str, &str); 2] = [(PIA, "pia-session-token"), (RHEA, "rhea-session-token")];

fn write_before(settings: Settings) -> std::pin::Pin<Box<dyn Future<Output = ()> + Send>> {
    Box::pin(async move {
        let db = database_after(&settings, 18).await;
        let statements = [
            "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) VALUES ($1, 'old', $1, 'pia@example.com', TRUE, 1, 1)",
            "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) VALUES ($2, 'old', $2, 'rhea@northwind-labs.com', TRUE, 1, 1)",
            "INSERT INTO users_roles (id, is_job_seeker, is_recruiter, updated_at) VALUES ($1, TRUE, FALSE, 1)",
            "INSERT INTO users_roles (id, is_job_seeker, is_recruiter, updated_at) VALUES ($2, FALSE, TRUE, 1)",
            "INSERT INTO user_profiles (id, email, first_name, last_name, updated_at) VALUES ($1, 'pia@example.com', 'Pia', 'Old', 1)",
            "INSERT INTO user_profiles (id, email, first_name, last_name, updated_at) VALUES ($2, 'rhea@northwind-labs.com', 'Rhea', 'Hires', 1)",
            "INSERT INTO employers (id, company_name, created_at, updated_at) VALUES ($2, 'Northwind Labs', 1, 1)",
            "INSERT INTO profiles (id, public_id, codename, headline, skills, created_at, updated_at) VALUES ($1, '0190a1b2-c3d4-7e5f-8a6b-0000000000b9', 'old-heron', 'Compiler Engineer', '[\"Rust\"]', 1, 1)",
            "INSERT INTO saved_searches (id, recruiter_id, name, name_key, keyword, opened_at, claimed_at, checked_at, created_at) VALUES ('old-search', $2, 'Compilers', 'compilers', 'compiler', 1, 1, 1, 1)",
        ];
        for sql in statements {
            with_db!(&db, pool => sqlx::query(sql).bind(PIA).bind(RHEA).execute(pool).await.map(|_| ())).unwrap();
        }
        for (user, token) in TOKENS {
            insert_session(&db, user, token, NOW).await;
        }
        with_db!(&db, pool => pool.close().await);
    })
}

async fn profiles_and_saved_searches_from_before_have_no_screening(backend: Backend) {
    let setup: Setup = Box::new(write_before);
    let app = TestApp::spawn_with_setup(backend, Box::new(|_| {}), setup).await;
    let pia = browser_with_session(&app, TOKENS[0].1);
    let rhea = browser_with_session(&app, TOKENS[1].1);

    let own = json(pia.get("/api/profile").await).await;
    assert_eq!(own["screening"]["seniority"], serde_json::Value::Null, "{own}");
    assert_eq!(own["screening"]["workAuthorization"], serde_json::json!([]));

    let found = search(&rhea, "q=compiler&facets=true").await;
    assert_eq!(found["pagination"]["totalResults"], 1, "{found}");
    assert_eq!(found["facets"]["seniority"][2]["count"], 0);
    let filtered = search(&rhea, "q=compiler&seniority=senior").await;
    assert_eq!(filtered["pagination"]["totalResults"], 0);

    let saved = json(rhea.get("/api/saved-searches").await).await;
    assert_eq!(saved["savedSearches"][0]["filters"]["seniority"], serde_json::Value::Null, "{saved}");
    assert_eq!(saved["savedSearches"][0]["keyword"], "compiler");
}
