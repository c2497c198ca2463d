//! First-person pitches from a person's strengths and skills.
//!
//! What the person wrote is read, not copied: strengths are recognised through the
//! vocabulary's strength phrases, and only when none is recognised are short clauses
//! of their own words used, and then only clauses with no first names, no capitalised
//! words after the first and no "at ..."/"for ..." references that could identify an
//! employer.

mod reading;

use reading::{own_phrases, pitch_skills, recognised_strengths, years_of_experience};

use super::fields::{rank_fields_with_skills, seniority};
use super::text::{Words, article, join_list, mix, pick, prepare};

const MIN_PITCH_CHARS: usize = 250;
const MAX_PITCH_CHARS: usize = 600;
/// Below this, three sentences feel thin and a fourth is added.
const COMFORTABLE_PITCH_CHARS: usize = 320;

const ADJECTIVES: &[&str] = &["dedicated", "hands-on", "thoughtful", "versatile", "motivated"];
const DEFAULT_STRENGTHS: &[&str] =
    &["solving problems", "clear communication", "dependable delivery", "learning quickly"];
/// For a person in no known field.
const GENERAL_ROLE: &str = "professional";
const GENERAL_OUTCOME: &str = "take ownership of problems and see them through";
const GENERAL_GOAL: &str = "make a real difference to the team and the people it serves";

/// A 2-4 sentence first-person pitch (250-600 characters) from a person's strengths and
/// skills. Same input, same pitch: wording varies by a hash of the input. E-mail
/// addresses, URLs, phone numbers and first names are never repeated.
pub fn pitch(strengths: &str, existing_skills: &[String]) -> String {
    let text = prepare(strengths).unwrap_or_default();
    let words = Words::new(&text);
    let skills = pitch_skills(existing_skills, &words);
    let about = Words::new(&format!("{text} , {}", skills.join(" , ")));
    let field = rank_fields_with_skills(&about, &skills).first().map(|(field, _)| *field);

    let mut phrases: Vec<String> = recognised_strengths(&words).into_iter().map(String::from).collect();
    if phrases.is_empty() {
        phrases = own_phrases(&text);
    }
    let seed = about.seed();
    if phrases.is_empty() {
        let start = (seed % DEFAULT_STRENGTHS.len() as u64) as usize;
        phrases = (0..3).map(|i| DEFAULT_STRENGTHS[(start + i) % DEFAULT_STRENGTHS.len()].to_string()).collect();
    }

    let adjective = match seniority(words.list()) {
        Some("Senior") => "senior",
        Some("Junior") => "junior",
        Some("Lead") => "lead",
        Some("Principal") => "principal",
        Some("Staff") => "staff",
        Some("Graduate" | "Intern" | "Trainee") => "early-career",
        _ => pick(ADJECTIVES, mix(seed, 0)),
    };
    let role = format!("{adjective} {}", field.map_or(GENERAL_ROLE, |f| f.pitch_role));
    let draft = Draft {
        role: format!("{} {role}", article(&role)),
        years: years_of_experience(words.list()),
        phrases,
        skills,
        outcome: field.map_or(GENERAL_OUTCOME, |f| f.pitch_outcome),
        goal: field.map_or(GENERAL_GOAL, |f| f.pitch_goal),
        seed,
    };
    draft.fit()
}

/// The parts of a pitch, rendered at different sizes until one fits.
struct Draft {
    role: String,
    years: Option<String>,
    phrases: Vec<String>,
    skills: Vec<String>,
    outcome: &'static str,
    goal: &'static str,
    seed: u64,
}

impl Draft {
    fn fit(&self) -> String {
        // Three sentences when they say enough, four when there is more to say or the
        // three are short.
        let three = self.render(3, 5, self.phrases.len() > 3);
        let third = self.phrases.len() > 3 || three.chars().count() < COMFORTABLE_PITCH_CHARS;
        // (strengths in the opening, skills, a third sentence), largest first.
        let sizes =
            [(3, 5, third), (3, 5, false), (3, 4, false), (3, 3, false), (2, 3, false), (2, 2, false), (1, 1, false)];
        let rendered: Vec<String> = sizes.iter().map(|&(p, s, third)| self.render(p, s, third)).collect();
        let fits = |text: &&String| (MIN_PITCH_CHARS..=MAX_PITCH_CHARS).contains(&text.chars().count());
        rendered
            .iter()
            .find(fits)
            .or_else(|| rendered.iter().find(|text| text.chars().count() <= MAX_PITCH_CHARS))
            .cloned()
            .unwrap_or_else(|| rendered[rendered.len() - 1].clone())
    }

    fn render(&self, phrase_count: usize, skill_count: usize, third: bool) -> String {
        let mut sentences = vec![self.opening(phrase_count), self.toolkit(skill_count)];
        if third {
            sentences.push(self.third(phrase_count));
        }
        sentences.push(format!("{}{}.", pick(GOAL_OPENERS, mix(self.seed, 4)), self.goal));
        sentences.join(" ")
    }

