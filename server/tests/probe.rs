//! The outsider's probe (issue 13 §6): seven people (anonymous, job seeker, recruiter
//! without a company page, recruiter, a person with both roles, a second recruiter, the
//! admin) walk every operation of the OpenAPI document and their realtime streams, in
//! production mode (an external issuer; no development sign-in). It fails when a route
//! answers anyone a status other than the one written down for them, when an identity
//! marker reaches someone not approved, when a value about the dual-role person's
//! recruiter side equals one about their anonymous profile, when one person's object id
//! works for another, or when a session response may be cached. The hostile requests
//! (forged sessions, cross-site, open redirects, bad bodies, hostile uploads) follow.

mod common;
#[path = "probe/expected.rs"]
mod expected;
#[path = "probe/hostile.rs"]
mod hostile;
#[path = "probe/people.rs"]
mod people;

use std::collections::{BTreeMap, BTreeSet};

use common::{
    Backend, TestApp,
    fake_idp::{self, FakeIdp, external_issuer},
    json,
    sse::EventStream,
};
use hostile::{
    cross_site_requests_and_open_redirects_are_refused, forged_and_expired_sessions_are_no_sessions,
    hostile_uploads_are_refused_or_defused, oversized_and_malformed_bodies_are_clear_4xx,
};
use people::{EVERYONE, Person, Who, may_see};
use reqwest::{Method, StatusCode, header};
use serde_json::{Value, json};

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

/// Real times differ between actions; so do they here, or equal timestamps would prove
/// nothing either way.
fn tick(app: &TestApp, n: i64) {
    app.clock.advance_millis(61_000 + n * 7_919);
}

/// What the walk fills path parameters and bodies with: other people's real objects.
struct Objects {
    /// The first recruiter's request to the seeker, approved.
    approved_request: String,
    seeker_profile: String,
    dual_profile: String,
    /// The second recruiter's pending request to the seeker.
    pending_request: String,
    seeker_notification: String,
    admin_batch: String,
    recruiter2_account: String,
}

async fn production_app(backend: Backend, idp: &FakeIdp) -> TestApp {
    let issuer = external_issuer(idp);
    TestApp::spawn_with(
        backend,
        Box::new(move |s| {
            issuer(s);
            s.admin_email = people::ADMIN_EMAIL.into();
        }),
    )
    .await
}

async fn cast(app: &TestApp, idp: &FakeIdp) -> BTreeMap<Who, Person> {
    let mut cast = BTreeMap::new();
    cast.insert(Who::Anonymous, Person::anonymous(app));
    for (n, who) in EVERYONE.into_iter().skip(1).enumerate() {
        tick(app, n as i64);
        cast.insert(who, Person::sign_up(app, idp, who).await);
    }
    cast
}

