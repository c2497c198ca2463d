//! How a recruiter screens beyond keywords: filters on the screening fields, on job
//! types, on canonical skills and on salary (`salary`), the facets that count each
//! choice, and the order of results. Pure: the filters become the index's terms
//! (`seekers::screening::terms`), which the engine intersects like any filter and counts
//! per choice (`veil_search::Facet`); salary becomes ranges of two columns.
//!
//! A new filter is a term kind there and a line here: no change to the engine.

use serde::Serialize;
use utoipa::ToSchema;

use super::salary::Budget;
use crate::seekers::{
    model::JobType,
    screening::{self, Availability, LanguageLevel, Seniority, WorkStatus, terms},
};

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
    /// Any of these job types, in `JobType::ALL`'s order, each once; empty: any.
    pub job_types: Vec<JobType>,
    /// The recruiter's budget, which a profile's salary range overlaps.
    pub salary: Option<Budget>,
    /// Leave out the profiles that state no salary.
    pub salary_stated_only: bool,
}

/// What a search screens by and how it orders and counts.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Screen {
    pub filters: ScreenFilters,
    pub sort: Sort,
    /// Count each facet's choices (`FacetCounts`).
    pub facets: bool,
}

/// The index field a facet's terms are in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FacetField {
    Screen,
    JobType,
}

/// A facet: its choices (value as the API spells it, and the index term), the term
/// chosen in it, if any, and the terms it leaves out (its choices not chosen, when
/// several of exclusive values are).
pub struct FacetSpec {
    pub field: FacetField,
    pub choices: Vec<(String, String)>,
    pub chosen: Option<String>,
    pub excluded: Vec<String>,
}

impl ScreenFilters {
    /// The `screen` field's terms every match has.
    pub fn screen_terms(&self) -> Vec<String> {
        self.screen_facets().into_iter().filter_map(|f| f.chosen).collect()
    }

    /// The job types no match has: the others when one or two are chosen (a profile has
    /// exactly one, so leaving the rest out keeps any of the chosen).
    pub fn job_types_left_out(&self) -> Vec<JobType> {
        match self.job_types.len() {
            1 | 2 => JobType::ALL.into_iter().filter(|t| !self.job_types.contains(t)).collect(),
            _ => Vec::new(),
        }
    }

    /// The `screen` field's terms no match has: "no salary stated" when left out.
    pub fn screen_exclusions(&self) -> Vec<String> {
        if self.salary_stated_only { vec![terms::NO_SALARY.to_owned()] } else { Vec::new() }
    }

    /// The facets in the order `FacetCounts::of` reads them: job type (with `single`, the
    /// spec's one job type filter, as its chosen term), then the screening fields'.
    pub fn facets(&self, single: Option<JobType>) -> Vec<FacetSpec> {
        let job_type = FacetSpec {
            field: FacetField::JobType,
            choices: JobType::ALL.map(|t| (t.as_str().to_owned(), t.as_str().to_owned())).to_vec(),
            chosen: single.map(|t| t.as_str().to_owned()),
            excluded: self.job_types_left_out().into_iter().map(|t| t.as_str().to_owned()).collect(),
        };
        std::iter::once(job_type).chain(self.screen_facets()).collect()
    }

    /// The screening fields' facets, always in this order: seniority, availability, work
    /// status in the chosen country, level of the chosen language, relocation to the
    /// chosen country (the last three without choices unless a country or language is
    /// chosen).
    fn screen_facets(&self) -> [FacetSpec; 5] {
        let each = |values: Vec<(String, String)>, chosen| FacetSpec {
            field: FacetField::Screen,
            choices: values,
            chosen,
            excluded: Vec::new(),
        };
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
    /// `remote`, `onsite`, `hybrid`.
    pub job_type: Vec<FacetCount>,
    pub seniority: Vec<FacetCount>,
    pub availability: Vec<FacetCount>,
    /// `authorized` and `needs_sponsorship` in the chosen country; empty without one.
    pub work_status: Vec<FacetCount>,
    /// `basic`, `professional`, `native` (or better) in the chosen language; empty without one.
    pub language_level: Vec<FacetCount>,
    /// The chosen relocation country; empty without one.
    pub relocate: Vec<FacetCount>,
    /// Skills that would narrow the results further, as the vocabulary names them, most
    /// found first: how many of the matches also list each (the most common skills among
    /// all profiles that any match lists; the chosen ones are not offered again).
    pub skills: Vec<FacetCount>,
}

impl FacetCounts {
    /// The counts of `facets` (as `ScreenFilters::facets` orders them), `counts` parallel;
    /// the skills' are added by who counted them.
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
        Self {
            job_type: next(),
            seniority: next(),
            availability: next(),
            work_status: next(),
            language_level: next(),
            relocate: next(),
            skills: Vec::new(),
        }
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
        let facets = filters.facets(None);
        assert_eq!(facets.iter().map(|f| f.choices.len()).collect::<Vec<_>>(), [3, 5, 4, 2, 3, 1]);
        let either = ScreenFilters { work: Some(("DE".into(), None)), ..Default::default() };
        assert_eq!(either.screen_terms(), ["work:DE"]);
        assert!(ScreenFilters::default().screen_terms().is_empty());
        let none = ScreenFilters::default().facets(None);
        assert_eq!(none.iter().map(|f| f.choices.len()).collect::<Vec<_>>(), [3, 5, 4, 0, 0, 0]);
    }

    #[test]
    fn several_job_types_leave_the_others_out_and_one_or_all_leave_nothing_out() {
        let types = |job_types: Vec<JobType>| ScreenFilters { job_types, ..Default::default() };
        assert_eq!(types(vec![JobType::Remote, JobType::Hybrid]).job_types_left_out(), [JobType::Onsite]);
        assert_eq!(types(vec![JobType::Onsite]).job_types_left_out(), [JobType::Remote, JobType::Hybrid]);
        assert!(types(JobType::ALL.to_vec()).job_types_left_out().is_empty());
        assert!(types(Vec::new()).job_types_left_out().is_empty());
        let facet = &types(vec![JobType::Remote, JobType::Hybrid]).facets(Some(JobType::Remote))[0];
        assert_eq!((facet.chosen.as_deref(), facet.excluded.as_slice()), (Some("remote"), &["onsite".to_owned()][..]));
        let stated = ScreenFilters { salary_stated_only: true, ..Default::default() };
        assert_eq!(stated.screen_exclusions(), [terms::NO_SALARY]);
        assert!(ScreenFilters::default().screen_exclusions().is_empty());
    }

    #[test]
    fn counts_are_named_by_their_choices() {
        let filters = ScreenFilters { work: Some(("DE".into(), None)), ..Default::default() };
        let facets = filters.facets(None);
        let counts = FacetCounts::of(
            &facets,
            &[vec![11, 12, 13], vec![0, 1, 2, 3, 4], vec![5, 6, 7, 8], vec![9, 10], vec![], vec![]],
        );
        assert_eq!(counts.job_type[1], FacetCount { value: "onsite".into(), count: 12 });
        assert_eq!(counts.seniority[2], FacetCount { value: "senior".into(), count: 2 });
        assert_eq!(counts.availability[3], FacetCount { value: "just_looking".into(), count: 8 });
        assert_eq!(counts.work_status[1], FacetCount { value: "needs_sponsorship".into(), count: 10 });
        assert!(counts.language_level.is_empty());
    }
}
