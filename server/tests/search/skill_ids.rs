//! Profiles saved before the vocabulary existed get a canonical id beside
//! each skill at start-up (migration 0007 adds the column; the app fills it), and search
//! uses them.

use serde_json::json;
use veil::{config::Settings, with_db};

use super::support::{codenames, profile, recruiter, search, seeker};
use crate::common::{Backend, Setup, TestApp, old_schema::database_after};

crate::backend_tests!(profiles_from_before_the_vocabulary_get_canonical_skill_ids_at_start, saving_stores_the_ids);

const DANA: &str = "0190a1b2-c3d4-7e5f-8a6b-0000000000d1";
/// Other profiles from before the vocabulary, beside Dana's.
const OTHERS: usize = 1_100;

/// A database as the binary before the vocabulary left it: the migrations before 0007, one profile.
fn write_old_profile(settings: Settings) -> std::pin::Pin<Box<dyn Future<Output = ()> + Send>> {
    Box::pin(async move {
        let db = database_after(&settings, 6).await;
        for sql in [
            "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) \
             VALUES ($1, 'old', $1, 'dana@old.example', TRUE, 1, 1)",
            "INSERT INTO profiles (id, public_id, codename, headline, skills, status, created_at, updated_at) \
             VALUES ($1, 'f9d7c1a2-0000-4000-8000-000000000001', 'old-heron', 'Platform Engineer', \
             '[\"golang\",\"K8s\",\"Beekeeping\"]', 'active', 1, 1)",
        ] {
            with_db!(&db, pool => sqlx::query(sql).bind(DANA).execute(pool).await.map(|_| ())).unwrap();
        }
        // More rows than one batch of the start-up step, so it must carry on past the first.
        with_db!(&db, pool => {
            let mut tx = pool.begin().await.unwrap();
            for i in 0..OTHERS {
                let id = format!("0190a1b2-c3d4-7e5f-8a6b-{i:012}");
                sqlx::query(
                    "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) \
                     VALUES ($1, 'old', $1, $1 || '@old.example', TRUE, 1, 1)",
                )
                .bind(&id)
                .execute(&mut *tx)
                .await
                .unwrap();
                sqlx::query(
                    "INSERT INTO profiles (id, public_id, codename, headline, skills, status, created_at, updated_at) \
                     VALUES ($1, $1, 'old-' || $1, 'Designer', '[\"Figma\"]', 'active', 1, 1)",
                )
                .bind(&id)
                .execute(&mut *tx)
                .await
                .unwrap();
            }
            tx.commit().await
        })
        .unwrap();
        with_db!(&db, pool => pool.close().await);
    })
}

async fn stored_ids(app: &TestApp, id: &str) -> (String, i64) {
    with_db!(&app.db, pool => sqlx::query_as("SELECT skill_ids, skill_vocabulary FROM profiles WHERE id = $1")
        .bind(id)
        .fetch_one(pool)
        .await)
    .unwrap()
}

async fn profiles_from_before_the_vocabulary_get_canonical_skill_ids_at_start(backend: Backend) {
    let setup: Setup = Box::new(write_old_profile);
    let mut app = TestApp::spawn_with_setup(backend, Box::new(|_| {}), setup).await;

    let (ids, version) = stored_ids(&app, DANA).await;
    assert_eq!(serde_json::from_str::<serde_json::Value>(&ids).unwrap(), json!(["go", "kubernetes", null]));
    assert_eq!(version, veil::vocabulary::VERSION);
    let refreshed: i64 = with_db!(&app.db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM profiles WHERE skill_vocabulary = $1 AND skill_ids = '[\"figma\"]'",
    )
    .bind(veil::vocabulary::VERSION)
    .fetch_one(pool)
    .await)
    .unwrap();
    assert_eq!(refreshed, OTHERS as i64);
    // Shown as typed; found by the canonical name and highlighted.
    let rita = recruiter(&app, "rita@example.com").await;
    let result = search(&rita, "q=kubernetes").await;
    assert_eq!(codenames(&result), ["old-heron"]);
    assert_eq!(result["hits"][0]["document"]["skills"], json!(["golang", "K8s", "Beekeeping"]));
    assert_eq!(result["hits"][0]["document"]["matchedSkills"], json!(["K8s"]));

    // A second start has nothing left to compute and changes nothing.
    app.restart(|_| {}).await;
    assert_eq!(stored_ids(&app, DANA).await, (ids, version));
}

async fn saving_stores_the_ids(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let dana = seeker(
        &app,
        "dana@example.com",
        profile("new-heron", "Engineer", &["ReactJS", "Postgres", "Knitting"], json!({})),
    )
    .await;
    let user_id = super::support::user_id(&dana.browser).await;
    let (ids, version) = stored_ids(&app, &user_id).await;
    assert_eq!(serde_json::from_str::<serde_json::Value>(&ids).unwrap(), json!(["react", "postgresql", null]));
    assert_eq!(version, veil::vocabulary::VERSION);
}
