//! What appears and what never does: hidden profiles, the searcher's own, deleted
//! accounts, identities before an approved request; and an edit, searchable at once.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use veil::with_db;

use super::support::{codenames, codenames_for, profile, recruiter, search, seeker, stats, total, user_id};
use crate::common::{Backend, TestApp};

crate::backend_tests!(
    hidden_profiles_leave_results_and_counts_at_once,
    the_searchers_own_profile_never_appears,
    a_deleted_account_leaves_the_results,
    an_edit_is_searchable_when_the_save_returns,
    hits_are_anonymous_until_this_recruiters_request_is_approved,
);

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
        "INSERT INTO reveal_requests (id, profile_id, employer_id, status, message, created_at, updated_at, answer_by) \
         VALUES ('req-1', $1, $2, 'pending', 'Hello', $3, $3, $3 + 1209600000)",
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
