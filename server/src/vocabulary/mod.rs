//! The one vocabulary of the product, read by the assistant and by search: canonical
//! skills with their aliases, abbreviations and spellings, and groups of job titles that
//! mean the same; the assistant's word lists (`assistant_words`); how text splits into
//! words (`words`) and the index's tokens for phrases (`phrase_tokens`). The words are
//! data in `server/data/vocabulary.json`, parsed once on first use.
//!
//! Phrases are compared as `words::words` splits them, so "Front-End", "front end" and
//! "FRONT END" are one phrase, and "C++" is never "C".

pub mod assistant_words;
pub mod phrase_tokens;
mod token_stream;
pub mod words;

use std::{
    collections::{HashMap, HashSet},
    sync::LazyLock,
};

use serde::Deserialize;

/// The file, shared with the assistant (`assistant_words` reads its own lists).
pub const SOURCE: &str = include_str!("../../data/vocabulary.json");

/// Bumped whenever the skills or their aliases change: stored canonical ids computed by
/// an older version are computed again at start-up.
pub const VERSION: i64 = 1;

#[derive(Deserialize)]
struct Data {
    skills: Vec<SkillData>,
    titles: Vec<Vec<String>>,
}

#[derive(Deserialize)]
struct SkillData {
    id: String,
    name: String,
    aliases: Vec<String>,
}

/// A canonical skill.
#[derive(Debug)]
pub struct Skill {
    /// Stable id, stored beside the skill as the job seeker typed it.
    pub id: String,
    /// How the skill is written when the product names it.
    pub name: String,
    /// Its other names, as written in the file.
    pub aliases: Vec<String>,
    /// Its name and aliases, each as words.
    pub phrases: Vec<Vec<String>>,
}

/// Something a phrase can stand for: a skill, or a group of equivalent job titles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Concept {
    Skill(usize),
    Title(usize),
}

pub struct Vocabulary {
    pub skills: Vec<Skill>,
    /// Groups of job-title phrases that mean the same ("developer", "engineer", ...).
    pub titles: Vec<Vec<Vec<String>>>,
    /// Every phrase (words joined by one space) with the concepts it stands for.
    by_phrase: HashMap<String, Vec<Concept>>,
    /// The most words any phrase has.
    pub longest_phrase: usize,
    /// The beginnings (one word or more, joined by one space) of the phrases of several
    /// words, so the index can stop looking as soon as no phrase starts the same way.
    phrase_beginnings: HashSet<String>,
    /// Phrases of one word, sorted: where a misspelt keyword looks for its correction.
    pub single_words: Vec<String>,
}

fn key(words: &[String]) -> String {
    words.join(" ")
}

impl Vocabulary {
    fn parse(source: &str) -> Result<Self, serde_json::Error> {
        let data: Data = serde_json::from_str(source)?;
        let mut by_phrase: HashMap<String, Vec<Concept>> = HashMap::new();
        let mut note = |phrase: &[String], concept: Concept| {
            let entry = by_phrase.entry(key(phrase)).or_default();
            if !entry.contains(&concept) {
                entry.push(concept);
            }
        };
        let mut skills = Vec::new();
        for (i, s) in data.skills.into_iter().enumerate() {
            let phrases: Vec<Vec<String>> =
                std::iter::once(&s.name).chain(&s.aliases).map(|p| words::words(p)).filter(|p| !p.is_empty()).collect();
            for phrase in &phrases {
                note(phrase, Concept::Skill(i));
            }
            skills.push(Skill { id: s.id, name: s.name, aliases: s.aliases, phrases });
        }
        let mut titles = Vec::new();
        for (i, group) in data.titles.into_iter().enumerate() {
            let phrases: Vec<Vec<String>> = group.iter().map(|p| words::words(p)).filter(|p| !p.is_empty()).collect();
            for phrase in &phrases {
                note(phrase, Concept::Title(i));
            }
            titles.push(phrases);
        }
        let longest_phrase = by_phrase.keys().map(|k| k.split(' ').count()).max().unwrap_or(1);
        let mut single_words: Vec<String> = by_phrase.keys().filter(|k| !k.contains(' ')).cloned().collect();
        single_words.sort();
        let mut phrase_beginnings = HashSet::new();
        for phrase in by_phrase.keys() {
            let words: Vec<&str> = phrase.split(' ').collect();
            for len in 1..words.len() {
                phrase_beginnings.insert(words[..len].join(" "));
            }
        }
        Ok(Self { skills, titles, by_phrase, longest_phrase, phrase_beginnings, single_words })
    }

    /// The concepts a phrase (as words) stands for.
    pub fn concepts(&self, phrase: &[String]) -> &[Concept] {
        self.by_phrase.get(&key(phrase)).map_or(&[], Vec::as_slice)
    }

    /// Whether `key` (words joined by one space) is a phrase of the vocabulary.
    pub fn is_phrase(&self, key: &str) -> bool {
        self.by_phrase.contains_key(key)
    }

    /// Whether some phrase of several words begins with `key` and goes on.
    pub fn begins_phrase(&self, key: &str) -> bool {
        self.phrase_beginnings.contains(key)
    }

    /// Every phrase of a concept, as words.
    pub fn phrases(&self, concept: Concept) -> &[Vec<String>] {
        match concept {
            Concept::Skill(i) => &self.skills[i].phrases,
            Concept::Title(i) => &self.titles[i],
        }
    }

    /// The canonical skill a skill typed by a job seeker is, if the vocabulary knows it
    /// ("golang", "GoLang" and "Go" are all Go).
    pub fn skill(&self, typed: &str) -> Option<&Skill> {
        self.concepts(&words::words(typed)).iter().find_map(|c| match c {
            Concept::Skill(i) => Some(&self.skills[*i]),
            Concept::Title(_) => None,
        })
    }

    /// The skill with canonical id `id`.
    pub fn skill_by_id(&self, id: &str) -> Option<&Skill> {
        self.skills.iter().find(|s| s.id == id)
    }

    /// Canonical ids beside skills as typed (`None` where the vocabulary knows none).
    pub fn skill_ids(&self, typed: &[String]) -> Vec<Option<String>> {
        typed.iter().map(|s| self.skill(s).map(|skill| skill.id.clone())).collect()
    }
}

/// The vocabulary, parsed once. The file is part of the binary, so a parse error is a
/// bug that the first test using it catches.
pub static VOCABULARY: LazyLock<Vocabulary> =
    LazyLock::new(|| Vocabulary::parse(SOURCE).expect("server/data/vocabulary.json is valid"));

#[cfg(test)]
mod tests;
