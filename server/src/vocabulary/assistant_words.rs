//! The built-in assistant's word lists: fields of work, skills pulled in by keywords,
//! display spellings, strength phrases, first names and codename words.
//!
//! The words are data in `server/data/vocabulary.json`, the product's one vocabulary
//! (search reads its skills and aliases through this module's parent), parsed once on
//! first use; the rules that use them live in `assistant::builtin`. Phrases are written naturally
//! ("ci/cd", "react.js", "full-stack") and normalised by the same tokenizer as the input,
//! so they match however the person punctuates them. No skill may contain a comma: the
//! API joins skills with ", " (a test checks every list).

use std::sync::LazyLock;

use serde::Deserialize;

/// A field of work the assistant recognises.
pub struct Field {
    /// Stable name, for tests.
    #[cfg_attr(not(test), allow(dead_code))]
    pub id: &'static str,
    /// Phrases that point to this field, each with a weight; the highest total wins and
    /// ties go to the field listed first (so specific fields come before general ones).
    pub triggers: &'static [(&'static str, u8)],
    /// Headline title when the input is not itself a title.
    pub title: &'static str,
    /// Appended to a title-like input that names no role: "rust backend" -> "... Engineer".
    pub role_noun: &'static str,
    /// "Head of {area}", "{area} Manager".
    pub area: &'static str,
    /// Headline taglines are made of these.
    pub focus: &'static [&'static str],
    /// Core skills, most characteristic first.
    pub skills: &'static [&'static str],
    /// Field-flavoured codename words: lowercase ASCII, never a first name.
    pub codename_words: &'static [&'static str],
    /// The pitch's role, what the work achieves ("to ...") and what comes next ("where I can ...").
    pub pitch_role: &'static str,
    pub pitch_outcome: &'static str,
    pub pitch_goal: &'static str,
}

/// The JSON file as it is read; leaked once into the `'static` shapes the rules use (the
/// words live as long as the process anyway).
#[derive(Deserialize)]
struct Data {
    fields: Vec<FieldData>,
    keyword_skills: Vec<(String, Vec<String>)>,
    display_spellings: Vec<(String, String)>,
    role_nouns: Vec<String>,
    seniority: Vec<(String, String)>,
    sentence_words: Vec<String>,
    stopwords: Vec<String>,
    title_small_words: Vec<String>,
    strengths: Vec<(String, Vec<String>)>,
    first_names: Vec<String>,
    codename_adjectives: Vec<String>,
    codename_nouns: Vec<String>,
    generic_codename_words: Vec<String>,
    general_skills: Vec<String>,
}

#[derive(Deserialize)]
struct FieldData {
    id: String,
    triggers: Vec<(String, u8)>,
    title: String,
    role_noun: String,
    area: String,
    focus: Vec<String>,
    skills: Vec<String>,
    codename_words: Vec<String>,
    pitch_role: String,
    pitch_outcome: String,
    pitch_goal: String,
}

fn text(s: String) -> &'static str {
    s.leak()
}

fn words(list: Vec<String>) -> &'static [&'static str] {
    list.into_iter().map(text).collect::<Vec<_>>().leak()
}

fn pairs(list: Vec<(String, String)>) -> &'static [(&'static str, &'static str)] {
    list.into_iter().map(|(a, b)| (text(a), text(b))).collect::<Vec<_>>().leak()
}

fn lists(list: Vec<(String, Vec<String>)>) -> &'static [(&'static str, &'static [&'static str])] {
    list.into_iter().map(|(a, b)| (text(a), words(b))).collect::<Vec<_>>().leak()
}

impl From<FieldData> for Field {
    fn from(f: FieldData) -> Self {
        Self {
            id: text(f.id),
            triggers: f.triggers.into_iter().map(|(phrase, weight)| (text(phrase), weight)).collect::<Vec<_>>().leak(),
            title: text(f.title),
            role_noun: text(f.role_noun),
            area: text(f.area),
            focus: words(f.focus),
            skills: words(f.skills),
            codename_words: words(f.codename_words),
            pitch_role: text(f.pitch_role),
            pitch_outcome: text(f.pitch_outcome),
            pitch_goal: text(f.pitch_goal),
        }
    }
}

