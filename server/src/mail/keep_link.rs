//! Signed "Keep my account" links: the token names an account and carries an HMAC under
//! a key derived for this purpose only, so it works without signing in, signs nobody
//! in, and cannot be made for another account.

use super::signed_subject::SubjectSigner;
use crate::ids::AccountId;

/// What the token signs, so a token of another purpose under the same key never passes.
const PURPOSE: &str = "keep-account";

#[derive(Clone, Debug)]
pub struct KeepLinkSigner {
    signer: SubjectSigner,
}

impl KeepLinkSigner {
    pub fn new(key: Vec<u8>) -> Self {
        Self { signer: SubjectSigner::new(key) }
    }

    /// `<account>.<signature>`, URL-safe.
    pub fn token(&self, account: &AccountId) -> String {
        self.signer.sign(&format!("{PURPOSE}:{}", account.as_str()))
    }

    /// The account a token names, if its signature holds (checked in constant time
    /// before anything in it is believed).
    pub fn verify(&self, token: &str) -> Option<AccountId> {
        let subject = self.signer.open(token)?;
        AccountId::parse(subject.strip_prefix(PURPOSE)?.strip_prefix(':')?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn account() -> AccountId {
        AccountId::parse("0190f0a0-0000-7000-8000-000000000001").unwrap()
    }

    #[test]
    fn a_token_names_its_account() {
        let signer = KeepLinkSigner::new(b"k".to_vec());
        let token = signer.token(&account());
        assert!(token.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c)), "{token}");
        assert_eq!(signer.verify(&token), Some(account()));
    }

    #[test]
    fn a_changed_or_foreign_token_is_refused() {
        let signer = KeepLinkSigner::new(b"k".to_vec());
        let token = signer.token(&account());
        let other = AccountId::parse("0190f0a0-0000-7000-8000-000000000002").unwrap();
        let (_, other_sig) = signer.token(&other).split_once('.').map(|(a, b)| (a.to_owned(), b.to_owned())).unwrap();
        let (subject, _) = token.split_once('.').unwrap();
        assert_eq!(signer.verify(&format!("{subject}.{other_sig}")), None);
        assert_eq!(KeepLinkSigner::new(b"other".to_vec()).verify(&token), None);
        for junk in ["", ".", "abc", "a.b", "%%.%%", &token[1..]] {
            assert_eq!(signer.verify(junk), None, "{junk}");
        }
    }
}
