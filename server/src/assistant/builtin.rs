//! The built-in assistant: headlines, skills, pitches and codenames generated offline.
//!
//! Deterministic (the same input always gives the same output; variety comes from a
//! hash of the input, never from randomness), pure (no I/O, std only) and safe on any
//! input: every function accepts arbitrary Unicode and looks at no more than
//! [`MAX_INPUT_CHARS`] characters of it. E-mail addresses, URLs and phone numbers are
//! removed from the input before anything else reads it.
//!
//! The vocabulary behind it (fields of work, skills, word lists) is data in
//! `crate::vocabulary::assistant_words`; each generator lives in its own submodule.

mod codename;
mod fields;
mod headline;
mod pitch;
mod skills;
mod text;

pub use codename::{
    MAX_CODENAME_CHARS, MAX_CODENAME_OFFSET, MAX_CODENAMES, MIN_CODENAME_CHARS, codenames, codenames_with_offset,
    is_valid_codename,
};
pub use headline::headline;
pub use pitch::pitch;
pub use skills::skills;
pub use text::{MAX_INPUT_CHARS, normalize_input, prepare as without_contact_details};

#[cfg(test)]
mod tests {
    use super::*;

    const AWKWARD_INPUTS: &[&str] = &[
        "",
        "   ",
        "🚀🔥💼",
        "👩‍⚕️ nurse 🏥",
        "Ingénieur logiciel sénior",
        "软件工程师",
        "مهندس برمجيات",
        "a\u{0}b\u{200b}c\u{feff}",
        "-- , ; | • ---",
        "C++ / C# / .NET & F#",
        "e\u{301}\u{301}\u{301}",
    ];

    fn long_inputs() -> Vec<String> {
        vec![
            "Senior Rust engineer ".repeat(500),
            "x".repeat(10_000),
            "🚀".repeat(3_000),
            "a,".repeat(5_000),
            "john@example.com ".repeat(600),
        ]
    }

    #[test]
    fn no_input_makes_any_generator_panic() {
        let long = long_inputs();
        let inputs = AWKWARD_INPUTS.iter().copied().chain(long.iter().map(String::as_str));
        for input in inputs {
            let headline = headline(input);
            assert!(!headline.is_empty() && headline.chars().count() <= 120, "{input:.40}: {headline}");
            let skills = skills(input);
            assert!((8..=12).contains(&skills.len()), "{input:.40}: {skills:?}");
            let pitch = pitch(input, &[input.to_string()]);
            assert!((250..=600).contains(&pitch.chars().count()), "{input:.40}: {pitch}");
            let names = codenames(input, 5);
            assert_eq!(names.len(), 5, "{input:.40}");
            assert!(names.iter().all(|name| is_valid_codename(name)), "{names:?}");
            let _ = normalize_input(input);
        }
    }

    #[test]
    fn the_same_input_always_gives_the_same_output() {
        let skills_in = vec!["Rust".to_string(), "SQL".to_string()];
        for input in ["Senior Rust backend engineer", "Registered nurse", "Product designer", "Financial analyst"] {
            assert_eq!(headline(input), headline(input));
            assert_eq!(skills(input), skills(input));
            assert_eq!(pitch(input, &skills_in), pitch(input, &skills_in));
            assert_eq!(codenames(input, 8), codenames(input, 8));
            // Spacing and case don't change the result.
            assert_eq!(skills(input), skills(&format!("  {}  ", input.to_uppercase())));
        }
    }

    #[test]
    fn wording_varies_between_inputs() {
        let pitches: std::collections::HashSet<String> =
            ["calm", "organised", "curious", "empathetic", "creative"].iter().map(|s| pitch(s, &[])).collect();
        assert_eq!(pitches.len(), 5);
        let first_sentences: std::collections::HashSet<String> =
            ["nurse", "teacher", "engineer", "designer", "lawyer", "chef"]
                .iter()
                .map(|s| {
                    pitch("reliable", &[s.to_string()])
                        .split(". ")
                        .next()
                        .unwrap_or_default()
                        .split(' ')
                        .take(2)
                        .collect()
                })
                .collect();
        assert!(first_sentences.len() > 1, "{first_sentences:?}");
    }

    /// The examples quoted in the hand-over are complete; they print with
    /// `cargo test -- --nocapture hand_over_examples`.
    #[test]
    fn hand_over_examples_have_a_headline_skills_a_pitch_and_five_valid_codenames() {
        for input in ["Senior Rust backend engineer", "Registered nurse", "Product designer", "Financial analyst"] {
            let headline = headline(input);
            let skills = skills(&headline);
            let pitch = pitch("calm under pressure, collaborative, detail-oriented", &skills);
            let codenames = codenames(input, 5);
            println!("## {input}\nheadline:  {headline}\nskills:    {}", skills.join(", "));
            println!("pitch:     {pitch}\ncodenames: {}\n", codenames.join(", "));

            assert!(!headline.trim().is_empty(), "{input}: no headline");
            assert!(!skills.is_empty() && skills.iter().all(|s| !s.trim().is_empty()), "{input}: {skills:?}");
            assert!(!pitch.trim().is_empty(), "{input}: no pitch");
            assert_eq!(codenames.len(), 5, "{input}: {codenames:?}");
            assert!(codenames.iter().all(|c| is_valid_codename(c)), "{input}: {codenames:?}");
            let mut distinct = codenames.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), 5, "{input}: {codenames:?}");
        }
    }
}
