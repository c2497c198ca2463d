use std::collections::{HashMap, HashSet};

use super::*;

fn id_of(typed: &str) -> Option<&'static str> {
    VOCABULARY.skill(typed).map(|s| s.id.as_str())
}

#[test]
fn holds_at_least_400_skills_with_unique_ids() {
    assert!(VOCABULARY.skills.len() >= 400, "{} skills", VOCABULARY.skills.len());
    let ids: HashSet<&str> = VOCABULARY.skills.iter().map(|s| s.id.as_str()).collect();
    assert_eq!(ids.len(), VOCABULARY.skills.len());
    assert!(VOCABULARY.skills.iter().all(|s| !s.id.is_empty() && !s.name.contains(',')));
}

#[test]
fn no_phrase_stands_for_two_skills() {
    let mut owner: HashMap<&[String], &str> = HashMap::new();
    for skill in &VOCABULARY.skills {
        for phrase in &skill.phrases {
            let other = owner.insert(phrase, &skill.id);
            assert!(other.is_none_or(|o| o == skill.id), "{phrase:?}: {other:?} and {}", skill.id);
        }
    }
}

#[test]
fn aliases_abbreviations_and_spellings_reach_the_canonical_skill() {
    for (typed, id) in [
        ("k8s", "kubernetes"),
        ("golang", "go"),
        ("GoLang", "go"),
        ("JS", "javascript"),
        ("ECMAScript", "javascript"),
        ("ML", "machine-learning"),
        ("AWS", "aws"),
        ("Amazon Web Services", "aws"),
        ("ReactJS", "react"),
        ("React.js", "react"),
        ("Postgres", "postgresql"),
        ("C#", "csharp"),
        ("csharp", "csharp"),
        ("C++", "cpp"),
        ("cpp", "cpp"),
        (".NET", "dotnet"),
        ("dotnet", "dotnet"),
        ("front-end", "frontend-development"),
        ("Front End", "frontend-development"),
        ("product management", "product-management"),
    ] {
        assert_eq!(id_of(typed), Some(id), "{typed}");
    }
    assert_eq!(id_of("C"), Some("c"));
    assert_eq!(id_of("Beekeeping"), None);
}

#[test]
fn job_titles_group_their_synonyms() {
    let developer = VOCABULARY.concepts(&["developer".to_owned()]);
    assert!(developer.iter().any(|c| VOCABULARY.phrases(*c).contains(&vec!["programmer".to_owned()])), "{developer:?}");
    let sre = VOCABULARY.concepts(&["sre".to_owned()]);
    let words = words::words("site reliability engineer");
    assert!(sre.iter().any(|c| VOCABULARY.phrases(*c).contains(&words)), "{sre:?}");
}

#[test]
fn skill_ids_sit_beside_the_skills_as_typed() {
    let typed = ["Golang".to_owned(), "Beekeeping".to_owned(), "k8s".to_owned()];
    assert_eq!(VOCABULARY.skill_ids(&typed), [Some("go".to_owned()), None, Some("kubernetes".to_owned())]);
}

/// The index analyzer's phrase tokens (`phrase_tokens`), read through the analyzer that
/// runs them after the word tokenizer (`words::index_analyzer`).
mod phrase_tokens {
    use tantivy::tokenizer::{TextAnalyzer, TokenStream};

    use crate::vocabulary::words;

    fn indexed(text: &str) -> Vec<(String, usize)> {
        let mut analyzer: TextAnalyzer = words::index_analyzer();
        let mut stream = analyzer.token_stream(text);
        let mut out = Vec::new();
        while let Some(t) = stream.next() {
            out.push((t.text.clone(), t.position));
        }
        out
    }

    fn phrases(text: &str) -> Vec<(String, usize)> {
        indexed(text).into_iter().filter(|(t, _)| t.contains(' ')).collect()
    }

    #[test]
    fn a_phrase_of_the_vocabulary_is_one_more_token_at_its_first_word() {
        assert_eq!(phrases("Machine Learning and React JS"), [("machine learning".into(), 0), ("react js".into(), 3)]);
        let all = indexed("Machine Learning");
        assert_eq!(all, [("machine".into(), 0), ("learning".into(), 1), ("machine learning".into(), 0)]);
    }

    #[test]
    fn words_apart_or_unknown_make_no_phrase() {
        assert!(phrases("React and JS").is_empty());
        assert!(phrases("learning machine").is_empty());
        assert!(phrases("").is_empty());
    }

    #[test]
    fn a_dotted_word_joins_a_phrase_by_its_parts_and_whole() {
        // "react.js" is indexed as react, js and react.js: the parts make "react js".
        assert_eq!(phrases("React.js developer"), [("react js".into(), 0)]);
        assert_eq!(phrases("React, Node.js"), [("node js".into(), 1)]);
    }

    #[test]
    fn longer_phrases_and_the_phrases_inside_them_are_all_found() {
        let found = phrases("Senior Machine Learning Engineer");
        assert!(found.contains(&("machine learning engineer".into(), 1)), "{found:?}");
        assert!(found.contains(&("machine learning".into(), 1)), "{found:?}");
    }
}
