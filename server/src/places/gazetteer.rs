//! The offline gazetteer: place autocomplete, place details and reverse geocoding over
//! the GeoNames cities shipped in `server/data/places.tsv.gz` (built by
//! `tools/gazetteer/build.py`; one place per line, columns: geonameid, name, folded name,
//! admin1 name, country name, country code, lat, lng, population, admin1 code).
//!
//! Pure and synchronous: everything is indexed in memory at load, so a query is a
//! binary search plus a short scan.

mod fold;
mod load;
mod nearest;
mod rank;
mod resolve;

use std::io::Read;

use anyhow::Context;
use flate2::read::GzDecoder;
use serde::Serialize;

use fold::fold;
use nearest::{NearestIndex, UnitVector};
use rank::{Narrowing, TopPlaces};
pub use resolve::Resolution;

/// Longer inputs (in characters) are not searched.
const MAX_INPUT_CHARS: usize = 100;
/// The most predictions one call returns, whatever the caller asks for.
const MAX_PREDICTIONS: usize = 50;
/// A match inside a name ('york' in 'New York City') outranks a match at the start of a
/// name only when its place is this many times as populous.
const INNER_WORD_PENALTY: u64 = 100;
/// Reverse geocoding: GeoNames lists neighbourhoods ('The Rocks', 'Paris 04
/// Hôtel-de-Ville') beside their cities, with nothing in our data to tell them apart. A
/// place counts as part of a city in its region that is at least this many times as
/// populous and whose centre is within the city's radius.
const CITY_POPULATION_FACTOR: u64 = 10;
/// A city's radius in km per square root of its population: 24 km for Sydney, 15 km
/// for Paris, 3 km for a town of 100,000.
const CITY_RADIUS_KM_PER_SQRT_PEOPLE: f64 = 0.01;

/// One autocomplete suggestion.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Prediction {
    /// The GeoNames id, as text.
    pub place_id: String,
    /// "City, State, Country".
    pub description: String,
}

/// A place, as the profile and search forms store it.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlaceDetails {
    pub place_id: String,
    pub city: String,
    /// The first-level administrative division (state, province, region); may be empty.
    pub state: String,
    pub country: String,
    /// ISO 3166-1 alpha-2.
    pub country_code: String,
    /// "City, State, Country", the same text as the prediction's description.
    pub formatted_address: String,
    pub lat: f64,
    pub lng: f64,
}

/// The loaded gazetteer with its search indexes.
pub struct Gazetteer {
    /// Sorted by GeoNames id.
    places: Vec<Place>,
    regions: Vec<Region>,
    countries: Vec<Country>,
    /// Whole folded names, sorted; one entry per distinct description.
    names: Vec<NameEntry>,
    /// The second and later words of the same names, sorted.
    inner_words: Vec<NameEntry>,
    nearest: NearestIndex,
    largest_city_radius_km: f64,
}

struct Place {
    id: u32,
    name: Box<str>,
    /// The folded name, which autocomplete matches.
    key: Box<str>,
    region: u32,
    country: u32,
    lat: f64,
    lng: f64,
    population: u32,
}

struct Region {
    name: Box<str>,
    folded: Box<str>,
    /// The folded admin1 code when it is letters ("tx", "eng"), else empty.
    code: Box<str>,
}

struct Country {
    code: Box<str>,
    name: Box<str>,
    folded: Box<str>,
}

/// A place's folded name from byte `offset` on, with the population kept alongside so a
/// scan over matches reads no place.
struct NameEntry {
    place: u32,
    offset: u32,
    population: u32,
}

impl Gazetteer {
    /// Loads the gzip'd TSV written by `tools/gazetteer/build.py`.
    pub fn from_gzip_bytes(bytes: &[u8]) -> anyhow::Result<Gazetteer> {
        let mut text = String::new();
        GzDecoder::new(bytes).read_to_string(&mut text).context("the gazetteer is not gzip'd UTF-8")?;
        load::from_tsv(&text)
    }

    /// Up to `limit` (at most 50) places whose name, or a later word of it, starts with
    /// `input`, ignoring accents, case and punctuation; most populous first, a match at
    /// the start of a name counting 100 times its population (see `INNER_WORD_PENALTY`).
    /// Text after a comma narrows by region or country: "sydney, can", "paris, tx",
    /// "london, uk". Empty or over-long input finds nothing.
    pub fn autocomplete(&self, input: &str, limit: usize) -> Vec<Prediction> {
        let limit = limit.min(MAX_PREDICTIONS);
        if limit == 0 || input.chars().count() > MAX_INPUT_CHARS {
            return Vec::new();
        }
        let mut parts = input.split(',');
        let name = fold(parts.next().unwrap_or_default());
        if name.is_empty() {
            return Vec::new();
        }
        let qualifiers: Vec<String> = parts.map(fold).filter(|q| !q.is_empty()).collect();
        let mut found = self.ranked(&name, &Narrowing::new(self, &qualifiers), limit);
        if found.is_empty() && !qualifiers.is_empty() {
            // A qualifier we cannot place ("Sydney, NSW") should not hide every Sydney.
            found = self.ranked(&name, &Narrowing::default(), limit);
        }
        found
            .into_iter()
            .map(|index| Prediction {
                place_id: self.places[index].id.to_string(),
                description: self.address(&self.places[index]),
            })
            .collect()
    }

