//! The relevance corpus: generated profiles whose truth is known. Each profile has a role
//! (written as one of its titles), skills (each written as the vocabulary's name or one of
//! its aliases, as people write them) and a pitch that mentions one more skill in passing
//! and uses words that are also skill names as ordinary words ("I react quickly").

use rand::{Rng, SeedableRng, seq::SliceRandom};
use rand_chacha::ChaCha8Rng;
use veil::vocabulary::VOCABULARY;

use super::{
    queries::Labelled,
    roles::{FILLER, JOB_TYPES, PLACES, ROLES, Role},
    truth::Truth,
};

pub struct Generated {
    pub id: String,
    pub codename: String,
    pub headline: String,
    pub skills: Vec<String>,
    pub pitch: String,
    pub truth: Truth,
    pub place: (&'static str, &'static str, &'static str),
}

/// Roles the background leaves out: queries ask for them by title, so their profiles are
/// planted (a background of hundreds of relevant profiles would measure nothing).
const PLANTED_ONLY_ROLES: &[&str] = &["sre", "product", "nursing", "frontend"];

struct Maker {
    rng: ChaCha8Rng,
    /// Skills no query asks for: the background's, and the fillers of planted profiles.
    quiet_skills: Vec<&'static str>,
    made: usize,
    profiles: Vec<Generated>,
}

/// What to plant.
struct Plan<'a> {
    role: &'a Role,
    /// Listed skills beyond the role's quiet ones.
    skills: Vec<&'static str>,
    pitch_skill: Option<&'static str>,
    place: (&'static str, &'static str, &'static str),
    job_type: &'static str,
    /// Any spelling of a skill equally likely (planted), or mostly its name (background).
    any_spelling: bool,
}

impl Maker {
    fn role_quiet_skills(&self, role: &Role) -> Vec<&'static str> {
        role.skills.iter().copied().filter(|s| self.quiet_skills.contains(s)).collect()
    }

    fn spelling(&mut self, id: &str, any: bool) -> String {
        let skill = VOCABULARY.skill_by_id(id).unwrap_or_else(|| panic!("no skill {id} in the vocabulary"));
        let forms = std::iter::once(&skill.name).chain(&skill.aliases).collect::<Vec<_>>();
        let form = if !any && self.rng.gen_bool(0.7) { &skill.name } else { forms[self.rng.gen_range(0..forms.len())] };
        if form == &skill.name {
            return form.clone();
        }
        // People write short abbreviations in capitals and other names capitalised.
        if form.len() <= 4 && !form.contains(' ') { form.to_uppercase() } else { capitalise(form) }
    }

    fn make(&mut self, plan: Plan<'_>) {
        let mut listed = plan.skills.clone();
        let mut pool = self.role_quiet_skills(plan.role);
        pool.shuffle(&mut self.rng);
        let extra = self.rng.gen_range(2..=4);
        listed.extend(pool.iter().copied().filter(|s| Some(*s) != plan.pitch_skill).take(extra));
        let pitch_skill = plan.pitch_skill.unwrap_or_else(|| {
            let others: Vec<_> = self.quiet_skills.iter().copied().filter(|s| !listed.contains(s)).collect();
            others[self.rng.gen_range(0..others.len())]
        });
        let written: Vec<String> = listed.iter().map(|id| self.spelling(id, plan.any_spelling)).collect();
        let mut headline = (*plan.role.titles.choose(&mut self.rng).expect("a title")).to_owned();
        if self.rng.gen_bool(0.3) {
            headline = format!("{headline} | {} & {}", written[0], written[1]);
        }
        let pitch_spelling = self.spelling(pitch_skill, plan.any_spelling);
        let pitch = format!(
            "{} I have used {pitch_spelling} on real projects. {}",
            FILLER.choose(&mut self.rng).expect("filler"),
            FILLER.choose(&mut self.rng).expect("filler"),
        );
        let n = self.made;
        self.made += 1;
        self.profiles.push(Generated {
            id: format!("00000000-0000-7000-8000-{n:012}"),
            codename: format!("profile-{n}"),
            headline,
            skills: written,
            pitch,
            truth: Truth {
                role: plan.role.id,
                skills: listed.iter().map(|s| (*s).to_owned()).collect(),
                pitch_skill: pitch_skill.to_owned(),
                city: plan.place.0,
                job_type: plan.job_type,
            },
            place: plan.place,
        });
    }

