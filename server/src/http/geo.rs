//! The visitor's country, only to decide whether to show the cookie banner: from a
//! trusted proxy header, else from a MaxMind-format database (the configured one, or the
//! public-domain table embedded in the binary), else unknown (and the client then shows
//! the banner, the safe side). Visitors from loopback or a private network have no
//! country: they are the person running Veil or their colleagues.

use std::{
    io::Read,
    net::{IpAddr, Ipv4Addr, Ipv6Addr},
    sync::{Arc, LazyLock},
};

use anyhow::Context;
use axum::http::{HeaderMap, HeaderName};
use flate2::read::GzDecoder;
use serde::Deserialize;

use crate::config::Settings;

type CountryDb = Arc<maxminddb::Reader<Vec<u8>>>;

/// geo-whois-asn-country (CC0, with NRO data under CC BY 4.0), refreshed by
/// `tools/geoip/refresh.sh`; decompressed once per process.
static EMBEDDED: LazyLock<Option<CountryDb>> = LazyLock::new(|| {
    let load = || -> anyhow::Result<CountryDb> {
        let mut bytes = Vec::new();
        GzDecoder::new(&include_bytes!("../../data/geo-whois-asn-country.mmdb.gz")[..])
            .read_to_end(&mut bytes)
            .context("the embedded country table is not gzip'd")?;
        Ok(Arc::new(maxminddb::Reader::from_source(bytes)?))
    };
    load().map_err(|err| tracing::error!(error = %err, "the embedded country table could not be loaded")).ok()
});

/// An ISO 3166-1 alpha-2 code from a proxy header, or `None` for the placeholder codes
/// proxies use when they do not know (`XX`, Cloudflare's `T1` for Tor).
pub fn country_from_header(value: &str) -> Option<String> {
    let code = value.trim().to_ascii_uppercase();
    let is_code = code.len() == 2 && code.chars().all(|c| c.is_ascii_alphabetic());
    (is_code && code != "XX" && code != "T1").then_some(code)
}

/// Where a visitor is, as far as the cookie banner cares.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct VisitorPlace {
    /// ISO 3166-1 alpha-2 in upper case, when known.
    pub country: Option<String>,
    /// The visitor reached Veil from loopback or a private network.
    pub private_network: bool,
}

#[derive(Clone, Default)]
pub struct GeoLocator {
    header: Option<HeaderName>,
    database: Option<CountryDb>,
}

/// A country record in either of the formats in use: GeoLite2's `country.iso_code` or
/// ip-location-db's `country_code`.
#[derive(Deserialize)]
struct CountryRecord<'a> {
    #[serde(borrow, default)]
    country: Option<IsoCountry<'a>>,
    #[serde(default)]
    country_code: Option<&'a str>,
}

#[derive(Deserialize)]
struct IsoCountry<'a> {
    #[serde(default)]
    iso_code: Option<&'a str>,
}

impl GeoLocator {
    pub fn from_settings(settings: &Settings) -> anyhow::Result<Self> {
        let header = match settings.geo_country_header.trim() {
            "" => None,
            name => Some(
                HeaderName::try_from(name.to_ascii_lowercase())
                    .with_context(|| format!("{} is not a valid header name", settings.name("geo_country_header")))?,
            ),
        };
        let database = match settings.geoip_db.trim() {
            "" => EMBEDDED.clone(),
            path => Some(Arc::new(
                maxminddb::Reader::open_readfile(path)
                    .with_context(|| format!("{}: cannot read {path}", settings.name("geoip_db")))?,
            )),
        };
        Ok(Self { header, database })
    }

    pub fn locate(&self, headers: &HeaderMap, client: Option<IpAddr>) -> VisitorPlace {
        if let Some(name) = &self.header
            && let Some(code) = headers.get(name).and_then(|v| v.to_str().ok()).and_then(country_from_header)
        {
            return VisitorPlace { country: Some(code), private_network: false };
        }
        let Some(ip) = client else { return VisitorPlace::default() };
        if is_private_network(ip) {
            return VisitorPlace { country: None, private_network: true };
        }
        let country = self.database.as_ref().and_then(|db| lookup_country(db, ip));
        VisitorPlace { country, private_network: false }
    }
}

