//! Screening: the profile's coarse fields (seniority, availability, work authorization,
//! languages, relocation) saved, shown and filtered by; facet counts per choice, counted
//! over what the recruiter may find; the orders; relevance untouched without filters.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::support::{Seeker, codenames, codenames_for, profile, recruiter, search, seeker, total};
use crate::common::{Backend, Browser, TestApp, json};

crate::backend_tests!(
    each_screening_filter_narrows_to_the_profiles_that_have_it,
    screening_is_shown_to_recruiters_and_refused_naming_the_field,
    facet_counts_move_with_the_query_and_never_count_hidden_or_shielded_profiles,
    results_sort_by_relevance_newest_or_last_edit,
    without_filters_the_results_and_their_order_are_unchanged,
);

fn screened(codename: &str, screening: Value) -> Value {
    profile(codename, "Backend Engineer", &["Rust", "Go"], json!({ "screening": screening }))
}

/// Three job seekers who screen differently, and one who gave nothing.
async fn four_seekers(app: &TestApp) -> Vec<Seeker> {
    let mut seekers = Vec::new();
    for (email, body) in [
        (
            "ada@example.com",
            screened(
                "ada-senior",
                json!({
                    "seniority": "senior", "availability": "now",
                    "workAuthorization": [{"country": "DE", "status": "needs_sponsorship"}],
                    "languages": [{"language": "de", "level": "native"}, {"language": "en", "level": "professional"}],
                    "relocation": {"open": true, "countries": ["NL"]},
                }),
            ),
        ),
        (
            "bo@example.com",
            screened(
                "bo-mid",
                json!({
                    "seniority": "mid", "availability": "within_month",
                    "workAuthorization": [{"country": "DE", "status": "authorized"}, {"country": "US", "status": "needs_sponsorship"}],
                    "languages": [{"language": "de", "level": "basic"}],
                }),
            ),
        ),
        (
            "cy@example.com",
            screened(
                "cy-senior",
                json!({
                    "seniority": "senior", "availability": "just_looking",
                    "relocation": {"open": true, "countries": []},
                }),
            ),
        ),
        ("di@example.com", profile("di-plain", "Backend Engineer", &["Python"], json!({}))),
    ] {
        seekers.push(seeker(app, email, body).await);
    }
    seekers
}

async fn sorted_codenames(rita: &Browser, query: &str) -> Vec<String> {
    let mut found = codenames_for(rita, query).await;
    found.sort();
    found
}

async fn each_screening_filter_narrows_to_the_profiles_that_have_it(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    four_seekers(&app).await;
    let rita = recruiter(&app, "rita@example.com").await;

    let cases: &[(&str, &[&str])] = &[
        ("seniority=senior", &["ada-senior", "cy-senior"]),
        ("seniority=mid", &["bo-mid"]),
        ("seniority=lead_manager", &[]),
        ("availability=now", &["ada-senior"]),
        ("availability=just_looking", &["cy-senior"]),
        ("work=DE", &["ada-senior", "bo-mid"]),
        ("work=DE:needs_sponsorship", &["ada-senior"]),
        ("work=DE:authorized", &["bo-mid"]),
        ("work=us:needs_sponsorship", &["bo-mid"]),
        // A level or better: the native speaker is found by every level.
        ("language=de", &["ada-senior", "bo-mid"]),
        ("language=de:professional", &["ada-senior"]),
        ("language=de:native", &["ada-senior"]),
        ("language=en:native", &[]),
        // Open to anywhere is open to the Netherlands too.
        ("relocate=NL", &["ada-senior", "cy-senior"]),
        ("relocate=JP", &["cy-senior"]),
        // Canonical skills: "golang" is Go.
        ("skills=golang", &["ada-senior", "bo-mid", "cy-senior"]),
        ("skills=python", &["di-plain"]),
        ("skills=go,python", &[]),
        ("skills=quux-lang", &[]),
        ("q=engineer&seniority=senior&work=DE", &["ada-senior"]),
    ];
    for (query, expected) in cases {
        assert_eq!(sorted_codenames(&rita, query).await, *expected, "{query}");
        assert_eq!(total(&search(&rita, query).await), expected.len() as u64, "{query}");
    }
    assert_eq!(total(&search(&rita, "q=engineer").await), 4);
}

