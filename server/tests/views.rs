//! Profile views over HTTP: the 30-second rule (with the injected clock), concurrency,
//! the lists and their privacy, totals, clearing, and the debug endpoints.

use crate::common;

use common::{
    Backend, Browser, TestApp, error_code,
    fake_idp::{self, FakeIdp, external_issuer},
    json,
};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

backend_tests!(
    views_are_deduplicated_within_thirty_seconds,
    twenty_simultaneous_views_record_one,
    lists_are_unique_newest_first_and_private,
    clearing_recently_viewed_keeps_the_candidates_counts,
    debug_endpoints_are_scoped_and_generators_need_the_admin,
    in_development_mode_debug_rows_stay_each_persons_own,
);

async fn seeker(app: &TestApp, email: &str, codename: &str) -> (Browser, String) {
    let b = app.new_browser();
    b.sign_in(email, "Quinn", "Private").await;
    (b.clone(), make_seeker(&b, codename).await)
}

async fn make_seeker(b: &Browser, codename: &str) -> String {
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    let p = json(
        b.send_json(
            Method::PUT,
            "/api/profile",
            &json!({"codename": codename, "headline": "Backend Engineer", "skills": ["Go"]}),
        )
        .await,
    )
    .await;
    p["id"].as_str().unwrap().to_owned()
}

async fn seeker_via(app: &TestApp, idp: &FakeIdp, email: &str, codename: &str) -> (Browser, String) {
    let b = fake_idp::person(app, idp, email, "Quinn", "Private").await;
    (b.clone(), make_seeker(&b, codename).await)
}

async fn recruiter_via(app: &TestApp, idp: &FakeIdp, email: &str, company: &str) -> (Browser, String) {
    let b = fake_idp::person(app, idp, email, "Val", "Viewer").await;
    (b.clone(), make_recruiter(&b, company).await)
}

async fn recruiter(app: &TestApp, email: &str, company: &str) -> (Browser, String) {
    let b = app.new_browser();
    b.sign_in(email, "Val", "Viewer").await;
    (b.clone(), make_recruiter(&b, company).await)
}

async fn make_recruiter(b: &Browser, company: &str) -> String {
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    b.send_json(Method::PUT, "/api/employer", &json!({"companyName": company, "website": "https://w.example", "recruiterRole": "Sourcer", "location": "Perth"})).await;
    json(b.get("/api/session").await).await["user"]["id"].as_str().unwrap().to_owned()
}

async fn view(b: &Browser, profile_id: &str) -> Value {
    json(b.send_json(Method::POST, "/api/profile-views", &json!({"profileId": profile_id})).await).await
}

