//! Data written before profiles had public ids (the account id served as the profile id,
//! and files were stored under it) moves to public profile ids and random file keys at
//! start-up.

use image::ImageFormat;
use reqwest::StatusCode;
use veil::{config::Settings, with_db};

use super::support::{image, stored_files};
use crate::common::{
    Backend, Setup, TestApp, json,
    old_schema::{browser_with_session, database_after, insert_session},
};

crate::backend_tests!(old_data_moves_to_public_ids_and_random_file_keys);

// --- Data as the code before public ids left it ------------------------------------------

const DANA: &str = "0190a1b2-c3d4-7e5f-8a6b-000000000001";
const REX: &str = "0190a1b2-c3d4-7e5f-8a6b-000000000002";
const NOW: i64 = 1_800_000_000_000;
const OLD_AVATAR: &str = "storage:profile-photos/0190a1b2-c3d4-7e5f-8a6b-000000000001/avatar.jpg#1799999000000";
const OLD_BLURRED: &str =
    "storage:profile-photos/0190a1b2-c3d4-7e5f-8a6b-000000000001/avatar-blurred.jpg#1799999000000";
const OLD_LOGO: &str = "storage:company-logos/0190a1b2-c3d4-7e5f-8a6b-000000000001/1799999000000.png#1799999000000";
const SESSION_TOKENS: [(&str, &str); 2] = [(DANA, "dana-session-token"), (REX, "rex-session-token")];

