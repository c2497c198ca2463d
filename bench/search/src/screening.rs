//! The screening fields of the generated profiles, and the cost of searching with every
//! screening filter set and the facets counted against the same searches without.
//!
//! Each profile's fields come from a generator of their own, seeded by the data set's
//! seed and the profile's id, so the rest of every profile (and so the relevance and
//! speed figures measured before these fields existed) stays as it was.

use std::time::Instant;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};
use veil::{
    search::{
        query,
        salary::Budget,
        screen::{Screen, ScreenFilters},
        sync::SearchService,
    },
    seekers::{
        model::JobType,
        screening::{Availability, LanguageLevel, Seniority, WorkStatus},
    },
};

use crate::{MixQuery, report::Samples};

const COUNTRIES: &[&str] = &["US", "GB", "DE", "IN", "NL", "CA", "AU", "FR", "ES", "SG"];
const LANGUAGES: &[&str] = &["de", "fr", "es", "hi", "pt", "nl", "zh", "ja"];

fn pick<'a, T>(rng: &mut ChaCha8Rng, weighted: &'a [(T, u32)]) -> &'a T {
    let total: u32 = weighted.iter().map(|(_, w)| w).sum();
    let mut at = rng.gen_range(0..total);
    for (value, weight) in weighted {
        if at < *weight {
            return value;
        }
        at -= weight;
    }
    &weighted[0].0
}

/// The stored JSON of profile `id`'s screening fields: most give a seniority band and
/// an availability, half a work authorization, most English and some another language,
/// a fifth are open to relocation.
pub fn screening_json(seed: u64, id: &str) -> String {
    let mut hash = seed;
    for byte in id.bytes() {
        hash = hash.rotate_left(5) ^ u64::from(byte);
    }
    let mut rng = ChaCha8Rng::seed_from_u64(hash);
    let seniority = pick(
        &mut rng,
        &[
            (None, 20),
            (Some("entry"), 12),
            (Some("mid"), 28),
            (Some("senior"), 24),
            (Some("staff_principal"), 8),
            (Some("lead_manager"), 8),
        ],
    );
    let availability = pick(
        &mut rng,
        &[
            (None, 30),
            (Some("now"), 15),
            (Some("within_month"), 20),
            (Some("within_three_months"), 15),
            (Some("just_looking"), 20),
        ],
    );
    let mut work: Vec<Value> = Vec::new();
    for _ in 0..*pick(&mut rng, &[(0, 50), (1, 35), (2, 15)]) {
        let country = COUNTRIES[rng.gen_range(0..COUNTRIES.len())];
        if !work.iter().any(|w| w["country"] == country) {
            let status = if rng.gen_range(0..10) < 7 { "authorized" } else { "needs_sponsorship" };
            work.push(json!({"country": country, "status": status}));
        }
    }
    let mut languages: Vec<Value> = Vec::new();
    if rng.gen_range(0..10) < 7 {
        let level = *pick(&mut rng, &[("professional", 6), ("native", 3), ("basic", 1)]);
        languages.push(json!({"language": "en", "level": level}));
    }
    if rng.gen_range(0..10) < 3 {
        let level = *pick(&mut rng, &[("native", 5), ("professional", 3), ("basic", 2)]);
        languages.push(json!({"language": LANGUAGES[rng.gen_range(0..LANGUAGES.len())], "level": level}));
    }
    let open = rng.gen_range(0..5) == 0;
    let countries: Vec<&str> =
        if open && rng.gen_bool(0.5) { vec![COUNTRIES[rng.gen_range(0..COUNTRIES.len())]] } else { Vec::new() };
    json!({
        "seniority": seniority, "availability": availability, "workAuthorization": work, "languages": languages,
        "relocation": {"open": open, "countries": countries},
    })
    .to_string()
}

/// Every screening filter set (seniority, availability, work authorization, language,
/// relocation, a skill, two job types, a salary budget) and the facets counted.
fn every_filter() -> Screen {
    Screen {
        filters: ScreenFilters {
            seniority: Some(Seniority::Senior),
            availability: Some(Availability::WithinMonth),
            work: Some(("US".into(), Some(WorkStatus::Authorized))),
            language: Some(("en".into(), LanguageLevel::Professional)),
            relocate: Some("DE".into()),
            skills: vec!["python".into()],
            job_types: vec![JobType::Remote, JobType::Hybrid],
            salary: Budget::new(Some(60_000), Some(160_000), "USD"),
            salary_stated_only: false,
        },
        facets: true,
        ..Screen::default()
    }
}

/// The mix with every screening filter set and the facets on, and without (as today),
/// alternating query by query after one warm-up pass: elapsed time per search of each.
pub fn screened_cost(service: &SearchService, mix: &[MixQuery], rounds: usize) -> anyhow::Result<(Samples, Samples)> {
    let (mut with, mut without) = (Samples::default(), Samples::default());
    for round in 0..=rounds {
        for (i, q) in mix.iter().enumerate() {
            let screened = veil::search::model::SearchRequest { screen: every_filter(), ..q.request.clone() };
            let order = if (round + i) % 2 == 0 { [true, false] } else { [false, true] };
            for filtered in order {
                let request = if filtered { &screened } else { &q.request };
                let started = Instant::now();
                query::run(&service.index, request)?;
                let took = started.elapsed();
                if round > 0 {
                    if filtered { with.push(took) } else { without.push(took) }
                }
            }
        }
    }
    Ok((with, without))
}
