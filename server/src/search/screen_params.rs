//! The search request's screening parameters, read into `Screen`: each value from a fixed
//! list, which the OpenAPI document spells out (a value the document allows is never
//! refused), and a refusal names its parameter.

use serde::{Deserialize, Deserializer, Serialize, de::Error as _};
use utoipa::{
    IntoParams, PartialSchema, ToSchema,
    openapi::{
        RefOr,
        schema::{AdditionalProperties, Schema},
    },
};

use super::{
    salary::Budget,
    screen::{Screen, ScreenFilters, Sort},
};
use crate::{
    error::{ApiError, ApiResult},
    money::{self, currencies::DEFAULT_CURRENCY},
    seekers::{
        model::{JobType, SALARY_MAX},
        screening::{self, LanguageLevel, lists},
    },
    vocabulary::{VOCABULARY, words},
};

/// Canonical skills a search may require at most.
pub const MAX_SKILLS: usize = 10;
/// The longest `skills` parameter, as the OpenAPI document says (a saved search's
/// filters are shown back as they were sent).
const MAX_SKILLS_CHARS: usize = 500;

// Also a saved search's filters (`saved_searches`), as JSON: the patterns are the
// parameters' again. (A `//` comment: a doc comment would change the OpenAPI document.)
/// The screening filters, the order and the facets of a search.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, IntoParams, ToSchema)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ScreenQuery {
    /// Seniority band.
    #[param(pattern = r"^(entry|mid|senior|staff_principal|lead_manager)?$")]
    #[schema(pattern = r"^(entry|mid|senior|staff_principal|lead_manager)?$")]
    pub seniority: Option<String>,
    /// When the person could start.
    #[param(pattern = r"^(now|within_month|within_three_months|just_looking)?$")]
    #[schema(pattern = r"^(now|within_month|within_three_months|just_looking)?$")]
    pub availability: Option<String>,
    /// May work in a country (ISO 3166-1 alpha-2 from the fixed list), optionally with
    /// the status there: `DE`, `DE:needs_sponsorship`.
    #[param(
        pattern = r"^((AR|AT|AU|BE|BR|CA|CH|CL|CN|CO|CZ|DE|DK|EE|EG|ES|FI|FR|GB|GR|HK|HU|ID|IE|IL|IN|IT|JP|KE|KR|LT|LU|MX|MY|NG|NL|NO|NZ|PH|PL|PT|RO|SE|SG|TR|TW|UA|AE|US|VN|ZA)(:(authorized|needs_sponsorship))?)?$"
    )]
    #[schema(
        pattern = r"^((AR|AT|AU|BE|BR|CA|CH|CL|CN|CO|CZ|DE|DK|EE|EG|ES|FI|FR|GB|GR|HK|HU|ID|IE|IL|IN|IT|JP|KE|KR|LT|LU|MX|MY|NG|NL|NO|NZ|PH|PL|PT|RO|SE|SG|TR|TW|UA|AE|US|VN|ZA)(:(authorized|needs_sponsorship))?)?$"
    )]
    pub work: Option<String>,
    /// Speaks a language (ISO 639-1 from the fixed list) at a level or better (basic
    /// when none): `de`, `de:professional`.
    #[param(
        pattern = r"^((ar|bn|cs|da|de|el|en|es|fi|fr|he|hi|hu|id|it|ja|ko|nl|no|pl|pt|ro|ru|sv|sw|th|tr|uk|ur|vi|zh)(:(basic|professional|native))?)?$"
    )]
    #[schema(
        pattern = r"^((ar|bn|cs|da|de|el|en|es|fi|fr|he|hi|hu|id|it|ja|ko|nl|no|pl|pt|ro|ru|sv|sw|th|tr|uk|ur|vi|zh)(:(basic|professional|native))?)?$"
    )]
    pub language: Option<String>,
    /// Would relocate to a country (ISO 3166-1 alpha-2 from the fixed list).
    #[param(
        pattern = r"^(AR|AT|AU|BE|BR|CA|CH|CL|CN|CO|CZ|DE|DK|EE|EG|ES|FI|FR|GB|GR|HK|HU|ID|IE|IL|IN|IT|JP|KE|KR|LT|LU|MX|MY|NG|NL|NO|NZ|PH|PL|PT|RO|SE|SG|TR|TW|UA|AE|US|VN|ZA)?$"
    )]
    #[schema(
        pattern = r"^(AR|AT|AU|BE|BR|CA|CH|CL|CN|CO|CZ|DE|DK|EE|EG|ES|FI|FR|GB|GR|HK|HU|ID|IE|IL|IN|IT|JP|KE|KR|LT|LU|MX|MY|NG|NL|NO|NZ|PH|PL|PT|RO|SE|SG|TR|TW|UA|AE|US|VN|ZA)?$"
    )]
    pub relocate: Option<String>,
    /// Skills every profile must list, comma-separated, each matched as its canonical
    /// skill (`Go`, `golang`: the same); at most 10. A skill the vocabulary does not know
    /// matches no profile.
    #[param(max_length = 500, pattern = r"^[^,\u0000]*(,[^,\u0000]*){0,9}$")]
    #[schema(max_length = 500, pattern = r"^[^,\u0000]*(,[^,\u0000]*){0,9}$")]
    pub skills: Option<String>,
    /// `relevance` (the default), `newest` or `updated`.
    #[param(pattern = r"^(relevance|newest|updated)?$")]
    #[schema(pattern = r"^(relevance|newest|updated)?$")]
    pub sort: Option<String>,
    /// Count how many profiles each filter's choices would give (`facets` in the answer).
    pub facets: Option<bool>,
    /// Any of several job types, comma-separated (`remote,hybrid`); with `jobType` too,
    /// both apply.
    #[param(pattern = r"^((remote|onsite|hybrid)(,(remote|onsite|hybrid)){0,2})?$")]
    #[schema(pattern = r"^((remote|onsite|hybrid)(,(remote|onsite|hybrid)){0,2})?$")]
    pub job_types: Option<String>,
    /// The budget's lowest figure: profiles whose salary range reaches it.
    #[param(minimum = 0, maximum = 1_000_000_000)]
    #[schema(minimum = 0, maximum = 1_000_000_000)]
    pub salary_min: Option<i64>,
    /// The budget's highest figure: profiles whose salary range starts at or below it.
    #[param(minimum = 0, maximum = 1_000_000_000)]
    #[schema(minimum = 0, maximum = 1_000_000_000)]
    pub salary_max: Option<i64>,
    /// The budget's currency (ISO 4217, USD when not given); each profile's range is
    /// compared in its own currency through the reference rates.
    #[param(
        pattern = r"^(USD|EUR|GBP|CHF|CAD|MXN|GTQ|CRC|PAB|DOP|JMD|TTD|BSD|BRL|ARS|CLP|COP|PEN|UYU|PYG|BOB|VES|NOK|SEK|DKK|ISK|PLN|CZK|HUF|RON|BGN|RSD|BAM|MKD|ALL|MDL|UAH|BYN|RUB|TRY|GEL|AMD|AZN|ILS|AED|SAR|QAR|KWD|BHD|OMR|JOD|LBP|IRR|IQD|JPY|CNY|HKD|TWD|KRW|INR|PKR|BDT|LKR|NPR|SGD|MYR|THB|IDR|PHP|VND|KHR|MMK|MNT|KZT|UZS|AUD|NZD|FJD|PGK|ZAR|NGN|KES|GHS|EGP|MAD|TND|DZD|ETB|TZS|UGX|RWF|ZMW|BWP|NAD|MUR|XOF|XAF)?$"
    )]
    #[schema(
        pattern = r"^(USD|EUR|GBP|CHF|CAD|MXN|GTQ|CRC|PAB|DOP|JMD|TTD|BSD|BRL|ARS|CLP|COP|PEN|UYU|PYG|BOB|VES|NOK|SEK|DKK|ISK|PLN|CZK|HUF|RON|BGN|RSD|BAM|MKD|ALL|MDL|UAH|BYN|RUB|TRY|GEL|AMD|AZN|ILS|AED|SAR|QAR|KWD|BHD|OMR|JOD|LBP|IRR|IQD|JPY|CNY|HKD|TWD|KRW|INR|PKR|BDT|LKR|NPR|SGD|MYR|THB|IDR|PHP|VND|KHR|MMK|MNT|KZT|UZS|AUD|NZD|FJD|PGK|ZAR|NGN|KES|GHS|EGP|MAD|TND|DZD|ETB|TZS|UGX|RWF|ZMW|BWP|NAD|MUR|XOF|XAF)?$"
    )]
    pub salary_currency: Option<String>,
    /// Leave out the profiles that state no salary (kept by default).
    pub salary_stated_only: Option<bool>,
}

