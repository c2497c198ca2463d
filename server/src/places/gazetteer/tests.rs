//! The gazetteer over the real shipped data: autocomplete, details, resolving typed
//! text and reverse geocoding.

use std::sync::LazyLock;

use super::{Gazetteer, fold};

static GAZETTEER: LazyLock<Gazetteer> =
    LazyLock::new(|| Gazetteer::from_gzip_bytes(include_bytes!("../../../data/places.tsv.gz")).unwrap());

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
    assert!(springfields.len() > 1 && springfields.iter().all(|s| s.starts_with("Springfield, ")), "{springfields:?}");
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
    let bytes = include_bytes!("../../../data/places.tsv.gz");
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
