//! Job seeker and company profiles over HTTP: saving, validation, codename uniqueness
//! (also under concurrent inserts), the assistant's partial saves, and the candidate
//! view's privacy.

use crate::common;

use common::{Backend, Browser, TestApp, error_code, json};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

backend_tests!(
    job_seeker_saves_and_reads_a_profile_with_fallbacks,
    profile_validation_uses_the_spec_messages,
    a_taken_codename_is_refused_and_nothing_else_changes,
    concurrent_inserts_of_one_codename_keep_exactly_one,
    codename_availability_checks_rules_and_owners,
    assistant_saves_add_skills_without_duplicates,
    contact_details_are_validated_and_kept_in_identity,
    profile_routes_need_the_job_seeker_role,
    recruiter_saves_a_company_profile_verified,
    company_profile_validation_and_logo_upload,
    candidate_view_is_anonymous_until_approved,
    hidden_and_unknown_candidates_are_not_found,
);

fn profile(codename: &str) -> Value {
    json!({
        "codename": codename,
        "headline": "Senior Rust Engineer",
        "location": "Sydney, New South Wales, Australia",
        "city": "Sydney", "state": "New South Wales", "country": "Australia",
        "jobType": "hybrid",
        "minSalary": 150000, "maxSalary": 190000,
        "skills": ["Rust", " Tokio ", "", "rust"],
        "status": "active",
        "pitch": "I build calm, fast systems.",
    })
}

async fn job_seeker(app: &TestApp, email: &str, first: &str, last: &str) -> Browser {
    let browser = app.new_browser();
    browser.sign_in(email, first, last).await;
    let r = browser.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    assert_eq!(r.status(), StatusCode::OK);
    browser
}

async fn recruiter(app: &TestApp, email: &str, company: &str) -> Browser {
    let browser = app.new_browser();
    browser.sign_in(email, "Rita", "Recruiter").await;
    browser.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    let r = browser
        .send_json(Method::PUT, "/api/employer", &json!({
            "companyName": company, "website": "https://acme.example", "recruiterRole": "Talent Partner",
            "location": "Melbourne, Victoria, Australia", "city": "Melbourne", "state": "Victoria", "country": "Australia",
        }))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    browser
}

async fn job_seeker_saves_and_reads_a_profile_with_fallbacks(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let seeker = job_seeker(&app, "sam@example.com", "Sam", "Jones").await;
    assert_eq!(error_code(seeker.get("/api/profile").await).await, "profile_not_found");

    let mut body = profile("Quiet-Harbour-42");
    body["jobType"] = json!("freelance");
    body["status"] = json!("unknown");
    let saved = seeker.send_json(Method::PUT, "/api/profile", &body).await;
    assert_eq!(saved.status(), StatusCode::OK);
    let saved = json(saved).await;
    assert_eq!(saved["codename"], "quiet-harbour-42", "stored lowercase");
    assert_eq!(saved["jobType"], "remote", "unknown job type falls back to remote");
    assert_eq!(saved["status"], "active", "unknown status falls back to active");
    assert_eq!(saved["skills"], json!(["Rust", "Tokio"]));
    assert_eq!(saved["identity"]["firstName"], "Sam", "the owner sees their own identity");

    let read = json(seeker.get("/api/profile").await).await;
    assert_eq!(read["codename"], "quiet-harbour-42");
    assert_eq!(read["minSalary"], 150000);

    let session = json(seeker.get("/api/session").await).await;
    assert_eq!(session["hasSeekerProfile"], true);

    let preview = json(seeker.get("/api/profile/anonymous").await).await;
    assert_eq!(preview["codename"], "quiet-harbour-42");
    assert!(!preview.to_string().contains("Jones") && !preview.to_string().contains("sam@example.com"));

    // A whole number written as a float is the same JSON number: integer fields take it.
    body["minSalary"] = json!(50000.0);
    let saved = seeker.send_json(Method::PUT, "/api/profile", &body).await;
    assert_eq!(saved.status(), StatusCode::OK);
    assert_eq!(json(saved).await["minSalary"], 50000);
    body["minSalary"] = json!(50000.5);
    let r = seeker.send_json(Method::PUT, "/api/profile", &body).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "a fraction is not an integer");

    // A NUL character is refused, naming the field, never dropped (the text without it
    // would be other text than was sent); the saved profile stays as it was.
    body["minSalary"] = json!(50000);
    let before = json(seeker.get("/api/profile").await).await["headline"].clone();
    body["headline"] = json!("Rust\u{0} Engineer");
    let refused = seeker.send_json(Method::PUT, "/api/profile", &body).await;
    assert_eq!(refused.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(json(refused).await["error"]["message"], "headline must not contain a NUL character");
    assert_eq!(json(seeker.get("/api/profile").await).await["headline"], before);
    let r = seeker.send_json(Method::PATCH, "/api/reveal-requests/%00", &json!({"status": "approved"})).await;
    assert!(r.status().is_client_error(), "a NUL in a path id is the caller's error: {}", r.status());
}

