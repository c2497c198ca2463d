//! Events counted in memory until the next write: appearances in search results summed
//! per (job seeker, company, day), and identity served kept once per (job seeker,
//! recruiter, day). Pure bookkeeping; `log.rs` decides when to write.

use std::collections::{HashMap, HashSet};

use super::model::{ActivityKind, day_of};
use crate::ids::{RecruiterId, SeekerId};

/// Past this many waiting rows (the database has been failing for a while), new ones
/// are dropped rather than growing without bound.
pub const MAX_PENDING: usize = 100_000;

type DayKey = (SeekerId, RecruiterId, i64);

/// A row to add to the log for one day, written with the others in one transaction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DailyEvent {
    pub seeker: SeekerId,
    pub company: RecruiterId,
    pub kind: ActivityKind,
    pub day: i64,
    /// How many times it happened since the last write.
    pub count: i64,
    /// The latest time it happened (for identity served: the first, the only one kept).
    pub at: i64,
}

#[derive(Debug, Default)]
pub struct Pending {
    /// Appearances per (job seeker, company, day): (count, latest time).
    appearances: HashMap<DayKey, (i64, i64)>,
    /// Identity served for the first time today, waiting to be written.
    served: Vec<DailyEvent>,
    /// Who was served whose identity on which day (this instance), so repeats cost
    /// nothing. Only today's and yesterday's are kept.
    served_seen: HashSet<DayKey>,
}

impl Pending {
    pub fn is_empty(&self) -> bool {
        self.appearances.is_empty() && self.served.is_empty()
    }

    /// Rows waiting to be written.
    pub fn len(&self) -> usize {
        self.appearances.len() + self.served.len()
    }

