//! Reading the data file into a `Gazetteer` and building its indexes.

use std::collections::HashMap;

use anyhow::{Context, bail};

use super::fold::fold;
use super::nearest::{NearestIndex, UnitVector};
use super::{Country, Gazetteer, NameEntry, Place, Region, city_radius_km};

/// Reads the decompressed data file (see the module documentation of `gazetteer`).
pub(super) fn from_tsv(text: &str) -> anyhow::Result<Gazetteer> {
    let mut loader = Loader::default();
    for (number, line) in text.lines().enumerate().filter(|(_, l)| !l.is_empty()) {
        loader.add(line).with_context(|| format!("gazetteer line {}", number + 1))?;
    }
    loader.finish()
}

/// Builds a `Gazetteer` line by line, sharing region and country strings.
#[derive(Default)]
struct Loader {
    places: Vec<Place>,
    regions: Vec<Region>,
    /// Region name -> (admin1 code, region id).
    region_ids: HashMap<String, Vec<(String, u32)>>,
    countries: Vec<Country>,
    /// Country code -> country id.
    country_ids: HashMap<String, u32>,
}

impl Loader {
    fn add(&mut self, line: &str) -> anyhow::Result<()> {
        let fields: Vec<&str> = line.split('\t').collect();
        let [id, name, key, region, country, country_code, lat, lng, population, region_code] = fields[..] else {
            bail!("expected 10 tab-separated fields, found {}", fields.len());
        };
        let (lat, lng): (f64, f64) = (lat.parse()?, lng.parse()?);
        if UnitVector::from_degrees(lat, lng).is_none() {
            bail!("coordinates out of range: {lat}, {lng}");
        }
        let region = self.region_id(region, region_code);
        let country = self.country_id(country_code, country);
        self.places.push(Place {
            id: id.parse().context("geonameid")?,
            name: name.into(),
            key: key.into(),
            region,
            country,
            lat,
            lng,
            population: population.parse().context("population")?,
        });
        Ok(())
    }

    fn region_id(&mut self, name: &str, code: &str) -> u32 {
        if let Some(&(_, id)) = self.region_ids.get(name).and_then(|ids| ids.iter().find(|(c, _)| c == code)) {
            return id;
        }
        let id = self.regions.len() as u32;
        self.region_ids.entry(name.into()).or_default().push((code.into(), id));
        let letters = code.chars().all(|c| c.is_ascii_alphabetic());
        self.regions.push(Region {
            name: name.into(),
            folded: fold(name).into(),
            code: if letters { fold(code).into() } else { "".into() },
        });
        id
    }

    fn country_id(&mut self, code: &str, name: &str) -> u32 {
        if let Some(&id) = self.country_ids.get(code) {
            return id;
        }
        let id = self.countries.len() as u32;
        self.country_ids.insert(code.into(), id);
        self.countries.push(Country { code: code.into(), name: name.into(), folded: fold(name).into() });
        id
    }

    fn finish(self) -> anyhow::Result<Gazetteer> {
        let Loader { mut places, regions, countries, .. } = self;
        if places.is_empty() {
            bail!("the gazetteer is empty");
        }
        places.sort_by_key(|p| p.id);
        if let Some(pair) = places.windows(2).find(|pair| pair[0].id == pair[1].id) {
            bail!("geonameid {} appears twice", pair[0].id);
        }

        let mut names: Vec<NameEntry> = (0..places.len())
            .map(|i| NameEntry { place: i as u32, offset: 0, population: places[i].population })
            .collect();
        // Same folded name, region and country: only the most populous is suggested, so a
        // list never shows the same text twice.
        let order = |e: &NameEntry| {
            let p = &places[e.place as usize];
            (&p.key, p.country, p.region, std::cmp::Reverse(p.population), p.id)
        };
        names.sort_unstable_by(|a, b| order(a).cmp(&order(b)));
        names.dedup_by(|later, kept| {
            let (a, b) = (&places[later.place as usize], &places[kept.place as usize]);
            (&a.key, a.country, a.region) == (&b.key, b.country, b.region)
        });

        let mut inner_words: Vec<NameEntry> = names
            .iter()
            .flat_map(|e| {
                let key = &places[e.place as usize].key;
                key.match_indices(' ').map(move |(at, _)| NameEntry {
                    place: e.place,
                    offset: (at + 1) as u32,
                    population: e.population,
                })
            })
            .collect();
        let text = |e: &NameEntry| &places[e.place as usize].key[e.offset as usize..];
        inner_words.sort_unstable_by(|a, b| text(a).cmp(text(b)).then(a.place.cmp(&b.place)));

        let nearest = NearestIndex::new(places.iter().enumerate().map(|(i, p)| (p.position(), i as u32)).collect());
        let largest = places.iter().map(|p| p.population).max().unwrap_or(0);
        Ok(Gazetteer {
            places,
            regions,
            countries,
            names,
            inner_words,
            nearest,
            largest_city_radius_km: city_radius_km(largest),
        })
    }
}
