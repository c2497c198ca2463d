//! Accounts: role choice, the guards on every protected route family, photo upload and
//! its privacy, and deletion of everything a person left behind.

use crate::common;

use std::io::Cursor;

use common::{Backend, TestApp, catalogue, error_code, json};
use image::{DynamicImage, ImageFormat, Rgb, RgbImage};
use reqwest::{Method, StatusCode};
use serde_json::json;
use veil::with_db;

backend_tests!(
    protected_routes_answer_401_without_a_session,
    role_choice_validates_its_value,
    admin_is_the_verified_configured_address_only,
    photo_upload_stores_a_clean_copy_and_serves_it_to_its_owner_only,
    photo_upload_refuses_bad_files_and_keeps_the_old_photo,
    deleting_the_account_removes_every_row_and_file,
    a_session_of_a_deleted_account_is_no_session,
);

/// One entry per protected route family; every later family is added here.
const PROTECTED: &[(&str, &str)] = &[
    ("GET", "/api/session"),
    ("PUT", "/api/roles"),
    ("GET", "/api/account/avatar-url"),
    ("GET", "/api/account/data-export"),
    ("POST", "/api/account/data-export"),
    ("POST", "/api/uploads/photo"),
    ("DELETE", "/api/account"),
];

async fn protected_routes_answer_401_without_a_session(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    for (method, path) in PROTECTED {
        let method = Method::from_bytes(method.as_bytes()).unwrap();
        let response = app.browser.send_json(method.clone(), path, &json!({"role": "both"})).await;
        assert_eq!(response.status(), StatusCode::UNAUTHORIZED, "{method} {path}");
        assert_eq!(error_code(response).await, "unauthenticated");
    }
}

async fn role_choice_validates_its_value(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    app.browser.sign_in("roles@example.com", "Ro", "Les").await;
    for bad in [json!({"role": "admin"}), json!({"role": 1}), json!({}), json!({"role": "both", "extra": true})] {
        let r = app.browser.send_json(Method::PUT, "/api/roles", &bad).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "{bad}");
    }
    let r = app.browser.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    assert_eq!(json(r).await, json!({"isJobSeeker": true, "isRecruiter": false}));
    let s = json(app.get("/api/session").await).await;
    assert_eq!(s["roles"], json!({"isJobSeeker": true, "isRecruiter": false}));
}

async fn admin_is_the_verified_configured_address_only(backend: Backend) {
    let app = TestApp::spawn_with(backend, Box::new(|s| s.admin_email = "Boss@Veil.example".into())).await;
    app.browser.sign_in("boss@veil.example", "The", "Boss").await;
    assert_eq!(json(app.get("/api/session").await).await["isAdmin"], true);
    let other = app.new_browser();
    other.sign_in("staff@veil.example", "Staff", "Member").await;
    assert_eq!(json(other.get("/api/session").await).await["isAdmin"], false);
}

fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    DynamicImage::ImageRgb8(RgbImage::from_pixel(width, height, Rgb([30, 90, 200])))
        .write_to(&mut out, ImageFormat::Jpeg)
        .unwrap();
    out.into_inner()
}

