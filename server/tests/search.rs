//! Candidate search over HTTP: ranking, typo tolerance, prefixes, filters and location
//! widening, pagination, what never appears (hidden profiles, the searcher's own, deleted
//! accounts, identities), freshness after an edit, history, the debug endpoints, the
//! index rebuilt from the database, and two instances on one PostgreSQL in step.

mod common;

use std::time::{Duration, Instant};

use common::{
    Backend, Browser, TestApp, error_code,
    fake_idp::{CLIENT_ID, CLIENT_SECRET, FakeIdp, Forgery},
    json, location,
};
use futures::{StreamExt, stream};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use veil::{db::Db, with_db};

backend_tests!(
    a_headline_match_ranks_above_a_pitch_only_match,
    typos_are_tolerated_in_long_words_but_not_in_short_ones,
    the_last_keyword_also_matches_as_a_prefix,
    every_keyword_must_match,
    job_type_filters_and_an_unknown_job_type_is_refused,
    location_widens_to_the_state_then_the_country_unless_flexible_search_is_off,
    pagination_edges,
    hidden_profiles_leave_results_and_counts_at_once,
    the_searchers_own_profile_never_appears,
    a_deleted_account_leaves_the_results,
    an_edit_is_searchable_when_the_save_returns,
    without_a_keyword_the_newest_profiles_come_first,
    hits_are_anonymous_until_this_recruiters_request_is_approved,
    search_is_for_signed_in_recruiters,
    search_history_keeps_the_latest_ten_without_duplicates,
    index_stats_are_readable_by_any_signed_in_user,
    reindex_in_development_mode_rebuilds_and_keeps_results,
    reindex_outside_development_mode_needs_the_admin,
    the_index_is_rebuilt_when_its_directory_is_gone,
);

// ---------------------------------------------------------------------------------------
// Fixtures

/// A job seeker's profile; `with` changes fields of the default.
fn profile(codename: &str, headline: &str, skills: &[&str], with: Value) -> Value {
    let mut body = json!({
        "codename": codename,
        "headline": headline,
        "location": "Sydney, New South Wales, Australia",
        "city": "Sydney", "state": "New South Wales", "country": "Australia",
        "jobType": "remote",
        "minSalary": 120000, "maxSalary": 160000,
        "skills": skills,
        "status": "active",
        "pitch": "I like calm teams and careful work.",
        "summary": "",
    });
    for (key, value) in with.as_object().into_iter().flatten() {
        body[key] = value.clone();
    }
    body
}

struct Seeker {
    browser: Browser,
    /// The public profile id, as recruiters know it.
    profile_id: String,
}

impl Seeker {
    async fn save(&self, body: &Value) -> String {
        let r = self.browser.send_json(Method::PUT, "/api/profile", body).await;
        assert_eq!(r.status(), StatusCode::OK, "saving {body}");
        json(r).await["id"].as_str().expect("profile id").to_owned()
    }
}

async fn user_id(browser: &Browser) -> String {
    json(browser.get("/api/session").await).await["user"]["id"].as_str().expect("user id").to_owned()
}

/// A job seeker with a saved profile. The clock moves a second first, so profiles made
/// one after another have distinct creation times.
async fn seeker(app: &TestApp, email: &str, body: Value) -> Seeker {
    app.clock.advance_millis(1000);
    let browser = app.new_browser();
    browser.sign_in(email, "Jordan", "Quill").await;
    let r = browser.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    assert_eq!(r.status(), StatusCode::OK);
    let mut seeker = Seeker { profile_id: String::new(), browser };
    seeker.profile_id = seeker.save(&body).await;
    seeker
}

/// A recruiter with a company profile.
async fn recruiter(app: &TestApp, email: &str) -> Browser {
    let browser = app.new_browser();
    browser.sign_in(email, "Rita", "Recruiter").await;
    let r = browser.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    assert_eq!(r.status(), StatusCode::OK);
    let r = browser
        .send_json(Method::PUT, "/api/employer", &json!({
            "companyName": "Acme Talent", "website": "https://acme.example", "recruiterRole": "Talent Partner",
            "location": "Melbourne, Victoria, Australia", "city": "Melbourne", "state": "Victoria", "country": "Australia",
        }))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    browser
}

