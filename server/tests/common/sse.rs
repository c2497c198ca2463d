//! One person's realtime stream, read the way the web app reads it. Opening waits for
//! the server's `ready` event (so nothing sent afterwards can be missed, and no test
//! sleeps on a clock); a broken or ended stream fails the test instead of looking quiet.

use std::time::Duration;

use futures::{Stream, StreamExt};
use serde_json::Value;

use super::Browser;

type Chunks = std::pin::Pin<Box<dyn Stream<Item = reqwest::Result<Vec<u8>>> + Send>>;

pub struct EventStream {
    chunks: Chunks,
    buffer: String,
    label: String,
}

/// One server-sent event.
#[derive(Debug, Clone)]
pub struct Event {
    pub kind: String,
    pub data: Value,
}

/// Time to wait for an event that must come, on a loaded machine.
pub const ARRIVES_WITHIN: Duration = Duration::from_secs(15);

impl EventStream {
    /// Subscribes and returns once the server's `ready` event has arrived.
    pub async fn open(browser: &Browser, label: &str) -> Self {
        // The browser's 20-second request timeout would cut a stream that is meant to
        // stay open for the whole test: this request gets its own.
        let response = browser
            .client
            .get(browser.url("/api/events"))
            .timeout(Duration::from_secs(3600))
            .send()
            .await
            .expect("open /api/events");
        assert_eq!(response.status(), reqwest::StatusCode::OK, "{label}: event stream refused");
        let content_type = response.headers()[reqwest::header::CONTENT_TYPE].to_str().unwrap().to_owned();
        assert!(content_type.starts_with("text/event-stream"), "{label}: {content_type}");
        let mut stream = Self {
            chunks: Box::pin(response.bytes_stream().map(|c| c.map(|b| b.to_vec()))),
            buffer: String::new(),
            label: label.into(),
        };
        let first = stream.next_within(ARRIVES_WITHIN).await.unwrap_or_else(|| panic!("{label}: no `ready` event"));
        assert_eq!(first.kind, "ready", "{label}: the stream starts with `ready`");
        stream
    }

    /// The next event, or `None` only when `within` passes without one. A transport
    /// error or the end of the stream fails the test.
    pub async fn next_within(&mut self, within: Duration) -> Option<Event> {
        let deadline = tokio::time::Instant::now() + within;
        loop {
            if let Some(event) = self.take_buffered() {
                return Some(event);
            }
            let chunk = match tokio::time::timeout_at(deadline, self.chunks.next()).await {
                Err(_) => return None,
                Ok(None) => panic!("{}: the event stream ended", self.label),
                Ok(Some(Err(err))) => panic!("{}: the event stream broke: {err}", self.label),
                Ok(Some(Ok(chunk))) => chunk,
            };
            self.buffer.push_str(&String::from_utf8_lossy(&chunk));
        }
    }

    /// Waits for the next event of `kind` (other kinds are skipped); fails after
    /// `ARRIVES_WITHIN`.
    pub async fn expect(&mut self, kind: &str) -> Value {
        let deadline = tokio::time::Instant::now() + ARRIVES_WITHIN;
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            match self.next_within(left).await {
                Some(event) if event.kind == kind => return event.data,
                Some(_) => continue,
                None => panic!("{}: no `{kind}` event within {ARRIVES_WITHIN:?}", self.label),
            }
        }
    }

    /// Waits until one event of each kind has arrived, in any order (others skipped).
    pub async fn expect_each(&mut self, kinds: &[&str]) -> std::collections::HashMap<String, Value> {
        let deadline = tokio::time::Instant::now() + ARRIVES_WITHIN;
        let mut seen = std::collections::HashMap::new();
        while seen.len() < kinds.len() {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            match self.next_within(left).await {
                Some(event) if kinds.contains(&event.kind.as_str()) => {
                    seen.entry(event.kind).or_insert(event.data);
                }
                Some(_) => continue,
                None => panic!("{}: only {:?} of {kinds:?} within {ARRIVES_WITHIN:?}", self.label, seen.keys()),
            }
        }
        seen
    }

    /// Every event that arrives within `window` (used to show a stream stays quiet; the
    /// stream is known to work because it delivered `ready`).
    pub async fn collect_for(&mut self, window: Duration) -> Vec<Event> {
        let deadline = tokio::time::Instant::now() + window;
        let mut out = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            match self.next_within(left).await {
                Some(event) => out.push(event),
                None => return out,
            }
        }
    }

    fn take_buffered(&mut self) -> Option<Event> {
        loop {
            let end = self.buffer.find("\n\n")?;
            let block: String = self.buffer.drain(..end + 2).collect();
            let kind = block.lines().find_map(|l| l.strip_prefix("event:")).map(str::trim);
            let data: String = block.lines().filter_map(|l| l.strip_prefix("data:")).map(str::trim).collect();
            // Comment-only blocks (keep-alives) are not events.
            if let Some(kind) = kind {
                let data = serde_json::from_str(&data)
                    .unwrap_or_else(|e| panic!("{}: event `{kind}` data is not JSON ({e}): {data}", self.label));
                return Some(Event { kind: kind.to_owned(), data });
            }
        }
    }
}
