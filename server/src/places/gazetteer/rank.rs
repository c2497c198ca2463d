//! The pieces of autocomplete ranking: which places a qualifier allows, and the best few.

use super::{Gazetteer, Place};

/// Short forms people write for a country, beside its ISO code.
const COUNTRY_ALIASES: &[(&str, &str)] = &[("usa", "US"), ("uk", "GB"), ("uae", "AE")];

/// Whether `text` or one of its later words starts with `prefix`.
fn starts_a_word(text: &str, prefix: &str) -> bool {
    text.starts_with(prefix) || text.match_indices(' ').any(|(at, _)| text[at + 1..].starts_with(prefix))
}

/// Which regions and countries each comma-separated qualifier accepts; a place must be
/// accepted by every qualifier, through its region or its country.
#[derive(Default)]
pub(super) struct Narrowing {
    each: Vec<(Vec<bool>, Vec<bool>)>,
}

impl Narrowing {
    /// A qualifier accepts a region or country when one of the words of its name starts
    /// with it ("can" -> Canada, "wales" -> New South Wales), or when it is the region's
    /// letter code ("tx") or the country's code or alias ("au", "uk").
    pub(super) fn new(gazetteer: &Gazetteer, qualifiers: &[String]) -> Narrowing {
        let each = qualifiers.iter().map(|q| {
            let regions = gazetteer.regions.iter().map(|r| starts_a_word(&r.folded, q) || *r.code == **q).collect();
            let countries = gazetteer
                .countries
                .iter()
                .map(|c| {
                    starts_a_word(&c.folded, q)
                        || c.code.eq_ignore_ascii_case(q)
                        || COUNTRY_ALIASES.contains(&(q.as_str(), &*c.code))
                })
                .collect();
            (regions, countries)
        });
        Narrowing { each: each.collect() }
    }

    pub(super) fn allows(&self, place: &Place) -> bool {
        self.each.iter().all(|(regions, countries)| regions[place.region as usize] || countries[place.country as usize])
    }
}

/// The best few places by score, highest first; on a tie the first offered stays ahead.
pub(super) struct TopPlaces {
    limit: usize,
    best: Vec<(u64, u32)>,
}

impl TopPlaces {
    pub(super) fn new(limit: usize) -> TopPlaces {
        TopPlaces { limit, best: Vec::with_capacity(limit + 1) }
    }

    pub(super) fn would_take(&self, score: u64) -> bool {
        self.best.len() < self.limit || self.best.last().is_some_and(|&(worst, _)| score > worst)
    }

    pub(super) fn offer(&mut self, score: u64, place: u32) {
        if let Some(at) = self.best.iter().position(|&(_, p)| p == place) {
            if self.best[at].0 >= score {
                return;
            }
            self.best.remove(at);
        }
        let at = self.best.partition_point(|&(s, _)| s >= score);
        self.best.insert(at, (score, place));
        self.best.truncate(self.limit);
    }

    pub(super) fn into_places(self) -> Vec<usize> {
        self.best.into_iter().map(|(_, place)| place as usize).collect()
    }
}
