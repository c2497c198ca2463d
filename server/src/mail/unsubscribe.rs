//! Signed one-click unsubscribe links (RFC 8058): the token names an account and a kind
//! of e-mail and carries an HMAC under a key derived for this purpose only, so it works
//! without signing in and cannot be made for anyone else. It does not expire: an old
//! e-mail's link still stops that kind.

use super::{model::EmailKind, signed_subject::SubjectSigner};
use crate::ids::AccountId;

#[derive(Clone, Debug)]
pub struct UnsubscribeSigner {
    signer: SubjectSigner,
}

impl UnsubscribeSigner {
    pub fn new(key: Vec<u8>) -> Self {
        Self { signer: SubjectSigner::new(key) }
    }

    /// `<account and kind>.<signature>`, URL-safe.
    pub fn token(&self, account: &AccountId, kind: EmailKind) -> String {
        self.signer.sign(&format!("{}:{}", account.as_str(), kind.as_str()))
    }

    /// The account and kind a token names, if its signature holds (checked in constant
    /// time before anything in it is believed).
    pub fn verify(&self, token: &str) -> Option<(AccountId, EmailKind)> {
        let subject = self.signer.open(token)?;
        let (account, kind) = subject.split_once(':')?;
        Some((AccountId::parse(account)?, EmailKind::parse(kind)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn account() -> AccountId {
        AccountId::parse("0190f0a0-0000-7000-8000-000000000001").unwrap()
    }

    #[test]
    fn a_token_names_its_account_and_kind() {
        let signer = UnsubscribeSigner::new(b"k".to_vec());
        let token = signer.token(&account(), EmailKind::WeeklyDigest);
        assert!(token.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c)), "{token}");
        assert_eq!(signer.verify(&token), Some((account(), EmailKind::WeeklyDigest)));
    }

    #[test]
    fn a_changed_or_foreign_token_is_refused() {
        let signer = UnsubscribeSigner::new(b"k".to_vec());
        let token = signer.token(&account(), EmailKind::WeeklyDigest);
        let other = signer.token(&account(), EmailKind::Decisions);
        let (subject, _) = token.split_once('.').unwrap();
        let (_, other_sig) = other.split_once('.').unwrap();
        assert_eq!(signer.verify(&format!("{subject}.{other_sig}")), None);
        assert_eq!(UnsubscribeSigner::new(b"other".to_vec()).verify(&token), None);
        for junk in ["", ".", "abc", "a.b", "%%.%%", &token[1..]] {
            assert_eq!(signer.verify(junk), None, "{junk}");
        }
    }
}
