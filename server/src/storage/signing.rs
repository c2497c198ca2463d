//! HMAC-signed, expiring file URLs: `/files/{bucket}/{path}?v=…&expires=…&sig=…`. `v`
//! is the file's version, so a file replaced at the same path gets a new URL (caches
//! see a new address), while the same file keeps one stable, cacheable URL.

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

    fn mac(&self, bucket: &str, path: &str, version: &str, expires: i64) -> Hmac<Sha256> {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.key).expect("any key length");
        mac.update(format!("{bucket}\n{path}\n{version}\n{expires}").as_bytes());
        mac
    }

    pub fn sign(&self, file: &FileRef, expires_unix: i64) -> String {
        let version = if file.version.is_empty() { "0" } else { file.version.as_str() };
        let sig =
            URL_SAFE_NO_PAD.encode(self.mac(&file.bucket, &file.path, &version, expires_unix).finalize().into_bytes());
        format!("/files/{}/{}?v={version}&expires={expires_unix}&sig={sig}", file.bucket, file.path)
    }

    /// Constant-time check of the signature, then the expiry.
    pub fn verify(&self, file: &FileRef, version: &str, expires_unix: i64, sig: &str, now_unix: i64) -> bool {
        let Ok(sig) = URL_SAFE_NO_PAD.decode(sig) else { return false };
        let valid = self.mac(&file.bucket, &file.path, version, expires_unix).verify_slice(&sig).is_ok();
        valid && now_unix < expires_unix
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(url: &str) -> (String, i64, String) {
        let query = url.split_once('?').unwrap().1;
        let get = |k: &str| query.split('&').find_map(|p| p.strip_prefix(&format!("{k}="))).unwrap().to_owned();
        (get("v"), get("expires").parse().unwrap(), get("sig"))
    }

    #[test]
    fn a_signed_url_verifies_until_it_expires() {
        let signer = UrlSigner::new(b"k".to_vec());
        let file = FileRef::new("profile-photos", "u1/avatar.jpg");
        let url = signer.sign(&file, 1_000);
        assert!(url.starts_with("/files/profile-photos/u1/avatar.jpg?"));
        let (v, exp, sig) = parts(&url);
        assert!(signer.verify(&file, &v, exp, &sig, 999));
        assert!(!signer.verify(&file, &v, exp, &sig, 1_000));
    }

    #[test]
    fn the_same_file_signs_to_the_same_url_and_a_new_version_to_another() {
        let signer = UrlSigner::new(b"k".to_vec());
        let file = FileRef::new("profile-photos", "u1/avatar.jpg").with_version("1");
        assert_eq!(signer.sign(&file, 1_000), signer.sign(&file, 1_000));
        assert_ne!(signer.sign(&file, 1_000), signer.sign(&file.clone().with_version("2"), 1_000));
    }

    #[test]
    fn tampering_breaks_the_signature() {
        let signer = UrlSigner::new(b"k".to_vec());
        let file = FileRef::new("profile-photos", "u1/avatar.jpg");
        let (v, exp, sig) = parts(&signer.sign(&file, 1_000));
        assert!(!signer.verify(&FileRef::new("profile-photos", "u2/avatar.jpg"), &v, exp, &sig, 0));
        assert!(!signer.verify(&file, &v, exp + 1, &sig, 0));
        assert!(!signer.verify(&file, "other", exp, &sig, 0));
        assert!(!UrlSigner::new(b"other".to_vec()).verify(&file, &v, exp, &sig, 0));
    }
}
