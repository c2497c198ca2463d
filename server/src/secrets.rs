//! The instance key: one random secret kept in the data dir (or given as
//! `VEIL_SIGNING_KEY`), from which purpose-specific keys are derived, so a secret used
//! for one thing (signing file URLs) never doubles as another (the development
//! provider's client secret).

use std::path::Path;

use anyhow::Context;
use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use hmac::{Hmac, Mac};
use rand::RngCore;
use sha2::Sha256;

use crate::config::Settings;

/// A new random token, URL-safe.
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

#[derive(Clone)]
pub struct InstanceKey(Vec<u8>);

impl std::fmt::Debug for InstanceKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("InstanceKey(***)")
    }
}

impl InstanceKey {
    pub fn load(settings: &Settings) -> anyhow::Result<Self> {
        let configured = settings.signing_key.expose();
        if !configured.is_empty() {
            return Ok(Self(configured.as_bytes().to_vec()));
        }
        Self::load_or_create(&settings.data_dir.join("instance.key"))
    }

    fn load_or_create(path: &Path) -> anyhow::Result<Self> {
        if let Ok(text) = std::fs::read_to_string(path) {
            let bytes = URL_SAFE_NO_PAD.decode(text.trim()).context("instance.key is damaged")?;
            return Ok(Self(bytes));
        }
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
        }
        let key = random_token();
        write_private(path, &key).with_context(|| format!("cannot write {}", path.display()))?;
        Ok(Self(URL_SAFE_NO_PAD.decode(key)?))
    }

    /// A key for one purpose, e.g. `derive("file-urls")`.
    pub fn derive(&self, purpose: &str) -> Vec<u8> {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.0).expect("HMAC takes any key length");
        mac.update(purpose.as_bytes());
        mac.finalize().into_bytes().to_vec()
    }
}

/// Writes a file only its owner can read.
pub fn write_private(path: &Path, contents: &str) -> std::io::Result<()> {
    use std::io::Write;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options.open(path)?.write_all(contents.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_is_created_once_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("instance.key");
        let a = InstanceKey::load_or_create(&path).unwrap();
        let b = InstanceKey::load_or_create(&path).unwrap();
        assert_eq!(a.derive("x"), b.derive("x"));
        assert_ne!(a.derive("x"), a.derive("y"));
    }
}
