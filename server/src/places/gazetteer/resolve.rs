//! Typed text to a place, for a location field left without picking a suggestion: one
//! clear match is taken, several ask the person to pick, none says so.

use super::{Gazetteer, Narrowing, fold};

/// The most candidates offered to pick from.
const MAX_CANDIDATES: usize = 8;
/// Among places with the typed name, the most populous is the clear match when it has at
/// least this many times the people of the next: "Berlin" is Germany's, "Paris" is
/// France's, "Springfield" asks.
const CLEAR_MATCH_FACTOR: u64 = 10;

/// What typed text names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Resolution<P> {
    Match(P),
    /// Most populous first.
    Choose(Vec<P>),
    NotFound,
}

/// Decides among the places named exactly as typed, given as (population, place) with the
/// most populous first; `exact_address` is the one whose whole address was typed, if any.
pub fn decide<P: Copy>(named: &[(u64, P)], exact_address: Option<P>) -> Resolution<P> {
    if let Some(place) = exact_address {
        return Resolution::Match(place);
    }
    match named {
        [] => Resolution::NotFound,
        [(_, only)] => Resolution::Match(*only),
        [(first, place), (second, _), ..] if *first >= second.saturating_mul(CLEAR_MATCH_FACTOR).max(1) => {
            Resolution::Match(*place)
        }
        _ => Resolution::Choose(named.iter().take(MAX_CANDIDATES).map(|&(_, p)| p).collect()),
    }
}

impl Gazetteer {
    /// Resolves text typed into a location field: the name before the first comma must be
    /// a place's whole name (accents, case and punctuation ignored); text after commas
    /// narrows by region or country as in autocomplete. Returns place indexes.
    pub(super) fn resolve_indexes(&self, input: &str) -> Resolution<usize> {
        if input.chars().count() > super::MAX_INPUT_CHARS {
            return Resolution::NotFound;
        }
        let mut parts = input.split(',');
        let name = fold(parts.next().unwrap_or_default());
        if name.is_empty() {
            return Resolution::NotFound;
        }
        let qualifiers: Vec<String> = parts.map(fold).filter(|q| !q.is_empty()).collect();
        let narrowing = Narrowing::new(self, &qualifiers);
        let mut named: Vec<(u64, usize)> = self
            .prefix_range(&self.names, &name)
            .iter()
            .filter(|entry| entry.offset == 0 && self.text_of(entry) == name)
            .map(|entry| entry.place as usize)
            .filter(|&place| narrowing.allows(&self.places[place]))
            .map(|place| (u64::from(self.places[place].population), place))
            .collect();
        named.sort_by_key(|&(population, _)| std::cmp::Reverse(population));
        named.dedup_by_key(|(_, place)| *place);
        let typed = fold(input);
        let exact_address = named.iter().map(|&(_, p)| p).find(|&p| fold(&self.address(&self.places[p])) == typed);
        decide(&named, exact_address)
    }
}

#[cfg(test)]
mod tests {
    use super::{Resolution, decide};

    #[test]
    fn nothing_named_so_is_not_found() {
        assert_eq!(decide::<u32>(&[], None), Resolution::NotFound);
    }

    #[test]
    fn a_single_place_is_the_match() {
        assert_eq!(decide(&[(10, 'a')], None), Resolution::Match('a'));
    }

    #[test]
    fn a_place_ten_times_the_next_is_the_clear_match() {
        assert_eq!(decide(&[(3_400_000, 'b'), (1_000, 'n')], None), Resolution::Match('b'));
        assert_eq!(decide(&[(100, 'x'), (10, 'y')], None), Resolution::Match('x'));
    }

    #[test]
    fn places_of_similar_size_ask_to_pick_most_populous_first() {
        assert_eq!(
            decide(&[(160_000, 'm'), (60_000, 'o'), (50_000, 'i')], None),
            Resolution::Choose(vec!['m', 'o', 'i'])
        );
        assert_eq!(decide(&[(0, 'a'), (0, 'b')], None), Resolution::Choose(vec!['a', 'b']));
    }

    #[test]
    fn at_most_eight_candidates() {
        let many: Vec<(u64, usize)> = (0..20).map(|i| (1_000, i)).collect();
        assert_eq!(decide(&many, None), Resolution::Choose((0..8).collect()));
    }

    #[test]
    fn a_whole_address_typed_out_is_the_match_whatever_its_size() {
        assert_eq!(decide(&[(160_000, 'm'), (60_000, 'o')], Some('o')), Resolution::Match('o'));
    }
}
