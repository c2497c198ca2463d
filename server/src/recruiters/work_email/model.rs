//! The rules of a work e-mail code: six digits, alive 15 minutes, five tries, a few
//! sends a day, kept only as a hash. A code lives minutes, so the hash keeps it out of
//! backups and admin screens rather than standing against a brute force (the five tries
//! do that).

use rand::Rng;
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

pub const CODE_DIGITS: usize = 6;
pub const CODE_LIFETIME_MS: i64 = 15 * 60 * 1000;
/// Wrong codes before a code stops working.
pub const MAX_TRIES: i64 = 5;
/// Codes an account may ask for within `SEND_WINDOW_MS`.
pub const MAX_SENDS: i64 = 5;
pub const SEND_WINDOW_MS: i64 = 24 * 3600 * 1000;

/// A new random code.
pub fn new_code() -> String {
    format!("{:06}", rand::thread_rng().gen_range(0..1_000_000))
}

/// The stored form of `code` for the row `id`.
pub fn hash(id: &str, code: &str) -> String {
    let digest = Sha256::digest(format!("{id}:{code}").as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// A code as the recruiter typed it: digits only, spaces and dashes ignored.
pub fn normalize(typed: &str) -> Option<String> {
    let digits: String = typed.chars().filter(|c| !c.is_whitespace() && *c != '-').collect();
    (digits.len() == CODE_DIGITS && digits.chars().all(|c| c.is_ascii_digit())).then_some(digits)
}

/// The latest code sent to an account, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredCode {
    pub id: String,
    pub domain: String,
    pub code_hash: String,
    pub expires_at: i64,
    pub attempts: i64,
    pub used_at: Option<i64>,
}

/// What a typed code does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Check {
    /// Right: the domain is verified.
    Verified(String),
    /// Wrong, with this many tries left.
    Wrong { tries_left: i64 },
    /// No live code to check against: none sent, used, expired or out of tries.
    NoLiveCode,
}

pub fn check(stored: Option<&StoredCode>, typed: &str, now: i64) -> Check {
    let Some(code) = stored.filter(|c| c.used_at.is_none() && now < c.expires_at && c.attempts < MAX_TRIES) else {
        return Check::NoLiveCode;
    };
    let right =
        normalize(typed).is_some_and(|t| bool::from(hash(&code.id, &t).as_bytes().ct_eq(code.code_hash.as_bytes())));
    if right {
        Check::Verified(code.domain.clone())
    } else {
        Check::Wrong { tries_left: MAX_TRIES - code.attempts - 1 }
    }
}

/// The e-mail: subject and plain text.
pub fn email(code: &str, domain: &str) -> (String, String) {
    let subject = format!("Your Veil verification code: {code}");
    let text = format!(
        "Your code to verify {domain} on Veil is {code}.\n\n\
         It works for 15 minutes. If you did not ask for it, you can ignore this e-mail: \
         nothing changes without the code.\n"
    );
    (subject, text)
}

/// What the outbox keeps of the e-mail when it went out by SMTP: that it was sent, not the code.
pub fn recorded(domain: &str) -> (String, String) {
    (
        "Your Veil verification code".to_owned(),
        format!("A code to verify {domain} on Veil was sent here. (The code is not kept.)\n"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stored(code: &str) -> StoredCode {
        StoredCode {
            id: "row-1".into(),
            domain: "acme.com".into(),
            code_hash: hash("row-1", code),
            expires_at: 1_000,
            attempts: 0,
            used_at: None,
        }
    }

    #[test]
    fn codes_are_six_digits_and_typed_loosely() {
        for _ in 0..100 {
            let code = new_code();
            assert_eq!(normalize(&code), Some(code));
        }
        assert_eq!(normalize(" 123 456 ").as_deref(), Some("123456"));
        assert_eq!(normalize("123-456").as_deref(), Some("123456"));
        assert_eq!(normalize("12345"), None);
        assert_eq!(normalize("12345a"), None);
        assert_ne!(hash("row-1", "123456"), hash("row-2", "123456"), "each row salts its hash");
    }

    #[test]
    fn the_right_code_verifies_its_domain_while_it_lives() {
        let code = stored("123456");
        assert_eq!(check(Some(&code), "123 456", 999), Check::Verified("acme.com".into()));
        assert_eq!(check(Some(&code), "123456", 1_000), Check::NoLiveCode, "expired");
        assert_eq!(check(None, "123456", 0), Check::NoLiveCode);
        let used = StoredCode { used_at: Some(5), ..code.clone() };
        assert_eq!(check(Some(&used), "123456", 10), Check::NoLiveCode);
    }

    #[test]
    fn five_wrong_tries_end_a_code() {
        let mut code = stored("123456");
        for left in (0..MAX_TRIES).rev() {
            assert_eq!(check(Some(&code), "000000", 10), Check::Wrong { tries_left: left });
            code.attempts += 1;
        }
        assert_eq!(check(Some(&code), "123456", 10), Check::NoLiveCode, "even the right code, after five wrong");
    }
}
