//! Reading an input: which field of work it names, which keywords, which seniority.

use super::text::Words;
use crate::vocabulary::assistant_words::{Field, VOCABULARY};

/// How much a field gains for each of its core skills a person already lists.
const LISTED_SKILL_WEIGHT: u32 = 2;

/// The fields the words point to with their scores, strongest first; ties keep the
/// vocabulary's order, which lists specific fields before general ones.
pub(super) fn rank_fields(words: &Words) -> Vec<(&'static Field, u32)> {
    rank_fields_with_skills(words, &[])
}

/// Like [`rank_fields`], with each of a field's core skills found in `skills` counting
/// too: "Patient Care, Wound Care" points to nursing even without the word "nurse".
pub(super) fn rank_fields_with_skills(words: &Words, skills: &[String]) -> Vec<(&'static Field, u32)> {
    let listed: Vec<String> = skills.iter().map(|s| s.to_lowercase()).collect();
    let mut ranked: Vec<(&'static Field, u32)> = VOCABULARY
        .fields
        .iter()
        .filter_map(|field| {
            let from_words: u32 = field
                .triggers
                .iter()
                .filter(|(phrase, _)| words.find(phrase).is_some())
                .map(|(_, weight)| u32::from(*weight))
                .sum();
            let from_skills = field.skills.iter().filter(|s| listed.contains(&s.to_lowercase())).count();
            let score = from_words + LISTED_SKILL_WEIGHT * from_skills as u32;
            (score > 0).then_some((field, score))
        })
        .collect();
    // A stable sort keeps the vocabulary's order among equal scores.
    ranked.sort_by_key(|(_, score)| std::cmp::Reverse(*score));
    ranked
}

/// A second field counts only when it is clearly present: at least this score...
const SECONDARY_MIN_SCORE: u32 = 4;

/// The strongest field, and the second when it scores at least [`SECONDARY_MIN_SCORE`]
/// and half the first: "Rust backend" is both, but "Software Engineer | System Design"
/// is not a designer, nor "Talent Acquisition | People Operations" in logistics.
pub(super) fn leading_fields(words: &Words) -> Vec<&'static Field> {
    let ranked = rank_fields(words);
    let mut leading: Vec<&'static Field> = ranked.first().map(|(field, _)| *field).into_iter().collect();
    if let [(_, first), (second, score), ..] = ranked.as_slice()
        && *score >= SECONDARY_MIN_SCORE
        && score * 2 >= *first
    {
        leading.push(second);
    }
    leading
}

/// The skill lists of the keywords the words mention, in the order they are mentioned.
pub(super) fn keyword_skills(words: &Words) -> Vec<&'static [&'static str]> {
    let mut found: Vec<(usize, &'static [&'static str])> = VOCABULARY
        .keyword_skills
        .iter()
        .filter_map(|(keyword, skills)| words.find(keyword).map(|at| (at, *skills)))
        .collect();
    found.sort_by_key(|(at, _)| *at);
    found.into_iter().map(|(_, skills)| skills).collect()
}

/// Whether a word names a role (engineer, nurse, pharmacist, technician...).
pub(super) fn is_role_noun(word: &str) -> bool {
    let lower = word.to_lowercase();
    let suffixed = lower.chars().count() > 5 && (lower.ends_with("ist") || lower.ends_with("ian"));
    VOCABULARY.role_nouns.contains(&lower.as_str()) || suffixed
}

/// Whether a single word is a keyword with its own skills (Kotlin, Spark, SolidWorks).
pub(super) fn is_keyword(word: &str) -> bool {
    let lower = word.to_lowercase();
    VOCABULARY.keyword_skills.iter().any(|(k, _)| *k == lower)
}

/// Whether a single word is one the vocabulary knows (a field trigger or a keyword).
pub(super) fn is_known_term(word: &str) -> bool {
    let lower = word.to_lowercase();
    let is_trigger = VOCABULARY.fields.iter().any(|f| f.triggers.iter().any(|(p, _)| *p == lower));
    is_trigger || VOCABULARY.keyword_skills.iter().any(|(k, _)| *k == lower)
}

/// The seniority a sentence states, displayed ("Senior", "Head", "Manager"), if any.
/// Words that are also verbs or ordinary words count only in the right company:
/// "lead engineer" but not "I lead teams", "head of design" but not "head start".
pub(super) fn seniority(words: &[String]) -> Option<&'static str> {
    words.iter().enumerate().find_map(|(i, word)| {
        let next = words.get(i + 1).map(String::as_str).unwrap_or_default();
        let counts = match word.as_str() {
            "senior" | "sr" | "junior" | "jr" | "intern" | "trainee" | "graduate" | "manager" | "director" | "vp" => {
                true
            }
            "lead" | "staff" | "principal" => is_role_noun(next) || is_known_term(next),
            "head" => next == "of",
            _ => false,
        };
        if !counts {
            return None;
        }
        VOCABULARY.seniority.iter().find(|(key, _)| key == word).map(|(_, shown)| *shown)
    })
}

#[cfg(test)]
mod tests {
    use super::super::text::match_words;
    use super::*;

