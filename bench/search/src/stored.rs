//! The generated profiles written straight into a Veil database, as the benchmarks'
//! fixtures.

use std::path::Path;

use veil::privacy::shield::keys;

use crate::{
    data::{Employers, Generator},
    screening,
};

/// Stores `size` generated profiles (and their accounts) straight into the database, in
/// large transactions; returns a few searchable ids to edit later.
pub(crate) fn store_profiles(path: &Path, size: usize, seed: u64) -> anyhow::Result<Vec<String>> {
    let mut conn = rusqlite::Connection::open(path)?;
    conn.execute_batch("PRAGMA synchronous = OFF; PRAGMA foreign_keys = ON;")?;
    let mut generator = Generator::new(seed);
    let mut employers = Employers::new(seed);
    let mut edit_ids = Vec::new();
    let mut stored = 0;
    while stored < size {
        let tx = conn.transaction()?;
        {
            let mut user = tx.prepare_cached(
                "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) \
                 VALUES (?1, 'bench', ?1, ?2, 1, ?3, ?3)",
            )?;
            let mut profile = tx.prepare_cached(
                "INSERT INTO profiles (id, codename, headline, location, city, state, country, job_type, min_salary, \
                 max_salary, skills, status, pitch, summary, view_count, created_at, updated_at, screening) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, 0, ?15, ?15, ?16)",
            )?;
            let mut shield = tx.prepare_cached(
                "INSERT INTO employer_shields (id, seeker_id, company_name, company_key, domain, position, created_at) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )?;
            for _ in 0..(size - stored).min(50_000) {
                let p = generator.next_profile();
                user.execute(rusqlite::params![p.id, format!("{}@bench.example", p.codename), p.created_at])?;
                profile.execute(rusqlite::params![
                    p.id,
                    p.codename,
                    p.headline,
                    p.location,
                    p.city,
                    p.state,
                    p.country,
                    p.job_type,
                    p.min_salary,
                    p.max_salary,
                    p.skills,
                    p.status,
                    p.pitch,
                    p.summary,
                    p.created_at,
                    screening::screening_json(seed, &p.id)
                ])?;
                // The job seeker's employer shield.
                for (position, (name, domain)) in employers.entries().into_iter().enumerate() {
                    let id = format!("{}-{position}", p.id);
                    let key = keys::company_key(&name);
                    shield.execute(rusqlite::params![id, p.id, name, key, domain, position as i64, p.created_at])?;
                }
                if p.status != "hidden" && edit_ids.len() < 20 && stored % 997 == 0 {
                    edit_ids.push(p.id.clone());
                }
                stored += 1;
            }
        }
        tx.commit()?;
    }
    conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE);")?;
    Ok(edit_ids)
}

/// Gathers SQLite's statistics for the query planner (the FTS5 comparison's joins). Not
/// for a data dir the server runs on: the server never runs `ANALYZE`, and with the STAT4
/// statistics that libsqlite3-sys compiles in, a statement whose plan may depend on a
/// bound value is parsed and planned again each time it runs with new values (the search
/// page's two reads: 0.14 ms per search over HTTP).
pub(crate) fn analyze(path: &Path) -> anyhow::Result<()> {
    rusqlite::Connection::open(path)?.execute_batch("ANALYZE;")?;
    Ok(())
}