async fn profile_validation_uses_the_spec_messages(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let seeker = job_seeker(&app, "val@example.com", "Val", "Idate").await;
    let cases = [
        (json!({"codename": "ab"}), "Codename must be at least 3 characters"),
        (json!({"codename": "a".repeat(31)}), "Codename must be less than 30 characters"),
        (json!({"codename": "no spaces"}), "Only lowercase letters, numbers, and hyphens are allowed"),
        (json!({"codename": ""}), "Codename is required"),
        (json!({"headline": "  "}), "Please enter your professional headline"),
        (json!({"skills": [" ", ""]}), "Please add at least one skill to your profile"),
        (json!({"minSalary": -5}), "Please enter a salary between 0 and 1,000,000,000"),
    ];
    for (patch, message) in cases {
        let mut body = profile("valid-name");
        for (k, v) in patch.as_object().unwrap() {
            body[k] = v.clone();
        }
        let r = seeker.send_json(Method::PUT, "/api/profile", &body).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "{message}");
        assert_eq!(json(r).await["error"]["message"], message);
    }
    let mut unknown = profile("valid-name");
    unknown["isAdmin"] = json!(true);
    assert_eq!(
        seeker.send_json(Method::PUT, "/api/profile", &unknown).await.status(),
        StatusCode::UNPROCESSABLE_ENTITY
    );
    assert_eq!(error_code(seeker.get("/api/profile").await).await, "profile_not_found", "nothing saved");
}

async fn a_taken_codename_is_refused_and_nothing_else_changes(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let first = job_seeker(&app, "first@example.com", "First", "One").await;
    assert_eq!(first.send_json(Method::PUT, "/api/profile", &profile("silver-fox")).await.status(), StatusCode::OK);

    let second = job_seeker(&app, "second@example.com", "Second", "Two").await;
    let mut body = profile("Silver-Fox");
    body["headline"] = json!("Product Designer");
    let r = second.send_json(Method::PUT, "/api/profile", &body).await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    assert_eq!(error_code(r).await, "codename_taken");
    assert_eq!(error_code(second.get("/api/profile").await).await, "profile_not_found");

    body["codename"] = json!("golden-owl");
    let r = second.send_json(Method::PUT, "/api/profile", &body).await;
    assert_eq!(json(r).await["headline"], "Product Designer", "fixed codename, everything else kept");
    assert_eq!(json(first.get("/api/profile").await).await["codename"], "silver-fox");
}

