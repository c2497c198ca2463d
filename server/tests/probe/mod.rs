//! The outsider's probe: seven people (anonymous, job seeker, recruiter
//! without a company page, recruiter, a person with both roles, a second recruiter, the
//! admin) walk every operation of the OpenAPI document and their realtime streams, in
//! production mode (an external issuer; no development sign-in). It fails when a route
//! answers anyone a status other than the one written down for them, when an identity
//! marker reaches someone not approved, when a value about the dual-role person's
//! recruiter side equals one about their anonymous profile, when one person's object id
//! works for another, or when a session response may be cached. The hostile requests
//! (forged sessions, cross-site, open redirects, bad bodies, hostile uploads) follow.

/// A line of the probe's counts, written past the test harness's capture (which takes
/// only `print!`'s output), so that `cargo test`'s log shows it for a passing run too.
#[macro_export]
macro_rules! report {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout().lock(), $($arg)*);
    }};
}

use crate::common;
mod expected;
mod hostile;
mod leaks;
mod people;
mod setup;
mod walk;

use std::collections::{BTreeMap, BTreeSet};

use common::{
    Backend, TestApp,
    fake_idp::{self, FakeIdp},
    json,
    sse::EventStream,
};
use hostile::{
    cross_site_requests_and_open_redirects_are_refused, forged_and_expired_sessions_are_no_sessions,
    hostile_uploads_are_refused_or_defused, oversized_and_malformed_bodies_are_clear_4xx,
};
use leaks::{DualSides, leaks};
use people::{Person, Who, may_see};
use reqwest::{Method, StatusCode, header};
use serde_json::{Value, json};
use setup::{Objects, answer, cast, interactions, production_app};
use walk::{cases, send};

backend_tests!(
    the_outsider_probe_finds_no_way_in,
    forged_and_expired_sessions_are_no_sessions,
    cross_site_requests_and_open_redirects_are_refused,
    oversized_and_malformed_bodies_are_clear_4xx,
    hostile_uploads_are_refused_or_defused,
);

pub fn png(width: u32, height: u32, shade: u8) -> Vec<u8> {
    let mut out = std::io::Cursor::new(Vec::new());
    image::DynamicImage::ImageRgb8(image::RgbImage::from_pixel(width, height, image::Rgb([shade, 90, 200])))
        .write_to(&mut out, image::ImageFormat::Png)
        .unwrap();
    out.into_inner()
}

async fn the_outsider_probe_finds_no_way_in(backend: Backend) {
    let idp = FakeIdp::start(false).await;
    let app = production_app(backend, &idp).await;
    let cast = cast(&app, &idp).await;
    let mut streams = BTreeMap::new();
    for person in cast.values().filter(|p| p.who != Who::Anonymous) {
        streams.insert(person.who, EventStream::open(&person.browser, &format!("{:?}", person.who)).await);
    }
    assert_eq!(cast[&Who::Anonymous].browser.get("/api/events").await.status(), StatusCode::UNAUTHORIZED);
    let objects = interactions(&app, &cast).await;
    let doc = json(app.get("/api/openapi.json").await).await;

    let mut failures = Vec::new();
    let mut dual = DualSides::default();
    let (mut walked, mut cases_run) = (BTreeSet::new(), 0);
    for person in cast.values() {
        for case in cases(&doc, person.who, &objects) {
            let key = format!("{} {}", case.method, case.template);
            walked.insert(key.clone());
            cases_run += 1;
            let response = send(person, &case).await;
            let status = response.status().as_u16();
            let no_store = response.headers().get(header::CACHE_CONTROL).is_some_and(|v| v == "no-store");
            let text = response.text().await.unwrap();
            match expected::status(&key, person.who) {
                Some(want) if want == status => {}
                want => failures.push(format!("{key} as {:?}: {status}, expected {want:?}: {text:.200}", person.who)),
            }
            if !no_store {
                failures.push(format!("{key} as {:?}: no `Cache-Control: no-store`", person.who));
            }
            for leak in leaks(&cast, person.who, &text) {
                failures.push(format!("{key} as {:?}: {leak} leaked", person.who));
            }
            // Everyone but the person themselves and the admin is a third party.
            let third_party = !matches!(person.who, Who::Dual | Who::Admin);
            if let (true, Ok(body)) = (third_party, serde_json::from_str::<Value>(&text)) {
                dual.take(&body);
            }
        }
    }

    // Photos: each marker photo opens for exactly the people who may see it.
    let mut photos = 0;
    for owner in cast.values() {
        let Some(url) = photo_url(owner).await else { continue };
        photos += 1;
        for viewer in cast.values() {
            let status = viewer.browser.get(&url).await.status();
            let must_open = viewer.who == owner.who || (owner.who, viewer.who) == (Who::Seeker, Who::Recruiter);
            let wrong = if must_open {
                status != StatusCode::OK
            } else {
                !may_see(viewer.who, owner.who, people::Field::Photo) && status != StatusCode::NOT_FOUND
            };
            if wrong {
                failures.push(format!("{:?}'s photo as {:?}: {status}", owner.who, viewer.who));
            }
        }
    }

    // Realtime: whatever the walk caused reached only its people, with no identity.
    let mut events = 0;
    for (who, stream) in &mut streams {
        for event in stream.collect_for(std::time::Duration::from_millis(1500)).await {
            events += 1;
            for leak in leaks(&cast, *who, &event.data.to_string()) {
                failures.push(format!("event {} to {who:?}: {leak} leaked", event.kind));
            }
        }
    }

    let linked: Vec<&String> = dual.recruiter.intersection(&dual.anonymous).collect();
    if !linked.is_empty() {
        failures.push(format!("the dual-role person's two sides share values: {linked:?}"));
    }
    assert!(!dual.recruiter.is_empty() && !dual.anonymous.is_empty(), "both sides of the dual-role person were seen");

    let all: BTreeSet<String> = doc["paths"]
        .as_object()
        .unwrap()
        .iter()
        .flat_map(|(p, m)| m.as_object().unwrap().keys().map(move |k| format!("{} {p}", k.to_uppercase())))
        .collect();
    if walked.len() + 3 != all.len() {
        failures.push(format!("operations not walked: {:?}", all.difference(&walked).collect::<Vec<_>>()));
    }
    let markers: usize = cast.values().map(|p| p.markers.len()).sum();
    crate::report!(
        "probe: {} of {} operations walked by {} people in {cases_run} cases; {markers} identity markers; \
         {photos} photos; {events} realtime events; {} + {} values compared across the dual-role person's sides",
        walked.len(),
        all.len(),
        cast.len(),
        dual.recruiter.len(),
        dual.anonymous.len()
    );
    assert!(failures.is_empty(), "{} findings:\n{}", failures.len(), failures.join("\n"));

    declined_again_hides_everything(&cast, &doc, &objects).await;
    unverified_admin_address_is_no_admin(&app, &idp).await;
    // Last, the two operations that end sessions: signing out and deleting the account.
    session_enders(&cast).await;
}

