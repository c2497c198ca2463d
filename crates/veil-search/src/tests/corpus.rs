//! A generated index and the plans of a keyword search over it, built the way a search
//! engine on this crate builds them: each keyword a union over weighted fields, the last
//! one with its completions, misspellings with their corrections, a known phrase also as
//! a conjunction of its words and a skill id; filters on a job type and a country; the
//! searcher's own document and a shield term excluded. Made to have many equal scores
//! (repeated texts, few creation times), several segments and deletions.

use rand::{Rng, SeedableRng, rngs::StdRng, seq::SliceRandom};
use tantivy::{
    Index, IndexWriter, Searcher, TantivyDocument, Term,
    schema::{FAST, Field, INDEXED, STORED, STRING, Schema, TEXT, Value},
};

use crate::{Node, Plan, Range};

const TITLES: &[&str] = &[
    "Senior Software Engineer",
    "Software Engineer",
    "Backend Developer",
    "Data Engineer",
    "React Developer",
    "Python Developer",
    "Machine Learning Engineer",
    "Senior Data Analyst",
    "DevOps Engineer",
    "Product Designer",
];
const SKILLS: &[&str] =
    &["Python", "React", "TypeScript", "Kubernetes", "Go", "Java", "SQL", "Machine Learning", "Docker", "AWS"];
const WORDS: &[&str] = &[
    "react",
    "quickly",
    "engineer",
    "developer",
    "python",
    "data",
    "team",
    "calm",
    "senior",
    "kubernetes",
    "learning",
    "machine",
    "software",
    "careful",
    "work",
    "spring",
    "typescript",
    "reactive",
    "engineering",
    "pythonic",
];
const COUNTRIES: &[&str] = &["united kingdom", "united states", "india"];
const JOB_TYPES: &[&str] = &["remote", "hybrid", "onsite"];
/// Phrases a keyword search knows as one concept: its words together, or its skill id.
const PHRASES: &[(&str, &str)] = &[("machine learning", "ml"), ("data engineer", "data-eng")];

/// Keyword searches: broad words, several words, prefixes, misspellings, phrases.
pub const KEYWORDS: &[&str] = &[
    "engineer",
    "developer",
    "senior software engineer",
    "python machine learning",
    "react typescript developer",
    "reac",
    "kube",
    "data engi",
    "pyhton developer",
    "calm",
    "team work",
];

pub struct Fields {
    pub id: Field,
    /// The text fields, each with its weight.
    pub text: [(Field, f32); 5],
    pub skill_ids: Field,
    pub country: Field,
    pub job_type: Field,
    pub shield: Field,
    pub created_at: Field,
    /// The tie-break of equal scores (production's last sign of life), apart from the
    /// creation time that orders a plan without keywords.
    pub fresh_at: Field,
}

pub struct Corpus {
    pub index: Index,
    pub fields: Fields,
    pub searcher: Searcher,
}

/// Up to `most - 1` words of the pool.
fn text(rng: &mut StdRng, most: usize) -> String {
    let words = rng.gen_range(0..most);
    (0..words).map(|_| *WORDS.choose(rng).unwrap()).collect::<Vec<_>>().join(" ")
}

/// The id of document `n`.
pub fn id(n: usize) -> String {
    format!("doc-{n}")
}

impl Corpus {
    /// Segments of these sizes, each committed apart, then every eleventh document
    /// deleted when `deletions`.
    pub fn build(segments: &[usize], deletions: bool) -> Self {
        let mut schema = Schema::builder();
        let mut text_field = |name: &str| schema.add_text_field(name, TEXT);
        let text = [
            (text_field("headline"), 3.0),
            (text_field("skills"), 2.5),
            (text_field("pitch"), 1.5),
            (text_field("summary"), 1.0),
            (text_field("codename"), 0.8),
        ];
        let fields = Fields {
            id: schema.add_text_field("id", STRING | STORED),
            text,
            skill_ids: schema.add_text_field("skill_ids", STRING),
            country: schema.add_text_field("country", STRING),
            job_type: schema.add_text_field("job_type", STRING),
            shield: schema.add_text_field("shield", STRING),
            created_at: schema.add_i64_field("created_at", FAST | INDEXED),
            fresh_at: schema.add_i64_field("fresh_at", FAST),
        };
        let index = Index::create_in_ram(schema.build());
        let mut writer: IndexWriter = index.writer_with_num_threads(1, 50_000_000).unwrap();
        let mut rng = StdRng::seed_from_u64(19);
        let mut n = 0;
        for &size in segments {
            for _ in 0..size {
                writer.add_document(Self::document(&fields, &mut rng, n)).unwrap();
                n += 1;
            }
            writer.commit().unwrap();
        }
        if deletions {
            for deleted in (0..n).step_by(11) {
                writer.delete_term(Term::from_field_text(fields.id, &id(deleted)));
            }
            writer.commit().unwrap();
        }
        let searcher = index.reader().unwrap().searcher();
        assert_eq!(searcher.segment_readers().len(), segments.len());
        Self { index, fields, searcher }
    }

