//! Invariant 9 (issue 13 §1): nothing a person is shown links someone to their
//! anonymous profile. A person with both roles is the attacker's best chance: whatever a
//! job seeker receives about their recruiter side must share no value with what a
//! recruiter receives about their anonymous profile. Also: file keys are random and die
//! with their file, and data written by the old layout is migrated at start-up.

mod common;

use std::{collections::BTreeSet, io::Cursor, path::Path};

use common::{Backend, Browser, Setup, TestApp, error_code, json};
use image::{DynamicImage, ImageFormat, Rgb, RgbImage};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use veil::{config::Settings, db::Db, with_db};

backend_tests!(
    a_dual_role_persons_two_sides_share_no_value,
    replaced_and_removed_files_stop_resolving,
    malformed_profile_ids_are_refused_cleanly,
    old_data_moves_to_public_ids_and_random_file_keys,
);

fn image(format: ImageFormat, shade: u8) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    DynamicImage::ImageRgb8(RgbImage::from_pixel(24, 24, Rgb([shade, 60, 90]))).write_to(&mut out, format).unwrap();
    out.into_inner()
}

async fn account_id(b: &Browser) -> String {
    json(b.get("/api/session").await).await["user"]["id"].as_str().unwrap().to_owned()
}

async fn sign_in_as(app: &TestApp, email: &str, role: &str) -> Browser {
    let b = app.new_browser();
    b.sign_in(email, "Given", "Family").await;
    assert_eq!(b.send_json(Method::PUT, "/api/roles", &json!({"role": role})).await.status(), StatusCode::OK);
    b
}

async fn save_profile(b: &Browser, codename: &str, headline: &str) -> String {
    let body = json!({"codename": codename, "headline": headline, "skills": ["Rust"], "location": "Perth"});
    let r = b.send_json(Method::PUT, "/api/profile", &body).await;
    assert_eq!(r.status(), StatusCode::OK);
    json(r).await["id"].as_str().unwrap().to_owned()
}

async fn save_employer(b: &Browser, company: &str) {
    let body = json!({"companyName": company, "website": "https://firm.example", "recruiterRole": "Hiring Lead", "location": "Hobart"});
    assert_eq!(b.send_json(Method::PUT, "/api/employer", &body).await.status(), StatusCode::OK);
}

/// Every string in a response, and every part of every URL path in it: the values a
/// person could compare.
fn values(response: &Value, into: &mut BTreeSet<String>) {
    match response {
        Value::String(s) => {
            into.insert(s.clone());
            let path = s.split('?').next().unwrap_or_default();
            into.extend(path.split('/').filter(|part| !part.is_empty()).map(str::to_owned));
            if let Some(query) = s.split_once('?').map(|(_, q)| q) {
                into.extend(query.split('&').map(str::to_owned));
            }
        }
        Value::Array(items) => items.iter().for_each(|v| values(v, into)),
        Value::Object(fields) => fields.values().for_each(|v| values(v, into)),
        _ => {}
    }
}

async fn collect(b: &Browser, paths: &[String]) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for path in paths {
        let r = b.get(path).await;
        assert_eq!(r.status(), StatusCode::OK, "{path}");
        values(&json(r).await, &mut out);
    }
    out
}

