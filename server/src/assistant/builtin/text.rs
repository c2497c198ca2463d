//! Text helpers shared by the generators: clean-up, words, display case, hashing.

use crate::vocabulary::assistant_words::VOCABULARY;

/// Longest input the generators look at, in characters.
pub const MAX_INPUT_CHARS: usize = 2000;

/// Trims, collapses whitespace (control characters count as whitespace) and keeps at
/// most [`MAX_INPUT_CHARS`] characters; `None` when nothing is left.
pub fn normalize_input(input: &str) -> Option<String> {
    let mut out = String::new();
    let mut count = 0;
    let mut pending_space = false;
    for c in input.chars() {
        if c.is_whitespace() || c.is_control() {
            pending_space = !out.is_empty();
            continue;
        }
        if pending_space {
            if count + 2 > MAX_INPUT_CHARS {
                break;
            }
            out.push(' ');
            count += 1;
            pending_space = false;
        }
        if count + 1 > MAX_INPUT_CHARS {
            break;
        }
        out.push(c);
        count += 1;
    }
    (!out.is_empty()).then_some(out)
}

/// The input every generator works from: normalised, with e-mail addresses, URLs and
/// phone numbers removed.
pub fn prepare(input: &str) -> Option<String> {
    let text = normalize_input(input)?;
    let kept: Vec<&str> = text.split(' ').filter(|t| !is_contact_token(t)).collect();
    normalize_input(&kept.join(" "))
}

/// Endings that make "word.ending" look like a web address.
const TOP_LEVEL_DOMAINS: &[&str] = &[
    "com", "org", "net", "io", "co", "dev", "app", "ai", "me", "info", "biz", "xyz", "us", "uk", "de", "fr", "eu",
    "ca", "au", "in", "nl", "es", "se", "ch", "be", "ie", "nz", "jp", "tech", "site", "online", "page", "so", "gg",
    "ly", "to", "tv", "edu", "gov",
];

/// Whether a whitespace-separated token is an e-mail address, a URL or a phone number.
pub(super) fn is_contact_token(token: &str) -> bool {
    let lower = token.to_lowercase();
    if lower.contains('@') || lower.contains("://") || lower.contains("www.") {
        return true;
    }
    let digits = lower.chars().filter(char::is_ascii_digit).count();
    if digits >= 7 && lower.chars().all(|c| c.is_ascii_digit() || "+-().".contains(c)) {
        return true;
    }
    let core = lower.trim_matches(|c: char| !c.is_alphanumeric() && c != '/');
    let host = core.split('/').next().unwrap_or_default();
    match host.rsplit_once('.') {
        Some((name, tld)) => {
            !name.is_empty()
                && TOP_LEVEL_DOMAINS.contains(&tld)
                && !VOCABULARY.display_spellings.iter().any(|(key, _)| *key == host)
        }
        None => false,
    }
}

/// Lowercase words for matching. Letters and digits make words, and so do `+ # .` inside
/// them (C++, C#, .NET, Node.js); everything else separates, so "CI/CD", "ci-cd" and
/// "ci cd" all read as `ci cd`.
pub(super) fn match_words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .split(|c: char| !(c.is_alphanumeric() || "+#.".contains(c)))
        .filter_map(|raw| {
            let word = raw.trim_end_matches('.').trim_start_matches(['+', '#']);
            let word = match word.strip_prefix('.') {
                Some(rest) if rest != "net" => rest.trim_start_matches('.'),
                _ => word,
            };
            word.chars().any(char::is_alphanumeric).then(|| word.to_string())
        })
        .collect()
}

/// An input ready for phrase look-ups.
pub(super) struct Words {
    list: Vec<String>,
    padded: String,
    /// The same words with a plural "s" dropped ("nurses" -> "nurse").
    padded_singular: String,
}

impl Words {
    pub(super) fn new(text: &str) -> Self {
        let list = match_words(text);
        let singular: Vec<&str> = list.iter().map(|w| singular(w)).collect();
        Self { padded: format!(" {} ", list.join(" ")), padded_singular: format!(" {} ", singular.join(" ")), list }
    }

    pub(super) fn list(&self) -> &[String] {
        &self.list
    }

    /// Where a phrase occurs as whole words (byte offset, for ordering), if it does.
    pub(super) fn find(&self, phrase: &str) -> Option<usize> {
        let needle = format!(" {} ", match_words(phrase).join(" "));
        if needle.trim().is_empty() {
            return None;
        }
        earliest(self.padded.find(&needle), self.padded_singular.find(&needle))
    }

