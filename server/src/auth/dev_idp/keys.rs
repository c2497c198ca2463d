//! The development provider's RSA signing key, made once and kept in the data dir so
//! tokens stay verifiable across restarts.

use std::path::Path;

use anyhow::Context;
use openidconnect::{
    JsonWebKeyId, PrivateSigningKey,
    core::{CoreJsonWebKeySet, CoreRsaPrivateSigningKey},
};
use rsa::pkcs1::{EncodeRsaPrivateKey, LineEnding};

pub const KEY_ID: &str = "veil-dev-1";

pub struct SigningKey {
    pub private: CoreRsaPrivateSigningKey,
}

impl SigningKey {
    pub fn load_or_create(data_dir: &Path) -> anyhow::Result<Self> {
        let path = data_dir.join("dev-idp-key.pem");
        let pem = match std::fs::read_to_string(&path) {
            Ok(pem) => pem,
            Err(_) => {
                std::fs::create_dir_all(data_dir)?;
                let key = rsa::RsaPrivateKey::new(&mut rand::thread_rng(), 2048).context("RSA key generation")?;
                let pem = key.to_pkcs1_pem(LineEnding::LF).context("PEM encoding")?.to_string();
                crate::secrets::write_private(&path, &pem)
                    .with_context(|| format!("cannot write {}", path.display()))?;
                pem
            }
        };
        let private = CoreRsaPrivateSigningKey::from_pem(&pem, Some(JsonWebKeyId::new(KEY_ID.into())))
            .map_err(|e| anyhow::anyhow!("dev-idp-key.pem: {e}"))?;
        Ok(Self { private })
    }

    pub fn jwks(&self) -> CoreJsonWebKeySet {
        CoreJsonWebKeySet::new(vec![self.private.as_verification_key()])
    }
}
