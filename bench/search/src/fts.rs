//! The comparison engine: SQLite FTS5 over the same `profiles` rows, asked the same
//! questions with the same semantics where FTS5 has them: every keyword must match, the
//! last one as a prefix, BM25 with the same field weights, the same filters, the same
//! location widening, the top 10 plus an exact count. FTS5 has no typo tolerance: a
//! misspelt keyword is searched as written (and usually finds nothing, cheaply).

use std::{path::Path, time::Duration};

use rusqlite::{Connection, params_from_iter, types::Value};
use veil::search::model::{LocationFilter, SearchRequest};

pub struct Fts5 {
    conn: Connection,
}

impl Fts5 {
    /// Creates the FTS5 index over the `profiles` table of the database at `path` and
    /// returns it with how long building it took.
    pub fn build(path: &Path) -> anyhow::Result<(Self, Duration)> {
        let conn = Connection::open(path)?;
        conn.execute_batch(
            "PRAGMA busy_timeout = 5000;
             DROP TABLE IF EXISTS bench_fts;
             CREATE VIRTUAL TABLE bench_fts USING fts5(
                 headline, skills, pitch, summary, codename,
                 content = 'profiles', content_rowid = 'rowid',
                 tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
             );",
        )?;
        let started = std::time::Instant::now();
        conn.execute("INSERT INTO bench_fts (bench_fts) VALUES ('rebuild')", [])?;
        conn.execute("INSERT INTO bench_fts (bench_fts) VALUES ('optimize')", [])?;
        let took = started.elapsed();
        // The query side gets a page cache of the size a server would give it.
        conn.execute_batch("PRAGMA cache_size = -65536;")?;
        Ok((Self { conn }, took))
    }

    /// The FTS5 match expression: each keyword quoted, the last one a prefix.
    fn match_expression(keyword: &str) -> Option<String> {
        let words: Vec<String> = keyword
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .take(8)
            .map(|w| format!("\"{}\"", w.to_lowercase()))
            .collect();
        let last = words.len().checked_sub(1)?;
        Some(
            words
                .iter()
                .enumerate()
                .map(|(i, w)| if i == last { format!("{w}*") } else { w.clone() })
                .collect::<Vec<_>>()
                .join(" "),
        )
    }

    /// Ids of the page, the exact total and the location that found them, widening the
    /// location like the server does.
    pub fn search(&self, request: &SearchRequest) -> anyhow::Result<(Vec<String>, usize, LocationFilter)> {
        let Some(expression) = Self::match_expression(&request.keyword) else {
            anyhow::bail!("the benchmark's FTS5 side only runs keyword searches");
        };
        for location in request.location.widening_steps(request.flexible) {
            let mut filters = String::from("bench_fts MATCH ?1 AND p.status <> 'hidden' AND p.id <> ?2");
            let mut values: Vec<Value> =
                vec![expression.clone().into(), request.exclude_id.clone().unwrap_or_default().into()];
            let mut add = |column: &str, value: &str| {
                if !value.is_empty() {
                    values.push(value.to_owned().into());
                    filters.push_str(&format!(" AND p.{column} = ?{}", values.len()));
                }
            };
            if let Some(job_type) = &request.job_type {
                add("job_type", job_type);
            }
            add("city", &location.city);
            add("state", &location.state);
            add("country", &location.country);
            let from = "FROM bench_fts JOIN profiles p ON p.rowid = bench_fts.rowid";
            let count: i64 = self
                .conn
                .prepare_cached(&format!("SELECT COUNT(*) {from} WHERE {filters}"))?
                .query_row(params_from_iter(values.iter()), |row| row.get(0))?;
            if count == 0 {
                continue;
            }
            let page = format!(
                "SELECT p.id {from} WHERE {filters} \
                 ORDER BY bm25(bench_fts, 3.0, 2.5, 1.5, 1.0, 0.8), p.created_at DESC LIMIT {} OFFSET {}",
                request.per_page,
                request.offset()
            );
            let mut statement = self.conn.prepare_cached(&page)?;
            let ids = statement
                .query_map(params_from_iter(values.iter()), |row| row.get::<_, String>(0))?
                .collect::<Result<Vec<_>, _>>()?;
            return Ok((ids, count as usize, location));
        }
        Ok((Vec::new(), 0, request.location.clone()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_become_an_and_query_with_a_prefix_last() {
        assert_eq!(Fts5::match_expression("Senior Rust engi").unwrap(), "\"senior\" \"rust\" \"engi\"*");
        assert_eq!(Fts5::match_expression("c++ \"x\"").unwrap(), "\"c\" \"x\"*");
        assert_eq!(Fts5::match_expression("  "), None);
    }
}
