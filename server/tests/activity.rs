//! The privacy activity log over HTTP: a row for each event about a job
//! seeker's profile (search appearances counted per company per day, views, requests,
//! answers, identity served once per recruiter per day), read only by that job seeker,
//! filtered, paged, summarised for the week, downloaded as CSV, kept 12 months.

use crate::common;

use common::{Backend, Browser, TestApp, error_code, json};
use reqwest::{Method, StatusCode, header};
use serde_json::{Value, json};

backend_tests!(
    search_appearances_are_one_row_per_company_per_day,
    views_requests_and_answers_are_logged_by_company_and_role,
    identity_served_is_logged_once_per_recruiter_per_day,
    only_the_job_seeker_reads_their_own_log,
    filters_narrow_by_kind_and_company_and_pages_follow,
    the_csv_download_is_complete_and_defused,
    the_weekly_summary_counts_the_last_seven_days,
    events_older_than_twelve_months_leave_the_log,
    counted_events_are_not_lost_at_shutdown,
);

const DAY_MS: i64 = 86_400_000;

/// A job seeker with a searchable profile; returns the browser and the public id.
async fn seeker(app: &TestApp, email: &str, codename: &str) -> (Browser, String) {
    let b = app.new_browser();
    b.sign_in(email, "Xanthe", "Privatus").await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    let r = b
        .send_json(Method::PUT, "/api/profile", &json!({
            "codename": codename, "headline": "Platform Engineer", "skills": ["Kubernetes"],
            "location": "Sydney, New South Wales, Australia", "city": "Sydney", "state": "New South Wales", "country": "Australia",
        }))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let profile_id = json(r).await["id"].as_str().unwrap().to_owned();
    (b, profile_id)
}

