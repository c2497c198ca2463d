//! The re-identification guard's rules: which other profiles form a job
//! seeker's crowd, how big a crowd is reported, and the warning and fixes shown.
//!
//! Another profile is in the crowd when a recruiter could mistake it for this one:
//! - the same location *as shown*: at city precision the same city, region and country;
//!   at region precision the same region and country (whatever the other profile's own
//!   precision, as long as it shows them); at country precision the same country; remote
//!   only puts no condition on the place;
//! - the same job title family: the vocabulary's title group of the most specific title
//!   in the headline ("Senior Backend Developer" is a backend developer; "Staff Rust
//!   engineer" an engineer, the family of developer, programmer, ...); another headline
//!   belongs to every family whose title it mentions, so a backend developer is also in
//!   the crowd of a "Developer". A headline naming no known title matches only the same
//!   headline, word for word;
//! - the same top skills: the first 3 skills listed (the ones cards show first), each as
//!   its canonical skill when the vocabulary knows it; another profile shares them when
//!   its own first 3 include at least 2 of them (all of them when fewer than 2 are listed);
//! - the same screening fields as shown, each of those given: seniority band,
//!   availability, status per country of work authorization, language at its level,
//!   country of relocation (the other profile may list more).
//!
//! Only values everyone is shown take part, so the count reveals nothing a recruiter
//! could not see, and it is reported as a bucket, never as a number or a list.

use std::sync::LazyLock;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::precision::{LocationPrecision, Place};
use crate::vocabulary::{VOCABULARY, words};

/// How many top skills are compared, and how many of them another profile must share.
pub const TOP_SKILLS: usize = 3;
pub const SHARED_TOP_SKILLS: usize = 2;
/// Fewer others than this, and the profile could be recognised.
pub const SAFE_CROWD: usize = 5;
const LARGE_CROWD: usize = 20;

/// How many others share the profile's shown location, title family and top skills.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum CrowdBucket {
    #[serde(rename = "fewer than 5")]
    FewerThan5,
    #[serde(rename = "5 to 20")]
    From5To20,
    #[serde(rename = "more than 20")]
    MoreThan20,
}

impl CrowdBucket {
    pub fn of(others: usize) -> Self {
        match others {
            n if n < SAFE_CROWD => Self::FewerThan5,
            n if n <= LARGE_CROWD => Self::From5To20,
            _ => Self::MoreThan20,
        }
    }

    pub fn is_risky(self) -> bool {
        self == Self::FewerThan5
    }
}

/// What a profile is compared on, already in the form the search index holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrowdKeys {
    /// The place at the chosen precision (what recruiters see).
    pub place: Place,
    /// The title family this headline is compared by.
    pub title: String,
    /// Keys of the top skills.
    pub top_skills: Vec<String>,
    /// The screening fields as shown (`screening::terms::crowd_keys`): another profile
    /// must show each of them too.
    pub screening: Vec<String>,
}

impl CrowdKeys {
    pub fn new(place: &Place, precision: LocationPrecision, headline: &str, skills: &[String]) -> Self {
        Self {
            place: place.shown(precision),
            title: title_key(headline),
            top_skills: top_skill_keys(skills),
            screening: Vec::new(),
        }
    }

    /// The same keys, with the screening fields a recruiter is shown.
    pub fn with_screening(self, screening: Vec<String>) -> Self {
        Self { screening, ..self }
    }

    /// How many of `top_skills` another profile's top skills must include.
    pub fn shared_skills_needed(&self) -> usize {
        self.top_skills.len().min(SHARED_TOP_SKILLS)
    }
}

/// A title group made of seniority words ("senior", "sr") is no job title.
fn is_title_family(group: &[Vec<String>]) -> bool {
    static SENIORITY: LazyLock<Vec<String>> = LazyLock::new(|| {
        #[derive(Deserialize)]
        struct Data {
            seniority: Vec<(String, String)>,
        }
        serde_json::from_str::<Data>(crate::vocabulary::SOURCE)
            .map(|d| d.seniority.into_iter().map(|(word, _)| word).collect())
            .unwrap_or_default()
    });
    !group.iter().any(|phrase| phrase.len() == 1 && SENIORITY.contains(&phrase[0]))
}

