//! "Download my data" over HTTP on both databases: the ZIP opens and holds
//! every table that mentions the person (compared with the database's own catalogue),
//! a recruiter's ZIP holds a candidate's identity only while approved, the link works
//! for its owner for 24 hours, and deleting the account deletes the export.

use crate::common;

use std::{
    collections::{BTreeMap, BTreeSet},
    io::{Cursor, Read},
    time::Duration,
};

use common::{Backend, Browser, TestApp, catalogue, error_code, json};
use image::{DynamicImage, ImageFormat, Rgb, RgbImage};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use veil::with_db;

backend_tests!(
    an_export_holds_every_table_that_mentions_the_person,
    a_recruiters_export_holds_no_identity_unless_approved_now,
    the_link_is_the_owners_for_24_hours_then_row_and_file_are_gone,
    one_export_at_a_time_and_a_build_cut_short_is_resumed,
    deleting_the_account_deletes_its_export_and_file,
);

const HOUR: i64 = 3_600_000;

/// Tables that mention a person but are not their data: the search index's change queue
/// (ids only, consumed by the index), the background job queue (work about them, done
/// and purged; what it sends is in their e-mails) and the export's own bookkeeping (the
/// exports, and the identities a recruiter's export holds).
const NOT_EXPORTED: &[&str] = &["search_changes", "jobs", "data_exports", "data_export_identities"];

fn jpeg(shade: u8) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    DynamicImage::ImageRgb8(RgbImage::from_pixel(24, 24, Rgb([shade, 90, 200])))
        .write_to(&mut out, ImageFormat::Jpeg)
        .unwrap();
    out.into_inner()
}

fn png() -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    DynamicImage::ImageRgb8(RgbImage::from_pixel(16, 16, Rgb([9, 9, 9]))).write_to(&mut out, ImageFormat::Png).unwrap();
    out.into_inner()
}

async fn user_id(b: &Browser) -> String {
    json(b.get("/api/session").await).await["user"]["id"].as_str().unwrap().to_owned()
}

/// A job seeker with a profile; returns the browser and the profile's public id.
async fn seeker(app: &TestApp, email: &str, first: &str, last: &str, codename: &str) -> (Browser, String) {
    let b = app.new_browser();
    b.sign_in(email, first, last).await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    let r = b
        .send_json(Method::PUT, "/api/profile", &json!({
            "codename": codename, "headline": "Platform Engineer", "skills": ["Kubernetes", "Go"],
            "location": "Berlin, Germany", "city": "Berlin", "country": "Germany",
            "linkedinUrl": format!("https://www.linkedin.com/in/{codename}-li"), "phoneNumber": "5550100", "phoneCountryCode": "+49",
        }))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let public_id = json(r).await["id"].as_str().unwrap().to_owned();
    (b, public_id)
}

async fn employer_page(b: &Browser, company: &str) {
    let body = json!({"companyName": company, "website": "https://northwind.example", "recruiterRole": "Talent Lead", "location": "Berlin"});
    assert_eq!(b.send_json(Method::PUT, "/api/employer", &body).await.status(), StatusCode::OK);
}

async fn recruiter(app: &TestApp, email: &str, company: &str) -> Browser {
    let b = app.new_browser();
    b.sign_in(email, "Rhea", "Hires").await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    employer_page(&b, company).await;
    b
}

async fn send_request(b: &Browser, profile_id: &str) -> String {
    let r = b
        .send_json(Method::POST, "/api/reveal-requests", &json!({"profileId": profile_id, "message": "Hello there"}))
        .await;
    assert_eq!(r.status(), StatusCode::CREATED);
    json(r).await["id"].as_str().unwrap().to_owned()
}

async fn answer(b: &Browser, id: &str, body: Value) {
    let r = b.send_json(Method::PATCH, &format!("/api/reveal-requests/{id}"), &body).await;
    assert_eq!(r.status(), StatusCode::OK, "answer {body}");
}

async fn start_export(b: &Browser) -> Value {
    let r = b.send_empty(Method::POST, "/api/account/data-export").await;
    assert_eq!(r.status(), StatusCode::ACCEPTED);
    json(r).await
}

