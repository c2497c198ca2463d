//! Which words of the index a keyword stands for: itself, its completions when it is
//! the last keyword (people search as they type), and words within a few typos when
//! the search allows them. Looked up once in each segment's term dictionaries, so the
//! query that runs is plain BM25 term matching: completions and corrections rank by
//! their own statistics, and no edit-distance automaton runs per document or per field.

use std::collections::HashMap;

use tantivy::{
    Searcher, Term,
    query::FuzzyTermQuery,
    schema::Field,
    termdict::{TermDictionary, TermStreamer},
};

/// At most this many completions or corrections per keyword, the most frequent first
/// (like Typesense's candidate limit): a one-letter prefix stays cheap.
pub const MAX_EXPANSIONS: usize = 32;
/// How a completion or a correction ranks against the word as typed.
pub const COMPLETION_WEIGHT: f32 = 0.5;
pub const CORRECTION_WEIGHT: f32 = 0.4;

/// A word of the index that a keyword stands for, the fields it occurs in (bit i for
/// field i of `fields`), and its weight relative to the keyword itself.
#[derive(Debug, Clone, PartialEq)]
pub struct Expansion {
    pub word: String,
    pub field_mask: u32,
    pub weight: f32,
}

/// What to look up for one keyword.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Lookup {
    /// The last keyword: its completions too.
    pub complete: bool,
    /// Edits tolerated (0: none); a completion's prefix tolerates at most one.
    pub typos: u8,
}

/// The smallest byte string above every string that starts with `prefix`.
fn prefix_end(prefix: &[u8]) -> Option<Vec<u8>> {
    let mut end = prefix.to_vec();
    while let Some(last) = end.pop() {
        if last < u8::MAX {
            end.push(last + 1);
            return Some(end);
        }
    }
    None
}

#[derive(Default)]
struct Found {
    doc_freq: u64,
    field_mask: u32,
    weight: f32,
}

impl Found {
    /// Another sighting of the word: its documents counted, its fields noted, the higher
    /// weight kept.
    fn add(&mut self, doc_freq: u64, field_mask: u32, weight: f32) {
        self.doc_freq += doc_freq;
        self.field_mask |= field_mask;
        self.weight = self.weight.max(weight);
    }
}

/// The expansions of `word` in `fields`, without `word` itself and without phrases.
/// Corrections are the nearest words the index has: those one edit away, or two when
/// none is one away (as Typesense tries more typos only when fewer find nothing). A walk
/// of the dictionaries within two edits visits far more of them than within one, and
/// took two fifths of a misspelt search's time.
pub fn expansions(searcher: &Searcher, fields: &[Field], word: &str, lookup: Lookup) -> anyhow::Result<Vec<Expansion>> {
    let Some(&first_field) = fields.first() else { return Ok(Vec::new()) };
    let term = Term::from_field_text(first_field, word);
    let mut found: HashMap<Vec<u8>, Found> = HashMap::new();
    if lookup.complete {
        let end = prefix_end(word.as_bytes());
        walk(searcher, fields, &mut found, COMPLETION_WEIGHT, |terms, note| {
            let mut range = terms.range().ge(word.as_bytes());
            if let Some(end) = &end {
                range = range.lt(end);
            }
            drain(range.into_stream()?, note)
        })?;
        if lookup.typos > 0 {
            let fuzzy_completions = FuzzyTermQuery::new_prefix(term.clone(), 1, true).automaton()?;
            walk(searcher, fields, &mut found, CORRECTION_WEIGHT, |terms, note| {
                drain(terms.search(&fuzzy_completions).into_stream()?, note)
            })?;
        }
    }
    for typos in 1..=lookup.typos {
        // Built once per keyword and distance; every field and segment shares it.
        let corrections = FuzzyTermQuery::new(term.clone(), typos, true).automaton()?;
        let mut nearest = HashMap::new();
        walk(searcher, fields, &mut nearest, CORRECTION_WEIGHT, |terms, note| {
            drain(terms.search(&corrections).into_stream()?, note)
        })?;
        let any = nearest.keys().any(|key| key.as_slice() != word.as_bytes());
        for (key, f) in nearest {
            found.entry(key).or_default().add(f.doc_freq, f.field_mask, f.weight);
        }
        if any {
            break;
        }
    }
    found.remove(word.as_bytes());
    let mut list: Vec<(String, Found)> =
        found.into_iter().filter_map(|(key, f)| String::from_utf8(key).ok().map(|w| (w, f))).collect();
    list.sort_by(|a, b| b.1.doc_freq.cmp(&a.1.doc_freq).then_with(|| a.0.cmp(&b.0)));
    list.truncate(MAX_EXPANSIONS);
    Ok(list.into_iter().map(|(word, f)| Expansion { word, field_mask: f.field_mask, weight: f.weight }).collect())
}

