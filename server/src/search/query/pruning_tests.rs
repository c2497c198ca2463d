//! The windowed evaluation (`window`) against Tantivy scoring every match
//! (`TopByRelevance` over the plan's query), and the gated top k (`window::top`) against
//! the windows scoring every match, on the same queries: the same documents in the same
//! order, on a corpus made to have many equal scores (repeated texts, few creation
//! times), several segments and deletions; and its totals against the exact ones.

use std::sync::Arc;

use rand::{Rng, SeedableRng, rngs::StdRng, seq::SliceRandom};
use tantivy::{
    DocAddress, Score,
    collector::{Collector, Count, SegmentCollector},
    schema::Value,
};

use super::*;
use crate::{
    ids::{AccountId, PublicProfileId, SeekerId},
    search::{index::ShieldTerms, top::TopByRelevance, window},
    seekers::{
        model::{JobType, ProfileStatus},
        precision::LocationPrecision,
        store::ProfileRow,
    },
};

const TITLES: &[&str] = &[
    "Senior Software Engineer",
    "Software Engineer",
    "Backend Developer",
    "Data Engineer",
    "React Developer",
    "Python Developer",
    "Machine Learning Engineer",
    "Senior Data Analyst",
    "DevOps Engineer",
    "Product Designer",
];
const SKILLS: &[&str] = &[
    "Python",
    "React",
    "TypeScript",
    "Kubernetes",
    "Go",
    "Java",
    "SQL",
    "Machine Learning",
    "Docker",
    "AWS",
    "Data Analysis",
];
const WORDS: &[&str] = &[
    "react",
    "quickly",
    "engineer",
    "developer",
    "python",
    "data",
    "team",
    "calm",
    "senior",
    "kubernetes",
    "learning",
    "machine",
    "software",
    "careful",
    "work",
    "spring",
    "typescript",
    "reactive",
    "engineering",
    "pythonic",
];
const PLACES: &[(&str, &str, &str)] = &[
    ("London", "England", "United Kingdom"),
    ("Austin", "Texas", "United States"),
    ("Bangalore", "Karnataka", "India"),
];

/// Up to `most - 1` words of the pool.
fn text(rng: &mut StdRng, most: usize) -> String {
    let words = rng.gen_range(0..most);
    (0..words).map(|_| *WORDS.choose(rng).unwrap()).collect::<Vec<_>>().join(" ")
}

fn row(rng: &mut StdRng, n: usize) -> ProfileRow {
    let account = AccountId::parse(&format!("00000000-0000-4000-8000-{n:012}")).unwrap();
    let (city, state, country) = *PLACES.choose(rng).unwrap();
    let how_many = rng.gen_range(0..4);
    let skills: Vec<&str> = SKILLS.choose_multiple(rng, how_many).copied().collect();
    // Every fifth profile repeats an earlier one's texts, so scores tie.
    let (headline, pitch) = if n.is_multiple_of(5) {
        (TITLES[n % 3].to_owned(), "calm team".to_owned())
    } else {
        (TITLES.choose(rng).unwrap().to_string(), text(rng, 12))
    };
    ProfileRow {
        id: SeekerId::of(account),
        public_id: PublicProfileId::random(),
        codename: format!("Codename{n}"),
        headline,
        location: format!("{city}, {state}, {country}"),
        city: city.into(),
        state: state.into(),
        country: country.into(),
        location_precision: LocationPrecision::City,
        job_type: [JobType::Remote, JobType::Hybrid, JobType::Onsite][n % 3],
        min_salary: 0,
        max_salary: 0,
        skills: serde_json::to_string(&skills).unwrap(),
        skill_ids: String::new(),
        status: if n.is_multiple_of(97) { ProfileStatus::Hidden } else { ProfileStatus::Active },
        pitch,
        summary: text(rng, 6),
        view_count: 0,
        // Few distinct creation times: equal scores often tie on them too.
        created_at: rng.gen_range(0..40),
        updated_at: 0,
    }
}