async fn photo_upload_stores_a_clean_copy_and_serves_it_to_its_owner_only(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    app.browser.sign_in("photo@example.com", "Pho", "To").await;
    // The declared type is a lie; the bytes decide.
    let r = app.browser.post_raw("/api/uploads/photo", "application/octet-stream", jpeg(40, 30)).await;
    assert_eq!(r.status(), StatusCode::OK);
    let urls = json(r).await;
    let avatar = urls["avatarUrl"].as_str().unwrap().to_owned();
    let user_id = json(app.get("/api/session").await).await["user"]["id"].as_str().unwrap().to_owned();
    // An opaque random key: nothing in the address says whose photo it is.
    assert!(avatar.starts_with("/files/profile-photos/") && !avatar.contains(&user_id), "{avatar}");
    assert!(avatar.contains("expires=") && avatar.contains("sig="));

    let served = app.browser.get(&avatar).await;
    assert_eq!(served.status(), StatusCode::OK);
    assert_eq!(served.headers()["content-type"], "image/jpeg");
    assert!(image::load_from_memory(&served.bytes().await.unwrap()).is_ok());

    // The session shows the new photo at once.
    assert_eq!(json(app.get("/api/session").await).await["user"]["avatarUrl"], avatar.as_str());

    // Someone else with the very same URL gets nothing; nor does a tampered signature.
    let stranger = app.new_browser();
    assert_eq!(stranger.get(&avatar).await.status(), StatusCode::NOT_FOUND);
    stranger.sign_in("stranger@example.com", "Stran", "Ger").await;
    assert_eq!(stranger.get(&avatar).await.status(), StatusCode::NOT_FOUND);
    let tampered = avatar.replace("sig=", "sig=x");
    assert_eq!(app.browser.get(&tampered).await.status(), StatusCode::NOT_FOUND);

    // A signed URL on request: stable for the same file (cacheable), new for a new photo.
    let fresh = json(app.get("/api/account/avatar-url").await).await;
    assert_eq!(fresh["avatarUrl"].as_str().unwrap(), avatar);
    app.clock.advance_millis(1);
    app.browser.post_raw("/api/uploads/photo", "image/jpeg", jpeg(50, 50)).await;
    let replaced = json(app.get("/api/account/avatar-url").await).await;
    let replaced = replaced["avatarUrl"].as_str().unwrap();
    assert_ne!(replaced, avatar);
    assert_eq!(app.browser.get(replaced).await.status(), StatusCode::OK);
}

async fn photo_upload_refuses_bad_files_and_keeps_the_old_photo(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    app.browser.sign_in("careful@example.com", "Care", "Ful").await;
    let ok = app.browser.post_raw("/api/uploads/photo", "image/jpeg", jpeg(20, 20)).await;
    assert_eq!(ok.status(), StatusCode::OK);

    let not_image =
        app.browser.post_raw("/api/uploads/photo", "image/png", b"%PDF-1.4 definitely not a picture".to_vec()).await;
    assert_eq!(not_image.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body = json(not_image).await;
    assert_eq!(body["error"]["code"], "invalid_file_type");
    assert_eq!(body["error"]["message"], "Please upload an image file (PNG, JPEG, etc.)");

    let empty = app.browser.post_raw("/api/uploads/photo", "image/png", Vec::<u8>::new()).await;
    assert_eq!(empty.status(), StatusCode::UNPROCESSABLE_ENTITY);

    let huge = vec![0xFFu8; 6 * 1024 * 1024];
    // The server answers before reading the whole body and then drops the connection;
    // `Connection: close` keeps the client from reusing it for the next request.
    let too_big = app
        .client
        .post(app.url("/api/uploads/photo"))
        .header("origin", &app.base_url)
        .header("content-type", "image/jpeg")
        .header("connection", "close")
        .body(huge)
        .send()
        .await
        .unwrap();
    assert_eq!(too_big.status(), StatusCode::PAYLOAD_TOO_LARGE);
    let body = json(too_big).await;
    assert_eq!(body["error"]["code"], "file_too_large");
    assert_eq!(body["error"]["message"], "Please upload an image smaller than 5MB");

    // The first photo is still there and still served.
    let avatar = json(app.get("/api/session").await).await["user"]["avatarUrl"].as_str().unwrap().to_owned();
    assert_eq!(app.browser.get(&avatar).await.status(), StatusCode::OK);
}

/// Tables that hold no rows of an account: sign-ins in progress (before any account),
/// the development issuer's own identities (the issuer's accounts, as LinkedIn keeps its
/// own), early-access sign-ups (an address, no account), the file-move journal, and the
/// search index's change queue (ids only, consumed by the index, written by a trigger on
/// deletion itself).
/// Tables that hold no account's rows, and the admin's audit log: it records who acted on
/// whom and outlives both by design (kept for the moderation period, `docs/privacy.md`).
const NOT_ACCOUNT_TABLES: &[&str] = &[
    "oidc_logins",
    "dev_idp_identities",
    "dev_idp_codes",
    "early_access_signups",
    "file_moves",
    "search_changes",
    "moderation_templates",
    "admin_audit_log",
];

/// Rows of `table` where any text column holds the account id or its e-mail.
async fn rows_of(app: &TestApp, table: &str, columns: &[String], user_id: &str, email: &str) -> i64 {
    let condition: Vec<String> = columns.iter().map(|c| format!("{c} = $1 OR {c} = $2")).collect();
    let sql = format!("SELECT COUNT(*) FROM {table} WHERE {}", condition.join(" OR "));
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(&sql).bind(user_id).bind(email).fetch_one(pool).await)
        .unwrap()
}

