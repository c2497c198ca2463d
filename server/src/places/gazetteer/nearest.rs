//! Nearest-place lookups: a static k-d tree over points on the unit sphere.
//!
//! Points are stored as 3-D unit vectors, so the straight-line (chord) distance between
//! two of them grows with their great-circle distance: the nearest by chord is the
//! nearest on the globe, with no special case at the poles or the antimeridian.

const EARTH_RADIUS_KM: f64 = 6371.0;

/// A position on the unit sphere.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct UnitVector([f64; 3]);

impl UnitVector {
    /// `None` unless the latitude is within ±90° and the longitude within ±180°.
    pub fn from_degrees(lat: f64, lng: f64) -> Option<UnitVector> {
        if !(-90.0..=90.0).contains(&lat) || !(-180.0..=180.0).contains(&lng) {
            return None;
        }
        let (lat, lng) = (lat.to_radians(), lng.to_radians());
        Some(UnitVector([lat.cos() * lng.cos(), lat.cos() * lng.sin(), lat.sin()]))
    }

    fn chord_squared(&self, other: &UnitVector) -> f64 {
        (0..3).map(|axis| (self.0[axis] - other.0[axis]).powi(2)).sum()
    }

    /// Great-circle distance in kilometres.
    pub fn distance_km(&self, other: &UnitVector) -> f64 {
        let chord = self.chord_squared(other).sqrt();
        2.0 * (chord / 2.0).min(1.0).asin() * EARTH_RADIUS_KM
    }
}

/// The chord length, squared, of a great-circle distance.
fn chord_squared_of_km(km: f64) -> f64 {
    let angle = (km / EARTH_RADIUS_KM).min(std::f64::consts::PI);
    (2.0 * (angle / 2.0).sin()).powi(2)
}

/// An implicit k-d tree: the median of each slice is its root, split on axis depth % 3.
pub struct NearestIndex {
    nodes: Vec<(UnitVector, u32)>,
}

impl NearestIndex {
    /// Indexes `points`, each tagged with the caller's id.
    pub fn new(mut nodes: Vec<(UnitVector, u32)>) -> NearestIndex {
        build(&mut nodes, 0);
        NearestIndex { nodes }
    }

    /// The id of the point nearest to `target`, or `None` when the index is empty.
    pub fn nearest(&self, target: &UnitVector) -> Option<u32> {
        let mut best = None;
        nearest_in(&self.nodes, 0, target, &mut best);
        best.map(|(_, id)| id)
    }

    /// Calls `visit` with the id of every point within `km` of `target`.
    pub fn within(&self, target: &UnitVector, km: f64, mut visit: impl FnMut(u32)) {
        within_in(&self.nodes, 0, target, chord_squared_of_km(km), &mut visit);
    }
}

fn build(nodes: &mut [(UnitVector, u32)], depth: usize) {
    if nodes.len() <= 1 {
        return;
    }
    let axis = depth % 3;
    let mid = nodes.len() / 2;
    nodes.select_nth_unstable_by(mid, |a, b| a.0.0[axis].total_cmp(&b.0.0[axis]));
    let (left, right) = nodes.split_at_mut(mid);
    build(left, depth + 1);
    build(&mut right[1..], depth + 1);
}

fn nearest_in(nodes: &[(UnitVector, u32)], depth: usize, target: &UnitVector, best: &mut Option<(f64, u32)>) {
    if nodes.is_empty() {
        return;
    }
    let mid = nodes.len() / 2;
    let (point, id) = &nodes[mid];
    let distance = point.chord_squared(target);
    if best.is_none_or(|(best_distance, _)| distance < best_distance) {
        *best = Some((distance, *id));
    }
    let offset = target.0[depth % 3] - point.0[depth % 3];
    let (near, far) =
        if offset < 0.0 { (&nodes[..mid], &nodes[mid + 1..]) } else { (&nodes[mid + 1..], &nodes[..mid]) };
    nearest_in(near, depth + 1, target, best);
    if best.is_none_or(|(best_distance, _)| offset * offset < best_distance) {
        nearest_in(far, depth + 1, target, best);
    }
}

fn within_in(
    nodes: &[(UnitVector, u32)],
    depth: usize,
    target: &UnitVector,
    radius_squared: f64,
    visit: &mut impl FnMut(u32),
) {
    if nodes.is_empty() {
        return;
    }
    let mid = nodes.len() / 2;
    let (point, id) = &nodes[mid];
    if point.chord_squared(target) <= radius_squared {
        visit(*id);
    }
    let offset = target.0[depth % 3] - point.0[depth % 3];
    if offset <= 0.0 || offset * offset <= radius_squared {
        within_in(&nodes[..mid], depth + 1, target, radius_squared, visit);
    }
    if offset >= 0.0 || offset * offset <= radius_squared {
        within_in(&nodes[mid + 1..], depth + 1, target, radius_squared, visit);
    }
}

#[cfg(test)]
mod tests {
    use super::{NearestIndex, UnitVector};

    fn point(lat: f64, lng: f64) -> UnitVector {
        UnitVector::from_degrees(lat, lng).unwrap()
    }

    #[test]
    fn finds_the_nearest_across_the_antimeridian() {
        let index = NearestIndex::new(vec![(point(0.0, 179.9), 1), (point(0.0, 170.0), 2), (point(10.0, -179.9), 3)]);
        assert_eq!(index.nearest(&point(0.0, -179.95)), Some(1));
    }

    #[test]
    fn matches_a_brute_force_search() {
        let points: Vec<(UnitVector, u32)> = (0..500u32)
            .map(|i| {
                let lat = ((i * 37) % 180) as f64 - 89.5;
                let lng = ((i * 91) % 360) as f64 - 179.5;
                (point(lat, lng), i)
            })
            .collect();
        let index = NearestIndex::new(points.clone());
        for (lat, lng) in [(0.0, 0.0), (45.0, 90.0), (-89.0, 3.0), (12.3, -170.0)] {
            let target = point(lat, lng);
            let brute =
                points.iter().min_by(|a, b| a.0.distance_km(&target).total_cmp(&b.0.distance_km(&target))).unwrap();
            assert_eq!(index.nearest(&target), Some(brute.1));

            let mut found = Vec::new();
            index.within(&target, 2000.0, |id| found.push(id));
            found.sort();
            let expected: Vec<u32> =
                points.iter().filter(|p| p.0.distance_km(&target) <= 2000.0).map(|p| p.1).collect();
            assert_eq!(found, expected);
        }
    }

    #[test]
    fn rejects_out_of_range_coordinates() {
        assert!(UnitVector::from_degrees(f64::NAN, 0.0).is_none());
        assert!(UnitVector::from_degrees(0.0, f64::INFINITY).is_none());
        assert!(UnitVector::from_degrees(91.0, 0.0).is_none());
        assert!(UnitVector::from_degrees(0.0, -180.5).is_none());
    }
}
