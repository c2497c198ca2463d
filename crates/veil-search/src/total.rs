//! How many profiles a search matches: exact, or beyond `EXACT_UP_TO` possibly an
//! estimate (as Meilisearch's `estimatedTotalHits`, `top_k` skips windows whose
//! matches it does not count), rounded to two significant figures so it claims no more
//! than it knows.

/// Totals up to this are exact.
pub const EXACT_UP_TO: usize = 1_000;

/// How many matched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Total {
    pub count: usize,
    /// False when `count` is an estimate (only ever above `EXACT_UP_TO`).
    pub exact: bool,
}

impl Total {
    pub fn exact(count: usize) -> Self {
        Self { count, exact: true }
    }

    /// An estimate, rounded.
    pub fn about(count: usize) -> Self {
        Self { count: two_significant_figures(count), exact: false }
    }
}

fn two_significant_figures(n: usize) -> usize {
    let mut scale = 1;
    while n / scale >= 100 {
        scale *= 10;
    }
    (n + scale / 2) / scale * scale
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn estimates_keep_two_significant_figures() {
        assert_eq!(Total::about(12_345).count, 12_000);
        assert_eq!(Total::about(1_051).count, 1_100);
        assert_eq!(Total::about(987_654).count, 990_000);
        assert_eq!(Total::about(99).count, 99);
        assert_eq!(Total::exact(12_345).count, 12_345);
    }
}
