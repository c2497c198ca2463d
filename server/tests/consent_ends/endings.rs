//! The four ways consent ends, each walked by the recruiter afterwards with everything
//! they kept: every GET route of the API document, the candidate page, search, their
//! request list, their notifications, the photo address and the data export's link.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::support::{
    Candidate, DAY, SECRETS, account_id, answer, app, approved, candidate, candidate_page, count, export_state,
    northwind, ready_export, search_card, shield_northwind, stored_exports, zip_text,
};
use crate::common::{Backend, Browser, TestApp, json};

crate::backend_tests!(
    after_a_revoked_reveal_nothing_the_recruiter_kept_shows_the_identity,
    after_an_expired_reveal_nothing_the_recruiter_kept_shows_the_identity,
    after_a_shield_nothing_the_recruiter_kept_shows_the_identity,
    after_the_account_is_deleted_nothing_the_recruiter_kept_shows_the_identity,
);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ending {
    Revoked,
    Expired,
    Shielded,
    Deleted,
}

async fn after_a_revoked_reveal_nothing_the_recruiter_kept_shows_the_identity(backend: Backend) {
    consent_ends(backend, Ending::Revoked).await;
}

async fn after_an_expired_reveal_nothing_the_recruiter_kept_shows_the_identity(backend: Backend) {
    consent_ends(backend, Ending::Expired).await;
}

async fn after_a_shield_nothing_the_recruiter_kept_shows_the_identity(backend: Backend) {
    consent_ends(backend, Ending::Shielded).await;
}

async fn after_the_account_is_deleted_nothing_the_recruiter_kept_shows_the_identity(backend: Backend) {
    consent_ends(backend, Ending::Deleted).await;
}

/// What the recruiter kept while the reveal was approved.
struct Kept {
    photo_url: String,
    export_url: String,
}

fn assert_no_secret(what: &str, body: &str) {
    for secret in SECRETS {
        assert!(!body.contains(secret), "{what} shows {secret} after consent ended: {body}");
    }
}

async fn consent_ends(backend: Backend, ending: Ending) {
    let app = app(backend).await;
    let c = candidate(&app).await;
    let recruiter = northwind(&app).await;
    let id = approved(&recruiter, &c).await;
    // The last millisecond of the 30 days: still approved, and what is handed out now is
    // as fresh as it can be when the approval runs out.
    app.clock.advance_millis(30 * DAY - 1);
    let kept = while_approved(&app, &recruiter, &c).await;

    match ending {
        Ending::Revoked => answer(&c, &id, json!({"status": "declined"})).await,
        Ending::Expired => app.clock.advance_millis(1),
        Ending::Shielded => shield_northwind(&c).await,
        Ending::Deleted => {
            let deleted = c.browser.send_empty(Method::DELETE, "/api/account").await;
            assert_eq!(deleted.status(), StatusCode::NO_CONTENT);
        }
    }

    // The export's link: gone for good, saying what to do, and its file deleted.
    let download = recruiter.get(&kept.export_url).await;
    assert_eq!(download.status(), StatusCode::GONE, "{ending:?}: the export is withdrawn");
    let body = json(download).await;
    assert_eq!(body["error"]["code"], "export_withdrawn");
    assert!(body["error"]["message"].as_str().unwrap().contains("Request a new export"), "{body}");
    let shown = export_state(&recruiter).await;
    assert_eq!(shown["status"], "withdrawn", "{shown}");
    assert_eq!(shown["downloadUrl"], Value::Null);
    assert_eq!(stored_exports(&app), 0, "{ending:?}: the withdrawn ZIP is deleted");
    // The photo address.
    assert_eq!(recruiter.get(&kept.photo_url).await.status(), StatusCode::NOT_FOUND, "{ending:?}: the photo");

    // The candidate page, search, the request list and the bell, then every GET route.
    let page = candidate_page(&recruiter, &c).await;
    let status = page.status();
    let page = page.text().await.unwrap();
    assert_no_secret("the candidate page", &page);
    if matches!(ending, Ending::Shielded | Ending::Deleted) {
        assert_eq!(status, StatusCode::NOT_FOUND, "{ending:?}: the profile does not exist for them");
    } else {
        assert_eq!(serde_json::from_str::<Value>(&page).unwrap()["identity"], Value::Null);
    }
    assert_no_secret("search", &recruiter.get("/api/search?q=Kubernetes").await.text().await.unwrap());
    assert_no_secret("the request list", &recruiter.get("/api/reveal-requests/sent").await.text().await.unwrap());
    assert_no_secret("notifications", &recruiter.get("/api/notifications").await.text().await.unwrap());
    walk_every_get_route(&app, &recruiter, &c, &id).await;

    // A new export holds no identity, and opens.
    let fresh = ready_export(&recruiter).await;
    let zip = recruiter.get(fresh["downloadUrl"].as_str().unwrap()).await;
    assert_eq!(zip.status(), StatusCode::OK);
    assert_no_secret("a new export", &zip_text(zip.bytes().await.unwrap().to_vec()));
}

