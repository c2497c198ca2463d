//! Who a session belongs to, remembered for a moment, so a signed-in burst of requests
//! (every search, every page of results) does not cost a session and an account query
//! each. What can change the answer forgets it at once on this instance: sign-out and a
//! new sign-in (`forget_session`), a role change, a sign-in that refreshed the e-mail, a
//! saved company page (the employer shield matches by it) and account deletion
//! (`forget_user`). Another instance sharing the database sees such a change within
//! `TTL_MS`, the longest an entry is trusted.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex, MutexGuard},
};

use crate::{auth::store::UserRow, ids::AccountId};

/// How long a cached answer is trusted (milliseconds).
pub const TTL_MS: i64 = 2_000;
/// Past this many entries, the expired ones are swept out on the next insert.
const SWEEP_ABOVE: usize = 10_000;

#[derive(Clone, Default)]
pub struct SessionCache {
    inner: Arc<Mutex<Inner>>,
}

#[derive(Default)]
struct Inner {
    /// By session token hash.
    entries: HashMap<String, Entry>,
    /// Bumped by every forget, so a lookup that began before one cannot store what it read.
    generation: u64,
}

struct Entry {
    user: UserRow,
    valid_until: i64,
}

impl SessionCache {
    fn lock(&self) -> MutexGuard<'_, Inner> {
        // A panic elsewhere while holding the lock leaves a map that is still consistent.
        self.inner.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The cached account for the session `hash`, if still trusted at `now`.
    pub fn get(&self, hash: &str, now: i64) -> Option<UserRow> {
        let inner = self.lock();
        inner.entries.get(hash).filter(|entry| now < entry.valid_until).map(|entry| entry.user.clone())
    }

    /// To read before looking a session up in the database, and pass to `put`.
    pub fn generation(&self) -> u64 {
        self.lock().generation
    }

    /// Remembers the account `user` for the session `hash` until `session_ends` or `TTL_MS` from `now`,
    /// whichever is first, unless something was forgotten since `generation` was read.
    pub fn put(&self, hash: &str, user: UserRow, now: i64, session_ends: i64, generation: u64) {
        let mut inner = self.lock();
        if inner.generation != generation {
            return;
        }
        if inner.entries.len() >= SWEEP_ABOVE {
            inner.entries.retain(|_, entry| now < entry.valid_until);
        }
        let valid_until = session_ends.min(now + TTL_MS);
        inner.entries.insert(hash.to_owned(), Entry { user, valid_until });
    }

    /// The session `hash` ended (sign-out, a new sign-in in the same browser).
    pub fn forget_session(&self, hash: &str) {
        let mut inner = self.lock();
        inner.generation += 1;
        inner.entries.remove(hash);
    }

    /// Something about the account changed (roles, e-mail) or it is gone: every one of its
    /// sessions is looked up afresh.
    pub fn forget_user(&self, user_id: &AccountId) {
        let mut inner = self.lock();
        inner.generation += 1;
        inner.entries.retain(|_, entry| &entry.user.id != user_id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn account(n: u8) -> AccountId {
        AccountId::parse(&format!("00000000-0000-7000-8000-0000000000{n:02}")).unwrap()
    }

    fn user(n: u8) -> UserRow {
        UserRow {
            id: account(n),
            issuer: "https://issuer.example".into(),
            email: format!("person{n}@example.com"),
            email_verified: true,
            is_job_seeker: false,
            is_recruiter: true,
            company_name: None,
            company_website: None,
            suspended: false,
            shield_history: Default::default(),
        }
    }

    #[test]
    fn an_entry_is_trusted_for_the_ttl_at_most() {
        let cache = SessionCache::default();
        cache.put("h", user(1), 1_000, i64::MAX, cache.generation());
        assert_eq!(cache.get("h", 1_000).map(|u| u.id), Some(account(1)));
        assert!(cache.get("h", 1_000 + TTL_MS - 1).is_some());
        assert!(cache.get("h", 1_000 + TTL_MS).is_none());
        assert!(cache.get("other", 1_000).is_none());
    }

    #[test]
    fn an_entry_never_outlives_its_session() {
        let cache = SessionCache::default();
        cache.put("h", user(1), 1_000, 1_500, cache.generation());
        assert!(cache.get("h", 1_499).is_some());
        assert!(cache.get("h", 1_500).is_none());
    }

    #[test]
    fn forgetting_a_session_or_a_user_takes_effect_at_once() {
        let cache = SessionCache::default();
        cache.put("a", user(1), 0, i64::MAX, cache.generation());
        cache.put("b", user(1), 0, i64::MAX, cache.generation());
        cache.put("c", user(2), 0, i64::MAX, cache.generation());
        cache.forget_session("a");
        assert!(cache.get("a", 1).is_none());
        assert!(cache.get("b", 1).is_some());
        cache.forget_user(&account(1));
        assert!(cache.get("b", 1).is_none());
        assert!(cache.get("c", 1).is_some());
    }

    #[test]
    fn a_lookup_that_raced_a_forget_is_not_stored() {
        let cache = SessionCache::default();
        let before = cache.generation();
        cache.forget_user(&account(1));
        cache.put("a", user(1), 0, i64::MAX, before);
        assert!(cache.get("a", 1).is_none());
    }
}
