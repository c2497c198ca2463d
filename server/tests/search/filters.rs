//! Filters: the job type, and a location that widens to the state, then the country.

use reqwest::StatusCode;
use serde_json::{Value, json};

use super::support::{codenames, codenames_for, profile, recruiter, search, seeker, total};
use crate::common::{Backend, TestApp, error_code};

crate::backend_tests!(
    job_type_filters_and_an_unknown_job_type_is_refused,
    location_widens_to_the_state_then_the_country_unless_flexible_search_is_off,
);

async fn job_type_filters_and_an_unknown_job_type_is_refused(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    seeker(&app, "a@example.com", profile("far-away", "Rust Engineer", &["Rust"], json!({"jobType": "remote"}))).await;
    seeker(&app, "b@example.com", profile("in-office", "Rust Engineer", &["Rust"], json!({"jobType": "onsite"}))).await;
    seeker(&app, "c@example.com", profile("half-half", "Rust Engineer", &["Rust"], json!({"jobType": "hybrid"}))).await;
    let rita = recruiter(&app, "rita@example.com").await;

    assert_eq!(codenames_for(&rita, "q=rust&jobType=remote").await, ["far-away"]);
    assert_eq!(codenames_for(&rita, "jobType=onsite").await, ["in-office"]);
    assert_eq!(codenames_for(&rita, "q=rust&jobType=hybrid").await, ["half-half"]);
    assert_eq!(total(&search(&rita, "q=rust&jobType=all").await), 3);
    assert_eq!(total(&search(&rita, "q=rust&jobType=").await), 3);

    let r = rita.get("/api/search?q=rust&jobType=freelance").await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error_code(r).await, "invalid_job_type");
}

fn place(city: &str, state: &str, country: &str) -> Value {
    json!({"location": format!("{city}, {state}, {country}"), "city": city, "state": state, "country": country})
}

async fn location_widens_to_the_state_then_the_country_unless_flexible_search_is_off(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let sydney = place("Sydney", "New South Wales", "Australia");
    let melbourne = place("Melbourne", "Victoria", "Australia");
    let auckland = place("Auckland", "Auckland", "New Zealand");
    seeker(&app, "a@example.com", profile("harbour-view", "Data Engineer", &["Python"], sydney)).await;
    seeker(&app, "b@example.com", profile("laneway-cafe", "Data Engineer", &["Python"], melbourne)).await;
    seeker(&app, "c@example.com", profile("sky-tower", "Data Engineer", &["Python"], auckland)).await;
    let rita = recruiter(&app, "rita@example.com").await;

    // An exact city, matched whatever the case and accents.
    let exact = search(&rita, "q=python&city=SYDNEY&state=new%20south%20wales&country=Australia").await;
    assert_eq!((codenames(&exact), exact["widened"].clone()), (vec!["harbour-view".to_owned()], json!("none")));

    // Nobody in Newcastle: the state has someone.
    let to_state = search(&rita, "q=python&city=Newcastle&state=New%20South%20Wales&country=Australia").await;
    assert_eq!((codenames(&to_state), to_state["widened"].clone()), (vec!["harbour-view".to_owned()], json!("state")));

    // Nobody in Perth or Western Australia: the country has two.
    let to_country = search(&rita, "q=python&city=Perth&state=Western%20Australia&country=Australia").await;
    let mut found = codenames(&to_country);
    found.sort();
    assert_eq!(found, ["harbour-view", "laneway-cafe"]);
    assert_eq!(to_country["widened"], "country");
    assert_eq!(total(&to_country), 2);

    // Without flexible search: nothing, and no widening.
    let strict = search(&rita, "q=python&city=Perth&state=Western%20Australia&country=Australia&flexible=false").await;
    assert!(codenames(&strict).is_empty());
    assert_eq!((total(&strict), strict["widened"].clone()), (0, json!("none")));

    // Nobody anywhere in the country either: an empty answer, and no claim of widening.
    let nowhere = search(&rita, "q=python&city=Lima&state=Lima&country=Peru").await;
    assert_eq!((total(&nowhere), nowhere["pagination"]["totalPages"].clone()), (0, json!(0)));
    assert_eq!(nowhere["widened"], "none");
}