/// `GET /api/search?{query}`, which must answer 200.
async fn search(browser: &Browser, query: &str) -> Value {
    let r = browser.get(&format!("/api/search?{query}")).await;
    assert_eq!(r.status(), StatusCode::OK, "search {query}");
    json(r).await
}

fn codenames(result: &Value) -> Vec<String> {
    result["hits"]
        .as_array()
        .expect("hits")
        .iter()
        .map(|h| h["document"]["codename"].as_str().expect("codename").to_owned())
        .collect()
}

fn total(result: &Value) -> u64 {
    result["pagination"]["totalResults"].as_u64().expect("totalResults")
}

async fn codenames_for(browser: &Browser, query: &str) -> Vec<String> {
    codenames(&search(browser, query).await)
}

// ---------------------------------------------------------------------------------------
// Ranking and matching

async fn a_headline_match_ranks_above_a_pitch_only_match(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    seeker(&app, "a@example.com", profile("helm-captain", "Kubernetes Platform Engineer", &["Go", "Linux"], json!({})))
        .await;
    // Newer, so it would come first if the order were not by relevance.
    seeker(
        &app,
        "b@example.com",
        profile(
            "steady-hand",
            "Backend Developer",
            &["Java"],
            json!({"pitch": "I have run a small kubernetes cluster."}),
        ),
    )
    .await;
    seeker(&app, "c@example.com", profile("quiet-baker", "Pastry Chef", &["Baking"], json!({}))).await;
    let rita = recruiter(&app, "rita@example.com").await;

    let result = search(&rita, "q=kubernetes").await;
    assert_eq!(codenames(&result), ["helm-captain", "steady-hand"]);
    assert_eq!(total(&result), 2);
    assert_eq!(result["widened"], "none");
}

async fn typos_are_tolerated_in_long_words_but_not_in_short_ones(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    seeker(&app, "a@example.com", profile("helm-captain", "Kubernetes Engineer", &["SQL", "Terraform"], json!({})))
        .await;
    let rita = recruiter(&app, "rita@example.com").await;

    for typo in ["kubernets", "kuberentes", "terrafrom engineer", "kubernets engineer"] {
        assert_eq!(codenames_for(&rita, &format!("q={}", common::urlencode(typo))).await, ["helm-captain"], "{typo}");
    }
    // One edit turns a short word into another word: no fuzzing there.
    assert_eq!(codenames_for(&rita, "q=sql").await, ["helm-captain"]);
    for miss in ["sqk", "sqk%20engineer", "engineer%20sqk"] {
        assert!(codenames_for(&rita, &format!("q={miss}")).await.is_empty(), "{miss}");
    }
}

async fn the_last_keyword_also_matches_as_a_prefix(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    seeker(&app, "a@example.com", profile("front-runner", "Frontend Engineer", &["React", "TypeScript"], json!({})))
        .await;
    let rita = recruiter(&app, "rita@example.com").await;

    assert_eq!(codenames_for(&rita, "q=reac").await, ["front-runner"]);
    assert_eq!(codenames_for(&rita, "q=engineer%20typescr").await, ["front-runner"]);
    // Only the last keyword is a prefix.
    assert!(codenames_for(&rita, "q=typescr%20engineer").await.is_empty());
}

async fn every_keyword_must_match(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    seeker(&app, "a@example.com", profile("data-smith", "Backend Engineer", &["Rust", "PostgreSQL"], json!({}))).await;
    seeker(&app, "b@example.com", profile("pixel-smith", "Frontend Engineer", &["Rust", "React"], json!({}))).await;
    let rita = recruiter(&app, "rita@example.com").await;

    let mut both = codenames_for(&rita, "q=rust").await;
    both.sort();
    assert_eq!(both, ["data-smith", "pixel-smith"]);
    assert_eq!(codenames_for(&rita, "q=rust%20react").await, ["pixel-smith"]);
    assert_eq!(codenames_for(&rita, "q=postgresql%20rust").await, ["data-smith"]);
    assert!(codenames_for(&rita, "q=react%20postgresql").await.is_empty());
}

