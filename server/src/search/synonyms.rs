//! Which vocabulary phrases a search's keywords contain. Each keyword, or run of keywords
//! the vocabulary knows as one phrase (the longest first: "machine learning engineer"
//! before "machine learning"), becomes one unit that must match. A known unit matches any
//! phrase of its concepts ("ML" finds "machine learning", "developer" finds "engineer"),
//! the canonical skill ids of its skills, or, for a phrase of several words, those words
//! matched on their own ("devops engineer" also finds "DevOps and Cloud Engineer").

use crate::vocabulary::{Concept, VOCABULARY};

#[derive(Debug, Clone, PartialEq)]
pub enum Unit {
    /// A word the vocabulary does not know (or any word, without synonyms).
    Word(String),
    /// A phrase the vocabulary knows.
    Known(Known),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Known {
    /// The words as typed.
    pub typed: Vec<String>,
    /// Every phrase of its concepts, the typed one first.
    pub phrases: Vec<Vec<String>>,
    /// Canonical ids of the skills it stands for.
    pub skill_ids: Vec<String>,
    /// The typed words as units of their own (empty for one word).
    pub parts: Vec<Unit>,
}

/// The units of `words` (already analysed), without synonyms one per word.
pub fn units(words: &[String], synonyms: bool) -> Vec<Unit> {
    if synonyms {
        known_units(words, VOCABULARY.longest_phrase)
    } else {
        words.iter().cloned().map(Unit::Word).collect()
    }
}

/// Greedy, longest phrase first, phrases of at most `longest` words.
fn known_units(words: &[String], longest: usize) -> Vec<Unit> {
    let mut units = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let found = (1..=longest.min(words.len() - i)).rev().find_map(|len| {
            let phrase = &words[i..i + len];
            let concepts = VOCABULARY.concepts(phrase);
            (!concepts.is_empty()).then(|| (len, known(phrase, concepts)))
        });
        match found {
            Some((len, unit)) => {
                units.push(Unit::Known(unit));
                i += len;
            }
            None => {
                units.push(Unit::Word(words[i].clone()));
                i += 1;
            }
        }
    }
    units
}

fn known(typed: &[String], concepts: &[Concept]) -> Known {
    let mut phrases = vec![typed.to_vec()];
    let mut skill_ids = Vec::new();
    for &concept in concepts {
        for phrase in VOCABULARY.phrases(concept) {
            if !phrases.contains(phrase) {
                phrases.push(phrase.clone());
            }
        }
        if let Concept::Skill(i) = concept {
            skill_ids.push(VOCABULARY.skills[i].id.clone());
        }
    }
    let parts = if typed.len() > 1 { known_units(typed, typed.len() - 1) } else { Vec::new() };
    Known { typed: typed.to_vec(), phrases, skill_ids, parts }
}

/// The vocabulary's unit for one word, if it knows the word.
pub fn known_word(word: &str) -> Option<Known> {
    let words = [word.to_owned()];
    let concepts = VOCABULARY.concepts(&words);
    (!concepts.is_empty()).then(|| known(&words, concepts))
}

/// The vocabulary word a misspelt keyword most likely means: the closest within
/// `max_edits` (a swap of two letters is one edit), of at least 4 letters, as a unit of
/// its own. Found by walking the vocabulary's single words, so "pyhton" finds Python
/// however the profiles spell it ("py", "python3").
pub fn corrected(word: &str, max_edits: u8) -> Option<Known> {
    let typed: Vec<char> = word.chars().collect();
    let mut best: Option<(usize, &String)> = None;
    for candidate in &VOCABULARY.single_words {
        let chars: Vec<char> = candidate.chars().collect();
        if chars.len() < 4 || chars.len().abs_diff(typed.len()) > usize::from(max_edits) || *candidate == word {
            continue;
        }
        let distance = edit_distance(&typed, &chars);
        if distance <= usize::from(max_edits) && best.is_none_or(|(d, _)| distance < d) {
            best = Some((distance, candidate));
        }
    }
    known_word(best?.1)
}

/// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
/// neighbours each count one.
fn edit_distance(a: &[char], b: &[char]) -> usize {
    let mut rows = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in rows.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in rows[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut d = (rows[i - 1][j] + 1).min(rows[i][j - 1] + 1).min(rows[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d = d.min(rows[i - 2][j - 2] + 1);
            }
            rows[i][j] = d;
        }
    }
    rows[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocabulary::words::words;

    fn known_of(text: &str) -> Known {
        match units(&words(text), true).as_slice() {
            [Unit::Known(k)] => k.clone(),
            other => panic!("{text}: {other:?}"),
        }
    }

    fn has_phrase(k: &Known, text: &str) -> bool {
        k.phrases.contains(&words(text))
    }

    #[test]
    fn abbreviations_stand_for_their_skill() {
        for (typed, phrase, id) in [
            ("k8s", "kubernetes", "kubernetes"),
            ("AWS", "amazon web services", "aws"),
            ("Postgres", "postgresql", "postgresql"),
            ("JS", "javascript", "javascript"),
        ] {
            let k = known_of(typed);
            assert!(has_phrase(&k, phrase), "{typed}: {k:?}");
            assert_eq!(k.skill_ids, [id], "{typed}");
        }
    }

    #[test]
    fn other_names_and_spellings_stand_for_their_skill() {
        assert!(has_phrase(&known_of("Go"), "golang"));
        assert!(has_phrase(&known_of("golang"), "go"));
        assert!(has_phrase(&known_of("ReactJS"), "react"));
        assert!(has_phrase(&known_of("react"), "react.js"));
    }

    #[test]
    fn multi_word_skills_match_both_ways() {
        let ml = known_of("machine learning");
        assert!(has_phrase(&ml, "ml"));
        assert!(has_phrase(&known_of("ML"), "machine learning"));
        for typed in ["front end", "frontend", "front-end"] {
            let k = known_of(typed);
            for other in ["front end", "frontend"] {
                assert!(has_phrase(&k, other), "{typed} -> {other}: {k:?}");
            }
        }
        // Two words the vocabulary knows together still match on their own.
        assert_eq!(ml.parts, [Unit::Word("machine".into()), Unit::Word("learning".into())]);
    }

    #[test]
    fn job_titles_stand_for_each_other() {
        for (typed, other) in [
            ("developer", "engineer"),
            ("engineer", "programmer"),
            ("SRE", "site reliability engineer"),
            ("PM", "product manager"),
        ] {
            assert!(has_phrase(&known_of(typed), other), "{typed} -> {other}");
        }
        let units = units(&words("javascript developer"), true);
        assert_eq!(units.len(), 2, "{units:?}");
    }

    #[test]
    fn punctuated_names_are_their_own_skills() {
        assert_eq!(known_of("C++").skill_ids, ["cpp"]);
        assert_eq!(known_of("C#").skill_ids, ["csharp"]);
        assert_eq!(known_of(".NET").skill_ids, ["dotnet"]);
        assert_eq!(known_of("Node.js").skill_ids, ["nodejs"]);
        assert!(!has_phrase(&known_of("C++"), "c"));
        assert!(!has_phrase(&known_of("C"), "c++"));
    }

    #[test]
    fn a_misspelt_word_finds_the_vocabulary_word_it_means() {
        for (typed, id) in [("pyhton", "python"), ("kubernets", "kubernetes"), ("promethues", "prometheus")] {
            assert_eq!(corrected(typed, 2).map(|k| k.skill_ids), Some(vec![id.to_owned()]), "{typed}");
        }
        assert_eq!(corrected("beekeeper", 2), None);
        assert_eq!(edit_distance(&['a', 'b'], &['b', 'a']), 1);
    }

    #[test]
    fn without_synonyms_every_word_is_its_own_unit() {
        assert_eq!(units(&words("k8s engineer"), false), [Unit::Word("k8s".into()), Unit::Word("engineer".into())]);
        assert_eq!(units(&words("beekeeper"), true), [Unit::Word("beekeeper".into())]);
    }
}
