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
//! round is `g = ln(T_port / T_numba)`; a corner's value is
//! `v(S) = ln(T_S / T_port)` (negative when removing causes `S` speeds the
//! port up). A cause's share of the gap is `−φ_i / g`; the residual's is
//! `(g + v(all)) / g`, what no combination explains; shares and residual
//! add up to 1. Intervals: percentile bootstrap over rounds.

use crate::measure::stats::SplitMix64;

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

/// A share of the gap and its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Share {
    pub share: f64,
    pub lo: f64,
    pub hi: f64,
}

/// Each cause's share of the gap and the residual's.
#[derive(Clone, Debug, PartialEq)]
pub struct Attribution {
    /// Rounds every corner and numba were timed in.
    pub rounds: usize,
    /// exp(mean g): the gap as a ratio.
    pub gap: f64,
    pub causes: Vec<Share>,
    pub residual: Share,
}

/// Shares from rounds `rounds` (indices) of the per-round logs.
fn shares(g: &[f64], phi: &[Vec<f64>], all: &[f64], rounds: &[usize]) -> (Vec<f64>, f64) {
    let mean =
        |f: &dyn Fn(usize) -> f64| rounds.iter().map(|&r| f(r)).sum::<f64>() / rounds.len() as f64;
    let gap = mean(&|r| g[r]);
    let n = phi.first().map_or(0, Vec::len);
    let causes = (0..n).map(|i| -mean(&|r| phi[r][i]) / gap).collect();
    (causes, (gap + mean(&|r| all[r])) / gap)
}

/// The attribution of `n` causes from per-round seconds: `corners[mask]`
/// are the rounds of the port with causes `mask` removed (`corners[0]`:
/// the port itself), `numba` numba's rounds in the same run. Rounds are
/// paired by index; only the rounds every series has count. `None` with
/// fewer than two such rounds or a corner missing.
pub fn attribute(n: usize, corners: &[&[f64]], numba: &[f64]) -> Option<Attribution> {
    if corners.len() != 1 << n {
        return None;
    }
    let rounds = corners.iter().map(|c| c.len()).chain([numba.len()]).min()?;
    if rounds < 2 {
        return None;
    }
    let g: Vec<f64> = (0..rounds)
        .map(|r| (corners[0][r] / numba[r]).ln())
        .collect();
    let v: Vec<Vec<f64>> = (0..rounds)
        .map(|r| {
            corners
                .iter()
                .map(|c| (c[r] / corners[0][r]).ln())
                .collect()
        })
        .collect();
    let phi: Vec<Vec<f64>> = v.iter().map(|v| shapley(n, v)).collect();
    let all: Vec<f64> = v.iter().map(|v| v[(1 << n) - 1]).collect();
    let every: Vec<usize> = (0..rounds).collect();
    let (causes, residual) = shares(&g, &phi, &all, &every);

    const RESAMPLES: usize = 2000;
    let mut rng = SplitMix64::new();
    let mut boot_causes = vec![Vec::with_capacity(RESAMPLES); n];
    let mut boot_residual = Vec::with_capacity(RESAMPLES);
    for _ in 0..RESAMPLES {
        let pick: Vec<usize> = (0..rounds).map(|_| rng.below(rounds)).collect();
        let (c, res) = shares(&g, &phi, &all, &pick);
        for (acc, x) in boot_causes.iter_mut().zip(c) {
            acc.push(x);
        }
        boot_residual.push(res);
    }
    let interval = |share: f64, mut boot: Vec<f64>| {
        boot.sort_by(f64::total_cmp);
        Share {
            share,
            lo: boot[RESAMPLES * 25 / 1000],
            hi: boot[RESAMPLES * 975 / 1000 - 1],
        }
    };
    Some(Attribution {
        rounds,
        gap: (g.iter().sum::<f64>() / rounds as f64).exp(),
        causes: causes
            .into_iter()
            .zip(boot_causes)
            .map(|(s, b)| interval(s, b))
            .collect(),
        residual: interval(residual, boot_residual),
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

    #[test]
    fn shares_and_residual_add_up_to_the_whole_gap() {
        // numba 1.0 s; the port 1.5 s; removing cause 0 → 1.2 s, cause 1 →
        // 1.4 s, both → 1.1 s; steady over rounds.
        let numba = [1.0; 4];
        let (port, c0, c1, both) = ([1.5; 4], [1.2; 4], [1.4; 4], [1.1; 4]);
        let a = attribute(2, &[&port, &c0, &c1, &both], &numba).unwrap();
        assert_eq!(a.rounds, 4);
        assert!(close(a.gap, 1.5));
        let total: f64 = a.causes.iter().map(|s| s.share).sum::<f64>() + a.residual.share;
        assert!(close(total, 1.0), "{a:?}");
        assert!(close(a.residual.share, 1.1f64.ln() / 1.5f64.ln()));
        // Steady rounds: the intervals are points.
        assert!(
            a.causes
                .iter()
                .all(|s| close(s.lo, s.share) && close(s.hi, s.share))
        );
    }

    #[test]
    fn noisy_rounds_widen_the_intervals_and_too_few_rounds_give_none() {
        let numba = [1.0, 1.0, 1.0, 1.0];
        let port = [1.5, 1.5, 1.5, 1.5];
        let c0 = [1.2, 1.4, 1.1, 1.3];
        let a = attribute(1, &[&port, &c0], &numba).unwrap();
        assert!(a.causes[0].lo < a.causes[0].share && a.causes[0].share < a.causes[0].hi);
        assert!(attribute(1, &[&port[..1], &c0], &numba).is_none());
        assert!(
            attribute(2, &[&port, &c0], &numba).is_none(),
            "a corner missing"
        );
    }
}
