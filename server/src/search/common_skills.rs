//! The canonical skills most profiles list, which the skills facet offers to narrow a
//! search by. Read from the index's dictionary of skill ids once per view of the index
//! (a commit makes a new one), not per search. Which skills are offered depends on every
//! indexed profile, but a skill is shown only with its count over the searcher's own
//! matches, and only when that is above zero (`facets`).

use std::sync::{Arc, Mutex};

use tantivy::{Searcher, schema::Field};

/// How many of the most common skills are counted for the facet.
pub const COUNTED: usize = 30;

/// The most common skills of the index's current view, kept until the view changes.
#[derive(Default)]
pub struct CommonSkills {
    kept: Mutex<Option<(u64, Arc<Vec<String>>)>>,
}

impl CommonSkills {
    /// The `COUNTED` skill ids the most documents of `searcher` have in `field`, most first.
    pub fn of(&self, searcher: &Searcher, field: Field) -> tantivy::Result<Arc<Vec<String>>> {
        let generation = searcher.generation().generation_id();
        if let Some((kept_generation, skills)) = &*self.kept.lock().expect("common skills lock")
            && *kept_generation == generation
        {
            return Ok(skills.clone());
        }
        let skills = Arc::new(most_common(searcher, field)?);
        *self.kept.lock().expect("common skills lock") = Some((generation, skills.clone()));
        Ok(skills)
    }
}

fn most_common(searcher: &Searcher, field: Field) -> tantivy::Result<Vec<String>> {
    let mut documents: std::collections::HashMap<String, u64> = std::collections::HashMap::new();
    for reader in searcher.segment_readers() {
        let inverted = reader.inverted_index(field)?;
        let mut stream = inverted.terms().stream()?;
        while stream.advance() {
            let id = String::from_utf8_lossy(stream.key()).into_owned();
            *documents.entry(id).or_default() += u64::from(stream.value().doc_freq);
        }
    }
    let mut ranked: Vec<(String, u64)> = documents.into_iter().collect();
    ranked.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    ranked.truncate(COUNTED);
    Ok(ranked.into_iter().map(|(id, _)| id).collect())
}
