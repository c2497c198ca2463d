//! The index's tokens for the vocabulary's phrases of several words: where "machine
//! learning" or "react js" stands in a text, the index also holds the one token
//! "machine learning" at the first word's position. A search for a phrase is then one
//! term, not a phrase query, which reads the positions of every profile holding both
//! words ("react" and the "js" of every "Node.js"), most of them not side by side.

use tantivy::tokenizer::{Token, TokenFilter, TokenStream, Tokenizer};

use super::{VOCABULARY, Vocabulary, words::WordStream};

/// A token filter, last in the index's analyzer (after lower-casing and folding): the
/// words as they come, then one token per vocabulary phrase found among them.
#[derive(Clone, Copy, Debug)]
pub struct PhraseTokens;

#[derive(Clone)]
pub struct PhraseTokenizer<T> {
    tokenizer: T,
}

impl TokenFilter for PhraseTokens {
    type Tokenizer<T: Tokenizer> = PhraseTokenizer<T>;

    fn transform<T: Tokenizer>(self, tokenizer: T) -> PhraseTokenizer<T> {
        PhraseTokenizer { tokenizer }
    }
}

impl<T: Tokenizer> Tokenizer for PhraseTokenizer<T> {
    type TokenStream<'a> = WordStream;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> WordStream {
        let mut stream = self.tokenizer.token_stream(text);
        let mut tokens = Vec::new();
        while stream.advance() {
            tokens.push(stream.token().clone());
        }
        let phrases = phrases_among(&tokens, &VOCABULARY);
        tokens.extend(phrases);
        WordStream::new(tokens)
    }
}

/// The index's token for a vocabulary phrase given as words (one word: the word itself),
/// which a search looks up as a term.
pub fn token(words: &[String]) -> String {
    words.join(" ")
}

/// One token per phrase of several words that `vocabulary` knows, as the words stand at
/// consecutive positions (a dotted word and its last part share one: both are tried).
fn phrases_among(tokens: &[Token], vocabulary: &Vocabulary) -> Vec<Token> {
    let Some(last) = tokens.iter().map(|t| t.position).max() else { return Vec::new() };
    let mut at: Vec<Vec<&Token>> = vec![Vec::new(); last + 1];
    for token in tokens {
        at[token.position].push(token);
    }
    let mut found = Vec::new();
    for (position, starts) in at.iter().enumerate() {
        for first in starts.iter().filter(|t| vocabulary.begins_phrase(&t.text)) {
            extend(&at, vocabulary, first, position + 1, first.text.clone(), &mut found);
        }
    }
    found
}

/// Goes on from `key` (the words from `first` up to before `position`) with each word at
/// `position`, while some phrase still begins that way.
fn extend(
    at: &[Vec<&Token>],
    vocabulary: &Vocabulary,
    first: &Token,
    position: usize,
    key: String,
    found: &mut Vec<Token>,
) {
    let Some(next) = at.get(position) else { return };
    for word in next {
        let longer = format!("{key} {}", word.text);
        if vocabulary.is_phrase(&longer) {
            found.push(Token {
                offset_from: first.offset_from,
                offset_to: word.offset_to,
                position: first.position,
                text: longer.clone(),
                position_length: position + 1 - first.position,
            });
        }
        if vocabulary.begins_phrase(&longer) {
            extend(at, vocabulary, first, position + 1, longer, found);
        }
    }
}

#[cfg(test)]
mod tests {
    use tantivy::tokenizer::TextAnalyzer;

    use super::*;
    use crate::vocabulary::words;

    fn indexed(text: &str) -> Vec<(String, usize)> {
        let mut analyzer: TextAnalyzer = words::index_analyzer();
        let mut stream = analyzer.token_stream(text);
        let mut out = Vec::new();
        while let Some(t) = stream.next() {
            out.push((t.text.clone(), t.position));
        }
        out
    }

    fn phrases(text: &str) -> Vec<(String, usize)> {
        indexed(text).into_iter().filter(|(t, _)| t.contains(' ')).collect()
    }

    #[test]
    fn a_phrase_of_the_vocabulary_is_one_more_token_at_its_first_word() {
        assert_eq!(phrases("Machine Learning and React JS"), [("machine learning".into(), 0), ("react js".into(), 3)]);
        let all = indexed("Machine Learning");
        assert_eq!(all, [("machine".into(), 0), ("learning".into(), 1), ("machine learning".into(), 0)]);
    }

    #[test]
    fn words_apart_or_unknown_make_no_phrase() {
        assert!(phrases("React and JS").is_empty());
        assert!(phrases("learning machine").is_empty());
        assert!(phrases("").is_empty());
    }

    #[test]
    fn a_dotted_word_joins_a_phrase_by_its_parts_and_whole() {
        // "react.js" is indexed as react, js and react.js: the parts make "react js".
        assert_eq!(phrases("React.js developer"), [("react js".into(), 0)]);
        assert_eq!(phrases("React, Node.js"), [("node js".into(), 1)]);
    }

    #[test]
    fn longer_phrases_and_the_phrases_inside_them_are_all_found() {
        let found = phrases("Senior Machine Learning Engineer");
        assert!(found.contains(&("machine learning engineer".into(), 1)), "{found:?}");
        assert!(found.contains(&("machine learning".into(), 1)), "{found:?}");
    }
}
