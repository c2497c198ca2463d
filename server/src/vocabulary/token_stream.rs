//! The token stream both of the vocabulary's tokenizers hand Tantivy: tokens already
//! found, given back one by one. Its own module, so the word tokenizer and the phrase
//! filter that runs after it share it without importing each other.

use tantivy::tokenizer::{Token, TokenStream};

pub struct WordStream {
    tokens: Vec<Token>,
    next: usize,
}

impl WordStream {
    pub fn new(tokens: Vec<Token>) -> Self {
        Self { tokens, next: 0 }
    }
}

impl TokenStream for WordStream {
    fn advance(&mut self) -> bool {
        self.next += 1;
        self.next <= self.tokens.len()
    }

    fn token(&self) -> &Token {
        &self.tokens[self.next - 1]
    }

    fn token_mut(&mut self) -> &mut Token {
        &mut self.tokens[self.next - 1]
    }
}
