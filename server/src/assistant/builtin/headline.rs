//! Professional headlines: "Senior Rust Backend Engineer | Distributed Systems & APIs".

use super::fields::{is_keyword, is_known_term, is_role_noun, keyword_skills, rank_fields, seniority};
use super::text::{Words, display_tokens, display_word, join_list, match_words, prepare, segments};
use crate::vocabulary::assistant_words::{Field, VOCABULARY};

const MAX_HEADLINE_CHARS: usize = 120;
const MAX_TITLE_CHARS: usize = 80;
/// A first part longer than this reads as a description, not a title.
const MAX_TITLE_WORDS: usize = 6;
/// Focus terms for an input that names no known field and no keywords.
const GENERAL_FOCUS: &[&str] =
    &["Clear Communication", "Reliable Delivery", "Problem Solving", "Continuous Improvement", "Collaboration"];

/// A headline from a job title or keywords: "{title} | {focus} & {focus}".
///
/// A title-like input ("rust backend", "Senior Product Designer") is kept in the
/// person's words, cased properly, with the field's role noun added when it names no
/// role; a sentence gets the field's title instead. Seniority comes only from the input.
/// Later comma-separated parts and known keywords become the focus, topped up from the
/// field's focus list.
pub fn headline(input: &str) -> String {
    let Some(text) = prepare(input) else {
        return compose("Professional", &top_up(Vec::new(), GENERAL_FOCUS, "", 0));
    };
    let words = Words::new(&text);
    let field = rank_fields(&words).first().map(|(field, _)| *field);
    // An input typed in capitals is read as lowercase, so acronyms can still be told apart.
    let text = if text.chars().any(char::is_lowercase) { text } else { text.to_lowercase() };
    let parts = segments(&text);

    let (title, mut focus) = match parts.first().and_then(|first| title_from(first, field)) {
        Some((title, mut focus)) => {
            focus.extend(parts.iter().skip(1).flat_map(|part| focus_from(part)));
            (title, focus)
        }
        None => (title_from_sentence(&words, field), keyword_focus(&words)),
    };
    if field.is_none() && focus.is_empty() {
        focus = content_words(&text);
    }
    let pool = field.map_or(GENERAL_FOCUS, |f| f.focus);
    compose(&title, &top_up(focus, pool, &title, words.seed()))
}

/// The title from a title-like first part, with any known terms that trail its role
/// ("Android Developer Kotlin") moved to the focus; `None` when it reads as a sentence.
fn title_from(segment: &str, field: Option<&Field>) -> Option<(String, Vec<String>)> {
    let mut tokens = display_tokens(segment);
    while tokens.first().is_some_and(|t| t == "&") {
        tokens.remove(0);
    }
    while tokens.last().is_some_and(|t| t == "&") {
        tokens.pop();
    }
    let sentence_like = tokens.iter().any(|t| VOCABULARY.sentence_words.contains(&t.to_lowercase().as_str()));
    if tokens.is_empty() || tokens.len() > MAX_TITLE_WORDS || sentence_like {
        return None;
    }
    let last_role = tokens.iter().rposition(|t| t.split(['-', '/']).any(is_role_noun));
    let mut trailing = Vec::new();
    if let Some(role) = last_role
        && tokens[role + 1..].iter().all(|t| is_keyword(t))
    {
        trailing = tokens.split_off(role + 1).iter().map(|t| display_word(t, true)).collect();
    }
    let mut shown: Vec<String> = tokens.iter().enumerate().map(|(i, token)| display_word(token, i == 0)).collect();
    let last = tokens.last().map(String::as_str).unwrap_or_default();
    if last_role.is_none() && !looks_like_a_role(last) {
        let noun = field.map_or("Professional", |f| f.role_noun);
        // "nursing" + "Nurse" would repeat itself: "Nursing Professional" instead.
        shown.push(if same_stem(last, noun) { "Professional" } else { noun }.to_string());
    }
    let title = shown.join(" ");
    (title.chars().count() <= MAX_TITLE_CHARS).then_some((title, trailing))
}

