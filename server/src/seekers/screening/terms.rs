//! The screening fields as the search index's terms (one field, `screen`, each term
//! `kind:value`): what a profile carries, what a search filter asks for, and what the
//! re-identification guard compares. A language carries its level and every level below
//! (a native speaker is found by "professional" too); everything else is carried as is.

use super::{Availability, LanguageLevel, Screening, Seniority, WorkStatus, spelling};

/// Carried by a profile that states no salary (a search may leave such profiles out).
pub const NO_SALARY: &str = "salary:none";

pub fn seniority(band: Seniority) -> String {
    format!("seniority:{}", spelling(band))
}

pub fn availability(when: Availability) -> String {
    format!("availability:{}", spelling(when))
}

/// Authorized or needing sponsorship in `country`, either.
pub fn works_in(country: &str) -> String {
    format!("work:{country}")
}

pub fn work_status(country: &str, status: WorkStatus) -> String {
    format!("work:{country}:{}", spelling(status))
}

/// Speaks `language` at `level` or better.
pub fn speaks(language: &str, level: LanguageLevel) -> String {
    format!("language:{language}:{}", spelling(level))
}

/// Would relocate to `country`.
pub fn relocates_to(country: &str) -> String {
    format!("relocate:{country}")
}

/// Speaks `language` at exactly `level` (what the profile shows; the guard compares it).
fn speaks_exactly(language: &str, level: LanguageLevel) -> String {
    format!("language-is:{language}:{}", spelling(level))
}

/// Every term a profile with `screening` carries. Open to relocation without a country
/// named: every listed country.
pub fn of(screening: &Screening) -> Vec<String> {
    let mut terms = crowd_keys(screening);
    for entry in &screening.work_authorization {
        terms.push(works_in(&entry.country));
    }
    for entry in &screening.languages {
        terms.extend(LanguageLevel::ALL.into_iter().filter(|l| *l <= entry.level).map(|l| speaks(&entry.language, l)));
    }
    if screening.relocation.open && screening.relocation.countries.is_empty() {
        terms.extend(super::lists::COUNTRIES.iter().map(|(code, _)| relocates_to(code)));
    }
    terms
}

/// What a recruiter is shown of the screening fields, as terms: another profile with all
/// of them could be mistaken for this one (`search::crowd`).
pub fn crowd_keys(screening: &Screening) -> Vec<String> {
    let mut keys = Vec::new();
    keys.extend(screening.seniority.map(seniority));
    keys.extend(screening.availability.map(availability));
    for entry in &screening.work_authorization {
        keys.push(work_status(&entry.country, entry.status));
    }
    for entry in &screening.languages {
        keys.push(speaks_exactly(&entry.language, entry.level));
    }
    for country in &screening.relocation.countries {
        keys.push(relocates_to(country));
    }
    keys
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seekers::screening::{Language, Relocation, WorkAuthorization};

    #[test]
    fn a_profile_carries_each_value_its_languages_at_every_level_below_and_its_countries() {
        let screening = Screening {
            seniority: Some(Seniority::StaffPrincipal),
            availability: Some(Availability::WithinThreeMonths),
            work_authorization: vec![WorkAuthorization { country: "DE".into(), status: WorkStatus::NeedsSponsorship }],
            languages: vec![Language { language: "de".into(), level: LanguageLevel::Professional }],
            relocation: Relocation { open: true, countries: vec!["NL".into()] },
        };
        let terms = of(&screening);
        for expected in [
            "seniority:staff_principal",
            "availability:within_three_months",
            "work:DE",
            "work:DE:needs_sponsorship",
            "language:de:basic",
            "language:de:professional",
            "relocate:NL",
        ] {
            assert!(terms.iter().any(|t| t == expected), "{expected} in {terms:?}");
        }
        assert!(!terms.iter().any(|t| t == "language:de:native" || t == "work:DE:authorized" || t == "relocate:DE"));
        assert!(of(&Screening::default()).is_empty());
    }

    #[test]
    fn open_to_anywhere_relocates_to_every_listed_country_but_the_guard_compares_what_is_shown() {
        let anywhere = Screening { relocation: Relocation { open: true, countries: Vec::new() }, ..Default::default() };
        assert!(of(&anywhere).contains(&relocates_to("JP")));
        assert!(crowd_keys(&anywhere).is_empty());
        let native = Screening {
            languages: vec![Language { language: "fr".into(), level: LanguageLevel::Native }],
            ..Default::default()
        };
        assert_eq!(crowd_keys(&native), ["language-is:fr:native"]);
    }
}
