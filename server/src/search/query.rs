//! Turns a search request into a Tantivy query: every keyword unit must match somewhere
//! (BM25 over the weighted text fields), a unit the vocabulary knows through any of its
//! synonyms (`synonyms`), the last keyword also as a prefix; filters for job type and
//! location; the searcher's own profile excluded. Typos are tolerated the way Typesense
//! does it: only when the keywords as typed find nobody, so "reac" finds React rather
//! than everyone whose pitch says "recently". When nobody matches every unit, the last
//! units stop being required one by one (Meilisearch's `matchingStrategy: last`).

use std::collections::HashMap;

use tantivy::{Searcher, Term, schema::Field};
use veil_search::{Node, Plan, Range, Total};

use super::{
    card::Hit,
    expand::{self, Expansion, Lookup},
    facets,
    highlight::Matched,
    index::{SearchIndex, location_key},
    model::{LocationFilter, SearchRequest},
    screen::FacetCounts,
    synonyms::{self, Known, Unit},
};
use crate::vocabulary::{phrase_tokens, words};

/// A synonym ranks a little below the words as typed.
pub const SYNONYM_WEIGHT: f32 = 0.9;
/// A canonical skill id found among the profile's skills.
pub const SKILL_ID_WEIGHT: f32 = 2.5;
const MAX_KEYWORDS: usize = 8;

/// Keywords as the index analyses them (lower-cased, accents folded, "C++" whole), at most 8.
pub fn keywords(text: &str) -> Vec<String> {
    let mut out = words::words(text);
    out.truncate(MAX_KEYWORDS);
    out
}

/// Edits allowed for a keyword: none for short words, where one edit is another word.
pub fn typo_distance(word: &str) -> u8 {
    match word.chars().count() {
        0..=3 => 0,
        4..=7 => 1,
        _ => 2,
    }
}

/// How loosely keywords match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Matching {
    /// Whole words, and the last keyword also as a prefix.
    AsTyped,
    /// Also words within `typo_distance` edits (the last keyword's prefix within one).
    WithTypos,
}

/// How a search runs; the server always uses the default (synonyms on, only the windows
/// that may hold a match of the page read). The benchmark turns each off to measure it.
#[derive(Debug, Clone, Copy)]
pub struct Options {
    pub synonyms: bool,
    /// Score and count every match (exact totals). Off: only the windows of the index
    /// that may hold one of the page's matches are read (`veil_search`), so a total
    /// above 1,000 may be an estimate; the page is the same. Measured at a million
    /// profiles: p50 over the benchmark's mix a third lower, a broad word's page five
    /// times faster (docs/search.md).
    pub exhaustive: bool,
}

impl Default for Options {
    fn default() -> Self {
        Self { synonyms: true, exhaustive: false }
    }
}

/// What a search found.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// This page's profiles with their stored cards, best first.
    pub hits: Vec<Hit>,
    /// How many matched: exact up to `veil_search::EXACT_UP_TO`, estimated beyond.
    pub total: Total,
    /// The location filter that found them (the request's own when nothing matched, so
    /// an empty answer never claims to have widened).
    pub location: LocationFilter,
    /// Not every keyword had to match (nobody matched them all).
    pub relaxed: bool,
    /// What the query looked for, to highlight the matched skills.
    pub matched: Matched,
    /// Each facet's choices counted, when the request asked (`Screen::facets`).
    pub facets: Option<FacetCounts>,
}

/// What one search looked up in the index and the vocabulary, kept across its attempts:
/// widening the location or requiring fewer keywords asks for the same words again, and
/// typo lookups (edit-distance automata over every field's dictionary) are the costly ones.
#[derive(Default)]
struct Lookups {
    expansions: HashMap<(String, Lookup), Vec<Expansion>>,
    corrections: HashMap<(String, u8), Option<Known>>,
}

impl Lookups {
    fn expansions(
        &mut self,
        searcher: &Searcher,
        fields: &[Field],
        word: &str,
        lookup: Lookup,
    ) -> anyhow::Result<Vec<Expansion>> {
        let key = (word.to_owned(), lookup);
        if let Some(found) = self.expansions.get(&key) {
            return Ok(found.clone());
        }
        let found = expand::expansions(searcher, fields, word, lookup)?;
        self.expansions.insert(key, found.clone());
        Ok(found)
    }

    fn corrected(&mut self, word: &str, typos: u8) -> Option<Known> {
        self.corrections.entry((word.to_owned(), typos)).or_insert_with(|| synonyms::corrected(word, typos)).clone()
    }
}

struct Builder<'a> {
    searcher: &'a Searcher,
    index: &'a SearchIndex,
    matching: Matching,
    synonyms: bool,
    matched: Matched,
    lookups: &'a mut Lookups,
}

