//! Where the index stands in the change feed, as pure rules. A transaction's feed
//! entries may commit long after entries numbered later (a slow save, a deletion held
//! open), so the position is not "the last sequence number applied" but a watermark: a
//! point below which every transaction that wrote to the feed has ended. Each read
//! returns every entry at or above the watermark; entries already applied are skipped,
//! so a late commit is applied whatever its number.

use std::collections::{BTreeSet, HashMap};

/// One feed entry: a profile changed in transaction `tx` (PostgreSQL: its transaction
/// id; SQLite, whose writers commit one at a time in order: the entry's own number).
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct FeedEntry {
    pub seq: i64,
    pub profile_id: String,
    pub tx: i64,
}

/// One read of the feed: the entries at or above the watermark it was asked for, and
/// the new watermark, taken in the same snapshot.
#[derive(Debug, Clone, Default)]
pub struct FeedRead {
    pub entries: Vec<FeedEntry>,
    pub horizon: i64,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FeedPosition {
    pub watermark: i64,
    /// Entries at or above the watermark already applied: seq -> tx.
    applied: HashMap<i64, i64>,
}

impl FeedPosition {
    pub fn at(watermark: i64) -> Self {
        Self { watermark, applied: HashMap::new() }
    }

    /// The profiles to re-index after `read`, in id order, and the position once they
    /// are. The watermark never moves back.
    pub fn advance(&self, read: &FeedRead) -> (Vec<String>, FeedPosition) {
        let fresh: Vec<&FeedEntry> = read.entries.iter().filter(|e| !self.applied.contains_key(&e.seq)).collect();
        let ids: BTreeSet<String> = fresh.iter().map(|e| e.profile_id.clone()).collect();
        let watermark = self.watermark.max(read.horizon);
        let applied = self
            .applied
            .iter()
            .map(|(seq, tx)| (*seq, *tx))
            .chain(fresh.iter().map(|e| (e.seq, e.tx)))
            .filter(|(_, tx)| *tx >= watermark)
            .collect();
        (ids.into_iter().collect(), FeedPosition { watermark, applied })
    }
}

/// What the index's commit records: the watermark, and when (ms), so a restart can tell
/// whether the feed still holds everything since.
pub fn payload(watermark: i64, at_ms: i64) -> String {
    serde_json::json!({ "feed": watermark, "at": at_ms }).to_string()
}

/// (watermark, at) from a commit payload; `None` for anything else (an older format).
pub fn parse_payload(payload: &str) -> Option<(i64, i64)> {
    let value: serde_json::Value = serde_json::from_str(payload).ok()?;
    Some((value.get("feed")?.as_i64()?, value.get("at")?.as_i64()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(seq: i64, profile_id: &str, tx: i64) -> FeedEntry {
        FeedEntry { seq, profile_id: profile_id.into(), tx }
    }

    #[test]
    fn an_entry_that_commits_after_later_ones_is_still_applied() {
        // Transaction 10 took seq 1 and is still open; 11 (seq 2) and 12 (seq 3) commit.
        let start = FeedPosition::at(10);
        let first = FeedRead { entries: vec![entry(2, "b", 11), entry(3, "c", 12)], horizon: 10 };
        let (ids, position) = start.advance(&first);
        assert_eq!(ids, ["b", "c"]);
        assert_eq!(position.watermark, 10, "transaction 10 is still in flight");
        // 10 commits: its entry appears although its number is below those applied.
        let second = FeedRead { entries: vec![entry(1, "a", 10), entry(2, "b", 11), entry(3, "c", 12)], horizon: 13 };
        let (ids, position) = position.advance(&second);
        assert_eq!(ids, ["a"], "only the late entry; the others were applied");
        assert_eq!(position, FeedPosition::at(13), "everything below 13 has ended and is forgotten");
    }

    #[test]
    fn nothing_new_changes_nothing_and_the_watermark_never_moves_back() {
        let position = FeedPosition::at(7);
        let (ids, next) = position.advance(&FeedRead { entries: vec![], horizon: 5 });
        assert!(ids.is_empty());
        assert_eq!(next.watermark, 7);
    }

    #[test]
    fn a_profile_changed_twice_is_indexed_once() {
        let read = FeedRead { entries: vec![entry(4, "a", 20), entry(5, "a", 21)], horizon: 22 };
        assert_eq!(FeedPosition::at(20).advance(&read).0, ["a"]);
    }

    #[test]
    fn payload_round_trips_and_old_formats_are_refused() {
        assert_eq!(parse_payload(&payload(42, 1_000)), Some((42, 1_000)));
        assert_eq!(parse_payload("{\"seq\":42}"), None);
        assert_eq!(parse_payload("garbage"), None);
    }
}