    fn opening(&self, count: usize) -> String {
        let strengths = join_list(&self.phrases[..count.min(self.phrases.len())], "and", true);
        let role = &self.role;
        match (&self.years, mix(self.seed, 1) % 3) {
            (Some(years), 0 | 1) => {
                format!("I'm {role} with {years} of experience and strengths in {strengths}.")
            }
            (Some(years), _) => {
                format!("As {role} with {years} of experience, my strengths are {strengths}.")
            }
            (None, 0) => format!("I'm {role} with strengths in {strengths}."),
            (None, 1) => format!("I'm {role}, and colleagues count on me for {strengths}."),
            (None, _) => format!("As {role}, my strengths are {strengths}."),
        }
    }

    fn toolkit(&self, count: usize) -> String {
        let outcome = self.outcome;
        if self.skills.is_empty() {
            return match mix(self.seed, 2) % 3 {
                0 => format!("I enjoy work where I can {outcome}."),
                1 => format!("What motivates me most is the chance to {outcome}."),
                _ => format!("I do my best work when I get to {outcome}."),
            };
        }
        let shown = &self.skills[..count.min(self.skills.len())];
        let them = if shown.len() == 1 { "it" } else { "them" };
        let skills = join_list(shown, "and", true);
        match mix(self.seed, 2) % 3 {
            0 => format!("I work hands-on with {skills}, and I use {them} to {outcome}."),
            1 => format!("My toolkit includes {skills}, which I use to {outcome}."),
            _ => format!("Day to day, I rely on {skills} to {outcome}."),
        }
    }

    /// More strengths when there are, else a sentence on how the person works.
    fn third(&self, used: usize) -> String {
        let more = &self.phrases[used.min(self.phrases.len())..];
        if !more.is_empty() {
            let more = join_list(&more[..more.len().min(2)], "and", true);
            return match mix(self.seed, 3) % 2 {
                0 => format!("I'm also known for {more}."),
                _ => format!("Teams also rely on me for {more}."),
            };
        }
        pick(WORKING_STYLE, mix(self.seed, 3)).to_string()
    }
}

const WORKING_STYLE: &[&str] = &[
    "I care about clear goals, honest feedback and work that makes a measurable difference.",
    "I value teams that share context openly, give honest feedback and celebrate good work.",
    "I like to keep things simple, communicate early and follow through on what I promise.",
];

const GOAL_OPENERS: &[&str] = &[
    "I'm looking for a role where I can ",
    "Next, I want to join a team where I can ",
    "I'd love to bring that to a team where I can ",
];

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(items: &[&str]) -> Vec<String> {
        items.iter().map(|s| s.to_string()).collect()
    }

    fn assert_in_range(text: &str) {
        let n = text.chars().count();
        assert!((MIN_PITCH_CHARS..=MAX_PITCH_CHARS).contains(&n), "{n} chars: {text}");
        let sentences = text.matches(". ").count() + 1;
        assert!((2..=4).contains(&sentences), "{sentences} sentences: {text}");
    }

    #[test]
    fn a_pitch_speaks_to_the_strengths_and_skills() {
        let text = pitch(
            "Great communicator, I mentor juniors and love solving hard problems",
            &strings(&["Rust", "Tokio", "PostgreSQL"]),
        );
        assert_in_range(&text);
        assert!(text.contains("clear communication") && text.contains("mentoring others"), "{text}");
        assert!(text.contains("Rust, Tokio, and PostgreSQL") && text.contains("Rust engineer"), "{text}");
    }

    #[test]
    fn contact_details_and_names_never_appear() {
        let text = pitch(
            "Reach me at jo.smith@example.com or https://jo.dev, John says I'm calm under pressure",
            &strings(&["Patient Care", "https://x.io/me", "Sarah", "a@b.co"]),
        );
        assert_in_range(&text);
        for leak in ["@", "example", "http", "jo.dev", "x.io", "John", "Sarah", "Jo "] {
            assert!(!text.contains(leak), "{leak} leaked: {text}");
        }
        assert!(text.contains("Patient Care") && text.contains("calm under pressure"), "{text}");
    }

    #[test]
    fn unrecognised_strengths_are_used_only_when_they_name_nobody() {
        let text = pitch("beekeeping, woodworking", &[]);
        assert!(text.contains("beekeeping and woodworking"), "{text}");
        let text = pitch("Shipped payroll at Acme Corp, loved by Globex", &[]);
        assert!(!text.contains("Acme") && !text.contains("Globex"), "{text}");
        assert_in_range(&text);
    }

    #[test]
    fn years_and_seniority_come_from_the_input() {
        let text = pitch("Senior nurse with 12 years in ICU, calm and caring", &[]);
        assert!(text.contains("senior nurse with 12 years of experience"), "{text}");
        assert!(!pitch("calm and caring nurse", &[]).contains("senior"));
    }

    #[test]
    fn length_stays_in_range_for_small_and_large_inputs() {
        let many: Vec<String> = (0..40).map(|i| format!("Very Long Skill Name Number {i}")).collect();
        let cases: Vec<(String, Vec<String>)> = vec![
            ("x".to_string(), vec![]),
            ("integrity".to_string(), vec![]),
            (
                "leadership communication teamwork detail creativity empathy strategy negotiation research".to_string(),
                many.clone(),
            ),
            ("🚀🔥".repeat(3000), many),
            ("".to_string(), strings(&["Excel"])),
        ];
        for (strengths, skills) in cases {
            assert_in_range(&pitch(&strengths, &skills));
        }
    }
}