impl Builder<'_> {
    /// The unit's node, each of its terms read once (`Node::merged`).
    fn unit(&mut self, unit: &Unit, is_last: bool) -> anyhow::Result<Node> {
        let node = match unit {
            Unit::Word(word) => self.word(word, is_last)?,
            Unit::Known(known) => self.known(known, is_last)?,
        };
        Ok(node.merged())
    }

    /// Every field, for the word itself and each index word it stands for (completions,
    /// corrections), weighted by field and by how the word relates to the keyword.
    fn word(&mut self, word: &str, is_last: bool) -> anyhow::Result<Node> {
        let weighted = self.index.fields.weighted_text();
        let fields: Vec<_> = weighted.iter().map(|(field, _)| *field).collect();
        let typos = if self.matching == Matching::WithTypos { typo_distance(word) } else { 0 };
        let expansions = self.lookups.expansions(self.searcher, &fields, word, Lookup { complete: is_last, typos })?;
        let mut clauses = Vec::new();
        for (i, (field, weight)) in weighted.into_iter().enumerate() {
            clauses.push(Node::term(Term::from_field_text(field, word), weight));
            for expansion in expansions.iter().filter(|e| e.field_mask & (1 << i) != 0) {
                clauses.push(Node::term(Term::from_field_text(field, &expansion.word), weight * expansion.weight));
            }
        }
        // A completed or corrected skill also finds the skill's other names: the most
        // frequent index word it stands for that the vocabulary knows, or else the
        // vocabulary word it most likely misspells.
        if self.synonyms {
            let in_index = expansions
                .iter()
                .filter(|e| e.word.chars().count() >= 4)
                .find_map(|e| synonyms::known_word(&e.word).map(|k| (k, e.weight)));
            let corrected = match in_index {
                None if typos > 0 => self.lookups.corrected(word, typos).map(|k| (k, expand::CORRECTION_WEIGHT)),
                _ => None,
            };
            if let Some((known, weight)) = in_index.or(corrected) {
                clauses.push(Node::Boost(Box::new(self.known(&known, false)?), weight));
            }
        }
        self.matched.words.insert(word.to_owned());
        self.matched.words.extend(expansions.into_iter().map(|e| e.word));
        Ok(Node::Any(clauses))
    }

    /// Any phrase of the unit's concepts in any field (a phrase of several words is one
    /// token of the index, `vocabulary::phrase_tokens`), its skills' canonical ids, or
    /// its words on their own.
    fn known(&mut self, known: &Known, is_last: bool) -> anyhow::Result<Node> {
        let mut clauses = Vec::new();
        for (field, weight) in self.index.fields.weighted_text() {
            for phrase in &known.phrases {
                let weight = if *phrase == known.typed { weight } else { weight * SYNONYM_WEIGHT };
                clauses.push(Node::term(Term::from_field_text(field, &phrase_tokens::token(phrase)), weight));
            }
        }
        for id in &known.skill_ids {
            clauses.push(Node::term(Term::from_field_text(self.index.fields.skill_ids, id), SKILL_ID_WEIGHT));
        }
        if !known.parts.is_empty() {
            let mut parts = Vec::new();
            for (i, part) in known.parts.iter().enumerate() {
                parts.push(self.unit(part, is_last && i + 1 == known.parts.len())?);
            }
            clauses.push(Node::All(parts));
        }
        self.matched.phrases.extend(known.phrases.iter().cloned());
        self.matched.skill_ids.extend(known.skill_ids.iter().cloned());
        Ok(Node::Any(clauses))
    }
}

/// The location's terms, every one of which a match has.
fn location_terms(index: &SearchIndex, location: &LocationFilter) -> Vec<Term> {
    let f = &index.fields;
    [(f.city, &location.city), (f.state, &location.state), (f.country, &location.country)]
        .into_iter()
        .map(|(field, value)| (field, location_key(value)))
        .filter(|(_, key)| !key.is_empty())
        .map(|(field, key)| Term::from_field_text(field, &key))
        .collect()
}

/// One attempt of a search: the first `required` units must match, the rest only add to
/// the score.
struct Attempt<'a> {
    units: &'a [Unit],
    required: usize,
    location: &'a LocationFilter,
    matching: Matching,
    synonyms: bool,
    /// Only profiles created after this (milliseconds), when set.
    created_after: Option<i64>,
}

/// The query for `request` as `attempt` says, and what it looked for.
fn build(
    searcher: &Searcher,
    index: &SearchIndex,
    request: &SearchRequest,
    attempt: &Attempt<'_>,
    lookups: &mut Lookups,
) -> anyhow::Result<(Plan, Matched)> {
    let mut builder = Builder {
        searcher,
        index,
        matching: attempt.matching,
        synonyms: attempt.synonyms,
        matched: Matched::default(),
        lookups,
    };
    let mut units = Vec::new();
    for (i, unit) in attempt.units.iter().enumerate() {
        units.push((builder.unit(unit, i + 1 == attempt.units.len())?, i < attempt.required));
    }
    let mut filter_terms = Vec::new();
    if let Some(job_type) = &request.job_type {
        filter_terms.push(Term::from_field_text(index.fields.job_type, job_type));
    }
    filter_terms.extend(location_terms(index, attempt.location));
    let f = &index.fields;
    let screen = &request.screen.filters;
    filter_terms.extend(screen.screen_terms().iter().map(|t| Term::from_field_text(f.screen, t)));
    filter_terms.extend(screen.skills.iter().map(|id| Term::from_field_text(f.skill_ids, id)));
    let mut exclusions: Vec<Term> = request.exclude_id.iter().map(|own| Term::from_field_text(f.id, own)).collect();
    // Inside the query, so totals and pages never count a profile that hides from the
    // searcher.
    exclusions.extend(request.shield_terms.iter().map(|term| Term::from_field_text(f.shield, term)));
    exclusions.extend(screen.job_types_left_out().iter().map(|t| Term::from_field_text(f.job_type, t.as_str())));
    exclusions.extend(screen.screen_exclusions().iter().map(|t| Term::from_field_text(f.screen, t)));
    let mut ranges: Vec<Range> =
        attempt.created_after.map(|after| Range::above(f.created_at, after)).into_iter().collect();
    if let Some(budget) = &screen.salary {
        let bounds = budget.bounds();
        ranges.extend(bounds.high_at_least.map(|least| Range::at_least(f.salary_high, least)));
        ranges.extend(bounds.low_at_most.map(|most| Range::at_most(f.salary_low, most)));
    }
    Ok((Plan::new(units, filter_terms, exclusions, ranges), builder.matched))
}