// ---------------------------------------------------------------------------------------
// Filters

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

async fn pagination_edges(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let bodies: Vec<(String, Value)> = (0..23)
        .map(|i| {
            (
                format!("p{i}@example.com"),
                profile(&format!("pager-{i:02}"), "Site Reliability Engineer", &["Linux"], json!({})),
            )
        })
        .collect();
    // Sign-ups in parallel keep the test quick; the order does not matter here.
    stream::iter(bodies)
        .for_each_concurrent(6, |(email, body)| {
            let app = &app;
            async move {
                seeker(app, &email, body).await;
            }
        })
        .await;
    seeker(&app, "other@example.com", profile("not-a-match", "Florist", &["Flowers"], json!({}))).await;
    let rita = recruiter(&app, "rita@example.com").await;

    let page = |n: &'static str| {
        let rita = &rita;
        async move { search(rita, &format!("q=reliability&page={n}")).await }
    };
    let pagination = |current: u64| json!({"currentPage": current, "perPage": 10, "totalPages": 3, "totalResults": 23});

    let first = page("1").await;
    assert_eq!((codenames(&first).len(), first["pagination"].clone()), (10, pagination(1)));
    let second = page("2").await;
    let third = page("3").await;
    assert_eq!((codenames(&third).len(), third["pagination"].clone()), (3, pagination(3)));
    let mut all: Vec<String> = [&first, &second, &third].into_iter().flat_map(codenames).collect();
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 23, "the pages cover every match once");

    let beyond = page("4").await;
    assert_eq!((codenames(&beyond).len(), beyond["pagination"].clone()), (0, pagination(4)));
    for clamped in ["0", "-1"] {
        let result = page(clamped).await;
        assert_eq!((codenames(&result), result["pagination"].clone()), (codenames(&first), pagination(1)), "{clamped}");
    }
    // Without a page: the first.
    assert_eq!(search(&rita, "q=reliability").await["pagination"], pagination(1));
    let r = rita.get("/api/search?q=reliability&page=two").await;
    assert!(r.status().is_client_error(), "a page that is not a number is refused, not a 500");
}

// ---------------------------------------------------------------------------------------
// What never appears

async fn stats(browser: &Browser) -> Value {
    let r = browser.get("/api/search/stats").await;
    assert_eq!(r.status(), StatusCode::OK);
    json(r).await
}

async fn hidden_profiles_leave_results_and_counts_at_once(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let body = profile("now-you-see", "Security Engineer", &["Cryptography"], json!({}));
    let shy = seeker(&app, "shy@example.com", body.clone()).await;
    seeker(
        &app,
        "open@example.com",
        profile("always-here", "Security Analyst", &["SIEM"], json!({"status": "passive"})),
    )
    .await;
    let rita = recruiter(&app, "rita@example.com").await;
    assert_eq!(total(&search(&rita, "q=security").await), 2);
    assert_eq!(stats(&rita).await["num_documents"], 2);

    let mut hidden = body.clone();
    hidden["status"] = json!("hidden");
    shy.save(&hidden).await;
    let result = search(&rita, "q=security").await;
    assert_eq!((codenames(&result), total(&result)), (vec!["always-here".to_owned()], 1));
    assert!(codenames_for(&rita, "q=cryptography").await.is_empty());
    assert!(!codenames_for(&rita, "").await.contains(&"now-you-see".to_owned()));
    let after = stats(&rita).await;
    assert_eq!(after["num_documents"], 1);
    assert_eq!(after["database_profiles"], 1);
    assert!(!after.to_string().contains("now-you-see"));
    let r = rita.get(&format!("/api/candidates/{}", shy.profile_id)).await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);

    shy.save(&body).await;
    assert_eq!(total(&search(&rita, "q=security").await), 2);
    assert_eq!(codenames_for(&rita, "q=cryptography").await, ["now-you-see"]);
    assert_eq!(stats(&rita).await["num_documents"], 2);
}

