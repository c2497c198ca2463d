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
mod tests {
    use std::sync::LazyLock;

    use super::{Gazetteer, fold};

    static GAZETTEER: LazyLock<Gazetteer> =
        LazyLock::new(|| Gazetteer::from_gzip_bytes(include_bytes!("../../data/places.tsv.gz")).unwrap());

    fn descriptions(input: &str, limit: usize) -> Vec<String> {
        GAZETTEER.autocomplete(input, limit).into_iter().map(|p| p.description).collect()
    }

    fn first(input: &str) -> String {
        descriptions(input, 5).into_iter().next().unwrap_or_default()
    }

    fn city_at(lat: f64, lng: f64) -> String {
        GAZETTEER.reverse(lat, lng).unwrap().formatted_address
    }

    fn resolved(input: &str) -> super::Resolution<String> {
        match GAZETTEER.resolve(input) {
            super::Resolution::Match(p) => super::Resolution::Match(p.formatted_address),
            super::Resolution::Choose(ps) => {
                super::Resolution::Choose(ps.into_iter().map(|p| p.formatted_address).collect())
            }
            super::Resolution::NotFound => super::Resolution::NotFound,
        }
    }

    #[test]
    fn typed_text_resolves_to_a_clear_match_candidates_or_nothing() {
        use super::Resolution::{Choose, Match, NotFound};
        assert_eq!(resolved("Berlin"), Match("Berlin, State of Berlin, Germany".into()));
        assert_eq!(resolved("  sydney "), Match("Sydney, New South Wales, Australia".into()));
        assert_eq!(resolved("Zurich"), Match("Zürich, Switzerland".into()));
        assert_eq!(resolved("Portland, Maine"), Match("Portland, Maine, United States".into()));
        let Choose(springfields) = resolved("Springfield") else { panic!("Springfield should ask") };
        assert!(
            springfields.len() > 1 && springfields.iter().all(|s| s.starts_with("Springfield, ")),
            "{springfields:?}"
        );
        assert_eq!(resolved("Berl"), NotFound, "a prefix is not a place");
        assert_eq!(resolved("Qwzxv Town"), NotFound);
        assert_eq!(resolved(""), NotFound);
    }

    #[test]
    fn a_formatted_address_resolves_to_itself() {
        let Some(second) = GAZETTEER.autocomplete("Springfield", 3).into_iter().nth(1) else { panic!() };
        assert_eq!(resolved(&second.description), super::Resolution::Match(second.description.clone()));
    }

    #[test]
    fn every_folded_name_in_the_data_matches_fold() {
        for place in &GAZETTEER.places {
            assert_eq!(fold(&place.name), &*place.key, "geonameid {}", place.id);
        }
    }

    #[test]
    fn a_full_name_puts_the_most_populous_first() {
        assert_eq!(first("Sydney"), "Sydney, New South Wales, Australia");
        assert_eq!(first("london"), "London, England, United Kingdom");
    }

    #[test]
    fn a_prefix_ranks_by_population() {
        assert_eq!(first("syd"), "Sydney, New South Wales, Australia");
    }

    #[test]
    fn accents_and_case_are_ignored() {
        // The state is São Paulo too, so it is left out of the text.
        assert_eq!(first("sao paulo"), "São Paulo, Brazil");
        assert!(descriptions("SÃO", 5).contains(&"São Paulo, Brazil".to_string()));
        assert_eq!(first("zurich"), "Zürich, Switzerland");
        assert_eq!(first("ZÜR"), "Zürich, Switzerland");
    }

    #[test]
    fn a_later_word_of_a_name_matches_too() {
        assert!(descriptions("york", 10).contains(&"New York City, New York, United States".to_string()));
        assert_eq!(first("angeles, calif"), "Los Angeles, California, United States");
    }

    #[test]
    fn text_after_a_comma_narrows_by_region_or_country() {
        let canadian = descriptions("sydney, can", 5);
        assert_eq!(canadian[0], "Sydney, Nova Scotia, Canada");
        assert!(canadian.iter().all(|d| d.ends_with(", Canada")), "{canadian:?}");
        assert_eq!(first("sydney, new south wales, australia"), "Sydney, New South Wales, Australia");
        assert_eq!(first("Paris, TX"), "Paris, Texas, United States");
        assert_eq!(first("london, ontario"), "London, Ontario, Canada");
        assert_eq!(first("birmingham, usa"), "Birmingham, Alabama, United States");
    }

    #[test]
    fn an_unknown_qualifier_is_ignored_rather_than_hiding_everything() {
        assert_eq!(first("Sydney, NSW"), "Sydney, New South Wales, Australia");
    }

    #[test]
    fn a_state_named_like_its_city_is_left_out() {
        assert_eq!(first("singapore"), "Singapore, Singapore");
        assert_eq!(first("tokyo"), "Tokyo, Japan");
    }

    #[test]
    fn the_same_text_is_never_suggested_twice() {
        let found = descriptions("san vicente", 50);
        let mut unique = found.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(found.len(), unique.len(), "{found:?}");
    }

