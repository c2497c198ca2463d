//! Pure rules of saved searches: what a name and the saved criteria may be, and the
//! words of the alerts.

use crate::{
    error::ApiError,
    mail::model::{Action, EmailKind, NotificationEmail},
    search::{model::MAX_KEYWORD_CHARS, screen_params::ScreenQuery},
    seekers::model::JobType,
};

/// A recruiter keeps at most this many saved searches.
pub const MAX_SAVED_SEARCHES: i64 = 50;
pub const MAX_NAME_CHARS: usize = 80;
/// A city, region or country name longer than this is not a place.
pub const MAX_PLACE_CHARS: usize = 100;
/// New matches one check looks at (and remembers, so each alerts once); the count itself
/// is exact however many there are.
pub const MAX_TRACKED_MATCHES: usize = 100;
/// The alert e-mail goes out at most once a day per recruiter.
pub const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// A saved search's name as shown, and the key two names are compared by (case and
/// runs of spaces do not make a different name).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchName {
    pub shown: String,
    pub key: String,
}

impl SearchName {
    pub fn parse(raw: &str) -> Result<Self, ApiError> {
        let shown: String = raw.split_whitespace().collect::<Vec<_>>().join(" ");
        if shown.is_empty() {
            return Err(ApiError::validation("name_required", "Please give this search a name."));
        }
        if shown.chars().count() > MAX_NAME_CHARS {
            return Err(ApiError::validation(
                "name_too_long",
                format!("Please use a name of at most {MAX_NAME_CHARS} characters."),
            ));
        }
        if shown.chars().any(char::is_control) {
            return Err(ApiError::validation("invalid_name", "The name cannot contain control characters."));
        }
        Ok(Self { key: shown.to_lowercase(), shown })
    }
}

/// What a saved search looks for: the search page's keyword, job type, place and
/// flexible-location choice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Criteria {
    pub keyword: String,
    pub job_type: Option<JobType>,
    pub city: String,
    pub state: String,
    pub country: String,
    /// Widen the place (city, then region, then country) when nobody matches it.
    pub flexible: bool,
    /// The screening filters and order, as the search page's parameters.
    pub filters: ScreenQuery,
}

impl Criteria {
    pub fn parse(
        keyword: &str,
        job_type: Option<JobType>,
        place: [&str; 3],
        flexible: bool,
        filters: ScreenQuery,
    ) -> Result<Self, ApiError> {
        let keyword = keyword.trim();
        if keyword.chars().count() > MAX_KEYWORD_CHARS {
            return Err(ApiError::validation("keyword_too_long", "Please use a shorter search"));
        }
        let [city, state, country] = place.map(str::trim);
        if [city, state, country].iter().any(|p| p.chars().count() > MAX_PLACE_CHARS) {
            return Err(ApiError::validation("location_too_long", "Please choose a shorter location."));
        }
        Ok(Self {
            keyword: keyword.to_owned(),
            job_type,
            city: city.to_owned(),
            state: state.to_owned(),
            country: country.to_owned(),
            flexible,
            // Refused as the search refuses it; kept without the facets, which only a
            // page shows.
            filters: ScreenQuery { facets: None, ..filters.valid()? },
        })
    }

    pub fn filters_json(&self) -> String {
        serde_json::to_string(&self.filters).unwrap_or_else(|_| "{}".into())
    }
}

/// The filters a saved search stored, as the document spells them; what no longer reads
/// (written around the app) as none.
pub fn stored_filters(json: &str) -> ScreenQuery {
    serde_json::from_str::<ScreenQuery>(json).ok().and_then(|filters| filters.valid().ok()).unwrap_or_default()
}

/// A notification's title and message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub title: &'static str,
    pub message: String,
}

fn profiles(count: i64) -> String {
    if count == 1 { "1 new profile".to_owned() } else { format!("{count} new profiles") }
}

/// The in-app alert when a check finds `new` profiles nobody told the recruiter about.
pub fn alert_notice(name: &str, new: i64) -> Notice {
    let verb = if new == 1 { "matches" } else { "match" };
    Notice { title: "New Matches", message: format!("{} {verb} your saved search “{name}”.", profiles(new)) }
}

/// One saved search in the daily e-mail: its name and its new matches since last opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmailLine {
    pub name: String,
    pub new_count: i64,
}