async fn the_searchers_own_profile_never_appears(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let both = app.new_browser();
    both.sign_in("both@example.com", "Dana", "Dual").await;
    let r = both.send_json(Method::PUT, "/api/roles", &json!({"role": "both"})).await;
    assert_eq!(r.status(), StatusCode::OK);
    let r =
        both.send_json(Method::PUT, "/api/profile", &profile("two-hats", "Rust Engineer", &["Rust"], json!({}))).await;
    assert_eq!(r.status(), StatusCode::OK);
    seeker(&app, "other@example.com", profile("one-hat", "Rust Engineer", &["Rust"], json!({}))).await;

    for query in ["q=rust", "", "q=two-hats", "city=Sydney&country=Australia"] {
        let result = search(&both, query).await;
        assert!(!codenames(&result).contains(&"two-hats".to_owned()), "{query}");
    }
    assert_eq!(total(&search(&both, "q=rust").await), 1, "nor in the count");
    // Others find it.
    let rita = recruiter(&app, "rita@example.com").await;
    assert_eq!(total(&search(&rita, "q=rust").await), 2);
}

async fn a_deleted_account_leaves_the_results(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let leaving =
        seeker(&app, "bye@example.com", profile("gone-soon", "Elixir Developer", &["Elixir"], json!({}))).await;
    let rita = recruiter(&app, "rita@example.com").await;
    assert_eq!(codenames_for(&rita, "q=elixir").await, ["gone-soon"]);

    let r = leaving.browser.send_empty(Method::DELETE, "/api/account").await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    let result = search(&rita, "q=elixir").await;
    assert_eq!((codenames(&result).len(), total(&result)), (0, 0));
    assert_eq!(stats(&rita).await["num_documents"], 0);
}

async fn an_edit_is_searchable_when_the_save_returns(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let body = profile("career-change", "Pastry Chef", &["Baking"], json!({}));
    let changer = seeker(&app, "chef@example.com", body.clone()).await;
    let rita = recruiter(&app, "rita@example.com").await;
    assert_eq!(codenames_for(&rita, "q=pastry").await, ["career-change"]);

    let mut edited = body;
    edited["headline"] = json!("Quantum Cryptographer");
    edited["jobType"] = json!("onsite");
    changer.save(&edited).await;
    assert_eq!(codenames_for(&rita, "q=cryptographer&jobType=onsite").await, ["career-change"]);
    assert!(codenames_for(&rita, "q=pastry").await.is_empty());
    assert!(codenames_for(&rita, "jobType=remote").await.is_empty());

    // The assistant's partial saves too.
    let r = changer.browser.send_json(Method::PATCH, "/api/profile", &json!({"addSkills": ["Lattices"]})).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(codenames_for(&rita, "q=lattices").await, ["career-change"]);
}

async fn without_a_keyword_the_newest_profiles_come_first(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let first = profile("first-in", "Engineer", &["Go"], json!({}));
    let early = seeker(&app, "1@example.com", first.clone()).await;
    seeker(&app, "2@example.com", profile("second-in", "Engineer", &["Go"], json!({}))).await;
    seeker(&app, "3@example.com", profile("third-in", "Engineer", &["Go"], json!({}))).await;
    let rita = recruiter(&app, "rita@example.com").await;
    assert_eq!(codenames_for(&rita, "").await, ["third-in", "second-in", "first-in"]);

    // An edit does not make a profile newer.
    let mut edited = first;
    edited["headline"] = json!("Staff Engineer");
    early.save(&edited).await;
    assert_eq!(codenames_for(&rita, "q=%20%20").await, ["third-in", "second-in", "first-in"]);
    // With a keyword, relevance decides instead.
    assert_eq!(codenames_for(&rita, "q=staff").await, ["first-in"]);
}