async fn recruiter(app: &TestApp, email: &str, company: &str, role: &str) -> Browser {
    let b = app.new_browser();
    b.sign_in(email, "Rowena", "Headhunt").await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    let r = b
        .send_json(
            Method::PUT,
            "/api/employer",
            &json!({
                "companyName": company, "website": "https://example.com", "recruiterRole": role, "location": "Sydney",
            }),
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    b
}

async fn search(b: &Browser, q: &str) -> Value {
    let r = b.get(&format!("/api/search?q={q}")).await;
    assert_eq!(r.status(), StatusCode::OK);
    json(r).await
}

async fn view(b: &Browser, profile_id: &str) {
    let r = b.send_json(Method::POST, "/api/profile-views", &json!({"profileId": profile_id})).await;
    assert_eq!(json(r).await["recorded"], true);
}

async fn request(b: &Browser, profile_id: &str) -> String {
    let r =
        b.send_json(Method::POST, "/api/reveal-requests", &json!({"profileId": profile_id, "message": "Hello"})).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    json(r).await["id"].as_str().unwrap().to_owned()
}

async fn answer(b: &Browser, id: &str, status: &str) {
    let r = b.send_json(Method::PATCH, &format!("/api/reveal-requests/{id}"), &json!({"status": status})).await;
    assert_eq!(r.status(), StatusCode::OK);
}

async fn activity(b: &Browser, query: &str) -> Value {
    let r = b.get(&format!("/api/privacy-activity?{query}")).await;
    assert_eq!(r.status(), StatusCode::OK, "activity {query}");
    json(r).await
}

/// Every event of every day on the page, newest first, as (day, kind, company, role, count).
fn rows(page: &Value) -> Vec<(String, String, String, String, i64)> {
    let mut out = Vec::new();
    for day in page["days"].as_array().unwrap() {
        for e in day["events"].as_array().unwrap() {
            out.push((
                day["day"].as_str().unwrap().to_owned(),
                e["kind"].as_str().unwrap().to_owned(),
                e["companyName"].as_str().unwrap_or("-").to_owned(),
                e["recruiterRole"].as_str().unwrap_or("-").to_owned(),
                e["count"].as_i64().unwrap(),
            ));
        }
    }
    out
}

fn kinds(page: &Value) -> Vec<String> {
    rows(page).into_iter().map(|r| r.1).collect()
}

/// An app whose sessions outlast the months a test moves the clock through.
async fn long_sessions(backend: Backend) -> TestApp {
    TestApp::spawn_with(
        backend,
        Box::new(|s| {
            s.session_idle_hours = 24 * 800;
            s.session_max_days = 800;
        }),
    )
    .await
}

async fn stored_rows(app: &TestApp) -> i64 {
    veil::with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM activity_events").fetch_one(pool).await)
        .unwrap()
}

async fn search_appearances_are_one_row_per_company_per_day(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (alice, _) = seeker(&app, "alice@example.com", "quiet-otter").await;
    let (bob, _) = seeker(&app, "bob@example.com", "calm-heron").await;
    let acme = recruiter(&app, "r1@acme.example", "Acme", "Talent Partner").await;
    let beta = recruiter(&app, "r2@beta.example", "Beta Labs", "Sourcer").await;

    for _ in 0..3 {
        assert_eq!(search(&acme, "platform").await["hits"].as_array().unwrap().len(), 2);
        app.clock.advance_millis(60_000);
    }
    search(&beta, "platform").await;
    // Counted in memory, not yet written row by row.
    let day1 = activity(&alice, "").await;
    assert_eq!(
        rows(&day1),
        [
            ("2027-01-15".into(), "appeared_in_search".into(), "Beta Labs".into(), "Sourcer".into(), 1),
            ("2027-01-15".into(), "appeared_in_search".into(), "Acme".into(), "Talent Partner".into(), 3),
        ]
    );
    assert_eq!(day1["days"][0]["events"][0]["label"], "Appeared in search results");
    assert_eq!(stored_rows(&app).await, 4, "one row per job seeker per company per day");

    app.clock.advance_millis(DAY_MS);
    search(&acme, "platform").await;
    search(&acme, "platform").await;
    let both_days = rows(&activity(&alice, "").await);
    assert_eq!(both_days.len(), 3);
    assert_eq!(
        both_days[0],
        ("2027-01-16".into(), "appeared_in_search".into(), "Acme".into(), "Talent Partner".into(), 2)
    );
    assert_eq!(rows(&activity(&bob, "").await).len(), 3, "bob appeared in the same searches");
    assert_eq!(stored_rows(&app).await, 6);
}

async fn views_requests_and_answers_are_logged_by_company_and_role(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (seeker, profile_id) = seeker(&app, "xanthe@example.com", "amber-comet").await;
    let acme = recruiter(&app, "rowena@acme.example", "Acme", "Head of Talent").await;

    view(&acme, &profile_id).await;
    app.clock.advance_millis(60_000);
    let id = request(&acme, &profile_id).await;
    app.clock.advance_millis(60_000);
    answer(&seeker, &id, "approved").await;
    app.clock.advance_millis(60_000);
    // Switching an approval in force to declined revokes it.
    answer(&seeker, &id, "declined").await;
    app.clock.advance_millis(60_000);
    answer(&seeker, &id, "declined").await; // no change, no event

    let page = activity(&seeker, "").await;
    assert_eq!(kinds(&page), ["reveal_revoked", "reveal_approved", "reveal_requested", "profile_viewed"]);
    for (_, _, company, role, count) in rows(&page) {
        assert_eq!((company.as_str(), role.as_str(), count), ("Acme", "Head of Talent", 1));
    }
    let event = &page["days"][0]["events"][0];
    assert_eq!(event["label"], "Reveal revoked");
    assert_eq!(event["occurredAt"], "2027-01-15T08:03:00.000Z");
    assert_eq!(page["hasMore"], false);
    // The recruiter is their company and role, never their name.
    let text = page.to_string();
    assert!(!text.contains("Rowena") && !text.contains("Headhunt"), "{text}");
}

async fn identity_served_is_logged_once_per_recruiter_per_day(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (seeker, profile_id) = seeker(&app, "xanthe@example.com", "amber-comet").await;
    let acme = recruiter(&app, "rowena@acme.example", "Acme", "Head of Talent").await;
    let beta = recruiter(&app, "bo@beta.example", "Beta Labs", "Sourcer").await;
    let candidate = format!("/api/candidates/{profile_id}");

    // Before an approval nothing is served.
    assert_eq!(json(acme.get(&candidate).await).await["identity"], Value::Null);
    let id = request(&acme, &profile_id).await;
    request(&beta, &profile_id).await;
    assert!(!kinds(&activity(&seeker, "").await).contains(&"identity_served".to_owned()));

    answer(&seeker, &id, "approved").await;
    for _ in 0..3 {
        assert_eq!(json(acme.get(&candidate).await).await["identity"]["firstName"], "Xanthe");
    }
    assert_eq!(search(&acme, "platform").await["hits"][0]["document"]["revealed"]["firstName"], "Xanthe");
    assert_eq!(json(acme.get("/api/reveal-requests/sent").await).await[0]["revealed"]["firstName"], "Xanthe");
    // The job seeker's own preview of their profile is no event.
    assert_eq!(json(seeker.get("/api/profile").await).await["identity"]["firstName"], "Xanthe");
    let served = |page: &Value| rows(page).into_iter().filter(|r| r.1 == "identity_served").collect::<Vec<_>>();
    assert_eq!(
        served(&activity(&seeker, "").await),
        [("2027-01-15".into(), "identity_served".into(), "Acme".into(), "Head of Talent".into(), 1)]
    );

    app.clock.advance_millis(DAY_MS);
    acme.get(&candidate).await;
    acme.get(&candidate).await;
    let page = activity(&seeker, "kind=identity_served").await;
    assert_eq!(served(&page).len(), 2, "once more on the next day");
    assert_eq!(page["days"][0]["day"], "2027-01-16");
    assert_eq!(page["days"][0]["events"][0]["label"], "Identity shown");

    // Declined: identity is no longer served, so nothing more is logged.
    answer(&seeker, &id, "declined").await;
    app.clock.advance_millis(DAY_MS);
    assert_eq!(json(acme.get(&candidate).await).await["identity"], Value::Null);
    assert_eq!(served(&activity(&seeker, "").await).len(), 2);
}

async fn only_the_job_seeker_reads_their_own_log(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (alice, alice_profile) = seeker(&app, "alice@example.com", "quiet-otter").await;
    let (bob, _) = seeker(&app, "bob@example.com", "calm-heron").await;
    let acme = recruiter(&app, "r1@acme.example", "Acme", "Talent Partner").await;
    view(&acme, &alice_profile).await;

    let routes = [
        "/api/privacy-activity",
        "/api/privacy-activity/filters",
        "/api/privacy-activity/summary",
        "/api/privacy-activity/csv",
    ];
    let stranger = app.new_browser();
    for route in routes {
        assert_eq!(stranger.get(route).await.status(), StatusCode::UNAUTHORIZED, "{route} signed out");
        assert_eq!(error_code(acme.get(route).await).await, "forbidden", "{route} as a recruiter");
    }
    assert_eq!(kinds(&activity(&alice, "").await), ["profile_viewed"]);
    assert!(rows(&activity(&bob, "").await).is_empty(), "bob sees none of alice's events");
    assert_eq!(json(bob.get("/api/privacy-activity/filters").await).await["companies"], json!([]));
    let csv = bob.get("/api/privacy-activity/csv").await.text().await.unwrap();
    assert_eq!(csv.lines().count(), 1, "only the header: {csv}");
    assert_eq!(app.get("/api/privacy-activity").await.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(alice.get("/api/privacy-activity").await.headers()[header::CACHE_CONTROL], "no-store");
}

async fn filters_narrow_by_kind_and_company_and_pages_follow(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (seeker, profile_id) = seeker(&app, "xanthe@example.com", "amber-comet").await;
    let acme = recruiter(&app, "r1@acme.example", "Acme", "Talent Partner").await;
    let beta = recruiter(&app, "r2@beta.example", "Beta Labs", "Sourcer").await;
    search(&acme, "platform").await;
    app.clock.advance_millis(1_000);
    request(&beta, &profile_id).await;
    // 55 views by Acme, 31 s apart (each counts as a new visit).
    for _ in 0..55 {
        app.clock.advance_millis(31_000);
        view(&acme, &profile_id).await;
    }

    let filters = json(seeker.get("/api/privacy-activity/filters").await).await;
    assert_eq!(filters["companies"], json!(["Acme", "Beta Labs"]));
    assert_eq!(filters["kinds"].as_array().unwrap().len(), 9);
    assert_eq!(filters["kinds"][0], json!({"kind": "appeared_in_search", "label": "Appeared in search results"}));

    let first = activity(&seeker, "").await;
    assert_eq!((rows(&first).len(), &first["hasMore"], &first["page"]), (50, &json!(true), &json!(1)));
    let second = activity(&seeker, "page=2").await;
    assert_eq!(second["hasMore"], false);
    assert_eq!(kinds(&second), [vec!["profile_viewed"; 5], vec!["reveal_requested", "appeared_in_search"]].concat());

    let beta_only = activity(&seeker, "company=Beta%20Labs").await;
    assert_eq!(kinds(&beta_only), ["reveal_requested"]);
    let searches = activity(&seeker, "kind=appeared_in_search&company=Acme").await;
    assert_eq!(
        rows(&searches),
        [("2027-01-15".into(), "appeared_in_search".into(), "Acme".into(), "Talent Partner".into(), 1)]
    );
    assert!(rows(&activity(&seeker, "kind=reveal_revoked").await).is_empty());
    assert_eq!(rows(&activity(&seeker, "kind=&company=").await).len(), 50, "empty filters are no filters");

    for bad in ["kind=peeked", "kind=PROFILE_VIEWED"] {
        let r = seeker.get(&format!("/api/privacy-activity?{bad}")).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "{bad}");
        assert_eq!(error_code(r).await, "invalid_kind");
    }
    let long = "x".repeat(201);
    assert_eq!(
        error_code(seeker.get(&format!("/api/privacy-activity?company={long}")).await).await,
        "company_too_long"
    );
    assert_eq!(seeker.get("/api/privacy-activity?page=abc").await.status(), StatusCode::BAD_REQUEST);
    assert!(rows(&activity(&seeker, "page=9999").await).is_empty());
}

async fn the_csv_download_is_complete_and_defused(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (seeker, profile_id) = seeker(&app, "xanthe@example.com", "amber-comet").await;
    let hostile =
        recruiter(&app, "r@evil.example", "=HYPERLINK(\"http://evil.example\",\"Click\")", "+Lead, Talent").await;
    let acme = recruiter(&app, "r@acme.example", "Acme", "Talent Partner").await;
    search(&hostile, "platform").await;
    app.clock.advance_millis(60_000);
    view(&acme, &profile_id).await;

    let r = seeker.get("/api/privacy-activity/csv").await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()[header::CONTENT_TYPE], "text/csv; charset=utf-8");
    assert_eq!(r.headers()[header::CONTENT_DISPOSITION], "attachment; filename=\"privacy-activity.csv\"");
    let csv = r.text().await.unwrap();
    let lines: Vec<&str> = csv.split("\r\n").collect();
    assert_eq!(
        lines,
        [
            "Date,Time (UTC),Event,Company,Recruiter role,Count",
            "2027-01-15,2027-01-15T08:01:00.000Z,Profile viewed,Acme,Talent Partner,1",
            "2027-01-15,2027-01-15T08:00:00.000Z,Appeared in search results,\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"Click\"\")\",\"'+Lead, Talent\",1",
            "",
        ]
    );

    let filtered = seeker.get("/api/privacy-activity/csv?kind=profile_viewed").await.text().await.unwrap();
    assert_eq!(filtered.lines().count(), 2);
    assert_eq!(seeker.get("/api/privacy-activity/csv?kind=nope").await.status(), StatusCode::UNPROCESSABLE_ENTITY);
}

