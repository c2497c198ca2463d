//! SQL of reveal requests.

use sqlx::FromRow;

use crate::{db::Db, with_db};

/// A request as its recruiter sees it next to a candidate.
#[derive(Debug, Clone, FromRow)]
pub struct RequestBrief {
    pub id: String,
    pub profile_id: String,
    pub status: String,
    pub created_at: i64,
    pub approved_at: Option<i64>,
}

/// The recruiter's requests to any of `profile_ids`.
pub async fn briefs_for_employer(
    db: &Db,
    employer_id: &str,
    profile_ids: &[String],
) -> Result<Vec<RequestBrief>, sqlx::Error> {
    if profile_ids.is_empty() {
        return Ok(Vec::new());
    }
    let placeholders: Vec<String> = (2..=profile_ids.len() + 1).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT id, profile_id, status, created_at, approved_at FROM reveal_requests \
         WHERE employer_id = $1 AND profile_id IN ({})",
        placeholders.join(", ")
    );
    with_db!(db, pool => {
        let mut query = sqlx::query_as::<_, RequestBrief>(&sql).bind(employer_id);
        for id in profile_ids {
            query = query.bind(id);
        }
        query.fetch_all(pool).await
    })
}
