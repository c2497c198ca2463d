//! The user list the admin picks recipients from: filters combined with AND, counts over
//! everyone.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::support::{ADMIN_EMAIL, Person, add_people, admin, person, spawn};
use crate::common::{Backend, json};

crate::backend_tests!(the_user_list_filters_with_and_and_counts_everyone);

async fn the_user_list_filters_with_and_and_counts_everyone(backend: Backend) {
    let app = spawn(backend, None).await;
    let admin = admin(&app).await;
    add_people(
        &app,
        &[
            Person {
                email: "full@example.com",
                first: "Full",
                last: "Profile",
                profile: Some(("[\"Rust\"]", "I ship.")),
            },
            Person { email: "noskills@example.com", first: "No", last: "Skills", profile: Some(("[]", "A pitch")) },
            Person { email: "nopitch@example.com", first: "No", last: "Pitch", profile: Some(("[\"Go\"]", "  ")) },
            Person { email: "bare@example.com", first: "Bare", last: "Profile", profile: Some(("[]", "")) },
            person("none@example.com", "No", "Profile"),
        ],
    )
    .await;
    let list = |filters: Value| {
        let admin = admin.clone();
        async move { json(admin.send_json(Method::POST, "/api/admin/users", &filters).await).await }
    };
    let emails = |body: &Value| -> Vec<String> {
        body["data"].as_array().unwrap().iter().map(|u| u["email"].as_str().unwrap().to_owned()).collect()
    };

    let all = list(json!({})).await;
    // The admin signed in (no profile) plus five; counts are over all users.
    assert_eq!(all["counts"], json!({"total": 6, "noProfile": 2, "noSkills": 4, "noPitch": 4}));
    assert_eq!(
        emails(&all),
        [
            ADMIN_EMAIL,
            "none@example.com",
            "bare@example.com",
            "nopitch@example.com",
            "noskills@example.com",
            "full@example.com"
        ],
        "newest account first"
    );
    let full = all["data"].as_array().unwrap().iter().find(|u| u["email"] == "full@example.com").unwrap();
    assert_eq!(full["firstName"], "Full");
    assert_eq!(full["lastName"], "Profile");
    assert_eq!(
        (&full["hasProfile"], &full["hasSkills"], &full["hasPitch"]),
        (&json!(true), &json!(true), &json!(true))
    );
    assert!(full["id"].is_string());

    let no_profile = list(json!({"noProfile": true, "noSkills": false, "noPitch": false})).await;
    assert_eq!(emails(&no_profile), [ADMIN_EMAIL, "none@example.com"]);
    assert_eq!(no_profile["counts"], all["counts"], "counts ignore the filters");

    let no_skills = list(json!({"noSkills": true})).await;
    assert_eq!(emails(&no_skills), [ADMIN_EMAIL, "none@example.com", "bare@example.com", "noskills@example.com"]);

    let no_skills_no_pitch = list(json!({"noSkills": true, "noPitch": true})).await;
    assert_eq!(emails(&no_skills_no_pitch), [ADMIN_EMAIL, "none@example.com", "bare@example.com"]);

    let with_profile_but_nothing = list(json!({"noProfile": true, "noSkills": true, "noPitch": true})).await;
    assert_eq!(emails(&with_profile_but_nothing), [ADMIN_EMAIL, "none@example.com"]);

    let r = admin.send_json(Method::POST, "/api/admin/users", &json!({"noProfile": "yes"})).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
}