/// The parameters' names: the only keys the filters take as a request body's object.
const KEYS: [&str; 13] = [
    "seniority",
    "availability",
    "work",
    "language",
    "relocate",
    "skills",
    "sort",
    "facets",
    "jobTypes",
    "salaryMin",
    "salaryMax",
    "salaryCurrency",
    "salaryStatedOnly",
];

/// The filters as a request body's object: the parameters' keys and no other, which the
/// OpenAPI document says (`closed_schema`), so a client is never refused what it allows.
pub fn from_body<'de, D: Deserializer<'de>>(deserializer: D) -> Result<ScreenQuery, D::Error> {
    let object = serde_json::Map::<String, serde_json::Value>::deserialize(deserializer)?;
    if let Some(key) = object.keys().find(|key| !KEYS.contains(&key.as_str())) {
        return Err(D::Error::unknown_field(key, &KEYS));
    }
    serde_json::from_value(serde_json::Value::Object(object)).map_err(D::Error::custom)
}

/// The schema of the filters as a request body's object (`from_body`).
pub fn closed_schema() -> RefOr<Schema> {
    let mut schema = ScreenQuery::schema();
    if let RefOr::T(Schema::Object(object)) = &mut schema {
        object.additional_properties = Some(Box::new(AdditionalProperties::FreeForm(false)));
    }
    schema
}

