//! The data a run starts from, written straight into a database whose schema the binary
//! under test created (so the same code seeds today's binary and the new one): generated
//! background profiles, job seekers who will save, and a recruiter who searches, each
//! with a session token for the load generator's cookie.

use std::time::{SystemTime, UNIX_EPOCH};

use veil::{
    auth::{model::ProfileClaims, session, store},
    config::Settings,
    db::Db,
    ids::AccountId,
    with_db,
};

use crate::data::Generator;

/// Sessions of the people the load generator acts as.
pub struct People {
    pub seekers: Vec<String>,
    pub recruiter: String,
}

fn now_ms() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64)
}

/// Connects to the database at `url` without running migrations (the binary under test
/// made the schema).
pub async fn open(url: &str) -> anyhow::Result<Db> {
    Ok(if url.starts_with("postgres") {
        Db::Postgres(sqlx::postgres::PgPoolOptions::new().max_connections(4).connect(url).await?)
    } else {
        Db::Sqlite(sqlx::sqlite::SqlitePoolOptions::new().max_connections(1).connect(url).await?)
    })
}

/// `count` generated profiles, written in one transaction.
pub async fn background(db: &Db, count: usize, seed: u64) -> anyhow::Result<()> {
    let mut generator = Generator::new(seed);
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        for _ in 0..count {
            let p = generator.next_profile();
            sqlx::query(
                "INSERT INTO users (id, issuer, subject, email, email_verified, created_at, last_sign_in_at) \
                 VALUES ($1, 'bench', $1, $2, TRUE, $3, $3)",
            )
            .bind(&p.id)
            .bind(format!("{}@bench.example", p.codename))
            .bind(p.created_at)
            .execute(&mut *tx)
            .await?;
            sqlx::query(
                "INSERT INTO profiles (id, codename, headline, location, city, state, country, job_type, min_salary, \
                 max_salary, skills, status, pitch, summary, view_count, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 0, $15, $15)",
            )
            .bind(&p.id)
            .bind(&p.codename)
            .bind(&p.headline)
            .bind(&p.location)
            .bind(&p.city)
            .bind(&p.state)
            .bind(&p.country)
            .bind(p.job_type)
            .bind(p.min_salary)
            .bind(p.max_salary)
            .bind(&p.skills)
            .bind(p.status)
            .bind(&p.pitch)
            .bind(&p.summary)
            .bind(p.created_at)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
    });
    Ok(())
}

async fn account(db: &Db, settings: &Settings, email: &str, role: &str) -> anyhow::Result<String> {
    let now = now_ms();
    let claims = ProfileClaims {
        issuer: "bench".into(),
        subject: email.into(),
        email: email.into(),
        email_verified: true,
        first_name: "Bench".into(),
        last_name: "Person".into(),
        picture: None,
    };
    let id: AccountId = store::upsert_account(db, &claims, now).await?;
    let sql = format!("UPDATE users_roles SET {role} = TRUE WHERE id = $1");
    with_db!(db, pool => sqlx::query(&sql).bind(&id).execute(pool).await.map(|_| ()))?;
    Ok(session::open(db, settings, &id, now).await?)
}

/// `seekers` job seekers (without a profile yet: their first save makes it) and one
/// recruiter, signed in.
pub async fn people(db: &Db, seekers: usize) -> anyhow::Result<People> {
    let settings = Settings::defaults_with_data_dir(std::env::temp_dir());
    let mut tokens = Vec::with_capacity(seekers);
    for i in 0..seekers {
        tokens.push(account(db, &settings, &format!("saver{i}@bench.example"), "is_job_seeker").await?);
    }
    let recruiter = account(db, &settings, "searcher@bench.example", "is_recruiter").await?;
    Ok(People { seekers: tokens, recruiter })
}