/// Runs the search with synonyms, as the server does.
pub fn run(index: &SearchIndex, request: &SearchRequest) -> anyhow::Result<Outcome> {
    run_with(index, request, Options::default())
}

/// Runs the search: every keyword unit required, at each step of location widening as
/// typed and then, if that finds nobody, with typos; when nobody anywhere matches them
/// all, the same with the last unit no longer required, and so on down to one.
pub fn run_with(index: &SearchIndex, request: &SearchRequest, options: Options) -> anyhow::Result<Outcome> {
    run_inner(index, request, options, None)
}

/// The profiles created after `after` (milliseconds) among those `request` finds: the
/// search settles its location widening, typo tolerance and required keywords exactly as
/// it does for the recruiter's page, then only the newer profiles of that attempt are
/// returned and counted (exactly). Saved searches count their new matches with it.
pub fn run_created_after(index: &SearchIndex, request: &SearchRequest, after: i64) -> anyhow::Result<Outcome> {
    run_inner(index, request, Options { exhaustive: true, ..Options::default() }, Some(after))
}

fn run_inner(
    index: &SearchIndex,
    request: &SearchRequest,
    options: Options,
    created_after: Option<i64>,
) -> anyhow::Result<Outcome> {
    // One view of the index for the whole search, whatever commits meanwhile.
    let searcher = index.reader.searcher();
    let units = synonyms::units(&keywords(&request.keyword), options.synonyms);
    let typos_can_help = units.iter().any(|u| match u {
        Unit::Word(w) => typo_distance(w) > 0,
        Unit::Known(k) => k.parts.iter().any(|p| matches!(p, Unit::Word(w) if typo_distance(w) > 0)),
    });
    let matchings: &[Matching] =
        if typos_can_help { &[Matching::AsTyped, Matching::WithTypos] } else { &[Matching::AsTyped] };
    let fewest_required = units.len().min(1);
    let mut lookups = Lookups::default();
    // The first attempt's plan, for the facets when no attempt finds anyone.
    let mut first_plan: Option<Plan> = None;
    for required in (fewest_required..=units.len()).rev() {
        for location in request.location.widening_steps(request.flexible) {
            for &matching in matchings {
                let mut attempt = Attempt {
                    units: &units,
                    required,
                    location: &location,
                    matching,
                    synonyms: options.synonyms,
                    created_after: None,
                };
                let (plan, matched) = build(&searcher, index, request, &attempt, &mut lookups)?;
                let (mut hits, mut total) = page(index, &searcher, &plan, request, options)?;
                if total.count == 0 {
                    first_plan.get_or_insert(plan);
                    continue;
                }
                let facets = facets::count(index, &searcher, &plan, request)?;
                if created_after.is_some() {
                    // The attempt the page shows; of it, only the newer profiles.
                    attempt.created_after = created_after;
                    let (newer, _) = build(&searcher, index, request, &attempt, &mut lookups)?;
                    (hits, total) =
                        index.search(&searcher, &newer, request.offset(), request.per_page, options.exhaustive)?;
                }
                return Ok(Outcome { hits, total, location, relaxed: required < units.len(), matched, facets });
            }
        }
    }
    // Nobody: the counts of the search as asked, so the facets show what to let go of.
    let facets = match &first_plan {
        Some(plan) => facets::count(index, &searcher, plan, request)?,
        None => None,
    };
    Ok(Outcome {
        hits: Vec::new(),
        total: Total::exact(0),
        location: request.location.clone(),
        relaxed: false,
        matched: Matched::default(),
        facets,
    })
}

/// The request's page of `plan`'s matches, in the order it asks for.
fn page(
    index: &SearchIndex,
    searcher: &Searcher,
    plan: &Plan,
    request: &SearchRequest,
    options: Options,
) -> anyhow::Result<(Vec<Hit>, Total)> {
    match request.screen.sort.column() {
        None => index.search(searcher, plan, request.offset(), request.per_page, options.exhaustive),
        Some(column) => index.search_by(searcher, plan, request.offset(), request.per_page, column),
    }
}
