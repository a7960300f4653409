//! The gap split among the seam's three factors: Shapley values over the
//! eight cells, a pure function of their times.
//!
//! The game: a coalition `S` of factors switched from numba's side to
//! rustc's (front end numba → rustc IR, pipeline numba → rustc's O3, target
//! host → x86-64), its value `ln t(cell S) − ln t(numba's own cell)`. The
//! grand coalition is rustc's own cell, so the three shares add up to
//! `ln(rustc's own / numba's own)` whatever the interactions — each
//! factor's share is its switch's effect averaged over every order of
//! switching (Shapley, order-free).

/// One of the three factors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Factor {
    Front,
    Pipeline,
    Target,
}

impl Factor {
    pub const ALL: [Factor; 3] = [Factor::Front, Factor::Pipeline, Factor::Target];

    fn bit(self) -> usize {
        match self {
            Factor::Front => 1,
            Factor::Pipeline => 2,
            Factor::Target => 4,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Factor::Front => "front end",
            Factor::Pipeline => "pipeline",
            Factor::Target => "target",
        }
    }
}

/// Each factor's share of the log gap, and the log gap they add up to.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Shares {
    pub front: f64,
    pub pipeline: f64,
    pub target: f64,
    pub total: f64,
}

impl Shares {
    pub fn of(&self, f: Factor) -> f64 {
        match f {
            Factor::Front => self.front,
            Factor::Pipeline => self.pipeline,
            Factor::Target => self.target,
        }
    }
}

/// `log_times[mask]`: ln of the time of the cell whose factors with their
/// bit set in `mask` are on rustc's side (bit 0 front end, bit 1
/// pipeline, bit 2 target); `mask 0` is numba's own cell, `7` rustc's.
pub fn shapley(log_times: &[f64; 8]) -> Shares {
    let v = |mask: usize| log_times[mask] - log_times[0];
    let share = |f: Factor| {
        let others: Vec<usize> = Factor::ALL
            .iter()
            .filter(|&&g| g != f)
            .map(|g| g.bit())
            .collect();
        // Coalitions of the other two: {} and {a,b} weigh 1/3, {a} and {b} 1/6.
        let mut s = 0.0;
        for (coalition, weight) in [
            (0, 1.0 / 3.0),
            (others[0], 1.0 / 6.0),
            (others[1], 1.0 / 6.0),
            (others[0] | others[1], 1.0 / 3.0),
        ] {
            s += weight * (v(coalition | f.bit()) - v(coalition));
        }
        s
    };
    Shares {
        front: share(Factor::Front),
        pipeline: share(Factor::Pipeline),
        target: share(Factor::Target),
        total: v(7),
    }
}

/// The mask of a cell's factors (bit set: rustc's side).
pub fn mask(cell: &kernel_seam::Cell) -> usize {
    use kernel_seam::{Front, Pipeline, Target};
    usize::from(cell.front == Front::Rustc)
        | usize::from(cell.pipeline == Pipeline::Rustc) << 1
        | usize::from(cell.target == Target::X86_64) << 2
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-12
    }

    #[test]
    fn one_factor_alone_takes_the_whole_gap() {
        // Only the front end matters: every rustc-IR cell 0.3 slower.
        let t: [f64; 8] = std::array::from_fn(|m| if m & 1 != 0 { 0.3 } else { 0.0 });
        let s = shapley(&t);
        assert!(close(s.front, 0.3) && close(s.pipeline, 0.0) && close(s.target, 0.0));
        assert!(close(s.total, 0.3));
    }

    #[test]
    fn additive_effects_come_back_exactly_and_shares_always_add_up() {
        let (f, p, t) = (0.25, -0.04, 0.07);
        let times: [f64; 8] = std::array::from_fn(|m| {
            1.0 + f * (m & 1) as f64 + p * ((m >> 1) & 1) as f64 + t * ((m >> 2) & 1) as f64
        });
        let s = shapley(&times);
        assert!(close(s.front, f) && close(s.pipeline, p) && close(s.target, t));
        // An interaction (front end × pipeline) is split evenly between the two.
        let mut with = times;
        with[3] += 0.1;
        with[7] += 0.1;
        let s = shapley(&with);
        assert!(close(s.front, f + 0.05) && close(s.pipeline, p + 0.05) && close(s.target, t));
        assert!(close(s.front + s.pipeline + s.target, s.total));
    }

    #[test]
    fn a_cells_mask_follows_its_factors() {
        let own = kernel_seam::CELLS
            .iter()
            .map(|c| (c.name, mask(c)))
            .collect::<Vec<_>>();
        assert!(own.contains(&("seam-numba-numba-host", 0)));
        assert!(own.contains(&("seam-rustc-rustc-x86-64", 7)));
        assert!(own.contains(&("seam-rustc-numba-host", 1)));
        assert!(own.contains(&("seam-numba-numba-x86-64", 4)));
        let mut masks: Vec<usize> = own.iter().map(|(_, m)| *m).collect();
        masks.sort_unstable();
        assert_eq!(masks, (0..8).collect::<Vec<_>>());
    }
}
