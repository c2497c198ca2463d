//! The salary budget (overlap in each profile's own currency, profiles without a salary
//! kept or left out), several job types at once, and the facets of job type and skills,
//! counted over what the recruiter may find.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::support::{codenames_for, profile, recruiter, search, seeker, total};
use crate::common::{Backend, TestApp, json};

crate::backend_tests!(
    a_budget_keeps_the_ranges_it_overlaps_in_their_own_currency,
    several_job_types_find_any_of_them_and_count_each,
    the_skills_facet_offers_what_narrows_and_never_counts_a_shielded_profile,
    budgets_and_job_types_are_refused_naming_the_parameter_and_kept_in_saved_searches,
);

fn placed(codename: &str, country: &str, min: i64, max: i64) -> Value {
    profile(
        codename,
        "Backend Engineer",
        &["Rust"],
        json!({
            "location": country, "city": "", "state": "", "country": country,
            "locationPrecision": "country", "minSalary": min, "maxSalary": max,
        }),
    )
}

async fn sorted(rita: &crate::common::Browser, query: &str) -> Vec<String> {
    let mut found = codenames_for(rita, query).await;
    found.sort();
    found
}

async fn a_budget_keeps_the_ranges_it_overlaps_in_their_own_currency(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    for (email, body) in [
        // 70,000 to 80,000 EUR: $81,206 to $92,807 at the reference rates.
        ("de@example.com", placed("de-euros", "Germany", 70_000, 80_000)),
        // 50,000 to 60,000 GBP: $65,789 to $78,947.
        ("gb@example.com", placed("gb-pounds", "United Kingdom", 60_000, 50_000)),
        // 8,000,000 to 10,000,000 JPY: $51,613 to $64,516.
        ("jp@example.com", placed("jp-yen", "Japan", 8_000_000, 10_000_000)),
        // From $150,000, no maximum.
        ("us@example.com", placed("us-from", "United States", 150_000, 0)),
        ("no@example.com", placed("no-salary", "United States", 0, 0)),
    ] {
        seeker(&app, email, body).await;
    }
    let rita = recruiter(&app, "rita@example.com").await;
    let cases: &[(&str, &[&str])] = &[
        ("salaryMin=80000", &["de-euros", "no-salary", "us-from"]),
        ("salaryMax=70000", &["gb-pounds", "jp-yen", "no-salary"]),
        // 60,000 to 70,000 EUR is $69,606 to $81,206: up to exactly where the German range starts.
        ("salaryMin=60000&salaryMax=70000&salaryCurrency=EUR", &["de-euros", "gb-pounds", "no-salary"]),
        ("salaryMin=70000&salaryMax=60000&salaryCurrency=EUR", &["de-euros", "gb-pounds", "no-salary"]),
        ("salaryMin=60000&salaryMax=70000&salaryCurrency=EUR&salaryStatedOnly=true", &["de-euros", "gb-pounds"]),
        ("salaryStatedOnly=true", &["de-euros", "gb-pounds", "jp-yen", "us-from"]),
        ("salaryMin=1000000", &["no-salary", "us-from"]),
        ("salaryMax=1&salaryStatedOnly=true", &[]),
        ("salaryCurrency=GBP", &["de-euros", "gb-pounds", "jp-yen", "no-salary", "us-from"]),
        ("q=backend&salaryMin=80000&salaryStatedOnly=true", &["de-euros", "us-from"]),
    ];
    for (query, expected) in cases {
        assert_eq!(sorted(&rita, query).await, *expected, "{query}");
        assert_eq!(total(&search(&rita, query).await), expected.len() as u64, "{query}");
    }
    // Facets count under the budget: three of the five are remote, all are.
    let counted = search(&rita, "facets=true&salaryMax=70000").await;
    assert_eq!(counted["facets"]["jobType"][0], json!({"value": "remote", "count": 3}), "{counted}");
}

async fn several_job_types_find_any_of_them_and_count_each(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    for (email, codename, job_type, seniority) in [
        ("r1@example.com", "remote-senior", "remote", "senior"),
        ("r2@example.com", "remote-mid", "remote", "mid"),
        ("o1@example.com", "onsite-senior", "onsite", "senior"),
        ("h1@example.com", "hybrid-senior", "hybrid", "senior"),
    ] {
        let body = profile(
            codename,
            "Backend Engineer",
            &["Rust"],
            json!({"jobType": job_type, "screening": {"seniority": seniority}}),
        );
        seeker(&app, email, body).await;
    }
    let rita = recruiter(&app, "rita@example.com").await;
    let cases: &[(&str, &[&str])] = &[
        ("jobTypes=remote,hybrid", &["hybrid-senior", "remote-mid", "remote-senior"]),
        ("jobTypes=hybrid,onsite", &["hybrid-senior", "onsite-senior"]),
        ("jobTypes=remote,onsite,hybrid", &["hybrid-senior", "onsite-senior", "remote-mid", "remote-senior"]),
        // With the spec's one job type, both apply.
        ("jobType=remote&jobTypes=remote,hybrid", &["remote-mid", "remote-senior"]),
        ("jobType=onsite&jobTypes=remote,hybrid", &[]),
        ("jobTypes=remote,hybrid&seniority=senior", &["hybrid-senior", "remote-senior"]),
    ];
    for (query, expected) in cases {
        assert_eq!(sorted(&rita, query).await, *expected, "{query}");
        assert_eq!(total(&search(&rita, query).await), expected.len() as u64, "{query}");
    }
    // The job type facet leaves its own choice out; the other facets keep it.
    let chosen = search(&rita, "facets=true&jobTypes=remote,hybrid&seniority=senior").await;
    assert_eq!(
        chosen["facets"]["jobType"],
        json!([{"value": "remote", "count": 1}, {"value": "onsite", "count": 1}, {"value": "hybrid", "count": 1}])
    );
    let senior = chosen["facets"]["seniority"].as_array().unwrap().iter().find(|c| c["value"] == "senior").unwrap();
    assert_eq!(senior["count"], 2, "the onsite profile is left out: {chosen}");
    let single = search(&rita, "facets=true&jobType=onsite").await;
    assert_eq!(single["facets"]["jobType"][0], json!({"value": "remote", "count": 2}), "{single}");
    let mid = single["facets"]["seniority"].as_array().unwrap().iter().find(|c| c["value"] == "mid").unwrap();
    assert_eq!(mid["count"], 0, "{single}");
}