async fn hits_are_anonymous_until_this_recruiters_request_is_approved(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let browser = app.new_browser();
    browser.sign_in("ada.secret@example.com", "Adaline", "Zebulon").await;
    browser.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    let mut body = profile("night-owl", "Compiler Engineer", &["LLVM"], json!({}));
    body["linkedinUrl"] = json!("https://www.linkedin.com/in/adaline-zebulon");
    body["phoneNumber"] = json!("0412 345 678");
    body["phoneCountryCode"] = json!("+61");
    let r = browser.send_json(Method::PUT, "/api/profile", &body).await;
    assert_eq!(r.status(), StatusCode::OK);
    let seeker_id = user_id(&browser).await;
    let rita = recruiter(&app, "rita@example.com").await;
    let rita_id = user_id(&rita).await;
    let secrets = ["Adaline", "Zebulon", "ada.secret", "adaline-zebulon", "345 678"];

    let text = rita.get("/api/search?q=compiler").await.text().await.unwrap();
    let result: Value = serde_json::from_str(&text).unwrap();
    let card = &result["hits"][0]["document"];
    assert_eq!(card["codename"], "night-owl");
    assert_eq!(card["headline"], "Compiler Engineer");
    assert_eq!(card["skills"], json!(["LLVM"]));
    assert_eq!(card["revealRequest"], Value::Null);
    assert_eq!(card["revealed"], Value::Null);
    for secret in secrets {
        assert!(!text.contains(secret), "a search hit carries `{secret}`");
    }

    // A pending request shows its state, still without the name.
    let now = app.clock.now_millis();
    with_db!(&app.db, pool => sqlx::query(
        "INSERT INTO reveal_requests (id, profile_id, employer_id, status, message, created_at, updated_at) \
         VALUES ('req-1', $1, $2, 'pending', 'Hello', $3, $3)",
    )
    .bind(&seeker_id)
    .bind(&rita_id)
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ()))
    .unwrap();
    let text = rita.get("/api/search?q=compiler").await.text().await.unwrap();
    let result: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(result["hits"][0]["document"]["revealRequest"]["status"], "pending");
    assert_eq!(result["hits"][0]["document"]["revealed"], Value::Null);
    for secret in secrets {
        assert!(!text.contains(secret), "a pending request reveals `{secret}`");
    }

    // Approved: the name (and photo slot) reach this recruiter, and nobody else.
    let set_status = |status: &'static str| {
        let db = app.db.clone();
        async move {
            with_db!(&db, pool => sqlx::query("UPDATE reveal_requests SET status = $1 WHERE id = 'req-1'")
                .bind(status)
                .execute(pool)
                .await
                .map(|_| ()))
            .unwrap();
        }
    };
    set_status("approved").await;
    let revealed = search(&rita, "q=compiler").await;
    let card = &revealed["hits"][0]["document"];
    assert_eq!(card["revealRequest"]["status"], "approved");
    assert_eq!(card["revealed"]["firstName"], "Adaline");
    assert_eq!(card["revealed"]["lastName"], "Zebulon");
    assert!(card["revealed"].get("avatarUrl").is_some());
    assert!(!revealed.to_string().contains("ada.secret"), "search never carries the e-mail");
    let other = recruiter(&app, "otto@example.com").await;
    let text = other.get("/api/search?q=compiler").await.text().await.unwrap();
    assert!(!text.contains("Adaline") && !text.contains("Zebulon"), "another recruiter sees no name");

    // Declined again: hidden again.
    set_status("declined").await;
    let text = rita.get("/api/search?q=compiler").await.text().await.unwrap();
    for secret in secrets {
        assert!(!text.contains(secret), "a declined request reveals `{secret}`");
    }
}