async fn export_state(b: &Browser) -> Value {
    let r = b.get("/api/account/data-export").await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["cache-control"], "no-store");
    json(r).await["export"].clone()
}

/// Polls the account page's view of the export until it is no longer preparing.
async fn wait_until_finished(b: &Browser) -> Value {
    let started = std::time::Instant::now();
    loop {
        let export = export_state(b).await;
        if export["status"] != "preparing" {
            return export;
        }
        assert!(started.elapsed() < Duration::from_secs(30), "the export was not ready within 30 s: {export}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Asks for an export, waits for it and downloads it.
async fn export_of(b: &Browser) -> Zip {
    start_export(b).await;
    let export = wait_until_finished(b).await;
    assert_eq!(export["status"], "ready", "{export}");
    download(b, export["downloadUrl"].as_str().unwrap()).await
}

type Zip = zip::ZipArchive<Cursor<Vec<u8>>>;

async fn download(b: &Browser, url: &str) -> Zip {
    let r = b.get(url).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["content-type"], "application/zip");
    assert!(r.headers()["content-disposition"].to_str().unwrap().starts_with("attachment"));
    assert_eq!(r.headers()["cache-control"], "no-store");
    zip::ZipArchive::new(Cursor::new(r.bytes().await.unwrap().to_vec())).expect("the ZIP opens")
}

fn entry(zip: &mut Zip, name: &str) -> Vec<u8> {
    let mut file = zip.by_name(name).unwrap_or_else(|_| panic!("{name} is in the ZIP"));
    let mut bytes = Vec::new();
    file.read_to_end(&mut bytes).unwrap();
    bytes
}

fn entry_json(zip: &mut Zip, name: &str) -> Value {
    serde_json::from_slice(&entry(zip, name)).unwrap_or_else(|e| panic!("{name} is JSON: {e}"))
}

fn entry_names(zip: &Zip) -> Vec<String> {
    zip.file_names().map(|n| n.expect("a readable name").into_owned()).collect()
}

/// Every entry's text, to search for what must not be there.
fn all_text(zip: &mut Zip) -> String {
    let names = entry_names(zip);
    names.iter().map(|n| String::from_utf8_lossy(&entry(zip, n)).into_owned()).collect::<Vec<_>>().join("\n")
}

/// Whether a topic file holds anything: a value, or an object with a non-empty list.
fn holds_rows(value: &Value) -> bool {
    match value {
        Value::Null => false,
        Value::Array(items) => !items.is_empty(),
        Value::Object(map) => {
            let lists: Vec<&Value> = map.values().filter(|v| v.is_array()).collect();
            if lists.len() == map.len() { lists.iter().any(|l| holds_rows(l)) } else { !map.is_empty() }
        }
        _ => true,
    }
}

/// Tables with a foreign key to an account, a profile or a company page, and tables
/// with a text column holding `user_id` (a reference without a foreign key), from the
/// database's own catalogue: a table added later is covered without being listed here.
async fn tables_that_mention(app: &TestApp, user_id: &str) -> BTreeSet<String> {
    let mut tables: BTreeSet<String> = catalogue::foreign_keys(app)
        .await
        .into_iter()
        .filter(|(_, referenced)| ["users", "profiles", "employers"].contains(&referenced.as_str()))
        .map(|(table, _)| table)
        .collect();
    tables.insert("users".into());
    for (table, columns) in catalogue::text_columns(app).await {
        let condition: Vec<String> = columns.iter().map(|c| format!("{c} = $1")).collect();
        let sql = format!("SELECT COUNT(*) FROM {table} WHERE {}", condition.join(" OR "));
        let rows: i64 =
            with_db!(&app.db, pool => sqlx::query_scalar(&sql).bind(user_id).fetch_one(pool).await).unwrap();
        if rows > 0 {
            tables.insert(table);
        }
    }
    assert!(tables.len() >= 12, "the catalogue lists the schema: {tables:?}");
    tables
}

/// Rows the app has no quick route to, in both directions between two people.
async fn seed_rows_between(app: &TestApp, person: &str, other: &str) {
    let now = app.clock.now_millis();
    let statements = [
        "INSERT INTO activity_events (id, seeker_id, kind, employer_id, company_name, occurred_at) VALUES ($1 || '-a1', $1, 'profile_viewed', $2, 'Other Ltd', $3)",
        "INSERT INTO activity_events (id, seeker_id, kind, employer_id, occurred_at) VALUES ($1 || '-a2', $2, 'profile_viewed', $1, $3)",
        "INSERT INTO search_history (id, user_id, keyword, created_at) VALUES ($1 || '-s', $1, 'zq-searched-keyword', $3)",
        "INSERT INTO employer_shields (id, seeker_id, company_name, company_key, position, created_at) VALUES ($1 || '-h', $1, 'Shielded Co', 'shielded', 0, $3)",
        "INSERT INTO email_outbox (id, batch_id, recipient_user_id, to_address, subject, text_body, status, created_at) VALUES ($1 || '-e', 'b', $1, 'me@example.com', 'zq-mail-subject', 't', 'captured', $3)",
        "INSERT INTO email_settings (account_id, kind, enabled, updated_at) VALUES ($1, 'weekly_digest', FALSE, $3)",
        "INSERT INTO saved_searches (id, recruiter_id, name, name_key, keyword, opened_at, claimed_at, checked_at, created_at) VALUES ($1 || '-q', $1, 'Zq saved name', 'zq saved name', 'rust', $3, $3, $3, $3)",
        "INSERT INTO saved_search_matches (saved_search_id, profile_id, found_at) VALUES ($1 || '-q', $2, $3)",
        "INSERT INTO recruiter_blocks (id, seeker_id, recruiter_id, created_at) VALUES ($1 || '-b', $1, $2, $3)",
        "INSERT INTO departed_threads (id, account_id, side, started_at, left_at) VALUES ($1 || '-d', $1, 'recruiter', $3, $3)",
        "INSERT INTO departed_messages (id, thread_id, account_id, body, created_at) VALUES ($1 || '-dm', $1 || '-d', $1, 'Zq kept', $3)",
        "INSERT INTO reports (id, reporter_id, reported_id, subject, subject_id, reason, note, created_at) VALUES ($1 || '-p1', $1, $2, 'recruiter', $1 || '-v', 'spam', 'Zq my note', $3)",
        "INSERT INTO reports (id, reporter_id, reported_id, reported_role, subject, subject_id, reason, note, created_at) VALUES ($1 || '-p2', $2, $1, 'job_seeker', 'profile', $2 || '-v', 'harassment', 'Zq their note', $3)",
    ];
    for sql in statements {
        with_db!(&app.db, pool => sqlx::query(sql).bind(person).bind(other).bind(now).execute(pool).await.map(|_| ()))
            .unwrap();
    }
}

async fn an_export_holds_every_table_that_mentions_the_person(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    // Someone with both roles, a photo, a logo, and rows everywhere.
    let (me, my_profile) = seeker(&app, "me@example.com", "Zqmefirst", "Zqmelast", "quiet-harbour").await;
    me.send_json(Method::PUT, "/api/roles", &json!({"role": "both"})).await;
    employer_page(&me, "Zq Own Company").await;
    assert_eq!(me.post_raw("/api/uploads/photo", "image/jpeg", jpeg(30)).await.status(), StatusCode::OK);
    assert_eq!(me.post_raw("/api/uploads/logo", "image/png", png()).await.status(), StatusCode::OK);
    let (other, other_profile) =
        seeker(&app, "other@example.com", "Zqotherfirst", "Zqotherlast", "bright-meadow").await;
    other.send_json(Method::PUT, "/api/roles", &json!({"role": "both"})).await;
    employer_page(&other, "Other Ltd").await;
    // Requests and views both ways; the notifications come with them.
    let to_me = send_request(&other, &my_profile).await;
    send_request(&me, &other_profile).await;
    // A message each way on the request to me, before I decline it; discreet e-mails off.
    for (writer, body) in [(&other, "Zq a question"), (&me, "Zq an answer")] {
        let path = format!("/api/reveal-requests/{to_me}/messages");
        assert_eq!(writer.send_json(Method::POST, &path, &json!({"body": body})).await.status(), StatusCode::CREATED);
    }
    me.send_json(Method::PATCH, "/api/account/email-settings", &json!({"discreet": false})).await;
    answer(&me, &to_me, json!({"status": "declined", "reason": "not_looking_right_now"})).await;
    for (viewer, profile) in [(&me, &other_profile), (&other, &my_profile)] {
        let r = viewer.send_json(Method::POST, "/api/profile-views", &json!({"profileId": profile})).await;
        assert_eq!(json(r).await["recorded"], true);
    }
    let (my_id, other_id) = (user_id(&me).await, user_id(&other).await);
    seed_rows_between(&app, &my_id, &other_id).await;

    let mut zip = export_of(&me).await;
    let manifest = entry_json(&mut zip, "manifest.json");
    let mut covered: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for file in manifest["files"].as_array().unwrap() {
        for table in file["tables"].as_array().unwrap() {
            covered.entry(table.as_str().unwrap().to_owned()).or_default().push(file["file"].as_str().unwrap().into());
        }
    }
    let mentioning = tables_that_mention(&app, &my_id).await;
    for table in mentioning.iter().filter(|t| !NOT_EXPORTED.contains(&t.as_str())) {
        // A table added later must be exported (a topic in data_export::contents) to pass.
        let files = covered.get(table).unwrap_or_else(|| panic!("no file of the ZIP holds the table {table}"));
        let held = files.iter().any(|f| holds_rows(&entry_json(&mut zip, f)));
        assert!(held, "{table} has rows of the person, yet {files:?} hold none");
    }
    for table in covered.keys() {
        assert!(mentioning.contains(table), "the manifest names {table}, which does not mention the person");
    }

    // Spot checks: the content is the person's, in the shape the app shows.
    let reports = entry_json(&mut zip, "reports.json");
    assert_eq!(reports["madeByYou"][0]["note"], "Zq my note", "{reports}");
    assert_eq!(reports["aboutYou"][0]["reason"], "harassment");
    assert!(!reports.to_string().contains("Zq their note"), "a report about them never says who wrote what: {reports}");
    let account = entry_json(&mut zip, "account.json");
    assert_eq!((account["firstName"].as_str(), account["email"].as_str()), (Some("Zqmefirst"), Some("me@example.com")));
    let profile = entry_json(&mut zip, "profile.json");
    assert_eq!(profile["codename"], "quiet-harbour");
    // What Veil keeps beside what the person typed: how they usually answer (too few
    // answers yet) and the state of "Still open to offers?" (never asked).
    assert_eq!(profile["usualAnswer"], Value::Null);
    assert_eq!(profile["stillOpenToOffers"], json!({"askedAt": null, "confirmedAt": null, "pausedFrom": null}));
    assert_eq!(entry_json(&mut zip, "employer-profile.json")["companyName"], "Zq Own Company");
    let received = entry_json(&mut zip, "reveal-requests-received.json");
    assert_eq!(received[0]["companyName"], "Other Ltd");
    assert_eq!(received[0]["status"], "declined");
    assert_eq!(received[0]["declineReason"], "not_looking_right_now");
    let sent = entry_json(&mut zip, "reveal-requests-sent.json");
    assert_eq!(sent[0]["codename"], "bright-meadow");
    assert_eq!(sent[0]["identity"], Value::Null, "pending: no identity");
    let views = entry_json(&mut zip, "profile-views.json");
    assert_eq!(views["ofYourProfile"][0]["companyName"], "Other Ltd");
    assert_eq!(views["byYou"][0]["codename"], "bright-meadow");
    assert_eq!(entry_json(&mut zip, "search-history.json")[0]["keyword"], "zq-searched-keyword");
    let saved = entry_json(&mut zip, "saved-searches.json");
    assert_eq!((saved[0]["name"].as_str(), saved[0]["keyword"].as_str()), (Some("Zq saved name"), Some("rust")));
    assert_eq!(saved[0]["matches"][0]["codename"], "bright-meadow", "a match by its anonymous face");
    let messages = entry_json(&mut zip, "messages.json");
    assert_eq!((messages[0]["from"].as_str(), messages[1]["from"].as_str()), (Some("Other Ltd"), Some("you")));
    let blocked = entry_json(&mut zip, "blocks.json");
    assert_eq!(blocked[0]["companyName"], "Other Ltd", "whom I blocked: {blocked}");
    let kept = (messages[2]["with"].as_str(), messages[2]["body"].as_str());
    assert_eq!(kept, (Some("This person has left Veil"), Some("Zq kept")), "a conversation whose other side left");
    assert_eq!(entry_json(&mut zip, "emails.json")[0]["subject"], "zq-mail-subject");
    assert_eq!(entry_json(&mut zip, "email-settings.json")[0]["enabled"], false);
    let photo = entry(&mut zip, account["photo"].as_str().unwrap());
    assert!(image::load_from_memory(&photo).is_ok(), "the photo is the picture itself");
    let logo = entry_json(&mut zip, "employer-profile.json")["logo"].as_str().unwrap().to_owned();
    assert!(image::load_from_memory(&entry(&mut zip, &logo)).is_ok(), "the logo is the picture itself");
    let text = all_text(&mut zip);
    // The other person asked as a recruiter, under their name (as the requests page
    // shows it); as a candidate they stay anonymous, and their account id never shows.
    assert_eq!(received[0]["recruiterFirstName"], "Zqotherfirst");
    for other_secret in ["other@example.com", &other_id] {
        assert!(!text.contains(other_secret), "the other person's {other_secret} is in my export");
    }
    assert!(!text.contains("/files/"), "no signed addresses: the files themselves are in the ZIP");
}

async fn a_recruiters_export_holds_no_identity_unless_approved_now(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (approving, approving_profile) =
        seeker(&app, "ada.q@example.com", "Adaline", "Quarrington", "steady-river").await;
    let (silent, silent_profile) = seeker(&app, "bo.z@example.com", "Borislav", "Zukowski", "calm-summit").await;
    let approving_secrets = ["Adaline", "Quarrington", "ada.q@example.com", "steady-river-li"];
    let silent_secrets = ["Borislav", "Zukowski", "bo.z@example.com", "calm-summit-li"];
    assert_eq!(silent.post_raw("/api/uploads/photo", "image/jpeg", jpeg(80)).await.status(), StatusCode::OK);
    let rec = recruiter(&app, "rhea@northwind.example", "Northwind Labs").await;
    let approved = send_request(&rec, &approving_profile).await;
    send_request(&rec, &silent_profile).await;
    for profile in [&approving_profile, &silent_profile] {
        rec.send_json(Method::POST, "/api/profile-views", &json!({"profileId": profile})).await;
    }

    let text = all_text(&mut export_of(&rec).await);
    for secret in approving_secrets.iter().chain(&silent_secrets) {
        assert!(!text.contains(secret), "pending, yet the recruiter's export holds {secret}");
    }
    assert!(text.contains("steady-river") && text.contains("calm-summit"), "the candidates by codename");

    answer(&approving, &approved, json!({"status": "approved", "duration": "until_revoked"})).await;
    let mut zip = export_of(&rec).await;
    let sent = entry_json(&mut zip, "reveal-requests-sent.json");
    let shown = sent.as_array().unwrap().iter().find(|r| r["codename"] == "steady-river").unwrap();
    assert_eq!(shown["identity"]["firstName"], "Adaline");
    assert_eq!(shown["identity"]["email"], "ada.q@example.com");
    assert_eq!(shown["identity"]["avatarUrl"], Value::Null, "no photo address in a file");
    let text = all_text(&mut zip);
    for secret in silent_secrets {
        assert!(!text.contains(secret), "never approved, yet the export holds {secret}");
    }
    assert!(entry_names(&zip).iter().all(|n| !n.starts_with("files/")), "no one else's photo");

    // Revoked: the next export has nothing of the identity again.
    answer(&approving, &approved, json!({"status": "declined"})).await;
    let text = all_text(&mut export_of(&rec).await);
    for secret in approving_secrets.iter().chain(&silent_secrets) {
        assert!(!text.contains(secret), "revoked, yet the recruiter's export holds {secret}");
    }
    // The job seeker sees the recruiter as on their requests page.
    let received = entry_json(&mut export_of(&approving).await, "reveal-requests-received.json");
    assert_eq!(received[0]["companyName"], "Northwind Labs");
    assert_eq!(received[0]["recruiterFirstName"], "Rhea");
    drop(silent);
}

async fn the_link_is_the_owners_for_24_hours_then_row_and_file_are_gone(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (me, _) = seeker(&app, "me@example.com", "Me", "Myself", "quiet-harbour").await;
    assert_eq!(export_state(&me).await, Value::Null, "none yet");
    start_export(&me).await;
    let export = wait_until_finished(&me).await;
    let url = export["downloadUrl"].as_str().unwrap().to_owned();
    assert!(url.starts_with("/files/data-exports/") && url.contains("sig="), "{url}");
    assert!(!url.contains(&user_id(&me).await), "an opaque key");
    let expires = chrono::DateTime::parse_from_rfc3339(export["expiresAt"].as_str().unwrap()).unwrap();
    assert_eq!(expires.timestamp_millis() - app.clock.now_millis(), 24 * HOUR, "24 hours");
    assert!(export["sizeBytes"].as_i64().unwrap() > 100);
    // An e-mail says it is ready, and points to the account page, not to the file.
    let (to, text) = ready_email(&app).await;
    assert_eq!(to, "me@example.com");
    assert!(text.contains("/user-profile") && text.contains("/unsubscribe?token="), "{text}");
    assert!(!text.contains("/files/"), "no download link in an e-mail: {text}");

    // Someone else, or nobody signed in, gets nothing from the same link.
    let stranger = app.new_browser();
    assert_eq!(stranger.get(&url).await.status(), StatusCode::NOT_FOUND);
    stranger.sign_in("stranger@example.com", "Stran", "Ger").await;
    assert_eq!(stranger.get(&url).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(me.get(&url.replace("sig=", "sig=x")).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(me.get(&url).await.status(), StatusCode::OK);

    app.clock.advance_millis(24 * HOUR - 1);
    assert_eq!(me.get(&url).await.status(), StatusCode::OK, "a millisecond before the end");
    assert_eq!(count_files(&app, "data-exports"), 1);
    app.clock.advance_millis(1);
    assert_eq!(me.get(&url).await.status(), StatusCode::NOT_FOUND, "expired");
    assert_eq!(export_state(&me).await, Value::Null, "gone from the account page");
    assert_eq!(count_rows(&app, "SELECT COUNT(*) FROM data_exports").await, 0);
    assert_eq!(count_files(&app, "data-exports"), 0, "the file is deleted");
}

async fn one_export_at_a_time_and_a_build_cut_short_is_resumed(backend: Backend) {
    let mut app = TestApp::spawn(backend).await;
    let (me, _) = seeker(&app, "me@example.com", "Me", "Myself", "quiet-harbour").await;
    let my_id = user_id(&me).await;
    // Another instance claimed a build and died with it: its lease runs 10 minutes.
    let now = app.clock.now_millis();
    let sql = "INSERT INTO data_exports (id, user_id, status, requested_at, lease_until, attempts) \
               VALUES ('0190a1b2-c3d4-7000-8000-000000000001', $1, 'preparing', $2, $3, 1)";
    with_db!(&app.db, pool => sqlx::query(sql).bind(&my_id).bind(now).bind(now + 10 * 60_000).execute(pool).await.map(|_| ()))
        .unwrap();
    let first = start_export(&me).await;
    assert_eq!(first["status"], "preparing");
    let second = start_export(&me).await;
    assert_eq!(second, first, "a second request while one is prepared is the same export");
    assert_eq!(count_rows(&app, "SELECT COUNT(*) FROM data_exports").await, 1);

    // After a restart, once the lease is over, the periodic pass builds it.
    app.clock.advance_millis(10 * 60_000);
    app.restart(|_| {}).await;
    let export = wait_until_finished(&me).await;
    assert_eq!(export["status"], "ready");
    assert_eq!(export["requestedAt"], first["requestedAt"], "the same export, finished");
    let mut zip = download(&me, export["downloadUrl"].as_str().unwrap()).await;
    assert_eq!(entry_json(&mut zip, "profile.json")["codename"], "quiet-harbour");
    let attempts = count_rows(&app, "SELECT attempts FROM data_exports").await;
    assert_eq!(attempts, 2, "claimed once more");

    // Asking again replaces the finished export (and its file) with a new one.
    start_export(&me).await;
    let again = wait_until_finished(&me).await;
    assert_ne!(again["downloadUrl"], export["downloadUrl"]);
    assert_eq!(me.get(export["downloadUrl"].as_str().unwrap()).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(count_files(&app, "data-exports"), 1, "the replaced file is deleted");
    let r = app.browser.send_empty(Method::POST, "/api/account/data-export").await;
    assert_eq!(error_code(r).await, "unauthenticated");
}

async fn deleting_the_account_deletes_its_export_and_file(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (me, _) = seeker(&app, "me@example.com", "Me", "Myself", "quiet-harbour").await;
    let my_id = user_id(&me).await;
    start_export(&me).await;
    let export = wait_until_finished(&me).await;
    let url = export["downloadUrl"].as_str().unwrap().to_owned();
    assert_eq!(count_files(&app, "data-exports"), 1);
    // A second, pending export of someone leaving mid-build goes too.
    let (other, _) = seeker(&app, "other@example.com", "Ot", "Her", "bright-meadow").await;
    let other_id = user_id(&other).await;
    let sql = "INSERT INTO data_exports (id, user_id, status, requested_at, lease_until, attempts) \
               VALUES ('0190a1b2-c3d4-7000-8000-000000000002', $1, 'preparing', 0, $2, 1)";
    let far = app.clock.now_millis() + HOUR;
    with_db!(&app.db, pool => sqlx::query(sql).bind(&other_id).bind(far).execute(pool).await.map(|_| ())).unwrap();

    assert_eq!(me.send_empty(Method::DELETE, "/api/account").await.status(), StatusCode::NO_CONTENT);
    assert_eq!(other.send_empty(Method::DELETE, "/api/account").await.status(), StatusCode::NO_CONTENT);
    let sql = format!("SELECT COUNT(*) FROM data_exports WHERE user_id IN ('{my_id}', '{other_id}')");
    assert_eq!(count_rows(&app, &sql).await, 0);
    assert_eq!(count_files(&app, "data-exports"), 0, "the ZIP is deleted with the account");
    me.sign_in("me@example.com", "Me", "Myself").await;
    assert_eq!(me.get(&url).await.status(), StatusCode::NOT_FOUND);
}

/// The "your data is ready" e-mail in the outbox (sent by a job moments after the
/// build): (address, text).
async fn ready_email(app: &TestApp) -> (String, String) {
    for _ in 0..300 {
        let sent: Option<(String, String)> = with_db!(&app.db, pool => sqlx::query_as(
            "SELECT to_address, text_body FROM email_outbox WHERE batch_id = 'notification:data_exports'",
        )
        .fetch_optional(pool)
        .await)
        .unwrap();
        if let Some(sent) = sent {
            return sent;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("no e-mail said the export was ready within 15 s");
}

async fn count_rows(app: &TestApp, sql: &str) -> i64 {
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(sql).fetch_one(pool).await).unwrap()
}

fn count_files(app: &TestApp, bucket: &str) -> usize {
    std::fs::read_dir(app.data_dir.path().join("files").join(bucket)).map(|d| d.count()).unwrap_or(0)
}