async fn a_dual_role_persons_two_sides_share_no_value(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    // Dana is quietly job hunting while recruiting; the clock stands still, so any
    // timestamp given to the millisecond would be equal on both sides.
    let dana = sign_in_as(&app, "dana@firm.example", "both").await;
    let dana_account = account_id(&dana).await;
    let dana_profile = save_profile(&dana, "quiet-heron", "Platform Engineer").await;
    save_employer(&dana, "Firm Pty").await;
    assert_eq!(
        dana.post_raw("/api/uploads/photo", "image/jpeg", image(ImageFormat::Jpeg, 10)).await.status(),
        StatusCode::OK
    );
    assert_eq!(
        dana.post_raw("/api/uploads/logo", "image/png", image(ImageFormat::Png, 20)).await.status(),
        StatusCode::OK
    );

    let carol = sign_in_as(&app, "carol@example.com", "job_seeker").await;
    let carol_profile = save_profile(&carol, "bright-kestrel", "Data Analyst").await;
    let rex = sign_in_as(&app, "rex@agency.example", "recruiter").await;
    save_employer(&rex, "Agency Ltd").await;

    // Dana the recruiter views Carol and asks to see who she is.
    let r = dana.send_json(Method::POST, "/api/profile-views", &json!({"profileId": carol_profile})).await;
    assert_eq!(json(r).await["recorded"], true);
    let r = dana
        .send_json(Method::POST, "/api/reveal-requests", &json!({"profileId": carol_profile, "message": "Hello"}))
        .await;
    assert_eq!(r.status(), StatusCode::CREATED);
    // Rex finds Dana's anonymous profile, views it and asks too, a second later (his
    // own actions' times are his, not Dana's).
    app.clock.advance_millis(1000);
    let search = json(rex.get("/api/search?q=platform").await).await;
    assert_eq!(search["hits"][0]["document"]["id"], dana_profile.as_str());
    rex.send_json(Method::POST, "/api/profile-views", &json!({"profileId": dana_profile})).await;
    let r =
        rex.send_json(Method::POST, "/api/reveal-requests", &json!({"profileId": dana_profile, "message": "Hi"})).await;
    assert_eq!(r.status(), StatusCode::CREATED);

    // What Carol learns about Dana the recruiter.
    let carol_sees = collect(
        &carol,
        &["/api/reveal-requests/received", "/api/profile-views/viewers", "/api/notifications"].map(String::from),
    )
    .await;
    // What Rex learns about Dana's anonymous profile.
    let rex_sees = collect(
        &rex,
        &[
            "/api/search?q=platform".to_owned(),
            format!("/api/candidates/{dana_profile}"),
            "/api/reveal-requests/sent".to_owned(),
            "/api/profile-views/recent".to_owned(),
            "/api/search/debug?q=platform".to_owned(),
            "/api/search/stats".to_owned(),
        ],
    )
    .await;

    assert!(carol_sees.iter().any(|v| v.contains("/files/company-logos/")), "Carol gets the logo URL: {carol_sees:?}");
    assert!(carol_sees.iter().any(|v| v.contains("/files/profile-photos/")), "Carol gets the recruiter's photo URL");
    assert!(rex_sees.contains(&dana_profile));
    for seen in [&carol_sees, &rex_sees] {
        assert!(!seen.iter().any(|v| v.contains(&dana_account)), "Dana's account id reached someone: {seen:?}");
    }
    assert!(!carol_sees.iter().any(|v| v.contains(&dana_profile)), "Dana's profile id reached Carol");
    // Short values are enumerations (`pending`, `remote`) and dates everyone shares;
    // what matters is that no id, key, signature or exact time is on both sides.
    let shared: Vec<_> = carol_sees.intersection(&rex_sees).filter(|v| v.len() >= 8).collect();
    assert!(shared.is_empty(), "values on both sides of Dana: {shared:?}");
    // With a still clock, a millisecond timestamp would be on both sides.
    let created = json(rex.get(&format!("/api/candidates/{dana_profile}")).await).await["profile"]["createdAt"].clone();
    assert!(created.as_str().unwrap().ends_with("T00:00:00.000Z"), "{created}");

    // And Carol cannot turn anything she got into Dana's anonymous profile.
    let rex_as_carol = sign_in_as(&app, "carol-recruits@example.com", "recruiter").await;
    for value in carol_sees.iter().filter(|v| !v.contains('/')) {
        let r = rex_as_carol.get(&format!("/api/candidates/{}", common::urlencode(value))).await;
        assert_eq!(r.status(), StatusCode::NOT_FOUND, "{value} opened a profile");
    }
}

