//! The built-in development identity provider, mounted under `/dev-idp` only when no
//! external issuer is configured. It speaks real OpenID Connect (discovery, JWKS,
//! authorize, token; RS256-signed ID tokens; PKCE S256), so development, tests and
//! production run the same relying-party code.

pub mod keys;
pub mod page;
pub mod routes;
pub mod store;
pub mod test_clock;

use std::sync::Arc;

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};

use self::keys::SigningKey;
use crate::{config::Settings, secrets::InstanceKey};

pub const CLIENT_ID: &str = "veil-development";
const CODE_LIFETIME_MS: i64 = 120_000;
const ID_TOKEN_LIFETIME_SECS: i64 = 300;

/// The client secret the relying party and this provider share.
pub fn client_secret(key: &InstanceKey) -> String {
    URL_SAFE_NO_PAD.encode(key.derive("dev-idp-client-secret"))
}

#[derive(Clone)]
pub struct DevIdp {
    issuer: String,
    redirect_uri: String,
    client_secret: String,
    key: Arc<SigningKey>,
}

impl DevIdp {
    pub fn new(settings: &Settings, instance_key: &InstanceKey) -> anyhow::Result<Self> {
        Ok(Self {
            issuer: settings.effective_issuer_url(),
            redirect_uri: format!("{}/api/auth/callback", settings.public_origin()),
            client_secret: client_secret(instance_key),
            key: Arc::new(SigningKey::load_or_create(&settings.data_dir)?),
        })
    }
}