    /// One search by `company` whose results showed `seekers` at `at`. A recruiter's own
    /// profile is not an event about someone else.
    pub fn add_appearances<'a>(
        &mut self,
        company: &RecruiterId,
        seekers: impl IntoIterator<Item = &'a SeekerId>,
        at: i64,
    ) {
        let day = day_of(at);
        for seeker in seekers.into_iter().filter(|s| **s != *company.account()) {
            let key = (seeker.clone(), company.clone(), day);
            if !self.appearances.contains_key(&key) && self.len() >= MAX_PENDING {
                continue;
            }
            let entry = self.appearances.entry(key).or_insert((0, at));
            entry.0 += 1;
            entry.1 = entry.1.max(at);
        }
    }

    /// `recruiter` was served `seeker`'s identity at `at`; queued only the first time that
    /// day. Returns whether it was the first.
    pub fn add_served(&mut self, seeker: &SeekerId, recruiter: &RecruiterId, at: i64) -> bool {
        if *seeker == *recruiter.account() || self.len() >= MAX_PENDING {
            return false;
        }
        let day = day_of(at);
        if !self.served_seen.insert((seeker.clone(), recruiter.clone(), day)) {
            return false;
        }
        self.served.push(DailyEvent {
            seeker: seeker.clone(),
            company: recruiter.clone(),
            kind: ActivityKind::IdentityServed,
            day,
            count: 1,
            at,
        });
        true
    }

    /// Everything waiting, emptied; days before yesterday leave the memory of who was
    /// served (the database's unique key still guards them).
    pub fn take(&mut self, now: i64) -> Vec<DailyEvent> {
        let today = day_of(now);
        self.served_seen.retain(|(_, _, day)| *day >= today - 1);
        let mut out: Vec<DailyEvent> = self
            .appearances
            .drain()
            .map(|((seeker, company, day), (count, at))| DailyEvent {
                seeker,
                company,
                kind: ActivityKind::AppearedInSearch,
                day,
                count,
                at,
            })
            .collect();
        out.append(&mut self.served);
        out
    }

    /// Puts back a batch that could not be written, merged with what came meanwhile.
    pub fn restore(&mut self, batch: Vec<DailyEvent>) {
        for event in batch {
            match event.kind {
                ActivityKind::AppearedInSearch => {
                    let key = (event.seeker, event.company, event.day);
                    if !self.appearances.contains_key(&key) && self.len() >= MAX_PENDING {
                        continue;
                    }
                    let entry = self.appearances.entry(key).or_insert((0, event.at));
                    entry.0 += event.count;
                    entry.1 = entry.1.max(event.at);
                }
                _ if self.len() < MAX_PENDING => self.served.push(event),
                _ => {}
            }
        }
    }

    /// Drops whatever involves an account being deleted, on either side.
    pub fn forget(&mut self, account: &crate::ids::AccountId) {
        let involves = |seeker: &SeekerId, company: &RecruiterId| seeker == account || company == account;
        self.appearances.retain(|(seeker, company, _), _| !involves(seeker, company));
        self.served.retain(|e| !involves(&e.seeker, &e.company));
        self.served_seen.retain(|(seeker, company, _)| !involves(seeker, company));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ids::AccountId, privacy::activity::model::DAY_MS};

    fn seeker(n: u8) -> SeekerId {
        SeekerId::of(AccountId::parse(&format!("00000000-0000-4000-8000-0000000000{n:02}")).unwrap())
    }

    fn company(n: u8) -> RecruiterId {
        RecruiterId::of(seeker(n).account().clone())
    }

    fn sorted(mut events: Vec<DailyEvent>) -> Vec<DailyEvent> {
        events.sort_by(|a, b| {
            (a.seeker.as_str(), a.company.as_str(), a.day).cmp(&(b.seeker.as_str(), b.company.as_str(), b.day))
        });
        events
    }

    #[test]
    fn appearances_sum_per_seeker_company_and_day() {
        let mut pending = Pending::default();
        pending.add_appearances(&company(9), [&seeker(1), &seeker(2)], 100);
        pending.add_appearances(&company(9), [&seeker(1)], 200);
        pending.add_appearances(&company(9), [&seeker(1)], DAY_MS + 5);
        let events = sorted(pending.take(DAY_MS + 10));
        let summary: Vec<(SeekerId, i64, i64, i64)> =
            events.iter().map(|e| (e.seeker.clone(), e.day, e.count, e.at)).collect();
        assert_eq!(summary, vec![(seeker(1), 0, 2, 200), (seeker(1), 1, 1, DAY_MS + 5), (seeker(2), 0, 1, 100)]);
        assert!(events.iter().all(|e| e.kind == ActivityKind::AppearedInSearch));
        assert!(pending.is_empty(), "taking empties the queue");
    }

    #[test]
    fn a_recruiter_seeing_their_own_profile_is_no_event() {
        let mut pending = Pending::default();
        pending.add_appearances(&company(1), [&seeker(1)], 100);
        assert!(!pending.add_served(&seeker(1), &company(1), 100));
        assert!(pending.is_empty());
    }

    #[test]
    fn identity_served_is_queued_once_per_recruiter_per_day() {
        let mut pending = Pending::default();
        assert!(pending.add_served(&seeker(1), &company(9), 100));
        assert!(!pending.add_served(&seeker(1), &company(9), 500), "the same day again");
        assert!(pending.add_served(&seeker(1), &company(8), 600), "another recruiter");
        assert_eq!(pending.take(700).len(), 2);
        assert!(!pending.add_served(&seeker(1), &company(9), 800), "still remembered after the write");
        assert!(pending.add_served(&seeker(1), &company(9), DAY_MS + 1), "a new day");
        let events = pending.take(DAY_MS + 2);
        assert_eq!(
            events,
            vec![DailyEvent {
                seeker: seeker(1),
                company: company(9),
                kind: ActivityKind::IdentityServed,
                day: 1,
                count: 1,
                at: DAY_MS + 1,
            }]
        );
    }

    #[test]
    fn old_days_leave_the_memory_of_who_was_served() {
        let mut pending = Pending::default();
        pending.add_served(&seeker(1), &company(9), 100);
        pending.take(3 * DAY_MS);
        assert!(pending.served_seen.is_empty());
    }

    #[test]
    fn a_failed_batch_is_merged_back() {
        let mut pending = Pending::default();
        pending.add_appearances(&company(9), [&seeker(1)], 100);
        pending.add_served(&seeker(1), &company(9), 100);
        let batch = pending.take(150);
        pending.add_appearances(&company(9), [&seeker(1)], 300);
        pending.restore(batch);
        let events = sorted(pending.take(400));
        let counts: Vec<(ActivityKind, i64, i64)> = events.iter().map(|e| (e.kind, e.count, e.at)).collect();
        assert_eq!(counts.len(), 2);
        assert!(counts.contains(&(ActivityKind::AppearedInSearch, 2, 300)));
        assert!(counts.contains(&(ActivityKind::IdentityServed, 1, 100)));
    }

    #[test]
    fn forgetting_an_account_drops_it_on_both_sides() {
        let mut pending = Pending::default();
        pending.add_appearances(&company(9), [&seeker(1), &seeker(2)], 100);
        pending.add_served(&seeker(2), &company(9), 100);
        pending.add_appearances(&company(8), [&seeker(2)], 100);
        pending.forget(seeker(1).account());
        pending.forget(company(8).account());
        let events = sorted(pending.take(200));
        let left: Vec<(SeekerId, RecruiterId, ActivityKind)> =
            events.into_iter().map(|e| (e.seeker, e.company, e.kind)).collect();
        assert_eq!(left.len(), 2);
        assert!(left.contains(&(seeker(2), company(9), ActivityKind::AppearedInSearch)));
        assert!(left.contains(&(seeker(2), company(9), ActivityKind::IdentityServed)));
    }

    #[test]
    fn the_queue_is_bounded() {
        let mut pending = Pending::default();
        let seekers: Vec<SeekerId> = (0..=MAX_PENDING as u32)
            .map(|n| SeekerId::of(AccountId::parse(&format!("00000000-0000-4000-8000-{n:012}")).unwrap()))
            .collect();
        pending.add_appearances(&company(99), seekers.iter(), 100);
        assert_eq!(pending.len(), MAX_PENDING);
    }
}
