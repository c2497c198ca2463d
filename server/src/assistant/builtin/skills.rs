//! Skill suggestions for a headline.

use super::fields::{keyword_skills, leading_fields};
use super::text::{Words, display_tokens, display_word, prepare, segments};
use crate::vocabulary::assistant_words::VOCABULARY;

const MIN_SKILLS: usize = 8;
const MAX_SKILLS: usize = 12;
/// Keyword skills come first but leave room for the field's core skills.
const MAX_KEYWORD_SKILLS: usize = 6;
/// How far the best field fills before a clearly present second field gets a say.
const PRIMARY_FIELD_SKILLS: usize = 10;
const MAX_DERIVED_SKILLS: usize = 4;
const UNKNOWN_FIELD_SKILLS: usize = 10;

/// 8 to 12 skills for a headline, without duplicates (ignoring case) or commas: the
/// skills of keywords it mentions, then its field's core skills. A headline in no known
/// field gets its own notable words plus general professional skills.
pub fn skills(headline: &str) -> Vec<String> {
    let mut list = SkillList::default();
    let Some(text) = prepare(headline) else {
        list.add(VOCABULARY.general_skills.iter(), UNKNOWN_FIELD_SKILLS);
        return list.0;
    };
    let words = Words::new(&text);
    for skills in keyword_skills(&words) {
        list.add(skills.iter(), MAX_KEYWORD_SKILLS);
    }
    match leading_fields(&words).as_slice() {
        [] => {
            let limit = list.0.len() + MAX_DERIVED_SKILLS;
            list.add(derived_skills(&text).iter(), limit);
            list.add(VOCABULARY.general_skills.iter(), UNKNOWN_FIELD_SKILLS.max(list.0.len()));
        }
        [primary, rest @ ..] => {
            list.add(primary.skills.iter(), PRIMARY_FIELD_SKILLS);
            if let Some(secondary) = rest.first() {
                list.add(secondary.skills.iter(), MAX_SKILLS);
            }
            list.add(primary.skills.iter(), MAX_SKILLS);
        }
    }
    list.add(VOCABULARY.general_skills.iter(), MIN_SKILLS);
    list.0
}

#[derive(Default)]
struct SkillList(Vec<String>);

impl SkillList {
    /// Adds the skills not yet present until the list holds `up_to`.
    fn add<S: AsRef<str>>(&mut self, skills: impl Iterator<Item = S>, up_to: usize) {
        for skill in skills {
            if self.0.len() >= up_to.min(MAX_SKILLS) {
                break;
            }
            let skill = skill.as_ref().replace(',', " ").trim().to_string();
            let lower = skill.to_lowercase();
            if !skill.is_empty() && !self.0.iter().any(|s| s.to_lowercase() == lower) {
                self.0.push(skill);
            }
        }
    }
}

/// Notable words of a headline in no known field: a short part as a whole ("Honey
/// Production"), a longer one word by word.
fn derived_skills(text: &str) -> Vec<String> {
    let mut derived = Vec::new();
    let parts = segments(text);
    let parts = parts.iter().flat_map(|part| part.split(" & ").flat_map(|p| p.split(" and ")));
    for part in parts {
        let kept: Vec<String> = display_tokens(part)
            .into_iter()
            .filter(|token| {
                let lower = token.to_lowercase();
                token.chars().any(char::is_alphabetic)
                    && !VOCABULARY.stopwords.contains(&lower.as_str())
                    && !VOCABULARY.sentence_words.contains(&lower.as_str())
                    && !VOCABULARY.seniority.iter().any(|(key, _)| *key == lower)
            })
            .map(|token| display_word(&token, true))
            .collect();
        match kept.len() {
            0 => {}
            1..=3 => derived.push(kept.join(" ")),
            _ => derived.extend(kept.into_iter().filter(|word| word.chars().count() >= 4)),
        }
        if derived.len() >= MAX_DERIVED_SKILLS {
            break;
        }
    }
    derived
}

#[cfg(test)]
mod tests {
    use super::*;

    fn has(list: &[String], skill: &str) -> bool {
        list.iter().any(|s| s == skill)
    }

    #[test]
    fn the_four_reference_headlines_get_relevant_skills() {
        let rust = skills("Senior Rust backend engineer");
        for expected in ["Rust", "Tokio", "Systems Programming", "API Design"] {
            assert!(has(&rust, expected), "{expected} missing from {rust:?}");
        }
        let nurse = skills("Registered nurse");
        assert!(has(&nurse, "Patient Care") && has(&nurse, "Medication Administration"), "{nurse:?}");
        let designer = skills("Product designer");
        assert!(has(&designer, "Figma") && has(&designer, "User Research"), "{designer:?}");
        let analyst = skills("Financial analyst");
        assert!(has(&analyst, "Financial Modeling") && has(&analyst, "Forecasting"), "{analyst:?}");
    }

    #[test]
    fn keywords_pull_in_their_skills_first() {
        let list = skills("Platform engineer, Kubernetes and Terraform");
        assert_eq!(list[..2], ["Kubernetes", "Terraform"]);
        assert!(has(&skills("SEO content lead"), "SEO"));
        assert!(has(&skills("ICU nurse"), "Critical Care"));
    }

    #[test]
    fn every_field_gives_eight_to_twelve_unique_comma_free_skills() {
        let inputs = [
            "Rust developer",
            "Backend engineer",
            "React frontend developer",
            "iOS developer",
            "Android developer",
            "Flutter developer",
            "Data engineer",
            "Data scientist",
            "ML engineer",
            "DevOps engineer",
            "Security engineer",
            "QA engineer",
            "Embedded engineer",
            "Software engineer",
            "UX designer",
            "Graphic designer",
            "Product manager",
            "Registered nurse",
            "Doctor",
            "Pharmacist",
            "Physiotherapist",
            "Healthcare assistant",
            "Financial analyst",
            "Accountant",
            "Marketing manager",
            "Sales executive",
            "HR business partner",
            "Teacher",
            "Lawyer",
            "Project manager",
            "Customer support",
            "Logistics",
            "Mechanical engineer",
            "Civil engineer",
            "Electrical engineer",
            "Data analyst",
            "Writer",
            "Executive assistant",
            "Beekeeper",
            "",
        ];
        for input in inputs {
            let list = skills(input);
            assert!((MIN_SKILLS..=MAX_SKILLS).contains(&list.len()), "{input}: {list:?}");
            assert!(list.iter().all(|s| !s.contains(',') && !s.trim().is_empty()), "{input}: {list:?}");
            let mut lower: Vec<String> = list.iter().map(|s| s.to_lowercase()).collect();
            lower.sort();
            lower.dedup();
            assert_eq!(lower.len(), list.len(), "{input}: {list:?}");
        }
    }

    #[test]
    fn an_unknown_field_gets_its_own_words_and_general_skills() {
        let list = skills("Senior beekeeper, honey production");
        assert_eq!(list[..2], ["Beekeeper", "Honey Production"]);
        let from_headline = skills("Beekeeper | Clear Communication & Reliable Delivery");
        assert_eq!(from_headline[..3], ["Beekeeper", "Clear Communication", "Reliable Delivery"]);
        for general in ["Communication", "Problem Solving", "Stakeholder Management"] {
            assert!(has(&list, general), "{list:?}");
        }
        assert!(!skills("beekeeper John").iter().any(|s| s.contains("John")));
    }
}
