//! What a recruiter screens on before keywords, as optional and coarse profile fields:
//! a seniority band (not years), when the person could start (not a date), whether they
//! may work in a country or need sponsorship there (not a visa type), languages at one of
//! three levels, and whether and where they would relocate. Coarse on purpose: each value
//! is one many people share, so showing it and searching by it does not single anyone
//! out (the re-identification guard counts them all the same, `terms::crowd_keys`).
//!
//! Stored as JSON in one column (`profiles.screening`); kept whole in each search card.

pub mod lists;
pub mod terms;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::ApiError;

/// Countries or languages a profile lists at most, per list.
pub const MAX_LISTED: usize = 10;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Seniority {
    Entry,
    Mid,
    Senior,
    StaffPrincipal,
    LeadManager,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Availability {
    Now,
    WithinMonth,
    WithinThreeMonths,
    JustLooking,
}

/// Whether a person may work in a country as they are, or would need a sponsor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum WorkStatus {
    Authorized,
    NeedsSponsorship,
}

/// Ordered: a higher level includes the lower ones when searching.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LanguageLevel {
    Basic,
    Professional,
    Native,
}

impl Seniority {
    pub const ALL: [Self; 5] = [Self::Entry, Self::Mid, Self::Senior, Self::StaffPrincipal, Self::LeadManager];
}

impl Availability {
    pub const ALL: [Self; 4] = [Self::Now, Self::WithinMonth, Self::WithinThreeMonths, Self::JustLooking];
}

impl WorkStatus {
    pub const ALL: [Self; 2] = [Self::Authorized, Self::NeedsSponsorship];
}

impl LanguageLevel {
    pub const ALL: [Self; 3] = [Self::Basic, Self::Professional, Self::Native];
}

/// The JSON spelling of one of the enums above (`senior`, `needs_sponsorship`).
pub fn spelling<T: Serialize>(value: T) -> String {
    serde_json::to_value(value).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
}

/// Parses the JSON spelling of one of the enums above.
pub fn parse<T: for<'de> Deserialize<'de>>(raw: &str) -> Option<T> {
    serde_json::from_value(serde_json::Value::String(raw.trim().to_owned())).ok()
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WorkAuthorization {
    /// ISO 3166-1 alpha-2, from the fixed list.
    #[schema(
        pattern = r"^(AR|AT|AU|BE|BR|CA|CH|CL|CN|CO|CZ|DE|DK|EE|EG|ES|FI|FR|GB|GR|HK|HU|ID|IE|IL|IN|IT|JP|KE|KR|LT|LU|MX|MY|NG|NL|NO|NZ|PH|PL|PT|RO|SE|SG|TR|TW|UA|AE|US|VN|ZA)$"
    )]
    pub country: String,
    pub status: WorkStatus,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Language {
    /// ISO 639-1, from the fixed list.
    #[schema(
        pattern = r"^(ar|bn|cs|da|de|el|en|es|fi|fr|he|hi|hu|id|it|ja|ko|nl|no|pl|pt|ro|ru|sv|sw|th|tr|uk|ur|vi|zh)$"
    )]
    pub language: String,
    pub level: LanguageLevel,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Relocation {
    #[serde(default)]
    #[schema(required = true)]
    pub open: bool,
    /// Where to, from the fixed list; empty while open: anywhere.
    #[serde(default)]
    #[schema(schema_with = country_codes_schema, required = true)]
    pub countries: Vec<String>,
}

// Every field is written even when empty: the search card is postcard, which reads
// fields by position. Each is always in an answer and may be left out of a request.
// (A `//` comment: a doc comment would change the OpenAPI document.)
/// The screening fields; every one optional.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Screening {
    #[serde(default)]
    #[schema(required = true)]
    pub seniority: Option<Seniority>,
    #[serde(default)]
    #[schema(required = true)]
    pub availability: Option<Availability>,
    #[serde(default)]
    #[schema(max_items = 10, required = true)]
    pub work_authorization: Vec<WorkAuthorization>,
    #[serde(default)]
    #[schema(max_items = 10, required = true)]
    pub languages: Vec<Language>,
    #[serde(default)]
    #[schema(required = true)]
    pub relocation: Relocation,
}

/// At most 10 country codes (ISO 3166-1 alpha-2) from the fixed list.
fn country_codes_schema() -> utoipa::openapi::schema::Array {
    use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Type};
    let code = ObjectBuilder::new().schema_type(Type::String).pattern(Some(
        r"^(AR|AT|AU|BE|BR|CA|CH|CL|CN|CO|CZ|DE|DK|EE|EG|ES|FI|FR|GB|GR|HK|HU|ID|IE|IL|IN|IT|JP|KE|KR|LT|LU|MX|MY|NG|NL|NO|NZ|PH|PL|PT|RO|SE|SG|TR|TW|UA|AE|US|VN|ZA)$",
    ));
    ArrayBuilder::new().items(code).max_items(Some(MAX_LISTED)).build()
}

fn invalid(message: impl Into<String>) -> ApiError {
    ApiError::validation("invalid_screening", message)
}

impl Screening {
    /// The stored JSON; a row written before the column, or around the app, reads as empty.
    pub fn from_stored(json: &str) -> Self {
        serde_json::from_str(json).unwrap_or_default()
    }

