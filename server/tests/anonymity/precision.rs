//! A profile set to country precision never gives its city to a recruiter: not in search
//! hits, the candidate page (before or after an approved reveal), reveal requests, the
//! realtime stream, notifications, the debug search, nor any term of the search index.
//! Location filters work on the shown place. The owner still sees the city.

use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::support::{codenames_for, profile, recruiter, search, seeker, total};
use crate::common::{Backend, TestApp, json, sse::EventStream};

crate::backend_tests!(
    a_country_precision_profile_never_gives_its_city_to_a_recruiter,
    location_filters_use_the_shown_precision,
    existing_profiles_keep_city_precision_and_a_save_without_it_keeps_the_choice,
);

const CITY: &str = "Tampere";

fn tampere(codename: &str, precision: &str) -> Value {
    profile(
        codename,
        "Staff Rust Engineer",
        &["Rust", "PostgreSQL", "Kafka"],
        json!({
            "location": "Tampere, Pirkanmaa, Finland",
            "city": CITY, "state": "Pirkanmaa", "country": "Finland",
            "locationPrecision": precision,
        }),
    )
}

fn assert_no_city(what: &str, body: &str) {
    assert!(!body.to_lowercase().contains("tampere"), "{what} carries the city: {body}");
}

/// Every term of every field of the index, from the index files in the data dir.
fn index_terms(app: &TestApp) -> Vec<String> {
    let dir = app.data_dir.path().join("search").join(format!("v{}", veil::search::index::SCHEMA_VERSION));
    let index = tantivy::Index::open_in_dir(dir).expect("the search index");
    let reader = index.reader().expect("index reader");
    let searcher = reader.searcher();
    let mut terms = Vec::new();
    for segment in searcher.segment_readers() {
        for (field, _) in index.schema().fields() {
            let inverted = segment.inverted_index(field).expect("inverted index");
            let mut stream = inverted.terms().stream().expect("terms");
            while stream.advance() {
                terms.push(String::from_utf8_lossy(stream.key()).into_owned());
            }
        }
    }
    terms
}

async fn a_country_precision_profile_never_gives_its_city_to_a_recruiter(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let hidden_city = seeker(&app, "ilona@example.com", tampere("quiet-oak", "country")).await;
    let rita = recruiter(&app, "rita@example.com").await;
    let mut events = EventStream::open(&rita, "recruiter").await;

    let hits = search(&rita, "q=rust").await;
    assert_eq!(total(&hits), 1);
    let card = &hits["hits"][0]["document"];
    assert_eq!((card["location"].as_str(), card["country"].as_str()), (Some("Finland"), Some("Finland")));
    assert_eq!((card["city"].as_str(), card["state"].as_str()), (Some(""), Some("")));
    assert_no_city("the search answer", &hits.to_string());
    let debug = json(rita.get("/api/search/debug?q=rust").await).await;
    assert_eq!(debug["hits"].as_array().map(Vec::len), Some(1));
    assert_no_city("the debug search", &debug.to_string());

    let page_path = format!("/api/candidates/{}", hidden_city.profile_id);
    let page = rita.get(&page_path).await;
    assert_eq!(page.status(), StatusCode::OK);
    assert_no_city("the candidate page", &page.text().await.unwrap());

    let r = rita
        .send_json(
            Method::POST,
            "/api/reveal-requests",
            &json!({
                "profileId": hidden_city.profile_id, "message": "Hello from Acme"
            }),
        )
        .await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let sent = json(r).await;
    assert_eq!(sent["candidate"]["location"], "Finland");
    assert_no_city("the sent request", &sent.to_string());

    // Approved: the recruiter learns who it is, and still not the city.
    let request_id = sent["id"].as_str().unwrap();
    let r = hidden_city
        .browser
        .send_json(Method::PATCH, &format!("/api/reveal-requests/{request_id}"), &json!({"status": "approved"}))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let page = json(rita.get(&page_path).await).await;
    assert_eq!(page["identity"]["lastName"], "Quill");
    assert_no_city("the candidate page after approval", &page.to_string());
    let list = rita.get("/api/reveal-requests/sent").await.text().await.unwrap();
    assert!(list.contains("quiet-oak"));
    assert_no_city("the sent requests", &list);
    assert_no_city("the notifications", &rita.get("/api/notifications").await.text().await.unwrap());
    let seen = events.collect_for(Duration::from_millis(500)).await;
    assert!(seen.iter().any(|e| e.kind == "reveal_request"), "{seen:?}");
    for event in &seen {
        assert_no_city("a realtime event", &event.data.to_string());
    }

    let terms = index_terms(&app);
    assert!(terms.iter().any(|t| t == "finland"), "the country is indexed");
    assert!(!terms.iter().any(|t| t.contains("tampere") || t.contains("pirkanmaa")), "{terms:?}");

    // The owner still sees exactly where they saved.
    let own = json(hidden_city.browser.get("/api/profile").await).await;
    assert_eq!((own["city"].as_str(), own["locationPrecision"].as_str()), (Some(CITY), Some("country")));
    let preview = json(hidden_city.browser.get("/api/profile/anonymous").await).await;
    assert_eq!(preview["location"], "Finland", "the preview is what recruiters see");
}

async fn location_filters_use_the_shown_precision(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    seeker(&app, "a@example.com", tampere("shows-city", "city")).await;
    seeker(&app, "b@example.com", tampere("shows-region", "region")).await;
    seeker(&app, "c@example.com", tampere("shows-country", "country")).await;
    seeker(&app, "d@example.com", tampere("remote-only", "remote")).await;
    let rita = recruiter(&app, "rita@example.com").await;
    let strict = |place: &str| format!("q=rust&{place}&flexible=false");

    assert_eq!(codenames_for(&rita, &strict("city=Tampere&state=Pirkanmaa&country=Finland")).await, ["shows-city"]);
    let mut region = codenames_for(&rita, &strict("state=Pirkanmaa&country=Finland")).await;
    region.sort();
    assert_eq!(region, ["shows-city", "shows-region"]);
    assert_eq!(total(&search(&rita, &strict("country=Finland")).await), 3, "all but remote only");
    assert_eq!(total(&search(&rita, "q=rust").await), 4, "remote only is found without a place");
    // A city nobody shows widens to the region: both profiles that show it.
    let widened = search(&rita, "q=rust&city=Nokia&state=Pirkanmaa&country=Finland").await;
    assert_eq!(total(&widened), 2);
}

async fn existing_profiles_keep_city_precision_and_a_save_without_it_keeps_the_choice(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let mut body = tampere("old-habits", "city");
    body.as_object_mut().unwrap().remove("locationPrecision");
    let ilona = seeker(&app, "ilona@example.com", body.clone()).await;
    let own = json(ilona.browser.get("/api/profile").await).await;
    assert_eq!(own["locationPrecision"], "city", "a profile starts at city precision");

    let mut region = body.clone();
    region["locationPrecision"] = json!("region");
    ilona.save(&region).await;
    ilona.save(&body).await;
    let own = json(ilona.browser.get("/api/profile").await).await;
    assert_eq!(own["locationPrecision"], "region", "a save without a precision keeps it");
    let rita = recruiter(&app, "rita@example.com").await;
    let card = json(rita.get(&format!("/api/candidates/{}", ilona.profile_id)).await).await;
    assert_eq!(card["profile"]["location"], "Pirkanmaa, Finland");

    let mut wrong = body;
    wrong["locationPrecision"] = json!("street");
    let r = ilona.browser.send_json(Method::PUT, "/api/profile", &wrong).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
}
