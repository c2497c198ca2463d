//! Writing the index: a batch of changes applied and committed, a rebuild staged and
//! committed at once (searches keep the old index until then), segments merged.

use tantivy::{
    IndexWriter, Term,
    merge_policy::{LogMergePolicy, NoMergePolicy},
};

use super::index::{SearchIndex, ShieldTerms};
use crate::seekers::store::ProfileRow;

impl SearchIndex {
    fn writer(&self) -> anyhow::Result<std::sync::MutexGuard<'_, IndexWriter>> {
        self.writer.lock().map_err(|_| anyhow::anyhow!("search writer poisoned"))
    }

    /// Applies a batch: every id in `ids` is removed, and each row in `rows` that is not
    /// hidden is (re-)added. Committed and visible to searches on return.
    pub fn apply(
        &self,
        ids: &[String],
        rows: &[ProfileRow],
        shield: &ShieldTerms,
        payload: Option<String>,
    ) -> anyhow::Result<()> {
        {
            let writer = self.writer()?;
            for id in ids {
                writer.delete_term(Term::from_field_text(self.fields.id, id));
            }
        }
        self.stage(rows, shield)?;
        self.commit(payload)
    }

    /// Adds the rows that are not hidden, without committing: searches see them only
    /// after `commit`.
    pub fn stage(&self, rows: &[ProfileRow], shield: &ShieldTerms) -> anyhow::Result<()> {
        let writer = self.writer()?;
        for row in rows.iter().filter(|r| !r.is_hidden()) {
            writer.add_document(self.document(row, shield)?)?;
        }
        Ok(())
    }

    /// Drops every document, without committing: the start of a rebuild, which searches
    /// do not see until it commits (they keep the old index meanwhile).
    pub fn stage_clear(&self) -> anyhow::Result<()> {
        let writer = self.writer()?;
        // A rebuild ends with one merge of everything (`compact`); merging its partial
        // segments on the way would be wasted work and would hold segments `compact` needs.
        writer.set_merge_policy(Box::new(NoMergePolicy));
        // An ordinary delete, ordered with the writes around it. (`delete_all_documents`
        // drops segments outright and rewinds the operation stamps; deletes made right
        // after such a rebuild were seen not to apply to its documents.)
        writer.delete_query(Box::new(tantivy::query::AllQuery))?;
        Ok(())
    }

    /// Commits what was staged (with our sync position as the payload) and makes it
    /// visible to searches.
    pub fn commit(&self, payload: Option<String>) -> anyhow::Result<()> {
        let mut writer = self.writer()?;
        let mut commit = writer.prepare_commit()?;
        if let Some(p) = payload {
            commit.set_payload(&p);
        }
        commit.commit()?;
        drop(writer);
        self.reader.reload()?;
        Ok(())
    }

    /// Merges every segment into one and shows the result to searches. Worth it after a
    /// rebuild: each segment has its own term dictionaries to look keywords up in and its
    /// own postings to walk, so one segment makes every search cheaper.
    pub fn compact(&self) -> anyhow::Result<()> {
        let merged = self.merge_all_segments();
        self.writer()?.set_merge_policy(Box::new(LogMergePolicy::default()));
        merged
    }

    fn merge_all_segments(&self) -> anyhow::Result<()> {
        let mut attempts = 0;
        loop {
            let segments = self.index.searchable_segment_ids()?;
            if segments.len() < 2 {
                return Ok(());
            }
            let merging = self.writer()?.merge(&segments);
            match merging.wait() {
                Ok(_) => break,
                // A merge already under way holds some of them: try again after it.
                Err(_) if attempts < 20 => attempts += 1,
                Err(err) => return Err(err.into()),
            }
            std::thread::sleep(std::time::Duration::from_millis(500));
        }
        self.reader.reload()?;
        Ok(())
    }

    /// Forgets everything staged since the last commit.
    pub fn rollback(&self) -> anyhow::Result<()> {
        let mut writer = self.writer()?;
        writer.rollback()?;
        writer.set_merge_policy(Box::new(LogMergePolicy::default()));
        Ok(())
    }
}