fn refused(name: &str, message: &str) -> ApiError {
    ApiError::validation("invalid_filter", format!("{name}: {message}"))
}

fn given(raw: &Option<String>) -> Option<&str> {
    raw.as_deref().map(str::trim).filter(|s| !s.is_empty())
}

/// One of the enums' spellings, or refused naming `name`.
fn choice<T: for<'de> Deserialize<'de>>(raw: &Option<String>, name: &str) -> ApiResult<Option<T>> {
    given(raw).map(|v| screening::parse(v).ok_or_else(|| refused(name, "not one of the choices"))).transpose()
}

fn country(raw: &str, name: &str) -> ApiResult<String> {
    lists::country(raw).map(str::to_owned).ok_or_else(|| refused(name, "not a listed country"))
}

impl ScreenQuery {
    /// The same filters as the OpenAPI document spells them (listed codes in their case,
    /// no blanks, each skill once), or refused naming the first value that does not read.
    /// What is stored and shown back is this form, so it always matches the document.
    pub fn valid(self) -> ApiResult<Self> {
        let Screen { filters, sort, facets: _ } = self.screen()?;
        let budget = filters.salary.as_ref();
        let with_level = given(&self.language).is_some_and(|raw| raw.contains(':'));
        Ok(Self {
            seniority: filters.seniority.map(screening::spelling),
            availability: filters.availability.map(screening::spelling),
            work: filters.work.map(|(code, status)| match status {
                Some(status) => format!("{code}:{}", screening::spelling(status)),
                None => code,
            }),
            language: filters.language.map(|(code, level)| match with_level {
                true => format!("{code}:{}", screening::spelling(level)),
                false => code,
            }),
            relocate: filters.relocate,
            skills: Some(skills_shown(&skill_names(given(&self.skills).unwrap_or(""))?)).filter(|s| !s.is_empty()),
            sort: sort.spelling().map(str::to_owned),
            facets: self.facets,
            job_types: Some(filters.job_types.iter().map(|t| t.as_str()).collect::<Vec<_>>().join(","))
                .filter(|t| !t.is_empty()),
            salary_min: budget.and_then(|b| b.min),
            salary_max: budget.and_then(|b| b.max),
            salary_currency: budget.map(|b| b.currency.clone()),
            salary_stated_only: self.salary_stated_only.filter(|only| *only),
        })
    }