async fn concurrent_inserts_of_one_codename_keep_exactly_one(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let mut people = Vec::new();
    for i in 0..6 {
        people.push(job_seeker(&app, &format!("racer{i}@example.com"), "Racer", &format!("N{i}")).await);
    }
    let body = profile("same-name");
    let attempts = people.iter().map(|b| b.send_json(Method::PUT, "/api/profile", &body));
    let statuses: Vec<StatusCode> = futures::future::join_all(attempts).await.iter().map(|r| r.status()).collect();
    assert_eq!(statuses.iter().filter(|s| **s == StatusCode::OK).count(), 1, "{statuses:?}");
    assert!(statuses.iter().all(|s| *s == StatusCode::OK || *s == StatusCode::CONFLICT), "{statuses:?}");
    let rows: i64 = veil::with_db!(&app.db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM profiles WHERE lower(codename) = 'same-name'").fetch_one(pool).await).unwrap();
    assert_eq!(rows, 1);
}

async fn codename_availability_checks_rules_and_owners(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let owner = job_seeker(&app, "owner@example.com", "Own", "Er").await;
    owner.send_json(Method::PUT, "/api/profile", &profile("taken-one")).await;
    let other = job_seeker(&app, "other@example.com", "Oth", "Er").await;
    let check = |b: &Browser, c: &str| {
        let b = b.clone();
        let url = format!("/api/profile/codename-availability?codename={}", common::urlencode(c));
        async move { json(b.get(&url).await).await }
    };
    assert_eq!(check(&other, "taken-one").await["available"], false);
    assert_eq!(check(&other, "TAKEN-ONE").await["available"], false, "case-insensitive");
    assert_eq!(check(&owner, "taken-one").await["available"], true, "your own codename is yours");
    assert_eq!(check(&other, "free-one").await["available"], true);
    let bad = check(&other, "x").await;
    assert_eq!(bad["available"], false);
    assert_eq!(bad["message"], "Codename must be at least 3 characters");
}

async fn assistant_saves_add_skills_without_duplicates(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let seeker = job_seeker(&app, "ai@example.com", "Ai", "User").await;
    let none = seeker.send_json(Method::PATCH, "/api/profile", &json!({"headline": "x"})).await;
    assert_eq!(error_code(none).await, "profile_not_found");
    seeker.send_json(Method::PUT, "/api/profile", &profile("ai-user")).await;

    let r = json(
        seeker
            .send_json(Method::PATCH, "/api/profile", &json!({"addSkills": ["rust", "Kubernetes", "kubernetes", " "]}))
            .await,
    )
    .await;
    assert_eq!(r["addedSkills"], 1);
    assert_eq!(r["profile"]["skills"], json!(["Rust", "Tokio", "Kubernetes"]));

    for (body, message) in [
        (json!({"headline": " "}), "No headline to save"),
        (json!({"pitch": ""}), "No pitch to save"),
        (json!({"addSkills": [" "]}), "No skills to add"),
    ] {
        let r = seeker.send_json(Method::PATCH, "/api/profile", &body).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(json(r).await["error"]["message"], message);
    }
    let r = json(
        seeker
            .send_json(Method::PATCH, "/api/profile", &json!({"headline": "Staff Engineer", "codename": "New-Name"}))
            .await,
    )
    .await;
    assert_eq!(r["profile"]["headline"], "Staff Engineer");
    assert_eq!(r["profile"]["codename"], "new-name");
    assert_eq!(r["profile"]["pitch"], "I build calm, fast systems.", "untouched fields stay");

    // Valid on its own, too many with the skills already there: a conflict with the
    // profile's state (the document allows up to 50 per request).
    let many: Vec<String> = (0..49).map(|i| format!("skill-{i}")).collect();
    let r = seeker.send_json(Method::PATCH, "/api/profile", &json!({"addSkills": many})).await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    assert_eq!(error_code(r).await, "too_many_skills");
}

async fn contact_details_are_validated_and_kept_in_identity(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let seeker = job_seeker(&app, "contact@example.com", "Con", "Tact").await;
    let mut body = profile("con-tact");
    body["linkedinUrl"] = json!("http://evil.example/in/x");
    assert_eq!(error_code(seeker.send_json(Method::PUT, "/api/profile", &body).await).await, "invalid_linkedin_url");
    body["linkedinUrl"] = json!("https://www.linkedin.com/in/con-tact");
    body["phoneNumber"] = json!("0412 345 678");
    body["phoneCountryCode"] = json!("+61");
    let saved = json(seeker.send_json(Method::PUT, "/api/profile", &body).await).await;
    assert_eq!(saved["identity"]["linkedinUrl"], "https://www.linkedin.com/in/con-tact");
    assert_eq!(saved["identity"]["phoneNumber"], "0412 345 678");
    // Saving again without them leaves them as they are.
    let saved = json(seeker.send_json(Method::PUT, "/api/profile", &profile("con-tact")).await).await;
    assert_eq!(saved["identity"]["phoneCountryCode"], "+61");
}

async fn profile_routes_need_the_job_seeker_role(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let rec = recruiter(&app, "rec@example.com", "Acme").await;
    for (method, path) in
        [("GET", "/api/profile"), ("PUT", "/api/profile"), ("PATCH", "/api/profile"), ("GET", "/api/profile/anonymous")]
    {
        let r = rec.send_json(Method::from_bytes(method.as_bytes()).unwrap(), path, &profile("nope-nope")).await;
        assert_eq!(r.status(), StatusCode::FORBIDDEN, "{method} {path}");
    }
    let seeker = job_seeker(&app, "js@example.com", "Job", "Seeker").await;
    for (method, path) in
        [("GET", "/api/employer"), ("PUT", "/api/employer"), ("GET", "/api/candidates/x"), ("GET", "/api/search")]
    {
        let r = seeker.send_json(Method::from_bytes(method.as_bytes()).unwrap(), path, &json!({})).await;
        assert_eq!(r.status(), StatusCode::FORBIDDEN, "{method} {path}");
    }
    let stranger = app.new_browser();
    for path in
        ["/api/profile", "/api/employer", "/api/candidates/x", "/api/search", "/api/places/autocomplete?input=syd"]
    {
        assert_eq!(stranger.get(path).await.status(), StatusCode::UNAUTHORIZED, "{path}");
    }
}

async fn recruiter_saves_a_company_profile_verified(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let rec = app.new_browser();
    // Verified because the sign-in e-mail is at the website's domain.
    rec.sign_in("hire@acme.example", "Hi", "Re").await;
    rec.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    assert_eq!(error_code(rec.get("/api/employer").await).await, "employer_not_found");
    let saved = json(
        rec.send_json(
            Method::PUT,
            "/api/employer",
            &json!({
                "companyName": " Acme Pty Ltd ", "website": "acme.example", "recruiterRole": "Head of Talent",
                "location": "Sydney, New South Wales, Australia", "companySize": "51-200", "industry": "Fintech",
            }),
        )
        .await,
    )
    .await;
    assert_eq!(saved["companyName"], "Acme Pty Ltd");
    assert_eq!(saved["linkedinVerified"], true);
    assert_eq!(json(rec.get("/api/session").await).await["hasEmployerProfile"], true);
}

async fn company_profile_validation_and_logo_upload(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let rec = app.new_browser();
    rec.sign_in("logo@example.com", "Lo", "Go").await;
    rec.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    let early = rec.post_raw("/api/uploads/logo", "image/png", png()).await;
    assert_eq!(error_code(early).await, "employer_not_found", "a logo needs a company profile");
    let missing = rec
        .send_json(
            Method::PUT,
            "/api/employer",
            &json!({"companyName": "", "website": "w", "recruiterRole": "r", "location": "l"}),
        )
        .await;
    assert_eq!(json(missing).await["error"]["message"], "Company name is required");
    rec.send_json(
        Method::PUT,
        "/api/employer",
        &json!({"companyName": "Logo Co", "website": "w", "recruiterRole": "r", "location": "l"}),
    )
    .await;
    let bad = rec.post_raw("/api/uploads/logo", "image/png", b"not an image".to_vec()).await;
    assert_eq!(json(bad).await["error"]["message"], "Please upload an image file (PNG, JPEG, etc.)");
    let ok = json(rec.post_raw("/api/uploads/logo", "image/png", png()).await).await;
    let url = ok["logoUrl"].as_str().unwrap().to_owned();
    assert!(url.starts_with("/files/company-logos/"), "{url}");
    assert_eq!(rec.get(&url).await.status(), StatusCode::OK);
    // Saving the form with the address it was given keeps the stored logo.
    let again = json(
        rec.send_json(
            Method::PUT,
            "/api/employer",
            &json!({"companyName": "Logo Co", "website": "w", "recruiterRole": "r", "location": "l", "logoUrl": url}),
        )
        .await,
    )
    .await;
    assert!(again["logoUrl"].as_str().unwrap().starts_with("/files/company-logos/"));
}

fn png() -> Vec<u8> {
    let mut out = std::io::Cursor::new(Vec::new());
    image::DynamicImage::ImageRgba8(image::RgbaImage::from_pixel(16, 16, image::Rgba([10, 20, 30, 255])))
        .write_to(&mut out, image::ImageFormat::Png)
        .unwrap();
    out.into_inner()
}

async fn candidate_view_is_anonymous_until_approved(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let seeker = job_seeker(&app, "zelda.quartermaine@example.com", "Zelda", "Quartermaine").await;
    let mut body = profile("green-lantern");
    body["linkedinUrl"] = json!("https://www.linkedin.com/in/zelda-q");
    body["phoneNumber"] = json!("0499 111 222");
    body["phoneCountryCode"] = json!("+61");
    let id = json(seeker.send_json(Method::PUT, "/api/profile", &body).await).await["id"].as_str().unwrap().to_owned();
    let rec = recruiter(&app, "hr@acme.example", "Acme").await;
    let secrets =
        ["Zelda", "Quartermaine", "zelda.quartermaine@example.com", "linkedin.com/in/zelda-q", "0499 111 222"];

    let view = rec.get(&format!("/api/candidates/{id}")).await;
    assert_eq!(view.status(), StatusCode::OK);
    let text = view.text().await.unwrap();
    for secret in secrets {
        assert!(!text.contains(secret), "{secret} leaked before approval: {text}");
    }
    let view: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(view["profile"]["codename"], "green-lantern");
    assert_eq!(view["identity"], Value::Null);
    assert_eq!(view["revealRequest"], Value::Null);

    // Approve directly (the reveal flow has its own tests): identity appears, then goes again.
    let rec_id = json(rec.get("/api/session").await).await["user"]["id"].as_str().unwrap().to_owned();
    let seeker_id = json(seeker.get("/api/session").await).await["user"]["id"].as_str().unwrap().to_owned();
    assert_ne!(id, seeker_id, "the public profile id is not the account id");
    let now = app.clock.now_millis();
    veil::with_db!(&app.db, pool => sqlx::query("INSERT INTO reveal_requests (id, profile_id, employer_id, status, message, created_at, updated_at, approved_at) VALUES ('r1', $1, $2, 'approved', 'hi', $3, $3, $3)").bind(&seeker_id).bind(&rec_id).bind(now).execute(pool).await.map(|_| ())).unwrap();
    let approved = json(rec.get(&format!("/api/candidates/{id}")).await).await;
    assert_eq!(approved["identity"]["firstName"], "Zelda");
    assert_eq!(approved["identity"]["email"], "zelda.quartermaine@example.com");
    assert_eq!(approved["revealRequest"]["status"], "approved");

    veil::with_db!(&app.db, pool => sqlx::query("UPDATE reveal_requests SET status = 'declined', approved_at = NULL").execute(pool).await.map(|_| ())).unwrap();
    let text = rec.get(&format!("/api/candidates/{id}")).await.text().await.unwrap();
    for secret in secrets {
        assert!(!text.contains(secret), "{secret} visible after decline");
    }
}

async fn hidden_and_unknown_candidates_are_not_found(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let seeker = job_seeker(&app, "hidden@example.com", "Hid", "Den").await;
    let mut body = profile("in-the-shadows");
    body["status"] = json!("hidden");
    let id = json(seeker.send_json(Method::PUT, "/api/profile", &body).await).await["id"].as_str().unwrap().to_owned();
    let rec = recruiter(&app, "look@example.com", "Lookers").await;
    assert_eq!(error_code(rec.get(&format!("/api/candidates/{id}")).await).await, "candidate_not_found");
    assert_eq!(error_code(rec.get("/api/candidates/no-such-id").await).await, "candidate_not_found");
}