/// Adds the words `visit` finds in each field's dictionary of every segment to `found`,
/// with their document frequencies summed, the fields they occur in and `weight`.
fn walk(
    searcher: &Searcher,
    fields: &[Field],
    found: &mut HashMap<Vec<u8>, Found>,
    weight: f32,
    mut visit: impl FnMut(&TermDictionary, &mut dyn FnMut(&[u8], u32)) -> std::io::Result<()>,
) -> anyhow::Result<()> {
    for segment in searcher.segment_readers() {
        for (i, &field) in fields.iter().enumerate() {
            let inverted = segment.inverted_index(field)?;
            visit(inverted.terms(), &mut |key, doc_freq| {
                // A vocabulary phrase's own token (`vocabulary::phrase_tokens`) is no
                // word to complete or correct to: phrases are found as such (`synonyms`).
                if key.contains(&b' ') {
                    return;
                }
                found.entry(key.to_vec()).or_default().add(u64::from(doc_freq), 1 << i, weight);
            })?;
        }
    }
    Ok(())
}

/// Each word of `stream` with its document frequency.
fn drain<A>(mut stream: TermStreamer<'_, A>, note: &mut dyn FnMut(&[u8], u32)) -> std::io::Result<()>
where
    A: tantivy_fst::Automaton,
    A::State: Clone,
{
    while stream.advance() {
        note(stream.key(), stream.value().doc_freq);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use tantivy::{
        Index, TantivyDocument,
        schema::{IndexRecordOption, Schema, TextFieldIndexing, TextOptions},
    };

    use super::*;
    use crate::vocabulary::words;

    /// A searcher over one document whose one field holds `text`, analysed as the index does.
    fn one_field(text: &str) -> (tantivy::Searcher, Field) {
        let mut schema = Schema::builder();
        let indexing = TextFieldIndexing::default()
            .set_tokenizer("veil_words")
            .set_index_option(IndexRecordOption::WithFreqsAndPositions);
        let field = schema.add_text_field("text", TextOptions::default().set_indexing_options(indexing));
        let index = Index::create_in_ram(schema.build());
        index.tokenizers().register("veil_words", words::index_analyzer());
        let mut writer = index.writer_with_num_threads(1, 15_000_000).unwrap();
        let mut doc = TantivyDocument::default();
        doc.add_text(field, text);
        writer.add_document(doc).unwrap();
        writer.commit().unwrap();
        (index.reader().unwrap().searcher(), field)
    }

    #[test]
    fn completions_and_corrections_are_words_never_phrase_tokens() {
        let (searcher, field) = one_field("Machine Learning on machinery");
        // The field holds the phrase token "machine learning", which starts with
        // "machine" and is one edit from starting with "machne", yet is offered for neither.
        assert_eq!(searcher.doc_freq(&Term::from_field_text(field, "machine learning")).unwrap(), 1);
        let words = |word: &str, lookup: Lookup| -> Vec<String> {
            expansions(&searcher, &[field], word, lookup).unwrap().into_iter().map(|e| e.word).collect()
        };
        assert_eq!(words("machine", Lookup { complete: true, typos: 0 }), ["machinery"]);
        let mut fuzzy = words("machne", Lookup { complete: true, typos: 1 });
        fuzzy.sort();
        assert_eq!(fuzzy, ["machine", "machinery"]);
    }

    #[test]
    fn corrections_are_the_nearest_words_the_index_has() {
        let (searcher, field) = one_field("kubernetes kubernetess");
        let corrections = |word: &str| -> Vec<String> {
            let mut words: Vec<String> = expansions(&searcher, &[field], word, Lookup { complete: false, typos: 2 })
                .unwrap()
                .into_iter()
                .map(|e| e.word)
                .collect();
            words.sort();
            words
        };
        // "kubernetes" is one edit away, so "kubernetess" (two) is no correction.
        assert_eq!(corrections("kubernets"), ["kubernetes"]);
        // Nothing is one edit away: both words two edits away are.
        assert_eq!(corrections("kubrnetss"), ["kubernetes", "kubernetess"]);
    }

    #[test]
    fn a_prefix_ends_before_the_next_prefix() {
        assert_eq!(prefix_end(b"reac"), Some(b"read".to_vec()));
        assert_eq!(prefix_end(&[b'a', 0xFF]), Some(b"b".to_vec()));
        assert_eq!(prefix_end(&[0xFF]), None);
    }
}