    /// Adds `count` documents with a title alone (none of the common words), in a
    /// segment of their own: the statistics move, and the scores on the common words rise.
    pub fn add_titles_alone(&mut self, count: usize) {
        let mut writer: IndexWriter = self.index.writer_with_num_threads(1, 50_000_000).unwrap();
        let headline = self.fields.text[0].0;
        for n in 0..count {
            let mut doc = TantivyDocument::new();
            doc.add_text(self.fields.id, format!("title-{n}"));
            doc.add_text(headline, "Product Designer");
            doc.add_text(self.fields.country, "india");
            doc.add_text(self.fields.job_type, "remote");
            doc.add_i64(self.fields.created_at, 7);
            doc.add_i64(self.fields.fresh_at, 7);
            writer.add_document(doc).unwrap();
        }
        writer.commit().unwrap();
        self.searcher = self.index.reader().unwrap().searcher();
    }

    /// Deletes the documents of these ids.
    pub fn delete(&mut self, ids: &[String]) {
        let mut writer: IndexWriter = self.index.writer_with_num_threads(1, 50_000_000).unwrap();
        for id in ids {
            writer.delete_term(Term::from_field_text(self.fields.id, id));
        }
        writer.commit().unwrap();
        self.searcher = self.index.reader().unwrap().searcher();
    }

    /// The id of the document at `address`.
    pub fn id_of(&self, address: tantivy::DocAddress) -> String {
        let doc: TantivyDocument = self.searcher.doc(address).unwrap();
        doc.get_first(self.fields.id).and_then(|v| v.as_str()).unwrap().to_owned()
    }

    fn document(fields: &Fields, rng: &mut StdRng, n: usize) -> TantivyDocument {
        let how_many = rng.gen_range(0..4);
        let skills: Vec<&str> = SKILLS.choose_multiple(rng, how_many).copied().collect();
        // Every fifth document repeats an earlier one's texts, so scores tie.
        let (headline, pitch) = if n.is_multiple_of(5) {
            (TITLES[n % 3].to_owned(), "calm team".to_owned())
        } else {
            (TITLES.choose(rng).unwrap().to_string(), text(rng, 12))
        };
        let [headline_field, skills_field, pitch_field, summary_field, codename_field] = fields.text.map(|(f, _)| f);
        let mut doc = TantivyDocument::new();
        doc.add_text(fields.id, id(n));
        doc.add_text(codename_field, format!("codename{n}"));
        doc.add_text(headline_field, &headline);
        doc.add_text(skills_field, skills.join(", "));
        doc.add_text(pitch_field, &pitch);
        doc.add_text(summary_field, text(rng, 6));
        for (phrase, skill_id) in PHRASES {
            if skills.iter().any(|s| s.eq_ignore_ascii_case(phrase)) || headline.to_lowercase().contains(phrase) {
                doc.add_text(fields.skill_ids, skill_id);
            }
        }
        doc.add_text(fields.country, *COUNTRIES.choose(rng).unwrap());
        doc.add_text(fields.job_type, JOB_TYPES[n % 3]);
        if n.is_multiple_of(7) {
            doc.add_text(fields.shield, "acme");
        }
        // Few distinct creation times: equal scores often tie on them too.
        doc.add_i64(fields.created_at, rng.gen_range(0..40));
        // Few distinct values too, unrelated to the creation time and drawn from no random
        // number, so the corpus is what it was before this field.
        doc.add_i64(fields.fresh_at, ((n * 7_919) % 23) as i64);
        doc
    }

