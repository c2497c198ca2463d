//! Signed "Keep my account" links: the token names an account and carries an HMAC under
//! a key derived for this purpose only, so it works without signing in, signs nobody
//! in, and cannot be made for another account.

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::ids::AccountId;

/// What the token signs, so a token of another purpose under the same key never passes.
const PURPOSE: &str = "keep-account";

#[derive(Clone)]
pub struct KeepLinkSigner {
    key: Vec<u8>,
}

impl std::fmt::Debug for KeepLinkSigner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("KeepLinkSigner(***)")
    }
}

impl KeepLinkSigner {
    pub fn new(key: Vec<u8>) -> Self {
        Self { key }
    }

    fn mac(&self, subject: &str) -> Hmac<Sha256> {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.key).expect("any key length");
        mac.update(subject.as_bytes());
        mac
    }

    /// `<account>.<signature>`, URL-safe.
    pub fn token(&self, account: &AccountId) -> String {
        let subject = format!("{PURPOSE}:{}", account.as_str());
        let sig = URL_SAFE_NO_PAD.encode(self.mac(&subject).finalize().into_bytes());
        format!("{}.{sig}", URL_SAFE_NO_PAD.encode(subject))
    }

    /// The account a token names, if its signature holds (checked in constant time
    /// before anything in it is believed).
    pub fn verify(&self, token: &str) -> Option<AccountId> {
        let (subject, sig) = token.trim().split_once('.')?;
        let subject = String::from_utf8(URL_SAFE_NO_PAD.decode(subject).ok()?).ok()?;
        let sig = URL_SAFE_NO_PAD.decode(sig).ok()?;
        self.mac(&subject).verify_slice(&sig).ok()?;
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