async fn views_are_deduplicated_within_thirty_seconds(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (s, profile) = seeker(&app, "q@example.com", "quiet-quinn").await;
    let (r, rid) = recruiter(&app, "v@corp.example", "Viewers Inc").await;
    assert_eq!(view(&r, &profile).await["recorded"], true);
    app.clock.advance_millis(29_000);
    assert_eq!(view(&r, &profile).await["recorded"], false, "29 s later: the same visit");
    app.clock.advance_millis(2_000);
    assert_eq!(view(&r, &profile).await["recorded"], true, "31 s after the first: a new one");
    assert_eq!(json(s.get("/api/profile-views/total").await).await["total"], 2);
    let count: i64 =
        veil::with_db!(&app.db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM profile_views").fetch_one(pool).await)
            .unwrap();
    assert_eq!(count, 2, "view_count equals the recorded views");
    // Your own profile is never recorded (a dual-role person).
    let dual = app.new_browser();
    dual.sign_in("dual@example.com", "Du", "Al").await;
    dual.send_json(Method::PUT, "/api/roles", &json!({"role": "both"})).await;
    let own = json(
        dual.send_json(Method::PUT, "/api/profile", &json!({"codename": "dual-me", "headline": "x", "skills": ["y"]}))
            .await,
    )
    .await;
    assert_eq!(view(&dual, own["id"].as_str().unwrap()).await["recorded"], false);
    // Hidden or unknown profiles: 404; a malformed id: 422; job seekers cannot record.
    let unknown = json!({"profileId": uuid::Uuid::new_v4().to_string()});
    assert_eq!(
        error_code(r.send_json(Method::POST, "/api/profile-views", &unknown).await).await,
        "candidate_not_found"
    );
    assert_eq!(
        r.send_json(Method::POST, "/api/profile-views", &json!({"profileId": "nobody"})).await.status(),
        StatusCode::UNPROCESSABLE_ENTITY
    );
    assert_eq!(
        s.send_json(Method::POST, "/api/profile-views", &json!({"profileId": rid})).await.status(),
        StatusCode::FORBIDDEN
    );
}

async fn twenty_simultaneous_views_record_one(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (s, profile) = seeker(&app, "busy@example.com", "busy-bee").await;
    let (r, _) = recruiter(&app, "clicky@corp.example", "Clicky").await;
    let results = futures::future::join_all((0..20).map(|_| view(&r, &profile))).await;
    let recorded = results.iter().filter(|v| v["recorded"] == true).count();
    assert_eq!(recorded, 1, "{results:?}");
    assert_eq!(json(s.get("/api/profile-views/total").await).await["total"], 1);
}

async fn lists_are_unique_newest_first_and_private(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (s1, p1) = seeker(&app, "one@example.com", "first-one").await;
    let (_s2, p2) = seeker(&app, "two@example.com", "second-two").await;
    let (r1, _) = recruiter(&app, "r1@alpha.example", "Alpha Co").await;
    let (r2, _) = recruiter(&app, "r2@beta.example", "Beta Co").await;
    view(&r1, &p1).await;
    app.clock.advance_millis(60_000);
    view(&r1, &p2).await;
    app.clock.advance_millis(60_000);
    view(&r2, &p1).await;
    app.clock.advance_millis(60_000);
    view(&r1, &p1).await;

    let viewers = json(s1.get("/api/profile-views/viewers").await).await;
    let companies: Vec<&str> = viewers.as_array().unwrap().iter().map(|v| v["companyName"].as_str().unwrap()).collect();
    assert_eq!(companies, vec!["Alpha Co", "Beta Co"], "unique per viewer, newest view first");
    assert_eq!(viewers[0]["recruiterRole"], "Sourcer");
    let text = viewers.to_string();
    assert!(
        !text.contains("Val") && !text.contains("Viewer\"") && !text.contains("r1@alpha.example"),
        "only company and role: {text}"
    );

    let recent = json(r1.get("/api/profile-views/recent").await).await;
    let codenames: Vec<&str> = recent.as_array().unwrap().iter().map(|v| v["codename"].as_str().unwrap()).collect();
    assert_eq!(codenames, vec!["first-one", "second-two"]);
    assert_eq!(recent[0]["revealed"], Value::Null, "anonymous without an approved request");
    assert!(!recent.to_string().contains("Quinn") && !recent.to_string().contains("one@example.com"));
    assert_eq!(json(s1.get("/api/profile-views/total").await).await["total"], 3);
}

async fn clearing_recently_viewed_keeps_the_candidates_counts(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (s, p) = seeker(&app, "c@example.com", "clear-case").await;
    let (r, _) = recruiter(&app, "cl@corp.example", "Clearers").await;
    view(&r, &p).await;
    assert_eq!(r.send_empty(Method::DELETE, "/api/profile-views/recent").await.status(), StatusCode::NO_CONTENT);
    assert_eq!(json(r.get("/api/profile-views/recent").await).await, json!([]));
    assert_eq!(json(s.get("/api/profile-views/total").await).await["total"], 1);
    assert_eq!(json(s.get("/api/profile-views/viewers").await).await.as_array().unwrap().len(), 1);
}

/// Production mode for real: an external issuer (the stand-in) signs everyone in, so
/// `/dev-idp` does not exist and only the admin may generate test data.
async fn debug_endpoints_are_scoped_and_generators_need_the_admin(backend: Backend) {
    let idp = FakeIdp::start(false).await;
    let issuer = external_issuer(&idp);
    let app = TestApp::spawn_with(
        backend,
        Box::new(move |s| {
            issuer(s);
            s.admin_email = "boss@veil.test".into();
        }),
    )
    .await;
    let dev = app.get("/dev-idp/.well-known/openid-configuration").await;
    assert!(!dev.headers()["content-type"].to_str().unwrap().contains("json"), "no development sign-in");
    let (_s, p) = seeker_via(&app, &idp, "dbg@example.com", "debug-me").await;
    let (_s2, p2) = seeker_via(&app, &idp, "other@example.com", "other-one").await;
    let (r, rid) = recruiter_via(&app, &idp, "dbg@corp.example", "Debuggers").await;
    let (r2, r2id) = recruiter_via(&app, &idp, "else@corp.example", "Elsewhere").await;
    let admin = fake_idp::person(&app, &idp, "boss@veil.test", "Bo", "Ss").await;
    view(&r, &p).await;
    view(&r2, &p2).await;

    // A recruiter sees only their own view, and may not generate.
    let stats = json(r.get("/api/profile-views/debug/stats").await).await;
    assert_eq!(
        (&stats["scope"], &stats["totalViews"], &stats["canGenerate"]),
        (&json!("you"), &json!(1), &json!(false))
    );
    let raw = json(r.get("/api/profile-views/debug/raw").await).await;
    assert_eq!(raw.as_array().unwrap().len(), 1, "{raw}");
    assert!(!raw.to_string().contains(&r2id) && !raw.to_string().contains(&p2), "nobody else's views: {raw}");
    let refused = r
        .send_json(Method::POST, "/api/profile-views/debug/generate", &json!({"viewerId": rid, "viewedProfileId": p}))
        .await;
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
    assert_eq!(json(r.get("/api/profile-views/debug/stats").await).await["testViews"], 0, "nothing was written");

    // The admin sees everyone's and generates.
    let stats = json(admin.get("/api/profile-views/debug/stats").await).await;
    assert_eq!(
        (&stats["scope"], &stats["totalViews"], &stats["canGenerate"]),
        (&json!("everyone"), &json!(2), &json!(true))
    );
    for _ in 0..2 {
        let generated = admin
            .send_json(
                Method::POST,
                "/api/profile-views/debug/generate",
                &json!({"viewerId": rid, "viewedProfileId": p}),
            )
            .await;
        assert_eq!(generated.status(), StatusCode::CREATED);
    }
    assert_eq!(json(admin.get("/api/profile-views/debug/stats").await).await["testViews"], 2);
    assert_eq!(json(admin.get("/api/profile-views/debug/raw").await).await.as_array().unwrap().len(), 4);
    let duplicates = json(admin.get("/api/profile-views/debug/duplicates").await).await;
    assert_eq!(duplicates[0]["viewedProfileId"], p.as_str(), "test rows made at the same instant show up");
    assert_eq!(json(r2.get("/api/profile-views/debug/duplicates").await).await, json!([]), "not r2's pair");
    assert_eq!(json(app.get("/api/profile-views/total").await).await["error"]["code"], "unauthenticated");
    assert_eq!(app.new_browser().get("/api/profile-views/debug/stats").await.status(), StatusCode::UNAUTHORIZED);
}

/// Development mode allows test data to anyone, but debug rows stay each person's own.
async fn in_development_mode_debug_rows_stay_each_persons_own(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (_s, p) = seeker(&app, "dev1@example.com", "dev-one").await;
    let (_s2, p2) = seeker(&app, "dev2@example.com", "dev-two").await;
    let (r, rid) = recruiter(&app, "dev@corp.example", "Devs").await;
    let (r2, r2id) = recruiter(&app, "dev2@corp.example", "Devs Two").await;
    view(&r2, &p2).await;
    let stats = json(r.get("/api/profile-views/debug/stats").await).await;
    assert_eq!(
        (&stats["scope"], &stats["totalViews"], &stats["canGenerate"]),
        (&json!("you"), &json!(0), &json!(true))
    );
    assert_eq!(json(r.get("/api/profile-views/debug/raw").await).await, json!([]), "r2's view is not r's to read");
    let generated = r
        .send_json(Method::POST, "/api/profile-views/debug/generate", &json!({"viewerId": rid, "viewedProfileId": p}))
        .await;
    assert_eq!(generated.status(), StatusCode::CREATED);
    let raw = json(r.get("/api/profile-views/debug/raw").await).await;
    assert_eq!(raw.as_array().unwrap().len(), 1);
    assert_eq!(raw[0]["viewerId"], rid.as_str());
    assert!(!raw.to_string().contains(&r2id));
}
