//! Per-client rate limits for the endpoints that invite abuse (sign-in, early access,
//! uploads, reveal requests). Each family gets its own bucket per client IP.

use std::{net::IpAddr, sync::Arc, time::Duration};

use axum::{body::Body, http::Request};
use tower_governor::{
    GovernorError, GovernorLayer,
    governor::{GovernorConfig, GovernorConfigBuilder},
    key_extractor::KeyExtractor,
};

use super::client_ip::client_ip;
use crate::config::Settings;

#[derive(Clone, Debug)]
pub struct ClientIpKey {
    trust_proxy: bool,
}

impl KeyExtractor for ClientIpKey {
    type Key = IpAddr;

    fn extract<T>(&self, req: &Request<T>) -> Result<Self::Key, GovernorError> {
        client_ip(req, self.trust_proxy).ok_or(GovernorError::UnableToExtractKey)
    }
}

pub type AbuseLimit =
    GovernorLayer<ClientIpKey, governor::middleware::NoOpMiddleware<governor::clock::QuantaInstant>, Body>;

/// A fresh limiter (its own buckets) with the configured burst and refill, and a
/// background task that forgets idle clients so memory stays bounded.
pub fn abuse_limit(settings: &Settings) -> AbuseLimit {
    let config: Arc<GovernorConfig<ClientIpKey, _>> = Arc::new(
        GovernorConfigBuilder::default()
            .key_extractor(ClientIpKey { trust_proxy: settings.trust_proxy })
            .period(Duration::from_secs(settings.rate_limit_refill_secs))
            .burst_size(settings.rate_limit_burst)
            .finish()
            .expect("burst and period are validated to be above zero"),
    );
    let limiter = config.limiter().clone();
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_secs(60));
        loop {
            tick.tick().await;
            limiter.retain_recent();
        }
    });
    GovernorLayer::new(config)
}

/// Keys a signed-in person's requests by their session (the cookie named `cookie`),
/// and anyone else's by their address: a limit per person rather than per network.
#[derive(Clone, Debug)]
pub struct SessionKey {
    cookie: &'static str,
    trust_proxy: bool,
}

impl KeyExtractor for SessionKey {
    type Key = String;

    fn extract<T>(&self, req: &Request<T>) -> Result<Self::Key, GovernorError> {
        let jar = axum_extra::extract::CookieJar::from_headers(req.headers());
        if let Some(session) = jar.get(self.cookie) {
            use sha2::{Digest, Sha256};
            let digest = Sha256::digest(session.value().as_bytes());
            return Ok(format!("s:{}", digest.iter().map(|b| format!("{b:02x}")).collect::<String>()));
        }
        client_ip(req, self.trust_proxy).map(|ip| format!("a:{ip}")).ok_or(GovernorError::UnableToExtractKey)
    }
}

pub type SessionLimit =
    GovernorLayer<SessionKey, governor::middleware::NoOpMiddleware<governor::clock::QuantaInstant>, Body>;

/// A limiter per session (`cookie` names the session cookie): `burst` requests at once,
/// then one more each `refill`.
pub fn per_session_limit(settings: &Settings, cookie: &'static str, burst: u32, refill: Duration) -> SessionLimit {
    let config: Arc<GovernorConfig<SessionKey, _>> = Arc::new(
        GovernorConfigBuilder::default()
            .key_extractor(SessionKey { cookie, trust_proxy: settings.trust_proxy })
            .period(refill)
            .burst_size(burst)
            .finish()
            .expect("a limit above zero"),
    );
    let limiter = config.limiter().clone();
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_secs(60));
        loop {
            tick.tick().await;
            limiter.retain_recent();
        }
    });
    GovernorLayer::new(config)
}
