//! The index's tokens for the vocabulary's phrases of several words: where "machine
//! learning" or "react js" stands in a text, the index also holds the one token
//! "machine learning" at the first word's position. A search for a phrase is then one
//! term, not a phrase query, which reads the positions of every profile holding both
//! words ("react" and the "js" of every "Node.js"), most of them not side by side.

use tantivy::tokenizer::{Token, TokenFilter, TokenStream, Tokenizer};

use super::{VOCABULARY, Vocabulary, token_stream::WordStream};

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