/// 3,000 profiles in three segments, some of them deleted again.
fn corpus() -> Arc<SearchIndex> {
    corpus_with(true)
}

/// The same profiles, with or without the deletions.
fn corpus_with(deletions: bool) -> Arc<SearchIndex> {
    let index = SearchIndex::in_memory().unwrap();
    let mut rng = StdRng::seed_from_u64(19);
    let rows: Vec<ProfileRow> = (0..3_000).map(|n| row(&mut rng, n)).collect();
    let mut shield = ShieldTerms::new();
    for row in rows.iter().step_by(7) {
        shield.insert(row.id.to_string(), vec!["acme".into()]);
    }
    for batch in rows.chunks(1_000) {
        index.stage(batch, &shield).unwrap();
        index.commit(None).unwrap();
    }
    if deletions {
        let deleted: Vec<String> = rows.iter().step_by(11).map(|r| r.id.to_string()).collect();
        index.apply(&deleted, &[], &shield, None).unwrap();
    }
    index
}

fn request(keyword: &str, filtered: bool) -> SearchRequest {
    SearchRequest {
        keyword: keyword.into(),
        job_type: filtered.then(|| "remote".into()),
        location: if filtered {
            LocationFilter { city: String::new(), state: String::new(), country: "United States".into() }
        } else {
            LocationFilter::default()
        },
        flexible: false,
        page: 1,
        per_page: 10,
        exclude_id: Some(format!("00000000-0000-4000-8000-{:012}", 1)),
        shield_terms: if filtered { Vec::new() } else { vec!["acme".into()] },
    }
}

fn plan(index: &SearchIndex, searcher: &Searcher, request: &SearchRequest, matching: Matching) -> Plan {
    plan_requiring(index, searcher, request, matching, usize::MAX)
}

/// The plan with only the first `required` units required (a relaxed attempt).
fn plan_requiring(
    index: &SearchIndex,
    searcher: &Searcher,
    request: &SearchRequest,
    matching: Matching,
    required: usize,
) -> Plan {
    let units = synonyms::units(&keywords(&request.keyword), true);
    let attempt = Attempt {
        units: &units,
        required: required.min(units.len()),
        location: &request.location,
        matching,
        synonyms: true,
        created_after: None,
    };
    build(searcher, index, request, &attempt, &mut Lookups::default()).unwrap().0
}

const KEYWORDS: &[&str] = &[
    "engineer",
    "developer",
    "senior software engineer",
    "python machine learning",
    "react typescript developer",
    "reac",
    "kube",
    "data engi",
    "pyhton developer",
    "calm",
    "team work",
];

/// Compares `window::top` with scoring every match on each keyword, with and without
/// filters, as typed and with typos, for pages of several sizes; returns how many
/// comparisons found anything and how many of those were estimated.
fn compare_gated_with_every_match(index: &SearchIndex, cache: &window::BoundsCache) -> (usize, usize) {
    let searcher = index.reader.searcher();
    // Every match with each filter read from its postings; the gated top with `cache`.
    let postings_only = window::BoundsCache::without_bits();
    let (mut compared, mut estimated) = (0, 0);
    for keyword in KEYWORDS {
        for filtered in [false, true] {
            for matching in [Matching::AsTyped, Matching::WithTypos] {
                let plan = plan(index, &searcher, &request(keyword, filtered), matching);
                for k in [1, 10, 50, 400] {
                    let case = format!("{keyword:?} filtered {filtered} {matching:?} top {k}");
                    let every_match = TopByRelevance { k, tie_break: "created_at" };
                    let (all, count) = window::search(&searcher, &plan, &every_match, &postings_only)
                        .unwrap()
                        .expect("a keyword plan");
                    let (gated, total) =
                        window::gated::find(&searcher, &plan, k, cache).unwrap().expect("a keyword plan");
                    assert_eq!(gated, all, "{case}");
                    if total.exact {
                        assert_eq!(total.count, count, "{case}");
                    } else {
                        let error = (total.count as f64 - count as f64).abs() / count as f64;
                        assert!(error < 0.35, "{case}: about {} for {count}", total.count);
                        estimated += 1;
                    }
                    compared += usize::from(!all.is_empty());
                }
            }
        }
    }
    (compared, estimated)
}

