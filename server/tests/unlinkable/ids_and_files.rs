//! File keys die with their file, and ids that are not a public profile id open nothing.

use image::ImageFormat;
use reqwest::{Method, StatusCode};
use serde_json::json;

use super::support::{account_id, image, save_employer, save_profile, sign_in_as, stored_files};
use crate::common::{Backend, TestApp, error_code, json};

crate::backend_tests!(replaced_and_removed_files_stop_resolving, malformed_profile_ids_are_refused_cleanly);

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
