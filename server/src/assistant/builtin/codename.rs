//! Codename candidates: "rust-falcon", "quiet-harbour-42", "data-nomad-7".
//!
//! Words come only from the vocabulary (a field-flavoured word picked by the job title,
//! neutral adjectives and nouns), never from the title itself, so a codename cannot
//! carry a name, an employer or a contact detail the title happened to contain.

use std::collections::HashSet;

use super::fields::leading_fields;
use super::text::{Words, mix, pick, prepare};
use crate::vocabulary::assistant_words::VOCABULARY;

pub const MIN_CODENAME_CHARS: usize = 3;
/// The rule rejects more than 30 characters; staying at 29 keeps clear of any reading
/// of "less than 30".
pub const MAX_CODENAME_CHARS: usize = 29;
/// Most candidates one call returns.
pub const MAX_CODENAMES: usize = 50;
/// Furthest offset honoured (well within the thousands of word pairs available);
/// beyond it the same candidates come back.
pub const MAX_CODENAME_OFFSET: usize = 1_000;

/// Whether `s` is a codename this generator may produce: 3 to 29 characters of
/// lowercase ASCII letters, digits and single hyphens, not starting or ending with one.
pub fn is_valid_codename(s: &str) -> bool {
    (MIN_CODENAME_CHARS..=MAX_CODENAME_CHARS).contains(&s.len())
        && s.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !s.starts_with('-')
        && !s.ends_with('-')
        && !s.contains("--")
}

/// `count` distinct codename candidates for a job title (at most [`MAX_CODENAMES`]).
pub fn codenames(job_title: &str, count: usize) -> Vec<String> {
    codenames_with_offset(job_title, count, 0)
}

/// Like [`codenames`], skipping the first `offset` candidates of the title's sequence:
/// `offset = attempt * count` gives fresh candidates on each retry, deterministically.
pub fn codenames_with_offset(job_title: &str, count: usize, offset: usize) -> Vec<String> {
    let count = count.min(MAX_CODENAMES);
    let offset = offset.min(MAX_CODENAME_OFFSET);
    let words = prepare(job_title).map(|text| Words::new(&text));
    let seed = words.as_ref().map_or(0, Words::seed);
    let flavours = flavour_words(words.as_ref());

    let mut seen = HashSet::new();
    let mut out = Vec::with_capacity(count);
    // The vocabulary allows far more combinations than are ever asked for; the bound
    // only guarantees the loop ends.
    let attempts = (offset + count) as u64 * 10 + 100;
    for i in 0..attempts {
        if out.len() == count {
            break;
        }
        let candidate = candidate(&flavours, seed, i);
        // "quiet-harbour" and "quiet-harbour-42" are too alike to offer both.
        let words_only = candidate.trim_end_matches(|c: char| c.is_ascii_digit() || c == '-').to_string();
        let fresh = is_valid_codename(&candidate) && !has_first_name(&candidate) && seen.insert(words_only);
        if fresh && seen.len() > offset {
            out.push(candidate);
        }
    }
    out
}

/// The codename words of the title's leading fields, or neutral ones.
fn flavour_words(words: Option<&Words>) -> Vec<&'static str> {
    let mut flavours: Vec<&'static str> = Vec::new();
    for field in words.map(leading_fields).unwrap_or_default() {
        for word in field.codename_words {
            if !flavours.contains(word) {
                flavours.push(word);
            }
        }
    }
    if flavours.is_empty() {
        flavours.extend(VOCABULARY.generic_codename_words);
    }
    flavours
}

/// The `i`th candidate of a seed's sequence; patterns rotate so any five in a row mix
/// field words, neutral pairs and numbers.
fn candidate(flavours: &[&str], seed: u64, i: u64) -> String {
    let bits = mix(seed, i);
    // The very first candidate carries the field's most characteristic word.
    let flavour = if i == 0 { flavours[0] } else { pick(flavours, bits) };
    let adjective = pick(VOCABULARY.codename_adjectives, bits >> 16);
    let noun = pick(VOCABULARY.codename_nouns, bits >> 32);
    let number = 2 + (bits >> 48) % 98;
    let digit = 2 + (bits >> 56) % 8;
    let parts: Vec<String> = match i % 6 {
        0 => vec![flavour.into(), noun.into()],
        1 => vec![adjective.into(), noun.into(), number.to_string()],
        2 => vec![flavour.into(), noun.into(), digit.to_string()],
        3 => vec![adjective.into(), flavour.into()],
        4 => vec![adjective.into(), flavour.into(), number.to_string()],
        _ => vec![adjective.into(), noun.into()],
    };
    if parts[0] == parts[1] {
        return String::new(); // "beacon-beacon": rejected as invalid
    }
    parts.join("-")
}

fn has_first_name(codename: &str) -> bool {
    codename.split('-').any(|part| VOCABULARY.first_names.contains(&part))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_check_matches_the_codename_rules() {
        for valid in ["abc", "quiet-harbour-42", "rust-falcon", "a1b", &"a".repeat(29)] {
            assert!(is_valid_codename(valid), "{valid}");
        }
        for invalid in ["ab", "-abc", "abc-", "a--b", "Abc", "ab_c", "äbc", "a b", &"a".repeat(30), ""] {
            assert!(!is_valid_codename(invalid), "{invalid}");
        }
    }

    #[test]
    fn candidates_are_valid_distinct_and_flavoured() {
        let names = codenames("Senior Rust backend engineer", 10);
        assert_eq!(names.len(), 10);
        assert!(names.iter().all(|n| is_valid_codename(n)), "{names:?}");
        let unique: HashSet<&str> =
            names.iter().map(|n| n.trim_end_matches(|c: char| c.is_ascii_digit() || c == '-')).collect();
        assert_eq!(unique.len(), names.len(), "{names:?}");
        assert!(names[0].starts_with("rust-"), "{names:?}");
        assert!(codenames("Data analyst", 5)[0].starts_with("data-"));
    }

    #[test]
    fn each_attempt_brings_new_candidates() {
        let title = "Registered nurse";
        let first = codenames_with_offset(title, 5, 0);
        let second = codenames_with_offset(title, 5, 5);
        assert_eq!(first, codenames(title, 5));
        assert_eq!(second.len(), 5);
        assert!(second.iter().all(|name| !first.contains(name)), "{first:?} {second:?}");
        assert_eq!(codenames_with_offset(title, 15, 0)[5..10], second[..]);
    }

    #[test]
    fn no_first_name_ever_appears() {
        for title in ["Senior engineer John", "Mary", "james@example.com", "Sarah Jones, product designer", ""] {
            for attempt in 0..20 {
                for name in codenames_with_offset(title, 10, attempt * 10) {
                    assert!(!has_first_name(&name), "{title}: {name}");
                    assert!(!name.contains("john") && !name.contains("example"), "{title}: {name}");
                }
            }
        }
    }

    #[test]
    fn counts_and_offsets_are_capped() {
        assert!(codenames("x", 0).is_empty());
        assert_eq!(codenames("Teacher", 1000).len(), MAX_CODENAMES);
        assert_eq!(codenames_with_offset("Teacher", 3, usize::MAX).len(), 3);
    }
}