async fn search_is_for_signed_in_recruiters(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let r = app.get("/api/search?q=rust").await;
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(error_code(r).await, "unauthenticated");
    for path in ["/api/search/history", "/api/search/stats"] {
        assert_eq!(app.get(path).await.status(), StatusCode::UNAUTHORIZED, "{path}");
    }
    let r = app.browser.send_empty(Method::POST, "/api/search/reindex").await;
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);

    let job_seeker = seeker(&app, "js@example.com", profile("just-looking", "Engineer", &["Go"], json!({}))).await;
    let r = job_seeker.browser.get("/api/search?q=engineer").await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    assert_eq!(job_seeker.browser.get("/api/search/history").await.status(), StatusCode::FORBIDDEN);

    let rita = recruiter(&app, "rita@example.com").await;
    let long = "a".repeat(201);
    let r = rita.get(&format!("/api/search?q={long}")).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    // Odd input is an empty or ordinary search, never an error.
    for odd in ["q=%22%2B-%28%29%3A*%5E~", "q=%E2%9C%A8", "q=AND%20OR%20NOT", "q=a%20b%20c%20d%20e%20f%20g%20h%20i%20j"]
    {
        let r = rita.get(&format!("/api/search?{odd}")).await;
        assert_eq!(r.status(), StatusCode::OK, "{odd}");
    }
}

async fn search_history_keeps_the_latest_ten_without_duplicates(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let rita = recruiter(&app, "rita@example.com").await;
    let record = |keyword: &str, city: Option<&str>| {
        let mut body = json!({"keyword": keyword});
        if let Some(city) = city {
            body["locationData"] = json!({"city": city, "state": "", "country": "Australia", "formattedAddress": format!("{city}, Australia")});
        }
        let rita = &rita;
        let clock = app.clock.clone();
        async move {
            clock.advance_millis(1000);
            let r = rita.send_json(Method::POST, "/api/search/history", &body).await;
            assert_eq!(r.status(), StatusCode::NO_CONTENT, "{body}");
        }
    };
    let keywords = |history: &Value| -> Vec<String> {
        history.as_array().unwrap().iter().map(|e| e["keyword"].as_str().unwrap().to_owned()).collect()
    };

    record("rust", None).await;
    record("rust", Some("Sydney")).await;
    record("go", None).await;
    let history = json(rita.get("/api/search/history").await).await;
    assert_eq!(keywords(&history), ["go", "rust", "rust"]);
    assert_eq!(history[1]["locationData"]["city"], "Sydney");
    assert_eq!(history[2]["locationData"], Value::Null);

    // The same keyword and place again moves it to the top instead of adding it.
    record("rust", None).await;
    let history = json(rita.get("/api/search/history").await).await;
    assert_eq!(keywords(&history), ["rust", "go", "rust"]);
    assert_eq!(history[0]["locationData"], Value::Null);

    for i in 0..10 {
        record(&format!("skill-{i}"), None).await;
    }
    let history = json(rita.get("/api/search/history").await).await;
    assert_eq!(history.as_array().unwrap().len(), 10);
    assert_eq!(history[0]["keyword"], "skill-9");
    assert_eq!(json(rita.get("/api/search/history?limit=50").await).await.as_array().unwrap().len(), 10);

    // Nothing to save (no keyword, no location) is accepted and saves nothing.
    let r = rita.send_json(Method::POST, "/api/search/history", &json!({"keyword": "  "})).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    assert_eq!(json(rita.get("/api/search/history").await).await[0]["keyword"], "skill-9");
    // Another recruiter's history is their own.
    let otto = recruiter(&app, "otto@example.com").await;
    assert_eq!(json(otto.get("/api/search/history").await).await, json!([]));
}

async fn index_stats_are_readable_by_any_signed_in_user(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let body = profile("stat-one", "Engineer", &["Go"], json!({}));
    let reader = app.new_browser();
    reader.sign_in("curious@example.com", "Cora", "Curious").await;
    seeker(&app, "secret.one@example.com", body).await;
    seeker(&app, "secret.two@example.com", profile("stat-two", "Engineer", &["Go"], json!({"status": "hidden"}))).await;

    let text = reader.get("/api/search/stats").await.text().await.unwrap();
    let stats: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(stats["num_documents"], 1);
    assert_eq!(stats["database_profiles"], 1);
    let samples = stats["sample_documents"].as_array().unwrap();
    assert_eq!(samples.len(), 1);
    assert_eq!(samples[0]["codename"], "stat-one");
    for secret in ["Jordan", "Quill", "secret.one", "stat-two"] {
        assert!(!text.contains(secret), "stats carry `{secret}`");
    }
}