async fn send_request(from: &Person, to: &str) -> String {
    let r = from
        .browser
        .send_json(
            Method::POST,
            "/api/reveal-requests",
            &json!({"profileId": to, "message": format!("A probe hello from {}", from.who.code())}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::CREATED, "{:?} asks", from.who);
    json(r).await["id"].as_str().unwrap().to_owned()
}

async fn answer(seeker: &Person, id: &str, status: &str) {
    let r = seeker
        .browser
        .send_json(Method::PATCH, &format!("/api/reveal-requests/{id}"), &json!({"status": status}))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
}

/// Views and requests between the cast, so that every list someone reads has rows.
async fn interactions(app: &TestApp, cast: &BTreeMap<Who, Person>) -> Objects {
    let seeker_profile = cast[&Who::Seeker].public_id.clone().unwrap();
    let dual_profile = cast[&Who::Dual].public_id.clone().unwrap();
    for (n, (viewer, profile)) in [
        (Who::Recruiter, &seeker_profile),
        (Who::Recruiter, &dual_profile),
        (Who::Recruiter2, &seeker_profile),
        (Who::Dual, &seeker_profile),
    ]
    .into_iter()
    .enumerate()
    {
        tick(app, 10 + n as i64);
        let r =
            cast[&viewer].browser.send_json(Method::POST, "/api/profile-views", &json!({"profileId": profile})).await;
        assert_eq!(json(r).await["recorded"], true, "{viewer:?} views");
    }
    tick(app, 20);
    let approved = send_request(&cast[&Who::Recruiter], &seeker_profile).await;
    tick(app, 21);
    send_request(&cast[&Who::Recruiter], &dual_profile).await;
    tick(app, 22);
    let pending_request = send_request(&cast[&Who::Recruiter2], &seeker_profile).await;
    tick(app, 23);
    let declined = send_request(&cast[&Who::Dual], &seeker_profile).await;
    tick(app, 24);
    answer(&cast[&Who::Seeker], &approved, "approved").await;
    answer(&cast[&Who::Seeker], &declined, "declined").await;
    let bell = json(cast[&Who::Seeker].browser.get("/api/notifications").await).await;
    let seeker_notification =
        bell["notifications"][0]["id"].as_str().expect("the seeker has a notification").to_owned();
    let batch = cast[&Who::Admin]
        .browser
        .send_json(
            Method::POST,
            "/api/admin/emails",
            &json!({"userIds": [cast[&Who::Seeker].account_id], "subject": "Probe", "content": "Hello", "isHtml": false}),
        )
        .await;
    assert_eq!(batch.status(), StatusCode::ACCEPTED);
    let admin_batch = json(batch).await["batchId"].as_str().expect("a batch id").to_owned();
    Objects {
        approved_request: approved,
        seeker_profile,
        dual_profile,
        pending_request,
        seeker_notification,
        admin_batch,
        recruiter2_account: cast[&Who::Recruiter2].account_id.clone(),
    }
}

/// One request of the walk.
struct Case {
    method: Method,
    template: String,
    path: String,
    body: Body,
}

enum Body {
    None,
    Json(Value),
    Raw(&'static str, Vec<u8>),
}

/// Every operation of the document except the stream (walked on its own) and the two
/// that end a session (walked last), with path parameters filled in with other
/// people's objects and a body that the right person would have accepted.
fn cases(doc: &Value, who: Who, objects: &Objects) -> Vec<Case> {
    let mut out = Vec::new();
    for (template, methods) in doc["paths"].as_object().unwrap() {
        for method in methods.as_object().unwrap().keys() {
            let method = Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
            let key = format!("{method} {template}");
            if matches!(key.as_str(), "GET /api/events" | "DELETE /api/account" | "POST /api/auth/logout") {
                continue;
            }
            let path = template
                .replace("{profile_id}", &objects.seeker_profile)
                .replace("{batchId}", &objects.admin_batch)
                .replace("{place_id}", "2147714")
                .replace(
                    "{id}",
                    if template.starts_with("/api/notifications") {
                        &objects.seeker_notification
                    } else {
                        &objects.pending_request
                    },
                );
            let query = match template.as_str() {
                "/api/search" | "/api/search/debug" => "?q=probing",
                "/api/profile/codename-availability" => "?codename=zq-free-codename",
                "/api/places/autocomplete" => "?input=per",
                "/api/places/resolve" => "?q=Perth",
                "/api/places/reverse" => "?lat=-31.95&lng=115.86",
                _ => "",
            };
            out.push(Case {
                body: body_for(&key, who, objects),
                method,
                template: template.clone(),
                path: path + query,
            });
        }
    }
    // Reads first, so the lists are walked as the interactions left them.
    out.sort_by_key(|c| (c.method != Method::GET, c.template.clone(), c.method.to_string()));
    out
}

fn body_for(key: &str, who: Who, objects: &Objects) -> Body {
    let own_profile = if who.is_seeker() { who } else { Who::Seeker };
    Body::Json(match key {
        "POST /api/admin/emails" => {
            json!({"userIds": [objects.recruiter2_account], "subject": "Probe", "content": "Hi", "isHtml": false})
        }
        "POST /api/admin/users" => json!({}),
        "POST /api/assistant/codenames" => json!({"jobTitle": "Data engineer"}),
        "POST /api/assistant/generate" => json!({"type": "headline", "input": "data engineer"}),
        "POST /api/early-access" => json!({"email": "zqearly@probe.example"}),
        // The people without a company page send an invalid one, so they stay without.
        "PUT /api/employer" if !who.has_employer() => json!({}),
        "PUT /api/employer" => people::employer_body(who),
        "PUT /api/profile" => people::profile_body(own_profile),
        "PATCH /api/profile" => json!({"headline": format!("Probe headline {}", own_profile.code())}),
        "POST /api/profile-views" => json!({"profileId": objects.seeker_profile}),
        "POST /api/profile-views/debug/generate" => {
            json!({"viewerId": objects.recruiter2_account, "viewedProfileId": objects.dual_profile})
        }
        "POST /api/reveal-requests" => json!({"profileId": objects.seeker_profile, "message": "Again"}),
        "PATCH /api/reveal-requests/{id}" => json!({"status": "declined"}),
        "PUT /api/roles" => json!({"role": who.role().unwrap_or("admin")}),
        "POST /api/search/history" => json!({"keyword": "probing"}),
        // A photo would replace the planted one; the walk checks who may upload.
        "POST /api/uploads/photo" => return Body::Raw("image/png", b"not a picture".to_vec()),
        "POST /api/uploads/logo" => return Body::Raw("image/png", png(16, 16, 7)),
        k if k.starts_with("GET ") || k.starts_with("DELETE ") => return Body::None,
        _ => return Body::None,
    })
}

async fn send(person: &Person, case: &Case) -> reqwest::Response {
    let b = &person.browser;
    match &case.body {
        Body::None if case.method == Method::GET => b.get(&case.path).await,
        Body::None => b.send_empty(case.method.clone(), &case.path).await,
        Body::Json(v) => b.send_json(case.method.clone(), &case.path, v).await,
        Body::Raw(t, bytes) => b.post_raw(&case.path, t, bytes.clone()).await,
    }
}

/// Identity markers in `text` that `viewer` may not see.
fn leaks(cast: &BTreeMap<Who, Person>, viewer: Who, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for owner in cast.values() {
        for (field, marker) in &owner.markers {
            if !may_see(viewer, owner.who, *field) && text.contains(marker.as_str()) {
                out.push(format!("{:?}'s {field:?} ({marker})", owner.who));
            }
        }
    }
    out
}

/// Values about the dual-role person, split by side, from every response anyone but
/// them and the admin got. Any value on both sides would let a third party link them.
#[derive(Default)]
struct DualSides {
    recruiter: BTreeSet<String>,
    anonymous: BTreeSet<String>,
}

impl DualSides {
    fn take(&mut self, body: &Value) {
        let company = Who::Dual.company();
        let codename = Who::Dual.codename();
        let mut stack = vec![body];
        while let Some(v) = stack.pop() {
            match v {
                Value::Array(items) => stack.extend(items),
                Value::Object(map) => {
                    let text = v.to_string();
                    if map.values().all(|f| !f.is_array()) {
                        if text.contains(&company) && !text.contains(&codename) {
                            leaves(v, &mut self.recruiter);
                        } else if text.contains(&codename) && !text.contains(&company) {
                            leaves(v, &mut self.anonymous);
                        }
                    }
                    stack.extend(map.values());
                }
                _ => {}
            }
        }
    }
}

/// Strings and large numbers of a value, and the parts of URLs and ids.
fn leaves(v: &Value, out: &mut BTreeSet<String>) {
    match v {
        Value::String(s) => {
            out.insert(s.clone());
            for part in s.split(['/', '?', '&', '=', '.', ' ']) {
                if part.len() >= 8 {
                    out.insert(part.to_owned());
                }
            }
        }
        Value::Number(n) if n.as_f64().is_some_and(|f| f.abs() >= 10_000.0) => {
            out.insert(n.to_string());
        }
        Value::Array(items) => items.iter().for_each(|i| leaves(i, out)),
        Value::Object(map) => map.values().for_each(|i| leaves(i, out)),
        _ => {}
    }
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
    println!(
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