async fn replaced_and_removed_files_stop_resolving(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let owner = sign_in_as(&app, "owner@example.com", "recruiter").await;
    save_employer(&owner, "Owner Co").await;
    let first = json(owner.post_raw("/api/uploads/photo", "image/jpeg", image(ImageFormat::Jpeg, 1)).await).await;
    let first_url = first["avatarUrl"].as_str().unwrap().to_owned();
    let first_blurred = first["blurredAvatarUrl"].as_str().unwrap().to_owned();
    assert_eq!(owner.get(&first_url).await.status(), StatusCode::OK);
    // Same bytes again: still a new key, so no URL survives a replacement.
    let second = json(owner.post_raw("/api/uploads/photo", "image/jpeg", image(ImageFormat::Jpeg, 1)).await).await;
    let second_url = second["avatarUrl"].as_str().unwrap();
    assert_ne!(second_url.split('?').next(), first_url.split('?').next());
    assert_eq!(owner.get(&first_url).await.status(), StatusCode::NOT_FOUND, "the old photo URL is dead");
    assert_eq!(owner.get(&first_blurred).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(owner.get(second_url).await.status(), StatusCode::OK);

    let logo = json(owner.post_raw("/api/uploads/logo", "image/png", image(ImageFormat::Png, 2)).await).await;
    let logo_url = logo["logoUrl"].as_str().unwrap().to_owned();
    assert_eq!(app.new_browser().get(&logo_url).await.status(), StatusCode::OK);
    let body = json!({"companyName": "Owner Co", "website": "https://o.example", "recruiterRole": "r", "location": "l", "logoUrl": ""});
    assert_eq!(owner.send_json(Method::PUT, "/api/employer", &body).await.status(), StatusCode::OK);
    assert_eq!(app.new_browser().get(&logo_url).await.status(), StatusCode::NOT_FOUND, "a removed logo is gone");

    // Exactly the current photo and its blurred copy are left in the store.
    let files = stored_files(app.data_dir.path());
    assert_eq!(files.len(), 2, "{files:?}");
    assert!(files.iter().all(|f| f.starts_with("profile-photos/") && f.matches('/').count() == 1), "{files:?}");

    let r = owner.send_empty(Method::DELETE, "/api/account").await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    assert!(stored_files(app.data_dir.path()).is_empty());
}

async fn malformed_profile_ids_are_refused_cleanly(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let rec = sign_in_as(&app, "strict@example.com", "recruiter").await;
    save_employer(&rec, "Strict").await;
    for bad in ["x", "..%2F..%2Fetc", "00000000-0000-0000-0000-00000000000g", "%20"] {
        let r = rec.get(&format!("/api/candidates/{bad}")).await;
        assert_eq!(r.status(), StatusCode::NOT_FOUND, "{bad}");
    }
    assert_eq!(error_code(rec.get("/api/candidates/not-an-id").await).await, "candidate_not_found");
    for (path, body) in [
        ("/api/reveal-requests", json!({"profileId": "not-an-id", "message": "Hi"})),
        ("/api/profile-views", json!({"profileId": 42})),
    ] {
        assert_eq!(rec.send_json(Method::POST, path, &body).await.status(), StatusCode::UNPROCESSABLE_ENTITY, "{path}");
    }
    let seeker = sign_in_as(&app, "someone@example.com", "job_seeker").await;
    save_profile(&seeker, "someone-else", "Tester").await;
    let account = account_id(&seeker).await;
    assert_eq!(
        rec.get(&format!("/api/candidates/{account}")).await.status(),
        StatusCode::NOT_FOUND,
        "account ids open nothing"
    );
}

/// Paths of the files in the local store, relative to it.
fn stored_files(data_dir: &Path) -> Vec<String> {
    let root = data_dir.join("files");
    let mut out = Vec::new();
    let mut stack = vec![root.clone()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else {
                out.push(path.strip_prefix(&root).unwrap().to_string_lossy().replace('\\', "/"));
            }
        }
    }
    out.sort();
    out
}

// --- Data as the code before issue 13 §1 left it ---------------------------------------

const DANA: &str = "0190a1b2-c3d4-7e5f-8a6b-000000000001";
const REX: &str = "0190a1b2-c3d4-7e5f-8a6b-000000000002";
const NOW: i64 = 1_800_000_000_000;
const OLD_AVATAR: &str = "storage:profile-photos/0190a1b2-c3d4-7e5f-8a6b-000000000001/avatar.jpg#1799999000000";
const OLD_BLURRED: &str =
    "storage:profile-photos/0190a1b2-c3d4-7e5f-8a6b-000000000001/avatar-blurred.jpg#1799999000000";
const OLD_LOGO: &str = "storage:company-logos/0190a1b2-c3d4-7e5f-8a6b-000000000001/1799999000000.png#1799999000000";
const SESSION_TOKENS: [(&str, &str); 2] = [(DANA, "dana-session-token"), (REX, "rex-session-token")];

/// Opens the database the way the old binary did: migrations 0001-0004 only.
async fn old_database(settings: &Settings) -> Db {
    let url = settings.effective_database_url();
    let backend = if url.starts_with("postgres") { "postgres" } else { "sqlite" };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations").join(backend);
    let mut migrator = sqlx::migrate::Migrator::new(dir).await.unwrap();
    migrator.migrations = migrator.migrations.iter().filter(|m| m.version <= 4).cloned().collect::<Vec<_>>().into();
    let db = if backend == "postgres" {
        Db::Postgres(sqlx::PgPool::connect(&url).await.unwrap())
    } else {
        let options =
            url.parse::<sqlx::sqlite::SqliteConnectOptions>().unwrap().create_if_missing(true).foreign_keys(true);
        Db::Sqlite(sqlx::SqlitePool::connect_with(options).await.unwrap())
    };
    with_db!(&db, pool => migrator.run(pool).await).unwrap();
    db
}

fn write_old_layout(settings: Settings) -> std::pin::Pin<Box<dyn Future<Output = ()> + Send>> {
    Box::pin(async move {
        let db = old_database(&settings).await;
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
            with_db!(&db, pool => sqlx::query(
                "INSERT INTO sessions (id, user_id, data, created_at, last_seen_at, expires_at) VALUES ($1, $2, '{}', $3, $3, $4)",
            )
            .bind(veil::auth::session::token_hash(token))
            .bind(user)
            .bind(NOW)
            .bind(NOW + 86_400_000)
            .execute(pool)
            .await
            .map(|_| ()))
            .unwrap();
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

fn browser_with_session(app: &TestApp, token: &str) -> Browser {
    let mut headers = reqwest::header::HeaderMap::new();
    headers.insert(reqwest::header::COOKIE, format!("veil_session={token}").parse().unwrap());
    let client = reqwest::Client::builder()
        .default_headers(headers)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    Browser { base_url: app.base_url.clone(), client }
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