    pub fn screen(&self) -> ApiResult<Screen> {
        let work = match given(&self.work) {
            None => None,
            Some(raw) => {
                let (code, status) = raw.split_once(':').map_or((raw, None), |(c, s)| (c, Some(s)));
                let status = status.map(|s| choice(&Some(s.to_owned()), "work")).transpose()?.flatten();
                Some((country(code, "work")?, status))
            }
        };
        let language = match given(&self.language) {
            None => None,
            Some(raw) => {
                let (code, level) = raw.split_once(':').map_or((raw, None), |(c, l)| (c, Some(l)));
                let code = lists::language(code).ok_or_else(|| refused("language", "not a listed language"))?;
                let level = level.map(|l| choice(&Some(l.to_owned()), "language")).transpose()?.flatten();
                Some((code.to_owned(), level.unwrap_or(LanguageLevel::Basic)))
            }
        };
        let filters = ScreenFilters {
            seniority: choice(&self.seniority, "seniority")?,
            availability: choice(&self.availability, "availability")?,
            work,
            language,
            relocate: given(&self.relocate).map(|c| country(c, "relocate")).transpose()?,
            skills: skill_ids(given(&self.skills).unwrap_or(""))?,
            job_types: job_types(&self.job_types)?,
            salary: budget(self)?,
            salary_stated_only: self.salary_stated_only.unwrap_or(false),
        };
        let sort =
            Sort::parse(self.sort.as_deref().unwrap_or("")).ok_or_else(|| refused("sort", "not one of the choices"))?;
        Ok(Screen { filters, sort, facets: self.facets.unwrap_or(false) })
    }
}

/// The job types named, each once, in `JobType::ALL`'s order.
fn job_types(raw: &Option<String>) -> ApiResult<Vec<JobType>> {
    let Some(raw) = given(raw) else { return Ok(Vec::new()) };
    let named: Vec<JobType> = raw
        .split(',')
        .map(|t| JobType::parse(t.trim()).ok_or_else(|| refused("jobTypes", "not one of the choices")))
        .collect::<ApiResult<_>>()?;
    Ok(JobType::ALL.into_iter().filter(|t| named.contains(t)).collect())
}

/// The budget, `None` without a figure; a figure outside 0 to 1,000,000,000 or a
/// currency the reference rates do not know is refused.
fn budget(query: &ScreenQuery) -> ApiResult<Option<Budget>> {
    for (figure, name) in [(query.salary_min, "salaryMin"), (query.salary_max, "salaryMax")] {
        if figure.is_some_and(|f| !(0..=SALARY_MAX).contains(&f)) {
            return Err(refused(name, "between 0 and 1,000,000,000"));
        }
    }
    let currency = match given(&query.salary_currency) {
        None => DEFAULT_CURRENCY.to_owned(),
        Some(code) if money::rates::known(code) => code.to_ascii_uppercase(),
        Some(_) => return Err(refused("salaryCurrency", "not a listed currency")),
    };
    Ok(Budget::new(query.salary_min, query.salary_max, &currency))
}

/// The canonical id of a skill (or, unknown to the vocabulary, the skill as the index
/// folds it, which no canonical id equals: it matches nobody).
fn skill_id(name: &str) -> String {
    match VOCABULARY.skill(name) {
        Some(skill) => skill.id.clone(),
        None => format!("unknown:{}", words::words(name).join(" ")),
    }
}

/// The skills named, trimmed, each once (the first spelling of a canonical skill stands).
fn skill_names(raw: &str) -> ApiResult<Vec<&str>> {
    if raw.chars().count() > MAX_SKILLS_CHARS {
        return Err(refused("skills", "at most 500 characters"));
    }
    if raw.contains('\0') {
        return Err(refused("skills", "no control characters"));
    }
    let mut names: Vec<(&str, String)> = Vec::new();
    for name in raw.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let id = skill_id(name);
        if !names.iter().any(|(_, seen)| *seen == id) {
            names.push((name, id));
        }
    }
    if names.len() > MAX_SKILLS {
        return Err(refused("skills", "at most 10"));
    }
    Ok(names.into_iter().map(|(name, _)| name).collect())
}

/// The skills as a person reads them (`Rust, Go`), or without the spaces when that would
/// be longer than the parameter may be.
fn skills_shown(names: &[&str]) -> String {
    let spaced = names.join(", ");
    if spaced.chars().count() <= MAX_SKILLS_CHARS { spaced } else { names.join(",") }
}