    #[test]
    fn no_more_than_the_limit_is_returned() {
        assert_eq!(descriptions("s", 7).len(), 7);
        assert!(descriptions("s", 0).is_empty());
        assert_eq!(descriptions("s", 10_000).len(), super::MAX_PREDICTIONS);
    }

    #[test]
    fn empty_or_overlong_input_finds_nothing() {
        assert!(descriptions("", 5).is_empty());
        assert!(descriptions("   ", 5).is_empty());
        assert!(descriptions(", australia", 5).is_empty());
        assert!(descriptions(&"a".repeat(200), 5).is_empty());
        assert!(descriptions("qqqxqqq", 5).is_empty());
    }

    #[test]
    fn details_round_trip_a_prediction() {
        let prediction = &GAZETTEER.autocomplete("Sydney", 1)[0];
        let details = GAZETTEER.details(&prediction.place_id).unwrap();
        assert_eq!(details.place_id, "2147714");
        assert_eq!(details.city, "Sydney");
        assert_eq!(details.state, "New South Wales");
        assert_eq!(details.country, "Australia");
        assert_eq!(details.country_code, "AU");
        assert_eq!(details.formatted_address, prediction.description);
        assert!((details.lat + 33.87).abs() < 0.1 && (details.lng - 151.21).abs() < 0.1);

        let sao_paulo = GAZETTEER.details("3448439").unwrap();
        assert_eq!((sao_paulo.city.as_str(), sao_paulo.state.as_str()), ("São Paulo", "São Paulo"));
    }

    #[test]
    fn details_of_an_unknown_id_is_none() {
        assert!(GAZETTEER.details("1").is_none());
        assert!(GAZETTEER.details("").is_none());
        assert!(GAZETTEER.details("sydney").is_none());
        assert!(GAZETTEER.details("99999999999999").is_none());
    }

    #[test]
    fn reverse_geocoding_finds_the_city() {
        assert_eq!(city_at(-33.8568, 151.2153), "Sydney, New South Wales, Australia"); // Opera House
        assert_eq!(city_at(48.8566, 2.3522), "Paris, Île-de-France, France");
        assert_eq!(city_at(-1.2864, 36.8172), "Nairobi, Nairobi County, Kenya");
        assert_eq!(city_at(-23.5505, -46.6333), "São Paulo, Brazil");
        assert_eq!(city_at(43.6532, -79.3832), "Toronto, Ontario, Canada");
        assert_eq!(city_at(35.6812, 139.7671), "Tokyo, Japan"); // Tokyo Station
        assert_eq!(city_at(40.7128, -74.0060), "New York City, New York, United States");
        assert_eq!(city_at(51.5074, -0.1278), "London, England, United Kingdom");
    }

    #[test]
    fn reverse_geocoding_keeps_a_separate_town() {
        // Newark is across the state line from New York City; Yokohama is too big to be
        // a part of Tokyo.
        assert_eq!(GAZETTEER.reverse(40.7357, -74.1724).unwrap().city, "Newark");
        assert_eq!(GAZETTEER.reverse(35.4437, 139.6380).unwrap().city, "Yokohama");
    }

    #[test]
    fn reverse_geocoding_rejects_impossible_coordinates() {
        let _ = GAZETTEER.reverse(0.0, 0.0);
        assert!(GAZETTEER.reverse(f64::NAN, 0.0).is_none());
        assert!(GAZETTEER.reverse(0.0, f64::NAN).is_none());
        assert!(GAZETTEER.reverse(f64::INFINITY, 0.0).is_none());
        assert!(GAZETTEER.reverse(90.5, 0.0).is_none());
        assert!(GAZETTEER.reverse(0.0, 181.0).is_none());
        assert!(GAZETTEER.reverse(90.0, 180.0).is_some());
    }

    /// `cargo test --release -- --ignored --nocapture timings` prints load and query times.
    #[test]
    #[ignore = "prints timings; run in release"]
    fn timings() {
        use std::time::Instant;
        let bytes = include_bytes!("../../data/places.tsv.gz");
        let started = Instant::now();
        let gazetteer = Gazetteer::from_gzip_bytes(bytes).unwrap();
        println!("load: {:?} for {} places", started.elapsed(), gazetteer.places.len());
        let inputs = ["s", "sa", "san", "syd", "sydney", "new y", "york", "sydney, can", "paris, tx", "zzz"];
        for input in inputs {
            let rounds = 1000;
            let started = Instant::now();
            for _ in 0..rounds {
                std::hint::black_box(gazetteer.autocomplete(input, 10));
            }
            println!("autocomplete {input:?}: {:?}", started.elapsed() / rounds);
        }
        let started = Instant::now();
        for i in 0..1000 {
            let lat = (i % 170) as f64 - 85.0;
            let lng = (i * 7 % 360) as f64 - 180.0;
            std::hint::black_box(gazetteer.reverse(lat, lng));
        }
        println!("reverse: {:?}", started.elapsed() / 1000);
    }
}
