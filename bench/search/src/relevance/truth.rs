//! What is true of a generated profile: the corpus writes it, the queries' judgements
//! read it, so neither of the two needs the other's module for it.

/// What is true of a generated profile, for the judgements.
pub struct Truth {
    pub role: &'static str,
    /// Canonical ids of the listed skills.
    pub skills: Vec<String>,
    /// The canonical id the pitch mentions in passing.
    pub pitch_skill: String,
    pub city: &'static str,
    pub job_type: &'static str,
}