    fn top(input: &str) -> &'static str {
        rank_fields(&Words::new(input)).first().map_or("none", |(field, _)| field.id)
    }

    #[test]
    fn common_titles_land_in_their_field() {
        let cases = [
            ("Senior Rust backend engineer", "rust"),
            ("Registered nurse", "nursing"),
            ("Product designer", "product_design"),
            ("Financial analyst", "finance"),
            ("Product manager", "product_management"),
            ("Project manager", "project_management"),
            ("Data engineer", "data_engineering"),
            ("Data scientist", "data_science"),
            ("Machine learning engineer", "machine_learning"),
            ("iOS developer", "ios"),
            ("Android developer", "android"),
            ("React frontend developer", "frontend"),
            ("Full-stack developer", "fullstack"),
            ("DevOps engineer AWS Kubernetes", "devops"),
            ("Cybersecurity analyst", "security"),
            ("Software engineer", "software"),
            ("Doctor", "physician"),
            ("Pharmacist", "pharmacy"),
            ("Physical therapist", "physiotherapy"),
            ("Accountant", "accounting"),
            ("Digital marketing manager", "marketing"),
            ("Account executive", "sales"),
            ("Technical recruiter", "people"),
            ("Maths teacher", "education"),
            ("Corporate lawyer", "legal"),
            ("Customer support specialist", "customer_support"),
            ("Logistics coordinator", "operations"),
            ("Mechanical engineer", "mechanical"),
            ("Civil engineer", "civil"),
            ("Electrical engineer", "electrical"),
            ("Data analyst", "data_analysis"),
            ("Business intelligence developer", "data_analysis"),
            ("Beekeeper", "none"),
        ];
        for (input, field) in cases {
            assert_eq!(top(input), field, "{input}");
        }
    }

    #[test]
    fn keywords_come_in_the_order_they_are_mentioned() {
        let skills = keyword_skills(&Words::new("Kubernetes and Rust, some AWS"));
        let firsts: Vec<&str> = skills.iter().map(|s| s[0]).collect();
        assert_eq!(firsts, ["Kubernetes", "Rust", "AWS"]);
    }

    #[test]
    fn a_second_field_must_be_clearly_present() {
        let ids = |s: &str| leading_fields(&Words::new(s)).iter().map(|f| f.id).collect::<Vec<_>>();
        assert_eq!(ids("Senior Rust backend engineer"), ["rust", "backend"]);
        assert_eq!(ids("Software Engineer | System Design & Clean Code"), ["software"]);
        assert_eq!(ids("Talent Acquisition Specialist | People Operations & Culture"), ["people"]);
        assert!(ids("Beekeeper").is_empty());
    }

    #[test]
    fn listed_skills_point_to_their_field() {
        let skills: Vec<String> =
            ["Patient Care", "Wound Care", "Medication Administration"].map(String::from).to_vec();
        let ranked = rank_fields_with_skills(&Words::new("calm and patient"), &skills);
        assert_eq!(ranked[0].0.id, "nursing");
    }

    #[test]
    fn seniority_needs_the_right_company_for_ambiguous_words() {
        let level = |s: &str| seniority(&match_words(s));
        assert_eq!(level("I lead teams of five"), None);
        assert_eq!(level("a lead engineer who loves rust"), Some("Lead"));
        assert_eq!(level("senior person"), Some("Senior"));
        assert_eq!(level("head of design"), Some("Head"));
        assert_eq!(level("got a head start"), None);
    }
}

#[cfg(test)]
mod vocabulary_checks {
    use super::*;
    use crate::vocabulary::assistant_words::VOCABULARY;

    #[test]
    fn every_field_is_complete_and_finds_itself() {
        for field in VOCABULARY.fields {
            assert!(field.skills.len() >= 12 && field.focus.len() >= 5, "{}", field.id);
            assert!(!field.codename_words.is_empty() && !field.triggers.is_empty(), "{}", field.id);
            let top = rank_fields(&Words::new(field.title)).first().map(|(f, _)| f.id);
            assert_eq!(top, Some(field.id), "the title {:?} points elsewhere", field.title);
        }
        let mut ids: Vec<&str> = VOCABULARY.fields.iter().map(|f| f.id).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), VOCABULARY.fields.len());
    }

    #[test]
    fn no_skill_contains_a_comma() {
        let all = VOCABULARY
            .fields
            .iter()
            .flat_map(|f| f.skills.iter())
            .chain(VOCABULARY.keyword_skills.iter().flat_map(|(_, skills)| skills.iter()))
            .chain(VOCABULARY.general_skills);
        for skill in all {
            assert!(!skill.contains(',') && skill.trim() == *skill && !skill.is_empty(), "{skill:?}");
        }
    }

    #[test]
    fn codename_words_are_plain_and_never_first_names() {
        let all = VOCABULARY
            .fields
            .iter()
            .flat_map(|f| f.codename_words.iter())
            .chain(VOCABULARY.codename_adjectives)
            .chain(VOCABULARY.codename_nouns)
            .chain(VOCABULARY.generic_codename_words);
        for word in all {
            assert!(word.len() >= 3 && word.bytes().all(|b| b.is_ascii_lowercase()), "{word}");
            assert!(!VOCABULARY.first_names.contains(word), "{word} is a first name");
        }
        assert!(VOCABULARY.first_names.len() >= 200);
    }

    #[test]
    fn focus_terms_keep_their_headline_in_its_field() {
        let mut problems = Vec::new();
        for field in VOCABULARY.fields {
            for focus in field.focus {
                let headline = format!("{} | {focus}", field.title);
                let leading: Vec<&str> = leading_fields(&Words::new(&headline)).iter().map(|f| f.id).collect();
                if leading.first() != Some(&field.id) || leading.len() > 1 {
                    problems.push(format!("{headline}: {leading:?}"));
                }
            }
        }
        assert!(problems.is_empty(), "{problems:#?}");
    }
}
