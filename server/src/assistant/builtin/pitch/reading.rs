//! What a pitch takes from the person's own words: the strengths the vocabulary
//! recognises, else short clauses that name nobody; years of experience; skills fit for
//! a sentence. Everything that could identify the person or an employer is left out.

use crate::{
    assistant::builtin::{
        fields::keyword_skills,
        text::{Words, display_tokens, is_contact_token, is_first_name, normalize_input},
    },
    vocabulary::assistant_words::VOCABULARY,
};

const MAX_PITCH_SKILLS: usize = 5;
const MAX_SKILL_CHARS: usize = 40;
const MAX_OWN_PHRASE_WORDS: usize = 6;

/// The vocabulary's strength phrases the text points to, in the order it mentions them.
pub(super) fn recognised_strengths(words: &Words) -> Vec<&'static str> {
    let mut found: Vec<(usize, &'static str)> = VOCABULARY
        .strengths
        .iter()
        .filter_map(|(phrase, stems)| {
            stems.iter().filter_map(|stem| words.find_stem(stem)).min().map(|at| (at, *phrase))
        })
        .collect();
    found.sort_by_key(|(at, _)| *at);
    found.into_iter().map(|(_, phrase)| phrase).collect()
}

/// Words that start a clause without saying anything ("I'm really good at ...").
const CLAUSE_FILLER: &[&str] = &[
    "i",
    "i'm",
    "i’m",
    "im",
    "am",
    "my",
    "me",
    "strengths",
    "strength",
    "are",
    "is",
    "include",
    "includes",
    "good",
    "great",
    "really",
    "very",
    "strong",
    "excellent",
    "skills",
    "skill",
    "in",
    "at",
    "with",
    "a",
    "an",
    "the",
    "of",
    "have",
    "has",
    "being",
    "be",
    "also",
    "and",
    "am",
    "pretty",
    "quite",
    "main",
    "key",
    "top",
];
/// Words that suggest a clause names a place or employer.
const REFERENCE_WORDS: &[&str] = &[
    "at",
    "for",
    "from",
    "with",
    "by",
    "worked",
    "work",
    "working",
    "company",
    "employer",
    "inc",
    "ltd",
    "llc",
    "gmbh",
    "corp",
    "plc",
    "university",
    "college",
    "school",
    "hospital",
    "called",
    "named",
];

/// Up to three short clauses of the person's own words, when nothing was recognised.
pub(super) fn own_phrases(text: &str) -> Vec<String> {
    text.split(['.', ',', ';', '!', '?', ':', '(', ')'])
        .flat_map(|clause| clause.split(" and "))
        .filter_map(own_phrase)
        .take(3)
        .collect()
}

fn own_phrase(clause: &str) -> Option<String> {
    let raw: Vec<&str> = clause.split_whitespace().collect();
    if raw.iter().any(|word| is_first_name(word.trim_matches(|c: char| !c.is_alphabetic()))) {
        return None;
    }
    let tokens = display_tokens(clause);
    let start = tokens.iter().position(|t| !CLAUSE_FILLER.contains(&t.to_lowercase().as_str()))?;
    let tokens = &tokens[start..];
    let proper_noun = tokens.iter().skip(1).any(|t| t.starts_with(char::is_uppercase) && spelling(t).is_none());
    let reference = tokens.iter().any(|t| REFERENCE_WORDS.contains(&t.to_lowercase().as_str()));
    let odd = tokens.iter().any(|t| t.chars().count() > 25 || t.chars().any(|c| c.is_ascii_digit()));
    let letters = tokens.iter().flat_map(|t| t.chars()).filter(|c| c.is_alphabetic()).count();
    if tokens.len() > MAX_OWN_PHRASE_WORDS || letters < 3 || proper_noun || reference || odd {
        return None;
    }
    let shown: Vec<String> =
        tokens.iter().map(|t| spelling(t).map_or_else(|| t.to_lowercase(), String::from)).collect();
    Some(shown.join(" "))
}

fn spelling(word: &str) -> Option<&'static str> {
    let lower = word.to_lowercase();
    VOCABULARY.display_spellings.iter().find(|(key, _)| *key == lower).map(|(_, shown)| *shown)
}

/// "8 years", "10+ years", "a year", when the text says so (1 to 50).
pub(super) fn years_of_experience(words: &[String]) -> Option<String> {
    words.windows(2).find_map(|pair| {
        let unit = pair[1].as_str();
        if !["years", "year", "yrs", "yr"].contains(&unit) {
            return None;
        }
        let number = pair[0].trim_end_matches('+');
        let n: u32 = number.parse().ok()?;
        match n {
            1 => Some("a year".to_string()),
            2..=50 => Some(format!("{}{} years", n, if pair[0].ends_with('+') { "+" } else { "" })),
            _ => None,
        }
    })
}

/// The person's skills fit for a sentence (no contact details, names, commas or
/// overlong entries), then skills named in the strengths, at most five.
pub(super) fn pitch_skills(existing: &[String], strengths: &Words) -> Vec<String> {
    let mut skills: Vec<String> = Vec::new();
    let mentioned = keyword_skills(strengths).into_iter().map(|s| s[0].to_string());
    let given = existing.iter().take(50).filter_map(|skill| {
        let skill = normalize_input(&skill.replace(',', " "))?;
        let identifying = skill.split(' ').any(|w| is_contact_token(w) || is_first_name(w));
        let fits = skill.chars().count() <= MAX_SKILL_CHARS && skill.chars().any(char::is_alphanumeric);
        let shown: Vec<String> =
            skill.split(' ').map(|w| spelling(w).map_or_else(|| w.to_string(), String::from)).collect();
        (!identifying && fits).then(|| shown.join(" "))
    });
    for skill in given.chain(mentioned) {
        if skills.len() >= MAX_PITCH_SKILLS {
            break;
        }
        if !skills.iter().any(|s| s.to_lowercase() == skill.to_lowercase()) {
            skills.push(skill);
        }
    }
    skills
}