    /// The plan of `keywords` with the first `required` units required, filtered on a job
    /// type and a country or else excluding a shield term, and excluding document 1.
    pub fn plan(&self, keywords: &str, filtered: bool, typos: bool, required: usize) -> Plan {
        let units = self.units(keywords, typos, required);
        let mut filter_terms = Vec::new();
        let mut exclusions = vec![Term::from_field_text(self.fields.id, &id(1))];
        if filtered {
            filter_terms.push(Term::from_field_text(self.fields.job_type, "remote"));
            filter_terms.push(Term::from_field_text(self.fields.country, "united states"));
        } else {
            exclusions.push(Term::from_field_text(self.fields.shield, "acme"));
        }
        Plan::new(units, filter_terms, exclusions, Vec::new())
    }

    /// `plan` with a range of `created_at` (from 8 to 30 of the corpus's 0 to 39), as a
    /// salary budget is two ranges.
    pub fn ranged(&self, plan: Plan) -> Plan {
        let ranges = vec![Range::at_least(self.fields.created_at, 8), Range::at_most(self.fields.created_at, 30)];
        Plan::new(plan.units, plan.filter_terms, plan.exclusions, ranges)
    }

    /// The keyword units of `keywords`, the first `required` of them required.
    pub fn units(&self, keywords: &str, typos: bool, required: usize) -> Vec<(Node, bool)> {
        let words: Vec<&str> = keywords.split_whitespace().collect();
        let mut units = Vec::new();
        let mut i = 0;
        while i < words.len() {
            let last = |at: usize| at + 1 == words.len();
            let pair = words.get(i + 1).map(|next| format!("{} {next}", words[i]));
            let node = match PHRASES.iter().find(|(phrase, _)| Some(*phrase) == pair.as_deref()) {
                Some((_, skill_id)) => {
                    let parts = vec![self.word(words[i], false, typos), self.word(words[i + 1], last(i + 1), typos)];
                    let id = Node::term(Term::from_field_text(self.fields.skill_ids, skill_id), 2.5);
                    i += 2;
                    Node::Any(vec![id, Node::Boost(Box::new(Node::All(parts)), 0.9)])
                }
                None => {
                    i += 1;
                    self.word(words[i - 1], last(i - 1), typos)
                }
            };
            units.push(node.merged());
        }
        units.into_iter().enumerate().map(|(n, node)| (node, n < required)).collect()
    }

    /// A keyword in every text field, with the words it stands for: its completions when
    /// last, its corrections (one edit) with `typos`, and a synonym's words boosted.
    fn word(&self, word: &str, last: bool, typos: bool) -> Node {
        let mut clauses = Vec::new();
        for (field, weight) in self.fields.text {
            clauses.push(Node::term(Term::from_field_text(field, word), weight));
            for other in WORDS.iter().filter(|w| **w != word) {
                let weight = if last && other.starts_with(word) {
                    weight * 0.5
                } else if typos && word.len() >= 4 && one_edit(word, other) {
                    weight * 0.4
                } else {
                    continue;
                };
                clauses.push(Node::term(Term::from_field_text(field, other), weight));
            }
        }
        if word == "python" {
            let synonym = Node::Any(vec![Node::term(Term::from_field_text(self.fields.text[1].0, "pythonic"), 1.0)]);
            clauses.push(Node::Boost(Box::new(synonym), 0.9));
        }
        Node::Any(clauses)
    }
}

/// Whether `a` and `b` are one insertion, deletion, substitution or transposition apart.
fn one_edit(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let prefix = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let (ra, rb) = (&a[prefix..], &b[prefix..]);
    match (ra.len(), rb.len()) {
        (0, 0) => false,
        (x, y) if x == y => ra[1..] == rb[1..] || (x >= 2 && ra[0] == rb[1] && ra[1] == rb[0] && ra[2..] == rb[2..]),
        (x, y) if x == y + 1 => ra[1..] == *rb,
        (x, y) if y == x + 1 => rb[1..] == *ra,
        _ => false,
    }
}

#[test]
fn one_edit_is_one_insertion_deletion_substitution_or_swap() {
    assert!(one_edit("pyhton", "python"));
    assert!(one_edit("reac", "react"));
    assert!(one_edit("team", "tean"));
    assert!(!one_edit("team", "work"));
    assert!(!one_edit("python", "python"));
}
