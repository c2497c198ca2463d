//! The fixed query mix every size is searched with: kinds of keywords, each without and
//! with a job type and location filter.

use veil::search::model::{LocationFilter, PAGE_SIZE, SearchRequest};

/// The fixed query mix: kind and keywords.
pub(crate) const QUERIES: &[(&str, &str)] = &[
    ("narrow", "elixir"),
    ("narrow", "fortran"),
    ("narrow", "solidity"),
    ("broad", "engineer"),
    ("broad", "developer"),
    ("broad", "senior"),
    ("multi-term", "senior software engineer"),
    ("multi-term", "python machine learning"),
    ("multi-term", "react typescript developer"),
    ("prefix", "kube"),
    ("prefix", "reac"),
    ("prefix", "data engi"),
    ("typo", "kubernets"),
    ("typo", "pyhton developer"),
    ("typo", "javasript"),
];

/// Job type and location for the filtered variant of each query, in turn.
pub(crate) const FILTERS: &[(&str, &str, &str, &str)] = &[
    ("remote", "", "", "United States"),
    ("hybrid", "London", "England", "United Kingdom"),
    ("onsite", "Bangalore", "Karnataka", "India"),
];

pub(crate) struct MixQuery {
    pub(crate) kind: &'static str,
    pub(crate) filtered: bool,
    pub(crate) request: SearchRequest,
}

pub(crate) fn query_mix() -> Vec<MixQuery> {
    let mut mix = Vec::new();
    for (i, (kind, keyword)) in QUERIES.iter().enumerate() {
        for filtered in [false, true] {
            let (job_type, city, state, country) = FILTERS[i % FILTERS.len()];
            let request = SearchRequest {
                keyword: (*keyword).into(),
                job_type: filtered.then(|| job_type.to_owned()),
                location: if filtered {
                    LocationFilter { city: city.into(), state: state.into(), country: country.into() }
                } else {
                    LocationFilter::default()
                },
                flexible: true,
                page: 1,
                per_page: PAGE_SIZE,
                // Searches exclude the recruiter's own profile, as the server's do.
                exclude_id: Some("bench-recruiter".into()),
                shield_terms: Vec::new(),
                screen: Default::default(),
            };
            mix.push(MixQuery { kind, filtered, request });
        }
    }
    mix
}
