//! Text folding for place search: what the user types and what the data holds are both
//! reduced to lower-case letters without accents, single spaces between words.
//!
//! Must stay in step with `fold` in `tools/gazetteer/build.py`, which writes the folded
//! names into the data file; a unit test checks every row.

use std::collections::HashMap;
use std::sync::LazyLock;

/// Lower-case letters with their unaccented spelling. Covers the Latin letters found in
/// GeoNames names (Latin-1, Latin Extended-A/B, Vietnamese) plus common Greek and
/// Cyrillic accents; anything else is kept as it is.
const BASE_LETTERS: &[(&str, &str)] = &[
    ("àáâãäåāăąǎǟǡǻȁȃȧạảấầẩẫậắằẳẵặ", "a"),
    ("æǣǽ", "ae"),
    ("ḃḅḇ", "b"),
    ("çćĉċčḉ", "c"),
    ("ðďđḋḍḏḑḓ", "d"),
    ("èéêëēĕėęěȅȇȩəẹẻẽếềểễệḕḗḙḛḝ", "e"),
    ("ḟ", "f"),
    ("ĝğġģǧǵḡ", "g"),
    ("ĥħȟḣḥḧḩḫẖ", "h"),
    ("ìíîïĩīĭįıǐȉȋḭḯỉị", "i"),
    ("ĵǰ", "j"),
    ("ķǩḱḳḵ", "k"),
    ("ĺļľŀłḷḹḻḽ", "l"),
    ("ḿṁṃ", "m"),
    ("ñńņňǹṅṇṉṋ", "n"),
    ("òóôõöøōŏőơǒǫǭǿȍȏȫȭȯȱọỏốồổỗộớờợṍṏṑṓ", "o"),
    ("œ", "oe"),
    ("ṕṗ", "p"),
    ("ŕŗřȑȓṙṛṝṟ", "r"),
    ("śŝşšșṡṣṥṧṩ", "s"),
    ("ß", "ss"),
    ("ţťțṫṭṯṱẗ", "t"),
    ("þ", "th"),
    ("ùúûüũūŭůűųưǔǖǘǚǜȕȗụủứừửữựṳṵṷṹṻ", "u"),
    ("ṽṿ", "v"),
    ("ŵẁẃẅẇẉẘ", "w"),
    ("ẋẍ", "x"),
    ("ýÿŷȳẏẙỳỵỷỹ", "y"),
    ("źżžẑẓẕ", "z"),
    ("ά", "α"),
    ("έ", "ε"),
    ("ή", "η"),
    ("ίϊΐ", "ι"),
    ("ό", "ο"),
    ("ύϋΰ", "υ"),
    ("ώ", "ω"),
    ("ѐё", "е"),
    ("ѝй", "и"),
    ("ї", "і"),
    ("ў", "у"),
];

/// Apostrophes and dots vanish ("Kapa‘a" -> "kapaa", "St. Louis" -> "st louis").
const DROPPED: &str = "'’‘ʻʼ`.\"?";
/// Other punctuation separates words ("Saint-Étienne" -> "saint etienne").
const SEPARATORS: &str = "-–—/()[],&_";

static BASE_LETTER: LazyLock<HashMap<char, &'static str>> = LazyLock::new(|| {
    BASE_LETTERS.iter().flat_map(|&(letters, base)| letters.chars().map(move |letter| (letter, base))).collect()
});

/// Lower-cases `text`, strips accents, drops apostrophes and dots, turns other
/// punctuation into spaces and collapses runs of spaces; the result has no leading or
/// trailing space.
pub fn fold(text: &str) -> String {
    let mut folded = String::with_capacity(text.len());
    let mut space_pending = false;
    for ch in text.chars().flat_map(char::to_lowercase) {
        if is_combining_mark(ch) || DROPPED.contains(ch) {
            continue;
        }
        if ch.is_whitespace() || SEPARATORS.contains(ch) {
            space_pending = true;
            continue;
        }
        if space_pending && !folded.is_empty() {
            folded.push(' ');
        }
        space_pending = false;
        match BASE_LETTER.get(&ch) {
            Some(base) => folded.push_str(base),
            None => folded.push(ch),
        }
    }
    folded
}

/// Marks that decorate the preceding letter (a decomposed accent, the dot that
/// lower-casing 'İ' leaves, Arabic vowel signs).
fn is_combining_mark(ch: char) -> bool {
    matches!(ch,
        '\u{0300}'..='\u{036F}'
        | '\u{0483}'..='\u{0489}'
        | '\u{064B}'..='\u{065F}'
        | '\u{0670}'
        | '\u{1AB0}'..='\u{1AFF}'
        | '\u{1DC0}'..='\u{1DFF}'
        | '\u{20D0}'..='\u{20FF}'
        | '\u{FE20}'..='\u{FE2F}')
}

#[cfg(test)]
mod tests {
    use super::fold;

    #[test]
    fn strips_accents_and_case() {
        assert_eq!(fold("SÃO Paulo"), "sao paulo");
        assert_eq!(fold("Zürich"), "zurich");
        assert_eq!(fold("İstanbul"), "istanbul");
        assert_eq!(fold("Łódź"), "lodz");
        assert_eq!(fold("Gießen"), "giessen");
        assert_eq!(fold("Thành phố Hồ Chí Minh"), "thanh pho ho chi minh");
    }

    #[test]
    fn unifies_punctuation_and_spaces() {
        assert_eq!(fold("  Saint-Étienne "), "saint etienne");
        assert_eq!(fold("St. Louis"), "st louis");
        assert_eq!(fold("Kapa‘a"), "kapaa");
        assert_eq!(fold("Sydney,\tNSW"), "sydney nsw");
        assert_eq!(fold(" - "), "");
    }
}
