//! Synonyms: recruiters find people by any name of a skill or title, punctuated names
//! as written, most of their words when nobody has all, and see which skills matched.

use serde_json::{Value, json};

use super::support::{codenames, profile, recruiter, search, seeker};
use crate::common::{Backend, TestApp, urlencode};

crate::backend_tests!(
    recruiters_find_the_issue_profile_by_any_name_of_its_skills_and_title,
    punctuated_names_are_found_as_written_and_not_confused_with_c,
    when_nobody_matches_every_word_most_of_them_do_and_the_answer_says_so,
);

fn find(browser_result: &Value) -> (Vec<String>, Vec<String>) {
    let matched = browser_result["hits"]
        .as_array()
        .expect("hits")
        .first()
        .map(|hit| {
            hit["document"]["matchedSkills"]
                .as_array()
                .expect("matchedSkills")
                .iter()
                .map(|s| s.as_str().expect("skill").to_owned())
                .collect()
        })
        .unwrap_or_default();
    (codenames(browser_result), matched)
}

async fn recruiters_find_the_issue_profile_by_any_name_of_its_skills_and_title(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let skills = ["JavaScript", "Kubernetes", "PostgreSQL", "Golang", "Machine Learning"];
    seeker(
        &app,
        "a@example.com",
        profile(
            "quiet-harbor",
            "Front-end engineer",
            &skills,
            json!({"pitch": "I build React.js apps and run them on Amazon Web Services."}),
        ),
    )
    .await;
    seeker(&app, "b@example.com", profile("warm-oven", "Pastry Chef", &["Baking", "Food Safety"], json!({}))).await;
    let rita = recruiter(&app, "rita@example.com").await;

    for (q, matched) in [
        ("JavaScript", vec!["JavaScript"]),
        ("Kubernetes", vec!["Kubernetes"]),
        ("Postgres", vec!["PostgreSQL"]),
        ("machine learning", vec!["Machine Learning"]),
        ("React", vec![]),
        ("k8s", vec!["Kubernetes"]),
        ("Go", vec!["Golang"]),
        ("ML", vec!["Machine Learning"]),
        ("frontend", vec![]),
        ("front end", vec![]),
        ("ReactJS", vec![]),
        ("AWS", vec![]),
        ("javascript developer", vec!["JavaScript"]),
        ("golang programmer", vec!["Golang"]),
    ] {
        let result = search(&rita, &format!("q={}", urlencode(q))).await;
        let (found, skills) = find(&result);
        assert_eq!(found, ["quiet-harbor"], "{q}");
        assert_eq!(skills, matched, "{q}");
        assert_eq!(result["relaxed"], false, "{q}");
    }
    // A word nobody has is still a miss.
    assert!(codenames(&search(&rita, "q=cobol").await).is_empty());
}

async fn punctuated_names_are_found_as_written_and_not_confused_with_c(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    for (email, codename, skill) in [
        ("1@example.com", "plus-plus", "C++"),
        ("2@example.com", "sharp-note", "C#"),
        ("3@example.com", "plain-letter", "C"),
        ("4@example.com", "dot-frame", ".NET"),
        ("5@example.com", "event-loop", "Node.js"),
    ] {
        seeker(&app, email, profile(codename, "Software Engineer", &[skill], json!({}))).await;
    }
    let rita = recruiter(&app, "rita@example.com").await;

    for (q, codename, skill) in [
        ("C++", "plus-plus", "C++"),
        ("cpp", "plus-plus", "C++"),
        ("C#", "sharp-note", "C#"),
        ("csharp", "sharp-note", "C#"),
        ("C", "plain-letter", "C"),
        (".NET", "dot-frame", ".NET"),
        ("dotnet", "dot-frame", ".NET"),
        ("Node.js", "event-loop", "Node.js"),
        ("nodejs", "event-loop", "Node.js"),
        ("node", "event-loop", "Node.js"),
    ] {
        let result = search(&rita, &format!("q={}", urlencode(q))).await;
        assert_eq!(find(&result), (vec![codename.to_owned()], vec![skill.to_owned()]), "{q}");
    }
}

async fn when_nobody_matches_every_word_most_of_them_do_and_the_answer_says_so(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    seeker(&app, "a@example.com", profile("iron-crab", "Rust Engineer", &["Rust", "Tokio"], json!({}))).await;
    seeker(&app, "b@example.com", profile("warm-oven", "Pastry Chef", &["Baking"], json!({}))).await;
    let rita = recruiter(&app, "rita@example.com").await;

    let all = search(&rita, "q=rust%20tokio").await;
    assert_eq!((codenames(&all), &all["relaxed"]), (vec!["iron-crab".to_owned()], &json!(false)));
    // Nobody knows COBOL: the last word stops being required.
    let most = search(&rita, "q=rust%20engineer%20cobol").await;
    assert_eq!((codenames(&most), &most["relaxed"]), (vec!["iron-crab".to_owned()], &json!(true)));
    assert_eq!(find(&most).1, ["Rust"]);
    // Filters still hold: nobody remote in Japan, relaxed or not.
    let none = search(&rita, "q=rust%20cobol&country=Japan&flexible=false").await;
    assert!(codenames(&none).is_empty());
    assert_eq!(none["relaxed"], false);
}
