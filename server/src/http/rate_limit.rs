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
