//! Pure rules of searching: parameters, pagination, and location widening.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use veil_search::Total;

pub const PAGE_SIZE: usize = 10;
pub const DEBUG_PAGE_SIZE: usize = 5;
pub const MAX_KEYWORD_CHARS: usize = 200;
/// Deep pages cost more than they help; 100 pages of 10 is plenty.
pub const MAX_PAGE: usize = 100;

/// A location to filter by; empty parts do not filter.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LocationFilter {
    #[serde(default)]
    pub city: String,
    #[serde(default)]
    pub state: String,
    #[serde(default)]
    pub country: String,
}

impl LocationFilter {
    pub fn is_empty(&self) -> bool {
        self.city.trim().is_empty() && self.state.trim().is_empty() && self.country.trim().is_empty()
    }

    /// The filters to try in turn: as given, then without the city, then the country
    /// alone. Without flexible search only the first.
    pub fn widening_steps(&self, flexible: bool) -> Vec<LocationFilter> {
        let mut steps = vec![self.clone()];
        if !flexible {
            return steps;
        }
        let mut without_city = self.clone();
        without_city.city.clear();
        if !without_city.is_empty() && without_city != *self {
            steps.push(without_city.clone());
        }
        let country_only = LocationFilter { country: self.country.clone(), ..Default::default() };
        if !country_only.is_empty() && !steps.contains(&country_only) {
            steps.push(country_only);
        }
        steps
    }
}

/// How far a search had to widen to find anyone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Widened {
    None,
    State,
    Country,
}

pub fn widened_to(original: &LocationFilter, used: &LocationFilter) -> Widened {
    if original == used {
        Widened::None
    } else if used.state.is_empty() {
        Widened::Country
    } else {
        Widened::State
    }
}

/// A validated search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchRequest {
    pub keyword: String,
    pub job_type: Option<String>,
    pub location: LocationFilter,
    pub flexible: bool,
    /// 1-based.
    pub page: usize,
    pub per_page: usize,
    /// The searcher's own profile never appears.
    pub exclude_id: Option<String>,
    /// The searcher's employer-shield terms (`privacy::shield::viewer::Viewer::terms`):
    /// a profile that hides from them is not found, nor counted (invariant 10).
    pub shield_terms: Vec<String>,
    /// The screening filters, the order, and whether to count facets.
    pub screen: super::screen::Screen,
}

impl SearchRequest {
    pub fn offset(&self) -> usize {
        (self.page - 1) * self.per_page
    }
}

pub fn clamp_page(page: Option<i64>) -> usize {
    page.unwrap_or(1).clamp(1, MAX_PAGE as i64) as usize
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Pagination {
    pub current_page: usize,
    pub per_page: usize,
    pub total_pages: usize,
    pub total_results: usize,
    /// The totals are estimates (rounded to two significant figures): a search counts
    /// its matches exactly up to 1,000 and estimates beyond, so the page says "about".
    /// Sent only when true.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[schema(required = false)]
    pub total_is_estimate: bool,
}

impl Pagination {
    pub fn new(page: usize, per_page: usize, total: Total) -> Self {
        Self {
            current_page: page,
            per_page,
            total_pages: total.count.div_ceil(per_page),
            total_results: total.count,
            total_is_estimate: !total.exact,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loc(city: &str, state: &str, country: &str) -> LocationFilter {
        LocationFilter { city: city.into(), state: state.into(), country: country.into() }
    }

    #[test]
    fn widening_goes_city_state_country() {
        let steps = loc("Newcastle", "New South Wales", "Australia").widening_steps(true);
        assert_eq!(
            steps,
            vec![
                loc("Newcastle", "New South Wales", "Australia"),
                loc("", "New South Wales", "Australia"),
                loc("", "", "Australia"),
            ]
        );
        assert_eq!(widened_to(&steps[0], &steps[1]), Widened::State);
        assert_eq!(widened_to(&steps[0], &steps[2]), Widened::Country);
    }

    #[test]
    fn no_widening_without_flexible_search_or_location() {
        assert_eq!(loc("Perth", "Western Australia", "Australia").widening_steps(false).len(), 1);
        assert_eq!(loc("", "", "").widening_steps(true).len(), 1);
        assert_eq!(loc("", "", "Australia").widening_steps(true).len(), 1);
    }

    #[test]
    fn pagination_edges() {
        assert_eq!(Pagination::new(1, 10, Total::exact(0)).total_pages, 0);
        assert_eq!(Pagination::new(1, 10, Total::exact(10)).total_pages, 1);
        assert_eq!(Pagination::new(2, 10, Total::exact(11)).total_pages, 2);
        let about = Pagination::new(1, 10, Total::about(12_345));
        assert_eq!((about.total_results, about.total_pages, about.total_is_estimate), (12_000, 1_200, true));
        assert_eq!(clamp_page(Some(0)), 1);
        assert_eq!(clamp_page(Some(-5)), 1);
        assert_eq!(clamp_page(Some(10_000)), MAX_PAGE);
        assert_eq!(clamp_page(None), 1);
    }
}

/// Filters of the debug page's `filter_by`, e.g. `job_type:=remote && country:=Australia`.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct DebugFilters {
    pub job_type: Option<String>,
    pub location: Vec<(String, String)>,
}

/// The job type a search filters on: none for empty or `all`.
pub fn job_type_filter(raw: Option<&str>) -> Result<Option<String>, crate::error::ApiError> {
    match raw.map(str::trim).filter(|s| !s.is_empty() && *s != "all") {
        None => Ok(None),
        Some(t) => match crate::seekers::model::JobType::parse(t) {
            Some(job_type) => Ok(Some(job_type.as_str().to_owned())),
            None => {
                Err(crate::error::ApiError::validation("invalid_job_type", "Job type must be remote, onsite or hybrid"))
            }
        },
    }
}

pub fn parse_filter_by(raw: &str) -> Result<DebugFilters, crate::error::ApiError> {
    let mut filters = DebugFilters::default();
    for part in raw.split("&&").map(str::trim).filter(|p| !p.is_empty()) {
        let Some((field, value)) = part.split_once(":=") else {
            return Err(crate::error::ApiError::validation(
                "invalid_filter",
                format!("Cannot read the filter `{part}`: use field:=value"),
            ));
        };
        let (field, value) = (field.trim(), value.trim().trim_matches('`').trim());
        match field {
            "job_type" => filters.job_type = Some(value.to_owned()),
            "city" | "state" | "country" => filters.location.push((field.to_owned(), value.to_owned())),
            other => {
                return Err(crate::error::ApiError::validation(
                    "invalid_filter",
                    format!("Unknown filter field `{other}`"),
                ));
            }
        }
    }
    Ok(filters)
}

#[cfg(test)]
mod filter_tests {
    use super::*;

    #[test]
    fn filter_by_reads_the_typesense_style() {
        let f = parse_filter_by("job_type:=remote && country:=`Australia`").unwrap();
        assert_eq!(f.job_type.as_deref(), Some("remote"));
        assert_eq!(f.location, vec![("country".to_owned(), "Australia".to_owned())]);
        assert_eq!(parse_filter_by("").unwrap(), DebugFilters::default());
        assert!(parse_filter_by("salary:>5").is_err());
        assert!(parse_filter_by("password:=x").is_err());
    }
}