    fn random_place(&mut self) -> (&'static str, &'static str, &'static str) {
        PLACES[self.rng.gen_range(0..PLACES.len())]
    }

    fn random_job_type(&mut self) -> &'static str {
        JOB_TYPES[self.rng.gen_range(0..JOB_TYPES.len())]
    }
}

fn role(id: &str) -> &'static Role {
    ROLES.iter().find(|r| r.id == id).unwrap_or_else(|| panic!("no role {id}"))
}

fn capitalise(text: &str) -> String {
    text.split(' ')
        .map(|w| {
            let mut c = w.chars();
            c.next().map(|f| f.to_uppercase().collect::<String>() + c.as_str()).unwrap_or_default()
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A background of `count` profiles that no query asks for by skill (only by words they
/// share: "engineer", "I go the extra mile"), and for each query a few planted profiles:
/// 3 to 5 that satisfy it with its skills spelled any way the vocabulary knows, one that
/// only mentions its first skill in the pitch, and, for a query with a filter or a role,
/// 3 near misses that have its skills but not its place, job type or role.
pub fn generate(count: usize, seed: u64, queries: &[Labelled]) -> Vec<Generated> {
    let asked: Vec<&str> = queries.iter().flat_map(|q| q.skills.iter().copied()).collect();
    let quiet_skills =
        ROLES.iter().flat_map(|r| r.skills.iter().copied()).filter(|s| !asked.contains(s)).collect::<Vec<_>>();
    let mut maker = Maker { rng: ChaCha8Rng::seed_from_u64(seed), quiet_skills, made: 0, profiles: Vec::new() };
    let background: Vec<&Role> = ROLES.iter().filter(|r| !PLANTED_ONLY_ROLES.contains(&r.id)).collect();
    for _ in 0..count {
        let role = background[maker.rng.gen_range(0..background.len())];
        let (place, job_type) = (maker.random_place(), maker.random_job_type());
        maker.make(Plan { role, skills: Vec::new(), pitch_skill: None, place, job_type, any_spelling: false });
    }
    for q in queries {
        let pick_role = |maker: &mut Maker| {
            if q.roles.is_empty() {
                &ROLES[maker.rng.gen_range(0..ROLES.len())]
            } else {
                role(q.roles[maker.rng.gen_range(0..q.roles.len())])
            }
        };
        let place_of = |maker: &mut Maker| match q.city {
            Some((city, _, _)) => *PLACES.iter().find(|p| p.0 == city).expect("a known place"),
            None => maker.random_place(),
        };
        for _ in 0..maker.rng.gen_range(3..=5) {
            let (role, place) = (pick_role(&mut maker), place_of(&mut maker));
            let job_type = q.job_type.unwrap_or_else(|| maker.random_job_type());
            maker.make(Plan {
                role,
                skills: q.skills.to_vec(),
                pitch_skill: None,
                place,
                job_type,
                any_spelling: true,
            });
        }
        if let Some((&first, rest)) = q.skills.split_first() {
            let (role, place) = (pick_role(&mut maker), place_of(&mut maker));
            let job_type = q.job_type.unwrap_or_else(|| maker.random_job_type());
            let plan =
                Plan { role, skills: rest.to_vec(), pitch_skill: Some(first), place, job_type, any_spelling: true };
            maker.make(plan);
        }
        if q.city.is_some() || q.job_type.is_some() || !q.roles.is_empty() {
            for _ in 0..3 {
                let role = if q.roles.is_empty() { pick_role(&mut maker) } else { role("sales") };
                let place = loop {
                    let p = maker.random_place();
                    if q.city.is_none_or(|c| c.0 != p.0) {
                        break p;
                    }
                };
                let job_type = loop {
                    let j = maker.random_job_type();
                    if q.job_type.is_none_or(|t| t != j) {
                        break j;
                    }
                };
                maker.make(Plan {
                    role,
                    skills: q.skills.to_vec(),
                    pitch_skill: None,
                    place,
                    job_type,
                    any_spelling: true,
                });
            }
        }
    }
    maker.profiles
}