async fn the_skills_facet_offers_what_narrows_and_never_counts_a_shielded_profile(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let mut seekers = Vec::new();
    for (email, codename, skills) in [
        ("a@example.com", "ada-k8s", &["Rust", "Kubernetes", "PostgreSQL"][..]),
        ("b@example.com", "bo-k8s", &["Go", "Kubernetes"][..]),
        ("c@example.com", "cy-pg", &["Rust", "PostgreSQL"][..]),
    ] {
        seekers.push(seeker(&app, email, profile(codename, "Backend Engineer", skills, json!({}))).await);
    }
    let rita = recruiter(&app, "rita@example.com").await;
    let skills = |result: &Value| -> Vec<(String, u64)> {
        result["facets"]["skills"]
            .as_array()
            .unwrap_or_else(|| panic!("no skills facet in {result}"))
            .iter()
            .map(|c| (c["value"].as_str().unwrap().to_owned(), c["count"].as_u64().unwrap()))
            .collect()
    };
    let all = search(&rita, "facets=true").await;
    assert_eq!(
        skills(&all),
        [("Kubernetes".into(), 2), ("PostgreSQL".into(), 2), ("Rust".into(), 2), ("Go".into(), 1)]
    );
    // Counted over the matches with every filter; a chosen skill is not offered again.
    let rust = search(&rita, "facets=true&skills=rust").await;
    assert_eq!(skills(&rust), [("PostgreSQL".into(), 2), ("Kubernetes".into(), 1)]);
    let go = search(&rita, "facets=true&q=go").await;
    assert_eq!(skills(&go), [("Go".into(), 1), ("Kubernetes".into(), 1)]);

    // Ada hides from Acme Talent: its recruiter counts her skills nowhere.
    let r = seekers[0]
        .browser
        .send_json(Method::PUT, "/api/employer-shield", &json!({"entries": [{"companyName": "Acme Talent"}]}))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let shielded = search(&rita, "facets=true").await;
    assert_eq!(
        skills(&shielded),
        [("Go".into(), 1), ("Kubernetes".into(), 1), ("PostgreSQL".into(), 1), ("Rust".into(), 1)]
    );
    // A skill only she lists is not offered at all, not even as zero.
    let mut only_hers = profile("ada-k8s", "Backend Engineer", &["Rust", "Kubernetes", "Terraform"], json!({}));
    only_hers["pitch"] = json!("Infrastructure.");
    seekers[0].save(&only_hers).await;
    let after = search(&rita, "facets=true").await;
    assert!(!skills(&after).iter().any(|(name, _)| name == "Terraform"), "{after}");
}

async fn budgets_and_job_types_are_refused_naming_the_parameter_and_kept_in_saved_searches(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let rita = recruiter(&app, "rita@example.com").await;
    for (query, field) in [
        ("jobTypes=remote,freelance", "jobTypes"),
        ("salaryMin=-5", "salaryMin"),
        ("salaryMax=1000000001", "salaryMax"),
        ("salaryMin=5&salaryCurrency=XYZ", "salaryCurrency"),
    ] {
        let r = rita.get(&format!("/api/search?{query}")).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "{query}");
        let body = json(r).await["error"].clone();
        assert_eq!(body["code"], "invalid_filter", "{query}");
        assert!(body["message"].as_str().unwrap().starts_with(field), "{query}: {body}");
    }
    assert_eq!(rita.get("/api/search?salaryMin=lots").await.status(), StatusCode::BAD_REQUEST);

    let saved = rita
        .send_json(
            Method::POST,
            "/api/saved-searches",
            &json!({
                "name": "Budgeted", "keyword": "", "jobType": null, "city": "", "state": "", "country": "",
                "flexible": true, "alerts": false,
                "filters": {"jobTypes": "hybrid,remote", "salaryMin": 90000, "salaryMax": 60000,
                            "salaryCurrency": "eur", "salaryStatedOnly": true},
            }),
        )
        .await;
    assert_eq!(saved.status(), StatusCode::CREATED, "{}", saved.text().await.unwrap_or_default());
    let listed = json(rita.get("/api/saved-searches").await).await;
    let filters = &listed["savedSearches"][0]["filters"];
    for (key, value) in [
        ("jobTypes", json!("remote,hybrid")),
        ("salaryMin", json!(60000)),
        ("salaryMax", json!(90000)),
        ("salaryCurrency", json!("EUR")),
        ("salaryStatedOnly", json!(true)),
    ] {
        assert_eq!(filters[key], value, "{key}: {listed}");
    }
}
