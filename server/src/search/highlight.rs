//! Why a result matched: the profile's skills that the search's words, their synonyms,
//! completions or corrections matched, shown highlighted on the result card.

use std::collections::HashSet;

use crate::vocabulary::words;

/// What a search looked for, gathered while its query was built.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Matched {
    /// Single index words (keywords, their completions and corrections).
    pub words: HashSet<String>,
    /// Vocabulary phrases, each as words.
    pub phrases: Vec<Vec<String>>,
    /// Canonical skill ids.
    pub skill_ids: HashSet<String>,
}

impl Matched {
    pub fn is_empty(&self) -> bool {
        self.words.is_empty() && self.phrases.is_empty() && self.skill_ids.is_empty()
    }

    /// The skills (as the job seeker typed them, in their order) that matched; `ids` are
    /// their canonical ids, parallel to `skills`.
    pub fn skills(&self, skills: &[String], ids: &[Option<String>]) -> Vec<String> {
        skills
            .iter()
            .enumerate()
            .filter(|(i, skill)| {
                ids.get(*i).and_then(Option::as_deref).is_some_and(|id| self.skill_ids.contains(id))
                    || self.matches_text(skill)
            })
            .map(|(_, skill)| skill.clone())
            .collect()
    }

    fn matches_text(&self, text: &str) -> bool {
        // Indexed as search sees it: dotted words with their parts.
        let indexed = words::indexed_words(text);
        if indexed.iter().any(|w| self.words.contains(w)) {
            return true;
        }
        let whole = words::words(text);
        self.phrases.iter().any(|p| !p.is_empty() && whole.windows(p.len()).any(|w| w == p.as_slice()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn skills(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn skills_match_by_id_word_or_phrase() {
        let matched = Matched {
            words: HashSet::from(["node".to_owned()]),
            phrases: vec![vec!["machine".into(), "learning".into()]],
            skill_ids: HashSet::from(["go".to_owned()]),
        };
        let list = skills(&["Golang", "Machine Learning", "Node.js", "Deep Learning", "Rust"]);
        let ids = [Some("go".to_owned()), None, None, None, None];
        assert_eq!(matched.skills(&list, &ids), ["Golang", "Machine Learning", "Node.js"]);
        assert!(Matched::default().skills(&list, &ids).is_empty());
    }

    #[test]
    fn a_punctuated_name_is_not_its_letter() {
        let matched = Matched { words: HashSet::from(["c".to_owned()]), ..Default::default() };
        assert_eq!(matched.skills(&skills(&["C++", "C#", "C"]), &[None, None, None]), ["C"]);
    }
}
