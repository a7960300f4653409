//! Order-free attribution of the gap: Shapley values over the lattice of
//! causes, from measured corners.
//!
//! A waterfall's step sizes depend on the order of its steps (removing the
//! bounds check first and then compiling for the host CPU gives other sizes
//! than the reverse). A Shapley value is a cause's effect averaged over
//! every order, computed from the times of every combination of causes
//! removed (the lattice's corners) — so it needs no order, and the values
//! add up exactly to the effect of removing them all.
//!
//! Work in logs of paired per-round ratios, so effects add: the gap of a
//! round is `g = ln(T_port / T_numba)`; a corner's value is the change of
//! the gap when causes `S` are removed, `v(S) = ln(T_S / R_S) − g`, where
//! `R_S` is numba — or, for a cause numba shares (its memory pattern, its
//! allocator state), numba with that cause removed too: a cause of the gap
//! is a difference between the two sides. A cause's share of the gap is `−φ_i / g`; the residual's is
//! `(g + v(all)) / g`, what no combination explains; shares and residual
//! add up to 1. Intervals: hierarchical percentile bootstrap (layouts →
//! processes → rounds, `hier`).

use super::hier::{Estimate, Nested, estimate, every_round, mean_log_ratio};

/// Shapley values of `n` causes from every coalition's value: `v[mask]`,
/// bit i set when cause i is removed (`v[0]`: nothing removed).
pub fn shapley(n: usize, v: &[f64]) -> Vec<f64> {
    assert_eq!(v.len(), 1 << n, "one value per coalition");
    let fact = |k: usize| (1..=k).map(|x| x as f64).product::<f64>();
    (0..n)
        .map(|i| {
            (0..1usize << n)
                .filter(|s| s & (1 << i) == 0)
                .map(|s| {
                    let k = s.count_ones() as usize;
                    fact(k) * fact(n - k - 1) / fact(n) * (v[s | (1 << i)] - v[s])
                })
                .sum()
        })
        .collect()
}

/// The attribution: the gap, each cause's effect and share, the residual,
/// and the waterfall (the causes removed cumulatively in their order) —
/// all from one set of mean log ratios, so shares and residual add up to
/// 1 exactly and the waterfall's steps multiply to the gap.
#[derive(Clone, Debug, PartialEq)]
pub struct Attribution {
    /// Rounds every corner and numba were timed in.
    pub rounds: usize,
    /// ln(port / numba).
    pub gap: Estimate,
    /// Each cause's Shapley value φ (log; negative: removing it speeds up).
    pub effects: Vec<Estimate>,
    /// −φ / gap per cause.
    pub shares: Vec<Estimate>,
    /// ln(all causes removed / numba): what no combination explains.
    pub residual: Estimate,
    /// residual / gap.
    pub residual_share: Estimate,
    /// ln of each waterfall step (cause i removed after causes 0..i).
    pub steps: Vec<Estimate>,
}

/// The statistic on a set of rounds: `[g, φ…, share…, residual, residual
/// share, steps…]` (see [`Attribution`]). A corner's value is its gap to
/// its own reference, less the port's: `v(S) = ln(T_S / R_S) − g`.
fn statistic(rounds: &[&[f64]], corners: &[(usize, usize)], n: usize) -> Vec<f64> {
    let g = mean_log_ratio(rounds, corners[0].0, corners[0].1);
    let v: Vec<f64> = corners
        .iter()
        .map(|&(c, r)| mean_log_ratio(rounds, c, r) - g)
        .collect();
    let phi = shapley(n, &v);
    let all = v[(1 << n) - 1];
    let mut out = vec![g];
    out.extend(&phi);
    out.extend(phi.iter().map(|p| -p / g));
    out.push(g + all);
    out.push((g + all) / g);
    out.extend((0..n).map(|i| v[(1 << (i + 1)) - 1] - v[(1 << i) - 1]));
    out
}