    pub fn to_stored(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| "{}".into())
    }

    /// The same with codes as listed, each country and language once, relocation
    /// countries only while open; a code off the lists or a list too long is refused,
    /// naming the field.
    pub fn validated(&self) -> Result<Self, ApiError> {
        let mut work_authorization: Vec<WorkAuthorization> = Vec::new();
        for entry in &self.work_authorization {
            let country = lists::country(&entry.country)
                .ok_or_else(|| invalid(format!("Work authorization: unknown country `{}`", entry.country)))?;
            // A country listed again is the same country: the first entry stands, as the
            // document cannot say "each country once" of a list of objects.
            if !work_authorization.iter().any(|e| e.country == country) {
                work_authorization.push(WorkAuthorization { country: country.to_owned(), status: entry.status });
            }
        }
        let mut languages: Vec<Language> = Vec::new();
        for entry in &self.languages {
            let language = lists::language(&entry.language)
                .ok_or_else(|| invalid(format!("Languages: unknown language `{}`", entry.language)))?;
            if !languages.iter().any(|e| e.language == language) {
                languages.push(Language { language: language.to_owned(), level: entry.level });
            }
        }
        let mut countries: Vec<String> = Vec::new();
        for code in self.relocation.countries.iter().filter(|_| self.relocation.open) {
            let country =
                lists::country(code).ok_or_else(|| invalid(format!("Relocation: unknown country `{code}`")))?;
            if !countries.iter().any(|c| c == country) {
                countries.push(country.to_owned());
            }
        }
        for (name, len) in [
            ("Work authorization", work_authorization.len()),
            ("Languages", languages.len()),
            ("Relocation", countries.len()),
        ] {
            if len > MAX_LISTED {
                return Err(invalid(format!("{name}: list at most {MAX_LISTED}")));
            }
        }
        Ok(Self {
            seniority: self.seniority,
            availability: self.availability,
            work_authorization,
            languages,
            relocation: Relocation { open: self.relocation.open, countries },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A code the document allows is never refused: the patterns list exactly the codes.
    #[test]
    fn the_documented_patterns_list_exactly_the_listed_codes() {
        let source = include_str!("mod.rs");
        let countries = lists::COUNTRIES.iter().map(|(c, _)| *c).collect::<Vec<_>>().join("|");
        let languages = lists::LANGUAGES.iter().map(|(c, _)| *c).collect::<Vec<_>>().join("|");
        assert_eq!(source.matches(&format!("^({countries})$")).count(), 2, "work authorization, relocation");
        assert_eq!(source.matches(&format!("^({languages})$")).count(), 1, "languages");
    }

    fn authorized(country: &str) -> WorkAuthorization {
        WorkAuthorization { country: country.into(), status: WorkStatus::Authorized }
    }

    #[test]
    fn codes_are_normalised_and_relocation_countries_need_openness() {
        let draft = Screening {
            work_authorization: vec![authorized("de")],
            languages: vec![Language { language: "EN".into(), level: LanguageLevel::Native }],
            relocation: Relocation { open: false, countries: vec!["NL".into()] },
            ..Default::default()
        };
        let valid = draft.validated().unwrap();
        assert_eq!(valid.work_authorization[0].country, "DE");
        assert_eq!(valid.languages[0].language, "en");
        assert!(valid.relocation.countries.is_empty());
        let open =
            Screening { relocation: Relocation { open: true, countries: vec!["nl".into(), "NL".into()] }, ..draft };
        assert_eq!(open.validated().unwrap().relocation.countries, ["NL"]);
    }

    #[test]
    fn unknown_codes_and_long_lists_are_refused_naming_the_field_and_a_code_listed_again_is_dropped() {
        let unknown = Screening { work_authorization: vec![authorized("XX")], ..Default::default() };
        assert!(unknown.validated().unwrap_err().to_string().contains("Work authorization"));
        let needs = WorkAuthorization { country: "de".into(), status: WorkStatus::NeedsSponsorship };
        let twice = Screening { work_authorization: vec![authorized("DE"), needs], ..Default::default() };
        assert_eq!(twice.validated().unwrap().work_authorization, [authorized("DE")], "the first entry stands");
        let language = Screening {
            languages: vec![Language { language: "xx".into(), level: LanguageLevel::Basic }],
            ..Default::default()
        };
        assert!(language.validated().unwrap_err().to_string().contains("Languages"));
        let many: Vec<_> = lists::COUNTRIES.iter().take(MAX_LISTED + 1).map(|(c, _)| authorized(c)).collect();
        assert!(Screening { work_authorization: many, ..Default::default() }.validated().is_err());
    }

    #[test]
    fn spellings_read_back_and_stored_json_survives_garbage() {
        for band in Seniority::ALL {
            assert_eq!(parse::<Seniority>(&spelling(band)), Some(band));
        }
        assert_eq!(spelling(Seniority::StaffPrincipal), "staff_principal");
        assert_eq!(parse::<Availability>("within_month"), Some(Availability::WithinMonth));
        assert_eq!(parse::<Availability>("soon"), None);
        assert_eq!(Screening::from_stored("not json"), Screening::default());
        let full = Screening { seniority: Some(Seniority::Senior), ..Default::default() };
        assert_eq!(Screening::from_stored(&full.to_stored()), full);
    }
}