    /// Where a stem starts a word, or a multi-word stem starts a phrase.
    pub(super) fn find_stem(&self, stem: &str) -> Option<usize> {
        let needle = format!(" {}", match_words(stem).join(" "));
        if needle.trim().is_empty() {
            return None;
        }
        self.padded.find(&needle)
    }

    /// A hash of the words, so that spacing and case don't change the output.
    pub(super) fn seed(&self) -> u64 {
        fnv1a(self.padded.as_bytes())
    }
}

fn earliest(a: Option<usize>, b: Option<usize>) -> Option<usize> {
    match (a, b) {
        (Some(x), Some(y)) => Some(x.min(y)),
        (x, y) => x.or(y),
    }
}

fn singular(word: &str) -> &str {
    let plural = word.len() > 4 && word.ends_with('s') && !["ss", "us", "is"].iter().any(|end| word.ends_with(end));
    if plural { &word[..word.len() - 1] } else { word }
}

/// Most parts of an input looked at; a title and its keywords fit well within.
const MAX_SEGMENTS: usize = 20;

/// Splits text into its comma-, semicolon-, bar- or dash-separated parts (the first
/// [`MAX_SEGMENTS`]).
pub(super) fn segments(text: &str) -> Vec<String> {
    text.replace(" - ", ",")
        .split([',', ';', '|', '•', '·', '–', '—', '\n'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .take(MAX_SEGMENTS)
        .map(str::to_string)
        .collect()
}

/// The words of a segment as the person typed them, without surrounding punctuation,
/// first names or overlong tokens.
pub(super) fn display_tokens(segment: &str) -> Vec<String> {
    segment
        .split(' ')
        .filter_map(|raw| {
            if raw == "&" {
                return Some(raw.to_string());
            }
            let token = raw
                .trim_start_matches(|c: char| !c.is_alphanumeric() && c != '.')
                .trim_end_matches(|c: char| !c.is_alphanumeric() && c != '+' && c != '#');
            let token = if token.eq_ignore_ascii_case(".net") { token } else { token.trim_start_matches('.') };
            let keep = token.chars().any(char::is_alphanumeric) && token.chars().count() <= 30 && !is_first_name(token);
            keep.then(|| token.to_string())
        })
        .collect()
}

pub(super) fn is_first_name(word: &str) -> bool {
    let lower = word.to_lowercase();
    VOCABULARY.first_names.contains(&lower.as_str())
}

/// A word as it should appear in a title: known spellings (AWS, iOS, React.js) win,
/// words typed with inner capitals or short all-caps acronyms stay as typed, small
/// words stay lowercase, and the rest get a capital first letter. Hyphen and slash
/// parts are cased one by one ("full-stack" -> "Full-Stack", "ui/ux" -> "UI/UX").
pub(super) fn display_word(word: &str, first: bool) -> String {
    let lower = word.to_lowercase();
    if let Some((_, spelling)) = VOCABULARY.display_spellings.iter().find(|(key, _)| *key == lower) {
        return spelling.to_string();
    }
    if !first && VOCABULARY.title_small_words.contains(&lower.as_str()) {
        return lower;
    }
    let mut out = String::new();
    let mut part = String::new();
    for c in word.chars() {
        if c == '-' || c == '/' {
            out.push_str(&display_part(&part));
            out.push(c);
            part.clear();
        } else {
            part.push(c);
        }
    }
    out.push_str(&display_part(&part));
    out
}

fn display_part(part: &str) -> String {
    let lower = part.to_lowercase();
    if let Some((_, spelling)) = VOCABULARY.display_spellings.iter().find(|(key, _)| *key == lower) {
        return spelling.to_string();
    }
    let letters: Vec<char> = part.chars().filter(|c| c.is_alphabetic()).collect();
    let all_caps = !letters.is_empty() && letters.iter().all(|c| c.is_uppercase());
    let inner_caps = part.chars().skip(1).any(char::is_uppercase);
    if (all_caps && letters.len() <= 4) || (inner_caps && !all_caps) {
        return part.to_string();
    }
    capitalize(&lower)
}

pub(super) fn capitalize(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// "a", "a and b", "a, b and c" (with `oxford`, "a, b, and c").
pub(super) fn join_list(items: &[String], conjunction: &str, oxford: bool) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => {
            let comma = if oxford && init.len() > 1 { "," } else { "" };
            format!("{}{comma} {conjunction} {last}", init.join(", "))
        }
    }
}

/// The indefinite article for a phrase, by how its first word sounds.
pub(super) fn article(phrase: &str) -> &'static str {
    let word = phrase.split([' ', '-']).next().unwrap_or_default();
    let lower = word.to_lowercase();
    let is_acronym = word.len() > 1 && word.chars().all(|c| c.is_ascii_uppercase());
    let vowel_sound = if is_acronym {
        lower.starts_with(['a', 'e', 'f', 'h', 'i', 'l', 'm', 'n', 'o', 'r', 's', 'x'])
    } else if lower.starts_with("u") {
        !(lower.starts_with("us") || lower.starts_with("uni") || lower.starts_with("ux"))
    } else {
        lower.starts_with(['a', 'e', 'i', 'o']) || lower.starts_with("hon")
    };
    if vowel_sound { "an" } else { "a" }
}