#[test]
fn gated_windows_find_the_same_top_as_scoring_every_match() {
    let index = corpus();
    // Filters read from their bits, then from their postings.
    for cache in [window::BoundsCache::default(), window::BoundsCache::without_bits()] {
        let (compared, estimated) = compare_gated_with_every_match(&index, &cache);
        assert!(compared > 100, "only {compared} comparisons found anything");
        assert!(estimated > 0, "no window was ever skipped");
        assert!(!cache.is_empty());
        // Again with the bounds kept from the first time.
        assert_eq!(compare_gated_with_every_match(&index, &cache), (compared, estimated));
    }
}

#[test]
fn kept_bounds_still_hold_after_commits_move_the_statistics() {
    let index = corpus();
    let cache = window::BoundsCache::default();
    compare_gated_with_every_match(&index, &cache);
    // Profiles without the common words: their idf rises, and so does every score on
    // them, above the best scores kept for the old segments.
    let mut rng = StdRng::seed_from_u64(20);
    let rows: Vec<ProfileRow> = (3_000..5_000)
        .map(|n| ProfileRow { headline: "Product Designer".into(), pitch: String::new(), ..row(&mut rng, n) })
        .collect();
    index.stage(&rows, &ShieldTerms::new()).unwrap();
    index.commit(None).unwrap();
    let (compared, _) = compare_gated_with_every_match(&index, &cache);
    assert!(compared > 100, "only {compared} comparisons found anything");
}

#[test]
fn totals_of_one_unit_without_filters_stay_exact_until_a_deletion() {
    let index = corpus_with(false);
    let cache = window::BoundsCache::default();
    let unfiltered =
        |keyword: &str| SearchRequest { exclude_id: None, shield_terms: Vec::new(), ..request(keyword, false) };
    let total = |index: &SearchIndex| {
        let searcher = index.reader.searcher();
        let plan = plan(index, &searcher, &unfiltered("engineer"), Matching::AsTyped);
        let exact = searcher.search(plan.query.as_ref(), &Count).unwrap();
        (window::gated::find(&searcher, &plan, 1, &cache).unwrap().unwrap().1, exact)
    };
    let (found, exact) = total(&index);
    assert_eq!(found, Total::exact(exact));
    // The searcher's own profile, as the server always excludes it: when they have none
    // the total stays exact; when it is a match, exact only if counted right.
    let searcher = index.reader.searcher();
    let engineer = plan(&index, &searcher, &unfiltered("engineer"), Matching::AsTyped);
    let (all, _) = searcher.search(&engineer.query, &TopByRelevance { k: 100_000, tie_break: "created_at" }).unwrap();
    let id_of = |address: DocAddress| {
        let doc: tantivy::TantivyDocument = searcher.doc(address).unwrap();
        doc.get_first(index.fields.id).and_then(|v| v.as_str()).unwrap().to_owned()
    };
    let excluding = |own: String| {
        let request = SearchRequest { exclude_id: Some(own), ..unfiltered("engineer") };
        let plan = plan(&index, &searcher, &request, Matching::AsTyped);
        let exact = searcher.search(plan.query.as_ref(), &Count).unwrap();
        (window::gated::find(&searcher, &plan, 1, &cache).unwrap().unwrap().1, exact)
    };
    let (found, exact) = excluding(AccountId::new_v7().to_string());
    assert_eq!(found, Total::exact(exact), "no profile of the searcher's");
    let mut estimated = 0;
    // The weakest matches lie in the windows skipped.
    for &address in all.iter().rev().take(20).chain(all.iter().step_by(97)) {
        let (found, exact) = excluding(id_of(address));
        assert!(!found.exact || found.count == exact, "{found:?} for {exact}");
        estimated += usize::from(!found.exact);
    }
    assert!(estimated > 0, "no excluded match lay in a skipped window");
    // The best matches deleted: their windows' kept counts are too high now.
    let deleted: Vec<String> = all.iter().take(20).map(|&address| id_of(address)).collect();
    index.apply(&deleted, &[], &ShieldTerms::new(), None).unwrap();
    // The kept counts include the deleted profiles now: the total says it estimates.
    let (found, exact) = total(&index);
    assert!(!found.exact, "{found:?} for {exact}");
}