/// Approved, then declined: the first recruiter walks every read again and finds no
/// trace of the seeker's identity, photo URL included.
async fn declined_again_hides_everything(cast: &BTreeMap<Who, Person>, doc: &Value, objects: &Objects) {
    let seeker = &cast[&Who::Seeker];
    let photo = photo_url(seeker).await.unwrap();
    let recruiter = &cast[&Who::Recruiter];
    assert_eq!(recruiter.browser.get(&photo).await.status(), StatusCode::OK, "approved: the photo opens");
    let candidate = format!("/api/candidates/{}", objects.seeker_profile);
    let page = recruiter.browser.get(&candidate).await.text().await.unwrap();
    for (field, marker) in &seeker.markers {
        assert!(page.contains(marker.as_str()), "approved: the candidate page shows the {field:?}");
    }
    answer(seeker, &objects.approved_request, "declined").await;
    for case in cases(doc, Who::Recruiter, objects).into_iter().filter(|c| c.method == Method::GET) {
        let key = format!("{} {}", case.method, case.template);
        let response = send(recruiter, &case).await;
        assert_eq!(Some(response.status().as_u16()), expected::status(&key, Who::Recruiter), "{key}");
        let text = response.text().await.unwrap();
        for (field, marker) in &seeker.markers {
            assert!(!text.contains(marker.as_str()), "declined, yet {key} shows the seeker's {field:?}");
        }
    }
    assert_eq!(recruiter.browser.get(&photo).await.status(), StatusCode::NOT_FOUND, "a saved photo URL stops working");
}

/// The admin is the issuer-verified address only: the same address unverified (at
/// another account of the issuer) gets none of the admin's routes.
async fn unverified_admin_address_is_no_admin(app: &TestApp, idp: &FakeIdp) {
    let impostor = app.new_browser();
    let claims = json!({"sub": "impostor", "email": people::ADMIN_EMAIL, "email_verified": false});
    fake_idp::sign_in_external(app, idp, &impostor, claims).await;
    assert_eq!(json(impostor.get("/api/session").await).await["isAdmin"], false);
    assert_eq!(impostor.get("/api/admin/outbox").await.status(), StatusCode::FORBIDDEN);
    let r = impostor.send_empty(Method::POST, "/api/search/reindex").await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
}

async fn photo_url(owner: &Person) -> Option<String> {
    owner.markers.iter().find(|(f, _)| *f == people::Field::Photo)?;
    let r = json(owner.browser.get("/api/account/avatar-url").await).await;
    r["avatarUrl"].as_str().map(str::to_owned)
}

async fn session_enders(cast: &BTreeMap<Who, Person>) {
    let anon = &cast[&Who::Anonymous].browser;
    assert_eq!(anon.send_empty(Method::DELETE, "/api/account").await.status(), StatusCode::UNAUTHORIZED);
    let leaver = &cast[&Who::NoEmployer].browser;
    let copy = leaver.clone();
    assert_eq!(leaver.send_empty(Method::DELETE, "/api/account").await.status(), StatusCode::NO_CONTENT);
    assert_eq!(copy.get("/api/session").await.status(), StatusCode::UNAUTHORIZED);
    let out = &cast[&Who::Recruiter2].browser;
    let r = out.send_empty(Method::POST, "/api/auth/logout").await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    assert_eq!(r.headers()[header::CACHE_CONTROL], "no-store");
    assert_eq!(out.get("/api/session").await.status(), StatusCode::UNAUTHORIZED);
}
