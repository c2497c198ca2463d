//! The Tantivy index itself: its schema, the document of a profile, and searches (its
//! writes are in `index_writes`). Only anonymous fields are indexed, and hidden profiles
//! never are.

use std::{
    collections::HashMap,
    path::Path,
    sync::{Arc, Mutex},
};

use anyhow::Context;
use tantivy::{
    DocAddress, Index, IndexReader, IndexWriter, ReloadPolicy, TantivyDocument,
    directory::MmapDirectory,
    doc,
    schema::{FAST, Field, INDEXED, IndexRecordOption, STORED, STRING, Schema, TextFieldIndexing, TextOptions, Value},
    tokenizer::{AsciiFoldingFilter, LowerCaser, SimpleTokenizer, TextAnalyzer},
};

use veil_search::{Executor, Plan, Total};

use super::{
    card::{Hit, StoredCard},
    common_skills::CommonSkills,
    salary::ProfileSalary,
};
use crate::{
    seekers::{anonymity, screening, store::ProfileRow},
    vocabulary::words,
};

/// Bump when the schema or analysis changes: a new version builds a fresh index.
/// 2: a field for the last edit; 3: punctuated names kept whole (`vocabulary::words`),
/// canonical skill ids indexed; 4: the location at the owner's precision, and the
/// re-identification guard's title families and top skills; 5: employer-shield terms;
/// 6: each profile's result card stored (`card`); 7: the vocabulary's phrases of several
/// words indexed as one token each (`vocabulary::phrase_tokens`); 8: the id and the last
/// edit as columns, so the periodic check reads them without the stored documents; 9: the
/// card in postcard instead of JSON (`card`); 10: the shield's mark that keeps
/// unverified recruiters out (`privacy::shield::keys::UNVERIFIED_KEPT_OUT`); 11: the
/// screening fields' terms (`seekers::screening::terms`) and the card's screening; 12: the
/// card's band of how the job seeker usually answers (`seekers::usual_answer`); 13: the
/// salary range in dollars as columns and the "no salary" term (`search::salary`); 14:
/// how fresh the profile is (`fresh_at`), which ranks equal relevance.
pub const SCHEMA_VERSION: u32 = 14;
const TOKENIZER: &str = "veil_words";
const WRITER_MEMORY: usize = 64 * 1024 * 1024;

#[derive(Clone, Copy, Debug)]
pub struct Fields {
    pub id: Field,
    pub codename: Field,
    pub headline: Field,
    pub skills: Field,
    /// The canonical ids of the skills (`vocabulary`), matched whole.
    pub skill_ids: Field,
    pub pitch: Field,
    pub summary: Field,
    pub city: Field,
    pub state: Field,
    pub country: Field,
    pub job_type: Field,
    pub created_at: Field,
    /// The profile's `updated_at`, so the index can be checked against the database.
    pub updated_at: Field,
    /// How fresh the profile is (`ProfileRow::fresh_at`): ranks equal relevance.
    pub fresh_at: Field,
    /// Keys the re-identification guard counts by (`seekers::anonymity`).
    pub title_families: Field,
    pub top_skills: Field,
    /// The terms of the profile's employer-shield entries (`privacy::shield::keys`):
    /// a search excludes the profiles carrying any of the searcher's terms.
    pub shield: Field,
    /// The screening fields' terms (`seekers::screening::terms`): seniority, availability,
    /// work authorization, languages, relocation.
    pub screen: Field,
    /// The salary range in whole US dollars (`salary::ProfileSalary`; open sides at the
    /// ends of i64, no salary stated: fully open, with `terms::NO_SALARY` in `screen`).
    pub salary_low: Field,
    pub salary_high: Field,
    /// The result card (`StoredCard`, in postcard), so a page of results needs no database read.
    pub card: Field,
}

/// Shield terms by profile id, for the profiles being indexed that have any.
pub type ShieldTerms = HashMap<String, Vec<String>>;

impl Fields {
    /// Text fields with their ranking weight: headline, skills, pitch, summary, codename.
    pub fn weighted_text(&self) -> [(Field, f32); 5] {
        [(self.headline, 3.0), (self.skills, 2.5), (self.pitch, 1.5), (self.summary, 1.0), (self.codename, 0.8)]
    }
}