async fn screening_is_shown_to_recruiters_and_refused_naming_the_field(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let seekers = four_seekers(&app).await;
    let rita = recruiter(&app, "rita@example.com").await;

    let ada = search(&rita, "seniority=senior&availability=now").await;
    let card = &ada["hits"][0]["document"]["screening"];
    assert_eq!(card["seniority"], "senior");
    assert_eq!(card["workAuthorization"], json!([{"country": "DE", "status": "needs_sponsorship"}]));
    let page = json(rita.get(&format!("/api/candidates/{}", seekers[0].profile_id)).await).await;
    assert_eq!(page["profile"]["screening"]["relocation"], json!({"open": true, "countries": ["NL"]}), "{page}");
    let preview = json(seekers[0].browser.get("/api/profile/anonymous").await).await;
    assert_eq!(preview["screening"]["languages"][0], json!({"language": "de", "level": "native"}));
    // Left out of a save, the fields stay as they were.
    let mut without = screened("ada-senior", json!(null));
    without.as_object_mut().unwrap().remove("screening");
    seekers[0].save(&without).await;
    let own = json(seekers[0].browser.get("/api/profile").await).await;
    assert_eq!(own["screening"]["availability"], "now");

    for (body, field) in [
        (json!({"seniority": "guru"}), ""),
        (json!({"workAuthorization": [{"country": "XX", "status": "authorized"}]}), "Work authorization"),
        (json!({"languages": [{"language": "tlh", "level": "native"}]}), "Languages"),
        (json!({"relocation": {"open": true, "countries": ["Atlantis"]}}), "Relocation"),
    ] {
        let r = seekers[0].browser.send_json(Method::PUT, "/api/profile", &screened("ada-senior", body.clone())).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        let message = json(r).await["error"]["message"].as_str().unwrap_or_default().to_owned();
        assert!(message.contains(field), "{body}: {message}");
    }
    for (query, field) in [
        ("seniority=guru", "seniority"),
        ("work=XX", "work"),
        ("language=de:fluent", "language"),
        ("relocate=Atlantis", "relocate"),
        ("sort=salary", "sort"),
    ] {
        let r = rita.get(&format!("/api/search?{query}")).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "{query}");
        let body = json(r).await["error"].clone();
        assert_eq!(body["code"], "invalid_filter");
        assert!(body["message"].as_str().unwrap().starts_with(field), "{query}: {body}");
    }
}

fn counts(result: &Value, facet: &str) -> Vec<(String, u64)> {
    result["facets"][facet]
        .as_array()
        .unwrap_or_else(|| panic!("no facet {facet} in {result}"))
        .iter()
        .map(|c| (c["value"].as_str().unwrap().to_owned(), c["count"].as_u64().unwrap()))
        .collect()
}

fn count_of(result: &Value, facet: &str, value: &str) -> u64 {
    counts(result, facet).into_iter().find(|(v, _)| v == value).map(|(_, c)| c).expect("a counted choice")
}