/// The attribution of `n` causes: `corners[mask]` is (the row of the port
/// with causes `mask` removed, the row it is compared with) — numba, or
/// numba with the same cause removed where numba shares it; `corners[0]`
/// is (the port, numba). `None` without rounds or with a corner missing.
pub fn attribute(data: &Nested, corners: &[(usize, usize)], n: usize) -> Option<Attribution> {
    if corners.len() != 1 << n {
        return None;
    }
    let e = estimate(data, |r| statistic(r, corners, n))?;
    let take = |from: usize, k: usize| e[from..from + k].to_vec();
    Some(Attribution {
        rounds: every_round(data).len(),
        gap: e[0],
        effects: take(1, n),
        shares: take(1 + n, n),
        residual: e[1 + 2 * n],
        residual_share: e[2 + 2 * n],
        steps: take(3 + 2 * n, n),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-12
    }

    #[test]
    fn shapley_values_add_up_and_split_an_interaction_evenly() {
        // Two causes: each alone gains 0.1, together 0.3 (0.1 of interaction).
        let v = [0.0, -0.1, -0.1, -0.3];
        let phi = shapley(2, &v);
        assert!(close(phi[0], -0.15) && close(phi[1], -0.15), "{phi:?}");
        assert!(close(phi.iter().sum::<f64>(), v[3]));
    }

    #[test]
    fn a_cause_that_changes_nothing_gets_nothing() {
        // Cause 1 is a dummy: every coalition's value ignores it.
        let v = [0.0, -0.2, 0.0, -0.2, -0.05, -0.3, -0.05, -0.3];
        let phi = shapley(3, &v);
        assert!(close(phi[1], 0.0), "{phi:?}");
        assert!(close(phi.iter().sum::<f64>(), v[7]));
    }

    /// One layout, one process, `rounds` rounds of rows [numba, corners…].
    fn steady(rows: &[f64], rounds: usize) -> Nested {
        vec![vec![vec![rows.to_vec(); rounds]]]
    }

    #[test]
    fn shares_and_residual_add_up_to_the_whole_gap() {
        // numba 1.0 s; the port 1.5 s; removing cause 0 → 1.2 s, cause 1 →
        // 1.4 s, both → 1.1 s; steady over rounds.
        let d = steady(&[1.0, 1.5, 1.2, 1.4, 1.1], 4);
        let a = attribute(&d, &[(1, 0), (2, 0), (3, 0), (4, 0)], 2).unwrap();
        assert_eq!(a.rounds, 4);
        assert!(close(a.gap.point.exp(), 1.5));
        let total: f64 = a.shares.iter().map(|s| s.point).sum::<f64>() + a.residual_share.point;
        assert!(close(total, 1.0), "{a:?}");
        assert!(close(a.residual.point, 1.1f64.ln()));
        // The waterfall: cause 0 first (1.5 → 1.2), then cause 1 (1.2 → 1.1).
        assert!(close(a.steps[0].point.exp(), 1.2 / 1.5));
        assert!(close(a.steps[1].point.exp(), 1.1 / 1.2));
        let after: f64 = a.gap.point + a.steps.iter().map(|s| s.point).sum::<f64>();
        assert!(close(after, a.residual.point), "gap × steps = residual");
        // Steady rounds: the intervals are points.
        assert!(
            a.shares
                .iter()
                .all(|s| close(s.lo, s.point) && close(s.hi, s.point))
        );
    }

    #[test]
    fn noisy_processes_widen_the_intervals_and_a_missing_corner_gives_none() {
        let d: Nested = vec![vec![
            vec![vec![1.0, 1.5, 1.2]; 3],
            vec![vec![1.0, 1.5, 1.4]; 3],
        ]];
        let a = attribute(&d, &[(1, 0), (2, 0)], 1).unwrap();
        assert!(a.shares[0].lo < a.shares[0].point && a.shares[0].point < a.shares[0].hi);
        assert!(
            attribute(&d, &[(1, 0), (2, 0)], 2).is_none(),
            "a corner missing"
        );
        assert!(attribute(&Vec::new(), &[(1, 0), (2, 0)], 1).is_none());
    }

    #[test]
    fn a_cost_both_sides_share_is_no_cause_of_the_gap() {
        // Rows: numba, numba without the shared cost, port, port without it.
        // The cost is 0.3 s on both sides: removing it on both leaves the
        // gap's 0.5 s difference, and in logs the gap grows (1.5/1.0 →
        // 1.2/0.7): its share is negative — it was hiding part of the gap.
        let d = steady(&[1.0, 0.7, 1.5, 1.2], 3);
        let both = attribute(&d, &[(2, 0), (3, 1)], 1).unwrap();
        assert!(both.shares[0].point < 0.0, "{both:?}");
        // The same removal counted on the Rust side only claims most of the gap.
        let rust_only = attribute(&d, &[(2, 0), (3, 0)], 1).unwrap();
        assert!(rust_only.shares[0].point > 0.5, "{rust_only:?}");
    }
}