/// Each title the headline mentions: (start word, length, family index).
fn titles_in(headline_words: &[String]) -> Vec<(usize, usize, usize)> {
    let mut found = Vec::new();
    for (family, group) in VOCABULARY.titles.iter().enumerate() {
        if !is_title_family(group) {
            continue;
        }
        for phrase in group {
            for start in 0..headline_words.len() {
                if headline_words[start..].starts_with(phrase) {
                    found.push((start, phrase.len(), family));
                }
            }
        }
    }
    found
}

fn family_key(family: usize) -> String {
    format!("t:{}", VOCABULARY.titles[family][0].join(" "))
}

fn headline_key(headline_words: &[String]) -> String {
    format!("h:{}", headline_words.join(" "))
}

/// The most specific title (the longest; the first of equals): its span and family.
fn main_title(headline_words: &[String]) -> Option<(usize, usize, usize)> {
    titles_in(headline_words).into_iter().min_by_key(|&(start, len, _)| (std::cmp::Reverse(len), start))
}

/// The key this headline is compared by.
pub fn title_key(headline: &str) -> String {
    let words = words::words(headline);
    main_title(&words).map_or_else(|| headline_key(&words), |(_, _, family)| family_key(family))
}

/// Every key another profile's headline matches: each family it mentions, and itself.
pub fn title_keys(headline: &str) -> Vec<String> {
    let words = words::words(headline);
    let mut keys: Vec<String> = titles_in(&words).into_iter().map(|(_, _, family)| family_key(family)).collect();
    keys.push(headline_key(&words));
    keys.sort();
    keys.dedup();
    keys
}

/// Keys of the first 3 skills: the canonical id, or the words as typed.
pub fn top_skill_keys(skills: &[String]) -> Vec<String> {
    let mut keys: Vec<String> = Vec::new();
    for skill in skills.iter().filter(|s| !s.trim().is_empty()).take(TOP_SKILLS) {
        let key = match VOCABULARY.skill(skill) {
            Some(known) => format!("id:{}", known.id),
            None => format!("s:{}", words::words(skill).join(" ")),
        };
        if !keys.contains(&key) {
            keys.push(key);
        }
    }
    keys
}

/// The headline cut down to its title ("Staff Rust engineer at a fintech" -> "Engineer"),
/// or `None` when it names no known title or is that title already.
pub fn generalised_headline(headline: &str) -> Option<String> {
    let words = words::words(headline);
    let (start, len, _) = main_title(&words)?;
    if len == words.len() {
        return None;
    }
    Some(words[start..start + len].iter().map(|w| display_word(w)).collect::<Vec<_>>().join(" "))
}

fn display_word(word: &str) -> String {
    static SPELLINGS: LazyLock<Vec<(String, String)>> = LazyLock::new(|| {
        #[derive(Deserialize)]
        struct Data {
            display_spellings: Vec<(String, String)>,
        }
        serde_json::from_str::<Data>(crate::vocabulary::SOURCE).map(|d| d.display_spellings).unwrap_or_default()
    });
    if let Some((_, spelling)) = SPELLINGS.iter().find(|(key, _)| key == word) {
        return spelling.clone();
    }
    let mut chars = word.chars();
    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// The warning the job seeker sees, worded from the bucket (the exact count is never
/// given out): `None` when the crowd is large enough.
pub fn warning(bucket: CrowdBucket, precision: LocationPrecision) -> Option<String> {
    if !bucket.is_risky() {
        return None;
    }
    let shared = match precision.noun() {
        Some(place) => format!("your {place}, title and top skills"),
        None => "your title and top skills".to_owned(),
    };
    Some(format!(
        "Fewer than {SAFE_CROWD} other profiles share {shared}. Someone who knows you could recognise this profile."
    ))
}

/// A one-click change that makes the crowd larger.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fix {
    ShowRegion,
    ShowCountry,
    GeneraliseHeadline(String),
}

