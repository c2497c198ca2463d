//! Blocking a recruiter, over HTTP on both databases: the blocked recruiter loses the
//! profile everywhere (search and its total, the candidate page, a request, a view, the
//! thread, their sent list), is told nothing, and gets it back when the block is lifted;
//! other recruiters are untouched. Only the job seeker blocks, and only by a request they
//! received or a view of their profile.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::{Backend, Browser, error_code, json};
use crate::threads::support::{CODENAME, COMPANY, app, people, recruiter, thread_path, unread_total, write, write_ok};

backend_tests!(
    a_blocked_recruiter_loses_the_profile_everywhere_until_the_block_is_lifted,
    only_the_job_seeker_blocks_and_only_by_what_reached_them,
);

/// The codenames and total a search for the job seeker's headline finds.
async fn found(b: &Browser) -> (Vec<String>, u64) {
    let body = json(b.get("/api/search?q=Platform+Engineer").await).await;
    let names = body["hits"].as_array().unwrap().iter().map(|h| h["document"]["codename"].to_string()).collect();
    (names, body["pagination"]["totalResults"].as_u64().unwrap())
}

fn finds_the_seeker(found: &(Vec<String>, u64)) -> bool {
    found.0.iter().any(|name| name.contains(CODENAME))
}

/// The job seeker says they are senior (a facet the search counts).
async fn senior(seeker: &Browser) {
    let r = seeker
        .send_json(Method::PUT, "/api/profile", &json!({
            "codename": CODENAME, "headline": "Platform Engineer", "skills": ["Kubernetes", "Go"],
            "location": "Berlin, Germany", "city": "Berlin", "country": "Germany", "minSalary": 90000, "maxSalary": 120000,
            "screening": {"seniority": "senior", "availability": null, "workAuthorization": [], "languages": [],
                "relocation": {"open": false, "countries": []}},
        }))
        .await;
    assert_eq!(r.status(), StatusCode::OK, "{}", json(r).await);
}

/// How many senior profiles `b`'s search counts.
async fn seniors_counted(b: &Browser) -> u64 {
    let body = json(b.get("/api/search?facets=true").await).await;
    let seniority = body["facets"]["seniority"].as_array().unwrap();
    seniority.iter().find(|c| c["value"] == "senior").unwrap()["count"].as_u64().unwrap()
}

async fn block(b: &Browser, body: Value) -> reqwest::Response {
    b.send_json(Method::POST, "/api/blocks", &body).await
}

async fn blocks(b: &Browser) -> Vec<Value> {
    json(b.get("/api/blocks").await).await["blocks"].as_array().unwrap().clone()
}

