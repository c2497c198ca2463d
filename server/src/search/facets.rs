//! Facet counts of a search: how many of its matches each filter's choices would give
//! (`screen::ScreenFilters::facets`), over the same plan as its page, so only profiles
//! this recruiter may find are counted; and the skills that would narrow it further.

use tantivy::{Searcher, Term};
use veil_search::{Facet, Plan};

use super::{
    index::SearchIndex,
    model::SearchRequest,
    screen::{FacetCount, FacetCounts, FacetField},
};
use crate::{seekers::model::JobType, vocabulary::VOCABULARY};

/// How many skills the skills facet offers at most.
pub const SKILL_FACET_SHOWN: usize = 12;

/// Each facet's choices counted over `plan`'s matches, when the request asks.
pub fn count(
    index: &SearchIndex,
    searcher: &Searcher,
    plan: &Plan,
    request: &SearchRequest,
) -> anyhow::Result<Option<FacetCounts>> {
    if !request.screen.facets {
        return Ok(None);
    }
    let filters = &request.screen.filters;
    let specs = filters.facets(request.job_type.as_deref().and_then(JobType::parse));
    let mut facets: Vec<Facet> = specs
        .iter()
        .map(|spec| {
            let field = match spec.field {
                FacetField::Screen => index.fields.screen,
                FacetField::JobType => index.fields.job_type,
            };
            let term = |text: &String| Term::from_field_text(field, text);
            Facet {
                choices: spec.choices.iter().map(|(_, t)| term(t)).collect(),
                chosen: spec.chosen.iter().map(term).collect(),
                excluded: spec.excluded.iter().map(term).collect(),
            }
        })
        .collect();
    // Skills narrow further: counted over the matches with every filter, chosen skills
    // included, so nothing of theirs is left out.
    let common = index.common_skills(searcher)?;
    let offered: Vec<&str> =
        common.iter().map(String::as_str).filter(|id| !filters.skills.iter().any(|s| s == id)).collect();
    facets.push(Facet {
        choices: offered.iter().map(|id| Term::from_field_text(index.fields.skill_ids, id)).collect(),
        chosen: Vec::new(),
        excluded: Vec::new(),
    });
    let mut counts = index.executor.facet_counts(searcher, plan, &facets)?;
    let skill_counts = counts.pop().unwrap_or_default();
    let mut result = FacetCounts::of(&specs, &counts);
    result.skills = skill_facet(&offered, &skill_counts);
    Ok(Some(result))
}

/// The skills offered to narrow by, as the vocabulary names them: those some match lists,
/// most found first, then by name, at most `SKILL_FACET_SHOWN`.
fn skill_facet(ids: &[&str], counts: &[usize]) -> Vec<FacetCount> {
    let mut shown: Vec<FacetCount> = ids
        .iter()
        .zip(counts)
        .filter(|(_, count)| **count > 0)
        .filter_map(|(id, &count)| Some(FacetCount { value: VOCABULARY.skill_by_id(id)?.name.clone(), count }))
        .collect();
    shown.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.value.cmp(&b.value)));
    shown.truncate(SKILL_FACET_SHOWN);
    shown
}