/// Everything shows the identity while approved (else the checks after prove nothing);
/// returns what the recruiter keeps of it.
async fn while_approved(app: &TestApp, recruiter: &Browser, c: &Candidate) -> Kept {
    let viewed = json!({"profileId": c.profile_id});
    assert_eq!(recruiter.send_json(Method::POST, "/api/profile-views", &viewed).await.status(), StatusCode::OK);
    let page = json(candidate_page(recruiter, c).await).await;
    assert_eq!(page["identity"]["firstName"], "Philippa", "{page}");
    let photo_url = page["identity"]["avatarUrl"].as_str().expect("a photo address").to_owned();
    assert_eq!(recruiter.get(&photo_url).await.status(), StatusCode::OK);
    assert_eq!(search_card(recruiter).await["document"]["revealed"]["firstName"], "Philippa");
    let sent = json(recruiter.get("/api/reveal-requests/sent").await).await;
    assert_eq!(sent[0]["revealed"]["email"], "philippa.q@example.com");

    let export = ready_export(recruiter).await;
    let export_url = export["downloadUrl"].as_str().unwrap().to_owned();
    let zip = recruiter.get(&export_url).await;
    assert_eq!(zip.status(), StatusCode::OK);
    let text = zip_text(zip.bytes().await.unwrap().to_vec());
    assert!(text.contains("philippa.q@example.com") && text.contains("Quennell"), "the ZIP holds the identity");
    assert_eq!(stored_exports(app), 1);
    let recruiter_id = account_id(recruiter).await;
    let sql = "SELECT COUNT(*) FROM data_export_identities i JOIN data_exports e ON e.id = i.export_id \
               WHERE e.user_id = $1";
    assert_eq!(count(app, sql, &recruiter_id).await, 1, "the export records the one identity it holds");
    Kept { photo_url, export_url }
}

/// Every GET route of the API document, as the recruiter: no identity value in any body.
async fn walk_every_get_route(app: &TestApp, recruiter: &Browser, c: &Candidate, request_id: &str) {
    let doc = json(app.get("/api/openapi.json").await).await;
    let mut walked = 0;
    for (template, methods) in doc["paths"].as_object().unwrap() {
        if methods.get("get").is_none() || template == "/api/events" {
            continue;
        }
        let path = template.replace("{profile_id}", &c.profile_id).replace("{id}", request_id);
        let query = match template.as_str() {
            "/api/search" | "/api/search/debug" => "?q=Kubernetes",
            _ => "",
        };
        let response = recruiter.get(&format!("{path}{query}")).await;
        assert_ne!(response.status(), StatusCode::INTERNAL_SERVER_ERROR, "{template}");
        assert_no_secret(template, &response.text().await.unwrap());
        walked += 1;
    }
    assert!(walked > 20, "walked {walked} routes");
}