fn skill_ids(raw: &str) -> ApiResult<Vec<String>> {
    Ok(skill_names(raw)?.into_iter().map(skill_id).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seekers::screening::{Seniority, WorkStatus};

    #[test]
    fn a_body_takes_the_parameters_keys_and_no_other() {
        let RefOr::T(Schema::Object(object)) = closed_schema() else { panic!("an object schema") };
        let named: std::collections::BTreeSet<&str> = object.properties.keys().map(String::as_str).collect();
        assert_eq!(named, KEYS.into_iter().collect(), "the keys a body takes are the parameters'");
        assert!(matches!(object.additional_properties.as_deref(), Some(AdditionalProperties::FreeForm(false))));
        let read = |json: &str| from_body(&mut serde_json::Deserializer::from_str(json));
        assert_eq!(read(r#"{"seniority":"senior"}"#).unwrap().seniority.as_deref(), Some("senior"));
        let refused = read(r#"{"seniority":"senior","salary":"1"}"#).unwrap_err().to_string();
        assert!(refused.contains("unknown field `salary`"), "{refused}");
    }

    fn query(work: &str, language: &str) -> ScreenQuery {
        ScreenQuery { work: Some(work.into()), language: Some(language.into()), ..Default::default() }
    }

    #[test]
    fn work_and_language_read_with_and_without_their_second_part() {
        let screen = query("de:needs_sponsorship", "DE").screen().unwrap();
        assert_eq!(screen.filters.work, Some(("DE".into(), Some(WorkStatus::NeedsSponsorship))));
        assert_eq!(screen.filters.language, Some(("de".into(), LanguageLevel::Basic)));
        let either = query("NL", "fr:native").screen().unwrap();
        assert_eq!(either.filters.work, Some(("NL".into(), None)));
        assert_eq!(either.filters.language, Some(("fr".into(), LanguageLevel::Native)));
        assert_eq!(ScreenQuery::default().screen().unwrap(), Screen::default());
    }

    #[test]
    fn a_value_off_the_lists_is_refused_naming_its_parameter() {
        for (bad, name) in [
            (ScreenQuery { seniority: Some("guru".into()), ..Default::default() }, "seniority"),
            (query("XX", ""), "work"),
            (query("DE:maybe", ""), "work"),
            (query("", "xx"), "language"),
            (ScreenQuery { relocate: Some("Atlantis".into()), ..Default::default() }, "relocate"),
            (ScreenQuery { sort: Some("salary".into()), ..Default::default() }, "sort"),
            (ScreenQuery { job_types: Some("remote,freelance".into()), ..Default::default() }, "jobTypes"),
            (ScreenQuery { salary_min: Some(-1), ..Default::default() }, "salaryMin"),
            (ScreenQuery { salary_max: Some(1_000_000_001), ..Default::default() }, "salaryMax"),
            (
                ScreenQuery { salary_min: Some(1), salary_currency: Some("XYZ".into()), ..Default::default() },
                "salaryCurrency",
            ),
        ] {
            let message = bad.screen().unwrap_err().to_string();
            assert!(message.starts_with(name), "{message}");
        }
        let seniority = ScreenQuery { seniority: Some("staff_principal".into()), ..Default::default() };
        assert_eq!(seniority.screen().unwrap().filters.seniority, Some(Seniority::StaffPrincipal));
    }

    #[test]
    fn skills_longer_than_the_document_allows_are_refused_naming_the_parameter() {
        let long = ScreenQuery { skills: Some("0".repeat(MAX_SKILLS_CHARS + 1)), ..Default::default() };
        let refused = long.screen().unwrap_err().to_string();
        assert!(refused.contains("skills"), "{refused}");
        let longest = ScreenQuery { skills: Some("0".repeat(MAX_SKILLS_CHARS)), ..Default::default() };
        assert!(longest.screen().is_ok());
    }

    #[test]
    fn skills_are_canonical_once_each_and_unknown_ones_match_nobody() {
        let ids = skill_ids("Go, golang, Kubernetes, Quux Lang").unwrap();
        assert_eq!(ids.len(), 3, "{ids:?}");
        assert_eq!(ids[0], VOCABULARY.skill("Go").unwrap().id);
        assert_eq!(ids[2], "unknown:quux lang");
        let many: Vec<String> = VOCABULARY.skills.iter().take(MAX_SKILLS + 1).map(|s| s.name.clone()).collect();
        assert!(skill_ids(&many.join(",")).is_err());
    }

    /// Each string field of the filters and the pattern the document gives it.
    fn documented_patterns() -> Vec<(String, regex::Regex)> {
        let RefOr::T(Schema::Object(object)) = closed_schema() else { panic!("an object schema") };
        let json = serde_json::to_value(&object).unwrap();
        let patterns: Vec<_> = json["properties"]
            .as_object()
            .unwrap()
            .iter()
            .filter_map(|(name, field)| Some((name.clone(), regex::Regex::new(field["pattern"].as_str()?).unwrap())))
            .collect();
        assert_eq!(patterns.len(), KEYS.len() - 4, "every field but the flags and figures has a pattern");
        patterns
    }

    #[test]
    fn what_is_stored_and_shown_back_matches_the_document() {
        let loose = ScreenQuery {
            seniority: Some(" senior ".into()),
            availability: Some("\u{85}".into()),
            work: Some("de:needs_sponsorship".into()),
            language: Some(" FR ".into()),
            relocate: Some("nl\n".into()),
            skills: Some(" Go,, golang ,Rust , ".into()),
            sort: Some("relevance".into()),
            facets: Some(true),
            job_types: Some("hybrid,remote,hybrid".into()),
            salary_min: Some(120_000),
            salary_max: Some(90_000),
            salary_currency: Some("eur".into()),
            salary_stated_only: Some(false),
        };
        let valid = loose.valid().unwrap();
        assert_eq!(
            valid,
            ScreenQuery {
                seniority: Some("senior".into()),
                availability: None,
                work: Some("DE:needs_sponsorship".into()),
                language: Some("fr".into()),
                relocate: Some("NL".into()),
                skills: Some("Go, Rust".into()),
                sort: None,
                facets: Some(true),
                job_types: Some("remote,hybrid".into()),
                salary_min: Some(90_000),
                salary_max: Some(120_000),
                salary_currency: Some("EUR".into()),
                salary_stated_only: None,
            }
        );
        let shown = serde_json::to_value(&valid).unwrap();
        for (name, pattern) in documented_patterns() {
            let value = shown[&name].as_str().unwrap_or("");
            assert!(pattern.is_match(value), "{name}: {value:?} does not match {pattern}");
        }
        let level = ScreenQuery { language: Some("de:native".into()), ..Default::default() }.valid().unwrap();
        assert_eq!(level.language.as_deref(), Some("de:native"), "a level given is kept");
        // Two unknown skills, told apart by their last word.
        let skill = |n: usize, word: &str| format!("{} {word}", "q".repeat(n - word.len() - 1));
        let two = |a: String, b: String| ScreenQuery { skills: Some(format!("{a},{b}")), ..Default::default() };
        let spaced = two(skill(249, "one"), skill(249, "two")).valid().unwrap().skills.unwrap();
        assert_eq!((spaced.chars().count(), spaced.contains(", ")), (500, true), "spaces kept within the limit");
        let wide = two(skill(249, "one"), skill(250, "two")).valid().unwrap().skills.unwrap();
        assert_eq!((wide.chars().count(), wide.contains(", ")), (500, false), "no space added past the limit");
    }

    #[test]
    fn the_documented_patterns_list_exactly_the_listed_codes() {
        let source = include_str!("screen_params.rs");
        let countries = lists::COUNTRIES.iter().map(|(c, _)| *c).collect::<Vec<_>>().join("|");
        let languages = lists::LANGUAGES.iter().map(|(c, _)| *c).collect::<Vec<_>>().join("|");
        let currencies: Vec<&str> = money::currencies::all().chain(["USD"]).collect();
        let rated = regex::Regex::new(r#"\("([A-Z]{3})", [0-9_.]+\)"#).unwrap();
        let rates: Vec<String> =
            rated.captures_iter(include_str!("../money/rates.rs")).map(|c| c[1].to_owned()).collect();
        assert!(currencies.iter().all(|c| rates.iter().any(|r| r == c)), "every country's currency is rated");
        // Each in the parameter's pattern and again in the saved filters' schema.
        assert_eq!(source.matches(&format!("({countries})")).count(), 4);
        assert_eq!(source.matches(&format!("({languages})")).count(), 2);
        assert_eq!(source.matches(&format!("^({})?$", rates.join("|"))).count(), 2);
    }
}