async fn the_weekly_summary_counts_the_last_seven_days(backend: Backend) {
    let app = long_sessions(backend).await;
    let (seeker, profile_id) = seeker(&app, "xanthe@example.com", "amber-comet").await;
    let summary = || async { json(seeker.get("/api/privacy-activity/summary").await).await };
    assert_eq!(
        summary().await["text"],
        "This week: seen in 0 searches by 0 companies, 0 profile views, identity shown to 0 recruiters"
    );

    // Eight days ago: outside the week.
    let early = recruiter(&app, "r@early.example", "Early Co", "Sourcer").await;
    search(&early, "platform").await;
    view(&early, &profile_id).await;
    app.clock.advance_millis(8 * DAY_MS);

    let acme = recruiter(&app, "r1@acme.example", "Acme", "Talent Partner").await;
    let acme_too = recruiter(&app, "r2@acme.example", "Acme", "Sourcer").await;
    let beta = recruiter(&app, "r@beta.example", "Beta Labs", "Sourcer").await;
    for _ in 0..3 {
        search(&acme, "platform").await;
    }
    search(&acme_too, "platform").await;
    search(&beta, "kubernetes").await;
    view(&acme, &profile_id).await;
    view(&beta, &profile_id).await;
    let id = request(&beta, &profile_id).await;
    answer(&seeker, &id, "approved").await;
    beta.get(&format!("/api/candidates/{profile_id}")).await;

    let s = summary().await;
    assert_eq!(
        (&s["searches"], &s["companies"], &s["profileViews"], &s["identityRecruiters"]),
        (&json!(5), &json!(2), &json!(2), &json!(1)),
        "two recruiters of Acme are one company"
    );
    assert_eq!(
        s["text"],
        "This week: seen in 5 searches by 2 companies, 2 profile views, identity shown to 1 recruiter"
    );
}