async fn count_rows(app: &TestApp, table: &str, condition: &str, user_id: &str) -> i64 {
    let sql = format!("SELECT COUNT(*) FROM {table} WHERE {condition}");
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(&sql).bind(user_id).fetch_one(pool).await).unwrap()
}

async fn deleting_the_account_removes_every_row_and_file(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let email = "leaver@example.com";
    app.browser.sign_in(email, "Lea", "Ver").await;
    app.browser.send_json(Method::PUT, "/api/roles", &json!({"role": "both"})).await;
    let uploaded = app.browser.post_raw("/api/uploads/photo", "image/jpeg", jpeg(10, 10)).await;
    assert_eq!(uploaded.status(), StatusCode::OK, "the photo upload worked, so its removal means something");
    let avatar = json(uploaded).await["avatarUrl"].as_str().unwrap().to_owned();
    assert_eq!(app.browser.get(&avatar).await.status(), StatusCode::OK);
    let files_before = count_files(&app.data_dir.path().join("files"));
    assert!(files_before > 0, "the photo is stored");
    let user_id = json(app.get("/api/session").await).await["user"]["id"].as_str().unwrap().to_owned();

    // Someone who stays, with rows that point at the leaver from both directions.
    let stayer = app.new_browser();
    stayer.sign_in("stayer@example.com", "Stay", "Er").await;
    stayer.send_json(Method::PUT, "/api/roles", &json!({"role": "both"})).await;
    let stayer_id = json(stayer.get("/api/session").await).await["user"]["id"].as_str().unwrap().to_owned();
    seed_rows_between(&app, &user_id, &stayer_id).await;
    let tables = catalogue::text_columns(&app).await;
    for (table, columns) in &tables {
        if NOT_ACCOUNT_TABLES.contains(&table.as_str()) {
            continue;
        }
        // A new table must be seeded here (and deleted by the code) before this passes.
        assert!(rows_of(&app, table, columns, &user_id, email).await > 0, "seed a row of the leaver in {table}");
    }

    let deleted = app.browser.send_empty(Method::DELETE, "/api/account").await;
    assert_eq!(deleted.status(), StatusCode::NO_CONTENT);
    for (table, columns) in &tables {
        if NOT_ACCOUNT_TABLES.contains(&table.as_str()) {
            continue;
        }
        assert_eq!(rows_of(&app, table, columns, &user_id, email).await, 0, "{table} still holds rows of the leaver");
    }
    // The leaver's were the only files (the photo and its blurred copy).
    assert_eq!(count_files(&app.data_dir.path().join("files")), 0, "{files_before} photo files are removed");
    assert_eq!(stayer.get(&avatar).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(app.get("/api/session").await.status(), StatusCode::UNAUTHORIZED, "signed out");
    // The other person is untouched, but for their export that held the leaver's identity:
    // it is withdrawn, never served again.
    assert_eq!(count_rows(&app, "users", "id = $1", &stayer_id).await, 1);
    assert_eq!(count_rows(&app, "profiles", "id = $1", &stayer_id).await, 1);
    let withdrawn = "user_id = $1 AND withdrawn_at IS NOT NULL";
    assert_eq!(count_rows(&app, "data_exports", withdrawn, &stayer_id).await, 1);
}

fn count_files(dir: &std::path::Path) -> usize {
    let Ok(entries) = std::fs::read_dir(dir) else { return 0 };
    entries.map(|e| e.unwrap().path()).map(|p| if p.is_dir() { count_files(&p) } else { 1 }).sum()
}

/// Rows in every user table, in both directions between two people.
async fn seed_rows_between(app: &TestApp, leaver: &str, stayer: &str) {
    let now = app.clock.now_millis();
    let statements = [
        "INSERT INTO profiles (id, public_id, codename, created_at, updated_at) VALUES ($1, $1 || '-public', 'leaver-' || $1, $3, $3)",
        "INSERT INTO profiles (id, public_id, codename, created_at, updated_at) VALUES ($2, $2 || '-public', 'stayer-' || $2, $3, $3)",
        "INSERT INTO employers (id, company_name, created_at, updated_at) VALUES ($1, 'Leaver Ltd', $3, $3)",
        "INSERT INTO employers (id, company_name, created_at, updated_at) VALUES ($2, 'Stayer Ltd', $3, $3)",
        "INSERT INTO reveal_requests (id, profile_id, employer_id, message, created_at, updated_at) VALUES ($1 || '-r1', $1, $2, 'hi', $3, $3)",
        "INSERT INTO reveal_requests (id, profile_id, employer_id, message, created_at, updated_at) VALUES ($1 || '-r2', $2, $1, 'hi', $3, $3)",
        "INSERT INTO profile_views (id, user_id, viewed_profile_id, viewed_at) VALUES ($1 || '-v1', $1, $2, $3)",
        "INSERT INTO profile_views (id, user_id, viewed_profile_id, viewed_at) VALUES ($1 || '-v2', $2, $1, $3)",
        "INSERT INTO search_history (id, user_id, keyword, created_at) VALUES ($1 || '-s', $1, 'rust', $3)",
        "INSERT INTO saved_searches (id, recruiter_id, name, name_key, opened_at, claimed_at, checked_at, created_at) VALUES ($1 || '-q', $1, 'Mine', 'mine', $3, $3, $3, $3)",
        "INSERT INTO saved_searches (id, recruiter_id, name, name_key, opened_at, claimed_at, checked_at, created_at) VALUES ($2 || '-q', $2, 'Theirs', 'theirs', $3, $3, $3, $3)",
        "INSERT INTO saved_search_matches (saved_search_id, profile_id, found_at) VALUES ($1 || '-q', $2, $3)",
        "INSERT INTO saved_search_matches (saved_search_id, profile_id, found_at) VALUES ($2 || '-q', $1, $3)",
        "INSERT INTO activity_events (id, seeker_id, kind, employer_id, occurred_at) VALUES ($1 || '-a1', $1, 'profile_viewed', $2, $3)",
        "INSERT INTO activity_events (id, seeker_id, kind, employer_id, occurred_at) VALUES ($1 || '-a2', $2, 'profile_viewed', $1, $3)",
        "INSERT INTO notifications (id, user_id, title, message, created_at) VALUES ($1 || '-n', $1, 't', 'm', $3)",
        "INSERT INTO employer_shields (id, seeker_id, company_name, company_key, position, created_at) VALUES ($1 || '-h', $1, 'Stayer Ltd', 'stayer', 0, $3)",
        "INSERT INTO email_outbox (id, batch_id, recipient_user_id, to_address, subject, text_body, status, created_at) VALUES ($1 || '-e', 'b', $1, 'leaver@example.com', 's', 't', 'captured', $3)",
        "INSERT INTO email_settings (account_id, kind, enabled, updated_at) VALUES ($1, 'weekly_digest', FALSE, $3)",
        "INSERT INTO jobs (id, kind, dedupe_key, payload, account_id, status, run_at, created_at) VALUES ($1 || '-j', 'weekly_digest_email', $1 || '-j', '{}', $1, 'pending', $3 + 86400000, $3)",
        "INSERT INTO data_exports (id, user_id, status, requested_at) VALUES ($1 || '-x', $1, 'preparing', $3)",
        "INSERT INTO data_exports (id, user_id, status, requested_at, finished_at, expires_at) VALUES ($2 || '-x', $2, 'ready', $3, $3, $3 + 86400000)",
        "INSERT INTO data_export_identities (export_id, seeker_id) VALUES ($1 || '-x', $2)",
        "INSERT INTO data_export_identities (export_id, seeker_id) VALUES ($2 || '-x', $1)",
        "INSERT INTO company_name_history (account_id, company_key, first_held_at) VALUES ($1, 'leaver', $3)",
        "INSERT INTO verified_mail_domains (account_id, domain, verified_at) VALUES ($1, 'leaver.example', $3)",
        "INSERT INTO work_email_codes (id, account_id, domain, code_hash, created_at, expires_at) VALUES ($1 || '-c', $1, 'leaver.example', 'h', $3, $3)",
        "INSERT INTO consent_records (id, consent_id, account_id, choice, analytics, advertising, policy_version, recorded_at) VALUES ($1 || '-k', '6f1c0a52-3b7e-4c1d-9e2f-8a4b5c6d7e8f', $1, 'reject_all', FALSE, FALSE, '1', $3)",
        "INSERT INTO account_inactivity (account_id, kept_at) VALUES ($1, $3)",
        "INSERT INTO reveal_messages (id, request_id, author, author_id, body, created_at) VALUES ($1 || '-m1', $1 || '-r1', 'job_seeker', $1, 'mine', $3)",
        "INSERT INTO reveal_messages (id, request_id, author, author_id, body, created_at) VALUES ($1 || '-m2', $1 || '-r1', 'recruiter', $2, 'theirs', $3)",
        "INSERT INTO reveal_thread_marks (request_id, account_id, read_at) VALUES ($1 || '-r2', $1, $3)",
        "INSERT INTO email_preferences (account_id, discreet, updated_at) VALUES ($1, FALSE, $3)",
        "INSERT INTO recruiter_blocks (id, seeker_id, recruiter_id, created_at) VALUES ($1 || '-b1', $1, $2, $3)",
        "INSERT INTO recruiter_blocks (id, seeker_id, recruiter_id, created_at) VALUES ($1 || '-b2', $2, $1, $3)",
        "INSERT INTO departed_threads (id, account_id, side, started_at, left_at) VALUES ($1 || '-d', $1, 'recruiter', $3, $3)",
        "INSERT INTO departed_messages (id, thread_id, account_id, body, created_at) VALUES ($1 || '-dm', $1 || '-d', $1, 'mine', $3)",
        "INSERT INTO reports (id, reporter_id, reported_id, subject, subject_id, reason, created_at) VALUES ($1 || '-p1', $1, $2, 'request', $1 || '-r1', 'spam', $3)",
        "INSERT INTO reports (id, reporter_id, reported_id, subject, subject_id, reason, created_at) VALUES ($1 || '-p2', $2, $1, 'request', $1 || '-r2', 'spam', $3)",
        "INSERT INTO reports (id, reporter_id, reported_id, reported_role, subject, subject_id, reason, created_at) VALUES ($1 || '-p3', $2, $1, 'job_seeker', 'profile', $1 || '-pp', 'spam', $3)",
    ];
    for sql in statements {
        with_db!(&app.db, pool => sqlx::query(sql).bind(leaver).bind(stayer).bind(now).execute(pool).await.map(|_| ()))
            .unwrap();
    }
}

async fn a_session_of_a_deleted_account_is_no_session(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    app.browser.sign_in("ghost@example.com", "Gho", "St").await;
    let copy = app.browser.clone();
    app.browser.send_empty(Method::DELETE, "/api/account").await;
    let r = copy.get("/api/session").await;
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(error_code(r).await, "unauthenticated");
}