async fn a_blocked_recruiter_loses_the_profile_everywhere_until_the_block_is_lifted(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    senior(&p.seeker).await;
    assert_eq!(seniors_counted(&p.recruiter).await, 1);
    write_ok(&p.recruiter, &p.request, "Zq would you talk to us?").await;
    let other = recruiter(&app, "olga@other.example", "Other Co").await;
    assert!(finds_the_seeker(&found(&p.recruiter).await) && finds_the_seeker(&found(&other).await));
    assert_eq!(unread_total(&p.seeker).await, 1);

    let r = block(&p.seeker, json!({"requestId": p.request})).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let listed = json(r).await["blocks"].clone();
    assert_eq!(
        (listed[0]["companyName"].as_str(), listed[0]["recruiterRole"].as_str()),
        (Some(COMPANY), Some("Talent Lead"))
    );
    assert_eq!(listed.as_array().unwrap().len(), 1);

    // To the blocked recruiter the profile does not exist, counts included (the facet
    // counts come from the index alone).
    assert_eq!(found(&p.recruiter).await, (Vec::new(), 0));
    assert_eq!(seniors_counted(&p.recruiter).await, 0);
    assert_eq!(seniors_counted(&other).await, 1);
    let candidate = format!("/api/candidates/{}", p.profile_id);
    assert_eq!(p.recruiter.get(&candidate).await.status(), StatusCode::NOT_FOUND);
    let ask = json!({"profileId": p.profile_id, "message": "Hi"});
    let again = p.recruiter.send_json(Method::POST, "/api/reveal-requests", &ask).await;
    assert_eq!(error_code(again).await, "candidate_not_found");
    let view = p.recruiter.send_json(Method::POST, "/api/profile-views", &json!({"profileId": p.profile_id})).await;
    assert_eq!(view.status(), StatusCode::NOT_FOUND);
    assert_eq!(p.recruiter.get(&thread_path(&p.request)).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(write(&p.recruiter, &p.request, "Hello?").await.status(), StatusCode::NOT_FOUND);
    let sent = json(p.recruiter.get("/api/reveal-requests/sent").await).await;
    assert!(!sent.to_string().contains(&p.request), "the request left their sent list: {sent}");
    // Told nothing: no notice, no event of it.
    let bell = json(p.recruiter.get("/api/notifications").await).await;
    assert!(!bell.to_string().to_lowercase().contains("block"), "{bell}");
    // Another recruiter still finds the profile.
    assert!(finds_the_seeker(&found(&other).await));
    // The job seeker's own lists leave the blocked recruiter out while the block lasts.
    let received = json(p.seeker.get("/api/reveal-requests/received").await).await;
    assert_eq!(received["requests"].as_array().unwrap().len(), 0, "{received}");
    assert_eq!(unread_total(&p.seeker).await, 0);

    // Lifted: all of it comes back (the recruiter is not told either).
    let id = listed[0]["id"].as_str().unwrap();
    let r = p.seeker.send_empty(Method::DELETE, &format!("/api/blocks/{id}")).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(json(r).await["blocks"], json!([]));
    assert!(finds_the_seeker(&found(&p.recruiter).await));
    assert_eq!(p.recruiter.get(&candidate).await.status(), StatusCode::OK);
    assert_eq!(p.recruiter.get(&thread_path(&p.request)).await.status(), StatusCode::OK);
    assert_eq!(unread_total(&p.seeker).await, 1);
}

async fn only_the_job_seeker_blocks_and_only_by_what_reached_them(backend: Backend) {
    let app = app(backend).await;
    let p = people(&app).await;
    // Blocking from the viewers list, by the view.
    let r = p.recruiter.send_json(Method::POST, "/api/profile-views", &json!({"profileId": p.profile_id})).await;
    assert_eq!(json(r).await["recorded"], true);
    let viewers = json(p.seeker.get("/api/profile-views/viewers").await).await;
    let view = viewers[0]["viewId"].as_str().unwrap().to_owned();
    assert_eq!(viewers[0]["companyName"], COMPANY);

    // Another job seeker cannot use this request or view, nor lift this one's block; a
    // recruiter cannot block at all; a body must name exactly one thing.
    let other = app.new_browser();
    other.sign_in("otto@example.com", "Otto", "Other").await;
    other.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    for body in [json!({"requestId": p.request}), json!({"viewId": view}), json!({"requestId": "made-up"})] {
        let r = block(&other, body.clone()).await;
        assert_eq!(r.status(), StatusCode::NOT_FOUND, "{body}");
        assert_eq!(error_code(r).await, "recruiter_not_found");
    }
    assert_eq!(block(&p.recruiter, json!({"requestId": p.request})).await.status(), StatusCode::FORBIDDEN);
    for body in [json!({}), json!({"requestId": p.request, "viewId": view})] {
        assert_eq!(block(&p.seeker, body).await.status(), StatusCode::UNPROCESSABLE_ENTITY);
    }
    assert!(blocks(&other).await.is_empty() && blocks(&p.seeker).await.is_empty(), "nothing was blocked");

    assert_eq!(block(&p.seeker, json!({"viewId": view})).await.status(), StatusCode::CREATED);
    assert_eq!(block(&p.seeker, json!({"requestId": p.request})).await.status(), StatusCode::CREATED, "again: once");
    let mine = blocks(&p.seeker).await;
    assert_eq!(mine.len(), 1, "the same recruiter, blocked once: {mine:?}");
    let viewers = json(p.seeker.get("/api/profile-views/viewers").await).await;
    assert_eq!(viewers, json!([]), "a blocked recruiter leaves the viewers list");
    let id = mine[0]["id"].as_str().unwrap();
    for (who, b, target) in [("another job seeker", &other, id), ("the owner", &p.seeker, "made-up")] {
        let r = b.send_empty(Method::DELETE, &format!("/api/blocks/{target}")).await;
        assert_eq!(r.status(), StatusCode::NOT_FOUND, "{who} lifts {target}");
    }
    assert_eq!(blocks(&p.seeker).await.len(), 1, "still blocked");
    assert_eq!(found(&p.recruiter).await.1, 0);
}