/// A last word like "beekeeper" or "sommelier" names a role even if no list has it;
/// known terms ("Docker") and seniority words ("Senior") don't.
fn looks_like_a_role(word: &str) -> bool {
    let lower = word.to_lowercase();
    let suffixed = lower.ends_with("er") || lower.ends_with("or");
    lower.chars().count() >= 5
        && suffixed
        && !is_known_term(&lower)
        && !VOCABULARY.seniority.iter().any(|(key, _)| *key == lower)
}

fn same_stem(a: &str, b: &str) -> bool {
    let stem = |s: &str| s.to_lowercase().chars().take(4).collect::<String>();
    a.chars().count() >= 4 && stem(a) == stem(b)
}

/// The title for a sentence-like input: the field's title with the seniority it states.
fn title_from_sentence(words: &Words, field: Option<&Field>) -> String {
    let level = seniority(words.list());
    match (level, field) {
        (None, Some(f)) => f.title.to_string(),
        (None, None) => "Professional".to_string(),
        (Some(level), Some(f)) => match level {
            "Head" | "Director" | "VP" | "Chief" => format!("{level} of {}", f.area),
            "Manager" if f.title.ends_with("Manager") => f.title.to_string(),
            "Manager" | "Intern" | "Trainee" => format!("{} {level}", f.area),
            _ if f.title.starts_with(level) => f.title.to_string(),
            _ => format!("{level} {}", f.title),
        },
        (Some(level), None) => match level {
            "Head" => "Department Head".to_string(),
            "VP" => "Vice President".to_string(),
            "Manager" | "Director" | "Intern" | "Trainee" | "Chief" => level.to_string(),
            _ => format!("{level} Professional"),
        },
    }
}

/// Focus terms from a later part: the part itself when it is short, else its keywords.
fn focus_from(part: &str) -> Vec<String> {
    let tokens = display_tokens(part);
    let short = !tokens.is_empty()
        && tokens.len() <= 4
        && !tokens.iter().any(|t| VOCABULARY.sentence_words.contains(&t.to_lowercase().as_str()));
    if short {
        let shown: Vec<String> = tokens.iter().enumerate().map(|(i, token)| display_word(token, i == 0)).collect();
        vec![shown.join(" ")]
    } else {
        keyword_focus(&Words::new(part))
    }
}

fn keyword_focus(words: &Words) -> Vec<String> {
    keyword_skills(words).iter().map(|skills| skills[0].to_string()).collect()
}

/// Up to two notable words of an input in no known field.
fn content_words(text: &str) -> Vec<String> {
    display_tokens(text)
        .into_iter()
        .filter(|token| {
            let lower = token.to_lowercase();
            token.chars().count() >= 4
                && token.chars().all(|c| c.is_alphabetic() || c == '-')
                && !VOCABULARY.stopwords.contains(&lower.as_str())
                && !VOCABULARY.sentence_words.contains(&lower.as_str())
                && !VOCABULARY.seniority.iter().any(|(key, _)| *key == lower)
        })
        .map(|token| display_word(&token, true))
        .take(2)
        .collect()
}

/// Drops focus terms the title already says and duplicates, keeps three, and tops up
/// to two from `pool`, starting at a place chosen by `seed`.
fn top_up(mut focus: Vec<String>, pool: &[&str], title: &str, seed: u64) -> Vec<String> {
    let title_words = format!(" {} ", match_words(title).join(" "));
    let said = |term: &str, focus: &[String]| {
        let words = match_words(term).join(" ");
        words.is_empty()
            || title_words.contains(&format!(" {words} "))
            || focus.iter().any(|f| f.eq_ignore_ascii_case(term))
    };
    let mut kept: Vec<String> = Vec::new();
    for term in focus.drain(..) {
        if !said(&term, &kept) && kept.len() < 3 {
            kept.push(term);
        }
    }
    let start = (seed % pool.len().max(1) as u64) as usize;
    for i in 0..pool.len() {
        if kept.len() >= 2 {
            break;
        }
        let term = pool[(start + i) % pool.len()];
        if !said(term, &kept) {
            kept.push(term.to_string());
        }
    }
    kept
}

