//! Places: an offline gazetteer (GeoNames-derived, shipped in `server/data/`) for
//! location autocomplete, place details and reverse geocoding.

pub mod gazetteer;
pub mod routes;

use std::sync::LazyLock;

use gazetteer::Gazetteer;

/// Loaded once per process on first use (about 0.3 s in release); `main` warms it at
/// start-up so the first visitor does not wait.
static GAZETTEER: LazyLock<Option<Gazetteer>> =
    LazyLock::new(|| match Gazetteer::from_gzip_bytes(include_bytes!("../../data/places.tsv.gz")) {
        Ok(g) => Some(g),
        Err(err) => {
            tracing::error!(error = %err, "the place data could not be loaded; place search answers empty");
            None
        }
    });

pub fn gazetteer() -> Option<&'static Gazetteer> {
    GAZETTEER.as_ref()
}