/// 64-bit FNV-1a: a stable hash, unlike std's `DefaultHasher`, whose algorithm may
/// change between Rust releases.
pub(super) fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, byte| (hash ^ u64::from(*byte)).wrapping_mul(0x0000_0100_0000_01b3))
}

/// SplitMix64: spreads a seed and a counter into well-mixed bits.
pub(super) fn mix(seed: u64, n: u64) -> u64 {
    let mut z = seed.wrapping_add(n.wrapping_add(1).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Picks one of `items` by `bits`.
pub(super) fn pick<T: Copy>(items: &[T], bits: u64) -> T {
    items[(bits % items.len() as u64) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalize_trims_collapses_and_rejects_blank_input() {
        assert_eq!(normalize_input("  Senior \t Rust\n\nengineer  ").as_deref(), Some("Senior Rust engineer"));
        assert_eq!(normalize_input(" \n\t "), None);
        assert_eq!(normalize_input(""), None);
        assert_eq!(normalize_input("a\u{0}b").as_deref(), Some("a b"));
    }

    #[test]
    fn normalize_caps_the_length_in_characters() {
        let long = "é ".repeat(5000);
        let out = normalize_input(&long).unwrap();
        assert!(out.chars().count() <= MAX_INPUT_CHARS);
        assert!(!out.ends_with(' '));
        assert_eq!(normalize_input(&"x".repeat(10_000)).unwrap().len(), MAX_INPUT_CHARS);
    }

    #[test]
    fn contact_details_are_recognised_but_tech_names_are_not() {
        for contact in [
            "jo@example.com",
            "<jo@ex.io>",
            "https://x.y/z",
            "www.site.org",
            "linkedin.com/in/jo",
            "portfolio.dev",
            "+44(0)7700900123",
            "(example.com)",
        ] {
            assert!(is_contact_token(contact), "{contact}");
        }
        for word in ["Node.js", "ASP.NET", ".NET", "e.g.", "C++", "CI/CD", "U.S.", "React.js", "2024"] {
            assert!(!is_contact_token(word), "{word}");
        }
        assert_eq!(prepare("Rust dev jo@x.com see https://jo.dev").as_deref(), Some("Rust dev see"));
        assert_eq!(prepare("jo@x.com"), None);
    }

    #[test]
    fn match_words_reads_tech_names_and_separators_alike() {
        assert_eq!(match_words("C++, C# & .NET; Node.js."), ["c++", "c#", ".net", "node.js"]);
        assert_eq!(match_words("CI/CD ci-cd"), ["ci", "cd", "ci", "cd"]);
        assert_eq!(match_words("🚀 Ingénieur!"), ["ingénieur"]);
    }

    #[test]
    fn words_find_phrases_whole_and_plural() {
        let words = Words::new("Registered nurses, ICU");
        assert!(words.find("registered nurse").is_some());
        assert!(words.find("icu").is_some());
        assert!(words.find("cu").is_none());
        assert!(Words::new("collaborative").find_stem("collaborat").is_some());
    }

    #[test]
    fn display_word_keeps_acronyms_and_known_spellings() {
        let shown: Vec<String> =
            ["aws", "ios", "react.js", "SQL", "GraphQL", "full-stack", "ui/ux", "of", "NURSE", "ingénieur"]
                .iter()
                .map(|w| display_word(w, false))
                .collect();
        assert_eq!(
            shown,
            ["AWS", "iOS", "React.js", "SQL", "GraphQL", "Full-Stack", "UI/UX", "of", "Nurse", "Ingénieur"]
        );
    }

    #[test]
    fn articles_follow_the_sound() {
        assert_eq!(article("iOS engineer"), "an");
        assert_eq!(article("HR specialist"), "an");
        assert_eq!(article("UX designer"), "a");
        assert_eq!(article("early-career nurse"), "an");
        assert_eq!(article("senior nurse"), "a");
    }

    #[test]
    fn lists_join_naturally() {
        let items: Vec<String> = ["a", "b", "c"].map(String::from).to_vec();
        assert_eq!(join_list(&items, "and", true), "a, b, and c");
        assert_eq!(join_list(&items[..2], "&", false), "a & b");
    }
}