fn write_old_layout(settings: Settings) -> std::pin::Pin<Box<dyn Future<Output = ()> + Send>> {
    Box::pin(async move {
        let db = database_after(&settings, 4).await;
        let statements: Vec<(&str, Vec<&str>)> = vec![
            (
                "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) VALUES ($1, 'old', $1, $1, TRUE, 1, 1)",
                vec![DANA],
            ),
            (
                "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) VALUES ($1, 'old', $1, $1, TRUE, 1, 1)",
                vec![REX],
            ),
            (
                "INSERT INTO users_roles (id, is_job_seeker, is_recruiter, updated_at) VALUES ($1, TRUE, TRUE, 1)",
                vec![DANA],
            ),
            (
                "INSERT INTO users_roles (id, is_job_seeker, is_recruiter, updated_at) VALUES ($1, FALSE, TRUE, 1)",
                vec![REX],
            ),
            (
                "INSERT INTO user_profiles (id, email, first_name, last_name, avatar_url, blurred_avatar_url, updated_at) VALUES ($1, 'dana@old.example', 'Dana', 'Old', $2, $3, 1)",
                vec![DANA, OLD_AVATAR, OLD_BLURRED],
            ),
            (
                "INSERT INTO user_profiles (id, email, first_name, last_name, updated_at) VALUES ($1, 'rex@old.example', 'Rex', 'Old', 1)",
                vec![REX],
            ),
            (
                "INSERT INTO profiles (id, codename, headline, created_at, updated_at) VALUES ($1, 'old-heron', 'Platform Engineer', 1, 1)",
                vec![DANA],
            ),
            (
                "INSERT INTO employers (id, company_name, logo_url, created_at, updated_at) VALUES ($1, 'Firm Pty', $2, 1, 1)",
                vec![DANA, OLD_LOGO],
            ),
            (
                "INSERT INTO employers (id, company_name, created_at, updated_at) VALUES ($1, 'Agency Ltd', 1, 1)",
                vec![REX],
            ),
            (
                "INSERT INTO reveal_requests (id, profile_id, employer_id, status, message, created_at, updated_at, approved_at) VALUES ('old-request', $1, $2, 'approved', 'Hi', 1, 1, 1)",
                vec![DANA, REX],
            ),
            (
                "INSERT INTO notifications (id, user_id, title, message, action_url, created_at) VALUES ('old-note', $1, 'Reveal Request Approved', 'm', $2, 1)",
                vec![REX, "/candidate/0190a1b2-c3d4-7e5f-8a6b-000000000001"],
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
        for (user, token) in SESSION_TOKENS {
            insert_session(&db, user, token, NOW).await;
        }
        with_db!(&db, pool => pool.close().await);
        let files = settings.data_dir.join("files");
        let dana_photos = files.join("profile-photos").join(DANA);
        let dana_logos = files.join("company-logos").join(DANA);
        std::fs::create_dir_all(&dana_photos).unwrap();
        std::fs::create_dir_all(&dana_logos).unwrap();
        std::fs::write(dana_photos.join("avatar.jpg"), image(ImageFormat::Jpeg, 3)).unwrap();
        std::fs::write(dana_photos.join("avatar-blurred.jpg"), image(ImageFormat::Jpeg, 4)).unwrap();
        // Left over from an upload no row refers to any more.
        std::fs::write(dana_photos.join("avatar.png"), image(ImageFormat::Png, 5)).unwrap();
        std::fs::write(dana_logos.join("1799999000000.png"), image(ImageFormat::Png, 6)).unwrap();
    })
}

async fn old_data_moves_to_public_ids_and_random_file_keys(backend: Backend) {
    let setup: Setup = Box::new(write_old_layout);
    let mut app = TestApp::spawn_with_setup(backend, Box::new(|_| {}), setup).await;
    let dana = browser_with_session(&app, SESSION_TOKENS[0].1);
    let rex = browser_with_session(&app, SESSION_TOKENS[1].1);

    // The profile got a random public id; the old account-id address opens nothing.
    let public_id = json(dana.get("/api/profile").await).await["id"].as_str().unwrap().to_owned();
    assert_ne!(public_id, DANA);
    assert_eq!(uuid::Uuid::parse_str(&public_id).unwrap().get_version_num(), 4);
    let candidate = json(rex.get(&format!("/api/candidates/{public_id}")).await).await;
    assert_eq!(candidate["profile"]["codename"], "old-heron");
    assert_eq!(rex.get(&format!("/api/candidates/{DANA}")).await.status(), StatusCode::NOT_FOUND);
    // The link Rex was sent before the change now names the public id.
    let notes = json(rex.get("/api/notifications").await).await;
    assert_eq!(notes["notifications"][0]["actionUrl"], format!("/candidate/{public_id}"));

    // Files moved to random keys, old paths gone, and the photos are still served to
    // whoever may see them (Rex's request was approved).
    let files = stored_files(app.data_dir.path());
    assert_eq!(files.len(), 3, "{files:?}");
    assert!(files.iter().all(|f| !f.contains(DANA) && f.matches('/').count() == 1), "{files:?}");
    let avatar = candidate["identity"]["avatarUrl"].as_str().unwrap().to_owned();
    assert!(!avatar.contains(DANA), "{avatar}");
    assert_eq!(rex.get(&avatar).await.status(), StatusCode::OK);
    let logo = json(dana.get("/api/employer").await).await["logoUrl"].as_str().unwrap().to_owned();
    assert!(!logo.contains(DANA), "{logo}");
    let served = app.new_browser().get(&logo).await;
    assert_eq!(served.status(), StatusCode::OK);
    assert_eq!(served.bytes().await.unwrap().to_vec(), image(ImageFormat::Png, 6), "the same file, moved");
    let stored: Vec<Option<String>> = with_db!(&app.db, pool => sqlx::query_scalar(
        "SELECT avatar_url FROM user_profiles WHERE id = $1 UNION ALL SELECT blurred_avatar_url FROM user_profiles WHERE id = $1 \
         UNION ALL SELECT logo_url FROM employers WHERE id = $1",
    )
    .bind(DANA)
    .fetch_all(pool)
    .await)
    .unwrap();
    assert!(stored.iter().flatten().all(|s| !s.contains(DANA) && !s.contains('#')), "{stored:?}");

    // A second start finds nothing to do and changes nothing.
    let before = (stored_files(app.data_dir.path()), public_id.clone());
    app.restart(|_| {}).await;
    let again = json(dana.get("/api/profile").await).await["id"].as_str().unwrap().to_owned();
    assert_eq!((stored_files(app.data_dir.path()), again), before);
    assert_eq!(rex.get(&avatar).await.status(), StatusCode::OK);
}