async fn events_older_than_twelve_months_leave_the_log(backend: Backend) {
    let app = long_sessions(backend).await;
    let (seeker, profile_id) = seeker(&app, "xanthe@example.com", "amber-comet").await;
    let acme = recruiter(&app, "r1@acme.example", "Acme", "Talent Partner").await;
    view(&acme, &profile_id).await;
    app.clock.advance_millis(300 * DAY_MS);
    search(&acme, "platform").await;
    assert_eq!(rows(&activity(&seeker, "").await).len(), 2);

    app.clock.advance_millis(66 * DAY_MS);
    assert_eq!(kinds(&activity(&seeker, "").await), ["appeared_in_search"], "the view is 366 days old");
    assert_eq!(json(seeker.get("/api/privacy-activity/filters").await).await["companies"], json!(["Acme"]));
    let cutoff = app.clock.now_millis() - 365 * DAY_MS;
    assert_eq!(veil::privacy::activity::store::purge_before(&app.db, cutoff).await.unwrap(), 1);
    assert_eq!(stored_rows(&app).await, 1);
}

async fn counted_events_are_not_lost_at_shutdown(backend: Backend) {
    let mut app = TestApp::spawn(backend).await;
    let (seeker, profile_id) = seeker(&app, "xanthe@example.com", "amber-comet").await;
    let acme = recruiter(&app, "r1@acme.example", "Acme", "Talent Partner").await;
    let id = request(&acme, &profile_id).await;
    answer(&seeker, &id, "approved").await;
    search(&acme, "platform").await;
    search(&acme, "platform").await;
    // Stopped at once: what was only counted in memory is written on the way out.
    app.restart(|_| {}).await;
    let page = activity(&seeker, "").await;
    let mut counted: Vec<(String, i64)> = rows(&page)
        .into_iter()
        .filter(|r| r.1 != "reveal_requested" && r.1 != "reveal_approved")
        .map(|r| (r.1, r.4))
        .collect();
    counted.sort();
    assert_eq!(counted, [("appeared_in_search".to_owned(), 2), ("identity_served".to_owned(), 1)]);
}