/// The daily alert e-mail: names and counts only, never anything about a candidate.
pub fn alert_email(lines: &[EmailLine]) -> NotificationEmail {
    let subject = match lines {
        [one] => format!("New matches for “{}”", one.name),
        _ => "New matches for your saved searches".to_owned(),
    };
    let mut paragraphs = vec!["New candidate profiles match your saved searches on Veil:".to_owned()];
    paragraphs.extend(
        lines.iter().map(|line| format!("{}: {} since you last opened it", line.name, profiles(line.new_count))),
    );
    NotificationEmail {
        kind: EmailKind::SavedSearchAlerts,
        subject,
        paragraphs,
        action: Some(Action { label: "Open your dashboard".into(), path: "/recruiter-dashboard".into() }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_compared_without_case_and_bounded() {
        let name = SearchName::parse("  Rust   in  Berlin ").unwrap();
        assert_eq!(name.shown, "Rust in Berlin");
        assert_eq!(name.key, SearchName::parse("rust in berlin").unwrap().key);
        assert_eq!(SearchName::parse("Ärzte").unwrap().key, "ärzte");
        assert_eq!(SearchName::parse(&"x".repeat(80)).unwrap().shown.len(), 80);
        assert_eq!(SearchName::parse(&"x".repeat(81)).unwrap_err().code(), "name_too_long");
        assert_eq!(SearchName::parse("   ").unwrap_err().code(), "name_required");
        assert_eq!(SearchName::parse("a\u{7}b").unwrap_err().code(), "invalid_name");
    }

    #[test]
    fn criteria_are_trimmed_and_bounded() {
        let c = Criteria::parse(" rust ", Some(JobType::Remote), [" Berlin ", "", "Germany"], false, none()).unwrap();
        assert_eq!((c.keyword.as_str(), c.city.as_str(), c.country.as_str()), ("rust", "Berlin", "Germany"));
        assert!(!c.flexible);
        let long = "k".repeat(MAX_KEYWORD_CHARS + 1);
        assert_eq!(Criteria::parse(&long, None, ["", "", ""], true, none()).unwrap_err().code(), "keyword_too_long");
        let far = "p".repeat(MAX_PLACE_CHARS + 1);
        assert_eq!(Criteria::parse("", None, ["", &far, ""], true, none()).unwrap_err().code(), "location_too_long");
        assert!(Criteria::parse("", None, ["", "", ""], true, none()).is_ok(), "every new profile is a search too");
    }

    fn none() -> ScreenQuery {
        ScreenQuery::default()
    }

    #[test]
    fn filters_are_refused_as_the_search_refuses_them_and_kept_without_facets() {
        let asked = ScreenQuery { seniority: Some("senior".into()), facets: Some(true), ..none() };
        let kept = Criteria::parse("", None, ["", "", ""], true, asked).unwrap();
        assert_eq!(stored_filters(&kept.filters_json()), ScreenQuery { seniority: Some("senior".into()), ..none() });
        let wrong = ScreenQuery { work: Some("XX".into()), ..none() };
        assert_eq!(Criteria::parse("", None, ["", "", ""], true, wrong).unwrap_err().code(), "invalid_filter");
        assert_eq!(stored_filters("garbage"), none());
    }

    #[test]
    fn alerts_count_in_words() {
        assert_eq!(alert_notice("Rust", 1).message, "1 new profile matches your saved search “Rust”.");
        assert_eq!(alert_notice("Rust", 3).message, "3 new profiles match your saved search “Rust”.");
    }

    #[test]
    fn the_email_names_searches_and_counts_only_and_escapes_them() {
        let lines =
            [EmailLine { name: "Rust <Berlin>".into(), new_count: 2 }, EmailLine { name: "Go".into(), new_count: 1 }];
        let email = alert_email(&lines);
        assert_eq!(
            (email.kind, email.subject.as_str()),
            (EmailKind::SavedSearchAlerts, "New matches for your saved searches")
        );
        assert_eq!(email.paragraphs[1], "Rust <Berlin>: 2 new profiles since you last opened it");
        assert_eq!(email.paragraphs[2], "Go: 1 new profile since you last opened it");
        assert_eq!(email.action.unwrap().path, "/recruiter-dashboard");
        let one = alert_email(&lines[1..]);
        assert_eq!(one.subject, "New matches for “Go”");
    }
}