fn schema() -> (Schema, Fields) {
    let mut b = Schema::builder();
    let text = TextOptions::default().set_indexing_options(
        TextFieldIndexing::default()
            .set_tokenizer(TOKENIZER)
            .set_index_option(IndexRecordOption::WithFreqsAndPositions),
    );
    let fields = Fields {
        id: b.add_text_field("id", STRING | STORED | FAST),
        codename: b.add_text_field("codename", text.clone()),
        headline: b.add_text_field("headline", text.clone()),
        skills: b.add_text_field("skills", text.clone()),
        skill_ids: b.add_text_field("skill_ids", STRING),
        pitch: b.add_text_field("pitch", text.clone()),
        summary: b.add_text_field("summary", text),
        city: b.add_text_field("city", STRING),
        state: b.add_text_field("state", STRING),
        country: b.add_text_field("country", STRING),
        job_type: b.add_text_field("job_type", STRING),
        created_at: b.add_i64_field("created_at", FAST | INDEXED),
        updated_at: b.add_i64_field("updated_at", FAST),
        fresh_at: b.add_i64_field("fresh_at", FAST),
        title_families: b.add_text_field("title_families", STRING),
        top_skills: b.add_text_field("top_skills", STRING),
        shield: b.add_text_field("shield", STRING),
        screen: b.add_text_field("screen", STRING),
        salary_low: b.add_i64_field("salary_low", FAST | INDEXED),
        salary_high: b.add_i64_field("salary_high", FAST | INDEXED),
        card: b.add_bytes_field("card", STORED),
    };
    (b.build(), fields)
}

/// Location values are matched whole, case- and accent-insensitively.
pub fn location_key(value: &str) -> String {
    let mut folded = String::new();
    let mut analyzer =
        TextAnalyzer::builder(SimpleTokenizer::default()).filter(LowerCaser).filter(AsciiFoldingFilter).build();
    let mut stream = analyzer.token_stream(value);
    while let Some(token) = stream.next() {
        if !folded.is_empty() {
            folded.push(' ');
        }
        folded.push_str(&token.text);
    }
    folded
}

/// Removes the indexes of schema versions below `SCHEMA_VERSION` under `dir`: this
/// version's is built from the database, so theirs are only disk space (600 MB at a
/// million profiles). A newer version's is kept, so rolling back costs it nothing.
fn remove_older_versions(dir: &Path) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let name = entry.file_name();
        let version = name.to_str().and_then(|n| n.strip_prefix('v')).and_then(|n| n.parse::<u32>().ok());
        if version.is_some_and(|v| v < SCHEMA_VERSION) && entry.file_type()?.is_dir() {
            std::fs::remove_dir_all(entry.path())?;
        }
    }
    Ok(())
}

pub struct SearchIndex {
    pub index: Index,
    pub reader: IndexReader,
    pub(super) writer: Mutex<IndexWriter>,
    pub fields: Fields,
    /// Runs the searches' plans, keeping what they read between searches (the bounds
    /// of the broad keyword units per window of a segment, the common filters' bits).
    pub executor: Executor,
    /// The skills the skills facet counts.
    common_skills: CommonSkills,
}

impl SearchIndex {
    /// Opens the index of the current schema version under `dir`, creating it if needed.
    /// Returns whether it was just created (and so needs a rebuild).
    pub fn open(dir: &Path) -> anyhow::Result<(Arc<Self>, bool)> {
        let path = dir.join(format!("v{SCHEMA_VERSION}"));
        let created = !path.join("meta.json").exists();
        std::fs::create_dir_all(&path).with_context(|| format!("cannot create {}", path.display()))?;
        let (schema, fields) = schema();
        let directory = MmapDirectory::open(&path).context("cannot open the search index directory")?;
        let index = Index::open_or_create(directory, schema).context("cannot open the search index")?;
        if let Err(error) = remove_older_versions(dir) {
            tracing::warn!(%error, "could not remove the search indexes of older schema versions");
        }
        Ok((Arc::new(Self::from_index(index, fields)?), created))
    }

    /// An index in memory, for tests and benchmarks.
    pub fn in_memory() -> anyhow::Result<Arc<Self>> {
        let (schema, fields) = schema();
        Ok(Arc::new(Self::from_index(Index::create_in_ram(schema), fields)?))
    }

    fn from_index(index: Index, fields: Fields) -> anyhow::Result<Self> {
        index.tokenizers().register(TOKENIZER, words::index_analyzer());
        let reader = index.reader_builder().reload_policy(ReloadPolicy::Manual).try_into()?;
        let writer = index.writer(WRITER_MEMORY)?;
        // Equal relevance: the fresher profile first (docs/search.md), so the order never
        // depends on where documents happen to sit in the index (it changes with a
        // rebuild); no keywords: the newest first.
        let executor = Executor::new("fresh_at", "created_at");
        Ok(Self { index, reader, writer: Mutex::new(writer), fields, executor, common_skills: CommonSkills::default() })
    }