    /// The place with this GeoNames id.
    pub fn details(&self, place_id: &str) -> Option<PlaceDetails> {
        let id: u32 = place_id.trim().parse().ok()?;
        let index = self.places.binary_search_by_key(&id, |p| p.id).ok()?;
        Some(self.details_of(index))
    }

    /// The place typed text names: one clear match, several to pick from, or none (see
    /// `resolve`).
    pub fn resolve(&self, input: &str) -> Resolution<PlaceDetails> {
        match self.resolve_indexes(input) {
            Resolution::Match(index) => Resolution::Match(self.details_of(index)),
            Resolution::Choose(indexes) => {
                Resolution::Choose(indexes.into_iter().map(|index| self.details_of(index)).collect())
            }
            Resolution::NotFound => Resolution::NotFound,
        }
    }

    /// The city at these coordinates: the nearest place on the globe, or the city that
    /// place is a neighbourhood of. `None` for coordinates that are not finite or out of
    /// range.
    pub fn reverse(&self, lat: f64, lng: f64) -> Option<PlaceDetails> {
        let target = UnitVector::from_degrees(lat, lng)?;
        let nearest = self.nearest.nearest(&target)?;
        Some(self.details_of(self.city_around(nearest as usize)))
    }

    fn ranked(&self, name: &str, narrowing: &Narrowing, limit: usize) -> Vec<usize> {
        let mut best = TopPlaces::new(limit);
        let whole = self
            .prefix_range(&self.names, name)
            .iter()
            .map(|entry| (u64::from(entry.population) * INNER_WORD_PENALTY, entry.place));
        let inner =
            self.prefix_range(&self.inner_words, name).iter().map(|entry| (u64::from(entry.population), entry.place));
        for (score, place) in whole.chain(inner) {
            if best.would_take(score) && narrowing.allows(&self.places[place as usize]) {
                best.offer(score, place);
            }
        }
        best.into_places()
    }

    /// The entries whose text starts with `prefix` (a contiguous run, as they are sorted).
    fn prefix_range<'a>(&self, entries: &'a [NameEntry], prefix: &str) -> &'a [NameEntry] {
        let start = entries.partition_point(|e| self.text_of(e) < prefix);
        let len = entries[start..].partition_point(|e| self.text_of(e).starts_with(prefix));
        &entries[start..start + len]
    }

    fn text_of(&self, entry: &NameEntry) -> &str {
        &self.places[entry.place as usize].key[entry.offset as usize..]
    }

    /// "City, State, Country", leaving out a missing state and a state named like its
    /// city ("Singapore, Singapore", "Tokyo, Japan").
    fn address(&self, place: &Place) -> String {
        let region = &self.regions[place.region as usize];
        let country = &self.countries[place.country as usize];
        let mut parts = vec![&*place.name];
        if !region.name.is_empty() && region.folded != place.key {
            parts.push(&region.name);
        }
        if !country.name.is_empty() {
            parts.push(&country.name);
        }
        parts.join(", ")
    }

    fn details_of(&self, index: usize) -> PlaceDetails {
        let place = &self.places[index];
        let country = &self.countries[place.country as usize];
        PlaceDetails {
            place_id: place.id.to_string(),
            city: place.name.to_string(),
            state: self.regions[place.region as usize].name.to_string(),
            country: country.name.to_string(),
            country_code: country.code.to_string(),
            formatted_address: self.address(place),
            lat: place.lat,
            lng: place.lng,
        }
    }

    /// The city the place at `index` belongs to (see `CITY_POPULATION_FACTOR`), or the
    /// place itself.
    fn city_around(&self, index: usize) -> usize {
        let place = &self.places[index];
        let here = place.position();
        let mut city = index;
        self.nearest.within(&here, self.largest_city_radius_km, |candidate| {
            let other = &self.places[candidate as usize];
            if other.region == place.region
                && other.country == place.country
                && u64::from(other.population) >= u64::from(place.population) * CITY_POPULATION_FACTOR
                && other.population > self.places[city].population
                && here.distance_km(&other.position()) <= city_radius_km(other.population)
            {
                city = candidate as usize;
            }
        });
        city
    }
}

impl Place {
    fn position(&self) -> UnitVector {
        UnitVector::from_degrees(self.lat, self.lng).expect("checked at load")
    }
}

fn city_radius_km(population: u32) -> f64 {
    CITY_RADIUS_KM_PER_SQRT_PEOPLE * f64::from(population).sqrt()
}

#[cfg(test)]
mod tests;