async fn reindex_in_development_mode_rebuilds_and_keeps_results(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    for i in 0..3 {
        seeker(&app, &format!("{i}@example.com"), profile(&format!("keeper-{i}"), "Go Engineer", &["Go"], json!({})))
            .await;
    }
    seeker(&app, "h@example.com", profile("keeper-hidden", "Go Engineer", &["Go"], json!({"status": "hidden"}))).await;
    let rita = recruiter(&app, "rita@example.com").await;
    let before = search(&rita, "q=go").await;

    let r = rita.send_empty(Method::POST, "/api/search/reindex").await;
    assert_eq!(r.status(), StatusCode::OK);
    let body = json(r).await;
    assert_eq!(body["numDocuments"], 3);
    assert!(body["message"].as_str().unwrap().starts_with("Indexed 3 profiles"), "{body}");

    let after = search(&rita, "q=go").await;
    assert_eq!(codenames(&after), codenames(&before));
    assert_eq!(total(&after), 3);
    assert_eq!(stats(&rita).await["num_documents"], 3);
}

async fn reindex_outside_development_mode_needs_the_admin(backend: Backend) {
    let idp = FakeIdp::start(false).await;
    let issuer = idp.issuer.clone();
    let app = TestApp::spawn_with(
        backend,
        Box::new(move |s| {
            s.oidc_issuer_url = issuer;
            s.oidc_client_id = CLIENT_ID.into();
            s.oidc_client_secret = veil::config::Secret::new(CLIENT_SECRET);
            s.admin_email = "boss@example.com".into();
        }),
    )
    .await;
    let sign_in = |claims: Value| {
        let browser = app.new_browser();
        let idp = &idp;
        let app = &app;
        async move {
            let authorize = browser.start_sign_in(None).await;
            let param = |name: &str| {
                authorize.query_pairs().find(|(k, _)| k == name).map(|(_, v)| v.into_owned()).unwrap_or_default()
            };
            idp.prepare(Forgery::None, claims, &param("nonce"), app.clock.now_millis() / 1000);
            let r = browser.get(&format!("/api/auth/callback?code=c&state={}", param("state"))).await;
            assert_eq!(r.status(), StatusCode::SEE_OTHER);
            assert_ne!(location(&r), "/signin?error=login_failed");
            browser
        }
    };

    let staff = sign_in(json!({"sub": "staff-1", "email": "staff@example.com"})).await;
    assert_eq!(staff.get("/api/search/stats").await.status(), StatusCode::OK, "reading stays open");
    let r = staff.send_empty(Method::POST, "/api/search/reindex").await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);

    let boss = sign_in(json!({"sub": "boss-1", "email": "boss@example.com", "email_verified": true})).await;
    let r = boss.send_empty(Method::POST, "/api/search/reindex").await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(json(r).await["numDocuments"], 0);
}

// ---------------------------------------------------------------------------------------
// The index is derived data

async fn the_index_is_rebuilt_when_its_directory_is_gone(backend: Backend) {
    let mut app = TestApp::spawn(backend).await;
    for i in 0..4 {
        seeker(
            &app,
            &format!("{i}@example.com"),
            profile(&format!("survivor-{i}"), "Haskell Developer", &["Haskell"], json!({})),
        )
        .await;
    }
    let rita = recruiter(&app, "rita@example.com").await;
    let before = search(&rita, "q=haskell").await;
    assert_eq!(total(&before), 4);

    app.restart(|data_dir| std::fs::remove_dir_all(data_dir.join("search")).expect("the index directory exists")).await;
    let after = search(&rita, "q=haskell").await;
    assert_eq!(codenames(&after), codenames(&before));
    assert_eq!(stats(&rita).await["num_documents"], 4);

    // An intact index resumes from its recorded feed position, and a change no request
    // announced (written straight to the database) still reaches it through the feed.
    app.restart(|_| {}).await;
    with_db!(&app.db, pool => sqlx::query("UPDATE profiles SET headline = 'Scala Developer' WHERE codename = 'survivor-0'")
        .execute(pool)
        .await
        .map(|_| ()))
    .unwrap();
    app.restart(|_| {}).await;
    assert_eq!(codenames_for(&rita, "q=scala").await, ["survivor-0"]);
    assert_eq!(total(&search(&rita, "q=haskell").await), 4, "skills still say Haskell");
    assert_eq!(stats(&rita).await["num_documents"], 4);
}

