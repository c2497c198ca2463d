//! How a recruiter screens beyond keywords: filters on the screening fields and on
//! canonical skills, the facets that count each choice, and the order of results. Pure:
//! the filters become the index's terms (`seekers::screening::terms`), which the engine
//! intersects like any filter and counts per choice (`veil_search::Facet`).
//!
//! A new filter is a term kind there and a line here: no change to the engine.

use serde::Serialize;
use utoipa::ToSchema;

use crate::seekers::screening::{self, Availability, LanguageLevel, Seniority, WorkStatus, terms};

/// The order of results.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Sort {
    /// Best match first (the newer profile first on equal relevance); without keywords,
    /// the newest first.
    #[default]
    Relevance,
    /// The newest profiles first.
    Newest,
    /// The profiles edited last first.
    Updated,
}

impl Sort {
    pub fn parse(raw: &str) -> Option<Self> {
        match raw.trim() {
            "" | "relevance" => Some(Self::Relevance),
            "newest" => Some(Self::Newest),
            "updated" => Some(Self::Updated),
            _ => None,
        }
    }

    /// As the API spells it; `None` for the default.
    pub fn spelling(self) -> Option<&'static str> {
        match self {
            Self::Relevance => None,
            Self::Newest => Some("newest"),
            Self::Updated => Some("updated"),
        }
    }

    /// The index's i64 column it orders by, largest first; `None`: by relevance.
    pub fn column(self) -> Option<&'static str> {
        match self {
            Self::Relevance => None,
            Self::Newest => Some("created_at"),
            Self::Updated => Some("updated_at"),
        }
    }
}

/// The screening filters of a search; each one set narrows it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ScreenFilters {
    pub seniority: Option<Seniority>,
    pub availability: Option<Availability>,
    /// May work in this country (listed code), with this status or either.
    pub work: Option<(String, Option<WorkStatus>)>,
    /// Speaks this language (listed code) at this level or better.
    pub language: Option<(String, LanguageLevel)>,
    /// Would relocate to this country (listed code).
    pub relocate: Option<String>,
    /// Canonical skill ids (`vocabulary`), each required.
    pub skills: Vec<String>,
}

/// What a search screens by and how it orders and counts.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Screen {
    pub filters: ScreenFilters,
    pub sort: Sort,
    /// Count each facet's choices (`FacetCounts`).
    pub facets: bool,
}

/// A facet: its choices (value as the API spells it, and the index term), and the term
/// chosen in it, if any.
pub struct FacetSpec {
    pub choices: Vec<(String, String)>,
    pub chosen: Option<String>,
}

impl ScreenFilters {
    /// The `screen` field's terms every match has.
    pub fn screen_terms(&self) -> Vec<String> {
        self.facets().into_iter().filter_map(|f| f.chosen).collect()
    }

    /// The facets, always in this order: seniority, availability, work status in the
    /// chosen country, level of the chosen language, relocation to the chosen country
    /// (the last three without choices unless a country or language is chosen).
    pub fn facets(&self) -> [FacetSpec; 5] {
        let each = |values: Vec<(String, String)>, chosen| FacetSpec { choices: values, chosen };
        let seniority = Seniority::ALL.map(|b| (screening::spelling(b), terms::seniority(b))).to_vec();
        let availability = Availability::ALL.map(|a| (screening::spelling(a), terms::availability(a))).to_vec();
        let work = match &self.work {
            Some((country, status)) => each(
                WorkStatus::ALL.map(|s| (screening::spelling(s), terms::work_status(country, s))).to_vec(),
                Some(status.map_or_else(|| terms::works_in(country), |s| terms::work_status(country, s))),
            ),
            None => each(Vec::new(), None),
        };
        let language = match &self.language {
            Some((code, level)) => each(
                LanguageLevel::ALL.map(|l| (screening::spelling(l), terms::speaks(code, l))).to_vec(),
                Some(terms::speaks(code, *level)),
            ),
            None => each(Vec::new(), None),
        };
        let relocate = match &self.relocate {
            Some(country) => {
                let term = terms::relocates_to(country);
                each(vec![(country.clone(), term.clone())], Some(term))
            }
            None => each(Vec::new(), None),
        };
        [
            each(seniority, self.seniority.map(terms::seniority)),
            each(availability, self.availability.map(terms::availability)),
            work,
            language,
            relocate,
        ]
    }
}