/// Every list, parsed once. The file is part of the binary, so a parse error is a bug
/// that the first test using the vocabulary catches.
pub struct Vocabulary {
    pub fields: &'static [Field],
    /// Keywords that pull in specific skills, whatever the field. The first skill is
    /// also the keyword's display name in headline taglines.
    pub keyword_skills: &'static [(&'static str, &'static [&'static str])],
    /// How words are displayed in a headline, whatever case they were typed in.
    pub display_spellings: &'static [(&'static str, &'static str)],
    /// Words that name a role; a title-like input with none gets the field's role noun.
    pub role_nouns: &'static [&'static str],
    /// Seniority words, with how they are displayed.
    pub seniority: &'static [(&'static str, &'static str)],
    /// Words that make an input read as a sentence rather than a title.
    pub sentence_words: &'static [&'static str],
    /// Words too common to be keywords.
    pub stopwords: &'static [&'static str],
    /// Small words kept lowercase inside a title.
    pub title_small_words: &'static [&'static str],
    /// Strength phrases for pitches, each with the word stems that point to it. A stem
    /// matches the start of a word; a stem with a space matches a phrase.
    pub strengths: &'static [(&'static str, &'static [&'static str])],
    /// Common English first names (lowercase). Codenames never contain one as a word,
    /// and headlines, skills and pitches drop them. Words that are also ordinary words
    /// (Ruby, Grace, Mark, Will, ...) are left out so they are not dropped from titles.
    pub first_names: &'static [&'static str],
    /// Neutral codename adjectives and nouns (lowercase ASCII), combined with field words.
    pub codename_adjectives: &'static [&'static str],
    pub codename_nouns: &'static [&'static str],
    /// Field words for an input that matches no field.
    pub generic_codename_words: &'static [&'static str],
    /// Skills any professional can claim; an unknown field is filled from these.
    pub general_skills: &'static [&'static str],
}

pub static VOCABULARY: LazyLock<Vocabulary> = LazyLock::new(|| {
    let data: Data = serde_json::from_str(super::SOURCE).expect("server/data/vocabulary.json is valid");
    Vocabulary {
        fields: data.fields.into_iter().map(Field::from).collect::<Vec<_>>().leak(),
        keyword_skills: lists(data.keyword_skills),
        display_spellings: pairs(data.display_spellings),
        role_nouns: words(data.role_nouns),
        seniority: pairs(data.seniority),
        sentence_words: words(data.sentence_words),
        stopwords: words(data.stopwords),
        title_small_words: words(data.title_small_words),
        strengths: lists(data.strengths),
        first_names: words(data.first_names),
        codename_adjectives: words(data.codename_adjectives),
        codename_nouns: words(data.codename_nouns),
        generic_codename_words: words(data.generic_codename_words),
        general_skills: words(data.general_skills),
    }
});

#[cfg(test)]
mod tests {
    use super::VOCABULARY;
    use crate::vocabulary::VOCABULARY as SKILLS;

    /// The assistant suggests skills by their canonical names, so what it adds to a
    /// profile is what search and the skill ids know.
    #[test]
    fn every_skill_the_assistant_suggests_is_a_canonical_skill() {
        let fields = VOCABULARY.fields.iter().flat_map(|f| f.skills.iter());
        let keywords = VOCABULARY.keyword_skills.iter().flat_map(|(_, skills)| skills.iter());
        for skill in fields.chain(keywords).chain(VOCABULARY.general_skills) {
            let canonical = SKILLS.skill(skill).map(|s| s.name.as_str());
            assert_eq!(canonical, Some(*skill), "{skill} is not a canonical name in server/data/vocabulary.json");
        }
    }
}