/// Every match with its score, in index order.
struct AllScores;

impl Collector for AllScores {
    type Fruit = Vec<(DocAddress, Score)>;
    type Child = SegmentScores;

    fn for_segment(&self, segment: u32, _: &tantivy::SegmentReader) -> tantivy::Result<SegmentScores> {
        Ok(SegmentScores(segment, Vec::new()))
    }

    fn requires_scoring(&self) -> bool {
        true
    }

    fn merge_fruits(&self, fruits: Vec<Vec<(DocAddress, Score)>>) -> tantivy::Result<Self::Fruit> {
        let mut all: Vec<_> = fruits.into_iter().flatten().collect();
        all.sort_by_key(|(address, _)| *address);
        Ok(all)
    }
}

struct SegmentScores(u32, Vec<(DocAddress, Score)>);

impl SegmentCollector for SegmentScores {
    type Fruit = Vec<(DocAddress, Score)>;

    fn collect(&mut self, doc: tantivy::DocId, score: Score) {
        self.1.push((DocAddress::new(self.0, doc), score));
    }

    fn harvest(self) -> Self::Fruit {
        self.1
    }
}

#[test]
fn windows_find_every_match_with_tantivys_score() {
    // With deletions, and without (where one required unit takes a shorter path).
    for deletions in [true, false] {
        compare_windows_with_tantivy(&corpus_with(deletions));
    }
}

fn compare_windows_with_tantivy(index: &SearchIndex) {
    // Filters read from their bits and from their postings.
    for cache in [window::BoundsCache::default(), window::BoundsCache::without_bits()] {
        compare_windows_with_tantivy_using(index, &cache);
    }
}

fn compare_windows_with_tantivy_using(index: &SearchIndex, cache: &window::BoundsCache) {
    let searcher = index.reader.searcher();
    let mut compared = 0;
    for keyword in KEYWORDS.iter().chain(&["machine learning", "senior calm team work"]) {
        for filtered in [false, true] {
            for matching in [Matching::AsTyped, Matching::WithTypos] {
                for required in 1..=3 {
                    let plan = plan_requiring(index, &searcher, &request(keyword, filtered), matching, required);
                    let case = format!("{keyword:?} filtered {filtered} {matching:?} {required} required");
                    let tantivy = searcher.search(plan.query.as_ref(), &AllScores).unwrap();
                    let windowed =
                        window::search(&searcher, &plan, &AllScores, cache).unwrap().expect("a keyword plan");
                    assert_eq!(windowed.len(), tantivy.len(), "{case}");
                    for ((doc, score), (tantivy_doc, tantivy_score)) in windowed.iter().zip(&tantivy) {
                        assert_eq!(doc, tantivy_doc, "{case}");
                        // Summed in another order at most (see `window`).
                        assert!(
                            (score - tantivy_score).abs() <= 1e-5 * tantivy_score.abs(),
                            "{case}: {score} {tantivy_score}"
                        );
                    }
                    // Where the order of the sum is Tantivy's (two required parts at most),
                    // the page is the same to the last tie.
                    if plan.units.iter().filter(|(_, must)| *must).count() + plan.filter_terms.len() <= 2 {
                        let every_match = TopByRelevance { k: 50, tie_break: "created_at" };
                        let top = window::search(&searcher, &plan, &every_match, cache).unwrap();
                        assert_eq!(top, Some(searcher.search(plan.query.as_ref(), &every_match).unwrap()), "{case}");
                    }
                    compared += usize::from(!tantivy.is_empty());
                }
            }
        }
    }
    assert!(compared > 60, "only {compared} comparisons found anything");
}
