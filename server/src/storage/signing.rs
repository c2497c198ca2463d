//! HMAC-signed, expiring file URLs: `/files/{bucket}/{key}?expires=…&sig=…`. The key is
//! random and new with every upload, so a replaced file gets a new URL, while the same
//! file keeps one stable, cacheable URL all day.

use std::collections::HashMap;

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use hmac::{Hmac, Mac};
use sha2::Sha256;

use super::FileRef;

#[derive(Clone)]
pub struct UrlSigner {
    key: Vec<u8>,
}

impl UrlSigner {
    pub fn new(key: Vec<u8>) -> Self {
        Self { key }
    }

    fn mac(&self, file: &FileRef, expires: i64) -> Hmac<Sha256> {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.key).expect("any key length");
        mac.update(format!("{}\n{}\n{expires}", file.bucket, file.key).as_bytes());
        mac
    }

    pub fn sign(&self, file: &FileRef, expires_unix: i64) -> String {
        let sig = URL_SAFE_NO_PAD.encode(self.mac(file, expires_unix).finalize().into_bytes());
        format!("/files/{}/{}?expires={expires_unix}&sig={sig}", file.bucket, file.key)
    }

    /// Whether a URL's query (`expires`, `sig`) signs `file` and has not expired.
    pub fn verify_query(&self, file: &FileRef, query: &HashMap<String, String>, now_unix: i64) -> bool {
        let expires = query.get("expires").and_then(|e| e.parse::<i64>().ok()).unwrap_or(0);
        let sig = query.get("sig").map_or("", String::as_str);
        self.verify(file, expires, sig, now_unix)
    }

    /// Constant-time check of the signature, then the expiry.
    pub fn verify(&self, file: &FileRef, expires_unix: i64, sig: &str, now_unix: i64) -> bool {
        let Ok(sig) = URL_SAFE_NO_PAD.decode(sig) else { return false };
        let valid = self.mac(file, expires_unix).verify_slice(&sig).is_ok();
        valid && now_unix < expires_unix
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::{COMPANY_LOGOS, PROFILE_PHOTOS};

    fn parts(url: &str) -> (i64, String) {
        let query = url.split_once('?').unwrap().1;
        let get = |k: &str| query.split('&').find_map(|p| p.strip_prefix(&format!("{k}="))).unwrap().to_owned();
        (get("expires").parse().unwrap(), get("sig"))
    }

    #[test]
    fn a_signed_url_verifies_until_it_expires() {
        let signer = UrlSigner::new(b"k".to_vec());
        let file = FileRef::random(PROFILE_PHOTOS, "jpg");
        let url = signer.sign(&file, 1_000);
        assert!(url.starts_with(&format!("/files/profile-photos/{}?", file.key)));
        let (exp, sig) = parts(&url);
        assert!(signer.verify(&file, exp, &sig, 999));
        assert!(!signer.verify(&file, exp, &sig, 1_000));
    }

    #[test]
    fn the_same_file_signs_to_the_same_url_and_a_new_upload_to_another() {
        let signer = UrlSigner::new(b"k".to_vec());
        let file = FileRef::random(PROFILE_PHOTOS, "jpg");
        assert_eq!(signer.sign(&file, 1_000), signer.sign(&file, 1_000));
        assert_ne!(signer.sign(&file, 1_000), signer.sign(&FileRef::random(PROFILE_PHOTOS, "jpg"), 1_000));
    }

    #[test]
    fn tampering_breaks_the_signature() {
        let signer = UrlSigner::new(b"k".to_vec());
        let file = FileRef::random(PROFILE_PHOTOS, "jpg");
        let (exp, sig) = parts(&signer.sign(&file, 1_000));
        assert!(!signer.verify(&FileRef::random(PROFILE_PHOTOS, "jpg"), exp, &sig, 0));
        assert!(!signer.verify(&FileRef { bucket: COMPANY_LOGOS, key: file.key.clone() }, exp, &sig, 0));
        assert!(!signer.verify(&file, exp + 1, &sig, 0));
        assert!(!UrlSigner::new(b"other".to_vec()).verify(&file, exp, &sig, 0));
    }
}