// ---------------------------------------------------------------------------------------
// Several instances on one PostgreSQL

/// Polls `query` on `browser` until `done` holds; returns how long that took.
async fn time_until(
    browser: &Browser,
    query: &str,
    limit: Duration,
    done: impl Fn(&Value) -> bool,
) -> Option<Duration> {
    let started = Instant::now();
    while started.elapsed() < limit {
        if done(&search(browser, query).await) {
            return Some(started.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    None
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_on_one_postgres_database_stay_in_step() {
    let Some(backend) = Backend::postgres() else {
        eprintln!("VEIL_TEST_POSTGRES_URL is not set; PostgreSQL case skipped");
        return;
    };
    let a = TestApp::spawn(backend).await;
    let b = TestApp::spawn_beside(&a).await;
    let rita_on_b = recruiter(&b, "rita@example.com").await;
    let has = |codename: &'static str| move |result: &Value| codenames(result).contains(&codename.to_owned());
    let lacks = |codename: &'static str| move |result: &Value| !codenames(result).contains(&codename.to_owned());

    // A profile saved through A: B's index follows through the change feed's NOTIFY.
    let body = profile("over-there", "Erlang Developer", &["Erlang"], json!({}));
    let saver = seeker(&a, "far@example.com", body.clone()).await;
    let took = time_until(&rita_on_b, "q=erlang", Duration::from_millis(1500), has("over-there")).await;
    let took = took.expect("instance B finds a profile saved on A");
    assert!(took <= Duration::from_secs(1), "B followed A within a second (took {took:?})");

    // Hidden on A: gone from B.
    let mut hidden = body.clone();
    hidden["status"] = json!("hidden");
    saver.save(&hidden).await;
    let took = time_until(&rita_on_b, "q=erlang", Duration::from_millis(1500), lacks("over-there")).await;
    assert!(took.expect("B drops a profile hidden on A") <= Duration::from_secs(1));

    // A change whose notification never arrived (written with triggers off, the feed
    // entry by hand and no NOTIFY) heals through the poller.
    let Db::Postgres(pool) = &a.db else { unreachable!() };
    let now = a.clock.now_millis();
    let mut tx = pool.begin().await.unwrap();
    sqlx::query("SET LOCAL session_replication_role = replica").execute(&mut *tx).await.unwrap();
    sqlx::query(
        "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) \
         VALUES ('silent-1', 'test', 'silent-1', 'silent@example.com', TRUE, $1, $1)",
    )
    .bind(now)
    .execute(&mut *tx)
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO profiles (id, codename, headline, skills, created_at, updated_at) \
         VALUES ('silent-1', 'no-bell', 'Erlang Developer', '[\"Erlang\"]', $1, $1)",
    )
    .bind(now)
    .execute(&mut *tx)
    .await
    .unwrap();
    sqlx::query("INSERT INTO search_changes (profile_id, created_at) VALUES ('silent-1', $1)")
        .bind(chrono_now_millis())
        .execute(&mut *tx)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    // The poller runs every second; allow for its phase and a busy machine.
    let took = time_until(&rita_on_b, "q=erlang", Duration::from_secs(3), has("no-bell")).await;
    let took = took.expect("B's poller applies a change that was never announced");
    assert!(took <= Duration::from_millis(2500), "B healed within the poll interval (took {took:?})");
    let rita_on_a = recruiter(&a, "rita.a@example.com").await;
    let took = time_until(&rita_on_a, "q=erlang", Duration::from_secs(3), has("no-bell")).await;
    assert!(took.is_some(), "A heals too");
}

fn chrono_now_millis() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_millis() as i64
}
