//! Time as the stores see it: milliseconds since the Unix epoch, one representation on
//! both backends. Tests inject a fixed clock to step through time windows.

use std::sync::{
    Arc,
    atomic::{AtomicI64, Ordering},
};

#[derive(Clone, Debug)]
pub enum Clock {
    System,
    /// A clock that only moves when told to.
    Manual(Arc<AtomicI64>),
    /// The system clock plus an offset that only grows: the end-to-end tests' way to let
    /// days pass in a running binary (`VEIL_TEST_CLOCK`, never in production).
    Shifted(Arc<AtomicI64>),
}

impl Clock {
    pub fn manual(start_millis: i64) -> Self {
        Self::Manual(Arc::new(AtomicI64::new(start_millis)))
    }

    pub fn now_millis(&self) -> i64 {
        match self {
            Clock::System => chrono::Utc::now().timestamp_millis(),
            Clock::Manual(now) => now.load(Ordering::SeqCst),
            Clock::Shifted(offset) => chrono::Utc::now().timestamp_millis() + offset.load(Ordering::SeqCst),
        }
    }

    pub fn shifted() -> Self {
        Self::Shifted(Arc::new(AtomicI64::new(0)))
    }

    /// Moves a manual or shifted clock forward; does nothing to the system clock.
    pub fn advance_millis(&self, millis: i64) {
        if let Clock::Manual(now) | Clock::Shifted(now) = self {
            now.fetch_add(millis, Ordering::SeqCst);
        }
    }
}

/// A day as notifications and errors write it, like the web app's short dates
/// ("Dec 27, 2027", UTC).
pub fn day_of(millis: i64) -> String {
    chrono::DateTime::from_timestamp_millis(millis).unwrap_or_default().format("%b %-d, %Y").to_string()
}

/// RFC 3339 text for a stored timestamp, as the API returns it.
pub fn to_rfc3339(millis: i64) -> String {
    chrono::DateTime::from_timestamp_millis(millis)
        .unwrap_or_default()
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

/// A stored timestamp serialized as [`to_rfc3339`] writes it (`#[serde(serialize_with)]`).
pub fn serialize_millis<S: serde::Serializer>(millis: &i64, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&to_rfc3339(*millis))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manual_clock_moves_only_when_told() {
        let clock = Clock::manual(1_000);
        assert_eq!(clock.now_millis(), 1_000);
        clock.advance_millis(29_000);
        assert_eq!(clock.now_millis(), 30_000);
    }

    #[test]
    fn a_shifted_clock_runs_ahead_of_the_system_clock() {
        let clock = Clock::shifted();
        clock.advance_millis(86_400_000);
        let ahead = clock.now_millis() - Clock::System.now_millis();
        assert!((86_300_000..=86_400_000).contains(&ahead), "{ahead}");
    }

    #[test]
    fn timestamps_render_as_utc_rfc3339() {
        assert_eq!(to_rfc3339(0), "1970-01-01T00:00:00.000Z");
    }
}
