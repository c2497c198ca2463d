//! Time limits below the request timeout: a statement stuck on a lock ends (and gives its
//! connection back) before the request that ran it answers 503, never after.

use std::time::Duration;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StatementLimits {
    /// PostgreSQL `statement_timeout`.
    pub statement: Duration,
    /// PostgreSQL `lock_timeout`; SQLite's busy timeout.
    pub lock: Duration,
}

impl StatementLimits {
    /// A statement stops a tenth before the request does (between 0.5 and 5 s before);
    /// waiting for a lock may take half of that.
    pub fn below(request: Duration) -> Self {
        let margin = (request / 10).clamp(Duration::from_millis(500), Duration::from_secs(5));
        let statement = request.saturating_sub(margin);
        Self { statement, lock: statement / 2 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statements_and_lock_waits_end_before_the_request() {
        let limits = StatementLimits::below(Duration::from_secs(30));
        assert_eq!(limits.statement, Duration::from_secs(27));
        assert_eq!(limits.lock, Duration::from_millis(13_500));
        let short = StatementLimits::below(Duration::from_secs(2));
        assert_eq!(short.statement, Duration::from_millis(1_500));
        assert!(short.lock < short.statement);
        let long = StatementLimits::below(Duration::from_secs(600));
        assert_eq!(long.statement, Duration::from_secs(595), "the margin is capped at 5 s");
    }
}