/// "{title} | a, b & c", dropping focus terms until it fits the length limit.
fn compose(title: &str, focus: &[String]) -> String {
    (0..=focus.len())
        .rev()
        .map(|n| match n {
            0 => title.to_string(),
            n => format!("{title} | {}", join_list(&focus[..n], "&", false)),
        })
        .find(|headline| headline.chars().count() <= MAX_HEADLINE_CHARS)
        .unwrap_or_else(|| title.chars().take(MAX_HEADLINE_CHARS).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn title(input: &str) -> String {
        headline(input).split(" | ").next().unwrap_or_default().to_string()
    }

    #[test]
    fn title_like_input_keeps_its_words_and_gains_a_role() {
        assert_eq!(title("rust backend"), "Rust Backend Engineer");
        assert_eq!(title("Senior Rust backend engineer"), "Senior Rust Backend Engineer");
        assert_eq!(title("registered nurse"), "Registered Nurse");
        assert_eq!(title("product designer"), "Product Designer");
        assert_eq!(title("financial analyst"), "Financial Analyst");
        assert_eq!(title("digital marketing"), "Digital Marketing Specialist");
        assert_eq!(title("nursing"), "Nursing Professional");
        assert_eq!(title("head of engineering"), "Head of Engineering");
        assert_eq!(title("VP sales"), "VP Sales");
        assert_eq!(title("beekeeper"), "Beekeeper");
        assert_eq!(title("beekeeping"), "Beekeeping Professional");
        assert_eq!(title("teaching"), "Teaching Professional");
    }

    #[test]
    fn acronyms_and_known_spellings_survive() {
        assert_eq!(title("aws devops engineer"), "AWS DevOps Engineer");
        assert_eq!(title("ux/ui designer"), "UX/UI Designer");
        assert_eq!(title("ios developer"), "iOS Developer");
        assert_eq!(title("React.js developer"), "React.js Developer");
        assert_eq!(title("SQL and BI analyst"), "SQL and BI Analyst");
        assert_eq!(title("SENIOR HR MANAGER"), "Senior HR Manager");
        assert!(headline("ai engineer").starts_with("AI Engineer |"));
    }

    #[test]
    fn seniority_is_never_invented() {
        assert!(!headline("rust backend").contains("Senior"));
        assert!(headline("junior frontend developer").starts_with("Junior "));
        let sentence = "I have 3 years of experience as a junior developer building React apps";
        assert!(headline(sentence).starts_with("Junior Frontend Engineer |"), "{}", headline(sentence));
        assert_eq!(title("I lead teams and build rust services every day"), "Rust Engineer");
    }

    #[test]
    fn later_parts_and_keywords_become_the_focus() {
        assert_eq!(
            headline("Senior backend engineer, rust, aws, kubernetes"),
            "Senior Backend Engineer | Rust, AWS & Kubernetes"
        );
        assert!(headline("Android developer kotlin").starts_with("Android Developer | Kotlin & "));
        let sentence = headline("I have been building web apps with React and TypeScript for years");
        assert_eq!(sentence, "Frontend Engineer | React & TypeScript");
    }

    #[test]
    fn the_focus_never_repeats_the_title() {
        for input in ["Rust engineer", "Kubernetes", "Product designer", "SEO"] {
            let h = headline(input);
            let (title, focus) = h.split_once(" | ").unwrap();
            for term in focus.split([',', '&']).map(str::trim) {
                assert!(!title.to_lowercase().split(' ').any(|w| w == term.to_lowercase()), "{h}");
            }
        }
    }

    #[test]
    fn names_and_contact_details_are_dropped() {
        let h = headline("Senior engineer John jo@example.com https://jo.dev");
        assert!(h.starts_with("Senior Engineer |"), "{h}");
        assert!(!h.contains("John") && !h.contains('@') && !h.contains("jo.dev"));
    }

    #[test]
    fn headlines_stay_short() {
        let long_words = "Extraordinarily-Complicated-Specialisation ".repeat(6);
        for input in [long_words.as_str(), "Principal Distributed Systems and Infrastructure Reliability Engineer"] {
            assert!(headline(input).chars().count() <= MAX_HEADLINE_CHARS, "{}", headline(input));
        }
    }
}