async fn facet_counts_move_with_the_query_and_never_count_hidden_or_shielded_profiles(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let seekers = four_seekers(&app).await;
    let rita = recruiter(&app, "rita@example.com").await;

    let all = search(&rita, "facets=true").await;
    assert_eq!(
        counts(&all, "seniority"),
        [
            ("entry".into(), 0),
            ("mid".into(), 1),
            ("senior".into(), 2),
            ("staff_principal".into(), 0),
            ("lead_manager".into(), 0)
        ]
    );
    assert_eq!(count_of(&all, "availability", "within_month"), 1);
    assert!(counts(&all, "workStatus").is_empty(), "no country chosen");
    assert!(search(&rita, "").await.get("facets").is_none(), "only when asked");

    // A facet's own choice is left out of its counts; the others' apply.
    let senior = search(&rita, "facets=true&seniority=senior&work=DE").await;
    assert_eq!(total(&senior), 1);
    assert_eq!(count_of(&senior, "seniority", "senior"), 1);
    assert_eq!(count_of(&senior, "seniority", "mid"), 1);
    assert_eq!(counts(&senior, "workStatus"), [("authorized".into(), 0), ("needs_sponsorship".into(), 1)]);
    assert_eq!(count_of(&senior, "availability", "now"), 1);
    assert_eq!(count_of(&senior, "availability", "just_looking"), 0, "cy is not authorized in Germany");
    let language = search(&rita, "facets=true&language=de:professional").await;
    assert_eq!(
        counts(&language, "languageLevel"),
        [("basic".into(), 2), ("professional".into(), 1), ("native".into(), 1)]
    );
    // The keywords narrow the counts too; nobody found still counts what to let go of.
    let python = search(&rita, "facets=true&q=python&seniority=senior").await;
    assert_eq!(total(&python), 0);
    assert_eq!(count_of(&python, "seniority", "senior"), 0);

    // A hidden profile leaves the counts as it leaves the results.
    let mut hidden = screened("bo-mid", json!({"seniority": "mid"}));
    hidden["status"] = json!("hidden");
    seekers[1].save(&hidden).await;
    let after = search(&rita, "facets=true").await;
    assert_eq!(count_of(&after, "seniority", "mid"), 0);

    // Ada hides from Acme Talent: Acme's recruiters count her nowhere; another company does.
    let r = seekers[0]
        .browser
        .send_json(Method::PUT, "/api/employer-shield", &json!({"entries": [{"companyName": "Acme Talent"}]}))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let at_acme = recruiter(&app, "rob@example.com").await;
    for browser in [&rita, &at_acme] {
        let shielded = search(browser, "facets=true").await;
        assert_eq!(count_of(&shielded, "seniority", "senior"), 1, "only cy");
        assert_eq!(count_of(&shielded, "availability", "now"), 0);
        let germany = search(browser, "facets=true&work=DE").await;
        assert_eq!(counts(&germany, "workStatus"), [("authorized".into(), 0), ("needs_sponsorship".into(), 0)]);
    }
    let elsewhere = other_company(&app).await;
    let seen = search(&elsewhere, "facets=true").await;
    assert_eq!(count_of(&seen, "seniority", "senior"), 2);
    assert_eq!(count_of(&seen, "availability", "now"), 1);
}

async fn other_company(app: &TestApp) -> Browser {
    let browser = app.new_browser();
    browser.sign_in("gil@globex.example", "Gil", "Hires").await;
    browser.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    let r = browser
        .send_json(
            Method::PUT,
            "/api/employer",
            &json!({
                "companyName": "Globex", "website": "https://globex.example", "recruiterRole": "Talent Partner",
                "location": "Helsinki",
            }),
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    browser
}

async fn results_sort_by_relevance_newest_or_last_edit(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let first = seeker(
        &app,
        "a@example.com",
        profile("rust-rust", "Rust Engineer", &["Rust"], json!({"pitch": "Rust, Rust and Rust."})),
    )
    .await;
    seeker(&app, "b@example.com", profile("rust-once", "Platform Engineer", &["Go"], json!({"pitch": "Some Rust."})))
        .await;
    seeker(&app, "c@example.com", profile("rust-newest", "Data Engineer", &["Rust"], json!({}))).await;
    let rita = recruiter(&app, "rita@example.com").await;

    assert_eq!(codenames_for(&rita, "q=rust").await[0], "rust-rust");
    assert_eq!(codenames_for(&rita, "q=rust&sort=newest").await, ["rust-newest", "rust-once", "rust-rust"]);
    app.clock.advance_millis(1000);
    first.save(&profile("rust-rust", "Rust Engineer", &["Rust"], json!({"pitch": "Edited."}))).await;
    assert_eq!(codenames_for(&rita, "q=rust&sort=updated").await, ["rust-rust", "rust-newest", "rust-once"]);
    assert_eq!(codenames_for(&rita, "sort=newest").await, ["rust-newest", "rust-once", "rust-rust"]);
    assert_eq!(total(&search(&rita, "q=rust&sort=updated").await), 3);
}

async fn without_filters_the_results_and_their_order_are_unchanged(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    four_seekers(&app).await;
    seeker(&app, "e@example.com", profile("rust-lead", "Rust Lead Engineer", &["Rust"], json!({}))).await;
    let rita = recruiter(&app, "rita@example.com").await;
    for query in ["q=rust", "q=engineer", "q=backend+go", ""] {
        let plain = search(&rita, query).await;
        let same = search(&rita, &format!("{query}&facets=true&sort=relevance&seniority=&work=")).await;
        assert!(!codenames(&plain).is_empty(), "{query}");
        assert_eq!(codenames(&plain), codenames(&same), "{query}");
        assert_eq!(plain["pagination"], same["pagination"], "{query}");
    }
    let r = rita.get("/api/search?facets=maybe").await;
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
}
