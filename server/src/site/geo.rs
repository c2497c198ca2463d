//! The visitor's country, only to decide whether to show the cookie banner: from a
//! trusted proxy header, else from a MaxMind-format database, else unknown (and the
//! client then shows the banner, the safe side).

use std::{net::IpAddr, sync::Arc};

use anyhow::Context;
use axum::http::{HeaderMap, HeaderName};

use super::model::country_from_header;
use crate::config::Settings;

#[derive(Clone, Default)]
pub struct GeoLocator {
    header: Option<HeaderName>,
    database: Option<Arc<maxminddb::Reader<Vec<u8>>>>,
}

impl GeoLocator {
    pub fn from_settings(settings: &Settings) -> anyhow::Result<Self> {
        let header = match settings.geo_country_header.trim() {
            "" => None,
            name => Some(
                HeaderName::try_from(name.to_ascii_lowercase())
                    .context("VEIL_GEO_COUNTRY_HEADER is not a valid header name")?,
            ),
        };
        let database = match settings.geoip_db.trim() {
            "" => None,
            path => Some(Arc::new(
                maxminddb::Reader::open_readfile(path).with_context(|| format!("VEIL_GEOIP_DB: cannot read {path}"))?,
            )),
        };
        Ok(Self { header, database })
    }

    pub fn country(&self, headers: &HeaderMap, client: Option<IpAddr>) -> Option<String> {
        if let Some(name) = &self.header
            && let Some(code) = headers.get(name).and_then(|v| v.to_str().ok()).and_then(country_from_header)
        {
            return Some(code);
        }
        let (database, ip) = (self.database.as_ref()?, client?);
        let record: maxminddb::geoip2::Country<'_> = database.lookup(ip).ok()??;
        record.country?.iso_code.and_then(country_from_header)
    }
}