    /// Only what recruiters are shown: the place at the owner's precision, and the
    /// terms of the employers the profile hides from.
    pub(super) fn document(&self, row: &ProfileRow, shield: &ShieldTerms) -> anyhow::Result<TantivyDocument> {
        let f = &self.fields;
        let place = row.shown_place();
        let mut document = doc!(
            f.id => row.id.to_string(),
            f.codename => row.codename.clone(),
            f.headline => row.headline.clone(),
            f.skills => row.skills().join(", "),
            f.pitch => row.pitch.clone(),
            f.summary => row.summary.clone(),
            f.city => location_key(&place.city),
            f.state => location_key(&place.state),
            f.country => location_key(&place.country),
            f.job_type => row.job_type.as_str(),
            f.created_at => row.created_at,
            f.updated_at => row.updated_at,
            f.fresh_at => row.fresh_at(),
        );
        let card = StoredCard::of(row);
        for id in card.skill_ids.iter().flatten() {
            document.add_text(f.skill_ids, id);
        }
        for key in anonymity::title_keys(&row.headline) {
            document.add_text(f.title_families, key);
        }
        for key in anonymity::top_skill_keys(&card.profile.skills) {
            document.add_text(f.top_skills, key);
        }
        for term in screening::terms::of(&row.screening()) {
            document.add_text(f.screen, term);
        }
        // In the currency the profile is shown in: that of the country recruiters see.
        let salary = ProfileSalary::of(row.min_salary, row.max_salary, &place.country);
        if salary.is_none() {
            document.add_text(f.screen, screening::terms::NO_SALARY);
        }
        let (low, high) = salary.map_or((ProfileSalary::OPEN_LOW, ProfileSalary::OPEN_HIGH), |s| (s.low, s.high));
        document.add_i64(f.salary_low, low);
        document.add_i64(f.salary_high, high);
        for term in shield.get(row.id.as_str()).into_iter().flatten() {
            document.add_text(f.shield, term);
        }
        document.add_bytes(f.card, &card.to_bytes()?);
        Ok(document)
    }

    /// The skill ids most profiles of `searcher`'s view list, most first (`common_skills`).
    pub fn common_skills(&self, searcher: &tantivy::Searcher) -> tantivy::Result<Arc<Vec<String>>> {
        self.common_skills.of(searcher, self.fields.skill_ids)
    }

    /// The payload of the last commit (our sync position).
    pub fn payload(&self) -> Option<String> {
        self.index.load_metas().ok().and_then(|m| m.payload)
    }

    pub fn num_documents(&self) -> u64 {
        self.reader.searcher().num_docs()
    }

    /// The best `limit` matches of `plan` after `offset` with their stored cards, and how
    /// many matched. Ranked by relevance when it has keywords, else newest first.
    /// `exhaustive`: score and count every match; else only the windows of the index
    /// that may hold one of the page's matches are read (`Executor::top`), and a large
    /// total may be an estimate.
    pub fn search(
        &self,
        searcher: &tantivy::Searcher,
        plan: &Plan,
        offset: usize,
        limit: usize,
        exhaustive: bool,
    ) -> anyhow::Result<(Vec<Hit>, Total)> {
        let (best, total) = self.executor.top(searcher, plan, offset + limit, exhaustive)?;
        let hits = self.hits(searcher, best.into_iter().skip(offset).collect())?;
        Ok((hits, total))
    }

    /// The `limit` matches of `plan` after `offset` with the largest values of the i64
    /// column `column` (the newest, the last edited) with their stored cards, and how
    /// many matched (exactly).
    pub fn search_by(
        &self,
        searcher: &tantivy::Searcher,
        plan: &Plan,
        offset: usize,
        limit: usize,
        column: &str,
    ) -> anyhow::Result<(Vec<Hit>, Total)> {
        let (best, total) = self.executor.largest_first(searcher, plan.query.as_ref(), offset + limit, column)?;
        let hits = self.hits(searcher, best.into_iter().skip(offset).collect())?;
        Ok((hits, total))
    }

    fn hits(&self, searcher: &tantivy::Searcher, addresses: Vec<DocAddress>) -> anyhow::Result<Vec<Hit>> {
        let mut hits = Vec::with_capacity(addresses.len());
        for address in addresses {
            let doc: TantivyDocument = searcher.doc(address)?;
            let id = doc.get_first(self.fields.id).and_then(|v| v.as_str());
            let card = doc.get_first(self.fields.card).and_then(|v| v.as_bytes());
            if let (Some(id), Some(card)) = (id, card) {
                hits.push(Hit { id: id.to_owned(), card: StoredCard::from_bytes(card)? });
            }
        }
        Ok(hits)
    }

