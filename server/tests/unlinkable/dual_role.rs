//! A person with both roles: what job seekers learn about their recruiter side shares no
//! value with what recruiters learn about their anonymous profile.

use std::collections::BTreeSet;

use image::ImageFormat;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::support::{account_id, image, save_employer, save_profile, sign_in_as};
use crate::common::{self, Backend, Browser, TestApp, json};

crate::backend_tests!(a_dual_role_persons_two_sides_share_no_value);

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
