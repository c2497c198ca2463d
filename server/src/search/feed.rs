//! Where the index stands in the change feed, as pure rules. A transaction's feed
//! entries may commit long after entries numbered later (a slow save, a deletion held
//! open), so the position is not "the last sequence number applied". Each read of the
//! feed also takes, in the same snapshot, which transactions were still running; the
//! next read asks for entries numbered after the last one read *or* written by one of
//! those transactions (or a later one). So a late commit is read once, whatever its
//! number, and nothing is read twice. The watermark, below which every transaction has
//! ended, is what a restart resumes from.

use std::collections::BTreeSet;

/// One feed entry: a profile changed in transaction `tx` (PostgreSQL: its transaction
/// id; SQLite, whose writers commit one at a time in order: the entry's own number).
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct FeedEntry {
    pub seq: i64,
    pub profile_id: String,
    pub tx: i64,
}

/// One read of the feed and the snapshot it was read in.
#[derive(Debug, Clone, Default)]
pub struct FeedRead {
    pub entries: Vec<FeedEntry>,
    /// The oldest transaction still running (every one below it has ended).
    pub horizon: i64,
    /// Transactions running at the snapshot, whose entries it could not see.
    pub in_flight: Vec<i64>,
    /// The first transaction id not yet started at the snapshot.
    pub next_tx: i64,
    /// The read stopped at its limit: there is more after the last entry.
    pub truncated: bool,
}

/// What the previous read could not see yet.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Unseen {
    pub after_seq: i64,
    pub in_flight: Vec<i64>,
    pub next_tx: i64,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FeedPosition {
    pub watermark: i64,
    /// `None` after a start or rebuild: read everything from the watermark.
    pub unseen: Option<Unseen>,
}

impl FeedPosition {
    pub fn at(watermark: i64) -> Self {
        Self { watermark, unseen: None }
    }

    /// The profiles to re-index after `read`, in id order, and the position once they
    /// are. The watermark never moves back, and stays put after a read cut short (what
    /// it did not reach may lie below the new horizon).
    pub fn advance(&self, read: &FeedRead) -> (Vec<String>, FeedPosition) {
        let ids: BTreeSet<String> = read.entries.iter().map(|e| e.profile_id.clone()).collect();
        let watermark = if read.truncated { self.watermark } else { self.watermark.max(read.horizon) };
        let read_up_to = read.entries.iter().map(|e| e.seq).max();
        let after_seq = self.unseen.as_ref().map(|u| u.after_seq).into_iter().chain(read_up_to).max().unwrap_or(0);
        let unseen = Unseen { after_seq, in_flight: read.in_flight.clone(), next_tx: read.next_tx };
        (ids.into_iter().collect(), FeedPosition { watermark, unseen: Some(unseen) })
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
    fn a_transaction_still_running_is_asked_for_again_and_its_late_entry_applied() {
        // Transaction 10 took seq 1 and is still open; 11 (seq 2) and 12 (seq 3) commit.
        let first = FeedRead {
            entries: vec![entry(2, "b", 11), entry(3, "c", 12)],
            horizon: 10,
            in_flight: vec![10],
            next_tx: 13,
            truncated: false,
        };
        let (ids, position) = FeedPosition::at(10).advance(&first);
        assert_eq!(ids, ["b", "c"]);
        assert_eq!(position.watermark, 10, "transaction 10 is still in flight");
        assert_eq!(position.unseen, Some(Unseen { after_seq: 3, in_flight: vec![10], next_tx: 13 }));
        // 10 commits: the next read (asked for seq > 3 or transactions 10, 13+) has it.
        let second = FeedRead {
            entries: vec![entry(1, "a", 10)],
            horizon: 14,
            in_flight: vec![],
            next_tx: 14,
            truncated: false,
        };
        let (ids, position) = position.advance(&second);
        assert_eq!(ids, ["a"]);
        assert_eq!(position.watermark, 14);
        assert_eq!(position.unseen.unwrap().after_seq, 3, "the position in numbers never moves back");
    }

    #[test]
    fn a_read_cut_short_keeps_the_watermark() {
        let read =
            FeedRead { entries: vec![entry(1, "a", 20)], horizon: 30, in_flight: vec![], next_tx: 30, truncated: true };
        let (_, position) = FeedPosition::at(20).advance(&read);
        assert_eq!(position.watermark, 20);
        assert_eq!(position.unseen.unwrap().after_seq, 1);
    }

    #[test]
    fn nothing_new_changes_nothing_and_the_watermark_never_moves_back() {
        let position = FeedPosition::at(7);
        let (ids, next) = position.advance(&FeedRead { horizon: 5, next_tx: 5, ..FeedRead::default() });
        assert!(ids.is_empty());
        assert_eq!(next.watermark, 7);
    }

    #[test]
    fn a_profile_changed_twice_is_indexed_once() {
        let read = FeedRead { entries: vec![entry(4, "a", 20), entry(5, "a", 21)], horizon: 22, ..FeedRead::default() };
        assert_eq!(FeedPosition::at(20).advance(&read).0, ["a"]);
    }

    #[test]
    fn payload_round_trips_and_old_formats_are_refused() {
        assert_eq!(parse_payload(&payload(42, 1_000)), Some((42, 1_000)));
        assert_eq!(parse_payload("{\"seq\":42}"), None);
        assert_eq!(parse_payload("garbage"), None);
    }
}
