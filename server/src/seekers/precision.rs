//! How precisely others see a job seeker's location. The owner chooses
//! city, region, country or remote only; recruiters, the search index and its location
//! filters get only that much. The precise place stays the owner's.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A TEXT column on both databases, spelled as in JSON.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema, sqlx::Type)]
#[serde(rename_all = "lowercase")]
#[sqlx(type_name = "text", rename_all = "lowercase")]
pub enum LocationPrecision {
    /// Today's behaviour, and what existing profiles keep.
    #[default]
    City,
    /// The region (state, province) and country.
    Region,
    Country,
    /// No place at all.
    Remote,
}

impl LocationPrecision {
    /// The word the re-identification warning uses for this much location, if any.
    pub fn noun(self) -> Option<&'static str> {
        match self {
            Self::City => Some("city"),
            Self::Region => Some("region"),
            Self::Country => Some("country"),
            Self::Remote => None,
        }
    }
}

/// A place as a profile stores it: the text shown ("City, State, Country") and its parts.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Place {
    pub location: String,
    pub city: String,
    pub state: String,
    pub country: String,
}

impl Place {
    /// What others see at `precision`. Coarser than the city, the text is rebuilt from
    /// the parts that remain: a free-text location without parts (typed around the place
    /// search) could name the city, so it is not shown at all.
    pub fn shown(&self, precision: LocationPrecision) -> Place {
        let (state, country) = match precision {
            LocationPrecision::City => return self.clone(),
            LocationPrecision::Region => (self.state.trim(), self.country.trim()),
            LocationPrecision::Country => ("", self.country.trim()),
            LocationPrecision::Remote => ("", ""),
        };
        let location = [state, country].into_iter().filter(|p| !p.is_empty()).collect::<Vec<_>>().join(", ");
        Place { location, city: String::new(), state: state.to_owned(), country: country.to_owned() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tampere() -> Place {
        Place {
            location: "Tampere, Pirkanmaa, Finland".into(),
            city: "Tampere".into(),
            state: "Pirkanmaa".into(),
            country: "Finland".into(),
        }
    }

    #[test]
    fn city_precision_shows_the_place_as_saved() {
        assert_eq!(tampere().shown(LocationPrecision::City), tampere());
    }

    #[test]
    fn coarser_precisions_never_carry_the_city() {
        let region = tampere().shown(LocationPrecision::Region);
        assert_eq!(region.location, "Pirkanmaa, Finland");
        assert_eq!((region.city.as_str(), region.state.as_str()), ("", "Pirkanmaa"));
        let country = tampere().shown(LocationPrecision::Country);
        assert_eq!(country, Place { location: "Finland".into(), country: "Finland".into(), ..Place::default() });
        assert_eq!(tampere().shown(LocationPrecision::Remote), Place::default());
    }

    #[test]
    fn a_region_without_a_state_is_the_country() {
        let place = Place { state: String::new(), ..tampere() };
        assert_eq!(place.shown(LocationPrecision::Region).location, "Finland");
    }

    #[test]
    fn free_text_without_parts_is_not_shown_coarser_than_the_city() {
        let typed = Place { location: "Tampere".into(), ..Place::default() };
        assert_eq!(typed.shown(LocationPrecision::City).location, "Tampere");
        assert_eq!(typed.shown(LocationPrecision::Country).location, "");
    }

    #[test]
    fn precisions_are_stored_in_their_json_spelling() {
        assert_eq!(serde_json::to_string(&LocationPrecision::Remote).unwrap(), "\"remote\"");
        assert_eq!(serde_json::from_str::<LocationPrecision>("\"region\"").unwrap(), LocationPrecision::Region);
        assert_eq!(LocationPrecision::default(), LocationPrecision::City);
    }
}