    /// (id, updated_at) of every document, to check the index against the database.
    pub fn versions(&self) -> anyhow::Result<Vec<(String, i64)>> {
        let searcher = self.reader.searcher();
        let schema = searcher.schema();
        let mut versions = Vec::with_capacity(searcher.num_docs() as usize);
        for segment in searcher.segment_readers() {
            let columns = segment.fast_fields();
            let Some(ids) = columns.str(schema.get_field_name(self.fields.id))? else { continue };
            let updated_at = columns.i64(schema.get_field_name(self.fields.updated_at))?;
            // The ids in their column's order, read in one pass: looking each one up
            // would decode a dictionary block per document.
            let mut names = Vec::with_capacity(ids.num_terms());
            let mut stream = ids.dictionary().stream()?;
            while stream.advance() {
                names.push(String::from_utf8_lossy(stream.key()).into_owned());
            }
            for doc in segment.doc_ids_alive() {
                let name = ids.ords().first(doc).and_then(|ord| names.get(ord as usize));
                if let (Some(name), Some(at)) = (name, updated_at.first(doc)) {
                    versions.push((name.clone(), at));
                }
            }
        }
        Ok(versions)
    }

    /// A few stored ids, for the debug screens.
    pub fn sample_ids(&self, limit: usize) -> anyhow::Result<Vec<String>> {
        let searcher = self.reader.searcher();
        let (newest, _) = self.executor.newest(&searcher, &tantivy::query::AllQuery, limit)?;
        Ok(self.hits(&searcher, newest)?.into_iter().map(|h| h.id).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        ids::{AccountId, PublicProfileId, SeekerId},
        seekers::{
            model::{JobType, ProfileStatus},
            precision::LocationPrecision,
        },
    };

    fn row(n: u64, updated_at: i64) -> ProfileRow {
        ProfileRow {
            id: SeekerId::of(AccountId::parse(&format!("00000000-0000-4000-8000-{n:012}")).unwrap()),
            public_id: PublicProfileId::random(),
            codename: format!("Codename{n}"),
            headline: "Rust Engineer".into(),
            location: String::new(),
            city: String::new(),
            state: String::new(),
            country: String::new(),
            location_precision: LocationPrecision::City,
            job_type: JobType::Remote,
            min_salary: 0,
            max_salary: 0,
            skills: "[]".into(),
            skill_ids: String::new(),
            status: ProfileStatus::Active,
            pitch: String::new(),
            summary: String::new(),
            screening: "{}".into(),
            usual_answer: None,
            view_count: 0,
            created_at: 1,
            updated_at,
            last_active_at: 0,
        }
    }

    #[test]
    fn versions_are_each_live_documents_id_and_last_edit_in_every_segment() {
        let index = SearchIndex::in_memory().unwrap();
        let none = ShieldTerms::new();
        index.apply(&[], &[row(1, 101), row(2, 102)], &none, None).unwrap();
        // A second segment: a new profile, and the first one edited (its old document
        // deleted from the first segment).
        let first = row(1, 500);
        index.apply(&[first.id.to_string()], &[row(3, 103), first], &none, None).unwrap();
        assert!(index.reader.searcher().segment_readers().len() >= 2);

        let mut versions = index.versions().unwrap();
        versions.sort();

        let id = |n: u64| row(n, 0).id.to_string();
        assert_eq!(versions, [(id(1), 500), (id(2), 102), (id(3), 103)]);
    }

    #[test]
    fn opening_removes_the_indexes_of_older_schema_versions_only() {
        let dir = tempfile::tempdir().unwrap();
        let older = dir.path().join(format!("v{}", SCHEMA_VERSION - 1));
        std::fs::create_dir_all(&older).unwrap();
        std::fs::write(older.join("meta.json"), "{}").unwrap();
        let unrelated = dir.path().join("vintage");
        std::fs::create_dir_all(&unrelated).unwrap();
        let newer = dir.path().join(format!("v{}", SCHEMA_VERSION + 1));
        std::fs::create_dir_all(&newer).unwrap();

        let (_, created) = SearchIndex::open(dir.path()).unwrap();

        assert!(created);
        assert!(!older.exists());
        assert!(dir.path().join(format!("v{SCHEMA_VERSION}")).join("meta.json").exists());
        assert!(unrelated.exists());
        assert!(newer.exists());
    }
}