/// How many matches a choice would give.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct FacetCount {
    pub value: String,
    pub count: usize,
}

/// Each facet's choices with their counts, over the profiles this recruiter may find
/// (hidden ones and those hiding from them never counted), each with the other facets'
/// choices applied and its own left out. Exact.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FacetCounts {
    pub seniority: Vec<FacetCount>,
    pub availability: Vec<FacetCount>,
    /// `authorized` and `needs_sponsorship` in the chosen country; empty without one.
    pub work_status: Vec<FacetCount>,
    /// `basic`, `professional`, `native` (or better) in the chosen language; empty without one.
    pub language_level: Vec<FacetCount>,
    /// The chosen relocation country; empty without one.
    pub relocate: Vec<FacetCount>,
}

impl FacetCounts {
    /// The counts of `facets` (as `ScreenFilters::facets` orders them), `counts` parallel.
    pub fn of(facets: &[FacetSpec], counts: &[Vec<usize>]) -> Self {
        let mut lists = facets.iter().zip(counts).map(|(facet, counts)| {
            facet
                .choices
                .iter()
                .zip(counts)
                .map(|((value, _), &count)| FacetCount { value: value.clone(), count })
                .collect()
        });
        let mut next = || lists.next().unwrap_or_default();
        Self { seniority: next(), availability: next(), work_status: next(), language_level: next(), relocate: next() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_parse_and_name_their_columns() {
        assert_eq!(Sort::parse(""), Some(Sort::Relevance));
        assert_eq!(Sort::parse("newest").and_then(Sort::column), Some("created_at"));
        assert_eq!(Sort::parse("updated").and_then(Sort::column), Some("updated_at"));
        assert_eq!(Sort::parse("salary"), None);
        assert_eq!(Sort::Relevance.column(), None);
    }

    #[test]
    fn each_filter_set_is_one_term_and_its_facet_counts_the_choices_around_it() {
        let filters = ScreenFilters {
            seniority: Some(Seniority::Senior),
            work: Some(("DE".into(), Some(WorkStatus::NeedsSponsorship))),
            language: Some(("de".into(), LanguageLevel::Professional)),
            relocate: Some("NL".into()),
            ..Default::default()
        };
        assert_eq!(
            filters.screen_terms(),
            ["seniority:senior", "work:DE:needs_sponsorship", "language:de:professional", "relocate:NL"]
        );
        let facets = filters.facets();
        assert_eq!(facets.iter().map(|f| f.choices.len()).collect::<Vec<_>>(), [5, 4, 2, 3, 1]);
        let either = ScreenFilters { work: Some(("DE".into(), None)), ..Default::default() };
        assert_eq!(either.screen_terms(), ["work:DE"]);
        assert!(ScreenFilters::default().screen_terms().is_empty());
        let none = ScreenFilters::default().facets();
        assert_eq!(none.iter().map(|f| f.choices.len()).collect::<Vec<_>>(), [5, 4, 0, 0, 0]);
    }

    #[test]
    fn counts_are_named_by_their_choices() {
        let filters = ScreenFilters { work: Some(("DE".into(), None)), ..Default::default() };
        let facets = filters.facets();
        let counts = FacetCounts::of(&facets, &[vec![0, 1, 2, 3, 4], vec![5, 6, 7, 8], vec![9, 10], vec![], vec![]]);
        assert_eq!(counts.seniority[2], FacetCount { value: "senior".into(), count: 2 });
        assert_eq!(counts.availability[3], FacetCount { value: "just_looking".into(), count: 8 });
        assert_eq!(counts.work_status[1], FacetCount { value: "needs_sponsorship".into(), count: 10 });
        assert!(counts.language_level.is_empty());
    }
}
