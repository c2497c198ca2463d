//! Each database statement as a child span of whatever ran it. sqlx times every statement
//! and reports it as a `sqlx::query` event (with its SQL and duration) under the span of
//! the code that ran it, on SQLite's worker thread too; this layer turns that event into
//! an OpenTelemetry span from its start to its end. The SQL is the statement's text with
//! its placeholders: values are bound, never written into it.

use std::{
    sync::OnceLock,
    time::{Duration, SystemTime},
};

use opentelemetry::{
    KeyValue,
    trace::{Span as _, SpanKind, Tracer as _},
};
use opentelemetry_sdk::trace::Tracer;
use tracing::{Dispatch, Event, Subscriber, dispatcher::WeakDispatch, field::Field};
use tracing_subscriber::{
    filter::{FilterFn, filter_fn},
    layer::Context,
    registry::LookupSpan,
};

use crate::config::DatabaseKind;

/// Longest SQL text kept on a span; longer statements are cut here.
const MAX_SQL_CHARS: usize = 2_000;

pub struct StatementSpans {
    tracer: Tracer,
    system: &'static str,
    dispatch: OnceLock<WeakDispatch>,
}

pub fn layer(tracer: Tracer, database: Option<DatabaseKind>) -> StatementSpans {
    // OpenTelemetry's names for the two systems.
    let system = match database {
        Some(DatabaseKind::Postgres) => "postgresql",
        _ => "sqlite",
    };
    StatementSpans { tracer, system, dispatch: OnceLock::new() }
}

/// What the layer sees: sqlx's statement events (at the debug level sqlx reports them
/// at), and Veil's spans, so that an event's parent can be found.
pub fn events() -> FilterFn<impl Fn(&tracing::Metadata<'_>) -> bool + Clone> {
    filter_fn(|meta| {
        if meta.is_span() {
            meta.target().starts_with("veil") && *meta.level() <= tracing::Level::INFO
        } else {
            meta.target() == "sqlx::query"
        }
    })
}

/// The fields of one statement event.
#[derive(Default)]
struct Statement {
    summary: String,
    sql: String,
    rows_returned: Option<u64>,
    rows_affected: Option<u64>,
    elapsed_secs: f64,
}

impl tracing::field::Visit for Statement {
    fn record_str(&mut self, field: &Field, value: &str) {
        match field.name() {
            "summary" => self.summary = value.to_owned(),
            "db.statement" => self.sql = value.trim().to_owned(),
            _ => {}
        }
    }

    fn record_u64(&mut self, field: &Field, value: u64) {
        match field.name() {
            "rows_returned" => self.rows_returned = Some(value),
            "rows_affected" => self.rows_affected = Some(value),
            _ => {}
        }
    }

    fn record_f64(&mut self, field: &Field, value: f64) {
        if field.name() == "elapsed_secs" {
            self.elapsed_secs = value;
        }
    }

    fn record_debug(&mut self, _: &Field, _: &dyn std::fmt::Debug) {}
}

impl Statement {
    /// The statement's SQL: sqlx leaves `db.statement` empty when the summary (its first
    /// words) is all of it.
    fn text(&self) -> &str {
        let text = if self.sql.is_empty() { self.summary.trim_end_matches(" …") } else { &self.sql };
        match text.char_indices().nth(MAX_SQL_CHARS) {
            Some((cut, _)) => &text[..cut],
            None => text,
        }
    }

    /// The span's name: the statement's first word (`SELECT`, `INSERT`, `BEGIN`).
    fn operation(&self) -> String {
        self.summary.split_whitespace().next().unwrap_or("statement").to_ascii_uppercase()
    }
}

impl<S> tracing_subscriber::Layer<S> for StatementSpans
where
    S: Subscriber + for<'a> LookupSpan<'a>,
{
    fn on_register_dispatch(&self, subscriber: &Dispatch) {
        let _ = self.dispatch.set(subscriber.downgrade());
    }

    fn on_event(&self, event: &Event<'_>, ctx: Context<'_, S>) {
        // A statement outside any span (start-up, a listener) has nothing to belong to.
        let Some(parent) = ctx.event_span(event) else { return };
        let Some(dispatch) = self.dispatch.get().and_then(WeakDispatch::upgrade) else { return };
        let Some(parent_cx) = tracing_opentelemetry::get_otel_context(&parent.id(), &dispatch) else { return };
        let mut statement = Statement::default();
        event.record(&mut statement);
        let end = SystemTime::now();
        let start = end - Duration::try_from_secs_f64(statement.elapsed_secs).unwrap_or_default();
        let mut attributes = vec![
            KeyValue::new("db.system.name", self.system),
            KeyValue::new("db.query.text", statement.text().to_owned()),
        ];
        if let Some(rows) = statement.rows_returned {
            attributes.push(KeyValue::new("db.response.returned_rows", rows as i64));
        }
        if let Some(rows) = statement.rows_affected.filter(|&rows| rows > 0) {
            attributes.push(KeyValue::new("db.response.affected_rows", rows as i64));
        }
        let mut span = self
            .tracer
            .span_builder(statement.operation())
            .with_kind(SpanKind::Client)
            .with_start_time(start)
            .with_attributes(attributes)
            .start_with_context(&self.tracer, &parent_cx);
        span.end_with_timestamp(end);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_text_is_the_whole_statement_or_the_summary_when_that_is_all_of_it() {
        let short = Statement { summary: "BEGIN".into(), ..Default::default() };
        assert_eq!(short.text(), "BEGIN");
        assert_eq!(short.operation(), "BEGIN");
        let long = Statement {
            summary: "select id from profiles …".into(),
            sql: "select id from profiles where id = $1".into(),
            ..Default::default()
        };
        assert_eq!(long.text(), "select id from profiles where id = $1");
        assert_eq!(long.operation(), "SELECT");
        let huge =
            Statement { summary: "SELECT a …".into(), sql: "é".repeat(MAX_SQL_CHARS + 5), ..Default::default() };
        assert_eq!(huge.text().chars().count(), MAX_SQL_CHARS);
    }
}
