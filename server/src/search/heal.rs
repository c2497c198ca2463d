//! The index checked against the database, as pure rules: both sides are split into
//! buckets by id, each bucket summed into a checksum of (id, version), and only the
//! buckets whose counts or checksums differ are compared entry by entry. Whatever differs
//! is re-indexed from the database.

use std::{
    collections::{BTreeSet, HashMap},
    hash::{DefaultHasher, Hash, Hasher},
};

use serde::Serialize;
use utoipa::ToSchema;

const BUCKETS: usize = 64;

/// What one check found and fixed, for the search debug screen.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IndexCheck {
    /// When the check ran (RFC 3339).
    pub checked_at: String,
    /// Searchable profiles in the database.
    pub database_profiles: usize,
    /// Documents in the index before the repair.
    pub index_documents: usize,
    /// Buckets whose count or checksum differed.
    pub buckets_differing: usize,
    /// Profiles missing from the index, added.
    pub added: usize,
    /// Documents of profiles deleted or hidden, removed.
    pub removed: usize,
    /// Documents older than their profile, re-indexed.
    pub refreshed: usize,
}

/// The ids to re-index so the index matches the database.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Differences {
    pub buckets_differing: usize,
    pub missing: Vec<String>,
    pub extra: Vec<String>,
    pub stale: Vec<String>,
}

impl Differences {
    pub fn ids(&self) -> Vec<String> {
        let all: BTreeSet<&String> = self.missing.iter().chain(&self.extra).chain(&self.stale).collect();
        all.into_iter().cloned().collect()
    }
}

fn hash_of(value: impl Hash) -> u64 {
    let mut hasher = DefaultHasher::new();
    value.hash(&mut hasher);
    hasher.finish()
}

#[derive(Default, Clone, Copy, PartialEq, Eq)]
struct Bucket {
    count: usize,
    checksum: u64,
}

fn buckets(entries: &[(String, i64)]) -> Vec<Bucket> {
    let mut buckets = vec![Bucket::default(); BUCKETS];
    for (id, version) in entries {
        let bucket = &mut buckets[(hash_of(id) % BUCKETS as u64) as usize];
        bucket.count += 1;
        bucket.checksum = bucket.checksum.wrapping_add(hash_of((id, version)));
    }
    buckets
}

/// Compares (id, version) lists of the database and of the index.
pub fn compare(database: &[(String, i64)], index: &[(String, i64)]) -> Differences {
    let (db_buckets, index_buckets) = (buckets(database), buckets(index));
    let differing: Vec<usize> = (0..BUCKETS).filter(|b| db_buckets[*b] != index_buckets[*b]).collect();
    let mut found = Differences { buckets_differing: differing.len(), ..Differences::default() };
    if differing.is_empty() {
        return found;
    }
    let in_differing = |id: &String| differing.contains(&((hash_of(id) % BUCKETS as u64) as usize));
    let db_map: HashMap<&String, i64> =
        database.iter().filter(|(id, _)| in_differing(id)).map(|(i, v)| (i, *v)).collect();
    let mut index_map: HashMap<&String, i64> = HashMap::new();
    let mut duplicated = BTreeSet::new();
    for (id, version) in index.iter().filter(|(id, _)| in_differing(id)) {
        if index_map.insert(id, *version).is_some() {
            duplicated.insert(id);
        }
    }
    for (id, version) in &db_map {
        match index_map.get(id) {
            None => found.missing.push((*id).clone()),
            // Indexed twice (a delete that never applied): re-indexing leaves one.
            Some(indexed) if indexed != version || duplicated.contains(id) => found.stale.push((*id).clone()),
            Some(_) => {}
        }
    }
    found.extra = index_map.keys().filter(|id| !db_map.contains_key(*id)).map(|id| (*id).clone()).collect();
    found.missing.sort();
    found.stale.sort();
    found.extra.sort();
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(list: &[(&str, i64)]) -> Vec<(String, i64)> {
        list.iter().map(|(id, v)| (id.to_string(), *v)).collect()
    }

    #[test]
    fn the_same_content_in_any_order_has_no_differences() {
        let db = rows(&[("a", 1), ("b", 2), ("c", 3)]);
        let index = rows(&[("c", 3), ("a", 1), ("b", 2)]);
        assert_eq!(compare(&db, &index), Differences::default());
    }

    #[test]
    fn missing_extra_and_stale_documents_are_found() {
        let db = rows(&[("kept", 1), ("new", 1), ("edited", 5)]);
        let index = rows(&[("kept", 1), ("deleted", 1), ("edited", 4)]);
        let found = compare(&db, &index);
        assert_eq!(found.missing, ["new"]);
        assert_eq!(found.extra, ["deleted"]);
        assert_eq!(found.stale, ["edited"]);
        assert!(found.buckets_differing >= 1 && found.buckets_differing <= 3);
        assert_eq!(found.ids(), ["deleted", "edited", "new"]);
    }

    #[test]
    fn a_document_indexed_twice_is_re_indexed() {
        let db = rows(&[("a", 1), ("b", 1)]);
        let index = rows(&[("a", 1), ("b", 1), ("a", 1)]);
        assert_eq!(compare(&db, &index).stale, ["a"]);
    }
}
