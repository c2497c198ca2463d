//! nDCG@k and recall@k from graded judgements.

/// Discounted cumulative gain of grades in ranked order (gain 2^grade - 1).
fn dcg(grades: impl Iterator<Item = u8>) -> f64 {
    grades.enumerate().map(|(i, g)| (2f64.powi(i32::from(g)) - 1.0) / ((i + 2) as f64).log2()).sum()
}

/// nDCG@k of `ranked` (the grades of the results in order) against every grade there is
/// (`all`, in any order); 1 when nothing is relevant and nothing was returned.
pub fn ndcg_at(k: usize, ranked: &[u8], all: &[u8]) -> f64 {
    let mut ideal: Vec<u8> = all.iter().copied().filter(|&g| g > 0).collect();
    ideal.sort_unstable_by(|a, b| b.cmp(a));
    let ideal = dcg(ideal.into_iter().take(k));
    if ideal == 0.0 {
        return if ranked.iter().take(k).all(|&g| g == 0) { 1.0 } else { 0.0 };
    }
    dcg(ranked.iter().copied().take(k)) / ideal
}

/// Relevant results in the top k over how many could be there (all relevant ones, at
/// most k): 1 means the first page is as full of relevant profiles as it can be.
pub fn recall_at(k: usize, ranked: &[u8], relevant: usize) -> f64 {
    let possible = relevant.min(k);
    if possible == 0 {
        return 1.0;
    }
    ranked.iter().take(k).filter(|&&g| g > 0).count() as f64 / possible as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perfect_and_reversed_rankings() {
        assert!((ndcg_at(10, &[2, 1, 0], &[0, 1, 2]) - 1.0).abs() < 1e-9);
        assert!(ndcg_at(10, &[0, 1, 2], &[0, 1, 2]) < 0.7);
        assert_eq!(ndcg_at(10, &[], &[0, 0]), 1.0);
        assert_eq!(ndcg_at(10, &[], &[2]), 0.0);
    }

    #[test]
    fn recall_is_capped_at_k() {
        assert_eq!(recall_at(10, &[2; 10], 500), 1.0);
        assert_eq!(recall_at(10, &[2, 0, 1], 4), 0.5);
        assert_eq!(recall_at(10, &[], 0), 1.0);
    }
}