fn lookup_country(database: &maxminddb::Reader<Vec<u8>>, ip: IpAddr) -> Option<String> {
    let record: CountryRecord<'_> = database.lookup(ip).ok()??;
    let code = record.country_code.or(record.country.and_then(|c| c.iso_code))?;
    country_from_header(code)
}

/// Loopback, private (RFC 1918, unique local), link-local, shared (CGNAT) and unspecified
/// addresses: nobody on the internet.
pub fn is_private_network(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_private_v4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => is_private_v4(v4),
            None => is_private_v6(v6),
        },
    }
}

fn is_private_v4(ip: Ipv4Addr) -> bool {
    let [a, b, ..] = ip.octets();
    ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_unspecified()
        || (a == 100 && (64..128).contains(&b))
}

fn is_private_v6(ip: Ipv6Addr) -> bool {
    let first = ip.segments()[0];
    ip.is_loopback() || ip.is_unspecified() || (first & 0xfe00) == 0xfc00 || (first & 0xffc0) == 0xfe80
}

#[cfg(test)]
mod tests {
    use super::*;

    fn embedded() -> GeoLocator {
        GeoLocator::from_settings(&Settings::defaults_with_data_dir("/tmp")).unwrap()
    }

    fn country_of(ip: &str) -> Option<String> {
        embedded().locate(&HeaderMap::new(), Some(ip.parse().unwrap())).country
    }

    #[test]
    fn the_embedded_table_places_addresses_inside_the_banner_countries() {
        for (ip, country) in [
            ("193.0.6.139", "NL"),     // RIPE NCC, Amsterdam
            ("2001:67c:2e8::2", "NL"), // RIPE NCC over IPv6
            ("194.95.90.1", "DE"),     // DFN, the German research network
            ("130.59.31.80", "CH"),    // SWITCH, the Swiss research network
            ("212.58.244.1", "GB"),    // BBC
            ("158.38.0.1", "NO"),      // Uninett, Norway
        ] {
            assert_eq!(country_of(ip).as_deref(), Some(country), "{ip}");
        }
    }

    #[test]
    fn the_embedded_table_places_addresses_outside_the_banner_countries() {
        for (ip, country) in [
            ("202.12.29.205", "AU"), // APNIC, Brisbane
            ("200.160.2.3", "BR"),   // NIC.br
            ("8.8.8.8", "US"),       // Google DNS
            ("133.242.0.3", "JP"),   // Sakura Internet
        ] {
            assert_eq!(country_of(ip).as_deref(), Some(country), "{ip}");
        }
    }

    #[test]
    fn loopback_and_private_visitors_have_no_country() {
        for ip in [
            "127.0.0.1",
            "::1",
            "10.1.2.3",
            "172.16.0.9",
            "192.168.1.5",
            "100.64.0.1",
            "169.254.1.1",
            "fd00::1",
            "fe80::1",
            "::ffff:192.168.0.1",
        ] {
            let place = embedded().locate(&HeaderMap::new(), Some(ip.parse().unwrap()));
            assert_eq!(place, VisitorPlace { country: None, private_network: true }, "{ip}");
        }
        for ip in ["8.8.8.8", "2001:4860:4860::8888", "100.128.0.1", "172.32.0.1"] {
            assert!(!is_private_network(ip.parse().unwrap()), "{ip}");
        }
    }

    #[test]
    fn a_trusted_header_wins_over_the_table() {
        let mut settings = Settings::defaults_with_data_dir("/tmp");
        settings.geo_country_header = "CF-IPCountry".into();
        let geo = GeoLocator::from_settings(&settings).unwrap();
        let mut headers = HeaderMap::new();
        headers.insert("cf-ipcountry", "fr".parse().unwrap());
        let place = geo.locate(&headers, Some("127.0.0.1".parse().unwrap()));
        assert_eq!(place, VisitorPlace { country: Some("FR".into()), private_network: false });
    }

    #[test]
    fn country_header_values() {
        assert_eq!(country_from_header("de"), Some("DE".into()));
        assert_eq!(country_from_header("XX"), None);
        assert_eq!(country_from_header("T1"), None);
        assert_eq!(country_from_header("Germany"), None);
        assert_eq!(country_from_header(""), None);
    }
}
