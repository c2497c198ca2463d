//! The schema as the database's own catalogue tells it (`sqlite_master` and its pragmas,
//! or `information_schema`), so tests cover a table added later without listing it.

use veil::{config::DatabaseKind, with_db};

use super::TestApp;

/// Every table of the schema with its text columns, from the database's own catalogue,
/// so a table added later is covered without anyone remembering to list it here.
pub async fn text_columns(app: &TestApp) -> Vec<(String, Vec<String>)> {
    let rows: Vec<(String, String)> = with_db!(&app.db, pool => {
        if matches!(app.db.kind(), DatabaseKind::Postgres) {
            sqlx::query_as(
                "SELECT c.table_name::TEXT, c.column_name::TEXT FROM information_schema.columns c \
                 JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema \
                 WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' \
                   AND c.data_type IN ('text', 'character varying') AND c.table_name NOT LIKE '\\_sqlx%'",
            )
            .fetch_all(pool)
            .await
        } else {
            sqlx::query_as(
                "SELECT m.name, c.name FROM sqlite_master m JOIN pragma_table_info(m.name) c \
                 WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' \
                   AND m.name NOT LIKE '\\_sqlx%' ESCAPE '\\' AND upper(c.type) = 'TEXT'",
            )
            .fetch_all(pool)
            .await
        }
    })
    .unwrap();
    let mut tables: Vec<(String, Vec<String>)> = Vec::new();
    for (table, column) in rows {
        match tables.iter_mut().find(|(t, _)| *t == table) {
            Some((_, columns)) => columns.push(column),
            None => tables.push((table, vec![column])),
        }
    }
    assert!(tables.len() >= 10, "the catalogue lists the schema: {tables:?}");
    tables
}

/// Every foreign key as (table, the table it references).
pub async fn foreign_keys(app: &TestApp) -> Vec<(String, String)> {
    with_db!(&app.db, pool => {
        if matches!(app.db.kind(), DatabaseKind::Postgres) {
            sqlx::query_as(
                "SELECT tc.table_name::TEXT, ccu.table_name::TEXT FROM information_schema.table_constraints tc \
                 JOIN information_schema.constraint_column_usage ccu \
                   ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema \
                 WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'",
            )
            .fetch_all(pool)
            .await
        } else {
            sqlx::query_as(
                "SELECT m.name, f.\"table\" FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) f \
                 WHERE m.type = 'table'",
            )
            .fetch_all(pool)
            .await
        }
    })
    .unwrap()
}
