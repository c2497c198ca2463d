//! Pure rules of view recording.

/// A view of the same profile by the same viewer within this window is the same visit.
pub const DEDUP_WINDOW_MS: i64 = 30_000;
/// The debug screen's duplicate check: pairs viewed twice within this window.
pub const DUPLICATE_CHECK_WINDOW_MS: i64 = 10_000;
pub const LIST_LIMIT: i64 = 10;

/// Whether a new view at `now` counts, given the viewer's latest view of the profile.
pub fn counts_as_new_view(latest: Option<i64>, now: i64) -> bool {
    latest.is_none_or(|at| now - at >= DEDUP_WINDOW_MS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_thirty_second_window() {
        assert!(counts_as_new_view(None, 0));
        assert!(!counts_as_new_view(Some(1_000), 1_000 + 29_000));
        assert!(!counts_as_new_view(Some(1_000), 1_000 + 29_999));
        assert!(counts_as_new_view(Some(1_000), 1_000 + 30_000));
        assert!(counts_as_new_view(Some(1_000), 1_000 + 31_000));
    }
}