/// The fixes that change something for this draft, in the order they are offered.
pub fn fixes(place: &Place, precision: LocationPrecision, headline: &str) -> Vec<Fix> {
    let mut out = Vec::new();
    if precision == LocationPrecision::City && !place.state.trim().is_empty() {
        out.push(Fix::ShowRegion);
    }
    if matches!(precision, LocationPrecision::City | LocationPrecision::Region) && !place.country.trim().is_empty() {
        out.push(Fix::ShowCountry);
    }
    if let Some(general) = generalised_headline(headline) {
        out.push(Fix::GeneraliseHeadline(general));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn skills(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn buckets_have_their_boundaries_at_5_and_20() {
        assert_eq!(CrowdBucket::of(0), CrowdBucket::FewerThan5);
        assert_eq!(CrowdBucket::of(4), CrowdBucket::FewerThan5);
        assert_eq!(CrowdBucket::of(5), CrowdBucket::From5To20);
        assert_eq!(CrowdBucket::of(20), CrowdBucket::From5To20);
        assert_eq!(CrowdBucket::of(21), CrowdBucket::MoreThan20);
        assert_eq!(serde_json::to_string(&CrowdBucket::From5To20).unwrap(), "\"5 to 20\"");
    }

    #[test]
    fn the_most_specific_title_is_the_family() {
        assert_eq!(title_key("Senior Backend Developer"), "t:backend engineer");
        assert_eq!(title_key("Staff Rust engineer"), "t:developer");
        assert_eq!(title_key("Senior"), "h:senior", "seniority alone is no title");
        assert_eq!(title_key("Beekeeper, 10 years"), "h:beekeeper 10 years");
    }

    #[test]
    fn a_headline_matches_every_family_it_mentions_and_itself() {
        let keys = title_keys("Senior Backend Developer");
        assert!(keys.contains(&"t:backend engineer".to_owned()));
        assert!(keys.contains(&"t:developer".to_owned()), "{keys:?}");
        assert!(keys.contains(&"h:senior backend developer".to_owned()));
        assert!(!keys.iter().any(|k| k == "t:senior"));
    }

    #[test]
    fn top_skills_are_the_first_three_by_canonical_skill() {
        assert_eq!(top_skill_keys(&skills(&["golang", "Postgres", "Beekeeping", "Rust"])).len(), 3);
        assert_eq!(top_skill_keys(&skills(&["golang", "Go"])).len(), 1, "one skill by two names");
        assert_eq!(top_skill_keys(&skills(&["Beekeeping"])), vec!["s:beekeeping".to_owned()]);
        let keys = CrowdKeys::new(&Place::default(), LocationPrecision::City, "Dev", &skills(&["Rust"]));
        assert_eq!(keys.shared_skills_needed(), 1);
    }

    #[test]
    fn the_headline_generalises_to_its_title() {
        assert_eq!(generalised_headline("Staff Rust engineer at a fintech").as_deref(), Some("Engineer"));
        assert_eq!(generalised_headline("Senior QA engineer").as_deref(), Some("QA Engineer"));
        assert_eq!(generalised_headline("Engineer"), None, "already general");
        assert_eq!(generalised_headline("Beekeeper"), None, "no known title");
    }

    #[test]
    fn the_warning_names_the_precision_and_only_the_bucket() {
        let city = warning(CrowdBucket::FewerThan5, LocationPrecision::City).unwrap();
        assert_eq!(
            city,
            "Fewer than 5 other profiles share your city, title and top skills. Someone who knows you could recognise this profile."
        );
        assert!(warning(CrowdBucket::FewerThan5, LocationPrecision::Country).unwrap().contains("your country, title"));
        assert!(warning(CrowdBucket::FewerThan5, LocationPrecision::Remote).unwrap().contains("share your title and"));
        assert_eq!(warning(CrowdBucket::From5To20, LocationPrecision::City), None);
    }

    #[test]
    fn fixes_offer_only_what_changes_something() {
        let place = Place {
            location: "Tampere, Pirkanmaa, Finland".into(),
            city: "Tampere".into(),
            state: "Pirkanmaa".into(),
            country: "Finland".into(),
        };
        assert_eq!(
            fixes(&place, LocationPrecision::City, "Staff Rust engineer"),
            vec![Fix::ShowRegion, Fix::ShowCountry, Fix::GeneraliseHeadline("Engineer".into())]
        );
        assert_eq!(fixes(&place, LocationPrecision::Region, "Engineer"), vec![Fix::ShowCountry]);
        assert!(fixes(&place, LocationPrecision::Country, "Engineer").is_empty());
    }
}
