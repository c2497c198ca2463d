//! How text splits into words, the same for the search index, its queries and the skill
//! vocabulary, so a phrase written in the vocabulary matches however it was typed.
//!
//! Letters and digits make words. Punctuation that is part of a technology's name stays
//! in the word: a trailing `+` or `#` ("C++", "C#", "F#"), a dot between letters or digits
//! ("Node.js", "ASP.NET") and a leading dot before letters (".NET"). So "C++" is never
//! the word "c". Every other character separates words ("front-end" is `front end`).

use tantivy::tokenizer::{
    AsciiFoldingFilter, LowerCaser, RemoveLongFilter, TextAnalyzer, TextAnalyzerBuilder, Token, TokenStream, Tokenizer,
};

use super::{phrase_tokens::PhraseTokens, token_stream::WordStream};

/// Longer words are dropped (as Tantivy's default analyzer does): they are never a search.
const MAX_WORD_BYTES: usize = 40;

/// Byte ranges of the words of `text`.
pub fn spans(text: &str) -> Vec<(usize, usize)> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let at = |i: usize| chars.get(i).map(|&(_, c)| c);
    let is_word = |i: usize| at(i).is_some_and(char::is_alphanumeric);
    let byte = |i: usize| chars.get(i).map_or(text.len(), |&(b, _)| b);
    let mut spans = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let leading_dot = at(i) == Some('.') && at(i + 1).is_some_and(char::is_alphabetic);
        if !is_word(i) && !leading_dot {
            i += 1;
            continue;
        }
        let start = i;
        i += 1;
        while is_word(i) || (at(i) == Some('.') && is_word(i - 1) && is_word(i + 1)) {
            i += 1;
        }
        // "C++" and "C#" keep their marks, but "Rust+Go" is two words.
        let mut end = i;
        while end < chars.len() && end - i < 2 && matches!(at(end), Some('+' | '#')) {
            end += 1;
        }
        if end > i && !is_word(end) {
            i = end;
        }
        spans.push((byte(start), byte(i)));
    }
    spans
}

/// The tokenizer behind both analyzers. With `parts`, a dotted word is also indexed as
/// its parts ("node.js": `node`, `js`), so a word inside a name not in the vocabulary is
/// still found; the whole word takes the last part's position, so phrases around it
/// still line up. A leading-dot word (".net") has no parts: "net" is not .NET.
#[derive(Clone, Copy, Debug)]
pub struct WordTokenizer {
    parts: bool,
}

impl Tokenizer for WordTokenizer {
    type TokenStream<'a> = WordStream;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> WordStream {
        let mut tokens = Vec::new();
        let mut position = 0;
        let mut push = |from: usize, to: usize, position: usize| {
            tokens.push(Token {
                offset_from: from,
                offset_to: to,
                position,
                text: text[from..to].to_owned(),
                position_length: 1,
            });
        };
        for (start, end) in spans(text) {
            let word = &text[start..end];
            if self.parts && word.contains('.') && !word.starts_with('.') {
                let mut from = start;
                for part in word.split('.') {
                    push(from, from + part.len(), position);
                    from += part.len() + 1;
                    position += 1;
                }
                position -= 1;
            }
            push(start, end, position);
            position += 1;
        }
        WordStream::new(tokens)
    }
}

/// The analyzer of indexed text (`parts`) or of queries and vocabulary phrases:
/// words as above, lower-cased, accents folded.
pub fn analyzer(parts: bool) -> TextAnalyzer {
    words_analyzer(parts).build()
}

fn words_analyzer(parts: bool) -> TextAnalyzerBuilder<impl Tokenizer> {
    TextAnalyzer::builder(WordTokenizer { parts })
        .filter(RemoveLongFilter::limit(MAX_WORD_BYTES))
        .filter(LowerCaser)
        .filter(AsciiFoldingFilter)
}

/// The analyzer of the search index's text fields: dotted words with their parts, and
/// the vocabulary's phrases of several words as tokens of their own (`phrase_tokens`).
pub fn index_analyzer() -> TextAnalyzer {
    words_analyzer(true).filter(PhraseTokens).build()
}

/// The words of `text` as a query or the vocabulary sees them.
pub fn words(text: &str) -> Vec<String> {
    tokens(text, false)
}

/// The words of `text` as the index holds them (dotted words with their parts).
pub fn indexed_words(text: &str) -> Vec<String> {
    tokens(text, true)
}

fn tokens(text: &str, parts: bool) -> Vec<String> {
    let mut analyzer = analyzer(parts);
    let mut stream = analyzer.token_stream(text);
    let mut out = Vec::new();
    while let Some(token) = stream.next() {
        out.push(token.text.clone());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn indexed(text: &str) -> Vec<(String, usize)> {
        let mut analyzer = analyzer(true);
        let mut stream = analyzer.token_stream(text);
        let mut out = Vec::new();
        while let Some(t) = stream.next() {
            out.push((t.text.clone(), t.position));
        }
        out
    }

    #[test]
    fn punctuated_names_stay_whole_and_are_not_c() {
        assert_eq!(words("C++, C# and .NET"), ["c++", "c#", "and", ".net"]);
        assert_eq!(words("Node.js / React.js developer"), ["node.js", "react.js", "developer"]);
        assert_eq!(words("ASP.NET Core; F#."), ["asp.net", "core", "f#"]);
        assert_eq!(words("I write C."), ["i", "write", "c"]);
        assert_eq!(words("Rust+Go, a+b"), ["rust", "go", "a", "b"]);
        assert_eq!(words("Notepad++"), ["notepad++"]);
    }

    #[test]
    fn other_punctuation_separates_and_accents_fold() {
        assert_eq!(words("front-end CI/CD"), ["front", "end", "ci", "cd"]);
        assert_eq!(words("Café (São Paulo)"), ["cafe", "sao", "paulo"]);
        assert_eq!(words("end. Then"), ["end", "then"]);
        assert!(words(" ...  ").is_empty());
    }

    #[test]
    fn dotted_words_are_indexed_with_their_parts_in_line() {
        assert_eq!(
            indexed("Node.js developer"),
            [("node".into(), 0), ("js".into(), 1), ("node.js".into(), 1), ("developer".into(), 2)]
        );
        assert_eq!(indexed(".NET dev"), [(".net".into(), 0), ("dev".into(), 1)]);
    }
}
